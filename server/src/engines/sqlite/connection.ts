/**
 * The SQLite EngineConnection: one child process with one better-sqlite3 database (see process.ts),
 * statements queued one at a time, as SQLite runs them anyway. A timeout or cancel kills the process
 * and the next statement starts a fresh one on the same file; an in-memory database (`sqlite://`)
 * therefore starts over empty after an interrupted statement.
 */
import type { TesseraError } from '../../platform/errors';
import type { ColumnInfo, EngineConnection, EngineSpec, QueryOptions, QueryResult, TableInfo, TableMetadata, TableRef } from '../engine-spec';
import { connectionClosedError, queryStoppedError, runInterruptible } from '../shared/interrupt';
import { costEstimateUnsupported } from '../shared/introspection';
import { readSqliteTableMetadata } from './metadata';
import { sqliteResult, toSqliteParam } from './values';
import { SqliteInterrupted, SqliteProcess, type SqliteProcessOptions } from './process';

export class SqliteEngineConnection implements EngineConnection {
  private proc: Promise<SqliteProcess> | null = null;
  /** The process running a statement right now, for cancel(). */
  private busy: SqliteProcess | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly spec: EngineSpec,
    private readonly target: SqliteProcessOptions,
  ) {}

  /** Opens the database at once, so a missing or unreadable file fails here rather than on first use. */
  static async open(spec: EngineSpec, target: SqliteProcessOptions): Promise<SqliteEngineConnection> {
    const conn = new SqliteEngineConnection(spec, target);
    await conn.ensureProcess();
    return conn;
  }

  query(sql: string, params: unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult> {
    const next = this.queue.then(
      () => this.execute(sql, params, opts),
      () => this.execute(sql, params, opts),
    );
    this.queue = next.catch(() => undefined);
    return next;
  }

  async cancel(): Promise<void> {
    const running = this.busy;
    if (running) await this.interrupt(running);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const pending = this.proc;
    this.proc = null;
    if (pending) await (await pending.catch(() => null))?.kill();
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  async listFunctionNames(): Promise<string[]> {
    const { rows } = await this.query('SELECT DISTINCT name FROM pragma_function_list ORDER BY name');
    return rows.map((r) => String(r.name));
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.query("SELECT name FROM pragma_database_list WHERE name != 'temp' ORDER BY seq");
    return rows.map((r) => String(r.name));
  }

  async listTables(schema: string): Promise<TableInfo[]> {
    const { rows } = await this.query(
      `SELECT name, type FROM ${this.spec.quoteIdentifier(schema)}.sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    );
    return rows.map((r) => ({ name: String(r.name), type: r.type === 'view' ? 'view' : 'table' }));
  }

  async getColumns(schema: string, table: string): Promise<ColumnInfo[]> {
    return (await this.getTableMetadata({ schema, name: table })).columns;
  }

  getTableMetadata(table: TableRef): Promise<TableMetadata> {
    return readSqliteTableMetadata(this, table);
  }

  async estimateCost(): Promise<Record<string, unknown>[]> {
    throw costEstimateUnsupported(this.spec);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  private async execute(sql: string, params: unknown[], opts: QueryOptions): Promise<QueryResult> {
    if (opts.signal?.aborted) throw queryStoppedError();
    const proc = await this.ensureProcess();
    this.busy = proc;
    try {
      const reply = await runInterruptible(opts, { engineName: this.spec.engineName, interrupt: () => this.interrupt(proc), mapError: (e) => this.mapError(e) }, () =>
        proc.run(sql, params.map(toSqliteParam)),
      );
      return sqliteResult(this.spec, reply);
    } finally {
      this.busy = null;
    }
  }

  private ensureProcess(): Promise<SqliteProcess> {
    if (this.closed) return Promise.reject(connectionClosedError(this.spec.engineName));
    if (!this.proc) {
      const starting = SqliteProcess.start(this.target);
      this.proc = starting;
      starting.catch(() => {
        if (this.proc === starting) this.proc = null;
      });
      return starting.catch((err: unknown) => {
        throw this.mapError(err);
      });
    }
    return this.proc;
  }

  /** Kills the process running the statement; the next statement starts a new one. */
  private async interrupt(proc: SqliteProcess): Promise<void> {
    if (this.proc && (await this.proc.catch(() => null)) === proc) this.proc = null;
    await proc.kill();
  }

  private mapError(err: unknown): TesseraError {
    if (err instanceof SqliteInterrupted) return queryStoppedError(err);
    return this.spec.mapError(err);
  }
}
