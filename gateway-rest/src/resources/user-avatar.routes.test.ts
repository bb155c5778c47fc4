import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

describe('/api/v1/user/{id}/avatar.png and /dynamic-plugins/api/read', () => {
  let gateway: Harness;
  const avatars: Record<number, { url: string | null; initials: string | null }> = {
    1: { url: 'https://example.test/ada.png', initials: 'AL' },
    2: { url: null, initials: 'GH' },
    3: { url: null, initials: null },
  };

  beforeAll(async () => {
    gateway = await startGateway(
      {
        RestUserAvatar: ({ userId }, req) =>
          req.headers.authorization === 'none'
            ? graphqlError('Not authorized', { code: 'UNAUTHENTICATED' })
            : { data: { userAvatar: avatars[userId as number] ?? null } },
        RestDynamicPlugins: () => ({ data: { dynamicPlugins: [] } }),
      },
      { legacy: true },
    );
  });
  afterAll(() => gateway.close());

  it('redirects to a stored picture, draws initials as a PNG, or answers 204 when avatars are off', async () => {
    const stored = await gateway.request('GET', '/api/v1/user/1/avatar.png');
    expect([stored.status, stored.headers.get('location')]).toEqual([301, 'https://example.test/ada.png']);
    const drawn = await gateway.request('GET', '/api/v1/user/2/avatar.png');
    expect([drawn.status, drawn.headers.get('content-type'), drawn.headers.get('content-disposition')]).toEqual([200, 'image/png', 'inline; filename=2.png']);
    const none = await gateway.request('GET', '/api/v1/user/3/avatar.png');
    expect([none.status, none.body]).toEqual([204, '']);
  });

  it('answers 404 for an unknown or malformed user and 401 when signed out', async () => {
    expect((await gateway.request('GET', '/api/v1/user/4/avatar.png')).status).toBe(404);
    expect((await gateway.request('GET', '/api/v1/user/x/avatar.png')).status).toBe(404);
    const anonymous = await gateway.request('GET', '/api/v1/user/1/avatar.png', { headers: { authorization: 'none' } });
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: 'Not authorized' }]);
  });

  it('lists no dynamic plugins in FAB’s api_read shape', async () => {
    const response = await gateway.getJson('/dynamic-plugins/api/read');
    expect(response.body).toEqual({
      label_columns: { name: 'Name', key: 'Key', bundle_url: 'Bundle URL', id: 'Id' },
      list_columns: ['name', 'key', 'bundle_url', 'id'],
      order_columns: ['name', 'key', 'bundle_url', 'id'],
      page: null,
      page_size: null,
      count: 0,
      modelview_name: 'DynamicPluginsView',
      pks: [],
      result: [],
    });
  });
});
