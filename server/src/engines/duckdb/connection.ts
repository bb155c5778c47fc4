/**
 * The DuckDB EngineConnection: one DuckDBInstance per database file per process (DuckDB locks the file,
 * so a second instance on it would fail), shared by reference count, and a small pool of connections on
 * it so concurrent chart queries do not queue behind each other. Cancel and timeouts use `interrupt()`.
 */
import { DuckDBInstance, DuckDBTypeId, type DuckDBAppender, type DuckDBConnection, type DuckDBDataChunk, type DuckDBResult, type DuckDBResultReader, type DuckDBTimestampValue, type DuckDBType } from '@duckdb/node-api';
import { TesseraError } from '../../platform/errors';
import { readDuckDBTableMetadata } from './metadata';
import { duckJsonConverter, duckValueToJson, jsToDuckParam, jsToDuckValue } from './values';
import { STREAM_BATCH_ROWS, type ColumnInfo, type EngineConnection, type EngineSpec, type JsonValue, type QueryOptions, type QueryResult, type ResultColumn, type RowBatchHandler, type TableInfo, type TableMetadata, type TableRef } from '../engine-spec';
import { checkInterrupted, connectionClosedError, queryStoppedError, runInterruptible } from '../shared/interrupt';
import { costEstimateUnsupported } from '../shared/introspection';

export interface DuckDBTarget {
  /** Absolute file path, or ':memory:' (a private in-memory database per connect). */
  path: string;
  readOnly: boolean;
  threads: number;
  poolSize: number;
}

interface SharedInstance {
  instance: DuckDBInstance;
  readOnly: boolean;
  refs: number;
}

const instances = new Map<string, Promise<SharedInstance>>();

/** memory_limit of the instances opened from now on (DUCKDB_MEMORY_LIMIT_MB, set at start); null: DuckDB's own, 80% of RAM. */
let memoryLimitMb: number | null = null;

export function setDuckDBMemoryLimit(mb: number | null): void {
  memoryLimitMb = mb;
}

async function acquireInstance(target: DuckDBTarget): Promise<SharedInstance> {
  const options: Record<string, string> = { threads: String(target.threads), access_mode: target.readOnly ? 'READ_ONLY' : 'READ_WRITE' };
  if (memoryLimitMb !== null) options.memory_limit = `${memoryLimitMb}MiB`;
  if (target.path === ':memory:') return { instance: await DuckDBInstance.create(':memory:', options), readOnly: target.readOnly, refs: 1 };
  let pending = instances.get(target.path);
  if (!pending) {
    pending = DuckDBInstance.create(target.path, options).then((instance) => ({ instance, readOnly: target.readOnly, refs: 0 }));
    instances.set(target.path, pending);
    pending.catch(() => instances.delete(target.path));
  }
  const shared = await pending;
  // The last holder may have closed it while this call waited: open a fresh one.
  if (instances.get(target.path) !== pending) return acquireInstance(target);
  if (shared.readOnly !== target.readOnly) {
    throw new TesseraError(
      'GENERIC_DB_ENGINE_ERROR',
      `The DuckDB file ${target.path} is already open ${shared.readOnly ? 'read-only' : 'read-write'} in this process; use the same access_mode for every connection to it.`,
    );
  }
  shared.refs += 1;
  return shared;
}

function releaseInstance(path: string, shared: SharedInstance): void {
  shared.refs -= 1;
  if (shared.refs > 0) return;
  if (path !== ':memory:') instances.delete(path);
  shared.instance.closeSync();
}

export class DuckDBEngineConnection implements EngineConnection {
  private readonly idle: DuckDBConnection[] = [];
  private readonly busy = new Set<DuckDBConnection>();
  private readonly waiters: { resolve: (conn: DuckDBConnection) => void; reject: (err: Error) => void }[] = [];
  private opened = 0;
  private closed = false;

  private constructor(
    readonly spec: EngineSpec,
    private readonly target: DuckDBTarget,
    private readonly shared: SharedInstance,
  ) {}

  static async open(spec: EngineSpec, target: DuckDBTarget): Promise<DuckDBEngineConnection> {
    try {
      return new DuckDBEngineConnection(spec, target, await acquireInstance(target));
    } catch (err) {
      throw spec.mapError(err);
    }
  }

  async query(sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult> {
    const reader = await this.run(sql, params, opts);
    return readResult(this.spec, reader);
  }

  /**
   * DuckDB's streaming result: chunks (2048 rows) are pulled one at a time and handed over in batches of
   * about STREAM_BATCH_ROWS, so only one batch of converted rows exists at a time. The next chunk is
   * fetched (on DuckDB's thread) while the current one is converted and stored.
   */
  async streamQuery(sql: string, params: unknown[], opts: QueryOptions, onBatch: RowBatchHandler): Promise<void> {
    if (opts.signal?.aborted) throw queryStoppedError();
    const conn = await this.acquire();
    const started = Date.now();
    // A fetch still in flight when the stream ends early must finish before the connection is reused.
    let pending: Promise<DuckDBDataChunk | null> | null = null;
    try {
      await runInterruptible(opts, { engineName: this.spec.engineName, interrupt: () => conn.interrupt(), mapError: (e) => this.spec.mapError(e) }, async () => {
        const result = await conn.stream(sql, params.length ? params.map(jsToDuckParam) : undefined);
        const columns = resultColumns(this.spec, result.columnNames(), result.columnTypes());
        const converters = result.columnTypes().map(duckJsonConverter);
        let batch: JsonValue[][] = [];
        let delivered = false;
        pending = prefetch(result);
        for (;;) {
          const chunk: DuckDBDataChunk | null = await pending;
          pending = null;
          const done = !chunk || chunk.rowCount === 0;
          if (!done) pending = prefetch(result);
          if (chunk && !done) {
            for (const values of chunk.getRows()) {
              const row = values as JsonValue[];
              for (let i = 0; i < converters.length; i += 1) row[i] = converters[i](values[i]);
              batch.push(row);
            }
          }
          if (batch.length >= STREAM_BATCH_ROWS || (done && (batch.length || !delivered))) {
            // An interrupt that lands while the consumer works finds no running statement: check here.
            checkInterrupted(opts, started, this.spec.engineName);
            await onBatch(columns, batch);
            delivered = true;
            batch = [];
          }
          if (done) return;
        }
      });
    } finally {
      await (pending as Promise<unknown> | null)?.catch(() => undefined);
      this.release(conn);
    }
  }

  async cancel(): Promise<void> {
    for (const conn of this.busy) conn.interrupt();
  }

  /** Running queries are interrupted; the instance is released once the last of them has unwound. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(connectionClosedError(this.spec.engineName));
    for (const conn of this.busy) conn.interrupt();
    for (const conn of this.idle.splice(0)) conn.closeSync();
    if (this.busy.size === 0) releaseInstance(this.target.path, this.shared);
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  async listFunctionNames(): Promise<string[]> {
    const { rows } = await this.query('SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY function_name');
    return rows.map((r) => String(r.function_name));
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.query(
      `SELECT schema_name FROM information_schema.schemata
       WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog')
       ORDER BY schema_name`,
    );
    return rows.map((r) => String(r.schema_name));
  }

  async listTables(schema: string): Promise<TableInfo[]> {
    const { rows } = await this.query(
      `SELECT table_name, table_type FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = $1
       ORDER BY table_name`,
      [schema],
    );
    return rows.map((r) => ({ name: String(r.table_name), type: r.table_type === 'VIEW' ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    return (await this.getTableMetadata({ schema, name: table })).columns;
  }

  getTableMetadata(table: TableRef): Promise<TableMetadata> {
    return readDuckDBTableMetadata(this, table);
  }

  async estimateCost(): Promise<Record<string, unknown>[]> {
    throw costEstimateUnsupported(this.spec);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  /** Bulk load through DuckDB's appender: values are appended by the column types of the target table. */
  async appendRows(table: TableRef, rows: unknown[][]): Promise<void> {
    const conn = await this.acquire();
    let appender: DuckDBAppender | null = null;
    try {
      appender = await conn.createAppender(table.name, table.schema ?? null, table.catalog ?? null);
      const target = appender;
      const writers = Array.from({ length: target.columnCount }, (_, i) => columnWriter(target, target.columnType(i)));
      for (const row of rows) {
        for (let i = 0; i < writers.length; i += 1) {
          if (row[i] === null || row[i] === undefined) target.appendNull();
          else writers[i](row[i]);
        }
        target.endRow();
      }
      appender.flushSync();
    } catch (err) {
      throw this.spec.mapError(err);
    } finally {
      appender?.closeSync();
      this.release(conn);
    }
  }

  private async run(sql: string, params: unknown[], opts: QueryOptions): Promise<DuckDBResultReader> {
    if (opts.signal?.aborted) throw queryStoppedError();
    const conn = await this.acquire();
    try {
      // Without parameters DuckDB runs the text directly (several statements allowed, plainer errors).
      return await runInterruptible(opts, { engineName: this.spec.engineName, interrupt: () => conn.interrupt(), mapError: (e) => this.spec.mapError(e) }, () =>
        conn.runAndReadAll(sql, params.length ? params.map(jsToDuckParam) : undefined),
      );
    } finally {
      this.release(conn);
    }
  }

  private async acquire(): Promise<DuckDBConnection> {
    if (this.closed) throw connectionClosedError(this.spec.engineName);
    let conn = this.idle.pop();
    if (!conn && this.opened < this.target.poolSize) {
      this.opened += 1;
      try {
        conn = await this.shared.instance.connect();
      } catch (err) {
        this.opened -= 1;
        throw this.spec.mapError(err);
      }
    }
    if (!conn) return new Promise<DuckDBConnection>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.busy.add(conn);
    return conn;
  }

  private release(conn: DuckDBConnection): void {
    this.busy.delete(conn);
    if (this.closed) {
      conn.closeSync();
      if (this.busy.size === 0) releaseInstance(this.target.path, this.shared);
      return;
    }
    const next = this.waiters.shift();
    if (next) {
      this.busy.add(conn);
      next.resolve(conn);
    } else this.idle.push(conn);
  }
}

/** The appender's typed method for common column types (much faster than appendValue); appendValue otherwise. */
function columnWriter(appender: DuckDBAppender, type: DuckDBType): (value: unknown) => void {
  switch (type.typeId) {
    case DuckDBTypeId.VARCHAR:
      return (v) => appender.appendVarchar(typeof v === 'string' ? v : String(v));
    case DuckDBTypeId.BIGINT:
      return (v) => appender.appendBigInt(typeof v === 'bigint' ? v : BigInt(Math.round(Number(v))));
    case DuckDBTypeId.INTEGER:
      return (v) => appender.appendInteger(Number(v));
    case DuckDBTypeId.DOUBLE:
      return (v) => appender.appendDouble(Number(v));
    case DuckDBTypeId.BOOLEAN:
      return (v) => appender.appendBoolean(Boolean(v));
    case DuckDBTypeId.TIMESTAMP:
      return (v) => appender.appendTimestamp(jsToDuckValue(v, type) as DuckDBTimestampValue);
    default:
      return (v) => appender.appendValue(jsToDuckValue(v, type), type);
  }
}

/** Reads raw values by position and converts each once (the JS converters throw on infinite timestamps). */
function readResult(spec: EngineSpec, reader: DuckDBResultReader): QueryResult {
  const names = reader.columnNames();
  const columns = resultColumns(spec, names, reader.columnTypes());
  const rows = reader.getRows().map((values) => {
    const row: Record<string, JsonValue> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i]] = duckValueToJson(values[i]);
    return row;
  });
  return { columns, rows };
}

function resultColumns(spec: EngineSpec, names: string[], types: DuckDBType[]): ResultColumn[] {
  return types.map((type, i) => {
    const nativeType = type.toString();
    const genericType = spec.genericTypeOf(nativeType);
    return { name: names[i], nativeType, genericType, isDttm: genericType === 'TEMPORAL' };
  });
}

/**
 * The next chunk, fetched now and awaited later: marked handled at once, so a failure that arrives while
 * the previous chunk is being stored is not an unhandled rejection (the await still receives it).
 */
function prefetch(result: DuckDBResult): Promise<DuckDBDataChunk | null> {
  const next = result.fetchChunk();
  next.catch(() => undefined);
  return next;
}
