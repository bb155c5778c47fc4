/**
 * better-sqlite3 is synchronous and has no interrupt, so each SQLite connection runs it in a child
 * process of its own: the event loop stays free while a statement runs, and a timeout or cancel kills
 * the process and the next statement starts a new one. A worker thread would not do: terminating a
 * thread only stops its JavaScript, and a thread inside a long SQLite call never returns to it.
 *
 * The child's code is plain JavaScript run with `node -e`: it loads no TypeScript (the server runs from
 * sources in development and tests, and from compiled output in production). Messages use the
 * structured-clone serialization, which carries BigInt and byte arrays.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SqliteProcessOptions {
  path: string;
  readOnly: boolean;
  /** busy_timeout: how long a statement waits for another connection's lock, in ms. */
  busyTimeoutMs: number;
}

export interface SqliteColumn {
  name: string;
  /** The declared type of a table column; null for expressions. */
  type: string | null;
}

export interface SqliteReply {
  columns: SqliteColumn[];
  rows: unknown[][];
}

/** Raised for statements of a process that was killed (an interrupt) or died. */
export class SqliteInterrupted extends Error {
  constructor() {
    super('The SQLite statement was interrupted.');
  }
}

const CHILD_SOURCE = `
const Database = require(process.argv[1]);
let db;
const fail = (e) => ({ message: String((e && e.message) || e), code: e && e.code });
// The parent is gone (or closed the channel): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
process.on('message', (msg) => {
  if (msg.type === 'open') {
    try {
      const o = msg.options;
      db = new Database(o.path, { readonly: o.readOnly, fileMustExist: o.readOnly, timeout: o.busyTimeoutMs });
      // LIKE is case-sensitive, as on the other engines; ILIKE is written as LOWER() LIKE LOWER().
      db.pragma('case_sensitive_like = ON');
      process.send({ type: 'ready' });
    } catch (e) {
      process.send({ type: 'ready', error: fail(e) });
    }
    return;
  }
  try {
    let stmt;
    try {
      stmt = db.prepare(msg.sql);
    } catch (e) {
      // A script of several statements without parameters runs as a whole (DDL, fixtures).
      if (msg.params.length === 0 && /more than one statement/.test(String(e && e.message))) {
        db.exec(msg.sql);
        process.send({ id: msg.id, columns: [], rows: [] });
        return;
      }
      throw e;
    }
    if (!stmt.reader) {
      stmt.run(...msg.params);
      process.send({ id: msg.id, columns: [], rows: [] });
      return;
    }
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    const rows = stmt.raw(true).safeIntegers(true).all(...msg.params);
    process.send({ id: msg.id, columns, rows });
  } catch (e) {
    process.send({ id: msg.id, error: fail(e) });
  }
});
`;

interface Pending {
  resolve: (reply: SqliteReply) => void;
  reject: (err: unknown) => void;
}

interface ChildMessage {
  type?: string;
  id?: number;
  columns?: SqliteColumn[];
  rows?: unknown[][];
  error?: { message: string; code?: string };
}

/** A driver-shaped error (message + SQLite result code) rebuilt from the child's reply. */
function driverError(error: { message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), { code: error.code });
}

/** One child process holding one better-sqlite3 database. */
export class SqliteProcess {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;
  private readonly exitedPromise: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    this.exitedPromise = new Promise((resolve) => child.once('exit', () => resolve()));
    child.on('message', (msg: ChildMessage) => {
      const waiting = msg.id !== undefined ? this.pending.get(msg.id) : undefined;
      if (!waiting || msg.id === undefined) return;
      this.pending.delete(msg.id);
      if (msg.error) waiting.reject(driverError(msg.error));
      else waiting.resolve({ columns: msg.columns ?? [], rows: msg.rows ?? [] });
    });
    child.once('exit', () => this.failAll());
  }

  /** Starts a process and waits until it has opened the database (or failed to). */
  static start(options: SqliteProcessOptions): Promise<SqliteProcess> {
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE, require.resolve('better-sqlite3')], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    return new Promise((resolve, reject) => {
      const onExit = () => reject(new Error('The SQLite process stopped before opening the database.'));
      child.once('exit', onExit);
      child.once('error', reject);
      child.once('message', (msg: ChildMessage) => {
        child.off('exit', onExit);
        child.off('error', reject);
        const proc = new SqliteProcess(child);
        if (msg.error) {
          void proc.kill();
          reject(driverError(msg.error));
        } else resolve(proc);
      });
      child.send({ type: 'open', options });
    });
  }

  run(sql: string, params: unknown[]): Promise<SqliteReply> {
    if (this.exited) return Promise.reject(new SqliteInterrupted());
    const id = this.nextId++;
    return new Promise<SqliteReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, sql, params }, (err) => {
        if (err) {
          this.pending.delete(id);
          reject(err);
        }
      });
    });
  }

  /** Kills the process at once, whatever it is running; pending statements fail with SqliteInterrupted. */
  async kill(): Promise<void> {
    if (!this.exited) {
      this.exited = true;
      this.child.kill('SIGKILL');
    }
    await this.exitedPromise;
  }

  private failAll(): void {
    this.exited = true;
    for (const waiting of this.pending.values()) waiting.reject(new SqliteInterrupted());
    this.pending.clear();
  }
}
