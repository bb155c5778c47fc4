/**
 * Import of a bundle (REST ref §7.4, §7.5) for every resource, all of it in one transaction: any problem in
 * any file and nothing is written. Objects are matched by uuid. Objects of the importing endpoint's type are
 * created, or replaced only with `overwrite` (without it Superset's "already exists" answer lets the client
 * ask); related objects (a dashboard's charts, datasets, databases) are created when missing and never
 * replaced. A new database whose URI password is masked needs a password (and its SSH tunnel its secrets);
 * imported URIs go through the database module's PREVENT_UNSAFE_DB_CONNECTIONS check.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { TesseraError } from '../../platform/errors';
import { withTransaction } from '../../platform/sql';
import { datasetNameTaken } from '../dataset';
import type { Actor } from '../../platform/actor';
import { BUNDLE_KINDS, BundleResource, alreadyExists } from './bundle-kind';
import { BundleReadError, readBundle, type Bundle } from './bundle-reader';
import { legacyBundle, readLegacyDashboards } from './legacy-dashboards';
import { BUNDLE_ZIP_LIMITS } from './zip-reader';
import type { ImportBundlePayload } from './import-export.types';
import { BundleStore, type ExistingRow } from './bundle-store';
import { type DatabaseSecrets, databasePlan } from './database-plan';

export interface ImportOptions {
  overwrite: boolean;
  /** Database file -> password. */
  passwords: Record<string, string>;
  sshTunnelPasswords: Record<string, string>;
  sshTunnelPrivateKeys: Record<string, string>;
  sshTunnelPrivateKeyPasswords: Record<string, string>;
}

function importError(resource: BundleResource, extra: Record<string, unknown>): TesseraError {
  return new TesseraError('GENERIC_COMMAND_ERROR', `Error importing ${BUNDLE_KINDS[resource].messageName}`, { code: 'UNPROCESSABLE', extra });
}

function readError(err: unknown): unknown {
  if (!(err instanceof BundleReadError)) return err;
  const status = err.kind === 'empty' || err.kind === 'refused' ? 400 : 422;
  return new TesseraError('GENERIC_COMMAND_ERROR', err.message, { code: status === 400 ? 'BAD_USER_INPUT' : 'UNPROCESSABLE', status });
}

/** What happens to one bundled object. */
type Action = { kind: 'create' } | { kind: 'update'; id: number } | { kind: 'keep'; id: number };

export class BundleImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secretKey: string,
    /** The database module's engine check (PREVENT_UNSAFE_DB_CONNECTIONS); the message when refused. */
    private readonly unsafeUri: (actor: Actor, uri: string) => string | null,
    /** TAGGING_SYSTEM: a bundle's custom tags are attached to what it creates or replaces. */
    private readonly tagging: boolean,
  ) {}

  /**
   * A ZIP bundle for every resource; a dashboard import also takes Superset's legacy JSON export (`fileName`
   * keys its messages), as Superset's dashboard endpoint does for a file that is no ZIP.
   */
  async import(ctx: RequestContext, resource: BundleResource, data: Buffer, options: ImportOptions, fileName = 'import.json'): Promise<ImportBundlePayload> {
    const actor = ctx.require('can_write', BUNDLE_KINDS[resource].viewMenu);
    let load: (store: BundleStore) => Promise<Bundle>;
    try {
      const bundle = readBundle(data, resource);
      load = async () => bundle;
    } catch (err) {
      if (!(err instanceof BundleReadError && err.kind === 'not-zip' && resource === BundleResource.DASHBOARD)) throw readError(err);
      try {
        const legacy = readLegacyDashboards(data, fileName, { maxBytes: BUNDLE_ZIP_LIMITS.maxFileBytes, maxObjects: BUNDLE_ZIP_LIMITS.maxEntries });
        load = (store) => legacyBundle(legacy, store);
      } catch (legacyErr) {
        throw readError(legacyErr);
      }
    }
    return this.importBundle(ctx, actor, resource, load, options);
  }

  private importBundle(ctx: RequestContext, actor: Actor, resource: BundleResource, load: (store: BundleStore) => Promise<Bundle>, options: ImportOptions): Promise<ImportBundlePayload> {
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const store = new BundleStore(em, actor);
      const bundle = await load(store);
      const problems: Record<string, unknown> = { ...bundle.errors };
      const existing = await store.lockExisting(bundle);
      const plan = new Map<string, Action>();
      const decide = (type: BundleResource, file: string, uuid: string, row: ExistingRow | undefined) => {
        if (!row) {
          if (!actor.can('can_write', BUNDLE_KINDS[type].viewMenu)) problems[file] = `You do not have permission to create ${BUNDLE_KINDS[type].messageName} objects`;
          else plan.set(uuid, { kind: 'create' });
        } else if (type !== resource) {
          plan.set(uuid, { kind: 'keep', id: row.id });
        } else if (!options.overwrite) {
          problems[file] = alreadyExists(resource);
        } else if (!row.editable) {
          problems[file] = `${BUNDLE_KINDS[type].existsPrefix} already exists and user doesn't have permissions to overwrite it`;
        } else {
          plan.set(uuid, { kind: 'update', id: row.id });
        }
      };
      for (const d of bundle.databases) decide(BundleResource.DATABASE, d.file, d.uuid, existing.databases.get(d.uuid));
      for (const t of bundle.datasets) decide(BundleResource.DATASET, t.file, t.uuid, existing.datasets.get(t.uuid));
      for (const c of bundle.charts) decide(BundleResource.CHART, c.file, c.uuid, existing.charts.get(c.uuid));
      for (const d of bundle.dashboards) decide(BundleResource.DASHBOARD, d.file, d.uuid, existing.dashboards.get(d.uuid));
      for (const q of bundle.queries) decide(BundleResource.SAVED_QUERY, q.file, q.uuid, existing.queries.get(q.uuid));

      // References must name an object of the bundle or of this server (a file already refused is not looked into further).
      if (Object.keys(bundle.errors).length) throw importError(resource, problems);
      const knows = (uuids: ReadonlyMap<string, unknown>, bundled: { uuid: string }[], uuid: string) => uuids.has(uuid) || bundled.some((o) => o.uuid === uuid);
      for (const t of bundle.datasets) if (!knows(existing.databases, bundle.databases, t.database_uuid)) problems[t.file] ??= { _schema: [`Database with uuid ${t.database_uuid} does not exist`] };
      for (const q of bundle.queries) if (!knows(existing.databases, bundle.databases, q.database_uuid)) problems[q.file] ??= { _schema: [`Database with uuid ${q.database_uuid} does not exist`] };
      for (const c of bundle.charts) if (!knows(existing.datasets, bundle.datasets, c.dataset_uuid)) problems[c.file] ??= { _schema: [`Dataset with uuid ${c.dataset_uuid} does not exist`] };
      for (const d of bundle.dashboards) {
        const missing = store.layoutChartUuids(d).filter((uuid) => !knows(existing.charts, bundle.charts, uuid));
        if (missing.length) problems[d.file] ??= { _schema: [`Chart with uuid ${missing.join(', ')} does not exist`] };
      }

      // Databases: the URI's engine, passwords and SSH secrets.
      const secrets = new Map<string, DatabaseSecrets>();
      for (const d of bundle.databases) {
        const action = plan.get(d.uuid);
        if (!action || action.kind === 'keep') continue;
        const result = databasePlan(d, action.kind === 'update' ? existing.databases.get(d.uuid)! : null, options, this.secretKey);
        const refusedUri = result.uri ? this.unsafeUri(actor, result.uri) : null;
        const messages = [...result.problems, ...(refusedUri ? [refusedUri] : [])];
        if (messages.length) problems[d.file] ??= { _schema: messages };
        else if (await store.databaseNameTaken(d.database_name, d.uuid)) problems[d.file] ??= { database_name: ['A database with the same name already exists.'] };
        else secrets.set(d.uuid, result.secrets!);
      }
      // A new dataset may not take the table of another one on the same database (the unique index would refuse it).
      for (const t of bundle.datasets) {
        const databaseRow = existing.databases.get(t.database_uuid);
        if (plan.get(t.uuid)?.kind !== 'create' || !databaseRow) continue;
        const key = { databaseId: databaseRow.id, catalog: t.catalog ?? null, schema: t.schema ?? null, tableName: t.table_name };
        if (await datasetNameTaken(em, key)) problems[t.file] ??= { table_name: [`Dataset ${t.schema ? `${t.schema}.` : ''}${t.table_name} already exists`] };
      }
      for (const q of bundle.queries) {
        const row = existing.queries.get(q.uuid);
        if (row && row.ownerId !== actor.user.id) problems[q.file] = 'Saved query belongs to another user';
      }
      if (Object.keys(problems).length) throw importError(resource, problems);

      const counts = { created: 0, updated: 0 };
      const count = (a: Action) => {
        if (a.kind === 'create') counts.created++;
        if (a.kind === 'update') counts.updated++;
      };
      const databaseId = new Map([...existing.databases].map(([uuid, row]) => [uuid, row.id]));
      for (const d of bundle.databases) {
        const action = plan.get(d.uuid)!;
        count(action);
        if (action.kind !== 'keep') databaseId.set(d.uuid, await store.saveDatabase(d, secrets.get(d.uuid)!, action.kind === 'update' ? action.id : null));
      }
      const datasetId = new Map([...existing.datasets].map(([uuid, row]) => [uuid, row.id]));
      for (const t of bundle.datasets) {
        const action = plan.get(t.uuid)!;
        count(action);
        if (action.kind !== 'keep') datasetId.set(t.uuid, await store.saveDataset(t, databaseId.get(t.database_uuid)!, action.kind === 'update' ? action.id : null));
      }
      const chartId = new Map([...existing.charts].map(([uuid, row]) => [uuid, row.id]));
      for (const c of bundle.charts) {
        const action = plan.get(c.uuid)!;
        count(action);
        if (action.kind === 'keep') continue;
        const id = await store.saveChart(c, datasetId.get(c.dataset_uuid)!, action.kind === 'update' ? action.id : null);
        chartId.set(c.uuid, id);
        if (this.tagging && c.tags?.length) await store.tag('chart', id, c.tags, bundle.tags);
      }
      for (const d of bundle.dashboards) {
        const action = plan.get(d.uuid)!;
        count(action);
        if (action.kind === 'keep') continue;
        const id = await store.saveDashboard(d, chartId, datasetId, action.kind === 'update' ? action.id : null);
        if (this.tagging && d.tags?.length) await store.tag('dashboard', id, d.tags, bundle.tags);
      }
      for (const q of bundle.queries) {
        const action = plan.get(q.uuid)!;
        count(action);
        if (action.kind !== 'keep') await store.saveQuery(q, databaseId.get(q.database_uuid)!, action.kind === 'update' ? action.id : null);
      }
      return counts;
    });
  }

}
