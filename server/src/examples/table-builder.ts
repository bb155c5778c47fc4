/**
 * Writes an example table through any EngineConnection. The table is filled under a staging name and
 * renamed into place at the end, so a run that is interrupted (Ctrl-C, shutdown during a background
 * load) never leaves a half-filled table that a later start would take as complete.
 */
import type { EngineConnection, PortableColumnType, TableRef } from '../engines';

export interface ExampleColumn {
  name: string;
  /** Written in each engine's DDL by its spec (`columnTypeSql`). */
  type: PortableColumnType;
  /** VARCHAR length, as Superset declares it (DuckDB ignores it). */
  length?: number;
}

export type ProgressFn = (done: number, total: number) => void;

const STAGING_SUFFIX = '__tessera_loading';

/** Maps a DuckDB column type back onto the portable set (for copying a generated table elsewhere). */
export function exampleColumnType(nativeType: string): PortableColumnType {
  const upper = nativeType.toUpperCase();
  if (upper.startsWith('TIMESTAMP')) return 'TIMESTAMP';
  if (upper === 'DATE') return 'DATE';
  if (upper === 'BIGINT' || upper === 'HUGEINT' || upper === 'UBIGINT') return 'BIGINT';
  if (['INTEGER', 'SMALLINT', 'TINYINT', 'UINTEGER', 'USMALLINT', 'UTINYINT'].includes(upper)) return 'INTEGER';
  if (upper === 'DOUBLE' || upper === 'FLOAT' || upper === 'REAL' || upper.startsWith('DECIMAL')) return 'DOUBLE';
  if (upper === 'BOOLEAN') return 'BOOLEAN';
  return 'VARCHAR';
}

export interface BuildTableOptions {
  schema?: string | null;
}

/**
 * (Re)creates `name` with `columns`: `fill` writes into the staging table (its quoted name and ref are
 * passed in) and returns the number of rows written; then the staging table replaces the old one.
 */
export async function buildTable(
  conn: EngineConnection,
  name: string,
  columns: readonly ExampleColumn[],
  fill: (staging: { ref: TableRef; sql: string }) => Promise<number>,
  opts: BuildTableOptions = {},
): Promise<{ rows: number }> {
  const spec = conn.spec;
  const schema = opts.schema ?? null;
  const staging: TableRef = { name: `${name}${STAGING_SUFFIX}`, schema };
  const stagingSql = spec.quoteTable(staging);
  const ddl = columns.map((c) => `${spec.quoteIdentifier(c.name)} ${spec.columnTypeSql(c.type, c.length)}`).join(', ');
  await conn.query(`DROP TABLE IF EXISTS ${stagingSql}`);
  await conn.query(`CREATE TABLE ${stagingSql} (${ddl})`);
  let rows: number;
  try {
    rows = await fill({ ref: staging, sql: stagingSql });
  } catch (err) {
    // Best effort: a half-filled staging table should not linger in table lists (the next run drops it anyway).
    await conn.query(`DROP TABLE IF EXISTS ${stagingSql}`).catch(() => undefined);
    throw err;
  }
  await conn.query(`DROP TABLE IF EXISTS ${spec.quoteTable({ name, schema })}`);
  // The new name is unqualified: the table stays in its schema (DuckDB, PostgreSQL, MySQL and SQLite agree).
  await conn.query(`ALTER TABLE ${stagingSql} RENAME TO ${spec.quoteIdentifier(name)}`);
  return { rows };
}

/**
 * Fills a DuckDB table with INSERT … SELECT in chunks of row numbers, so progress can be reported and a
 * stop request honoured between chunks. `selectSql(from, to)` returns the SELECT for rows [from, to); its
 * columns are matched BY NAME, so the SELECT's column order does not matter.
 */
export async function fillInChunks(
  conn: EngineConnection,
  target: string,
  total: number,
  chunkRows: number,
  selectSql: (from: number, to: number) => string,
  opts: { onProgress?: ProgressFn; signal?: AbortSignal; onInserted?: (rows: number) => void } = {},
): Promise<number> {
  let done = 0;
  opts.onProgress?.(0, total);
  for (let from = 0; from < total; from += chunkRows) {
    if (opts.signal?.aborted) throw new Error('The example generation was stopped.');
    const to = Math.min(total, from + chunkRows);
    // DuckDB answers an INSERT with one row: {Count: rows inserted}.
    const { rows } = await conn.query(`INSERT INTO ${target} BY NAME\n${selectSql(from, to)}`);
    opts.onInserted?.(Number(rows[0]?.Count ?? to - from));
    done = to;
    opts.onProgress?.(done, total);
  }
  return done;
}

/**
 * Appends row arrays (in the table's column order): the engine's bulk appender when it has one, else
 * multi-row INSERTs with bound parameters, kept under the parameter limits of PostgreSQL and MySQL.
 */
export async function insertRows(conn: EngineConnection, table: TableRef, rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  if (conn.appendRows) {
    await conn.appendRows(table, rows);
    return;
  }
  const spec = conn.spec;
  const width = rows[0].length;
  const perStatement = Math.max(1, Math.min(1000, Math.floor(30_000 / width)));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.map((_, r) => `(${Array.from({ length: width }, (__, c) => spec.placeholder(r * width + c + 1)).join(', ')})`);
    await conn.query(`INSERT INTO ${spec.quoteTable(table)} VALUES ${values.join(', ')}`, batch.flat());
  }
}
