import { chartShow } from '../test-support/chart-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const forbidden = (message = 'Forbidden', extra: Record<string, unknown> = {}) =>
  graphqlError(message, { code: 'FORBIDDEN', errorType: 'MISSING_OWNERSHIP_ERROR', status: 403, extra });

describe('/api/v1/chart writes', () => {
  let gateway: Harness;
  let answer: 'ok' | 'forbidden' | 'dashboards' | 'not-found' | 'invalid' = 'ok';

  beforeAll(async () => {
    const fail = () =>
      answer === 'forbidden'
        ? forbidden()
        : answer === 'dashboards'
          ? graphqlError('Changing one or more of these dashboards is forbidden', { code: 'FORBIDDEN', errorType: 'DASHBOARD_SECURITY_ACCESS_ERROR', extra: { publicMessage: true } })
          : answer === 'not-found'
            ? graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' })
            : graphqlError('Could not process entity', { code: 'UNPROCESSABLE', status: 422, extra: { fields: { datasource_id: ['Datasource does not exist'] } } });
    gateway = await startGateway({
      RestChartCreate: () => (answer === 'ok' ? { data: { createChart: { id: 41 } } } : fail()),
      RestChartUpdate: ({ id }) => (answer === 'ok' ? { data: { updateChart: { id } } } : fail()),
      RestChartDelete: ({ id }) => (answer === 'ok' ? { data: { deleteChart: id } } : fail()),
      RestChartBulkDelete: ({ ids }) => (answer === 'ok' ? { data: { deleteCharts: { count: (ids as number[]).length } } } : fail()),
      RestChartShow: () => ({ data: { chart: chartShow } }),
      RestChartRelatedUsers: ({ column }) => ({
        data: { chartRelatedUsers: { count: 1, items: [{ value: 1, text: 'Ada Lovelace', extra: column === 'OWNERS' ? { email: 'ada@example.com', active: true } : {} }] } },
      }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    answer = 'ok';
    gateway.executed.length = 0;
  });

  const send = (method: string, path: string, body: unknown) =>
    gateway.request(method, path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  describe('POST /chart/', () => {
    const body = { slice_name: 'Births', datasource_id: 3, datasource_type: 'table', viz_type: 'line', params: '{"viz_type": "line"}', dashboards: [5], owners: [1] };

    it('creates the chart (201) and echoes the validated body', async () => {
      const response = await gateway.postJson('/api/v1/chart/', body);
      expect(response).toMatchObject({ status: 201, body: { id: 41, result: body } });
      expect(gateway.executed[0]).toEqual({
        operation: 'RestChartCreate',
        variables: { input: { sliceName: 'Births', datasourceId: 3, datasourceType: 'table', vizType: 'line', params: '{"viz_type": "line"}', dashboards: [5], owners: [1] } },
      });
    });

    it("answers marshmallow's field messages (400), every field at once", async () => {
      const response = await gateway.postJson('/api/v1/chart/', { datasource_type: 'cube', params: '{', owners: ['x'], colour: 'red' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: {
          slice_name: ['Missing data for required field.'],
          datasource_id: ['Missing data for required field.'],
          datasource_type: ['Must be one of: table, dataset, query, saved_query, view, sl_table.'],
          params: ['JSON not valid'],
          owners: { 0: ['Not a valid integer.'] },
          colour: ['Unknown field.'],
        },
      });
      expect(gateway.executed).toEqual([]);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await gateway.request('POST', '/api/v1/chart/', { body: 'slice_name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(400);
    });

    it('maps business validation to 422 and a dashboard refusal to its own 403 text', async () => {
      answer = 'invalid';
      expect(await gateway.postJson('/api/v1/chart/', body)).toMatchObject({ status: 422, body: { message: { datasource_id: ['Datasource does not exist'] } } });
      answer = 'dashboards';
      expect(await gateway.postJson('/api/v1/chart/', body)).toMatchObject({ status: 403, body: { message: 'Changing one or more of these dashboards is forbidden' } });
    });
  });

  describe('PUT /chart/{pk}', () => {
    it('updates (200) and echoes the body; omitted fields are not sent', async () => {
      const response = await send('PUT', '/api/v1/chart/12', { slice_name: 'New', cache_timeout: null, certified_by: 'Data team' });
      expect(response).toMatchObject({ status: 200, body: { id: 12, result: { slice_name: 'New', cache_timeout: null, certified_by: 'Data team' } } });
      expect(gateway.executed[0].variables).toEqual({ id: 12, input: { sliceName: 'New', cacheTimeout: null, certifiedBy: 'Data team' } });
    });

    it('answers 403 Forbidden to a non-owner and 404 to a missing chart', async () => {
      answer = 'forbidden';
      expect(await send('PUT', '/api/v1/chart/12', { slice_name: 'x' })).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
      answer = 'not-found';
      expect(await send('PUT', '/api/v1/chart/12', { slice_name: 'x' })).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });

    it('404s a non-integer pk without running anything', async () => {
      expect((await send('PUT', '/api/v1/chart/abc', {})).status).toBe(404);
      expect(gateway.executed).toEqual([]);
    });
  });

  describe('DELETE', () => {
    it('deletes one chart', async () => {
      expect(await gateway.request('DELETE', '/api/v1/chart/12')).toMatchObject({ status: 200, body: { message: 'OK' } });
    });

    it("bulk-deletes with Superset's message, singular and plural", async () => {
      expect(await gateway.request('DELETE', '/api/v1/chart/?q=!(1,2,3)')).toMatchObject({ status: 200, body: { message: 'Deleted 3 charts' } });
      expect(await gateway.request('DELETE', '/api/v1/chart/?q=!(7)')).toMatchObject({ status: 200, body: { message: 'Deleted 1 chart' } });
      expect(gateway.executed[0].variables).toEqual({ ids: [1, 2, 3] });
    });

    it('refuses a q that is not a list of ids', async () => {
      const response = await gateway.request('DELETE', '/api/v1/chart/?q=(a:1)');
      expect(response.status).toBe(400);
      expect(gateway.executed).toEqual([]);
    });

    it('answers 403 when a chart of the batch is not owned, 404 when one is missing', async () => {
      answer = 'forbidden';
      expect(await gateway.request('DELETE', '/api/v1/chart/?q=!(1,2)')).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
      answer = 'not-found';
      expect(await gateway.request('DELETE', '/api/v1/chart/?q=!(1,2)')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    });
  });

  it('GET /chart/{pk} with select_columns answers the full ChartGet (Superset ignores q there)', async () => {
    const response = await gateway.getJson('/api/v1/chart/12?q=(select_columns:!(dashboards.id))');
    expect(response.status).toBe(200);
    const result = (response.body as { result: Record<string, unknown> }).result;
    expect(result.dashboards).toEqual([{ id: 5, dashboard_title: 'USA Births Names', json_metadata: '{"color_scheme":"supersetColors"}' }]);
    expect(result.owners).toBeDefined();
  });

  describe('GET /chart/related/{column}', () => {
    it('lists owners with their email and active flag', async () => {
      const response = await gateway.getJson('/api/v1/chart/related/owners?q=(filter:ada,page:0,page_size:10)');
      expect(response).toMatchObject({ status: 200, body: { count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: { email: 'ada@example.com', active: true } }] } });
      expect(gateway.executed[0].variables).toEqual({ column: 'OWNERS', filter: 'ada', page: 0, pageSize: 10, includeIds: null });
    });

    it('serves created_by and changed_by, and 404s other columns', async () => {
      expect((await gateway.getJson('/api/v1/chart/related/created_by')).status).toBe(200);
      expect(gateway.executed[0].variables).toMatchObject({ column: 'CREATED_BY' });
      expect(await gateway.getJson('/api/v1/chart/related/dashboards')).toMatchObject({ status: 404, body: { message: 'Not found' } });
      expect(await gateway.getJson('/api/v1/chart/related/toString')).toMatchObject({ status: 404 });
    });
  });
});
