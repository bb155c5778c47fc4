/**
 * Browsing inside a database: catalogs, schemas, tables and views, a table's metadata (columns, keys,
 * indexes, comment) and its SELECT *. Everything is limited to what the actor has data access to (a table
 * the actor may not see reads as missing), and the name lists are cached briefly (`force` refreshes).
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { type EngineConnection, type EngineSpec, type TableMetadata as EngineTableMetadata, type TableRef, getConnection } from '../../engines';
import type { ResultCacheStore } from '../../platform/cache';
import type { RequestContext } from '../../platform/context';
import { TesseraError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { dbFor } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import type { DatabaseDependents } from './database-dependents';
import { connectionFailure } from './database-connection';
import { findEngine } from './database-input';
import { loadDatabaseRow, rowConnectionUri, type DatabaseRow } from './database-row';
import {
  canSeeDatabase,
  canSeeTable,
  datasourceAccessIds,
  insideAccess,
  visibleCatalogs,
  visibleSchemas,
  type AccessibleTable,
  type DatabaseRef,
} from './database.policy';
import type { DatabaseTable, TableMetadata } from './database.types';
import { parseJsonObjectText } from '../../platform/json-text';

/** How long name lists are kept when the database's extra sets no metadata_cache_timeout. */
export const DEFAULT_METADATA_CACHE_SEC = 120;
/** Rows in a SELECT * preview (Superset's select_star limit). */
export const SELECT_STAR_LIMIT = 100;

const databaseNotFound = () => new TesseraError('DATABASE_NOT_FOUND_ERROR', 'No such database', { code: 'NOT_FOUND' });
const tableNotFound = () => new TesseraError('TABLE_DOES_NOT_EXIST_ERROR', 'No such table', { code: 'NOT_FOUND' });

/** The catalog the stored URI points at (PostgreSQL: its database), for datasets that name none. */
function defaultCatalog(t: Target): string | null {
  if (!t.spec.supportsCatalogs || !t.spec.parameters) return null;
  try {
    const database = t.spec.parameters.parseUri(t.uri).database;
    return typeof database === 'string' && database ? database : null;
  } catch {
    return null;
  }
}

interface Target {
  actor: Actor;
  row: DatabaseRow;
  ref: DatabaseRef;
  spec: EngineSpec;
  uri: string;
}

export interface TableArgs {
  table: string;
  schema?: string | null;
  catalog?: string | null;
}

export class DatabaseMetadataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResultCacheStore,
    private readonly config: Pick<Config, 'secretKey'>,
    private readonly dependents: DatabaseDependents,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  async catalogs(ctx: RequestContext, id: number, opts: { force?: boolean | null }): Promise<string[]> {
    const t = await this.target(ctx, id);
    const all = await this.cached(t, 'catalog', ['catalogs'], opts.force, async (conn) => (await conn.listCatalogs()).sort());
    const fallback = defaultCatalog(t);
    const tables = (await this.accessibleTables(ctx, t)).map((r) => ({ ...r, catalog: r.catalog ?? fallback }));
    return visibleCatalogs(t.actor, t.ref, all, tables);
  }

  /**
   * Functions the database's SQL can call, for SQL Lab's autocompletion; cached like the schema list. As in
   * Superset (Database.function_names), a database that cannot be reached lists none rather than failing: the
   * editor asks for them on its own, and a failure is logged.
   */
  async functionNames(ctx: RequestContext, id: number, opts: { force?: boolean | null } = {}): Promise<string[]> {
    const t = await this.target(ctx, id);
    try {
      return await this.cached(t, 'schema', ['functions'], opts.force, async (conn) => (await conn.listFunctionNames()).sort());
    } catch (err) {
      this.logger?.warn(`Function names of database ${id} could not be read: ${err instanceof Error ? err.message : String(err)}`);
      return [];
    }
  }

  async schemas(ctx: RequestContext, id: number, opts: { catalog?: string | null; force?: boolean | null; uploadAllowed?: boolean | null }): Promise<string[]> {
    const t = await this.target(ctx, id);
    const all = await this.cached(t, 'schema', ['schemas', opts.catalog ?? ''], opts.force, async (conn) => (await conn.listSchemas(opts.catalog)).sort());
    const access = insideAccess(t.actor, t.ref, opts.catalog ?? null, await this.accessibleTables(ctx, t, opts.catalog));
    const schemas = visibleSchemas(access, all);
    if (!opts.uploadAllowed) return schemas;
    if (!t.row.allow_file_upload) return [];
    const allowed = parseJsonObjectText(t.row.extra).schemas_allowed_for_file_upload;
    return Array.isArray(allowed) && allowed.length ? schemas.filter((s) => allowed.includes(s)) : schemas;
  }

  /** Tables and views of a schema, sorted by name; `pageSize` null answers them all. */
  async tables(
    ctx: RequestContext,
    id: number,
    opts: { schema: string; catalog?: string | null; force?: boolean | null; page: number; pageSize: number | null },
  ): Promise<{ count: number; items: DatabaseTable[] }> {
    const t = await this.target(ctx, id);
    const all = await this.cached(t, 'table', ['tables', opts.catalog ?? '', opts.schema], opts.force, async (conn) =>
      (await conn.listTables(opts.schema, opts.catalog)).map((table) => ({ value: table.name, type: table.type })),
    );
    const access = insideAccess(t.actor, t.ref, opts.catalog ?? null, await this.accessibleTables(ctx, t, opts.catalog));
    const visible = all.filter((table) => canSeeTable(access, opts.schema, table.value)).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const items = opts.pageSize === null ? visible : visible.slice(opts.page * opts.pageSize, (opts.page + 1) * opts.pageSize);
    return { count: visible.length, items };
  }

  async tableMetadata(ctx: RequestContext, id: number, args: TableArgs): Promise<TableMetadata> {
    const { t, ref, conn } = await this.visibleTable(ctx, id, args);
    let meta: EngineTableMetadata;
    try {
      meta = await conn.getTableMetadata(ref);
    } catch (err) {
      throw this.tableError(t.spec, err);
    }
    const columns = meta.columns.map((c) => ({
      name: c.name,
      type: c.nativeType.split('(')[0].trim(),
      longType: c.nativeType,
      genericType: c.genericType,
      isDttm: c.isDttm,
      nullable: c.nullable,
      comment: c.comment ?? null,
      default: c.default ?? null,
    }));
    return {
      name: meta.name,
      schema: meta.schema,
      catalog: meta.catalog,
      type: meta.type,
      columns,
      primaryKey: meta.primaryKey && meta.primaryKey.columns.length ? meta.primaryKey : null,
      foreignKeys: meta.foreignKeys,
      indexes: meta.indexes,
      comment: meta.comment,
      selectStar: t.spec.selectStar(ref, columns.map((c) => c.name), SELECT_STAR_LIMIT),
    };
  }

  /** Engine-specific extras (partitions, clustering, ...); none of Tessera's engines has any, as in Superset. */
  async tableMetadataExtra(ctx: RequestContext, id: number, args: TableArgs): Promise<Record<string, unknown>> {
    await this.visibleTable(ctx, id, args);
    return {};
  }

  /** `SELECT *` of a table, limited to 100 rows; TABLE_DOES_NOT_EXIST_ERROR when it is missing. */
  async selectStar(ctx: RequestContext, id: number, args: TableArgs): Promise<string> {
    const { t, ref, conn } = await this.visibleTable(ctx, id, args);
    try {
      await conn.getColumns(ref.schema ?? t.spec.defaultSchema ?? '', ref.name, ref.catalog);
    } catch (err) {
      throw this.tableError(t.spec, err);
    }
    return t.spec.selectStar(ref, null, SELECT_STAR_LIMIT);
  }

  private async target(ctx: RequestContext, id: number): Promise<Target> {
    const actor = ctx.require('can_read', 'Database');
    const row = await loadDatabaseRow(dbFor(ctx, this.dataSource), { id });
    if (!row || !canSeeDatabase(actor, { id: row.id, name: row.database_name })) throw databaseNotFound();
    const spec = findEngine(row.sqlalchemy_uri);
    if (!spec) throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `No engine is available for "${row.sqlalchemy_uri.split(':')[0]}".`);
    const uri = rowConnectionUri(row, this.config.secretKey);
    return { actor, row, ref: { id: row.id, name: row.database_name }, spec, uri };
  }

  /** A table the actor may see, with an open connection; a hidden table is reported as missing. */
  private async visibleTable(ctx: RequestContext, id: number, args: TableArgs) {
    const t = await this.target(ctx, id);
    const schema = args.schema || t.spec.defaultSchema;
    const access = insideAccess(t.actor, t.ref, args.catalog ?? null, await this.accessibleTables(ctx, t, args.catalog));
    if (!canSeeTable(access, schema, args.table)) throw tableNotFound();
    const ref: TableRef = { name: args.table, schema, catalog: args.catalog ?? null };
    return { t, ref, conn: await this.connect(t) };
  }

  /** Datasets in this database the actor reaches by `datasource_access`; a dataset without a schema is in the default one. */
  private async accessibleTables(ctx: RequestContext, t: Target, catalog?: string | null): Promise<AccessibleTable[]> {
    const ids = datasourceAccessIds(t.actor, t.ref);
    if (!ids.length) return [];
    const rows = await this.dependents.grantedTables(dbFor(ctx, this.dataSource), t.row.id, ids);
    return rows
      .map((r) => ({ catalog: r.catalog, schema: r.schema ?? t.spec.defaultSchema, tableName: r.table_name }))
      .filter((r) => !catalog || !r.catalog || r.catalog === catalog);
  }

  private async connect(t: Target): Promise<EngineConnection> {
    try {
      return await getConnection(t.uri);
    } catch (err) {
      throw connectionFailure(t.spec, err);
    }
  }

  /**
   * A name list from the engine, kept for the database's metadata_cache_timeout (`<kind>_cache_timeout`) or
   * DEFAULT_METADATA_CACHE_SEC. The key holds the database's change time, so editing the database drops it.
   */
  private async cached<T>(t: Target, kind: 'catalog' | 'schema' | 'table', parts: string[], force: boolean | null | undefined, load: (conn: EngineConnection) => Promise<T>): Promise<T> {
    const key = JSON.stringify(['database-metadata', t.row.id, new Date(t.row.changed_on).getTime(), ...parts]);
    if (!force) {
      const hit = this.cache.get<T>(key);
      if (hit) return hit.value;
    }
    const conn = await this.connect(t);
    let value: T;
    try {
      value = await load(conn);
    } catch (err) {
      throw connectionFailure(t.spec, err);
    }
    const timeouts = parseJsonObjectText(t.row.extra).metadata_cache_timeout as Record<string, unknown> | undefined;
    const ttl = timeouts?.[`${kind}_cache_timeout`];
    this.cache.set(key, value, typeof ttl === 'number' && ttl >= 0 ? ttl : DEFAULT_METADATA_CACHE_SEC);
    return value;
  }

  private tableError(spec: EngineSpec, err: unknown): TesseraError {
    const mapped = connectionFailure(spec, err);
    return mapped.errorType === 'TABLE_DOES_NOT_EXIST_ERROR' ? tableNotFound() : mapped;
  }
}
