/**
 * The contract every analytics engine implements. One file per engine (duckdb.ts, later postgresql.ts,
 * sqlite.ts, mysql.ts, ...) exports an EngineSpec; registry.ts is the only place that lists them.
 *
 * The spec holds the engine's SQL dialect (quoting, literals, placeholders, time grains, LIMIT) as pure
 * functions, so the semantic layer can generate SQL without a connection, and `connect()` for everything
 * that needs one. Values crossing the connection boundary are already JSON-safe (see QueryResult).
 */
import type { TesseraError } from '../platform/errors';
import type { TimeGrain } from '../semantic/time-grains';

/** JSON-safe value: what rows carry once they leave an engine. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Superset's GenericDataType; `GENERIC_TYPE_CODES` gives the numeric `coltypes` code. */
export type GenericType = 'NUMERIC' | 'STRING' | 'TEMPORAL' | 'BOOLEAN';

export const GENERIC_TYPE_CODES: Record<GenericType, number> = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 };

export interface ResultColumn {
  name: string;
  /** The engine's own type name, e.g. 'BIGINT', 'TIMESTAMP WITH TIME ZONE', 'DECIMAL(10,2)'. */
  nativeType: string;
  genericType: GenericType;
  isDttm: boolean;
}

/**
 * Rows keyed by column name. Values are converted at the engine boundary: integers beyond 2^53 become
 * strings, temporal values epoch milliseconds (UTC), decimals numbers, binary base64, nested types JSON.
 */
export interface QueryResult {
  columns: ResultColumn[];
  rows: Record<string, JsonValue>[];
}

export interface QueryOptions {
  /** The query is interrupted after this many milliseconds (BACKEND_TIMEOUT_ERROR). */
  timeoutMs?: number;
  /** Aborting interrupts the running query. */
  signal?: AbortSignal;
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

/** Introspected column of a table or view (Superset's column metadata: name, type, generic type, is_dttm). */
export interface ColumnInfo {
  name: string;
  nativeType: string;
  genericType: GenericType;
  isDttm: boolean;
  nullable: boolean;
}

export interface TableRef {
  name: string;
  schema?: string | null;
  catalog?: string | null;
}

/**
 * A live handle on one analytics database. It may pool several physical connections; it is shared by
 * concurrent requests, so per-query cancellation goes through `QueryOptions.signal`.
 */
export interface EngineConnection {
  readonly spec: EngineSpec;
  /** Runs one statement with bound parameters (placeholders from `spec.placeholder`). */
  query(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult>;
  /** Interrupts every query currently running on this connection. */
  cancel(): Promise<void>;
  close(): Promise<void>;

  listSchemas(): Promise<string[]>;
  listTables(schema: string): Promise<TableInfo[]>;
  /** Throws TABLE_DOES_NOT_EXIST_ERROR when the table is unknown. */
  getColumns(schema: string, table: string): Promise<ColumnInfo[]>;

  /**
   * Fast bulk load into an existing table, row arrays in the table's column order. Optional: engines
   * without a native appender leave it out and callers fall back to batched parameterised INSERTs.
   */
  appendRows?(table: TableRef, rows: unknown[][]): Promise<void>;
}

export interface ConnectOptions {
  /** Opens the database read-only even when the URI does not ask for it. */
  readOnly?: boolean;
  /** Upper bound of physical connections in the pool. */
  poolSize?: number;
  /** Engine worker threads, where the engine has the notion (DuckDB). */
  threads?: number;
}

export interface EngineSpec {
  /** Registry key, e.g. 'duckdb' (Superset's `engine`). */
  readonly engine: string;
  /** Display name, e.g. 'DuckDB' (Superset's `engine_name`). */
  readonly engineName: string;
  /** URI schemes this spec accepts, e.g. ['duckdb']; 'postgresql+psycopg2' matches 'postgresql'. */
  readonly uriSchemes: readonly string[];
  /** Series limits are a join on a subquery; engines without either fall back to no series limit. */
  readonly allowsJoins: boolean;
  readonly allowsSubqueries: boolean;
  /** The time grains this engine can express (Superset's `timegrains` result type). */
  readonly timeGrains: readonly TimeGrain[];

  quoteIdentifier(name: string): string;
  /** `schema.table`, each part quoted; null parts are left out. */
  quoteTable(ref: TableRef): string;
  /** A SQL literal for strings, numbers, bigints, booleans, null and Date (a timestamp literal, UTC). */
  renderLiteral(value: unknown): string;
  /** Placeholder for the 1-based parameter `index`: '$1' (DuckDB, PostgreSQL) or '?' (SQLite, MySQL). */
  placeholder(index: number): string;
  /** The expression truncating `columnSql` to `grain`. */
  timeGrainExpression(columnSql: string, grain: TimeGrain): string;
  /** Appends LIMIT/OFFSET to a SELECT this code generated (not a parser: SQL Lab needs its own). */
  applyLimit(sql: string, limit: number | null, offset?: number | null): string;
  genericTypeOf(nativeType: string): GenericType;

  connect(uri: string, options?: ConnectOptions): Promise<EngineConnection>;
  /** Turns a driver error into a TesseraError with the spec's error type (syntax, missing table, ...). */
  mapError(err: unknown): TesseraError;
}
