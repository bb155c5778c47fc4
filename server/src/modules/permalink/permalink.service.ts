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
import { dbFor } from '../../platform/sql';
import type { KeyValueResource } from './key-value.entity';
import { decodePermalinkKey, encodePermalinkKey } from './permalink.key';

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
    const [row]: { id: number; uuid: string }[] = await dbFor(ctx, this.dataSource).query(
      `INSERT INTO key_value (resource, value, expires_on, created_by_fk, changed_by_fk) VALUES ($1, $2::jsonb, NULL, $3, $3) RETURNING id, uuid`,
      [stored, JSON.stringify(state), actor.user.id],
    );
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
    const [row]: { uuid: string; value: unknown; created_on: Date; created_by_fk: number | null }[] = await dbFor(ctx, this.dataSource).query(
      `SELECT uuid, value, created_on, created_by_fk FROM key_value
        WHERE id = $1 AND resource = $2 AND (expires_on IS NULL OR expires_on > timezone('utc', now()))`,
      [decoded.id, stored],
    );
    if (!row || !decoded.matches(this.config.secretKey, stored, row.uuid)) throw errors.notFound();
    return { key, state: row.value, createdOn: row.created_on, createdById: row.created_by_fk };
  }
}
