import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from './support/graphql';
import { BASE_URL, get, login, post, request, withQ } from './support/http';

/**
 * Each class of malformed input that once answered 500, answered with a 4xx and a clear message at the
 * door it came through (the fuzz test throws many more of them; these pin the wording).
 */
describe('malformed input', () => {
  let token: string;
  let examplesId: number;
  const suffix = Date.now().toString(36);
  const charts: number[] = [];
  const datasets: number[] = [];
  const nul = (field: string) => `Variable "$input" got invalid value at "input.${field}"; text may not contain NUL characters (\\u0000).`;

  beforeAll(async () => {
    token = (await login()).access_token;
    const databases = await get(withQ('/api/v1/dataset/related/database', '(filter:examples)'), { token });
    examplesId = databases.json.result.find((d: { text: string }) => d.text === 'examples').value;
  });

  afterAll(async () => {
    for (const id of charts) await request('DELETE', `/api/v1/chart/${id}`, { token });
    for (const id of datasets) await request('DELETE', `/api/v1/dataset/${id}`, { token });
  });

  async function newDataset(sql: string): Promise<number> {
    const answer = await post('/api/v1/dataset/', { database: examplesId, table_name: `api_malformed_${suffix}_${datasets.length}`, sql }, { token });
    expect(answer.status).toBe(201);
    datasets.push(answer.json.id);
    return answer.json.id;
  }

  it('refuses a NUL character in a login, a search, a create and an update', async () => {
    const loginAnswer = await post('/api/v1/security/login', { username: 'ad\u0000min', password: 'x', provider: 'db' });
    expect([loginAnswer.status, loginAnswer.json]).toEqual([400, { message: nul('username') }]);

    const search = await get(withQ('/api/v1/chart/', "(filters:!((col:slice_name,opr:ct,value:'a\u0000b')))"), { token });
    expect([search.status, search.json]).toEqual([400, { message: 'Variable "$filters" got invalid value at "filters[0].value"; text may not contain NUL characters (\\u0000).' }]);

    const datasetId = await newDataset('SELECT 1 AS x');
    const created = await post('/api/v1/chart/', { slice_name: 'x\u0000', datasource_id: datasetId, datasource_type: 'table' }, { token });
    expect([created.status, created.json]).toEqual([400, { message: nul('sliceName') }]);

    const chart = await post('/api/v1/chart/', { slice_name: `api malformed ${suffix}`, datasource_id: datasetId, datasource_type: 'table' }, { token });
    charts.push(chart.json.id);
    const updated = await request('PUT', `/api/v1/chart/${chart.json.id}`, { token, body: { description: 'a\u0000' } });
    expect([updated.status, updated.json]).toEqual([400, { message: nul('description') }]);

    const viaGraphql = await graphql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: { username: 'admin', password: '\u0000' } });
    expect(viaGraphql.status).toBe(400);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: nul('password'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(['%', '%ff%fe', '%C3%28'])('answers a path id of %s as not found', async (segment) => {
    for (const path of [`/api/v1/chart/${segment}`, `/api/v1/dataset/${segment}`]) {
      const answer = await get(path, { token });
      expect([path, answer.status, answer.json]).toEqual([path, 404, { message: 'Not found' }]);
    }
    // `/database/<int:pk>/schemas/` matches no Flask rule when the segment is not digits: Werkzeug's 404.
    const schemas = await get(`/api/v1/database/${segment}/schemas/`, { token });
    expect([schemas.status, schemas.json.errors[0].message]).toEqual([404, expect.stringMatching(/^404 Not Found: The requested URL was not found on the server/)]);
  });

  it('refuses objects where rison numbers and values belong, and pages beyond an Int', async () => {
    const page = await get(withQ('/api/v1/chart/', '(page:(toString:1))'), { token });
    expect([page.status, page.json]).toEqual([400, { message: "Not a valid rison schema {'toString': 1} is not of type 'integer'" }]);
    const value = await get(withQ('/api/v1/chart/', '(filters:!((col:slice_name,opr:ct,value:!((toString:1)))))'), { token });
    expect([value.status, value.json]).toEqual([400, { message: 'Filter value for column: slice_name must be a string, a number or a boolean' }]);
    const huge = await get(withQ('/api/v1/dataset/', '(page:99999999999999,page_size:100)'), { token });
    expect([huge.status, huge.json]).toEqual([400, { message: 'Not a valid rison schema 99999999999999 is greater than the maximum of 2147483647' }]);
  });

  it('refuses a time range beyond what a date can hold instead of failing to serialise it', async () => {
    const datasetId = await newDataset('SELECT 1 AS x');
    const answer = await post('/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: ['count'], time_range: 'Last 99999999 years' }] }, { token });
    expect([answer.status, answer.json]).toEqual([400, { message: 'Cannot parse time string [Last 99999999 years]: the date is out of range' }]);
  });

  it('reports unknown and prototype keys in a JSON body as unknown fields', async () => {
    const body = `{"slice_name": "x", "datasource_id": 1, "datasource_type": "table", "constructor": 1, "__proto__": {"polluted": true}}`;
    const answer = await request('POST', '/api/v1/chart/', { token, body });
    expect([answer.status, answer.json]).toEqual([400, JSON.parse('{"message": {"constructor": ["Unknown field."], "__proto__": ["Unknown field."]}}')]);
  });

  it('answers a body that is not JSON with 400 "Request is not JSON"', async () => {
    for (const body of ['{bad', '{"slice_name": NaN}']) {
      const answer = await request('POST', '/api/v1/chart/', { token, body });
      expect([answer.status, answer.json]).toEqual([400, { message: 'Request is not JSON' }]);
    }
  });

  it('answers HEAD like GET without a body, and 405 where only POST exists', async () => {
    const head = await fetch(`${BASE_URL}/api/v1/chart/`, { method: 'HEAD', headers: { Authorization: `Bearer ${token}` } });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, expect.stringMatching(/^application\/json/), '']);
    const postOnly = await fetch(`${BASE_URL}/api/v1/sqllab/execute/`, { method: 'HEAD', headers: { Authorization: `Bearer ${token}` } });
    expect(postOnly.status).toBe(405);
  });

  it('answers a GraphQL body that is not JSON, or has NaN in its variables, with a GraphQL error in JSON', async () => {
    for (const body of ['{bad', '{"query": "query($x: Float) { __typename }", "variables": {"x": NaN}}']) {
      const answer = await request('POST', '/graphql', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.json.errors[0]).toMatchObject({ message: expect.stringMatching(/^The request body is not valid JSON: /), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('refuses GraphQL operations that are too deep, have too many aliases or cost too much', async () => {
    const deep = await graphql(`{ __type(name: "Query") { ${'ofType { '.repeat(148)}name${' }'.repeat(148)} } }`, {}, token);
    expect([deep.status, deep.errors?.[0].message]).toEqual([400, 'The operation is 150 fields deep; the limit is 15.']);
    const aliases = await graphql(`{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`, {}, token);
    expect([aliases.status, aliases.errors?.[0].message]).toEqual([400, 'The operation uses 1000 aliases; the limit is 30.']);
    const wide = `{ ${Array.from({ length: 20 }, (_, i) => `c${i}: charts { items { id owners { id firstName lastName } dashboards { id dashboardTitle } } }`).join(' ')} }`;
    const costly = await graphql(wide, {}, token);
    expect([costly.status, costly.errors?.[0].message]).toEqual([400, expect.stringMatching(/^The operation is too costly: \d+ \(the limit is 5000\)\.$/)]);
  });
});
