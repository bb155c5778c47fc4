/** Writes of charts and their owners through the Chart entity: clones, owner changes and the import's save. */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedChart, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import type { User } from '../security';
import { saveImportedChart } from './chart-import';
import { chartQueryContext, chartRefs, chartsOnDatasets, datasetChartQueryContexts } from './chart-lookups';
import { chartOwnerIds, cloneCharts, setChartOwners } from './chart-store';
import { Chart } from './chart.entity';

let testDb: TestDataSource;
let ds: DataSource;
let ada: User;
let bob: User;
let datasetId: number;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  ada = await seedUser(em, { username: 'ada', roles: ['Alpha'] });
  bob = await seedUser(em, { username: 'bob', roles: ['Alpha'] });
  const database = await seedDatabase(em, { databaseName: 'store' });
  datasetId = (await seedDataset(em, { database, tableName: 'facts', schema: 'public' })).id;
});

afterAll(async () => {
  await testDb?.close();
});

const chart = (sliceName: string, owners: User[] = [bob]) => seedChart(ds.manager, { sliceName, datasourceType: 'table', datasourceId: datasetId, owners });

describe('cloneCharts', () => {
  it('copies each chart once, in the order of their ids, owned and saved now by the actor; missing ones are skipped', async () => {
    const first = await chart('First');
    const second = await chart('Second');
    await ds.manager.update(Chart, second.id, { queryContext: '{"q":1}', certifiedBy: 'someone' });
    const mapping = await ds.transaction((em) => cloneCharts(em, [second.id, first.id, second.id, 99_999], ada.id));
    expect([...mapping.keys()]).toEqual([first.id, second.id]);
    const [copyOfFirst, copyOfSecond] = [mapping.get(first.id)!, mapping.get(second.id)!];
    expect(copyOfFirst).toBeLessThan(copyOfSecond);
    const copy = await ds.manager.findOneByOrFail(Chart, { id: copyOfSecond });
    expect(copy).toMatchObject({ sliceName: 'Second', datasourceId: datasetId, datasourceType: 'table', queryContext: '{"q":1}', certifiedBy: null, createdByFk: ada.id, changedByFk: ada.id, lastSavedByFk: ada.id });
    expect(copy.uuid).not.toBe(second.uuid);
    expect(copy.lastSavedAt).toBeInstanceOf(Date);
    expect(await chartOwnerIds(ds.manager, copyOfFirst)).toEqual([ada.id]);
    expect(await chartOwnerIds(ds.manager, first.id)).toEqual([bob.id]);
    await expect(ds.transaction((em) => cloneCharts(em, [], ada.id))).resolves.toEqual(new Map());
  });
});

describe('setChartOwners', () => {
  it('adds and removes owners against the current ones, duplicates once', async () => {
    const c = await chart('Owned', [bob]);
    await ds.transaction((em) => setChartOwners(em, c.id, [ada.id, ada.id, bob.id], [bob.id]));
    expect(await chartOwnerIds(ds.manager, c.id)).toEqual([ada.id, bob.id].sort((a, b) => a - b));
    await ds.transaction((em) => setChartOwners(em, c.id, [ada.id], [ada.id, bob.id]));
    expect(await chartOwnerIds(ds.manager, c.id)).toEqual([ada.id]);
    await ds.transaction((em) => setChartOwners(em, c.id, [], [ada.id]));
    expect(await chartOwnerIds(ds.manager, c.id)).toEqual([]);
  });
});

describe('lookups', () => {
  it('reads query contexts and references keyed as before', async () => {
    const c = await chart('Looked up');
    await ds.manager.update(Chart, c.id, { queryContext: '{"x":2}' });
    expect(await chartQueryContext(ds.manager, c.id)).toEqual([{ id: c.id, query_context: '{"x":2}' }]);
    await expect(chartQueryContext(ds.manager, 99_999)).resolves.toEqual([]);
    expect((await datasetChartQueryContexts(ds.manager, datasetId)).map((r) => r.id)).toEqual(
      (await ds.manager.find(Chart, { where: { datasourceId: datasetId }, order: { id: 'ASC' } })).map((x) => x.id),
    );
    expect(await chartRefs(ds.manager, [c.id, 99_999])).toEqual([{ id: c.id, uuid: c.uuid, datasourceId: datasetId, datasourceType: 'table' }]);
    expect((await chartsOnDatasets(ds.manager, [datasetId])).find((r) => r.id === c.id)).toEqual({ id: c.id, sliceName: 'Looked up', vizType: 'table' });
    await expect(chartsOnDatasets(ds.manager, [])).resolves.toEqual([]);
  });
});

describe('saveImportedChart', () => {
  const values = (sliceName: string) => ({ uuid: '5f0c8a4e-3f0b-4c1e-9d55-0b8d9a6f1c01', slice_name: sliceName, viz_type: 'table', params: '{}', datasource_id: datasetId, datasource_type: 'table' });

  it('creates a chart owned and saved by the importer, then replaces it keeping its owners', async () => {
    const id = await ds.transaction((em) => saveImportedChart(em, values('Imported'), null, ada.id));
    const created = await ds.manager.findOneByOrFail(Chart, { id });
    expect(created).toMatchObject({ sliceName: 'Imported', createdByFk: ada.id, changedByFk: ada.id, lastSavedByFk: ada.id });
    expect(created.lastSavedAt).toBeInstanceOf(Date);
    expect(await chartOwnerIds(ds.manager, id)).toEqual([ada.id]);
    await expect(ds.transaction((em) => saveImportedChart(em, values('Replaced'), id, bob.id))).resolves.toBe(id);
    expect(await ds.manager.findOneByOrFail(Chart, { id })).toMatchObject({ sliceName: 'Replaced', createdByFk: ada.id, changedByFk: bob.id, lastSavedByFk: bob.id });
    expect(await chartOwnerIds(ds.manager, id)).toEqual([ada.id]);
    await expect(ds.transaction((em) => saveImportedChart(em, { ...values('Odd'), nope: 1 }, null, ada.id))).rejects.toThrow('slices has no column nope');
  });
});
