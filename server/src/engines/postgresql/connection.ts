/**
 * The PostgreSQL EngineConnection: a node-postgres pool per catalog (database) of the server, opened
 * lazily, so a connection that was never used costs nothing and a server that restarts is reconnected
 * to. Timeouts use the server's statement_timeout plus pg_cancel_backend from a separate connection
 * (the pool may be exhausted by the very queries to cancel); cancel() does the same for every query.
 */
import { Client, DatabaseError, Pool, type PoolClient, type PoolConfig, type QueryArrayResult } from 'pg';
import type { TesseraError } from '../../platform/errors';
import { connectionError, type ServerTarget } from '../shared/connection-errors';
import { STREAM_BATCH_ROWS, type ColumnInfo, type EngineConnection, type EngineSpec, type JsonValue, type QueryOptions, type QueryResult, type ResultColumn, type RowBatchHandler, type TableInfo, type TableMetadata, type TableRef } from '../engine-spec';
import { checkInterrupted, connectionClosedError, queryStoppedError, runInterruptible, type InterruptHooks } from '../shared/interrupt';
import { readPostgresTableMetadata } from './metadata';
import { PG_TYPE_NAMES, PG_TYPE_PARSERS, toPgParam } from './values';

export interface PostgresTarget {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  database: string;
  ssl: false | { rejectUnauthorized: boolean };
  applicationName: string;
  options: string;
  connectTimeoutMs: number;
  poolSize: number;
  readOnly: boolean;
}

interface Running {
  pid: number;
  /** A pg_cancel_backend on its way; the client goes back to the pool only after it, or it could cancel the next query. */
  cancelling: Promise<void> | null;
}

/** Pools for other catalogs than the URI's serve introspection only: keep them small. */
const CATALOG_POOL_SIZE = 2;

export class PostgresEngineConnection implements EngineConnection {
  private readonly pools = new Map<string, Pool>();
  /** Running queries: the backend pid, for cancellation. */
  private readonly running = new Set<Running>();
  /** statement_timeout last set on each pooled client, so it is sent only when it changes. */
  private readonly timeouts = new WeakMap<PoolClient, number>();
  private typeNames = new Map<number, string>(Object.entries(PG_TYPE_NAMES).map(([oid, name]) => [Number(oid), name]));
  private closed = false;

  private constructor(
    readonly spec: EngineSpec,
    private readonly target: PostgresTarget,
  ) {}

  static async open(spec: EngineSpec, target: PostgresTarget): Promise<PostgresEngineConnection> {
    return new PostgresEngineConnection(spec, target);
  }

  get serverTarget(): ServerTarget {
    return { host: this.target.host, port: this.target.port, username: this.target.user, database: this.target.database };
  }

  async query(sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult> {
    return this.queryIn(this.target.database, sql, params, opts);
  }

  /**
   * A server-side cursor (DECLARE … CURSOR / FETCH n in a transaction on one pooled client), so neither
   * the server's answer nor this process holds the whole result. Only row-returning statements can be
   * declared as a cursor; callers use `query` for the rest. statement_timeout applies to each FETCH, the
   * client-side deadline to the whole stream.
   */
  async streamQuery(sql: string, params: unknown[], opts: QueryOptions, onBatch: RowBatchHandler): Promise<void> {
    if (opts.signal?.aborted) throw queryStoppedError();
    const database = this.target.database;
    let client: PoolClient;
    try {
      client = await this.pool(database).connect();
    } catch (err) {
      throw this.mapError(err, database);
    }
    const run: Running = { pid: (client as unknown as { processID: number }).processID, cancelling: null };
    const started = Date.now();
    let broken = false;
    let inTransaction = false;
    const send = (text: string, values: unknown[] = []) =>
      this.send(client, text, values).catch((e: unknown) => {
        broken ||= !(e instanceof DatabaseError);
        throw e;
      }) as Promise<QueryArrayResult>;
    this.running.add(run);
    try {
      await this.applyStatementTimeout(client, opts.timeoutMs ?? 0).catch((e: unknown) => {
        broken = true;
        throw this.mapError(e, database);
      });
      await runInterruptible(opts, this.interruptHooks(run, database), async () => {
        await send('BEGIN');
        inTransaction = true;
        await send(`DECLARE tessera_stream NO SCROLL CURSOR FOR ${sql}`, params);
        let columns: ResultColumn[] | null = null;
        for (;;) {
          const page = await send(`FETCH FORWARD ${STREAM_BATCH_ROWS} FROM tessera_stream`);
          columns ??= await this.columnsOf(page.fields, database, (text, values) => send(text, values));
          const rows = page.rows.map((values) => values.map((v) => (v ?? null) as JsonValue));
          checkInterrupted(opts, started, this.spec.engineName);
          if (rows.length || !page.rows.length) await onBatch(columns, rows);
          if (page.rows.length < STREAM_BATCH_ROWS) break;
        }
        await send('COMMIT');
        inTransaction = false;
      });
    } finally {
      this.running.delete(run);
      await run.cancelling?.catch(() => undefined);
      if (inTransaction && !broken) await client.query('ROLLBACK').catch(() => (broken = true));
      client.release(broken);
    }
  }

  async cancel(): Promise<void> {
    await Promise.all([...this.running].map((run) => this.interrupt(run)));
  }

  private interrupt(run: Running): Promise<void> | undefined {
    if (!this.running.has(run)) return undefined;
    run.cancelling ??= this.cancelBackend(run.pid);
    return run.cancelling;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.cancel().catch(() => undefined);
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
  }

  async listCatalogs(): Promise<string[]> {
    const { rows } = await this.query('SELECT datname FROM pg_database WHERE NOT datistemplate AND datallowconn ORDER BY datname');
    return rows.map((r) => String(r.datname));
  }

  async listFunctionNames(): Promise<string[]> {
    // Functions, aggregates and window functions; procedures (prokind 'p') cannot be called from a SELECT.
    const { rows } = await this.query("SELECT DISTINCT proname FROM pg_proc WHERE prokind IN ('f', 'a', 'w') ORDER BY proname");
    return rows.map((r) => String(r.proname));
  }

  async listSchemas(catalog?: string | null): Promise<string[]> {
    // As SQLAlchemy's inspector: every schema but PostgreSQL's own pg_* ones.
    const { rows } = await this.queryIn(catalog || this.target.database, "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' ORDER BY nspname");
    return rows.map((r) => String(r.nspname));
  }

  async listTables(schema: string, catalog?: string | null): Promise<TableInfo[]> {
    const { rows } = await this.queryIn(
      catalog || this.target.database,
      `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND (c.relkind IN ('v', 'm') OR (c.relkind IN ('r', 'p', 'f') AND NOT c.relispartition))
       ORDER BY c.relname`,
      [schema],
    );
    return rows.map((r) => ({ name: String(r.relname), type: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string, catalog?: string | null): Promise<ColumnInfo[]> {
    return (await this.getTableMetadata({ schema, name: table, catalog })).columns;
  }

  getTableMetadata(table: TableRef): Promise<TableMetadata> {
    const catalog = table.catalog || this.target.database;
    return readPostgresTableMetadata(this.spec, (sql, params) => this.queryIn(catalog, sql, params), { ...table, catalog: table.catalog ?? null });
  }

  /** EXPLAIN (FORMAT JSON) of the statement: the top plan node's costs and row estimate. */
  async estimateCost(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    const { rows } = await this.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const plans = rows[0]?.['QUERY PLAN'];
    const plan = Array.isArray(plans) ? (plans[0] as { Plan?: Record<string, JsonValue> })?.Plan : undefined;
    if (!plan) return [];
    return [{ 'Start-up cost': plan['Startup Cost'], 'Total cost': plan['Total Cost'], 'Plan rows': plan['Plan Rows'] }];
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  private pool(database: string): Pool {
    if (this.closed) throw connectionClosedError(this.spec.engineName);
    let pool = this.pools.get(database);
    if (!pool) {
      pool = new Pool({
        ...this.clientConfig(database),
        max: database === this.target.database ? this.target.poolSize : CATALOG_POOL_SIZE,
        idleTimeoutMillis: 30_000,
      });
      // An idle client whose server went away emits here; without a listener the process would crash.
      pool.on('error', () => undefined);
      this.pools.set(database, pool);
    }
    return pool;
  }

  private clientConfig(database: string): PoolConfig {
    const t = this.target;
    return {
      host: t.host,
      port: t.port,
      user: t.user ?? undefined,
      password: t.password ?? undefined,
      database,
      ssl: t.ssl,
      application_name: t.applicationName,
      options: t.readOnly ? `${t.options} -c default_transaction_read_only=on` : t.options,
      connectionTimeoutMillis: t.connectTimeoutMs,
      types: PG_TYPE_PARSERS,
    };
  }

  private async queryIn(database: string, sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult> {
    if (opts.signal?.aborted) throw queryStoppedError();
    let client: PoolClient;
    try {
      client = await this.pool(database).connect();
    } catch (err) {
      throw this.mapError(err, database);
    }
    const run: Running = { pid: (client as unknown as { processID: number }).processID, cancelling: null };
    let broken = false;
    this.running.add(run);
    try {
      await this.applyStatementTimeout(client, opts.timeoutMs ?? 0).catch((e: unknown) => {
        broken = true;
        throw this.mapError(e, database);
      });
      const result = await runInterruptible(
        opts,
        this.interruptHooks(run, database),
        () => this.send(client, sql, params).catch((e: unknown) => {
          // Anything but an error the server reported means the connection itself failed: drop that client.
          broken ||= !(e instanceof DatabaseError);
          throw e;
        }),
      );
      // Several statements without parameters run as one simple query, answering one result each.
      return await this.toResult(Array.isArray(result) ? result[result.length - 1] : result, database);
    } finally {
      this.running.delete(run);
      await run.cancelling?.catch(() => undefined);
      client.release(broken);
    }
  }

  private interruptHooks(run: Running, database: string): InterruptHooks {
    return {
      engineName: this.spec.engineName,
      interrupt: () => this.interrupt(run),
      mapError: (e) => this.mapError(e, database),
      isServerTimeout: (e) => (e as { code?: string })?.code === '57014' && /statement timeout/i.test(String((e as Error)?.message)),
    };
  }

  private send(client: PoolClient, sql: string, params: unknown[]): Promise<QueryArrayResult | QueryArrayResult[]> {
    return client.query({ text: sql, values: params.map(toPgParam), rowMode: 'array' }) as unknown as Promise<QueryArrayResult | QueryArrayResult[]>;
  }

  private async applyStatementTimeout(client: PoolClient, timeoutMs: number): Promise<void> {
    if ((this.timeouts.get(client) ?? 0) === timeoutMs) return;
    await client.query(`SET statement_timeout = ${Math.max(0, Math.round(timeoutMs))}`);
    this.timeouts.set(client, timeoutMs);
  }

  /** pg_cancel_backend from a connection of its own: the pool may be full of the queries to cancel. */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new Client(this.clientConfig(this.target.database));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async toResult(result: QueryArrayResult | undefined, database: string): Promise<QueryResult> {
    const columns = await this.columnsOf(result?.fields ?? [], database);
    const rows = (result?.rows ?? []).map((values) => {
      const row: Record<string, JsonValue> = {};
      columns.forEach((c, i) => {
        row[c.name] = (values[i] ?? null) as JsonValue;
      });
      return row;
    });
    return { columns, rows };
  }

  /** `lookup` runs the type-name query on a client the caller holds (a stream's, inside its transaction). */
  private async columnsOf(fields: QueryArrayResult['fields'], database: string, lookup?: (sql: string, params: unknown[]) => Promise<QueryArrayResult>): Promise<ResultColumn[]> {
    await this.resolveTypeNames(
      fields.map((f) => f.dataTypeID),
      database,
      lookup,
    );
    return fields.map((f) => {
      const nativeType = this.typeNames.get(f.dataTypeID) ?? 'UNKNOWN';
      const genericType = this.spec.genericTypeOf(nativeType);
      return { name: f.name, nativeType, genericType, isDttm: genericType === 'TEMPORAL' };
    });
  }

  /** Names of types that are not built in (enums, domains, extensions), looked up once per connection. */
  private async resolveTypeNames(oids: number[], database: string, lookup?: (sql: string, params: unknown[]) => Promise<QueryArrayResult>): Promise<void> {
    const unknown = [...new Set(oids.filter((oid) => !this.typeNames.has(oid)))];
    if (!unknown.length) return;
    const sql = 'SELECT oid::int8 AS oid, UPPER(format_type(oid, NULL)) AS name FROM pg_type WHERE oid = ANY($1::oid[])';
    const rows = lookup ? (await lookup(sql, [unknown])).rows.map(([oid, name]) => ({ oid, name })) : (await this.queryIn(database, sql, [unknown])).rows;
    const names = new Map(this.typeNames);
    for (const r of rows) names.set(Number(r.oid), String(r.name));
    for (const oid of unknown) if (!names.has(oid)) names.set(oid, 'UNKNOWN');
    this.typeNames = names;
  }

  private mapError(err: unknown, database: string): TesseraError {
    return connectionError(err, { ...this.serverTarget, database }, this.spec.engineName, 'postgresql') ?? this.spec.mapError(err);
  }
}
