/**
 * What other modules read of databases (`dbs` is this module's table): small lookups by id, name or uuid, the
 * database picker of their lists, and the SQL fragments a query on another table joins or orders by its
 * database with.
 */
import { errors } from '../../platform/errors';
import { escapeLike, normalisePage } from '../../platform/list-query';
import { rowsWhereIn, tableColumns, type TableRow } from '../../platform/entity-select';
import { type Queryable, managerOf } from '../../platform/sql';
import { In } from 'typeorm';
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
  if (databaseId == null) return null;
  const d = await managerOf(db).findOne(Database, { select: { id: true, databaseName: true, sqlalchemyUri: true, allowMultiCatalog: true }, where: { id: databaseId } });
  if (!d) return null;
  return { id: d.id, databaseName: d.databaseName, storedUri: d.sqlalchemyUri, allowMultiCatalog: !!d.allowMultiCatalog };
}

/** The URI to connect with (the decrypted password put back); null when the database does not exist. */
export async function loadConnectUri(db: Queryable, databaseId: number, secretKey: string): Promise<string | null> {
  if (databaseId == null) return null;
  const d = await managerOf(db).findOne(Database, { select: { id: true, sqlalchemyUri: true, password: true }, where: { id: databaseId } });
  return d ? connectionUri(d.sqlalchemyUri, d.password, secretKey) : null;
}

export async function databaseNameOf(db: Queryable, databaseId: number): Promise<string | null> {
  // No id names no database (TypeORM refuses a null or undefined where value instead of matching nothing).
  if (databaseId == null) return null;
  const d = await managerOf(db).findOne(Database, { select: { id: true, databaseName: true }, where: { id: databaseId } });
  return d ? d.databaseName : null;
}

/** Every database's id and name (data-access decisions name databases). */
export async function databaseNames(db: Queryable): Promise<Pick<TableRow<Database>, 'id' | 'database_name'>[]> {
  const found = await managerOf(db).find(Database, { select: { id: true, databaseName: true } });
  return found.map((d) => ({ id: d.id, database_name: d.databaseName }));
}

export type DatabaseHeader = Pick<TableRow<Database>, 'id' | 'database_name' | 'uuid' | 'sqlalchemy_uri' | 'allow_multi_catalog'>;

export async function databaseHeaders(db: Queryable, ids: readonly number[]): Promise<DatabaseHeader[]> {
  const found = await rowsWhereIn(db, Database, 'id', ids, ['id', 'databaseName', 'uuid', 'sqlalchemyUri', 'allowMultiCatalog']);
  return found.map((d) => ({ id: d.id, database_name: d.databaseName, uuid: d.uuid, sqlalchemy_uri: d.sqlalchemyUri, allow_multi_catalog: d.allowMultiCatalog }));
}

/** Ids of the databases with these uuids. */
export async function databaseIdsByUuid(db: Queryable, uuids: readonly string[]): Promise<{ id: number; uuid: string }[]> {
  if (!uuids.length) return [];
  const found = await managerOf(db).find(Database, { select: { id: true, uuid: true }, where: { uuid: In([...uuids]) } });
  return found.map((d) => ({ id: d.id, uuid: d.uuid }));
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

/** Rows keyed by column name, as bundles name them: the QueryBuilder's raw rows of the entity's columns. */
export function exportableDatabases(db: Queryable, ids: readonly number[]): Promise<ExportableDatabase[]> {
  return managerOf(db)
    .createQueryBuilder(Database, 'd')
    .select(tableColumns(Database, 'd', EXPORTED_COLUMNS))
    .where({ id: In([...ids]) })
    .orderBy('d.id')
    .getRawMany<ExportableDatabase>();
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
  const databases = (ids: readonly number[] | null) => {
    const qb = managerOf(db).createQueryBuilder(Database, 'd').select(['d.id', 'd.databaseName']);
    if (ids) qb.andWhere('d.id = ANY(:ids)', { ids });
    if (visibleIds) qb.andWhere('d.id = ANY(:visibleIds)', { visibleIds });
    return qb.orderBy('d.databaseName').addOrderBy('d.id');
  };
  const [found, count] = await databases(null)
    .andWhere(`LOWER(d.databaseName) LIKE :prefix ESCAPE '\\'`, { prefix: `${escapeLike((args.filter ?? '').trim().toLowerCase())}%` })
    .skip(offset)
    .take(limit)
    .getManyAndCount();
  const items = found.map((d) => ({ value: d.id, text: d.databaseName }));
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra = await databases(missing).getMany();
  const merged = [...items, ...extra.map((d) => ({ value: d.id, text: d.databaseName }))];
  return { count: merged.length, items: merged };
}
