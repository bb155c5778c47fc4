import { beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from './support/graphql';
import { get, login, request } from './support/http';

/** SQL Lab's tab-state views over HTTP: form-encoded bodies, JSON-encoded values, {"error"} failures. */
describe('/tabstateview/ and /tableschemaview/', () => {
  let token: string;
  const form = (method: string, path: string, fields: Record<string, string>) =>
    request(method, path, { token, body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('creates a tab, saves edits, opens a table and deletes it all', async () => {
    const queryEditor = JSON.stringify({ name: 'API tab', dbId: 1, schema: 'main', sql: 'SELECT 1', queryLimit: 1000 });
    const created = await form('POST', '/tabstateview/', { queryEditor });
    expect(created.status).toBe(200);
    const id = created.json.id as number;
    expect(Number.isInteger(id)).toBe(true);

    const put = await form('PUT', `/tabstateview/${id}`, { sql: JSON.stringify('SELECT 2'), hide_left_bar: 'true', extra_json: JSON.stringify(JSON.stringify({ northPercent: 35 })) });
    expect([put.status, put.json]).toEqual([200, id]);

    const table = await form('POST', '/tableschemaview/', { table: JSON.stringify({ queryEditorId: id, dbId: 1, schema: 'main', name: 'birth_names', columns: [] }) });
    expect(table.status).toBe(200);
    const expanded = await form('POST', `/tableschemaview/${table.json.id}/expanded`, { expanded: 'false' });
    expect(expanded.json).toEqual({ id: table.json.id, expanded: false });

    const shown = await get(`/tabstateview/${id}`, { token });
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({
      id,
      label: 'API tab',
      active: true,
      database_id: 1,
      schema: 'main',
      sql: 'SELECT 2',
      query_limit: 1000,
      hide_left_bar: true,
      latest_query: null,
      extra_json: '{"northPercent":35}',
      table_schemas: [{ id: table.json.id, tab_state_id: id, table: 'birth_names', expanded: false, description: { queryEditorId: id, dbId: 1, schema: 'main', name: 'birth_names', columns: [] } }],
    });

    const tabs = await graphql(`{ sqlLabTabs { activeTabId tabs { id northPercent hideLeftBar tableSchemas { table } } } }`, {}, token);
    expect(tabs.data.sqlLabTabs.activeTabId).toBe(id);
    expect(tabs.data.sqlLabTabs.tabs).toContainEqual({ id, northPercent: 35, hideLeftBar: true, tableSchemas: [{ table: 'birth_names' }] });

    expect((await request('POST', `/tabstateview/${id}/activate`, { token })).json).toBe(id);
    expect((await request('DELETE', `/tableschemaview/${table.json.id}`, { token })).json).toBe('OK');
    expect((await request('DELETE', `/tabstateview/${id}`, { token })).json).toBe('OK');
    expect((await get(`/tabstateview/${id}`, { token })).status).toBe(404);
  });

  it('answers {"error"} for a bad body and 404 for a missing tab', async () => {
    const bad = await form('POST', '/tabstateview/', { nothing: '1' });
    expect([bad.status, bad.json]).toEqual([400, { error: 'queryEditor is required and must be a JSON object' }]);
    const missing = await request('DELETE', '/tabstateview/987654321', { token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: 'Not found' });
  });

  it('refuses anonymous callers', async () => {
    const answer = await request('GET', '/tabstateview/1');
    expect(answer.status).toBe(401);
  });
});
