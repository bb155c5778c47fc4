import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

let gateway: Harness;
let allowed = true;
const savedContext = { datasource: { id: 7, type: 'table' }, queries: [{ columns: ['name'], metrics: ['count'] }], result_format: 'json', result_type: 'full' };
const forbidden = () => graphqlError('Forbidden', { code: 'FORBIDDEN', status: 403, errorType: 'GENERIC_COMMAND_ERROR' });

beforeAll(async () => {
  gateway = await startGateway({
    RestChartWarmUpTargets: ({ chartId }) =>
      !allowed
        ? forbidden()
        : chartId === 99
          ? graphqlError('Chart not found', { code: 'NOT_FOUND', status: 404, errorType: 'OBJECT_DOES_NOT_EXIST_ERROR', extra: { publicMessage: true } })
          : { data: { chartWarmUpTargets: [{ chartId, queryContext: JSON.stringify(savedContext) }] } },
    RestDatasetWarmUpTargets: ({ databaseName }) =>
      databaseName === 'examples'
        ? { data: { datasetWarmUpTargets: [{ chartId: 1, queryContext: JSON.stringify(savedContext) }, { chartId: 3, queryContext: null }] } }
        : graphqlError('The provided table was not found in the provided database', { code: 'NOT_FOUND', status: 404, extra: { publicMessage: true } }),
    RestWarmUpChartData: (variables) =>
      (variables.input as { datasource: { id: number } }).datasource.id === 7
        ? { data: { chartData: { queries: [{ status: 'success', error: null }] } } }
        : graphqlError('boom', { code: 'BAD_USER_INPUT', status: 400 }),
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  allowed = true;
  gateway.executed.length = 0;
});

const put = (path: string, body: unknown) => gateway.request('PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('warm_up_cache', () => {
  it("runs a chart's saved query context, forced, and reports its status", async () => {
    const response = await put('/api/v1/chart/warm_up_cache', { chart_id: 5 });
    expect([response.status, response.body]).toEqual([200, { result: [{ chart_id: 5, viz_error: null, viz_status: 'success' }] }]);
    const run = gateway.executed.find((e) => e.operation === 'RestWarmUpChartData');
    expect(run?.variables.input).toMatchObject({ datasource: { id: 7, type: 'table' }, force: true });
    // ChartRestApi.warm_up_cache answers WarmUpCacheChartNotFoundError as 404 with its text.
    const unknown = await put('/api/v1/chart/warm_up_cache', { chart_id: 99 });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Chart not found' }]);
  });

  it('warms every chart of a dataset; a chart without a query context reports why', async () => {
    const response = await put('/api/v1/dataset/warm_up_cache', { db_name: 'examples', table_name: 'birth_names' });
    expect(response.body).toEqual({
      result: [
        { chart_id: 1, viz_error: null, viz_status: 'success' },
        { chart_id: 3, viz_error: 'Chart has no query context saved. Please save the chart again.', viz_status: null },
      ],
    });
    const missing = await put('/api/v1/dataset/warm_up_cache', { db_name: 'nowhere', table_name: 'x' });
    expect([missing.status, missing.body]).toEqual([404, { message: 'The provided table was not found in the provided database' }]);
  });

  it("validates the body, and answers the server's refusal", async () => {
    const bad = await put('/api/v1/chart/warm_up_cache', { chart: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { chart_id: ['Missing data for required field.'], chart: ['Unknown field.'] } }]);
    allowed = false;
    expect((await put('/api/v1/chart/warm_up_cache', { chart_id: 5 })).status).toBe(403);
  });
});
