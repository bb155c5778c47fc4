/**
 * The metadata database: a real PostgreSQL via DATABASE_URL, or the embedded default — PGlite, file-backed
 * under DATA_DIR, served on a loopback socket so the ordinary `pg` driver (and so the same TypeORM code and
 * migrations) reach it. Migrations are the only way the schema changes; they run at every start.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { Logger } from './logger';
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

/** PGlite shares ONE Postgres session across socket connections; keep the pool well below the socket cap. */
const EMBEDDED_POOL = 5;
const EMBEDDED_SOCKET_CONNECTIONS = 20;

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

function dataSourceFor(url: string, poolMax: number, entities: readonly Class[]): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities],
    migrations: [migrationsGlob()],
    migrationsTransactionMode: 'each',
    synchronize: false,
    // uuid defaults use core gen_random_uuid(); no extension to install (PGlite cannot).
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: ['error'],
    extra: { max: poolMax, connectionTimeoutMillis: 30_000, options: '-c TimeZone=UTC' },
  });
}

/** Starts an embedded PGlite (file-backed when `dir` is given, else in memory) behind a loopback socket. */
export async function startEmbeddedPostgres(dir: string | null): Promise<{ url: string; stop(): Promise<void> }> {
  // PGlite ships as ESM+CJS; loaded lazily so a DATABASE_URL deployment never pays its WASM start-up.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (dir) mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir ?? undefined);
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

/** `entities`: every module's (modules/index.ts ENTITIES); the platform knows no module itself. */
export async function openMetadataDb(opts: { databaseUrl: string | null; dataDir: string; logger: Logger; entities: readonly Class[] }): Promise<MetadataDb> {
  const { logger } = opts;
  if (opts.databaseUrl) {
    const dataSource = dataSourceFor(opts.databaseUrl, 10, opts.entities);
    await dataSource.initialize();
    await runMigrations(dataSource, logger);
    return { dataSource, embedded: false, close: () => dataSource.destroy() };
  }

  const dir = path.join(opts.dataDir, 'metadata');
  const started = Date.now();
  const pg = await startEmbeddedPostgres(dir);
  logger.info(`Embedded metadata database (PGlite) at ${dir} ready in ${Date.now() - started} ms`);
  const dataSource = dataSourceFor(pg.url, EMBEDDED_POOL, opts.entities);
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
