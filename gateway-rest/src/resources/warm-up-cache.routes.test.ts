import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

let gateway: Harness;
let permissions: string[] = ['can_warm_up_cache'];
const savedContext = { datasource: { id: 7, type: 'table' }, queries: [{ columns: ['name'], metrics: ['count'] }], result_format: 'json', result_type: 'full' };

beforeAll(async () => {
  gateway = await startGateway({
    RestWarmUpPermissions: () => ({ data: { myPermissions: permissions } }),
    RestChartSavedQueryContext: ({ id }) => ({ data: { chart: id === 99 ? null : { id, queryContext: id === 3 ? null : JSON.stringify(savedContext) } } }),
    RestWarmUpChartData: (variables) =>
      (variables.input as { datasource: { id: number } }).datasource.id === 7
        ? { data: { chartData: { queries: [{ status: 'success', error: null }] } } }
        : graphqlError('boom', { code: 'BAD_USER_INPUT', status: 400 }),
    RestWarmUpDatabase: ({ name }) => ({ data: { databases: { items: name === 'examples' ? [{ id: 1 }] : [] } } }),
    RestWarmUpDataset: () => ({ data: { datasets: { items: [{ id: 7 }] } } }),
    RestWarmUpRelatedCharts: () => ({ data: { datasetRelatedObjects: { charts: [{ id: 1 }, { id: 3 }] } } }),
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  permissions = ['can_warm_up_cache'];
  gateway.executed.length = 0;
});

const put = (path: string, body: unknown) => gateway.request('PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('warm_up_cache', () => {
  it("runs a chart's saved query context, forced, and reports its status", async () => {
    const response = await put('/api/v1/chart/warm_up_cache', { chart_id: 5 });
    expect([response.status, response.body]).toEqual([200, { result: [{ chart_id: 5, viz_error: null, viz_status: 'success' }] }]);
    const run = gateway.executed.find((e) => e.operation === 'RestWarmUpChartData');
    expect(run?.variables.input).toMatchObject({ datasource: { id: 7, type: 'table' }, force: true });
  });

  it("warms every chart of a dataset; a chart without a query context reports why", async () => {
    const response = await put('/api/v1/dataset/warm_up_cache', { db_name: 'examples', table_name: 'birth_names' });
    expect(response.body).toEqual({
      result: [
        { chart_id: 1, viz_error: null, viz_status: 'success' },
        { chart_id: 3, viz_error: 'Chart has no query context saved. Please save the chart again.', viz_status: null },
      ],
    });
    expect((await put('/api/v1/dataset/warm_up_cache', { db_name: 'nowhere', table_name: 'x' })).status).toBe(404);
  });

  it('validates the body and needs can_warm_up_cache', async () => {
    const bad = await put('/api/v1/chart/warm_up_cache', { chart: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { chart_id: ['Missing data for required field.'], chart: ['Unknown field.'] } }]);
    permissions = ['can_read'];
    expect((await put('/api/v1/chart/warm_up_cache', { chart_id: 5 })).status).toBe(403);
  });
});
