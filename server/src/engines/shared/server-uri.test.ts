import { TesseraError } from '../../platform/errors';
import { mysqlEngineSpec } from '../mysql';
import { postgresqlEngineSpec } from '../postgresql';
import { formatServerUri, parseServerUri } from './server-uri';

const pg = postgresqlEngineSpec.parameters!;
const my = mysqlEngineSpec.parameters!;

function failure(fn: () => unknown): TesseraError {
  try {
    fn();
  } catch (e) {
    return e as TesseraError;
  }
  throw new Error('expected an error');
}

describe('parseServerUri', () => {
  it.each([
    ['postgresql://u:p@h:1/d?a=1&b=2', { scheme: 'postgresql', username: 'u', password: 'p', host: 'h', port: 1, database: 'd', query: { a: '1', b: '2' } }],
    ['mysql+pymysql://u@h', { scheme: 'mysql', username: 'u', password: null, host: 'h', port: null, database: null, query: {} }],
    ['postgresql://h/d', { username: null, password: null, host: 'h', database: 'd' }],
    ['postgresql://u:@h/d', { username: 'u', password: '' }],
    ['postgresql://u%3Ax:p%2F%40w@h/my%20db', { username: 'u:x', password: 'p/@w', database: 'my db' }],
    ['postgresql://u@[2001:db8::1]:5432/d', { host: '2001:db8::1', port: 5432 }],
  ])('%s', (uri, expected) => {
    expect(parseServerUri(uri, 'X')).toMatchObject(expected);
  });

  it('round-trips through formatServerUri, encoding what needs it', () => {
    const parts = { scheme: 'postgresql', username: 'a@b', password: 'p:/?#', host: '::1', port: 5432, database: 'd b', query: { sslmode: 'require' } };
    const uri = formatServerUri(parts);
    expect(uri).toBe('postgresql://a%40b:p%3A%2F%3F%23@[::1]:5432/d%20b?sslmode=require');
    expect(parseServerUri(uri, 'X')).toEqual(parts);
  });
});

describe('connection form parameters', () => {
  it('describes the form as Superset does', () => {
    expect(pg.required).toEqual(['database', 'host', 'port', 'username']);
    expect(pg.defaultPort).toBe(5432);
    expect(my.defaultPort).toBe(3306);
    expect(pg.sqlalchemyUriPlaceholder).toBe('postgresql://user:password@host:port/dbname[?key=value&key=value...]');
    expect(my.sqlalchemyUriPlaceholder).toBe('mysql://user:password@host:port/dbname[?key=value&key=value...]');
    expect(Object.keys((pg.schema as { properties: object }).properties).sort()).toEqual(['database', 'encryption', 'host', 'password', 'port', 'query', 'username']);
    expect(pg.schema).toMatchObject({ type: 'object', required: ['database', 'host', 'port', 'username'] });
  });

  it('builds a URI from parameters, with encryption as the engine spells it', () => {
    expect(pg.buildUri({ username: 'u', password: 'p@ss', host: 'h', port: 5432, database: 'd', encryption: true })).toBe('postgresql://u:p%40ss@h:5432/d?sslmode=require');
    expect(my.buildUri({ username: 'u', host: 'h', port: '3306', database: 'd', query: { charset: 'utf8mb4' }, encryption: true })).toBe('mysql://u@h:3306/d?charset=utf8mb4&ssl=1');
  });

  it('reads parameters back from a URI, encryption included', () => {
    expect(pg.parseUri('postgresql+psycopg2://u:p@h:5432/d?sslmode=require&application_name=x')).toEqual({
      username: 'u',
      password: 'p',
      host: 'h',
      port: 5432,
      database: 'd',
      query: { application_name: 'x' },
      encryption: true,
    });
    expect(my.parseUri('mysql://u@h/d')).toMatchObject({ port: null, encryption: false, query: {} });
  });

  it('names every missing parameter', () => {
    const error = failure(() => pg.buildUri({ host: 'h', port: '' }));
    expect(error.errorType).toBe('CONNECTION_MISSING_PARAMETERS_ERROR');
    expect(error.message).toBe('One or more parameters are missing: database, port, username');
    expect(error.extra).toMatchObject({ missing: ['database', 'port', 'username'] });
  });

  it.each([[-1], [65536], ['80a'], [1.5]])('refuses the port %p', (port) => {
    const error = failure(() => pg.buildUri({ username: 'u', host: 'h', port, database: 'd' }));
    expect(error.errorType).toBe('CONNECTION_INVALID_PORT_ERROR');
    expect(error.message).toBe('The port must be an integer between 0 and 65535 (inclusive).');
    expect(error.extra).toMatchObject({ invalid: ['port'] });
  });
});
