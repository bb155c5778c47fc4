import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const KEY = 'k'.repeat(64);
const STORED = '{"viz_type": "pie",  "metric": "count"}';
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const body = { datasource_id: 3, datasource_type: 'table', chart_id: 12, form_data: STORED };

const denied = () => graphqlError("You don't have permission to modify the value.", { code: 'FORBIDDEN', status: 403, extra: { publicMessage: true } });
const missing = () => graphqlError('Resource was not found.', { code: 'NOT_FOUND', status: 404, extra: { publicMessage: true } });

let gateway: Harness;

beforeAll(async () => {
  gateway = await startGateway({
    RestCreateExploreFormData: ({ input }) => ((input as { datasourceId: number }).datasourceId === 9 ? missing() : { data: { createExploreFormData: KEY } }),
    RestExploreFormData: ({ key }) => ({ data: { exploreFormData: key === KEY ? STORED : null } }),
    RestUpdateExploreFormData: ({ key }) => (key === 'theirs' ? denied() : { data: { updateExploreFormData: `${String(key)}-next` } }),
    RestDeleteExploreFormData: ({ key }) => ({ data: { deleteExploreFormData: key === KEY } }),
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.executed.length = 0;
});

describe('/api/v1/explore/form_data', () => {
  it('POST keeps the form data and answers 201 {key}; tab_id is passed as text', async () => {
    const response = await gateway.request('POST', '/api/v1/explore/form_data?tab_id=2', json(body));
    expect([response.status, response.body]).toEqual([201, { key: KEY }]);
    expect(gateway.executed).toEqual([
      { operation: 'RestCreateExploreFormData', variables: { input: { datasourceId: 3, datasourceType: 'table', chartId: 12, formData: STORED }, tabId: '2' } },
    ]);
  });

  it('GET answers {form_data} as stored, 404 for an unknown key', async () => {
    expect(await gateway.getJson(`/api/v1/explore/form_data/${KEY}`)).toMatchObject({ status: 200, body: { form_data: STORED } });
    expect(await gateway.getJson('/api/v1/explore/form_data/nope')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('PUT answers the key the form data now lives under; 403 for another user’s entry', async () => {
    expect(await gateway.request('PUT', `/api/v1/explore/form_data/${KEY}?tab_id=2`, json(body))).toMatchObject({ status: 200, body: { key: `${KEY}-next` } });
    expect(gateway.executed[0].variables).toMatchObject({ key: KEY, tabId: '2' });
    expect(await gateway.request('PUT', '/api/v1/explore/form_data/theirs', json(body))).toMatchObject({
      status: 403,
      body: { message: "You don't have permission to modify the value." },
    });
  });

  it("DELETE answers 'Deleted successfully', 404 when there was nothing", async () => {
    expect(await gateway.request('DELETE', `/api/v1/explore/form_data/${KEY}`)).toMatchObject({ status: 200, body: { message: 'Deleted successfully' } });
    expect(await gateway.request('DELETE', '/api/v1/explore/form_data/nope')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('validates the body like FormDataPostSchema, and the form data as JSON', async () => {
    const bad = await gateway.request('POST', '/api/v1/explore/form_data', json({ datasource_type: 'cube', chart_id: null, extra: 1 }));
    expect([bad.status, bad.body]).toEqual([
      400,
      {
        message: {
          datasource_id: ['Missing data for required field.'],
          datasource_type: ['Must be one of: table, dataset, query, saved_query, view, sl_table.'],
          chart_id: ['Field may not be null.'],
          form_data: ['Missing data for required field.'],
          extra: ['Unknown field.'],
        },
      },
    ]);
    const notJson = await gateway.request('POST', '/api/v1/explore/form_data', json({ ...body, form_data: '{nope' }));
    expect([notJson.status, notJson.body]).toEqual([400, { message: ['JSON not valid'] }]);
    expect(gateway.executed).toEqual([]);
  });

  it("answers the server's 'Resource was not found.' for a missing dataset or chart", async () => {
    const response = await gateway.request('POST', '/api/v1/explore/form_data', json({ ...body, datasource_id: 9 }));
    expect([response.status, response.body]).toEqual([404, { message: 'Resource was not found.' }]);
  });
});
