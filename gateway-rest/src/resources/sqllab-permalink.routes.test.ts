import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

describe('/api/v1/sqllab/permalink', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway({
      RestCreateSqlLabPermalink: () => ({ data: { createSqlLabPermalink: { key: 'AbCdEfGhIjKlMnOpQr', url: '/sqllab/p/AbCdEfGhIjKlMnOpQr/' } } }),
      RestSqlLabPermalink: ({ key }) =>
        key === 'missing'
          ? graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR', status: 404 })
          : key === 'bad'
            ? graphqlError('Invalid permalink key', { code: 'BAD_USER_INPUT', errorType: 'INVALID_PAYLOAD_FORMAT_ERROR', status: 400 })
            : {
                data: {
                  sqlLabPermalink: {
                    key,
                    state: { dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', catalog: null, schema: 'main', templateParams: null, autorun: false },
                  },
                },
              },
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('creates a permalink: 201 with the key and an absolute url', async () => {
    const response = await gateway.postJson('/api/v1/sqllab/permalink', { dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', schema: 'main' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ key: 'AbCdEfGhIjKlMnOpQr', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sqllab\/p\/AbCdEfGhIjKlMnOpQr\/$/) });
    expect(gateway.executed[0].variables).toEqual({ state: { dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', schema: 'main' } });
  });

  it('refuses a body without the required fields, field by field', async () => {
    const response = await gateway.postJson('/api/v1/sqllab/permalink', { sql: 'SELECT 1', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { dbId: ['Missing data for required field.'], name: ['Missing data for required field.'], extra: ['Unknown field.'] },
    });
    expect(gateway.executed).toHaveLength(0);
  });

  it('answers the stored state without the keys that were never set', async () => {
    const response = await gateway.getJson('/api/v1/sqllab/permalink/AbCdEfGhIjKlMnOpQr');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', schema: 'main', autorun: false });
  });

  it.each([
    ['missing', 404, { message: 'Not found' }],
    ['bad', 400, { message: 'Invalid permalink key' }],
  ])('maps a %s key to %i', async (key, status, body) => {
    const response = await gateway.getJson(`/api/v1/sqllab/permalink/${key}`);
    expect([response.status, response.body]).toEqual([status, body]);
  });
});
