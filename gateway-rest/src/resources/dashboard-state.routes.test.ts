import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

describe('/api/v1/dashboard permalinks and filter state', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestDashboardId: ({ idOrSlug }) => (idOrSlug === 'births' ? { data: { dashboard: { id: 5 } } } : graphqlError('Not found', { code: 'NOT_FOUND', status: 404 })),
      RestDashboardPermalinkCreate: ({ state }) =>
        'bogus' in (state as object)
          ? graphqlError('Invalid input', { code: 'BAD_USER_INPUT', status: 400, extra: { fields: { bogus: ['Unknown field.'] } } })
          : { data: { createDashboardPermalink: { key: 'AbCdEfGhIjKlMnOpQr', url: '/superset/dashboard/p/AbCdEfGhIjKlMnOpQr/' } } },
      RestDashboardPermalink: () => ({ data: { dashboardPermalink: { dashboardId: 5, state: { __typename: 'DashboardState', dataMask: { a: 1 }, activeTabs: ['TAB-1'], anchor: null, urlParams: null } } } }),
      RestDashboardFilterStateCreate: () => ({ data: { createDashboardFilterState: 'key-1' } }),
      RestDashboardFilterStateUpdate: ({ key }) => ({ data: { updateDashboardFilterState: key } }),
      RestDashboardFilterState: ({ key }) => ({ data: { dashboardFilterState: key === 'key-1' ? '{"a":1}' : null } }),
      RestDashboardFilterStateDelete: () => ({ data: { deleteDashboardFilterState: true } }),
    });
  });
  afterAll(() => gateway.close());

  const lastVariables = () => gateway.executed[gateway.executed.length - 1].variables;
  const send = (method: string, path: string, body: unknown) => gateway.request(method, path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  it('creates a permalink (201, absolute url) for a dashboard named by slug', async () => {
    const response = await gateway.postJson('/api/v1/dashboard/births/permalink', { dataMask: { a: 1 }, activeTabs: ['TAB-1'] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ key: 'AbCdEfGhIjKlMnOpQr', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/superset\/dashboard\/p\/AbCdEfGhIjKlMnOpQr\/$/) });
    expect(lastVariables()).toEqual({ id: 5, state: { dataMask: { a: 1 }, activeTabs: ['TAB-1'] } });
    const bad = await gateway.postJson('/api/v1/dashboard/5/permalink', { bogus: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { bogus: ['Unknown field.'] } }]);
  });

  it('reads a permalink back: the dashboard id as text and the state as posted', async () => {
    const response = await gateway.getJson('/api/v1/dashboard/permalink/AbCdEfGhIjKlMnOpQr');
    expect(response.body).toEqual({ dashboardId: '5', state: { dataMask: { a: 1 }, activeTabs: ['TAB-1'] } });
  });

  it('keeps filter state: create 201, get, put, delete', async () => {
    const created = await gateway.postJson('/api/v1/dashboard/5/filter_state?tab_id=3', { value: '{"a":1}' });
    expect([created.status, created.body]).toEqual([201, { key: 'key-1' }]);
    expect(lastVariables()).toEqual({ dashboardId: 5, value: '{"a":1}', tabId: 3 });
    expect((await gateway.getJson('/api/v1/dashboard/5/filter_state/key-1')).body).toEqual({ value: '{"a":1}' });
    const missing = await gateway.getJson('/api/v1/dashboard/5/filter_state/other');
    expect([missing.status, missing.body]).toEqual([404, { message: 'Not found' }]);
    expect((await send('PUT', '/api/v1/dashboard/5/filter_state/key-1?tab_id=x', { value: '{}' })).body).toEqual({ key: 'key-1' });
    expect(lastVariables()).toMatchObject({ tabId: null });
    expect((await gateway.request('DELETE', '/api/v1/dashboard/5/filter_state/key-1')).body).toEqual({ message: 'Deleted successfully' });
  });

  it('refuses a value that is not JSON text', async () => {
    const response = await gateway.postJson('/api/v1/dashboard/5/filter_state', { value: '{' });
    expect([response.status, response.body]).toEqual([400, { message: { value: ['JSON not valid'] } }]);
    const none = await gateway.postJson('/api/v1/dashboard/5/filter_state', {});
    expect(none.body).toEqual({ message: { value: ['Missing data for required field.'] } });
  });
});
