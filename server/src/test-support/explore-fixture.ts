/**
 * The fixture the explore integration tests share: a migrated metadata database with the security
 * catalogue, an admin, a Gamma user (no data access) and a user whose role reads charts and every
 * datasource but may not download (no can_csv), plus the example births dataset in a fresh DuckDB file.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { closeAllEngines } from '../engines';
import { bootstrapExamples, EXAMPLES_FILE, generateExampleTables } from '../examples/examples.service';
import { RequestContext } from '../platform/context';
import { createLogger } from '../platform/logger';
import { openTestDataSource } from './pg';
import { templateStart } from './template-file';
import { seedRole, seedSecurity, seedUser } from './seed';
import { AuthService, TokenService } from '../modules/security';

export const TEST_CONFIG = { rowLimit: 50_000, sqlMaxRow: 100_000, samplesRowLimit: 1_000, secretKey: 'k'.repeat(32), webserverTimeoutSec: 60 };

export interface ExploreFixture {
  dataSource: DataSource;
  /** Where the example DuckDB file lives. */
  dataDir: string;
  datasetId: number;
  /** The dataset's column names, in the order the datasource lists them. */
  datasetColumns: string[];
  admin: RequestContext;
  gamma: RequestContext;
  /** Reads charts and all data, but holds no can_csv. */
  reader: RequestContext;
  anonymous: RequestContext;
  close(): Promise<void>;
}

async function contextFor(dataSource: DataSource, username: string): Promise<RequestContext> {
  const auth = new AuthService(dataSource, new TokenService({ ...TEST_CONFIG, accessTokenTtlSec: 60, refreshTokenTtlSec: 60, sessionTtlSec: 60 }), {
    secureCookies: false,
  });
  const [{ id }] = await dataSource.query('SELECT id FROM ab_user WHERE username = $1', [username]);
  const actor = await auth.loadActor(id);
  return new RequestContext({ actor, authKind: 'bearer', transport: 'internal' });
}

/** What the example tables' content depends on: the code that generates and writes them, and the installed DuckDB. */
function exampleTablesKey(): string {
  const duckdb = require.resolve('@duckdb/node-api');
  const { mtimeMs, size } = statSync(duckdb);
  const hash = createHash('sha1').update(`${duckdb}:${mtimeMs}:${size}`);
  for (const dir of [path.join(__dirname, '../examples'), path.join(__dirname, '../engines/duckdb')]) {
    for (const name of readdirSync(dir).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file)).sort()) hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Puts the example tables' DuckDB file into `dataDir`, made once per machine: generating them (about half a
 * million rows) was most of each fixture's start, and bootstrapExamples then finds every table and only
 * registers them. Without a template (another process never finished one) bootstrapExamples generates them.
 */
async function copyExampleTables(dataDir: string): Promise<void> {
  const template = path.join(tmpdir(), `tessera-test-examples-${exampleTablesKey()}.duckdb`);
  const start = await templateStart(template);
  try {
    if (start.mode === 'make') {
      const scratch = mkdtempSync(path.join(tmpdir(), 'tessera-examples-'));
      try {
        await generateExampleTables({ dataDir: scratch, logger: createLogger('error') });
        // Closing checkpoints the file: no write-ahead log is left beside it.
        await closeAllEngines();
        const made = path.join(scratch, EXAMPLES_FILE);
        if (!existsSync(`${made}.wal`)) {
          const partial = `${template}.${process.pid}`;
          copyFileSync(made, partial);
          renameSync(partial, template);
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    if (existsSync(template)) copyFileSync(template, path.join(dataDir, EXAMPLES_FILE));
  } finally {
    start.release();
  }
}

export async function openExploreFixture(): Promise<ExploreFixture> {
  const db = await openTestDataSource();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-explore-'));
  const em = db.dataSource.manager;
  await seedSecurity(em);
  await seedRole(em, 'reader', [
    ['can_read', 'Chart'],
    ['can_read', 'Dataset'],
    ['all_datasource_access', 'all_datasource_access'],
  ]);
  await seedUser(em, { username: 'admin', roles: ['Admin'] });
  await seedUser(em, { username: 'gamma', roles: ['Gamma'] });
  await seedUser(em, { username: 'reader', roles: ['reader'] });
  await copyExampleTables(dataDir);
  await bootstrapExamples({ dataSource: db.dataSource, dataDir, adminUsername: 'admin', logger: createLogger('error') });
  const [{ id: datasetId }] = await db.dataSource.query(`SELECT id FROM tables WHERE table_name = 'birth_names'`);
  const columns = await db.dataSource.query('SELECT column_name FROM table_columns WHERE table_id = $1 AND COALESCE(is_active, TRUE) ORDER BY id', [datasetId]);
  return {
    dataSource: db.dataSource,
    dataDir,
    datasetId,
    datasetColumns: columns.map((c: { column_name: string }) => c.column_name),
    admin: await contextFor(db.dataSource, 'admin'),
    gamma: await contextFor(db.dataSource, 'gamma'),
    reader: await contextFor(db.dataSource, 'reader'),
    anonymous: RequestContext.system(),
    async close() {
      await closeAllEngines();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
