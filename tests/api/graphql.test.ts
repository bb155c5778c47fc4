import { beforeAll, describe, expect, it } from '@jest/globals';
import { chartOfType, listCharts } from './support/examples';
import { graphql, graphqlOverWebSocket } from './support/graphql';
import { ADMIN_PASSWORD, ADMIN_USERNAME, login, post } from './support/http';

const CHARTS = /* GraphQL */ `
  query Charts($page: Int!, $pageSize: Int!) {
    charts(page: $page, pageSize: $pageSize, orderBy: SLICE_NAME, orderDirection: ASC) {
      count
      items { id sliceName vizType }
    }
  }
`;

describe('POST /graphql', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('lists charts for a bearer token, in the same order as REST', async () => {
    const answer = await graphql(CHARTS, { page: 0, pageSize: 2 }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.charts.count).toBeGreaterThanOrEqual(3);
    expect(answer.data.charts.items).toHaveLength(2);
    const rest = await listCharts(token);
    expect(answer.data.charts.items.map((c: { id: number }) => c.id)).toEqual(rest.slice(0, 2).map((c) => c.id));
  });

  it('answers an anonymous charts query with an UNAUTHENTICATED error', async () => {
    const answer = await graphql(CHARTS, { page: 0, pageSize: 2 });
    expect(answer.data?.charts ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers me: null for anonymous callers and the user for a token', async () => {
    const anonymous = await graphql('{ me { username } }');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data.me).toBeNull();
    const signedIn = await graphql('{ me { username isAdmin roles { name } } }', {}, token);
    expect(signedIn.data.me).toMatchObject({ username: ADMIN_USERNAME, isAdmin: true });
    expect(signedIn.data.me.roles.map((r: { name: string }) => r.name)).toContain('Admin');
  });

  it('answers the session CSRF token beside me: null when anonymous, the cookie session token when signed in', async () => {
    const anonymous = await graphql('{ me { username } sessionCsrfToken }');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data).toEqual({ me: null, sessionCsrfToken: null });

    const signIn = await post('/graphql', { query: `mutation { login(input: { username: "${ADMIN_USERNAME}", password: "${ADMIN_PASSWORD}" }) { csrfToken } }` });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/=./);
    const asBrowser = await post('/graphql', { query: '{ me { username } sessionCsrfToken csrfToken }' }, { headers: { Cookie: cookie! } });
    const signedIn = asBrowser.json;
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.me.username).toBe(ADMIN_USERNAME);
    expect(signedIn.data.sessionCsrfToken).toBe(signedIn.data.csrfToken);
    expect(signedIn.data.sessionCsrfToken).toBe(signIn.json.data.login.csrfToken);
  });

  it("answers the server's configured limits to signed-in users only", async () => {
    const query = '{ appConfig { sqlMaxRow rowLimit defaultSqlLabLimit displayMaxRow sqlLabBackendPersistence } }';
    const answer = await graphql(query, {}, token);
    expect(answer.errors).toBeUndefined();
    // The test servers run with the defaults (SQL_MAX_ROW, ROW_LIMIT, SQLLAB_BACKEND_PERSISTENCE unset).
    expect(answer.data.appConfig).toEqual({ sqlMaxRow: 100000, rowLimit: 50000, defaultSqlLabLimit: 1000, displayMaxRow: 10000, sqlLabBackendPersistence: true });
    expect((await graphql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs chartData and reports an unknown column as a typed error', async () => {
    // The births pie ('Genders'): the query below groups by its dataset's `gender` column.
    const pie = chartOfType((await listCharts(token)).filter((c) => c.slice_name === 'Genders'), 'pie');
    const query = /* GraphQL */ `
      query Data($input: ChartDataInput!) {
        chartData(input: $input) { queries { colnames coltypes rowcount data } }
      }
    `;
    const datasource = { id: pie.datasource_id, type: pie.datasource_type };
    const ok = await graphql(query, { input: { datasource, queries: [{ columns: ['gender'], metrics: ['count'] }] } }, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.chartData.queries[0]).toMatchObject({ colnames: ['gender', 'count'], coltypes: [1, 0], rowcount: 2 });

    const bad = await graphql(query, { input: { datasource, queries: [{ columns: ['no_such_column'], metrics: ['count'] }] } }, token);
    expect(bad.errors).toHaveLength(1);
    const [error] = bad.errors!;
    expect(error.message).toContain('no_such_column');
    expect(typeof error.extensions?.errorType).toBe('string');
    expect(error.extensions?.status).toBe(400);
  });
});

describe('graphql-ws on /graphql', () => {
  it('runs a query over the socket', async () => {
    const result = await graphqlOverWebSocket('{ __typename }');
    expect(result).toEqual({ data: { __typename: 'Query' } });
  });

  it('authenticates the socket with the bearer token from connection_init', async () => {
    const { access_token: token } = await login();
    const result = await graphqlOverWebSocket('query { me { username } charts(page: 0, pageSize: 1) { count } }', { token });
    expect(result.errors).toBeUndefined();
    expect(result.data.me).toEqual({ username: ADMIN_USERNAME });
    expect(result.data.charts.count).toBeGreaterThanOrEqual(3);
  });
});
