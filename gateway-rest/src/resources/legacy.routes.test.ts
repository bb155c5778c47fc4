import { queryResult } from '../test-support/chart-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const metadata = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'main.birth_names',
  datasourceName: 'birth_names',
  tableName: 'birth_names',
  schema: 'main',
  catalog: null,
  description: null,
  mainDttmCol: 'ds',
  defaultEndpoint: null,
  offset: 0,
  cacheTimeout: null,
  sql: null,
  isSqllabView: false,
  templateParams: null,
  fetchValuesPredicate: null,
  filterSelectEnabled: true,
  alwaysFilterMainDttm: false,
  normalizeColumns: false,
  paramsText: null,
  extraText: '{"warning_markdown":"careful"}',
  perm: '[examples].[birth_names](id:3)',
  editUrl: '/tablemodelview/edit/3',
  selectStar: 'SELECT *\nFROM "main"."birth_names"\nLIMIT 100',
  healthCheckMessage: null,
  isManagedExternally: false,
  owners: [1],
  database: {
    id: 1,
    databaseName: 'examples',
    backend: 'duckdb',
    allowsSubquery: true,
    allowsCostEstimate: true,
    allowsVirtualTableExplore: true,
    disableDataPreview: false,
    disableDrillToDetail: false,
    exploreDatabaseId: 1,
  },
  columns: [
    {
      id: 10,
      columnName: 'ds',
      verboseName: 'Day',
      description: null,
      expression: null,
      filterable: true,
      groupby: true,
      isDttm: true,
      isActive: true,
      type: 'TIMESTAMP',
      typeGeneric: 2,
      pythonDateFormat: null,
      advancedDataType: null,
      extra: null,
      isCertified: false,
      certifiedBy: null,
      certificationDetails: null,
      warningMarkdown: null,
    },
  ],
  metrics: [
    {
      id: 20,
      metricName: 'count',
      verboseName: 'COUNT(*)',
      description: null,
      expression: 'COUNT(*)',
      metricType: 'count',
      warningText: null,
      d3format: ',d',
      currency: null,
      extra: null,
      isCertified: true,
      certifiedBy: 'Data team',
      certificationDetails: null,
      warningMarkdown: null,
    },
  ],
  verboseMap: { __timestamp: 'Time', ds: 'Day', count: 'COUNT(*)' },
  columnFormats: { count: ',d' },
  currencyFormats: {},
  orderByChoices: [['["ds", true]', 'ds [asc]']],
  timeGrainSqla: [['P1D', 'Day']],
  granularitySqla: [['ds', 'ds']],
};

describe('legacy views', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway(
      {
        RestDatasourceSamples: ({ input }) =>
          (input as { datasourceId: number }).datasourceId === 4
            ? graphqlError('This endpoint requires the datasource t, database or `all_datasource_access` permission', {
                code: 'FORBIDDEN',
                errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
                status: 403,
              })
            : { data: { datasourceSamples: { page: 2, perPage: 10, totalCount: 95, result: queryResult } } },
        RestDatasourceMetadata: ({ datasourceKey }) =>
          datasourceKey === '3__table'
            ? { data: { datasourceMetadata: metadata } }
            : graphqlError('The data source seems to have been deleted', { code: 'NOT_FOUND', status: 404 }),
        RestChartFormData: ({ id }) => ({ data: { chart: id === 12 ? { id: 12, params: JSON.stringify({ viz_type: 'table', datasource: '3__table', groupby: ['gender'], metrics: ['count'] }) } : null } }),
        RestChartData: () => ({ data: { chartData: { queries: [queryResult] } } }),
        RestChartDataExport: ({ format }) =>
          format === 'CSV'
            ? { data: { chartDataExport: { filename: '20250821_120000.csv', contentType: 'text/csv; charset=utf-8', base64: Buffer.from('gender\nboy\n').toString('base64') } } }
            : graphqlError("You don't have the rights to download as csv", { code: 'FORBIDDEN', errorType: 'GENERIC_COMMAND_ERROR', status: 403 }),
      },
      { legacy: true },
    );
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  describe('POST /datasource/samples', () => {
    it('answers a page of samples with the total count', async () => {
      const response = await gateway.postJson('/datasource/samples?datasource_type=table&datasource_id=3&page=2&per_page=10', {});
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ result: { page: 2, per_page: 10, total_count: 95, colnames: ['gender', 'Births'], data: queryResult.data } });
      expect(gateway.executed).toEqual([{ operation: 'RestDatasourceSamples', variables: { input: { datasourceType: 'table', datasourceId: 3, force: false, page: 2, perPage: 10 } } }]);
    });

    it('passes a drill-to-detail payload on', async () => {
      await gateway.postJson('/datasource/samples?datasource_type=table&datasource_id=3&force=true', { filters: [{ col: 'state', op: '==', val: 'CA' }], time_range: 'Last year' });
      expect(gateway.executed[0].variables).toEqual({
        input: { datasourceType: 'table', datasourceId: 3, force: true, page: 1, payload: { filters: [{ col: 'state', op: '==', val: 'CA' }], timeRange: 'Last year' } },
      });
    });

    it("refuses bad arguments with marshmallow's messages", async () => {
      const response = await gateway.postJson('/datasource/samples?datasource_type=cube&page=0', {});
      expect([response.status, response.body]).toEqual([
        400,
        { error: "{'datasource_type': ['Must be one of: table, dataset, query, saved_query, view.'], 'datasource_id': ['Missing data for required field.'], 'page': ['Must be greater than or equal to 1.']}" },
      ]);
      expect(gateway.executed).toEqual([]);
    });

    it('answers missing data access in the SIP-40 shape', async () => {
      const response = await gateway.postJson('/datasource/samples?datasource_type=table&datasource_id=4', {});
      expect(response.status).toBe(403);
      expect((response.body as { errors: { error_type: string }[] }).errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    });
  });

  describe('GET /superset/fetch_datasource_metadata', () => {
    it("answers the datasource's data in Superset's keys", async () => {
      const response = await gateway.getJson('/superset/fetch_datasource_metadata?datasourceKey=3__table');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: 3,
        uid: '3__table',
        datasource_name: 'birth_names',
        main_dttm_col: 'ds',
        filter_select: true,
        extra: '{"warning_markdown":"careful"}',
        database: { id: 1, name: 'examples', backend: 'duckdb' },
        columns: [{ column_name: 'ds', verbose_name: 'Day', is_dttm: true, type_generic: 2 }],
        metrics: [{ metric_name: 'count', d3format: ',d', is_certified: true, certified_by: 'Data team' }],
        column_names: ['ds'],
        verbose_map: { __timestamp: 'Time', ds: 'Day', count: 'COUNT(*)' },
        time_grain_sqla: [['P1D', 'Day']],
        granularity_sqla: [['ds', 'ds']],
      });
    });

    it('answers a deleted datasource with 404 and a missing key with 400', async () => {
      expect(await gateway.getJson('/superset/fetch_datasource_metadata?datasourceKey=9__table')).toMatchObject({
        status: 404,
        body: { error: 'The data source seems to have been deleted' },
      });
      expect((await gateway.getJson('/superset/fetch_datasource_metadata')).status).toBe(400);
    });
  });

  describe('/superset/explore_json/', () => {
    const form = (formData: unknown, query = '') =>
      gateway.request('POST', `/superset/explore_json/${query}`, {
        body: new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('runs the form data and answers the legacy payload', async () => {
      const formData = { datasource: '3__table', viz_type: 'table', groupby: ['gender'], metrics: ['count'], row_limit: 10 };
      const response = await form(formData);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ data: queryResult.data, form_data: formData, colnames: ['gender', 'Births'], status: 'success', errors: [] });
      expect(gateway.executed[0]).toEqual({
        operation: 'RestChartData',
        variables: {
          input: {
            datasource: { id: 3, type: 'table' },
            force: false,
            resultType: 'FULL',
            formData,
            queries: [{ columns: ['gender'], metrics: ['count'], filters: [], extras: {}, rowLimit: 10, isTimeseries: false }],
          },
        },
      });
    });

    it("uses the saved chart's form data for a bare slice_id, from the query string too", async () => {
      const response = await gateway.getJson(`/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ slice_id: 12 }))}&query=true`);
      expect(response.body).toEqual({ query: queryResult.query, language: 'sql' });
      expect(gateway.executed.map((e) => e.operation)).toEqual(['RestChartFormData', 'RestChartData']);
      expect(gateway.executed[1].variables).toMatchObject({ input: { resultType: 'QUERY', queries: [{ columns: ['gender'], metrics: ['count'] }] } });
    });

    it('downloads CSV with ?csv=true', async () => {
      const response = await form({ datasource: '3__table', metrics: ['count'] }, '?csv=true');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=20250821_120000.csv');
      expect(response.body).toBe('gender\nboy\n');
      expect(gateway.executed[0]).toMatchObject({ operation: 'RestChartDataExport', variables: { format: 'CSV' } });
    });

    it("answers a refused download in the legacy shape with Superset's words", async () => {
      const response = await form({ datasource: '3__table', metrics: ['count'] }, '?xlsx=true');
      expect([response.status, response.body]).toEqual([403, { error: "You don't have the rights to download as csv" }]);
    });

    it('answers the rows only with ?results=true', async () => {
      expect((await form({ datasource: '3__table', metrics: ['count'] }, '?results=true')).body).toEqual({ data: queryResult.data });
    });

    it('refuses an empty row limit in the legacy error shape', async () => {
      const response = await form({ datasource: '3__table', metrics: ['count'], row_limit: '' });
      expect([response.status, response.body]).toEqual([400, { error: "Request is incorrect: {'row_limit': ['cannot be empty']}" }]);
    });

    it('redirects the path without its trailing slash', async () => {
      const response = await gateway.request('GET', '/superset/explore_json?csv=true');
      expect([response.status, response.headers.get('location')]).toEqual([308, '/superset/explore_json/?csv=true']);
    });
  });
});
