/**
 * The fixture the explore integration tests share: a migrated metadata database with the security
 * catalogue, an admin, a Gamma user (no data access) and a user whose role reads charts and every
 * datasource but may not download (no can_csv), plus the example births dataset in a fresh DuckDB file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { closeAllEngines } from '../engines';
import { bootstrapExamples } from '../examples/examples.service';
import { RequestContext } from '../platform/context';
import { createLogger } from '../platform/logger';
import { openTestDataSource } from './pg';
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
