import { connectionError, type ServerTarget } from './connection-errors';

const target: ServerTarget = { host: 'db.example', port: 5433, username: 'bob', database: 'shop' };
const err = (props: Record<string, unknown>) => Object.assign(new Error(String(props.message ?? '')), props);

describe('connectionError', () => {
  const cases: [string, Record<string, unknown>, 'postgresql' | 'mysql', string, string, string[]][] = [
    ['a refused port', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:5433' }, 'postgresql', 'CONNECTION_PORT_CLOSED_ERROR', 'Port 5433 on hostname "db.example" refused the connection.', ['host', 'port']],
    ['an unknown host', { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND db.example' }, 'mysql', 'CONNECTION_INVALID_HOSTNAME_ERROR', 'The hostname "db.example" cannot be resolved.', ['host']],
    ['an unreachable host', { code: 'EHOSTUNREACH' }, 'postgresql', 'CONNECTION_HOST_DOWN_ERROR', `The host "db.example" might be down, and can't be reached on port 5433.`, ['host', 'port']],
    ['a wrong PostgreSQL password', { code: '28P01', message: 'password authentication failed for user "bob"' }, 'postgresql', 'CONNECTION_INVALID_PASSWORD_ERROR', 'The password provided for username "bob" is incorrect.', ['username', 'password']],
    ['an unknown PostgreSQL role', { code: '28000', message: 'role "bob" does not exist' }, 'postgresql', 'CONNECTION_INVALID_USERNAME_ERROR', 'The username "bob" does not exist.', ['username']],
    ['a pg_hba refusal', { code: '28000', message: 'no pg_hba.conf entry for host' }, 'postgresql', 'CONNECTION_ACCESS_DENIED_ERROR', 'Either the username "bob" or the password is incorrect.', ['username', 'password']],
    ['an unknown PostgreSQL database', { code: '3D000', message: 'database "shop" does not exist' }, 'postgresql', 'CONNECTION_UNKNOWN_DATABASE_ERROR', 'Unable to connect to database "shop".', ['database']],
    ['a missing password', { message: 'SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string' }, 'postgresql', 'CONNECTION_ACCESS_DENIED_ERROR', 'Please re-enter the password.', ['password']],
    ['a connect timeout', { message: 'timeout expired' }, 'postgresql', 'CONNECTION_DATABASE_TIMEOUT', 'Please check your connection details and database settings, and ensure that your database is accepting connections, then try connecting again.', []],
    ['a MySQL access denial', { errno: 1045, message: "Access denied for user 'bob'@'10.0.0.2' (using password: YES)" }, 'mysql', 'CONNECTION_ACCESS_DENIED_ERROR', 'Either the username "bob" or the password is incorrect.', ['username', 'password']],
    ['an unknown MySQL database', { errno: 1049, message: "Unknown database 'shop'" }, 'mysql', 'CONNECTION_UNKNOWN_DATABASE_ERROR', 'Unable to connect to database "shop".', ['database']],
    ['a MySQL database the user may not use', { errno: 1044, message: "Access denied for user 'bob'@'%' to database 'shop'" }, 'mysql', 'CONNECTION_DATABASE_PERMISSIONS_ERROR', 'Unable to access the database "shop" with the credentials given.', ['username', 'database']],
  ];

  it.each(cases)('classifies %s', (_name, props, flavor, errorType, message, invalid) => {
    const error = connectionError(err(props), target, 'TestDB', flavor);
    expect(error).toMatchObject({ errorType, message, level: 'error', status: 400 });
    expect(error?.extra).toEqual({ engine_name: 'TestDB', invalid });
  });

  it('leaves query errors to the spec', () => {
    expect(connectionError(err({ code: '42P01', message: 'relation "x" does not exist' }), target, 'X', 'postgresql')).toBeNull();
    expect(connectionError(err({ errno: 1146, message: "Table 'shop.x' doesn't exist" }), target, 'X', 'mysql')).toBeNull();
  });
});
