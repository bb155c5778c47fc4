import { startGateway, type Harness } from './test-support/gateway-harness';

describe('createRestGateway routing', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestCsrfToken: () => ({ data: { csrfToken: 'csrf-123' } }),
      RestMe: () => {
        throw new Error('database connection lost');
      },
    });
  });
  afterAll(() => gateway.close());

  it('answers unknown routes with a SIP-40 404', async () => {
    const response = await gateway.getJson('/api/v1/no_such_resource/');
    expect([response.status, response.body]).toEqual([
      404,
      {
        errors: [
          {
            message:
              '404 Not Found: The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
            error_type: 'GENERIC_BACKEND_ERROR',
            level: 'error',
            extra: { issue_codes: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }] },
          },
        ],
      },
    ]);
  });

  it('answers a known path with another method with a SIP-40 405', async () => {
    const response = await gateway.request('DELETE', '/api/v1/security/csrf_token/');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({
      errors: [
        {
          message: '405 Method Not Allowed: The method is not allowed for the requested URL.',
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: { issue_codes: [{ code: 1011, message: 'Issue 1011 - Superset encountered an unexpected error.' }] },
        },
      ],
    });
  });

  it('redirects a slash-less path to the declared one, keeping the query', async () => {
    const response = await gateway.getJson('/api/v1/chart?q=(page:1)');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/v1/chart/?q=(page:1)');
  });

  it('does not add a slash the route does not declare', async () => {
    const response = await gateway.getJson('/api/v1/chart/12/');
    expect(response.status).toBe(404);
  });

  it('hides unexpected failures behind 500 "Fatal error" and reports them', async () => {
    const response = await gateway.getJson('/api/v1/me/');
    expect([response.status, response.body]).toEqual([500, { message: 'Fatal error' }]);
    expect(gateway.unexpected).toHaveLength(1);
    expect(String(gateway.unexpected[0])).toContain('database connection lost');
  });
});
