/**
 * The smallest surface services need to run SQL on the metadata database: a DataSource or, inside a
 * transaction, the transaction's EntityManager (every query in a transaction must go through it).
 */
import { DataSource, EntityManager, type EntityMetadata, type ObjectLiteral, type QueryDeepPartialEntity } from 'typeorm';
import type { RequestContext } from './context';
import { entityColumns, tableOf, type ColumnProperty, type EntityRow } from './entity-select';
import type { Class } from './module';

export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, params?: unknown[]): Promise<any>;
}

/** PostgreSQL's int4, the type of every id column of the metadata tables. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** A number the database can compare with an int4 column (anything else makes it refuse the statement). */
export const isInt4 = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;

/** A number that can name a row: a positive int4. */
export const isRowId = (value: unknown): value is number => isInt4(value) && value > 0;

/** The request's manager: its transaction's when it has one, else the data source's. */
export function dbFor(ctx: RequestContext, dataSource: DataSource): EntityManager {
  return ctx.em ?? dataSource.manager;
}

/**
 * The EntityManager behind a Queryable. Ports between modules name a Queryable; every caller hands over the
 * request's or the transaction's manager (`dbFor`, `withTransaction`), a test sometimes the DataSource itself.
 * Reading and writing through its repositories keeps a transaction's statements in that transaction.
 */
export function managerOf(db: Queryable): EntityManager {
  if (db instanceof EntityManager) return db;
  if (db instanceof DataSource) return db.manager;
  throw new TypeError('Metadata is read and written through an EntityManager or a DataSource');
}

/** A many-to-many relation's link table and its two columns, as the relation declares them. */
export function junctionOf(em: EntityManager, entity: Class, relation: string): { table: string; ownerColumn: string; inverseColumn: string } {
  const metadata = em.connection.getMetadata(entity).findRelationWithPropertyPath(relation)?.junctionEntityMetadata;
  if (!metadata || metadata.ownerColumns.length !== 1 || metadata.inverseColumns.length !== 1) throw new Error(`${entity.name}.${relation} is not a many-to-many relation on one key`);
  return { table: metadata.tableName, ownerColumn: metadata.ownerColumns[0].databaseName, inverseColumn: metadata.inverseColumns[0].databaseName };
}

const linkStatements = new WeakMap<Class, Map<string, string>>();

/**
 * The ids linked to each of `ownerIds` through a many-to-many relation (`Chart.owners`: a chart's user ids),
 * read from its link table alone, in id order: one statement built on first use, where loading the relation
 * builds a query and hydrates whole related rows on every call.
 */
export async function linkedIds(db: Queryable, entity: Class, relation: string, ownerIds: readonly number[]): Promise<{ ownerId: number; id: number }[]> {
  if (!ownerIds.length) return [];
  const statements = linkStatements.get(entity) ?? new Map<string, string>();
  linkStatements.set(entity, statements);
  let sql = statements.get(relation);
  if (!sql) {
    const { table, ownerColumn, inverseColumn } = junctionOf(managerOf(db), entity, relation);
    sql = `SELECT ${ownerColumn} AS "ownerId", ${inverseColumn} AS id FROM ${table} WHERE ${ownerColumn} = ANY($1) ORDER BY ${ownerColumn}, ${inverseColumn}`;
    statements.set(relation, sql);
  }
  return db.query(sql, [[...ownerIds]]);
}

const linkedRowStatements = new WeakMap<Class, Map<string, string>>();

/**
 * The rows related to each of `ownerIds` through a many-to-many relation (`Dashboard.owners`: each dashboard's
 * users), with the listed properties of the related entity, each with the `ownerId` it is linked to, in no
 * particular order: one statement built on first use, where loading the relation through `find` builds a
 * query and hydrates every owning row on each call.
 */
export async function linkedRows<R, const K extends ColumnProperty<R> = ColumnProperty<R>>(
  db: Queryable,
  entity: Class,
  relation: string,
  related: Class<R>,
  ownerIds: readonly number[],
  properties?: readonly K[],
): Promise<(EntityRow<R, K> & { ownerId: number })[]> {
  if (!ownerIds.length) return [];
  const statements = linkedRowStatements.get(entity) ?? new Map<string, string>();
  linkedRowStatements.set(entity, statements);
  const key = `${relation}|${properties?.join(',') ?? '*'}`;
  let sql = statements.get(key);
  if (!sql) {
    const em = managerOf(db);
    const { table, ownerColumn, inverseColumn } = junctionOf(em, entity, relation);
    const target = em.connection.getMetadata(entity).findRelationWithPropertyPath(relation)!.inverseEntityMetadata;
    if (target.target !== related) throw new Error(`${entity.name}.${relation} relates ${String(target.targetName)}, not ${related.name}`);
    const referenced = target.primaryColumns[0].databaseName;
    sql = `SELECT l.${ownerColumn} AS "ownerId", ${entityColumns(related, 'r', properties)} FROM ${table} l JOIN ${tableOf(related)} r ON r.${referenced} = l.${inverseColumn} WHERE l.${ownerColumn} = ANY($1)`;
    statements.set(key, sql);
  }
  return db.query(sql, [[...ownerIds]]);
}

/** Only the values given: an update leaves the others as they are (and a column list must not name them). */
export const givenValues = <T extends object>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * An UPDATE's value for `changed_on` that leaves it as it is, for writes that are not a person's edit (a
 * login's counters, the active tab, derived permission names): TypeORM stamps an UpdateDateColumn otherwise.
 */
export const KEEP_CHANGED_ON = (): string => 'changed_on';

/**
 * Values keyed by column name (what a bundle import assembles) keyed by the entity's properties instead, for
 * its repository; a name that is not one of the entity's columns is refused, as the SQL naming it was. A jsonb
 * value given as its JSON text (the bundle reader checked it parses) goes in parsed: TypeORM would encode the
 * text once more.
 */
export function propertiesOf<E extends ObjectLiteral>(metadata: EntityMetadata, values: Record<string, unknown>): QueryDeepPartialEntity<E> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const column = metadata.findColumnWithDatabaseName(name);
      if (!column) throw new Error(`${metadata.tableName} has no column ${name}`);
      return [column.propertyName, column.type === 'jsonb' && typeof value === 'string' ? (JSON.parse(value) as unknown) : value];
    }),
  ) as QueryDeepPartialEntity<E>;
}

/** Runs `work` in one transaction, with a context whose queries all go through the transaction's manager. */
export async function withTransaction<T>(ctx: RequestContext, dataSource: DataSource, work: (tx: RequestContext, em: EntityManager) => Promise<T>): Promise<T> {
  if (ctx.em) return work(ctx, ctx.em);
  return dataSource.transaction((em) => work(ctx.withManager(em), em));
}

export interface LockedRow {
  id: number;
  uuid: string;
  /** `userId` is one of the row's owners. */
  owner: boolean;
}

/** The caller's rows with these uuids, locked until the transaction ends, each with whether `userId` owns it. */
export function lockRowsByUuid(db: Queryable, table: string, uuids: readonly string[], owners: { table: string; key: string; userId: number }): Promise<LockedRow[]> {
  if (!uuids.length) return Promise.resolve([]);
  return db.query(
    `SELECT t.id, t.uuid::text AS uuid, EXISTS (SELECT 1 FROM ${owners.table} o WHERE o.${owners.key} = t.id AND o.user_id = $2) AS owner
       FROM ${table} t WHERE t.uuid = ANY($1::uuid[]) ORDER BY t.id FOR UPDATE OF t`,
    [[...new Set(uuids)], owners.userId],
  );
}

/** A write refused by a unique index: a race a pre-check lost ends as the same 422 the pre-check gives. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
