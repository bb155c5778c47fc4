/**
 * The metadata database: a real PostgreSQL via DATABASE_URL, or the embedded default — PGlite, file-backed
 * under DATA_DIR, served on a loopback socket so the ordinary `pg` driver (and so the same TypeORM code and
 * migrations) reach it. Migrations are the only way the schema changes; they run at every start.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from './logger';
import { MetadataWrites } from './metadata-writes';
import { StatementCountingLogger } from './statement-count';
import type { Class } from './module';

/**
 * Timestamps are stored as naive UTC (`timestamp without time zone`, as Superset does). Make the driver
 * read and write them as UTC whatever the process time zone is, and run sessions in UTC so database-side
 * defaults agree.
 */
const TIMESTAMP_WITHOUT_TZ_OID = 1114;
pg.types.setTypeParser(TIMESTAMP_WITHOUT_TZ_OID, (text: string) => new Date(`${text.replace(' ', 'T')}Z`));
pg.defaults.parseInputDatesAsUTC = true;

export interface MetadataDb {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * PGlite is ONE Postgres session. pglite-socket queues protocol messages one at a time, but outside a
 * transaction the messages of one extended-query sequence (Parse/Bind/Execute/Sync) from several connections
 * interleave: one request's Bind then lands on another's unnamed statement, which is an error at best and,
 * at worst, another request's statement run with this one's parameters. So exactly one connection ever talks
 * to PGlite: the pool holds one (kept open, so it is never handed over), each statement sequence and each
 * transaction runs on it whole, and the socket refuses a second connection. Requests queue in the pool, which
 * is what PGlite would do anyway (it runs one statement at a time). The cost: code that opens a transaction
 * and then queries through any other path waits for the one connection (`connectionTimeoutMillis`, then an
 * error); inside a transaction every query goes through the transaction's EntityManager (DESIGN.md rule 8).
 */
const EMBEDDED_POOL_SIZE = 1;
export const EMBEDDED_SOCKET_CONNECTIONS = 1;
/** A real PostgreSQL runs statements in parallel, one backend per connection. */
const SERVER_POOL_SIZE = 10;
/** How long a query waits for a pool connection before it fails (a deadlock must not hang a request). */
const CONNECTION_WAIT_MS = 30_000;

export function migrationsGlob(): string {
  const ext = __filename.endsWith('.ts') ? 'ts' : 'js';
  // src/platform -> repo root, and dist/server/src/platform -> server/dist: both three levels up.
  return path.join(__dirname, '..', '..', '..', 'migrations', `*.${ext}`);
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The metadata DataSource (not initialized). `embedded`: the URL is an embedded PGlite's socket, which
 * takes the single-connection pool above. `entities`: every module's (modules/index.ts ENTITIES); the
 * platform knows no module itself. Tests build theirs here too, so they run what production runs.
 */
export function metadataDataSource(url: string, opts: { embedded: boolean; entities: readonly Class[]; logging?: boolean }): DataSource {
  const pool = opts.embedded ? { max: EMBEDDED_POOL_SIZE, idleTimeoutMillis: 0 } : { max: SERVER_POOL_SIZE };
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...opts.entities],
    migrations: [migrationsGlob()],
    migrationsTransactionMode: 'each',
    synchronize: false,
    // uuid defaults use core gen_random_uuid(); no extension to install (PGlite cannot).
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: opts.logging === false ? false : ['error'],
    // The embedded database has this process as its only client: its writes are all seen here.
    logger: new StatementCountingLogger(opts.logging === false ? false : ['error'], opts.embedded ? new MetadataWrites() : null),
    extra: { ...pool, connectionTimeoutMillis: CONNECTION_WAIT_MS, options: '-c TimeZone=UTC' },
  });
}

/**
 * Creating a PGlite data directory runs initdb in a WASM instance of its own; its memory and the bundles it
 * unpacks (several hundred MB) would stay in this process until a full garbage collection happens to run. A
 * short-lived child process creates the directory instead, so the server only ever opens an existing one.
 */
async function createPgliteDataDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  mkdirSync(dir, { recursive: true });
  const script = `require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close()).catch((err) => {
    process.stderr.write(String((err && err.stack) || err));
    process.exit(1);
  });`;
  const child = spawn(process.execPath, ['-e', script, require.resolve('@electric-sql/pglite'), dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the metadata database in ${dir} failed (exit ${code}): ${stderr.trim()}`);
}

/**
 * Starts the embedded PGlite, file-backed in `dir`, behind a loopback socket. `sharedBuffersMb` is its page
 * cache (PostgreSQL's shared_buffers, 128 MB unless told), resident for the life of the process.
 */
export async function startEmbeddedPostgres(dir: string, opts: { sharedBuffersMb: number }): Promise<{ url: string; stop(): Promise<void> }> {
  await createPgliteDataDir(dir);
  // PGlite ships as ESM+CJS; loaded lazily so a DATABASE_URL deployment never pays its WASM start-up.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMb}MB`] });
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: EMBEDDED_SOCKET_CONNECTIONS });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** Opens (and migrates) the metadata database. `entities`: every module's (modules/index.ts ENTITIES). */
export async function openMetadataDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>,
  logger: Logger,
  entities: readonly Class[],
): Promise<MetadataDb> {
  if (config.databaseUrl) {
    const dataSource = metadataDataSource(config.databaseUrl, { embedded: false, entities });
    await dataSource.initialize();
    await runMigrations(dataSource, logger);
    return { dataSource, embedded: false, close: () => dataSource.destroy() };
  }

  const dir = path.join(config.dataDir, 'metadata');
  const started = Date.now();
  const pg = await startEmbeddedPostgres(dir, { sharedBuffersMb: config.pgliteSharedBuffersMb });
  logger.info(`Embedded metadata database (PGlite) at ${dir} ready in ${Date.now() - started} ms`);
  const dataSource = metadataDataSource(pg.url, { embedded: true, entities });
  try {
    await dataSource.initialize();
    await runMigrations(dataSource, logger);
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await pg.stop();
    throw err;
  }
  return {
    dataSource,
    embedded: true,
    async close() {
      await dataSource.destroy();
      await pg.stop();
    },
  };
}

async function runMigrations(dataSource: DataSource, logger: Logger): Promise<void> {
  const ran = await dataSource.runMigrations({ transaction: 'each' });
  if (ran.length) logger.info(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
}
