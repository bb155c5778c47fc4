/**
 * What other modules read of databases (`dbs` is this module's table): small lookups by id, name or uuid, the
 * database picker of their lists, and the SQL fragments a query on another table joins or orders by its
 * database with.
 */
import { errors } from '../../platform/errors';
import { escapeLike, normalisePage } from '../../platform/list-query';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import type { Queryable } from '../../platform/sql';
import { Database } from './database.entity';
import { connectionUri } from './database-uri';

/** `JOIN dbs <alias> ON <alias>.id = <idSql>`: joins the database an id column points at. */
export const databaseJoin = (alias: string, idSql: string): string => `JOIN dbs ${alias} ON ${alias}.id = ${idSql}`;

/** The database's name as a scalar subquery (ORDER BY database name). */
export const databaseNameSql = (idSql: string): string => `(SELECT d.database_name FROM dbs d WHERE d.id = ${idSql})`;

/** The database's stored (masked) URI as a scalar subquery. */
export const databaseUriSql = (idSql: string): string => `(SELECT d.sqlalchemy_uri FROM dbs d WHERE d.id = ${idSql})`;

/** A database as a dataset is defined on it. */
export interface DatabaseTarget {
  id: number;
  databaseName: string;
  /** As stored: masked, for display and choosing the engine. */
  storedUri: string;
  allowMultiCatalog: boolean;
}

export async function loadDatabaseTarget(db: Queryable, databaseId: number): Promise<DatabaseTarget | null> {
  const [row] = await db.query(`SELECT id, database_name, sqlalchemy_uri, allow_multi_catalog FROM dbs WHERE id = $1`, [databaseId]);
  if (!row) return null;
  return { id: row.id, databaseName: row.database_name, storedUri: row.sqlalchemy_uri, allowMultiCatalog: !!row.allow_multi_catalog };
}

/** The URI to connect with (the decrypted password put back); null when the database does not exist. */
export async function loadConnectUri(db: Queryable, databaseId: number, secretKey: string): Promise<string | null> {
  const [row] = await db.query(`SELECT sqlalchemy_uri, password FROM dbs WHERE id = $1`, [databaseId]);
  return row ? connectionUri(row.sqlalchemy_uri, row.password, secretKey) : null;
}

export async function databaseNameOf(db: Queryable, databaseId: number): Promise<string | null> {
  const [row] = await db.query(`SELECT database_name FROM dbs WHERE id = $1`, [databaseId]);
  return row ? (row.database_name as string) : null;
}

/** Every database's id and name (data-access decisions name databases). */
export function databaseNames(db: Queryable): Promise<Pick<TableRow<Database>, 'id' | 'database_name'>[]> {
  return db.query(`SELECT id, database_name FROM dbs`);
}

export type DatabaseHeader = Pick<TableRow<Database>, 'id' | 'database_name' | 'uuid' | 'sqlalchemy_uri' | 'allow_multi_catalog'>;

export function databaseHeaders(db: Queryable, ids: readonly number[]): Promise<DatabaseHeader[]> {
  return db.query(`SELECT id, database_name, uuid, sqlalchemy_uri, allow_multi_catalog FROM dbs WHERE id = ANY($1)`, [ids]);
}

/** Ids of the databases with these uuids. */
export async function databaseIdsByUuid(db: Queryable, uuids: readonly string[]): Promise<{ id: number; uuid: string }[]> {
  return uuids.length ? db.query(`SELECT id, uuid FROM dbs WHERE uuid = ANY($1::uuid[])`, [uuids]) : [];
}

/** The `dbs` columns an export bundle describes each database with (the caller leaves the password out). */
const EXPORTED_COLUMNS = [
  'id',
  'uuid',
  'database_name',
  'sqlalchemy_uri',
  'password',
  'cache_timeout',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'extra',
  'impersonate_user',
] as const;

export type ExportableDatabase = Pick<TableRow<Database>, (typeof EXPORTED_COLUMNS)[number]>;

export function exportableDatabases(db: Queryable, ids: readonly number[]): Promise<ExportableDatabase[]> {
  return db.query(`SELECT ${tableColumns(Database, 'd', EXPORTED_COLUMNS)} FROM dbs d WHERE d.id = ANY($1::int[]) ORDER BY d.id`, [[...ids]]);
}

export interface RelatedDatabaseArgs {
  filter?: string | null;
  page: number;
  pageSize: number;
  includeIds?: number[] | null;
}

/**
 * FAB related/database: a page of the databases among `visibleIds` (null: all), by name prefix, plus
 * `includeIds` (appended when the page lacks them; the count is then the merged length).
 */
export async function relatedDatabaseOptions(
  db: Queryable,
  visibleIds: number[] | null,
  args: RelatedDatabaseArgs,
): Promise<{ count: number; items: { value: number; text: string }[] }> {
  const include = args.includeIds ?? [];
  if (include.length && args.page > 0) throw errors.invalidFields({}, 'Could not process entity');
  const { offset, limit } = normalisePage(args.page, args.pageSize);
  const visible = `($2::int[] IS NULL OR d.id = ANY($2::int[]))`;
  const match = `LOWER(d.database_name) LIKE $1 ESCAPE '\\' AND ${visible}`;
  const params = [`${escapeLike((args.filter ?? '').trim().toLowerCase())}%`, visibleIds];
  const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM dbs d WHERE ${match}`, params);
  const rows: { id: number; database_name: string }[] = await db.query(
    `SELECT d.id, d.database_name FROM dbs d WHERE ${match} ORDER BY d.database_name, d.id LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  const items = rows.map((d) => ({ value: d.id, text: d.database_name }));
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra: { id: number; database_name: string }[] = await db.query(
    `SELECT d.id, d.database_name FROM dbs d WHERE d.id = ANY($1::int[]) AND ($2::int[] IS NULL OR d.id = ANY($2::int[])) ORDER BY d.database_name, d.id`,
    [missing, visibleIds],
  );
  const merged = [...items, ...extra.map((d) => ({ value: d.id, text: d.database_name }))];
  return { count: merged.length, items: merged };
}
