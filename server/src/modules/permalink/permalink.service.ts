/**
 * Permalinks of explore, dashboard and SQL Lab state over the key_value table (REST ref §6.12). A permalink
 * is stored permanently (no expiry, as in Superset) and addressed by an unforgeable key (permalink.key.ts).
 * Creating needs `can_write`, reading `can_read`, on the resource's permalink view-menu; what the state
 * points at (a chart's datasource, a dashboard) is checked by the caller that understands it.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { TableRow } from '../../platform/entity-select';
import { KeyValue, type KeyValueResource } from './key-value.entity';
import { decodePermalinkKey, encodePermalinkKey } from './permalink.key';
import { dbFor } from '../../platform/sql';

export type PermalinkResource = 'explore' | 'sqllab' | 'dashboard';

const STORED_AS: Record<PermalinkResource, KeyValueResource> = {
  explore: 'explore_permalink',
  sqllab: 'sqllab_permalink',
  dashboard: 'dashboard_permalink',
};

/** The view-menu each resource's permalink endpoints are guarded on (REST ref §8.2). */
const VIEW_MENU: Record<PermalinkResource, string> = {
  explore: 'ExplorePermalinkRestApi',
  sqllab: 'SqlLabPermalinkRestApi',
  dashboard: 'DashboardPermalinkRestApi',
};

/** Superset's message for a key that cannot be decoded (400); an unknown key is 404. */
export const INVALID_PERMALINK_KEY = 'Invalid permalink key';

const MAX_ROW_ID = 2_147_483_647;

export interface StoredPermalink {
  key: string;
  state: unknown;
  createdOn: Date;
  createdById: number | null;
}

export class PermalinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'secretKey'>,
  ) {}


  /** Stores `state` and answers its key. */
  async create(ctx: RequestContext, resource: PermalinkResource, state: unknown): Promise<string> {
    const actor = ctx.require('can_write', VIEW_MENU[resource]);
    if (state === undefined) throw errors.badInput('The permalink state is missing');
    const stored = STORED_AS[resource];
    // One INSERT: the id and the database-generated uuid come back together, so no transaction is needed.
    const { raw } = await dbFor(ctx, this.dataSource)
      .createQueryBuilder()
      .insert()
      .into(KeyValue)
      // The state as its JSON text: a JSON null too is stored as JSON (TypeORM would write a JS null as SQL NULL).
      .values({ resource: stored, value: () => 'CAST(:state AS jsonb)', expiresOn: null, createdByFk: actor.user.id, changedByFk: actor.user.id })
      .setParameter('state', JSON.stringify(state))
      .returning(['id', 'uuid'])
      .updateEntity(false)
      .execute();
    const [row] = raw as Pick<TableRow<KeyValue>, 'id' | 'uuid'>[];
    return encodePermalinkKey(this.config.secretKey, stored, row.id, row.uuid);
  }

  /** The stored permalink; 400 for a malformed key, 404 for an unknown (or forged, or expired) one. */
  async get(ctx: RequestContext, resource: PermalinkResource, key: string): Promise<StoredPermalink> {
    ctx.require('can_read', VIEW_MENU[resource]);
    const decoded = decodePermalinkKey(key);
    if (!decoded) throw errors.badInput(INVALID_PERMALINK_KEY, 'INVALID_PAYLOAD_FORMAT_ERROR');
    const stored = STORED_AS[resource];
    // A key whose MAC was altered decodes to an arbitrary id, possibly beyond the int column.
    if (decoded.id > MAX_ROW_ID) throw errors.notFound();
    const row = await dbFor(ctx, this.dataSource)
      .createQueryBuilder(KeyValue, 'k')
      .select(['k.id', 'k.uuid', 'k.value', 'k.createdOn', 'k.createdByFk'])
      .where('k.id = :id AND k.resource = :resource', { id: decoded.id, resource: stored })
      .andWhere(`(k.expiresOn IS NULL OR k.expiresOn > timezone('utc', now()))`)
      .getOne();
    if (!row || !decoded.matches(this.config.secretKey, stored, row.uuid)) throw errors.notFound();
    return { key, state: row.value, createdOn: row.createdOn, createdById: row.createdByFk };
  }
}
