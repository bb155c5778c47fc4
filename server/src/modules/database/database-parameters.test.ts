import { checkParameterTypes, invalidFieldsOf, validateFormParameters, type NetworkProbes } from './database-parameters';

const schema = {
  type: 'object',
  properties: {
    host: { type: 'string' },
    port: { type: 'integer' },
    username: { type: ['string', 'null'] },
    password: { type: 'string' },
    database: { type: 'string' },
    query: { type: 'object' },
    encryption: { type: 'boolean' },
  },
};
const required = ['host', 'port', 'username', 'database'];

/** Resolves hosts ending in .ok; opens port 5432 only. */
const probes: NetworkProbes & { calls: string[] } = {
  calls: [],
  async hostResolves(host) {
    this.calls.push(`resolve ${host}`);
    return host.endsWith('.ok');
  },
  async portOpen(host, port) {
    this.calls.push(`port ${host}:${port}`);
    return port === 5432;
  },
};

beforeEach(() => {
  probes.calls.length = 0;
});

describe('checkParameterTypes', () => {
  it('coerces form strings the way marshmallow loads them', () => {
    expect(checkParameterTypes(schema, { port: '5432', encryption: 'true', host: 'h' })).toEqual({
      params: { port: 5432, encryption: true, host: 'h' },
      findings: [],
    });
  });

  it.each([
    ['port', 'abc', 'Not a valid integer.'],
    ['port', 54.5, 'Not a valid integer.'],
    ['host', 12, 'Not a valid string.'],
    ['query', 'a=b', 'Not a valid mapping type.'],
    ['encryption', 'yes please', 'Not a valid boolean.'],
  ])('reports %s = %j as invalid', (field, value, message) => {
    expect(checkParameterTypes(schema, { [field]: value }).findings).toEqual([
      { message, errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error', extra: { invalid: [field] } },
    ]);
  });

  it('leaves empty values to the missing check', () => {
    expect(checkParameterTypes(schema, { port: '', username: null }).findings).toEqual([]);
  });
});

describe('validateFormParameters', () => {
  it('names every missing required field, sorted, as a warning', async () => {
    expect(await validateFormParameters({ required }, { host: '', port: null }, probes)).toEqual([
      {
        message: 'One or more parameters are missing: database, host, port, username',
        errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning',
        extra: { missing: ['database', 'host', 'port', 'username'] },
      },
    ]);
    expect(probes.calls).toEqual([]);
  });

  it('stops at a host that does not resolve', async () => {
    const findings = await validateFormParameters({ required }, { host: 'nowhere.invalid', port: 5432, username: 'u', database: 'd' }, probes);
    expect(findings).toEqual([
      { message: "The hostname provided can't be resolved.", errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR', level: 'error', extra: { invalid: ['host'] } },
    ]);
    expect(probes.calls).toEqual(['resolve nowhere.invalid']);
  });

  it('checks the port range before probing it', async () => {
    expect(await validateFormParameters({ required }, { host: 'db.ok', port: 70000, username: 'u', database: 'd' }, probes)).toEqual([
      {
        message: 'The port must be an integer between 0 and 65535 (inclusive).',
        errorType: 'CONNECTION_INVALID_PORT_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      },
    ]);
    expect(probes.calls).toEqual(['resolve db.ok']);
  });

  it('reports a closed port', async () => {
    expect(await validateFormParameters({ required }, { host: 'db.ok', port: 5433, username: 'u', database: 'd' }, probes)).toEqual([
      { message: 'The port is closed.', errorType: 'CONNECTION_PORT_CLOSED_ERROR', level: 'error', extra: { invalid: ['port'] } },
    ]);
  });

  it('reports missing fields and still checks the host that is given', async () => {
    const findings = await validateFormParameters({ required }, { host: 'nowhere.invalid', port: 5432 }, probes);
    expect(findings.map((f) => f.errorType)).toEqual(['CONNECTION_MISSING_PARAMETERS_ERROR', 'CONNECTION_INVALID_HOSTNAME_ERROR']);
  });

  it('finds nothing wrong with a complete form whose host and port answer', async () => {
    expect(await validateFormParameters({ required }, { host: 'db.ok', port: 5432, username: 'u', database: 'd' }, probes)).toEqual([]);
    expect(probes.calls).toEqual(['resolve db.ok', 'port db.ok:5432']);
  });

  it('points connection errors at the form fields they concern', () => {
    expect(invalidFieldsOf('CONNECTION_INVALID_PASSWORD_ERROR')).toEqual(['username', 'password']);
    expect(invalidFieldsOf('CONNECTION_UNKNOWN_DATABASE_ERROR')).toEqual(['database']);
    expect(invalidFieldsOf('GENERIC_DB_ENGINE_ERROR')).toBeUndefined();
  });
});
