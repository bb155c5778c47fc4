import { seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { DatasourceCache } from './datasource-definition';
import { DatasetColumn } from './dataset-column.entity';
import { deleteChildren, insertColumn, touchDataset } from './dataset-store';

describe('DatasourceCache', () => {
  let db: TestDataSource;
  let datasetId: number;
  let databaseId: number;
  let userId: number;

  beforeAll(async () => {
    db = await openTestDataSource();
    const em = db.dataSource.manager;
    await seedSecurity(em);
    userId = (await seedUser(em, { username: 'admin', roles: ['Admin'] })).id;
    const database = await seedDatabase(em, { databaseName: 'warehouse' });
    databaseId = database.id;
    datasetId = (await seedDataset(em, { database, tableName: 'orders' })).id;
  });
  afterAll(() => db.close());

  const columnNames = (loaded: Awaited<ReturnType<DatasourceCache['load']>>) => loaded?.definition.columns.map((c) => c.columnName);

  it('answers from memory while nothing changed, and re-reads after a column is added or deleted', async () => {
    const cache = new DatasourceCache();
    const q = db.dataSource.manager;
    const first = await cache.load(q, datasetId);
    expect(columnNames(first)).toEqual([]);
    expect(await cache.load(q, datasetId)).toBe(first);

    await db.dataSource.transaction(async (tx) => {
      await insertColumn(tx, datasetId, { columnName: 'amount', type: 'DOUBLE', groupby: true, filterable: true, isActive: true }, userId);
      await touchDataset(tx, datasetId, userId);
    });
    const second = await cache.load(q, datasetId);
    expect(second).not.toBe(first);
    expect(columnNames(second)).toEqual(['amount']);

    const [{ id: columnId }] = await q.find(DatasetColumn, { where: { datasetId } });
    await db.dataSource.transaction(async (tx) => {
      await deleteChildren(tx, DatasetColumn, [columnId]);
      await touchDataset(tx, datasetId, userId);
    });
    expect(columnNames(await cache.load(q, datasetId))).toEqual([]);
  });

  it("re-reads when the dataset's database changes", async () => {
    const cache = new DatasourceCache();
    const q = db.dataSource.manager;
    expect((await cache.load(q, datasetId))?.database.cacheTimeout).toBeNull();
    await q.query(`UPDATE dbs SET cache_timeout = 600, changed_on = timezone('utc', now()) WHERE id = $1`, [databaseId]);
    expect((await cache.load(q, datasetId))?.database.cacheTimeout).toBe(600);
  });

  it('asks nothing while this process wrote nothing to the embedded database, and asks again after any write', async () => {
    const cache = new DatasourceCache();
    const q = db.dataSource.manager;
    const first = await cache.load(q, datasetId);
    const query = jest.spyOn(q, 'query');
    try {
      expect(await cache.load(q, datasetId)).toBe(first);
      // A PostgreSQL server has other writers: the change stamps are read every time there.
      expect(query).toHaveBeenCalledTimes(process.env.TEST_DATABASE_URL ? 1 : 0);
      await q.query(`UPDATE dbs SET changed_on = changed_on WHERE id = $1`, [databaseId]);
      query.mockClear();
      expect(await cache.load(q, datasetId)).toBe(first);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('does not keep what a rolled-back transaction showed', async () => {
    const cache = new DatasourceCache();
    const q = db.dataSource.manager;
    await db.dataSource
      .transaction(async (tx) => {
        await insertColumn(tx, datasetId, { columnName: 'draft', type: 'TEXT', groupby: true, filterable: true, isActive: true }, userId);
        await touchDataset(tx, datasetId, userId);
        expect(columnNames(await cache.load(tx, datasetId))).toContain('draft');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(columnNames(await cache.load(q, datasetId))).not.toContain('draft');
  });

  it('forgets a deleted dataset', async () => {
    const cache = new DatasourceCache();
    const q = db.dataSource.manager;
    const database = await seedDatabase(q, { databaseName: 'scratch' });
    const doomed = (await seedDataset(q, { database, tableName: 'doomed' })).id;
    expect(await cache.load(q, doomed)).not.toBeNull();
    await q.query('DELETE FROM tables WHERE id = $1', [doomed]);
    expect(await cache.load(q, doomed)).toBeNull();
  });
});
