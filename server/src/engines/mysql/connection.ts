/**
 * The MySQL/MariaDB EngineConnection: a mysql2 pool opened lazily, sessions in UTC. Statements with
 * parameters run as server-side prepared statements (values never enter the SQL text). Timeouts use
 * the server's own limit (MariaDB max_statement_time, MySQL max_execution_time) plus KILL QUERY from a
 * separate connection, which is also how cancel() stops running queries.
 */
import { createConnection, createPool, type ConnectionOptions, type FieldPacket, type Pool, type PoolConnection } from 'mysql2/promise';
import type { TesseraError } from '../../platform/errors';
import { connectionError, type ServerTarget } from '../shared/connection-errors';
import type { ColumnInfo, EngineConnection, EngineSpec, QueryOptions, QueryResult, TableInfo, TableMetadata, TableRef } from '../engine-spec';
import { connectionClosedError, queryStoppedError, runInterruptible } from '../shared/interrupt';
import { readMysqlTableMetadata } from './metadata';
import { mysqlResult, toMysqlParam } from './values';

export interface MysqlTarget {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  database: string | null;
  ssl: { rejectUnauthorized: boolean } | null;
  charset: string;
  connectTimeoutMs: number;
  poolSize: number;
  readOnly: boolean;
}

interface Running {
  threadId: number;
  /** A KILL QUERY on its way; the connection goes back to the pool only after it, or it could stop the next statement. */
  killing: Promise<void> | null;
}

/** Server error numbers of a statement stopped by the server's own time limit (MariaDB, MySQL). */
const SERVER_TIMEOUT_ERRNOS = new Set([1969, 3024]);
/** Prepared statements kept per connection: enough for a dashboard's queries, far below the server's cap. */
const MAX_PREPARED_STATEMENTS = 64;

export class MysqlEngineConnection implements EngineConnection {
  private pool: Pool | null = null;
  private readonly running = new Set<Running>();
  /** The session time limit last set on each pooled connection (ms), sent only when it changes. */
  private readonly timeouts = new WeakMap<PoolConnection, number>();
  private mariadb: Promise<boolean> | null = null;
  private closed = false;

  private constructor(
    readonly spec: EngineSpec,
    private readonly target: MysqlTarget,
  ) {}

  static async open(spec: EngineSpec, target: MysqlTarget): Promise<MysqlEngineConnection> {
    return new MysqlEngineConnection(spec, target);
  }

  get serverTarget(): ServerTarget {
    return { host: this.target.host, port: this.target.port, username: this.target.user, database: this.target.database };
  }

  async query(sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult> {
    if (opts.signal?.aborted) throw queryStoppedError();
    let conn: PoolConnection;
    try {
      conn = await this.getPool().getConnection();
    } catch (err) {
      throw this.mapError(err);
    }
    const run: Running = { threadId: conn.threadId, killing: null };
    this.running.add(run);
    try {
      await this.applyTimeLimit(conn, opts.timeoutMs ?? 0);
      const [rows, fields] = await runInterruptible(
        opts,
        {
          engineName: this.spec.engineName,
          interrupt: () => this.interrupt(run),
          mapError: (e) => this.mapError(e),
          isServerTimeout: (e) => SERVER_TIMEOUT_ERRNOS.has((e as { errno?: number })?.errno ?? 0),
        },
        () =>
          // Without parameters the text protocol runs anything (DDL, SHOW); with them, a prepared statement binds them.
          params.length
            ? conn.execute({ sql, rowsAsArray: true }, params.map(toMysqlParam) as never[])
            : conn.query({ sql, rowsAsArray: true }),
      );
      if (!Array.isArray(rows) || !fields) return { columns: [], rows: [] };
      return mysqlResult(this.spec, rows as unknown[][], fields as FieldPacket[]);
    } finally {
      this.running.delete(run);
      await run.killing?.catch(() => undefined);
      conn.release();
    }
  }

  async cancel(): Promise<void> {
    await Promise.all([...this.running].map((run) => this.interrupt(run)));
  }

  private interrupt(run: Running): Promise<void> | undefined {
    if (!this.running.has(run)) return undefined;
    run.killing ??= this.killQuery(run.threadId);
    return run.killing;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.cancel().catch(() => undefined);
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(() => undefined);
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  async listFunctionNames(): Promise<string[]> {
    // MySQL keeps no queryable catalogue of its built-in functions except the server-side help tables, which
    // need SELECT on the mysql schema and may not be loaded; user-defined functions are always listed.
    const { rows } = await this.query("SELECT DISTINCT ROUTINE_NAME AS name FROM information_schema.ROUTINES WHERE ROUTINE_TYPE = 'FUNCTION'");
    const names = new Set(rows.map((r) => String(r.name)));
    try {
      const help = await this.query(
        `SELECT t.name FROM mysql.help_topic t JOIN mysql.help_category c ON c.help_category_id = t.help_category_id
         WHERE c.name LIKE '%Functions%' OR c.name LIKE '%Operators%'`,
      );
      for (const r of help.rows) {
        const name = String(r.name);
        // Help topics also name operators and syntax ('<=>', 'CASE OPERATOR'): keep callable identifiers only.
        if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) names.add(name);
      }
    } catch {
      // No access to the help tables: the user-defined functions are what can be listed.
    }
    return [...names].sort();
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA ORDER BY SCHEMA_NAME');
    return rows.map((r) => String(r.name));
  }

  async listTables(schema: string): Promise<TableInfo[]> {
    const { rows } = await this.query('SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME', [schema]);
    return rows.map((r) => ({ name: String(r.name), type: String(r.type).includes('VIEW') ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    return (await this.getTableMetadata({ schema, name: table })).columns;
  }

  getTableMetadata(table: TableRef): Promise<TableMetadata> {
    return readMysqlTableMetadata(this, table);
  }

  /** EXPLAIN of the statement: one row per table access with the optimizer's row estimate. */
  async estimateCost(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    const { rows } = await this.query(`EXPLAIN ${sql}`, params);
    return rows.map((r) => ({
      Table: r.table ?? null,
      'Access type': r.type ?? null,
      Key: r.key ?? null,
      // MariaDB reports the estimate as text.
      'Estimated rows': r.rows === null || r.rows === undefined ? null : Number(r.rows),
      Extra: r.Extra ?? null,
    }));
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  private options(): ConnectionOptions {
    const t = this.target;
    return {
      host: t.host,
      port: t.port,
      user: t.user ?? undefined,
      password: t.password ?? undefined,
      database: t.database ?? undefined,
      ssl: t.ssl ?? undefined,
      charset: t.charset,
      connectTimeout: t.connectTimeoutMs,
      timezone: 'Z',
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      decimalNumbers: true,
      maxPreparedStatements: MAX_PREPARED_STATEMENTS,
    };
  }

  private getPool(): Pool {
    if (this.closed) throw connectionClosedError(this.spec.engineName);
    if (!this.pool) {
      const pool = createPool({ ...this.options(), connectionLimit: this.target.poolSize, waitForConnections: true, idleTimeout: 30_000, maxIdle: this.target.poolSize });
      // Every session in UTC (DATETIME values are read as UTC), read-only when asked. Commands on a
      // connection run in order, so these precede its first query.
      pool.pool.on('connection', (conn) => {
        conn.query("SET time_zone = '+00:00'");
        if (this.target.readOnly) conn.query('SET SESSION TRANSACTION READ ONLY');
      });
      this.pool = pool;
    }
    return this.pool;
  }

  private isMariaDB(conn: PoolConnection): Promise<boolean> {
    if (!this.mariadb) {
      const asked = conn.query({ sql: 'SELECT VERSION()', rowsAsArray: true }).then(([rows]) => /mariadb/i.test(String((rows as unknown[][])[0]?.[0] ?? '')));
      this.mariadb = asked;
      // A failed answer is asked again next time rather than remembered.
      asked.catch(() => {
        if (this.mariadb === asked) this.mariadb = null;
      });
    }
    return this.mariadb;
  }

  /** MariaDB's max_statement_time (seconds, every statement) or MySQL's max_execution_time (ms, SELECT). */
  private async applyTimeLimit(conn: PoolConnection, timeoutMs: number): Promise<void> {
    if ((this.timeouts.get(conn) ?? 0) === timeoutMs) return;
    const ms = Math.max(0, Math.round(timeoutMs));
    try {
      if (await this.isMariaDB(conn)) await conn.query(`SET SESSION max_statement_time = ${ms / 1000}`);
      else await conn.query(`SET SESSION max_execution_time = ${ms}`);
    } catch (err) {
      throw this.mapError(err);
    }
    this.timeouts.set(conn, timeoutMs);
  }

  /** KILL QUERY from a connection of its own: the pool may be full of the queries to stop. */
  private async killQuery(threadId: number): Promise<void> {
    const conn = await createConnection(this.options());
    try {
      await conn.query('KILL QUERY ?', [threadId]);
    } finally {
      await conn.end().catch(() => undefined);
    }
  }

  private mapError(err: unknown): TesseraError {
    return connectionError(err, this.serverTarget, this.spec.engineName, 'mysql') ?? this.spec.mapError(err);
  }
}
