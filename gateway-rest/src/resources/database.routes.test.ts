import { databaseListItem as listItem, engineInformation } from '../test-support/database-fixtures';
import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const MASKED = 'postgresql://u:XXXXXXXXXX@h:5432/sales';

const showItem = {
  id: 3,
  uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
  databaseName: 'sales',
  cacheTimeout: null,
  exposeInSqllab: true,
  allowRunAsync: false,
  allowFileUpload: false,
  configurationMethod: 'sqlalchemy_form',
  allowCtas: false,
  allowCvas: false,
  allowDml: true,
  backend: 'postgresql',
  driver: 'psycopg2',
  forceCtasSchema: null,
  impersonateUser: false,
  isManagedExternally: false,
  engineInformation,
};
const connectionItem = {
  ...showItem,
  sqlalchemyUri: MASKED,
  extraText: '{"metadata_params":{}}',
  serverCert: null,
  maskedEncryptedExtra: null,
  parameters: { host: 'h', port: 5432, username: 'u', password: 'XXXXXXXXXX', database: 'sales', query: {}, encryption: false },
  parametersSchema: { type: 'object' },
};
const tableMetadata = {
  name: 'orders',
  columns: [
    { name: 'id', type: 'INTEGER', longType: 'INTEGER', comment: null },
    { name: 'customer_id', type: 'INTEGER', longType: 'INTEGER', comment: 'who' },
    { name: 'amount', type: 'DECIMAL', longType: 'DECIMAL(10,2)', comment: null },
  ],
  primaryKey: { name: 'orders_pkey', columns: ['id'] },
  foreignKeys: [{ name: 'orders_customer', columns: ['customer_id'], referredSchema: 'public', referredTable: 'customers', referredColumns: ['id'] }],
  indexes: [{ name: 'orders_amount', columns: ['amount'], unique: false }],
  comment: 'All orders',
  selectStar: 'SELECT "id"\nFROM "orders"\nLIMIT 100',
};
const engineError = (message: string, errorType: string, status = 400, code = 'BAD_USER_INPUT') =>
  graphqlError(message, { code, errorType, level: 'error', status, extra: { engine_name: 'PostgreSQL' } });

let gateway: Harness;
let failWith: ReturnType<typeof graphqlError> | null = null;
const answer = (data: Record<string, unknown>) => () => failWith ?? { data };

beforeAll(async () => {
  gateway = await startGateway({
    RestPermissions: () => ({ data: { myPermissions: ['can_read', 'can_write', 'menu_access'] } }),
    RestDatabaseList: answer({ databases: { count: 1, items: [listItem] } }),
    RestDatabaseShow: ({ id }) => ({ data: { database: id === 3 ? showItem : null } }),
    RestDatabaseConnection: ({ id }) => failWith ?? { data: { databaseConnection: id === 3 ? connectionItem : null } },
    RestDatabaseCreate: answer({ createDatabase: connectionItem }),
    RestDatabaseUpdate: answer({ updateDatabase: connectionItem }),
    RestDatabaseDelete: answer({ deleteDatabase: { id: 3 } }),
    RestDatabaseTestConnection: answer({ testDatabaseConnection: { message: 'OK' } }),
    RestDatabaseValidateParameters: answer({
      validateDatabaseParameters: {
        errors: [{ message: 'One or more parameters are missing: host', errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR', level: 'warning', extra: { missing: ['host'] } }],
      },
    }),
    RestDatabaseAvailable: answer({
      availableEngines: [
        {
          name: 'PostgreSQL',
          engine: 'postgresql',
          availableDrivers: ['psycopg2'],
          defaultDriver: 'psycopg2',
          sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
          preferred: true,
          engineInformation,
          supportsOauth2: false,
          parameters: { type: 'object' },
        },
        { name: 'DuckDB', engine: 'duckdb', availableDrivers: ['duckdb_engine'], defaultDriver: 'duckdb_engine', sqlalchemyUriPlaceholder: 'duckdb:////path', preferred: false, engineInformation, supportsOauth2: false, parameters: null },
      ],
    }),
    RestDatabaseCatalogs: answer({ databaseCatalogs: [] }),
    RestDatabaseSchemas: answer({ databaseSchemas: ['information_schema', 'public'] }),
    RestDatabaseTables: answer({ databaseTables: { count: 2, items: [{ value: 'orders', type: 'table' }, { value: 'v_orders', type: 'view' }] } }),
    RestDatabaseTableMetadata: answer({ tableMetadata }),
    RestDatabaseTableMetadataExtra: answer({ tableMetadataExtra: {} }),
    RestDatabaseRelatedUsers: answer({ databaseRelatedUsers: { count: 1, items: [{ value: 1, text: 'Ada Lovelace' }] } }),
    RestDatabaseSelectStar: answer({ selectStar: 'SELECT *\nFROM "public"."orders"\nLIMIT 100' }),
    RestDatabaseSyncPermissions: answer({ syncDatabasePermissions: true }),
    RestDatabaseFunctionNames: answer({ databaseFunctionNames: ['abs', 'avg', 'date_trunc'] }),
    RestDatabaseRelatedObjects: answer({
      databaseRelatedObjects: {
        charts: [{ id: 4, sliceName: 'Orders', vizType: 'table' }],
        dashboards: [{ id: 2, title: 'Sales', slug: 'sales', jsonMetadataText: '{"color_scheme":"bnbColors"}' }],
        sqllabTabStates: [{ id: 9, label: 'Untitled Query 1', active: true }],
      },
    }),
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  failWith = null;
  gateway.executed.length = 0;
});

const lastVariables = () => gateway.executed.at(-1)?.variables;
const put = (path: string, body: unknown) => gateway.request('PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('GET /database/', () => {
  it('lists databases with the list columns, by name, and every row for page_size -1', async () => {
    const response = await gateway.getJson(`/api/v1/database/?q=${encodeURIComponent('(page_size:-1,filters:!((col:expose_in_sqllab,opr:eq,value:!t)))')}`);
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ count: 1, ids: [3], list_title: 'List Database' });
    expect((body.result as Record<string, unknown>[])[0]).toMatchObject({
      database_name: 'sales',
      backend: 'postgresql',
      extra: '{"metadata_params":{}}',
      changed_on: '2025-08-18T12:00:00.250000',
      changed_by: null,
      created_by: { first_name: 'Ada', last_name: 'Lovelace' },
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: true, supports_dynamic_catalog: false, supports_oauth2: false },
    });
    expect(lastVariables()).toEqual({
      filters: [{ field: 'EXPOSE_IN_SQLLAB', op: 'EQ', value: true }],
      orderBy: 'DATABASE_NAME',
      orderDirection: 'ASC',
      page: 0,
      pageSize: null,
    });
  });

  it('honours any page size and the upload_is_enabled filter', async () => {
    await gateway.getJson(`/api/v1/database/?q=${encodeURIComponent('(page:1,page_size:500,filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))')}`);
    expect(lastVariables()).toMatchObject({ page: 1, pageSize: 500, filters: [{ field: 'ALLOW_FILE_UPLOAD', op: 'UPLOAD_IS_ENABLED', value: true }] });
  });

  it('refuses columns it cannot order by', async () => {
    const response = await gateway.getJson(`/api/v1/database/?q=${encodeURIComponent('(order_column:backend)')}`);
    expect([response.status, response.body]).toEqual([400, { message: 'Invalid order by column: backend' }]);
  });
});

describe('show, connection, _info', () => {
  it('shows a database as {id, result} without its URI', async () => {
    const response = await gateway.getJson('/api/v1/database/3');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body as object)).toEqual(['id', 'result']);
    const result = (response.body as { result: Record<string, unknown> }).result;
    expect(result).toMatchObject({ id: 3, database_name: 'sales', driver: 'psycopg2', allow_dml: true });
    expect(result).not.toHaveProperty('sqlalchemy_uri');
  });

  // A non-numeric id matches no route at all (Flask's <int:pk>): see item-ids.routes.test.ts.
  it.each(['/api/v1/database/4', '/api/v1/database/4/connection'])('answers 404 for %s', async (path) => {
    const response = await gateway.getJson(path);
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
  });

  it('gives the masked connection details to writers', async () => {
    const response = await gateway.getJson('/api/v1/database/3/connection');
    expect((response.body as { result: Record<string, unknown> }).result).toMatchObject({
      sqlalchemy_uri: MASKED,
      extra: '{"metadata_params":{}}',
      parameters: { password: 'XXXXXXXXXX' },
      parameters_schema: { type: 'object' },
    });
  });

  it('reports the Database permissions the caller holds', async () => {
    const response = await gateway.getJson(`/api/v1/database/_info?q=${encodeURIComponent('(keys:!(permissions))')}`);
    expect(response.body).toEqual({ permissions: ['can_read', 'can_write'] });
  });
});

describe('related users', () => {
  it('offers created_by and changed_by users in FAB related shape', async () => {
    const response = await gateway.getJson(`/api/v1/database/related/created_by?q=${encodeURIComponent("(filter:ada,page_size:5)")}`);
    expect(response.body).toEqual({ count: 1, result: [{ value: 1, text: 'Ada Lovelace', extra: {} }] });
    expect(lastVariables()).toEqual({ filter: 'ada', page: 0, pageSize: 5, includeIds: null });
  });

  it('has no other related columns', async () => {
    expect((await gateway.getJson('/api/v1/database/related/owners')).status).toBe(404);
  });
});

describe('writes', () => {
  it('creates: 201 with the body echoed, the URI masked and the uuid', async () => {
    const response = await gateway.postJson('/api/v1/database/', { database_name: 'sales', sqlalchemy_uri: 'postgresql://u:secret@h:5432/sales', allow_dml: true, bogus: 1 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: 3,
      result: {
        database_name: 'sales',
        sqlalchemy_uri: MASKED,
        allow_dml: true,
        uuid: showItem.uuid,
        expose_in_sqllab: true,
        parameters: connectionItem.parameters,
        driver: 'psycopg2',
      },
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
    expect(lastVariables()).toEqual({ input: { databaseName: 'sales', sqlalchemyUri: 'postgresql://u:secret@h:5432/sales', allowDml: true } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await gateway.request('POST', '/api/v1/database/', { body: 'database_name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([response.status, response.body]).toEqual([400, { message: 'Request is not JSON' }]);
  });

  it("passes the server's field errors through in the FAB shape", async () => {
    failWith = graphqlError('Invalid', { code: 'UNPROCESSABLE', errorType: 'GENERIC_COMMAND_ERROR', status: 422, extra: { fields: { database_name: ['A database with the same name already exists.'] } } });
    const response = await gateway.postJson('/api/v1/database/', { database_name: 'sales', sqlalchemy_uri: 'duckdb:///x' });
    expect([response.status, response.body]).toEqual([422, { message: { database_name: ['A database with the same name already exists.'] } }]);
  });

  it('answers a connection that would not open in the SIP-40 shape', async () => {
    failWith = engineError('The port is closed.', 'CONNECTION_PORT_CLOSED_ERROR', 422, 'UNPROCESSABLE');
    const response = await gateway.postJson('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: 'postgresql://h:1/db' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: [
        {
          message: 'The port is closed.',
          error_type: 'CONNECTION_PORT_CLOSED_ERROR',
          level: 'error',
          extra: { engine_name: 'PostgreSQL', issue_codes: [{ code: 1008, message: 'Issue 1008 - The port is closed.' }] },
        },
      ],
    });
  });

  it('updates: {id, result} with the masked URI', async () => {
    const response = await put('/api/v1/database/3', { sqlalchemy_uri: MASKED, cache_timeout: null });
    expect(response.body).toEqual({ id: 3, result: { sqlalchemy_uri: MASKED, cache_timeout: null, parameters: connectionItem.parameters } });
    expect(lastVariables()).toEqual({ id: 3, input: { sqlalchemyUri: MASKED, cacheTimeout: null } });
  });

  it('deletes, or says why it cannot', async () => {
    expect((await gateway.request('DELETE', '/api/v1/database/3')).body).toEqual({ message: 'OK' });
    failWith = graphqlError('Cannot delete a database that has datasets attached', { code: 'UNPROCESSABLE', errorType: 'GENERIC_COMMAND_ERROR', status: 422 });
    const refused = await gateway.request('DELETE', '/api/v1/database/3');
    expect([refused.status, refused.body]).toEqual([422, { message: 'Cannot delete a database that has datasets attached' }]);
  });
});

describe('connections', () => {
  it('tests a connection: OK, or the typed engine error', async () => {
    const ok = await gateway.postJson('/api/v1/database/test_connection/', { sqlalchemy_uri: 'duckdb:///x.duckdb' });
    expect([ok.status, ok.body]).toEqual([200, { message: 'OK' }]);
    failWith = engineError('The hostname "nowhere" cannot be resolved.', 'CONNECTION_INVALID_HOSTNAME_ERROR');
    const failed = await gateway.postJson('/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://nowhere/db' });
    expect(failed.status).toBe(400);
    expect((failed.body as { errors: { error_type: string }[] }).errors[0].error_type).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
  });

  it('validates parameters: the findings as SIP-40 errors with issue codes', async () => {
    const response = await gateway.postJson('/api/v1/database/validate_parameters/', { engine: 'postgresql', configuration_method: 'dynamic_form', parameters: {} });
    expect([response.status, response.body]).toEqual([
      422,
      {
        errors: [
          {
            message: 'One or more parameters are missing: host',
            error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
            level: 'warning',
            extra: { missing: ['host'], issue_codes: [{ code: 1018, message: 'Issue 1018 - One or more parameters needed to configure a database are missing.' }] },
          },
        ],
      },
    ]);
  });

  it('reports mistyped fields of validate_parameters without asking the server', async () => {
    const response = await gateway.postJson('/api/v1/database/validate_parameters/', { engine: 5, configuration_method: 'dynamic_form' });
    expect(response.status).toBe(422);
    expect((response.body as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ message: 'Not a valid string.', error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', extra: expect.objectContaining({ invalid: ['engine'] }) }),
    ]);
    expect(gateway.executed).toEqual([]);
  });

  it('lists available engines in Superset keys, parameters only for form engines', async () => {
    const response = await gateway.getJson('/api/v1/database/available/');
    const [pg, duck] = (response.body as { databases: Record<string, unknown>[] }).databases;
    expect(Object.keys(pg)).toEqual(['name', 'engine', 'available_drivers', 'sqlalchemy_uri_placeholder', 'preferred', 'engine_information', 'supports_oauth2', 'default_driver', 'parameters']);
    expect(duck).not.toHaveProperty('parameters');
  });
});

describe('browsing a database', () => {
  it('lists schemas, catalogs and tables', async () => {
    expect((await gateway.getJson(`/api/v1/database/3/schemas/?q=${encodeURIComponent('(force:!t)')}`)).body).toEqual({ result: ['information_schema', 'public'] });
    expect(lastVariables()).toEqual({ id: 3, catalog: null, force: true, uploadAllowed: false });
    expect((await gateway.getJson('/api/v1/database/3/catalogs/')).body).toEqual({ result: [] });
    const tables = await gateway.getJson(`/api/v1/database/3/tables/?q=${encodeURIComponent('(schema_name:public)')}`);
    expect(tables.body).toEqual({ count: 2, result: [{ value: 'orders', type: 'table', extra: null }, { value: 'v_orders', type: 'view', extra: null }] });
  });

  it('syncs permissions', async () => {
    const response = await gateway.postJson('/api/v1/database/3/sync_permissions/', {});
    expect([response.status, response.body]).toEqual([200, { message: 'Permissions successfully synced' }]);
    expect(lastVariables()).toEqual({ id: 3 });
  });

  it('lists the function names for autocompletion', async () => {
    expect((await gateway.getJson('/api/v1/database/3/function_names/')).body).toEqual({ function_names: ['abs', 'avg', 'date_trunc'] });
    expect(lastVariables()).toEqual({ id: 3 });
  });

  it('lists related objects: charts, dashboards (json_metadata as text) and SQL Lab tabs', async () => {
    expect((await gateway.getJson('/api/v1/database/3/related_objects/')).body).toEqual({
      charts: { count: 1, result: [{ id: 4, slice_name: 'Orders', viz_type: 'table' }] },
      dashboards: { count: 1, result: [{ id: 2, json_metadata: '{"color_scheme":"bnbColors"}', slug: 'sales', title: 'Sales' }] },
      sqllab_tab_states: { count: 1, result: [{ id: 9, label: 'Untitled Query 1', active: true }] },
    });
  });

  it('requires schema_name for tables', async () => {
    const response = await gateway.getJson('/api/v1/database/3/tables/');
    expect([response.status, response.body]).toEqual([400, { message: "Not a valid rison schema 'schema_name' is a required property" }]);
  });

  it('answers 500 when the database cannot be reached', async () => {
    failWith = engineError('The port is closed.', 'CONNECTION_PORT_CLOSED_ERROR');
    const response = await gateway.getJson('/api/v1/database/3/schemas/');
    expect([response.status, response.body]).toEqual([500, { message: 'There was an error connecting to the database' }]);
  });

  it("describes a table in Superset's table_metadata shape", async () => {
    const response = await gateway.getJson('/api/v1/database/3/table_metadata/?name=orders&schema=public');
    expect(lastVariables()).toEqual({ id: 3, table: 'orders', schema: 'public', catalog: null });
    const pk = { column_names: ['id'], name: 'orders_pkey', type: 'pk' };
    const fk = { column_names: ['customer_id'], name: 'orders_customer', referred_schema: 'public', referred_table: 'customers', referred_columns: ['id'], options: {}, type: 'fk' };
    const ix = { name: 'orders_amount', column_names: ['amount'], unique: false, type: 'index' };
    expect(response.body).toEqual({
      name: 'orders',
      columns: [
        { name: 'id', type: 'INTEGER', longType: 'INTEGER', keys: [pk], comment: null },
        { name: 'customer_id', type: 'INTEGER', longType: 'INTEGER', keys: [fk], comment: 'who' },
        { name: 'amount', type: 'DECIMAL', longType: 'DECIMAL(10,2)', keys: [ix], comment: null },
      ],
      selectStar: tableMetadata.selectStar,
      primaryKey: pk,
      foreignKeys: [fk],
      indexes: [pk, fk, ix],
      comment: 'All orders',
    });
  });

  it('reports a missing name, and a missing table, in the SIP-40 shape', async () => {
    const missingName = await gateway.getJson('/api/v1/database/3/table_metadata/');
    expect(missingName.status).toBe(400);
    expect((missingName.body as { errors: { error_type: string }[] }).errors[0].error_type).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
    failWith = graphqlError('No such table', { code: 'NOT_FOUND', errorType: 'TABLE_DOES_NOT_EXIST_ERROR', level: 'warning', status: 404 });
    const missingTable = await gateway.getJson('/api/v1/database/3/table_metadata/?name=nope');
    expect(missingTable.status).toBe(404);
    expect((missingTable.body as { errors: { message: string }[] }).errors[0].message).toBe('No such table');
  });

  it('writes SELECT *, or says the table is not there', async () => {
    const response = await gateway.getJson('/api/v1/database/3/select_star/orders/public/');
    expect(response.body).toEqual({ result: 'SELECT *\nFROM "public"."orders"\nLIMIT 100' });
    expect(lastVariables()).toEqual({ id: 3, table: 'orders', schema: 'public', catalog: null });
    failWith = graphqlError('No such table', { code: 'NOT_FOUND', errorType: 'TABLE_DOES_NOT_EXIST_ERROR', status: 404 });
    const missing = await gateway.getJson('/api/v1/database/3/select_star/nope/');
    expect([missing.status, missing.body]).toEqual([404, { message: 'Table not found on the database' }]);
  });

  it('answers the table_metadata/extra and deprecated table routes', async () => {
    expect((await gateway.getJson('/api/v1/database/3/table_metadata/extra/?name=orders')).body).toEqual({});
    await gateway.getJson('/api/v1/database/3/table/orders/undefined/');
    expect(lastVariables()).toEqual({ id: 3, table: 'orders', schema: null, catalog: null });
  });
});
