/**
 * The smallest surface services need to run SQL on the metadata database: a DataSource or, inside a
 * transaction, the transaction's EntityManager (every query in a transaction must go through it).
 */
import type { DataSource, EntityManager } from 'typeorm';
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

export function dbFor(ctx: RequestContext, dataSource: DataSource): Queryable {
  return ctx.em ?? dataSource.manager;
}

/** Runs `work` in one transaction, with a context whose queries all go through the transaction's manager. */
export async function withTransaction<T>(ctx: RequestContext, dataSource: DataSource, work: (tx: RequestContext, em: EntityManager) => Promise<T>): Promise<T> {
  if (ctx.em) return work(ctx, ctx.em);
  return dataSource.transaction((em) => work(ctx.withManager(em), em));
}

/** `col = $n` for each defined value (undefined: leave the column alone), numbered from `first`. */
export function assignments(values: Record<string, unknown>, first = 1): { sql: string; params: unknown[] } {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  return { sql: entries.map(([col], i) => `${col} = $${first + i}`).join(', '), params: entries.map(([, v]) => v) };
}

/** A write refused by a unique index: a race a pre-check lost ends as the same 422 the pre-check gives. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
