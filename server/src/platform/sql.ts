/**
 * The smallest surface services need to run SQL on the metadata database: a DataSource or, inside a
 * transaction, the transaction's EntityManager (every query in a transaction must go through it).
 */
import { DataSource, EntityManager, type EntityMetadata, type ObjectLiteral, type QueryDeepPartialEntity } from 'typeorm';
import type { RequestContext } from './context';

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
