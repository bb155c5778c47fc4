/**
 * The contract every analytics engine implements. One folder per engine (duckdb/, postgresql/, sqlite/,
 * mysql/, ...) exports an EngineSpec from its index.ts; registry.ts is the only place that lists them.
 *
 * The spec holds every fact about the engine the rest of the server needs: its SQL dialect (quoting,
 * literals, placeholders, time grains, LIMIT, DDL types) as pure functions, so the semantic layer can
 * generate SQL without a connection; how SQL Lab reads its SQL (`sqlDialect`) and validates it; how a
 * database is connected in Superset's terms (driver, URI placeholder, parameters form); and `connect()`
 * for everything that needs a connection. Values crossing the connection boundary are already JSON-safe
 * (see QueryResult).
 */
import type { TesseraError } from '../platform/errors';
import type { SqlDialect, SqlValidator } from './sql-dialect';
import type { TimeGrain } from './time-grains';

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

/** Receives one batch of a streamed result: rows as value arrays in `columns` order. */
export type RowBatchHandler = (columns: ResultColumn[], rows: JsonValue[][]) => Promise<void>;

/**
 * Rows per batch a streaming engine aims for: one DuckDB chunk. Small on purpose — a batch that outlives a
 * young-generation collection gets promoted, and a million rows of promoted garbage grew the server's RSS by
 * ~200 MB before a full collection; at this size the rows die young.
 */
export const STREAM_BATCH_ROWS = 2048;

export interface QueryOptions {
  /**
   * The query is interrupted after this many milliseconds (BACKEND_TIMEOUT_ERROR, extra.timeout_ms), by
   * the server's own statement timeout where the engine has one and a client-side interrupt.
   */
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
  comment?: string | null;
  /** The column's default expression as the database reports it. */
  default?: string | null;
}

/** Everything Superset's table_metadata endpoint reports about a table or view. */
export interface TableMetadata {
  name: string;
  schema: string | null;
  catalog: string | null;
  type: 'table' | 'view';
  columns: ColumnInfo[];
  primaryKey: { name: string | null; columns: string[] } | null;
  foreignKeys: { name: string | null; columns: string[]; referredSchema: string | null; referredTable: string; referredColumns: string[] }[];
  indexes: { name: string; columns: string[]; unique: boolean }[];
  comment: string | null;
}

/** Connection parameters of an engine's form (spec 2 §2/§5; Superset's /database/available/ `parameters`). */
export interface EngineParametersSpec {
  /** JSON Schema (draft-07 object) of the form fields: host, port, username, password, database, query, encryption. */
  schema: Record<string, unknown>;
  required: string[];
  defaultPort: number | null;
  /** e.g. 'postgresql://user:password@host:port/dbname[?key=value&key=value...]' */
  sqlalchemyUriPlaceholder: string;
  /** Throws CONNECTION_MISSING_PARAMETERS_ERROR (extra.missing) or CONNECTION_INVALID_PORT_ERROR. */
  buildUri(params: Record<string, unknown>): string;
  /** { username, password, host, port, database, query, encryption } of a URI of this engine. */
  parseUri(uri: string): Record<string, unknown>;
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

  /** Catalogs of the server (PostgreSQL: its databases); [] where the engine has none. */
  listCatalogs(): Promise<string[]>;
  /** Names of the functions SQL can call (built-in and user-defined), each once, for editor autocompletion. */
  listFunctionNames(): Promise<string[]>;
  /** `catalog` (engines with supportsCatalogs) reads another catalog than the URI's. */
  listSchemas(catalog?: string | null): Promise<string[]>;
  listTables(schema: string, catalog?: string | null): Promise<TableInfo[]>;
  /** Throws TABLE_DOES_NOT_EXIST_ERROR when the table is unknown. */
  getColumns(schema: string, table: string, catalog?: string | null): Promise<ColumnInfo[]>;
  /** Columns, keys, indexes and comments; TABLE_DOES_NOT_EXIST_ERROR when missing. A null schema is the default one. */
  getTableMetadata(table: TableRef): Promise<TableMetadata>;
  /**
   * EXPLAIN-based estimate as rows of label -> value (Superset's estimate shape), for engines with
   * supportsCostEstimate; the others throw GENERIC_DB_ENGINE_ERROR.
   */
  estimateCost(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a trivial query; throws the typed connection errors (CONNECTION_INVALID_PASSWORD_ERROR, ...). */
  ping(): Promise<void>;

  /**
   * Runs one row-returning statement and hands its rows over in batches (about STREAM_BATCH_ROWS rows,
   * as arrays in `columns` order) instead of materialising them all; the next batch is fetched only after
   * `onBatch` resolves, so a slow consumer holds the engine back rather than filling memory. `onBatch` is
   * called at least once (with no rows for an empty result) so the columns are always known. Timeouts and
   * `opts.signal` interrupt it between and during fetches. Optional: callers fall back to `query`.
   */
  streamQuery?(sql: string, params: unknown[], opts: QueryOptions, onBatch: RowBatchHandler): Promise<void>;

  /**
   * Fast bulk load into an existing table, row arrays in the table's column order. Optional: engines
   * without a native appender leave it out and callers fall back to batched parameterised INSERTs.
   */
  appendRows?(table: TableRef, rows: unknown[][]): Promise<void>;
}

/** The column types Tessera creates tables with (example data, uploads), named as DuckDB names them. */
export const PORTABLE_COLUMN_TYPES = ['TIMESTAMP', 'DATE', 'VARCHAR', 'BIGINT', 'INTEGER', 'DOUBLE', 'BOOLEAN'] as const;
export type PortableColumnType = (typeof PORTABLE_COLUMN_TYPES)[number];

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
  /** How SQL Lab splits, checks, limits and formats statements for this engine. */
  readonly sqlDialect: SqlDialect;
  /** SQL Lab's validation markers by EXPLAIN; null where the engine has no validator (Superset refuses those). */
  readonly validator: SqlValidator | null;
  /** URI schemes this spec accepts, e.g. ['duckdb']; 'postgresql+psycopg2' matches 'postgresql'. */
  readonly uriSchemes: readonly string[];
  /** Superset's default driver name for the engine, e.g. 'psycopg2' (what `postgresql+psycopg2://` names). */
  readonly driver: string;
  /** The URI example the connection form shows, e.g. 'duckdb:////absolute/path/to/file.duckdb'. */
  readonly sqlalchemyUriPlaceholder: string;
  /** Series limits are a join on a subquery; engines without either fall back to no series limit. */
  readonly allowsJoins: boolean;
  readonly allowsSubqueries: boolean;
  /**
   * The keyword joining the series-limit sub-query. SQLite's planner re-runs an inner sub-query per outer
   * row under a plain JOIN (seconds on 100k rows) but keeps the written order under CROSS JOIN.
   */
  readonly derivedTableJoin?: 'JOIN' | 'CROSS JOIN';
  /** The time grains this engine can express (Superset's `timegrains` result type). */
  readonly timeGrains: readonly TimeGrain[];
  /** Form parameters, for engines configurable by parameters (PostgreSQL, MySQL); null for file engines: URI only. */
  readonly parameters: EngineParametersSpec | null;
  /** The engine reads files of the server's file system (SQLite, DuckDB): refused to non-admins when PREVENT_UNSAFE_DB_CONNECTIONS is on. */
  readonly opensLocalFiles: boolean;
  readonly supportsCatalogs: boolean;
  readonly supportsCostEstimate: boolean;
  /** The schema an unqualified table lives in: 'public', 'main', or null where it is the URI's database (MySQL). */
  readonly defaultSchema: string | null;

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
  /** `SELECT <cols> FROM <table> LIMIT n`, columns quoted, one per line (Superset's select_star); null columns = `*`. */
  selectStar(table: TableRef, columns: string[] | null, limit: number): string;
  /** The engine's DDL type for a portable column type; `length` bounds a VARCHAR. */
  columnTypeSql(type: PortableColumnType, length?: number): string;

  connect(uri: string, options?: ConnectOptions): Promise<EngineConnection>;
  /** Turns a driver error into a TesseraError with the spec's error type (syntax, missing table, ...). */
  mapError(err: unknown): TesseraError;
}
