import { queryResult } from '../test-support/chart-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const queryContext = {
  datasource: { id: 3, type: 'table' },
  force: false,
  result_format: 'json',
  result_type: 'full',
  queries: [{ columns: ['gender'], metrics: ['sum__num'], row_limit: 10, time_range: 'No filter' }],
};

const expectedInput = {
  datasource: { id: 3, type: 'table' },
  force: false,
  resultType: 'FULL',
  queries: [{ columns: ['gender'], metrics: ['sum__num'], rowLimit: 10, timeRange: 'No filter' }],
};

const fullEntry = {
  cache_key: 'f2d7c0c1a3',
  cached_dttm: null,
  cache_timeout: 86400,
  applied_template_filters: [],
  annotation_data: {},
  error: null,
  is_cached: false,
  status: 'success',
  stacktrace: null,
  query: 'SELECT gender, SUM(num) AS "Births" FROM birth_names GROUP BY gender',
  rowcount: 2,
  sql_rowcount: 2,
  from_dttm: null,
  to_dttm: null,
  label_map: { gender: ['gender'], Births: ['Births'] },
  colnames: ['gender', 'Births'],
  indexnames: [0, 1],
  coltypes: [1, 0],
  data: [
    { gender: 'boy', Births: 1234 },
    { gender: 'girl', Births: 1012 },
  ],
  result_format: 'json',
  applied_filters: [{ column: 'state' }],
  rejected_filters: [],
};

describe('chart data endpoints', () => {
  let gateway: Harness;
  let nextChartData: () => unknown = () => ({ data: { chartData: { queries: [queryResult] } } });

  beforeAll(async () => {
    gateway = await startGateway({
      RestChartData: () => nextChartData() as never,
      RestChartDataExport: ({ format }) =>
        format === 'CSV'
          ? { data: { chartDataExport: { filename: '20250821_120000.csv', contentType: 'text/csv; charset=utf-8', base64: Buffer.from('\uFEFFgender,Births\nboy,1234\n').toString('base64') } } }
          : graphqlError('Forbidden', { code: 'FORBIDDEN', errorType: 'GENERIC_COMMAND_ERROR', status: 403 }),
      RestChartSavedQueryContext: ({ id }) => ({
        data: {
          chart:
            id === 12
              ? { id: 12, queryContext: { ...queryContext, result_type: 'full', force: false } }
              : id === 13
                ? { id: 13, queryContext: null }
                : null,
        },
      }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
    nextChartData = () => ({ data: { chartData: { queries: [queryResult] } } });
  });

  describe('POST /chart/data', () => {
    it("answers a query's own result type (timegrains, columns) in that type's shape, next to full ones", async () => {
      const grains = [{ name: 'Day', function: "DATE_TRUNC('day', {col})", duration: 'P1D' }];
      nextChartData = () => ({ data: { chartData: { queries: [{ ...queryResult, data: grains, query: null }, queryResult] } } });
      const response = await gateway.postJson('/api/v1/chart/data', { ...queryContext, queries: [{ result_type: 'timegrains' }, queryContext.queries[0]] });
      expect([response.status, response.body]).toEqual([200, { result: [{ data: grains }, fullEntry] }]);
      expect(gateway.executed[0].variables).toEqual({ input: { ...expectedInput, queries: [{ resultType: 'TIMEGRAINS' }, expectedInput.queries[0]] } });
      const bad = await gateway.postJson('/api/v1/chart/data', { ...queryContext, queries: [{ result_type: 'everything' }] });
      expect(bad.status).toBe(400);
    });

    it('runs a JSON query context', async () => {
      const response = await gateway.postJson('/api/v1/chart/data', queryContext);
      expect([response.status, response.body]).toEqual([200, { result: [fullEntry] }]);
      expect(gateway.executed).toEqual([{ operation: 'RestChartData', variables: { input: expectedInput } }]);
    });

    it('accepts the query context as a form_data field', async () => {
      const response = await gateway.request('POST', '/api/v1/chart/data', {
        body: new URLSearchParams({ form_data: JSON.stringify(queryContext) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([response.status, response.body]).toEqual([200, { result: [fullEntry] }]);
      expect(gateway.executed[0].variables).toEqual({ input: expectedInput });
    });

    it('answers result_type results with the data only', async () => {
      const response = await gateway.postJson('/api/v1/chart/data', { ...queryContext, result_type: 'results' });
      expect([response.status, response.body]).toEqual([
        200,
        { result: [{ data: fullEntry.data, colnames: ['gender', 'Births'], coltypes: [1, 0], rowcount: 2, sql_rowcount: 2 }] },
      ]);
    });

    it.each<[string, Record<string, string>]>([
      ['form_data=%7Bbroken', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['other=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['{"datasource":', { 'content-type': 'application/json' }],
      ['plain text', { 'content-type': 'text/plain' }],
    ])('refuses %s as not JSON', async (body, headers) => {
      const response = await gateway.request('POST', '/api/v1/chart/data', { body, headers });
      expect([response.status, response.body]).toEqual([400, { message: 'Request is not JSON' }]);
      expect(gateway.executed).toEqual([]);
    });

    it('refuses an empty query list', async () => {
      const response = await gateway.postJson('/api/v1/chart/data', { ...queryContext, queries: [] });
      expect([response.status, response.body]).toEqual([
        400,
        { message: "Request is incorrect: {'queries': ['Shorter than minimum length 1.']}" },
      ]);
    });

    it('fails the request when a query failed', async () => {
      nextChartData = () => ({
        data: { chartData: { queries: [{ ...queryResult, status: 'failed', error: 'column "zip" does not exist', data: [] }] } },
      });
      const response = await gateway.postJson('/api/v1/chart/data', queryContext);
      expect([response.status, response.body]).toEqual([400, { message: 'Error: column "zip" does not exist' }]);
    });

    it('words engine errors raised as GraphQL errors the same way', async () => {
      nextChartData = () => graphqlError('syntax error at or near "FROM"', { code: 'BAD_USER_INPUT', errorType: 'SYNTAX_ERROR', status: 400 });
      const response = await gateway.postJson('/api/v1/chart/data', queryContext);
      expect([response.status, response.body]).toEqual([400, { message: 'Error: syntax error at or near "FROM"' }]);
    });

    it('answers a missing datasource with 404', async () => {
      nextChartData = () => graphqlError('Dataset not found', { code: 'NOT_FOUND', status: 404 });
      const response = await gateway.postJson('/api/v1/chart/data', queryContext);
      expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    });

    it('answers missing datasource access in the SIP-40 shape', async () => {
      nextChartData = () =>
        graphqlError('This endpoint requires the datasource birth_names, database or `all_datasource_access` permission', {
          code: 'FORBIDDEN',
          errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
          level: 'warning',
          status: 403,
        });
      const response = await gateway.postJson('/api/v1/chart/data', queryContext);
      expect([response.status, response.body]).toEqual([
        403,
        {
          errors: [
            {
              message: 'This endpoint requires the datasource birth_names, database or `all_datasource_access` permission',
              error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
              level: 'warning',
              extra: { issue_codes: [{ code: 1017, message: "Issue 1017 - User doesn't have the proper permissions." }] },
            },
          ],
        },
      ]);
    });
  });

  describe('downloads', () => {
    it('answers result_format csv with the file itself', async () => {
      const response = await gateway.postJson('/api/v1/chart/data', { ...queryContext, result_format: 'csv' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=20250821_120000.csv');
      expect(response.body).toBe('\uFEFFgender,Births\nboy,1234\n');
      expect(gateway.executed).toEqual([{ operation: 'RestChartDataExport', variables: { input: expectedInput, format: 'CSV' } }]);
    });

    it('downloads a saved chart as CSV with ?format=csv', async () => {
      const response = await gateway.getJson('/api/v1/chart/12/data/?format=csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=20250821_120000.csv');
      expect(gateway.executed[1]).toEqual({ operation: 'RestChartDataExport', variables: { input: expectedInput, format: 'CSV' } });
    });

    it('answers 403 Forbidden without the download permission', async () => {
      const response = await gateway.postJson('/api/v1/chart/data', { ...queryContext, result_format: 'xlsx' });
      expect([response.status, response.body]).toEqual([403, { message: 'Forbidden' }]);
    });
  });

  describe('GET /chart/{pk}/data/', () => {
    it("runs the chart's saved query context", async () => {
      const response = await gateway.getJson('/api/v1/chart/12/data/');
      expect([response.status, response.body]).toEqual([200, { result: [fullEntry] }]);
      expect(gateway.executed).toEqual([
        { operation: 'RestChartSavedQueryContext', variables: { id: 12 } },
        { operation: 'RestChartData', variables: { input: expectedInput } },
      ]);
    });

    it('lets the query string override type and force', async () => {
      const response = await gateway.getJson('/api/v1/chart/12/data/?type=query&force=true');
      expect([response.status, response.body]).toEqual([200, { result: [{ query: queryResult.query, language: 'sql' }] }]);
      expect(gateway.executed[1].variables).toEqual({ input: { ...expectedInput, resultType: 'QUERY', force: true } });
    });

    it('asks to save a chart that has no query context', async () => {
      const response = await gateway.getJson('/api/v1/chart/13/data/');
      expect([response.status, response.body]).toEqual([
        400,
        { message: 'Chart has no query context saved. Please save the chart again.' },
      ]);
    });

    it('answers 404 for a missing chart', async () => {
      const response = await gateway.getJson('/api/v1/chart/14/data/');
      expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    });

    it('does not match a non-integer pk', async () => {
      const response = await gateway.getJson('/api/v1/chart/abc/data/');
      expect(response.status).toBe(404);
      expect((response.body as { errors: Array<{ error_type: string }> }).errors[0].error_type).toBe('GENERIC_BACKEND_ERROR');
      expect(gateway.executed).toEqual([]);
    });
  });
});
