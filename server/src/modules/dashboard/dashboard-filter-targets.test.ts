/**
 * Filters across datasets against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): a native filter may target
 * several datasets, stored as sent; a writer may add only targets on datasets they can read, keep targets
 * already stored, and an admin may target any dataset.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { composeTestServices } from '../../test-support/services';
import type { Dataset } from '../dataset';
import { DatasourceMetadataService } from '../explore';
import { loadActors } from '../../test-support/actors';
import { DashboardDependents } from './dashboard-dependents';
import { refusedTargetsMessage } from './dashboard-filter-targets';
import { DashboardQueryService } from './dashboard-query.service';
import { DashboardWriteService } from './dashboard-write.service';

let testDb: TestDataSource;
let ds: DataSource;
let births: Dataset;
let sales: Dataset;
let writes: DashboardWriteService;
const actors = {} as Record<'admin' | 'gamma', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  births = await seedDataset(em, { database: examples, tableName: 'birth_names', schema: 'main' });
  sales = await seedDataset(em, { database: examples, tableName: 'sales', schema: 'main' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  const admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  const gamma = await seedUser(em, { username: 'gamma', roles: ['Gamma', 'births_reader'] });
  const queries = new DashboardQueryService(ds, { rbac: false }, new DatasourceMetadataService(ds));
  writes = new DashboardWriteService(ds, { rbac: false }, queries, composeTestServices(ds).get(DashboardDependents));
  Object.assign(actors, await loadActors(ds, { admin, gamma }));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: 'admin' | 'gamma') => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const target = (dataset: Dataset, column: string) => ({ datasetId: dataset.id, column: { name: column } });
const filter = (id: string, targets: unknown[]) => ({ id: `NATIVE_FILTER-${id}`, name: id, filterType: 'filter_select', targets });

describe('native filter targets on write', () => {
  it('stores a filter on several datasets as sent, and refuses a malformed one before writing', async () => {
    const d = await writes.create(ctxOf('admin'), {});
    const across = filter('across', [target(births, 'gender'), { ...target(sales, 'sex'), kept: 1 }]);
    const saved = await writes.setFilters(ctxOf('admin'), d.id, { modified: [across] });
    expect(saved[0].targets).toEqual(across.targets);
    expect(saved[0].config).toEqual(across);

    const bad = await failure(writes.setFilters(ctxOf('admin'), d.id, { modified: [filter('bad', [target(births, 'gender'), { datasetId: births.id }])] }));
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.extra).toEqual({ fields: { modified: { '0': { targets: { '1': { datasetId: ['A dataset can be targeted once per filter.'], column: ['Missing data for required field.'] } } } } } });
  });

  it('lets a writer add targets only on datasets they can read, and keep the ones already stored', async () => {
    const d = await writes.create(ctxOf('gamma'), {});
    await writes.setFilters(ctxOf('gamma'), d.id, { modified: [filter('own', [target(births, 'gender')])] });

    const refused = await failure(writes.setFilters(ctxOf('gamma'), d.id, { modified: [filter('own', [target(births, 'gender'), target(sales, 'deal_size')])] }));
    expect(refused.code).toBe('UNPROCESSABLE');
    expect(refused.extra).toEqual({ fields: { modified: [refusedTargetsMessage([sales.id])] } });
    const viaMetadata = await failure(writes.update(ctxOf('gamma'), d.id, { jsonMetadata: JSON.stringify({ native_filter_configuration: [filter('own', [target(sales, 'deal_size')])] }) }));
    expect(viaMetadata.extra).toEqual({ fields: { json_metadata: [refusedTargetsMessage([sales.id])] } });

    // A target an admin placed stays when the writer saves the filter again.
    await writes.setFilters(ctxOf('admin'), d.id, { modified: [filter('own', [target(births, 'gender'), target(sales, 'deal_size')])] });
    const renamed = await writes.setFilters(ctxOf('gamma'), d.id, { modified: [{ ...filter('own', [target(births, 'gender'), target(sales, 'deal_size')]), name: 'Renamed' }] });
    expect(renamed[0]).toMatchObject({ name: 'Renamed', targets: [target(births, 'gender'), target(sales, 'deal_size')] });
  });
});
