/**
 * A migrated, empty metadata database for integration tests. With TEST_DATABASE_URL (a real PostgreSQL
 * started by scripts/test.sh) each call creates its own database on that server; without it, each call
 * starts an in-memory PGlite behind a loopback socket. Either way the schema comes from the migrations, as
 * in production, and `close()` removes everything.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { EMBEDDED_SOCKET_CONNECTIONS, freeLoopbackPort, metadataDataSource } from '../platform/db';
import { ENTITIES } from '../modules';
import { freshPostgres } from './engine-databases';

export interface TestDataSource {
  dataSource: DataSource;
  close(): Promise<void>;
}

async function connect(url: string, embedded: boolean): Promise<DataSource> {
  // The data source production opens (pool included); failures reach the test as exceptions, and logging
  // them too would bury expected ones in noise.
  const dataSource = metadataDataSource(url, { embedded, entities: ENTITIES, logging: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  return dataSource;
}

async function onServer(serverUrl: string): Promise<TestDataSource> {
  // A generated name (hex only), so interpolating it into DDL is safe.
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dataSource: DataSource;
  try {
    dataSource = await connect(url.toString(), false);
  } catch (err) {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw err;
  }
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * PGlite loads its WASM with a dynamic import(), which jest's module sandbox refuses unless node runs with
 * --experimental-vm-modules; so it runs in a plain child node process. The child exits when told to, or
 * when its stdin closes because this process went away.
 *
 * Most of a PGlite's start is initdb (~10 s of WASM on two cores, against ~1 s to load a data directory), and
 * every fresh PGlite's initdb writes the same files. So the first child on this machine (for the installed PGlite) dumps its fresh data
 * directory to a template file (argv[3] = 'make') and every later child loads that instead (argv[3] = 'load');
 * the tests' schema still comes from the migrations, which run on each database as before.
 */
const PGLITE_CHILD = `
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
const [port, template, mode] = process.argv.slice(1);
(async () => {
  let db;
  if (mode === 'load') {
    db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  } else {
    db = await PGlite.create();
    if (mode === 'make') {
      const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
      const partial = template + '.' + process.pid;
      fs.writeFileSync(partial, dump);
      fs.renameSync(partial, template);
    }
  }
  const server = new PGLiteSocketServer({ db, port: Number(port), host: '127.0.0.1', maxConnections: ${EMBEDDED_SOCKET_CONNECTIONS} });
  await server.start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write('ready\\n');
})().catch((err) => {
  process.stderr.write(String(err && err.stack || err));
  process.exit(1);
});
`;

/** The template's file, named after the installed PGlite (a reinstall or upgrade makes a new one). */
function pgliteTemplateFile(): string {
  const main = require.resolve('@electric-sql/pglite');
  const { mtimeMs, size } = statSync(main);
  const key = createHash('sha1').update(`${main}:${mtimeMs}:${size}`).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `tessera-test-pglite-${key}.tar`);
}

/** A lock older than this was left by a child that died while making the template; the next child makes it. */
const TEMPLATE_LOCK_STALE_MS = 120_000;

/**
 * How this child starts: loading the template when it exists, making it when no other child is (the lock file
 * says one is), or waiting for the one that is. A template that never comes costs only the saving: the child
 * then runs initdb itself.
 */
async function pgliteStart(template: string): Promise<{ mode: 'load' | 'make' | 'plain'; release(): void }> {
  const lock = `${template}.lock`;
  const none = () => undefined;
  const deadline = Date.now() + TEMPLATE_LOCK_STALE_MS;
  while (Date.now() < deadline) {
    if (existsSync(template)) return { mode: 'load', release: none };
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return { mode: 'make', release: () => rmSync(lock, { force: true }) };
    } catch {
      const since = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (since > TEMPLATE_LOCK_STALE_MS) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { mode: 'plain', release: none };
}

async function startPgliteChild(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freeLoopbackPort();
  const template = pgliteTemplateFile();
  const start = await pgliteStart(template);
  // cwd here so the child resolves PGlite from this package's node_modules, wherever jest was started.
  const child = spawn(process.execPath, ['-e', PGLITE_CHILD, String(port), template, start.mode], { cwd: __dirname, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`PGlite child exited (${code}) before it was ready: ${stderr}`)));
    });
  } finally {
    start.release();
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function onPglite(): Promise<TestDataSource> {
  const pg = await startPgliteChild();
  let dataSource: DataSource;
  try {
    dataSource = await connect(pg.url, true);
  } catch (err) {
    await pg.stop();
    throw err;
  }
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await pg.stop();
    },
  };
}

/**
 * A PostgreSQL database for a test to connect to as an analytics database: a fresh one on TEST_DATABASE_URL's
 * server, or a PGlite of its own (the metadata database's PGlite takes exactly one connection, its pool's).
 */
export async function openAnalyticsPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const db = await freshPostgres(serverUrl);
    return { url: db.uri, close: db.drop };
  }
  const pg = await startPgliteChild();
  return { url: pg.url, close: pg.stop };
}

export async function openTestDataSource(): Promise<TestDataSource> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? onServer(serverUrl) : onPglite();
}
