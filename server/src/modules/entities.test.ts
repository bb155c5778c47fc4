/**
 * The entities and the migrations describe the same schema, and the relations the features rely on
 * round-trip through a real PostgreSQL (PGlite, or TEST_DATABASE_URL).
 */
import type { DataSource } from 'typeorm';
import { Chart } from './chart';
import { Dashboard } from './dashboard';
import { Database } from './database';
import { Dataset, DatasetColumn, SqlMetric } from './dataset';
import { User } from './security';
import { openTestDataSource, type TestDataSource } from '../test-support/pg';
import { ENTITIES } from '.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let db: TestDataSource;
let ds: DataSource;

beforeAll(async () => {
  db = await openTestDataSource();
  ds = db.dataSource;
});

afterAll(async () => {
  await db?.close();
});

async function makeUser(username: string): Promise<User> {
  return ds.getRepository(User).save(ds.getRepository(User).create({ username, firstName: username, lastName: 'Test', email: `${username}@example.test` }));
}

async function makeDatabase(name: string): Promise<Database> {
  return ds.getRepository(Database).save(ds.getRepository(Database).create({ databaseName: name, sqlalchemyUri: 'duckdb:///examples.duckdb' }));
}

describe('metadata schema', () => {
  it('has no drift between the entities and the migrations', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('maps every entity to the Superset table name it is known by', () => {
    const tables = ENTITIES.map((e) => ds.getMetadata(e).tableName).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'ab_user',
        'ab_role',
        'ab_permission',
        'ab_view_menu',
        'ab_permission_view',
        'dbs',
        'tables',
        'table_columns',
        'sql_metrics',
        'slices',
        'dashboards',
        'saved_query',
        'query',
        'tab_state',
        'table_schema',
        'report_schedule',
        'report_recipient',
        'report_execution_log',
        'tag',
        'tagged_object',
        'favstar',
        'logs',
        'key_value',
        'async_events',
        'css_templates',
        'annotation_layer',
        'annotation',
        'themes',
      ]),
    );
  });
});

describe('relations round-trip', () => {
  it('stores a dataset with its columns, metrics and owners, and generates uuids', async () => {
    const owner = await makeUser('dataset_owner');
    const database = await makeDatabase('examples_a');
    const dataset = await ds.getRepository(Dataset).save(
      ds.getRepository(Dataset).create({ tableName: 'birth_names', schema: 'main', databaseId: database.id, owners: [owner] }),
    );
    await ds.getRepository(DatasetColumn).save([
      ds.getRepository(DatasetColumn).create({ datasetId: dataset.id, columnName: 'ds', type: 'TIMESTAMP', isDttm: true }),
      ds.getRepository(DatasetColumn).create({ datasetId: dataset.id, columnName: 'num', type: 'BIGINT' }),
    ]);
    await ds.getRepository(SqlMetric).save(
      ds.getRepository(SqlMetric).create({ datasetId: dataset.id, metricName: 'count', expression: 'COUNT(*)', currency: { symbol: 'USD', symbolPosition: 'prefix' } }),
    );

    const loaded = await ds.getRepository(Dataset).findOneOrFail({
      where: { id: dataset.id },
      relations: { columns: true, metrics: true, owners: true, database: true },
    });
    expect(loaded.uuid).toMatch(UUID);
    expect(loaded.database?.databaseName).toBe('examples_a');
    expect(loaded.owners?.map((u) => u.username)).toEqual(['dataset_owner']);
    expect(loaded.columns?.map((c) => [c.columnName, c.isDttm, c.groupby, c.filterable]).sort()).toEqual([
      ['ds', true, true, true],
      ['num', false, true, true],
    ]);
    expect(loaded.columns?.every((c) => UUID.test(c.uuid))).toBe(true);
    expect(loaded.metrics?.[0]).toMatchObject({ metricName: 'count', expression: 'COUNT(*)', currency: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(loaded.filterSelectEnabled).toBe(true);
    expect(loaded.offset).toBe(0);
  });

  it('deletes columns and metrics with their dataset', async () => {
    const database = await makeDatabase('examples_b');
    const dataset = await ds.getRepository(Dataset).save(ds.getRepository(Dataset).create({ tableName: 't', databaseId: database.id }));
    await ds.getRepository(DatasetColumn).save(ds.getRepository(DatasetColumn).create({ datasetId: dataset.id, columnName: 'a' }));
    await ds.getRepository(SqlMetric).save(ds.getRepository(SqlMetric).create({ datasetId: dataset.id, metricName: 'm', expression: 'COUNT(*)' }));
    await ds.getRepository(Dataset).delete(dataset.id);
    expect(await ds.getRepository(DatasetColumn).countBy({ datasetId: dataset.id })).toBe(0);
    expect(await ds.getRepository(SqlMetric).countBy({ datasetId: dataset.id })).toBe(0);
  });

  it('refuses a second dataset of the same name even when catalog and schema are null', async () => {
    const database = await makeDatabase('examples_c');
    const repo = ds.getRepository(Dataset);
    await repo.save(repo.create({ tableName: 'dup', databaseId: database.id }));
    await expect(repo.save(repo.create({ tableName: 'dup', databaseId: database.id }))).rejects.toThrow(/uq_tables_database_catalog_schema_table/);
    // Same name in another schema is another dataset.
    await expect(repo.save(repo.create({ tableName: 'dup', schema: 'other', databaseId: database.id }))).resolves.toBeDefined();
  });

  it('refuses two columns of the same name in one dataset', async () => {
    const database = await makeDatabase('examples_d');
    const dataset = await ds.getRepository(Dataset).save(ds.getRepository(Dataset).create({ tableName: 'cols', databaseId: database.id }));
    const repo = ds.getRepository(DatasetColumn);
    await repo.save(repo.create({ datasetId: dataset.id, columnName: 'x' }));
    await expect(repo.save(repo.create({ datasetId: dataset.id, columnName: 'x' }))).rejects.toThrow(/duplicate key/);
  });

  it('stores a chart with owners and dashboards, reachable from both sides (the links are the dashboard side of the relation)', async () => {
    const alice = await makeUser('alice');
    const bob = await makeUser('bob');
    const database = await makeDatabase('examples_e');
    const dataset = await ds.getRepository(Dataset).save(ds.getRepository(Dataset).create({ tableName: 'sales', databaseId: database.id }));
    const dashboard = await ds.getRepository(Dashboard).save(
      ds.getRepository(Dashboard).create({ dashboardTitle: 'Sales', slug: 'sales', owners: [alice], createdByFk: alice.id }),
    );
    const chart = await ds.getRepository(Chart).save(
      ds.getRepository(Chart).create({
        sliceName: 'Revenue',
        vizType: 'echarts_timeseries_line',
        datasourceId: dataset.id,
        datasourceType: 'table',
        params: JSON.stringify({ viz_type: 'echarts_timeseries_line', metrics: ['count'] }),
        owners: [alice, bob],
        createdByFk: alice.id,
        lastSavedByFk: bob.id,
        lastSavedAt: new Date(),
      }),
    );

    await ds.createQueryBuilder().relation(Dashboard, 'charts').of(dashboard.id).add(chart.id);

    const loadedChart = await ds.getRepository(Chart).findOneOrFail({
      where: { id: chart.id },
      relations: { owners: true, createdBy: true, lastSavedBy: true },
    });
    const chartDashboards = await ds.getRepository(Dashboard).find({ where: { charts: { id: chart.id } } });
    expect(loadedChart.uuid).toMatch(UUID);
    expect(loadedChart.owners?.map((u) => u.username).sort()).toEqual(['alice', 'bob']);
    expect(chartDashboards.map((d) => d.slug)).toEqual(['sales']);
    expect(loadedChart.createdBy?.username).toBe('alice');
    expect(loadedChart.lastSavedBy?.username).toBe('bob');
    expect(JSON.parse(loadedChart.params!)).toEqual({ viz_type: 'echarts_timeseries_line', metrics: ['count'] });

    const loadedDashboard = await ds.getRepository(Dashboard).findOneOrFail({ where: { id: dashboard.id }, relations: { charts: true, owners: true } });
    expect(loadedDashboard.charts?.map((c) => c.sliceName)).toEqual(['Revenue']);
    expect(loadedDashboard.owners?.map((u) => u.username)).toEqual(['alice']);
    expect(loadedDashboard.published).toBe(false);

    // Deleting the chart removes its links, not the dashboard or the users.
    await ds.getRepository(Chart).delete(chart.id);
    const after = await ds.getRepository(Dashboard).findOneOrFail({ where: { id: dashboard.id }, relations: { charts: true } });
    expect(after.charts).toEqual([]);
    expect(await ds.query(`SELECT COUNT(*)::int AS n FROM slice_user WHERE slice_id = $1`, [chart.id])).toEqual([{ n: 0 }]);
    expect(await ds.getRepository(User).countBy({ username: 'bob' })).toBe(1);
  });

  it('leaves rows unattributed when the user who touched them is deleted', async () => {
    const carol = await makeUser('carol');
    const dashboard = await ds.getRepository(Dashboard).save(ds.getRepository(Dashboard).create({ dashboardTitle: 'Ops', createdByFk: carol.id, changedByFk: carol.id }));
    await ds.getRepository(User).delete(carol.id);
    const loaded = await ds.getRepository(Dashboard).findOneByOrFail({ id: dashboard.id });
    expect([loaded.createdByFk, loaded.changedByFk]).toEqual([null, null]);
  });

  it('allows many dashboards without a slug but not two with the same slug', async () => {
    const repo = ds.getRepository(Dashboard);
    await repo.save([repo.create({ dashboardTitle: 'a' }), repo.create({ dashboardTitle: 'b' })]);
    await repo.save(repo.create({ dashboardTitle: 'c', slug: 'same' }));
    await expect(repo.save(repo.create({ dashboardTitle: 'd', slug: 'same' }))).rejects.toThrow(/duplicate key/);
  });
});
