import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from './support/graphql';
import { BASE_URL, get, login, post, request, withQ } from './support/http';

/** Saved queries, the query history list and SQL Lab permalinks over HTTP (REST and GraphQL). */
describe('/api/v1/saved_query', () => {
  let token: string;
  let examplesId: number;
  const suffix = Date.now().toString(36);
  const label = `api saved ${suffix}`;
  const created: number[] = [];
  const del = (path: string) => request('DELETE', path, { token });

  beforeAll(async () => {
    token = (await login()).access_token;
    const databases = await get(withQ('/api/v1/saved_query/related/database', '(filter:examples)'), { token });
    expect(databases.status).toBe(200);
    const examples = databases.json.result.find((d: { text: string }) => d.text === 'examples');
    if (!examples) throw new Error(`no examples database: ${databases.text}`);
    examplesId = examples.value;
  });

  afterAll(async () => {
    if (created.length) await del(withQ('/api/v1/saved_query/', `!(${created.join(',')})`));
  });

  it('creates, shows, updates and lists a saved query in Superset’s shapes', async () => {
    const schedule = JSON.stringify({ schedule_info: { output_table: 'weekly', schedule_interval: '@weekly' } });
    const answer = await post('/api/v1/saved_query/', { db_id: examplesId, label, schema: 'main', sql: 'SELECT name FROM birth_names', extra_json: schedule }, { token });
    expect(answer.status).toBe(201);
    expect(answer.json.result).toEqual({ db_id: examplesId, description: null, label, catalog: null, schema: 'main', sql: 'SELECT name FROM birth_names', template_parameters: null, extra_json: schedule });
    const id = answer.json.id as number;
    created.push(id);

    const show = await get(`/api/v1/saved_query/${id}`, { token });
    expect(show.status).toBe(200);
    expect(show.json).toMatchObject({ id, show_title: 'Show Saved Query', result: { label, sql_tables: [{ table: 'birth_names', schema: null, catalog: null }], database: { id: examplesId, database_name: 'examples' } } });

    const put = await request('PUT', `/api/v1/saved_query/${id}`, { token, body: { description: 'names' } });
    expect(put.status).toBe(200);
    expect(put.json.result).toMatchObject({ label, description: 'names' });

    const list = await get(withQ('/api/v1/saved_query/', `(filters:!((col:label,opr:all_text,value:'${suffix}')),page:0,page_size:25)`), { token });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ count: 1, ids: [id], list_title: 'List Saved Query' });
    expect(list.json.result[0]).toMatchObject({ id, label, description: 'names', extra: { schedule_info: { output_table: 'weekly' } }, changed_on_delta_humanized: expect.any(String) });
  });

  it('refuses a body with unknown fields or without db_id', async () => {
    const answer = await post('/api/v1/saved_query/', { label: 'x', nope: 1 }, { token });
    expect([answer.status, answer.json]).toEqual([400, { message: { db_id: ['Missing data for required field.'], nope: ['Unknown field.'] } }]);
  });

  it('exports a ZIP bundle and imports it back (overwrite needed for an existing query)', async () => {
    const id = created[0];
    const exported = await fetch(`${BASE_URL}${withQ('/api/v1/saved_query/export/', `!(${id})`)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=saved_query_export_\d{8}T\d{6}\.zip$/);
    const bundle = new Uint8Array(await exported.arrayBuffer());
    expect(String.fromCharCode(bundle[0], bundle[1])).toBe('PK');

    const importBundle = async (overwrite: boolean) => {
      const form = new FormData();
      form.append('formData', new Blob([bundle], { type: 'application/zip' }), 'bundle.zip');
      if (overwrite) form.append('overwrite', 'true');
      const response = await fetch(`${BASE_URL}/api/v1/saved_query/import/`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, json: await response.json() };
    };
    const refused = await importBundle(false);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0]).toMatchObject({ message: 'Error importing saved_queries', error_type: 'GENERIC_COMMAND_ERROR' });
    expect(Object.values(refused.json.errors[0].extra)).toContain('Saved_Queries already exists and `overwrite=true` was not passed');

    await request('PUT', `/api/v1/saved_query/${id}`, { token, body: { sql: 'SELECT 1' } });
    expect(await importBundle(true)).toEqual({ status: 200, json: { message: 'OK' } });
    expect((await get(`/api/v1/saved_query/${id}`, { token })).json.result.sql).toBe('SELECT name FROM birth_names');
  });

  it('answers _info permissions, distinct schemas and related users', async () => {
    expect((await get(withQ('/api/v1/saved_query/_info', '(keys:!(permissions))'), { token })).json).toEqual({ permissions: ['can_read', 'can_write', 'can_export'] });
    const schemas = await get('/api/v1/saved_query/distinct/schema', { token });
    expect(schemas.json.result).toContainEqual({ text: 'main', value: 'main' });
    const users = await get(withQ('/api/v1/saved_query/related/created_by', '(filter:admin)'), { token });
    expect(users.status).toBe(200);
    expect(users.json.count).toBeGreaterThan(0);
  });

  it('is the same saved query through GraphQL', async () => {
    const answer = await graphql(
      `query($id: Int!) { savedQuery(id: $id) { id label url sqlTables { table } abilities { canEdit canDelete } } }`,
      { id: created[0] },
      token,
    );
    expect(answer.data.savedQuery).toEqual({ id: created[0], label, url: `/sqllab/?savedQueryId=${created[0]}`, sqlTables: [{ table: 'birth_names' }], abilities: { canEdit: true, canDelete: true } });
  });

  it('bulk deletes with Superset’s message, all or nothing', async () => {
    const extra = await post('/api/v1/saved_query/', { db_id: examplesId, label: `${label} 2`, sql: 'SELECT 2' }, { token });
    expect(extra.status).toBe(201);
    const missing = await del(withQ('/api/v1/saved_query/', `!(${extra.json.id},987654321)`));
    expect(missing.status).toBe(404);
    const answer = await del(withQ('/api/v1/saved_query/', `!(${extra.json.id})`));
    expect([answer.status, answer.json]).toEqual([200, { message: 'Deleted 1 saved query' }]);
    expect((await get(`/api/v1/saved_query/${extra.json.id}`, { token })).status).toBe(404);
  });
});

describe('/api/v1/sqllab/permalink and /api/v1/query/', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('stores SQL Lab state under an opaque key and reads it back', async () => {
    const state = { dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1', schema: 'main' };
    const created = await post('/api/v1/sqllab/permalink', state, { token });
    expect(created.status).toBe(201);
    expect(created.json.key).toMatch(/^[A-Za-z0-9_-]{18}$/);
    expect(created.json.url).toBe(`${BASE_URL}/sqllab/p/${created.json.key}/`);
    expect((await get(`/api/v1/sqllab/permalink/${created.json.key}`, { token })).json).toEqual(state);
    // A key of the right form whose MAC does not match any row is unknown, not malformed.
    const forged = `${created.json.key[0] === 'A' ? 'B' : 'A'}${created.json.key.slice(1)}`;
    expect((await get(`/api/v1/sqllab/permalink/${forged}`, { token })).status).toBe(404);
    expect((await get('/api/v1/sqllab/permalink/nope', { token })).status).toBe(400);
  });

  it('lists the query history in Superset’s list shape', async () => {
    const answer = await get(withQ('/api/v1/query/', '(order_column:start_time,order_direction:desc,page:0,page_size:25)'), { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ list_title: 'List Query', count: expect.any(Number), result: expect.any(Array) });
    expect((await get('/api/v1/query/distinct/status', { token })).status).toBe(200);
    expect((await get('/api/v1/query/related/user', { token })).status).toBe(200);
  });
});
