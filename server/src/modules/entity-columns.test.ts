/**
 * Hot reads run raw SQL whose SELECT list is `entityColumns(E)` (platform/entity-select.ts) instead of a
 * repository `find`: the rows must be exactly what the repository answers, value for value and type for
 * type (Date, parsed jsonb, number, null), on PGlite and on PostgreSQL alike. Every table holding a row after
 * a seeded security set, a dataset with a column and a metric, a chart, a dashboard and a tag is compared.
 */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { entityColumns, rowsWhereIn, tableOf } from '../platform/entity-select';
import { openTestDataSource, type TestDataSource } from '../test-support/pg';
import { seedChart, seedDashboard, seedDatabase, seedDataset, seedSecurity, seedTag, seedUser } from '../test-support/seed';
import { Chart } from './chart';
import { Dashboard } from './dashboard';
import { DatasetColumn, SqlMetric } from './dataset';
import { User } from './security';
import { ENTITIES } from '.';

let testDb: TestDataSource;
let ds: DataSource;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const ada = await seedUser(em, { username: 'ada', roles: ['Alpha'] });
  const database = await seedDatabase(em, { databaseName: 'rows' });
  const dataset = await seedDataset(em, { database, tableName: 'facts', schema: 'public', owners: [ada] });
  await em.insert(DatasetColumn, { datasetId: dataset.id, columnName: 'ds', isDttm: true, type: 'TIMESTAMP' });
  await em.insert(SqlMetric, { datasetId: dataset.id, metricName: 'count', expression: 'COUNT(*)', extra: '{"warning_markdown":null}' });
  const dashboard = await seedDashboard(em, { title: 'Rows', owners: [ada], jsonMetadata: { color_scheme: 'x' } });
  await seedChart(em, { sliceName: 'Rows', dataset, owners: [ada], dashboards: [dashboard], tags: [await seedTag(em, 'rows')], lastSavedAt: new Date(Date.UTC(2024, 1, 2, 3, 4, 5)) });
});

afterAll(async () => {
  await testDb?.close();
});

describe('entityColumns', () => {
  it('reads every seeded table as its repository does', async () => {
    const compared: string[] = [];
    for (const entity of ENTITIES) {
      const keys = ds.getMetadata(entity).primaryColumns;
      const order = Object.fromEntries(keys.map((k) => [k.propertyName, 'ASC']));
      const viaRepository = (await ds.manager.find(entity, { order })).map((row) => ({ ...(row as object) }));
      if (!viaRepository.length) continue;
      const viaSql: unknown[] = await ds.query(`SELECT ${entityColumns(entity, 'e')} FROM ${tableOf(entity)} e ORDER BY ${keys.map((k) => `e.${k.databaseName}`).join(', ')}`);
      expect({ entity: entity.name, rows: viaSql }).toStrictEqual({ entity: entity.name, rows: viaRepository });
      compared.push(entity.name);
    }
    expect(compared).toEqual(expect.arrayContaining(['User', 'Role', 'Database', 'Dataset', 'DatasetColumn', 'SqlMetric', 'Chart', 'Dashboard', 'Tag', 'TaggedObject']));
  });

  it('selects the listed properties under their names, and refuses one that is not a column property', () => {
    expect(entityColumns(Chart, 'c', ['id', 'sliceName'])).toBe('c.id AS "id", c.slice_name AS "sliceName"');
    expect(() => entityColumns(Chart, 'c', ['owners' as never])).toThrow('Chart has no column property owners');
  });
});

describe('rowsWhereIn', () => {
  it('answers the rows holding any of the values, each once, and nothing for no values', async () => {
    const [ada] = await ds.manager.find(User, { where: { username: 'ada' } });
    const rows = await rowsWhereIn(ds.manager, User, 'id', [ada.id, ada.id, 99_999], ['id', 'username', 'createdOn']);
    expect(rows).toStrictEqual([{ id: ada.id, username: 'ada', createdOn: ada.createdOn }]);
    expect(await rowsWhereIn(ds.manager, Dashboard, 'slug', [], ['id'])).toEqual([]);
  });
});
