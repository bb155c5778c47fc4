/**
 * A migrated, empty metadata database for integration tests. With TEST_DATABASE_URL (a real PostgreSQL
 * started by scripts/test.sh) each call creates its own database on that server; without it, each call
 * starts an in-memory PGlite behind a loopback socket. Either way the schema comes from the migrations, as
 * in production, and `close()` removes everything.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { EMBEDDED_SOCKET_CONNECTIONS, freeLoopbackPort, metadataDataSource, migrationsGlob } from '../platform/db';
import { ENTITIES } from '../modules';
import { freshPostgres } from './engine-databases';
import { templateStart } from './template-file';

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
 * A fresh PGlite's start is mostly initdb (~10 s of WASM on two cores, against ~1 s to load a data directory),
 * and a fresh metadata database then runs the same migrations (~3 s) as every other. So each is done once per
 * machine and kept as a template file, which later children load instead:
 *   - "initdb": an empty cluster, named after the installed PGlite (a reinstall or upgrade makes a new one);
 *   - "migrated": that cluster after the migrations, named after PGlite and the migrations' contents (a changed
 *     or added migration makes a new one). Its schema is still the migrations': they made it, and TypeORM finds
 *     every one of them applied when the test's data source opens.
 * argv: port, the template to load ('' for none), a file to dump the fresh cluster to ('' for none). A line
 * "dump <file>" on stdin dumps the cluster as it is then (after the parent migrated it) and answers "dumped".
 */
const PGLITE_CHILD = `
const fs = require('node:fs');
const readline = require('node:readline');
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
const [port, loadFrom, dumpFresh] = process.argv.slice(1);
const dumpTo = async (db, file) => {
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = file + '.' + process.pid;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
};
(async () => {
  const db = loadFrom ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(loadFrom)]) }) : await PGlite.create();
  if (dumpFresh) await dumpTo(db, dumpFresh);
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
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (!line.startsWith('dump ')) return;
    dumpTo(db, line.slice(5)).then(
      () => process.stdout.write('dumped\\n'),
      (err) => process.stdout.write('dump failed: ' + String(err && err.message || err) + '\\n'),
    );
  });
  lines.on('close', stop);
  process.stdout.write('ready\\n');
})().catch((err) => {
  process.stderr.write(String(err && err.stack || err));
  process.exit(1);
});
`;

/** A template's file, named after the installed PGlite and `key` (what else the template depends on). */
function pgliteTemplateFile(kind: 'initdb' | 'migrated', key = ''): string {
  const main = require.resolve('@electric-sql/pglite');
  const { mtimeMs, size } = statSync(main);
  const hash = createHash('sha1').update(`${main}:${mtimeMs}:${size}:${key}`).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `tessera-test-pglite-${kind}-${hash}.tar`);
}

/** What the migrations are: their file names and contents, in order. */
function migrationsKey(): string {
  const dir = path.dirname(migrationsGlob());
  const ext = path.extname(migrationsGlob());
  const hash = createHash('sha1');
  for (const name of readdirSync(dir).filter((file) => file.endsWith(ext)).sort()) hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

interface PgliteChild {
  url: string;
  /** Dumps the cluster as it is now to `file` (a template for later children). */
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** A PGlite child on an empty cluster (from the initdb template), or on `loadFrom` when given. */
async function startPgliteChild(loadFrom?: string): Promise<PgliteChild> {
  const port = await freeLoopbackPort();
  const initdb = pgliteTemplateFile('initdb');
  const start = loadFrom ? undefined : await templateStart(initdb);
  const from = loadFrom ?? (start?.mode === 'load' ? initdb : '');
  const dumpFresh = start?.mode === 'make' ? initdb : '';
  // cwd here so the child resolves PGlite from this package's node_modules, wherever jest was started.
  const child = spawn(process.execPath, ['-e', PGLITE_CHILD, String(port), from, dumpFresh], { cwd: __dirname, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`PGlite child exited (${code}): ${stderr}`));
      child.once('exit', onExit);
      lines.once('line', (line) => {
        child.off('exit', onExit);
        resolve(line);
      });
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const line = await nextLine();
    if (line !== 'ready') throw new Error(`PGlite child said "${line}" instead of ready: ${stderr}`);
  } finally {
    start?.release();
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async dump(file) {
      const answer = nextLine();
      child.stdin.write(`dump ${file}\n`);
      const line = await answer;
      if (line !== 'dumped') throw new Error(`PGlite child could not dump its cluster: ${line}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function onPglite(): Promise<TestDataSource> {
  const migrated = pgliteTemplateFile('migrated', migrationsKey());
  const start = await templateStart(migrated);
  let pg: PgliteChild;
  let dataSource: DataSource;
  try {
    pg = await startPgliteChild(start.mode === 'load' ? migrated : undefined);
    try {
      dataSource = await connect(pg.url, true);
      if (start.mode === 'make') await pg.dump(migrated);
    } catch (err) {
      await pg.stop();
      throw err;
    }
  } finally {
    start.release();
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
