import {
  connectionErrorText,
  connectionInput,
  databaseInput,
  formFromDatabase,
  localErrors,
  newDatabaseForm,
  parameterFields,
  touchedFields,
  queryObject,
  queryText,
  REQUIRED_FIELD,
  validationFieldErrors,
  type AvailableEngine,
  type ValidationError,
} from './database-form';

const postgres: AvailableEngine = {
  name: 'PostgreSQL',
  engine: 'postgresql',
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname',
  preferred: true,
  parameters: {
    type: 'object',
    properties: {
      database: { type: 'string' },
      encryption: { type: 'boolean' },
      host: { type: 'string' },
      password: { type: 'string' },
      port: { type: 'integer' },
      query: { type: 'object' },
      username: { type: 'string' },
      warehouse: { type: 'string', description: 'Compute warehouse' },
    },
  },
  requiredParameters: ['database', 'host', 'port', 'username'],
  defaultPort: 5432,
  opensLocalFiles: false,
  engineInformation: { supportsFileUpload: true, supportsDynamicCatalog: true },
};
const duckdb: AvailableEngine = { ...postgres, name: 'DuckDB', engine: 'duckdb', parameters: null, requiredParameters: [], defaultPort: null, opensLocalFiles: true };

describe('the connection form', () => {
  it('starts a new database on the engine form, with the default port and the engine name', () => {
    expect(newDatabaseForm(postgres)).toMatchObject({ configurationMethod: 'dynamic_form', databaseName: 'PostgreSQL', parameters: { port: 5432 }, exposeInSqllab: true });
    expect(newDatabaseForm(duckdb)).toMatchObject({ configurationMethod: 'sqlalchemy_form', parameters: {} });
  });

  it('lists the form fields in Superset order with their labels, then the others', () => {
    expect(parameterFields(postgres).map((f) => [f.key, f.label, f.kind, f.required])).toEqual([
      ['host', 'Host', 'text', true],
      ['port', 'Port', 'number', true],
      ['database', 'Database name', 'text', true],
      ['username', 'Username', 'text', true],
      ['password', 'Password', 'password', false],
      ['query', 'Additional Parameters', 'query', false],
      ['encryption', 'SSL', 'switch', false],
      ['warehouse', 'Warehouse', 'text', false],
    ]);
    expect(parameterFields(postgres).filter((f) => f.description).map((f) => [f.key, f.description])).toEqual([['warehouse', 'Compute warehouse']]);
  });

  it('turns the form into inputs: parameters or URI, flags, timeout and extra', () => {
    const state = { ...newDatabaseForm(postgres), parameters: { host: 'h', port: 5432 }, cacheTimeout: '60', extra: '{"a": 1}', allowDml: true };
    expect(connectionInput(state)).toEqual({ id: null, databaseName: 'PostgreSQL', engine: 'postgresql', configurationMethod: 'dynamic_form', parameters: { host: 'h', port: 5432 } });
    expect(databaseInput(state)).toMatchObject({ databaseName: 'PostgreSQL', engine: 'postgresql', cacheTimeout: 60, extra: '{"a": 1}', allowDml: true, forceCtasSchema: null });
    expect(databaseInput(state)).not.toHaveProperty('id');
    const uri = { ...newDatabaseForm(duckdb), sqlalchemyUri: ' duckdb:///x.duckdb ', databaseName: 'x' };
    expect(connectionInput(uri)).toEqual({ id: null, databaseName: 'x', configurationMethod: 'sqlalchemy_form', sqlalchemyUri: 'duckdb:///x.duckdb' });
    expect(databaseInput(uri)).toMatchObject({ cacheTimeout: null, extra: null });
  });

  it('reads a saved database back, extra as indented JSON', () => {
    const state = formFromDatabase({
      id: 4,
      databaseName: 'examples',
      backend: 'duckdb',
      configurationMethod: 'sqlalchemy_form',
      sqlalchemyUri: 'duckdb:///data/examples.duckdb',
      parameters: null,
      cacheTimeout: 300,
      exposeInSqllab: true,
      allowRunAsync: false,
      allowCtas: false,
      allowCvas: false,
      allowDml: true,
      allowFileUpload: false,
      allowMultiCatalog: false,
      disableDataPreview: false,
      forceCtasSchema: null,
      impersonateUser: false,
      extra: { metadata_params: {} },
    });
    expect(state).toMatchObject({ id: 4, engine: 'duckdb', cacheTimeout: '300', extra: '{\n  "metadata_params": {}\n}', allowDml: true });
  });

  it('checks what it can before asking the server', () => {
    const state = { ...newDatabaseForm(postgres), databaseName: ' ', parameters: { host: 'h' }, cacheTimeout: 'soon', extra: '[1]' };
    expect(localErrors(state, postgres)).toEqual({
      database_name: REQUIRED_FIELD,
      database: REQUIRED_FIELD,
      port: REQUIRED_FIELD,
      username: REQUIRED_FIELD,
      cache_timeout: 'Must be a whole number of seconds',
      extra: 'Must be a JSON object',
    });
    expect(localErrors({ ...newDatabaseForm(duckdb), extra: '{' }, duckdb)).toEqual({ sqlalchemy_uri: REQUIRED_FIELD, extra: 'Must be valid JSON' });
  });

  it('names the errors an edit makes stale', () => {
    const form = { ...newDatabaseForm(postgres), parameters: { host: 'h', port: 5432 } };
    expect([...touchedFields(form, { databaseName: 'x' })]).toEqual(['database_name']);
    expect([...touchedFields(form, { parameters: { host: 'h2', port: 5432 } })].sort()).toEqual(['description', 'host']);
    expect([...touchedFields(form, { cacheTimeout: '5', sqlalchemyUri: 'u' })].sort()).toEqual(['cache_timeout', 'description', 'sqlalchemy_uri']);
  });

  it('converts additional parameters between text and object', () => {
    expect(queryObject('sslmode=require&application_name=tessera')).toEqual({ sslmode: 'require', application_name: 'tessera' });
    expect(queryText({ sslmode: 'require' })).toBe('sslmode=require');
    expect(queryText(null)).toBe('');
  });

  it('words connection failures as ERROR: and the message', () => {
    expect(connectionErrorText('The port is closed.')).toBe('ERROR: The port is closed.');
  });
});

describe('validation errors (spec 2 §5)', () => {
  const missing: ValidationError = { message: 'One or more parameters are missing: host, port', errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR', level: 'warning', extra: { missing: ['host', 'port'] } };
  const badPort: ValidationError = { message: 'Not a valid integer.', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error', extra: { invalid: ['port'] } };
  const closed: ValidationError = { message: 'The port is closed.', errorType: 'CONNECTION_PORT_CLOSED_ERROR', level: 'error', extra: { invalid: ['port'] } };
  const denied: ValidationError = { message: 'Either the username or the password is wrong.', errorType: 'CONNECTION_ACCESS_DENIED_ERROR', level: 'error', extra: { issue_codes: [{ message: 'Issue 1014' }] } };
  const generic: ValidationError = { message: '', errorType: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: { issue_codes: [{ message: 'Issue 1002 - The database returned an unexpected error.' }] } };

  it('shows only missing, access denied and payload errors while editing', () => {
    expect(validationFieldErrors([missing, closed, denied, generic], false)).toEqual({
      host: REQUIRED_FIELD,
      port: REQUIRED_FIELD,
      description: 'Either the username or the password is wrong.',
    });
    expect(validationFieldErrors([badPort], false)).toEqual({ port: 'Not a valid integer.' });
  });

  it('shows every error when forced, unplaced ones as the description', () => {
    expect(validationFieldErrors([closed, generic], true)).toEqual({ port: 'The port is closed.', description: 'Issue 1002 - The database returned an unexpected error.' });
  });
});
