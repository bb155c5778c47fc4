import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

describe('favourite endpoints of charts and dashboards', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestFavoriteStatus: ({ ids }) =>
        (ids as number[]).includes(404)
          ? graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' })
          : { data: { favoriteStatus: (ids as number[]).map((id) => ({ id, value: id % 2 === 1 })) } },
      RestAddFavorite: ({ id }) => (id === 404 ? graphqlError('Not found', { code: 'NOT_FOUND' }) : { data: { addFavorite: { value: true } } }),
      RestRemoveFavorite: () => ({ data: { removeFavorite: { value: false } } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it.each([
    ['chart', 'CHART'],
    ['dashboard', 'DASHBOARD'],
  ])('GET /%s/favorite_status/ answers each id in request order', async (resource, objectType) => {
    const response = await gateway.getJson(`/api/v1/${resource}/favorite_status/?q=!(3,2,1)`);
    expect(response).toMatchObject({ status: 200, body: { result: [{ id: 3, value: true }, { id: 2, value: false }, { id: 1, value: true }] } });
    expect(gateway.executed[0]).toEqual({ operation: 'RestFavoriteStatus', variables: { objectType, ids: [3, 2, 1] } });
  });

  it('404s favorite_status when none of the ids exists, 400s a q that is not a list', async () => {
    expect(await gateway.getJson('/api/v1/chart/favorite_status/?q=!(404)')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect((await gateway.getJson('/api/v1/chart/favorite_status/?q=(a:1)')).status).toBe(400);
  });

  it.each([
    ['POST', 'RestAddFavorite'],
    ['DELETE', 'RestRemoveFavorite'],
  ])('%s /chart/{pk}/favorites/ answers {"result": "OK"}', async (method, operation) => {
    const response = await gateway.request(method, '/api/v1/chart/12/favorites/');
    expect(response).toMatchObject({ status: 200, body: { result: 'OK' } });
    expect(gateway.executed[0]).toEqual({ operation, variables: { objectType: 'CHART', id: 12 } });
  });

  it('404s starring a missing chart', async () => {
    expect(await gateway.request('POST', '/api/v1/chart/404/favorites/')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('stars dashboards through the same operations', async () => {
    expect(await gateway.request('POST', '/api/v1/dashboard/7/favorites/')).toMatchObject({ status: 200, body: { result: 'OK' } });
    expect(gateway.executed[0].variables).toEqual({ objectType: 'DASHBOARD', id: 7 });
  });
});
