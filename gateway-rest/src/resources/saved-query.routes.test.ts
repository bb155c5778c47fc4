import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const item = {
  id: 5,
  label: 'Top customers',
  description: null,
  sql: 'SELECT * FROM customers',
  dbId: 1,
  database: { id: 1, databaseName: 'examples' },
  catalog: null,
  schema: 'main',
  templateParameters: null,
  extraJson: '{"schedule_info": {"output_table": "t"}}',
  extra: { schedule_info: { output_table: 't' } },
  sqlTables: [{ table: 'customers', schema: null, catalog: null }],
  rows: null,
  lastRun: null,
  createdOn: '2025-08-18T12:00:00.250Z',
  changedOn: '2025-08-19T12:00:00.000Z',
  createdBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  changedBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  tags: [],
};

describe('/api/v1/saved_query', () => {
  let gateway: Harness;
  let zip: Buffer;

  beforeAll(async () => {
    // The gateway passes the bundle through untouched: any bytes (CR, LF and 0xff included) will do.
    zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 13, 10, 0, 255, 45, 45]);
    gateway = await startGateway({
      RestSavedQueryList: () => ({ data: { savedQueries: { count: 1, items: [item] } } }),
      RestSavedQueryShow: ({ id }) => ({ data: { savedQuery: id === 5 ? item : null } }),
      RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write'] } }),
      RestSavedQueryCreate: () => ({ data: { createSavedQuery: item } }),
      RestSavedQueryUpdate: () => ({ data: { updateSavedQuery: item } }),
      RestSavedQueryDelete: ({ id }) => (id === 5 ? { data: { deleteSavedQuery: 5 } } : graphqlError('Not found', { code: 'NOT_FOUND', errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' })),
      RestSavedQueryBulkDelete: ({ ids }) => ({ data: { deleteSavedQueries: { count: (ids as number[]).length } } }),
      RestSavedQueryRelatedDatabases: () => ({ data: { savedQueryRelatedDatabases: { count: 1, items: [{ value: 1, text: 'examples' }] } } }),
      RestSavedQueryRelatedUsers: () => ({ data: { savedQueryRelatedUsers: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } } }),
      RestSavedQueryDistinct: () => ({ data: { savedQueryDistinct: { count: 1, items: ['main'] } } }),
      RestExportBundle: () => ({ data: { exportBundle: { filename: 'saved_query_export_20250821T120000.zip', contentType: 'application/zip', base64: zip.toString('base64') } } }),
      RestImportBundle: ({ input }) =>
        (input as { overwrite: boolean }).overwrite
          ? { data: { importBundle: { created: 1, updated: 0 } } }
          : graphqlError('Error importing saved_queries', {
              code: 'UNPROCESSABLE',
              errorType: 'GENERIC_COMMAND_ERROR',
              status: 422,
              extra: { 'queries/examples/q.yaml': 'Saved_Queries already exists and `overwrite=true` was not passed' },
            }),
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
  });

  it('lists with Superset’s columns, sorted by last change by default', async () => {
    const response = await gateway.getJson('/api/v1/saved_query/');
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [5], list_title: 'List Saved Query' });
    expect((body.result as unknown[])[0]).toEqual({
      changed_on: '2025-08-19T12:00:00',
      changed_on_delta_humanized: '2 days ago',
      changed_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
      created_on: '2025-08-18T12:00:00.250000',
      created_by: { first_name: 'Ada', id: 1, last_name: 'Lovelace' },
      database: { database_name: 'examples', id: 1 },
      db_id: 1,
      description: null,
      extra: { schedule_info: { output_table: 't' } },
      id: 5,
      label: 'Top customers',
      last_run_delta_humanized: null,
      rows: null,
      catalog: null,
      schema: 'main',
      sql: 'SELECT * FROM customers',
      sql_tables: [{ table: 'customers', schema: null, catalog: null }],
      tags: [],
    });
    expect(gateway.executed[0].variables).toMatchObject({ orderBy: 'CHANGED_ON', orderDirection: 'DESC', page: 0, pageSize: 20 });
  });

  it('maps the search filter and the database filter', async () => {
    await gateway.getJson(`/api/v1/saved_query/${q("(filters:!((col:label,opr:all_text,value:top),(col:database,opr:rel_o_m,value:1)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)")}`);
    expect(gateway.executed[0].variables).toEqual({
      filters: [{ field: 'LABEL', op: 'ALL_TEXT', value: 'top' }, { field: 'DATABASE', op: 'REL_O_M', value: 1 }],
      orderBy: 'CHANGED_ON',
      orderDirection: 'DESC',
      page: 0,
      pageSize: 25,
    });
  });

  it('shows one saved query the FAB way, 404 for another', async () => {
    const response = await gateway.getJson('/api/v1/saved_query/5');
    expect(response.body).toMatchObject({ id: 5, show_title: 'Show Saved Query', result: { label: 'Top customers', template_parameters: null, database: { database_name: 'examples', id: 1 } } });
    expect((await gateway.getJson('/api/v1/saved_query/6')).status).toBe(404);
  });

  it('creates (201 with the add-schema dump) and refuses unknown or missing fields', async () => {
    const created = await gateway.postJson('/api/v1/saved_query/', { db_id: 1, label: 'Top customers', sql: 'SELECT * FROM customers', schema: 'main' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 5,
      result: { db_id: 1, description: null, label: 'Top customers', catalog: null, schema: 'main', sql: 'SELECT * FROM customers', template_parameters: null, extra_json: '{"schedule_info": {"output_table": "t"}}' },
    });
    expect(gateway.executed[0].variables).toEqual({ input: { dbId: 1, label: 'Top customers', sql: 'SELECT * FROM customers', schema: 'main' } });
    const bad = await gateway.postJson('/api/v1/saved_query/', { label: 'x', foo: 1 });
    expect([bad.status, bad.body]).toEqual([400, { message: { db_id: ['Missing data for required field.'], foo: ['Unknown field.'] } }]);
  });

  it('updates partially and deletes, one or in bulk with Superset’s messages', async () => {
    const put = await gateway.request('PUT', '/api/v1/saved_query/5', { body: JSON.stringify({ description: 'x' }), headers: { 'content-type': 'application/json' } });
    expect(put.status).toBe(200);
    expect(gateway.executed[0].variables).toEqual({ id: 5, input: { description: 'x' } });
    expect((await gateway.request('DELETE', '/api/v1/saved_query/5')).body).toEqual({ message: 'OK' });
    expect((await gateway.request('DELETE', '/api/v1/saved_query/7')).status).toBe(404);
    expect((await gateway.request('DELETE', `/api/v1/saved_query/${q('!(1,2)')}`)).body).toEqual({ message: 'Deleted 2 saved queries' });
    expect((await gateway.request('DELETE', `/api/v1/saved_query/${q('!(1)')}`)).body).toEqual({ message: 'Deleted 1 saved query' });
  });

  it('answers related, distinct and _info', async () => {
    expect((await gateway.getJson('/api/v1/saved_query/related/database')).body).toEqual({ count: 1, result: [{ value: 1, text: 'examples', extra: {} }] });
    expect((await gateway.getJson('/api/v1/saved_query/related/created_by')).body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    expect((await gateway.getJson('/api/v1/saved_query/related/owners')).status).toBe(404);
    expect((await gateway.getJson('/api/v1/saved_query/distinct/schema')).body).toEqual({ count: 1, result: [{ text: 'main', value: 'main' }] });
    expect((await gateway.getJson(`/api/v1/saved_query/_info${q('(keys:!(permissions))')}`)).body).toEqual({ permissions: ['can_read', 'can_write'] });
  });

  it('exports a ZIP download', async () => {
    const response = await gateway.getJson(`/api/v1/saved_query/export/${q('!(5)')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=saved_query_export_20250821T120000.zip');
    expect(response.headers.get('content-type')).toBe('application/zip');
  });

  async function importBundle(overwrite: string | null, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('formData', new Blob([new Uint8Array(zip)]), 'bundle.zip');
    if (overwrite !== null) form.append('overwrite', overwrite);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return gateway.request('POST', '/api/v1/saved_query/import/', { body: form });
  }

  it('imports a multipart bundle; an existing query without overwrite is a SIP-40 422', async () => {
    const done = await importBundle('true');
    expect([done.status, done.body]).toEqual([200, { message: 'OK' }]);
    expect(gateway.executed[0].variables).toEqual({
      input: { resource: 'SAVED_QUERY', base64: zip.toString('base64'), filename: 'bundle.zip', overwrite: true, passwords: null, sshTunnelPasswords: null, sshTunnelPrivateKeys: null, sshTunnelPrivateKeyPasswords: null },
    });
    const refused = await importBundle(null);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: [{ message: 'Error importing saved_queries', error_type: 'GENERIC_COMMAND_ERROR', extra: { 'queries/examples/q.yaml': 'Saved_Queries already exists and `overwrite=true` was not passed' } }],
    });
  });

  it('passes the passwords and SSH tunnel secrets on as JSON objects, refusing text that is not one', async () => {
    gateway.executed.length = 0;
    const secrets = { passwords: '{"databases/a.yaml":"pw"}', ssh_tunnel_passwords: '{"databases/a.yaml":"t"}', ssh_tunnel_private_keys: '{}', ssh_tunnel_private_key_passwords: '{"databases/a.yaml":"k"}' };
    expect((await importBundle('true', secrets)).status).toBe(200);
    expect(gateway.executed[0].variables).toMatchObject({
      input: { passwords: { 'databases/a.yaml': 'pw' }, sshTunnelPasswords: { 'databases/a.yaml': 't' }, sshTunnelPrivateKeys: {}, sshTunnelPrivateKeyPasswords: { 'databases/a.yaml': 'k' } },
    });
    expect((await importBundle('true', { passwords: 'not json' })).status).toBe(400);
    expect((await importBundle('true', { passwords: '["a"]' })).status).toBe(400);
  });

  it('answers an import without a file 400 "Arguments are not correct"', async () => {
    const form = new FormData();
    form.append('overwrite', 'true');
    const response = await gateway.request('POST', '/api/v1/saved_query/import/', { body: form });
    expect([response.status, response.body]).toEqual([400, { message: 'Arguments are not correct' }]);
  });
});
