/**
 * A dashboard's data end to end (metadata PostgreSQL + the example DuckDB): the chart-data stream, the
 * value-filter options, and DASHBOARD_RBAC's grant of both to a role without any data access.
 */
import { ResultCache } from '../../platform/cache';
import { RequestContext } from '../../platform/context';
import { openExploreFixture, TEST_CONFIG, type ExploreFixture } from '../../test-support/explore-fixture';
import { seedRole, seedUser } from '../../test-support/seed';
import { ChartDataService, ChartResultType, DatasetGrants, DatasourceMetadataService } from '../explore';
import { DashboardDataGrant } from './dashboard-data-grant';
import { DashboardDataService, filterQueryParts } from './dashboard-data.service';
import { DashboardQueryService } from './dashboard-query.service';
import type { DashboardChartDataEvent, DashboardChartDataInput } from './dashboard-state.types';
import { failure } from '../../test-support/failure';
import { loadActor } from '../../test-support/actors';

let fx: ExploreFixture;
let viewer: RequestContext;
let births: { id: number; charts: { id: number; datasetId: number }[] };
let otherChartId: number;

const services = (rbac: boolean) => {
  const queries = new DashboardQueryService(fx.dataSource, { rbac }, new DatasourceMetadataService(fx.dataSource));
  const grants = new DatasetGrants();
  grants.add(new DashboardDataGrant(fx.dataSource, { rbac }));
  const chartData = new ChartDataService(fx.dataSource, new ResultCache(100), TEST_CONFIG, grants);
  return new DashboardDataService(queries, chartData);
};

beforeAll(async () => {
  fx = await openExploreFixture();
  const em = fx.dataSource.manager;
  // Reads dashboards and charts, and no data at all.
  const role = await seedRole(em, 'Births viewers', [['can_read', 'Dashboard'], ['can_read', 'Chart']]);
  const user = await seedUser(em, { username: 'viewer', roles: ['Births viewers'] });
  viewer = new RequestContext({ actor: await loadActor(fx.dataSource, user), authKind: 'bearer', transport: 'ws' });
  const [{ id }] = await fx.dataSource.query(`SELECT id FROM dashboards WHERE slug = 'births'`);
  await fx.dataSource.query(`INSERT INTO dashboard_roles (dashboard_id, role_id) VALUES ($1, $2)`, [id, role.id]);
  const charts = await fx.dataSource.query(`SELECT s.id, s.datasource_id FROM dashboard_slices ds JOIN slices s ON s.id = ds.slice_id WHERE ds.dashboard_id = $1 ORDER BY s.id`, [id]);
  births = { id, charts: charts.map((c: { id: number; datasource_id: number }) => ({ id: c.id, datasetId: c.datasource_id })) };
  [{ id: otherChartId }] = await fx.dataSource.query(`SELECT s.id FROM slices s WHERE s.id NOT IN (SELECT slice_id FROM dashboard_slices WHERE dashboard_id = $1) ORDER BY s.id LIMIT 1`, [id]);
});

afterAll(async () => {
  await fx?.close();
});

const countQuery = (datasetId: number) => ({ datasource: { id: datasetId, type: 'table' }, force: false, resultType: ChartResultType.FULL, queries: [{ metrics: ['count'], rowLimit: 10 }] });

async function collect(stream: AsyncGenerator<DashboardChartDataEvent>): Promise<DashboardChartDataEvent[]> {
  const events: DashboardChartDataEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}


describe('the chart-data stream', () => {
  it('sends each chart as it finishes, then done; a chart not on the dashboard fails alone', async () => {
    const input: DashboardChartDataInput = {
      dashboardId: births.id,
      charts: [...births.charts.map((c) => ({ chartId: c.id, input: countQuery(c.datasetId) })), { chartId: otherChartId, input: countQuery(births.charts[0].datasetId) }],
    };
    const events = await collect(services(false).chartData(fx.admin, input));
    expect(events).toHaveLength(births.charts.length + 2);
    expect(events[events.length - 1]).toEqual({ chartId: null, payload: null, done: true });
    const byChart = new Map(events.filter((e) => !e.done).map((e) => [e.chartId, e.payload]));
    for (const c of births.charts) expect(byChart.get(c.id)).toMatchObject({ error: null, queries: [{ rowcount: 1 }] });
    expect(byChart.get(otherChartId)?.error).toMatchObject({ errorType: 'CHART_SECURITY_ACCESS_ERROR' });
  });

  it('with DASHBOARD_RBAC the shared role gets the data without data access; without it, nothing', async () => {
    const input: DashboardChartDataInput = { dashboardId: births.id, charts: births.charts.slice(0, 2).map((c) => ({ chartId: c.id, input: countQuery(c.datasetId) })) };
    const events = await collect(services(true).chartData(viewer, input));
    expect(events.filter((e) => !e.done).map((e) => e.payload?.error ?? null)).toEqual([null, null]);
    expect((await failure(collect(services(false).chartData(viewer, input)))).code).toBe('NOT_FOUND');
    expect((await failure(collect(services(true).chartData(fx.gamma, input)))).code).toBe('NOT_FOUND');
  });
});

describe('value filter options', () => {
  const datasetId = () => births.charts[0].datasetId;

  it('answers the distinct values in order, searched and limited', async () => {
    const data = services(false);
    expect(await data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender' })).toMatchObject({ values: ['boy', 'girl'], hasMore: false, coltype: 1 });
    expect((await data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender', search: 'GI' })).values).toEqual(['girl']);
    expect(await data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender', limit: 1, sortAscending: false })).toMatchObject({ values: ['girl'], hasMore: true });
    const again = await data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender' });
    expect(again.isCached).toBe(true);
  });

  it('narrows by a parent filter and by the filter’s own adhoc filters', async () => {
    const data = services(false);
    const girlsNames = await data.filterValues(fx.admin, {
      datasetId: datasetId(),
      column: 'gender',
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
    });
    expect(girlsNames.values).toEqual(['girl']);
    const sql = await data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender', adhocFilters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "gender = 'boy'" }] });
    expect(sql.values).toEqual(['boy']);
  });

  it('refuses limits out of range, and data the actor may not read, unless the dashboard role grants it', async () => {
    const data = services(true);
    expect((await failure(data.filterValues(fx.admin, { datasetId: datasetId(), column: 'gender', limit: 0 }))).code).toBe('BAD_USER_INPUT');
    expect((await failure(data.filterValues(viewer, { datasetId: datasetId(), column: 'gender' }))).code).toBe('FORBIDDEN');
    const granted = await data.filterValues(viewer, { datasetId: datasetId(), column: 'gender', dashboardId: births.id, filterId: 'NATIVE_FILTER-births-gender' });
    expect(granted.values).toEqual(['boy', 'girl']);
  });
});

describe('filterQueryParts', () => {
  it('turns adhoc filters and a parent data mask into query filters and a WHERE clause', () => {
    expect(
      filterQueryParts(
        [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'] },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
          { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 1' },
        ],
        { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }], time_range: 'Last year', granularity_sqla: 'ds' },
      ),
    ).toEqual({
      filters: [
        { col: 'state', op: 'IN', val: ['CA'] },
        { col: 'gender', op: 'IN', val: ['boy'] },
      ],
      where: '(num > 10)',
      timeRange: 'Last year',
      granularity: 'ds',
    });
  });
});
