import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';
import { sqlLabTab as tab } from '../test-support/sqllab-fixtures';

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const notFound = () => graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR', status: 404 });

describe('/tabstateview/ and /tableschemaview/', () => {
  let gateway: Harness;

  beforeAll(async () => {
    gateway = await startGateway(
      {
        RestTabStateCreate: () => ({ data: { createSqlLabTab: { id: 3 } } }),
        RestTabStateShow: ({ id }) => (id === 3 ? { data: { sqlLabTab: tab, me: { id: 1 } } } : notFound()),
        RestTabStateUpdate: ({ id }) => ({ data: { updateSqlLabTab: { id } } }),
        RestTabStateDelete: ({ id }) => (id === 3 ? { data: { deleteSqlLabTab: 3 } } : notFound()),
        RestTabStateActivate: ({ id }) => ({ data: { activateSqlLabTab: { id } } }),
        RestTabStateMigrateQuery: ({ tabId }) => ({ data: { migrateSqlLabQuery: tabId } }),
        RestTabStateDeleteQuery: ({ tabId }) => ({ data: { deleteSqlLabTabQuery: tabId } }),
        RestTableSchemaCreate: () => ({ data: { addTableSchema: { id: 12 } } }),
        RestTableSchemaExpanded: ({ id, expanded }) => ({ data: { updateTableSchema: { id, expanded } } }),
        RestTableSchemaDelete: ({ id }) => ({ data: { deleteTableSchema: id } }),
      },
      { legacy: true },
    );
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('creates a tab from the form-encoded queryEditor', async () => {
    const queryEditor = JSON.stringify({ name: 'Untitled Query 2', dbId: 1, schema: 'main', sql: 'SELECT 2', queryLimit: 100, remoteId: 9, templateParams: '{"a":1}', hideLeftBar: false });
    const response = await gateway.request('POST', '/tabstateview/', form({ queryEditor }));
    expect([response.status, response.body]).toEqual([200, { id: 3 }]);
    expect(gateway.executed[0].variables).toEqual({
      input: { label: 'Untitled Query 2', databaseId: 1, schema: 'main', sql: 'SELECT 2', queryLimit: 100, savedQueryId: 9, templateParams: '{"a":1}', hideLeftBar: false },
    });
  });

  it('takes the same body as JSON, with Superset’s defaults', async () => {
    const response = await gateway.postJson('/tabstateview/', { queryEditor: { dbId: 2 } });
    expect(response.status).toBe(200);
    expect(gateway.executed[0].variables).toEqual({ input: { label: 'Untitled Query', databaseId: 2, sql: 'SELECT ...' } });
  });

  it('refuses a missing queryEditor with {"error"}', async () => {
    const response = await gateway.request('POST', '/tabstateview/', form({}));
    expect([response.status, response.body]).toEqual([400, { error: 'queryEditor is required and must be a JSON object' }]);
  });

  it('answers a tab as TabState.to_dict()', async () => {
    const response = await gateway.getJson('/tabstateview/3');
    expect(response.body).toEqual({
      id: 3,
      user_id: 1,
      label: 'Untitled Query 1',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table_schemas: [{ id: 11, tab_state_id: 3, database_id: 1, catalog: null, schema: 'main', table: 'sales', description: { columns: [] }, expanded: true }],
      sql: 'SELECT 1',
      query_limit: 1000,
      latest_query: null,
      autorun: false,
      template_params: null,
      hide_left_bar: false,
      saved_query: { id: 9 },
      extra_json: '{"northPercent":40}',
    });
  });

  it('answers 404 for a tab that is missing or someone else’s', async () => {
    expect((await gateway.getJson('/tabstateview/4')).status).toBe(404);
    expect((await gateway.request('DELETE', '/tabstateview/4')).status).toBe(404);
  });

  it('updates from JSON-encoded form fields named by column', async () => {
    const response = await gateway.request('PUT', '/tabstateview/3', form({ sql: '"SELECT 3"', query_limit: '500', hide_left_bar: 'true', extra_json: '"{\\"southPercent\\":70}"', latest_query_id: '"abc"' }));
    expect([response.status, response.body]).toEqual([200, 3]);
    expect(gateway.executed[0].variables).toEqual({
      id: 3,
      patch: { sql: 'SELECT 3', queryLimit: 500, hideLeftBar: true, extraJson: '{"southPercent":70}', latestQueryId: 'abc' },
    });
    const bad = await gateway.request('PUT', '/tabstateview/3', form({ user_id: '2' }));
    expect([bad.status, bad.body]).toEqual([400, { error: 'Unknown field: user_id' }]);
    for (const name of ['constructor', 'toString']) {
      const member = await gateway.request('PUT', '/tabstateview/3', form({ [name]: '{}' }));
      expect([member.status, member.body]).toEqual([400, { error: `Unknown field: ${name}` }]);
    }
    const proto = await gateway.request('PUT', '/tabstateview/3', { body: '{"__proto__": {"sql": "x"}}', headers: { 'content-type': 'application/json' } });
    expect([proto.status, proto.body]).toEqual([400, { error: 'Unknown field: __proto__' }]);
    expect(gateway.executed).toHaveLength(1);
  });

  it('activates, migrates a query, deletes a query and the tab', async () => {
    expect((await gateway.request('POST', '/tabstateview/3/activate')).body).toBe(3);
    expect((await gateway.request('POST', '/tabstateview/3/migrate_query', form({ queryId: '"abc12"' }))).body).toBe(3);
    expect(gateway.executed[1].variables).toEqual({ tabId: 3, clientId: 'abc12' });
    expect((await gateway.request('DELETE', '/tabstateview/3/query/abc12')).body).toBe('OK');
    expect((await gateway.request('DELETE', '/tabstateview/3')).body).toBe('OK');
  });

  it('opens, expands and removes a table', async () => {
    const table = JSON.stringify({ queryEditorId: 3, dbId: 1, schema: 'main', name: 'sales', columns: [{ name: 'id' }] });
    expect((await gateway.request('POST', '/tableschemaview/', form({ table }))).body).toEqual({ id: 12 });
    expect(gateway.executed[0].variables).toEqual({
      input: { tabId: 3, databaseId: 1, catalog: null, schema: 'main', table: 'sales', description: JSON.parse(table), expanded: true },
    });
    expect((await gateway.request('POST', '/tableschemaview/12/expanded', form({ expanded: 'false' }))).body).toEqual({ id: 12, expanded: false });
    expect((await gateway.request('DELETE', '/tableschemaview/12')).body).toBe('OK');
  });
});
