import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const me = {
  id: 1,
  username: 'admin',
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  active: true,
  loginCount: 7,
};

describe('/api/v1/me', () => {
  let gateway: Harness;
  let signedIn = true;

  beforeAll(async () => {
    gateway = await startGateway({
      RestMe: () => ({ data: { me: signedIn ? me : null } }),
      RestMeRoles: () =>
        signedIn
          ? {
              data: {
                me: {
                  ...me,
                  createdOn: '2025-01-02T03:04:05.000Z',
                  roles: [
                    {
                      name: 'Gamma',
                      permissions: [
                        { permission: 'can_read', viewMenu: 'Chart' },
                        { permission: 'can_write', viewMenu: 'Chart' },
                      ],
                    },
                    { name: 'sql_lab', permissions: [{ permission: 'can_read', viewMenu: 'SQLLab' }] },
                  ],
                  dataAccess: [{ permission: 'datasource_access', views: ['[examples].[birth_names](id:3)'] }],
                },
              },
            }
          : graphqlError('Not authenticated', { code: 'UNAUTHENTICATED', status: 401 }),
    });
  });
  afterAll(() => gateway.close());

  it('GET /me/ returns the signed-in user', async () => {
    signedIn = true;
    const response = await gateway.getJson('/api/v1/me/');
    expect([response.status, response.body]).toEqual([
      200,
      {
        result: {
          id: 1,
          username: 'admin',
          email: 'admin@example.org',
          first_name: 'Ada',
          last_name: 'Lovelace',
          is_active: true,
          is_anonymous: false,
          login_count: 7,
        },
      },
    ]);
  });

  it.each(['/api/v1/me/', '/api/v1/me/roles/'])('GET %s answers anonymous callers 401 "Not authorized"', async (path) => {
    signedIn = false;
    const response = await gateway.getJson(path);
    expect([response.status, response.body]).toEqual([401, { message: 'Not authorized' }]);
  });

  it('GET /me/roles/ groups permission pairs by role, in camelCase', async () => {
    signedIn = true;
    const response = await gateway.getJson('/api/v1/me/roles/');
    expect([response.status, response.body]).toEqual([
      200,
      {
        result: {
          username: 'admin',
          firstName: 'Ada',
          lastName: 'Lovelace',
          userId: 1,
          isActive: true,
          isAnonymous: false,
          createdOn: '2025-01-02T03:04:05',
          email: 'admin@example.org',
          loginCount: 7,
          roles: {
            Gamma: [
              ['can_read', 'Chart'],
              ['can_write', 'Chart'],
            ],
            sql_lab: [['can_read', 'SQLLab']],
          },
          permissions: { datasource_access: ['[examples].[birth_names](id:3)'] },
        },
      },
    ]);
  });
});
