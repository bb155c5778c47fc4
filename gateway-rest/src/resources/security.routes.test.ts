import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

describe('/api/v1/security', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestLogin: ({ input }) => {
        const { username, password } = input as { username: string; password: string };
        if (username !== 'admin' || password !== 'general') {
          return graphqlError('Invalid credentials', { code: 'UNAUTHENTICATED', status: 401 });
        }
        return { data: { login: { accessToken: 'access.jwt', refreshToken: 'refresh.jwt' } } };
      },
      RestRefreshAccessToken: (_variables, req) =>
        req.headers.authorization === 'Bearer refresh.jwt'
          ? { data: { refreshAccessToken: { accessToken: 'fresh.jwt' } } }
          : graphqlError('Token has expired', { code: 'UNAUTHENTICATED', status: 401, extra: { msg: 'Token has expired' } }),
      RestCsrfToken: () => ({ data: { csrfToken: 'csrf-123' } }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  describe('POST /security/login', () => {
    it('returns the access token', async () => {
      const response = await gateway.postJson('/api/v1/security/login', { username: 'admin', password: 'general', provider: 'db' });
      expect([response.status, response.body]).toEqual([200, { access_token: 'access.jwt' }]);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(gateway.executed).toEqual([
        { operation: 'RestLogin', variables: { input: { username: 'admin', password: 'general', provider: 'db', refresh: false } } },
      ]);
    });

    it('adds the refresh token when asked to', async () => {
      const response = await gateway.postJson('/api/v1/security/login', {
        username: 'admin',
        password: 'general',
        provider: 'db',
        refresh: true,
      });
      expect([response.status, response.body]).toEqual([200, { access_token: 'access.jwt', refresh_token: 'refresh.jwt' }]);
    });

    it('reads a missing provider as db', async () => {
      const response = await gateway.postJson('/api/v1/security/login', { username: 'admin', password: 'general' });
      expect(response.status).toBe(200);
      expect(gateway.executed[0].variables).toEqual({ input: { username: 'admin', password: 'general', provider: 'db', refresh: false } });
    });

    it('answers bad credentials with 401 "Not authorized"', async () => {
      const response = await gateway.postJson('/api/v1/security/login', { username: 'admin', password: 'wrong', provider: 'db' });
      expect([response.status, response.body]).toEqual([401, { message: 'Not authorized' }]);
    });

    it.each<[string, string | undefined]>([
      ['username=admin&password=general', 'application/x-www-form-urlencoded'],
      ['{"username": "admin",', 'application/json'],
      ['{"username":"admin","password":"general"}', undefined],
    ])('refuses a body that is not JSON: %s (%s)', async (body, contentType) => {
      const response = await gateway.request('POST', '/api/v1/security/login', {
        body,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect([response.status, response.body]).toEqual([400, { message: 'Request payload is not JSON' }]);
      expect(gateway.executed).toEqual([]);
    });

    it('reports missing fields', async () => {
      const response = await gateway.postJson('/api/v1/security/login', { password: 'general', provider: 'db' });
      expect([response.status, response.body]).toEqual([400, { message: { username: ['Missing data for required field.'] } }]);
    });

    it('refuses an unknown provider', async () => {
      const response = await gateway.postJson('/api/v1/security/login', { username: 'a', password: 'b', provider: 'oauth' });
      expect([response.status, response.body]).toEqual([400, { message: { provider: ['Must be one of: db, ldap.'] } }]);
    });
  });

  describe('POST /security/refresh', () => {
    it('exchanges the refresh token for an access token', async () => {
      const response = await gateway.request('POST', '/api/v1/security/refresh', { headers: { authorization: 'Bearer refresh.jwt' } });
      expect([response.status, response.body]).toEqual([200, { access_token: 'fresh.jwt' }]);
    });

    it('answers JWT failures with flask-jwt-extended bodies', async () => {
      const response = await gateway.request('POST', '/api/v1/security/refresh', { headers: { authorization: 'Bearer old.jwt' } });
      expect([response.status, response.body]).toEqual([401, { msg: 'Token has expired' }]);
    });
  });

  it('GET /security/csrf_token/ returns the token', async () => {
    const response = await gateway.getJson('/api/v1/security/csrf_token/');
    expect([response.status, response.body]).toEqual([200, { result: 'csrf-123' }]);
  });
});
