/**
 * Errors of reaching a database server (PostgreSQL, MySQL), classified by the driver's error code and
 * worded as Superset words them, with the parameters at fault in `extra.invalid` so a connection form
 * can mark the fields. The driver's text rarely names the host or port, so the target is passed in.
 */
import { TesseraError, type ErrorType } from '../../platform/errors';

export interface ServerTarget {
  host: string;
  port: number;
  username: string | null;
  database: string | null;
}

interface Classified {
  errorType: ErrorType;
  message: string;
  invalid: string[];
}

const SOCKET_CODES: Record<string, (t: ServerTarget) => Classified> = {
  ECONNREFUSED: (t) => ({ errorType: 'CONNECTION_PORT_CLOSED_ERROR', message: `Port ${t.port} on hostname "${t.host}" refused the connection.`, invalid: ['host', 'port'] }),
  ENOTFOUND: (t) => hostnameUnresolved(t),
  EAI_AGAIN: (t) => hostnameUnresolved(t),
  EAI_NONAME: (t) => hostnameUnresolved(t),
  ETIMEDOUT: (t) => hostDown(t),
  EHOSTUNREACH: (t) => hostDown(t),
  ENETUNREACH: (t) => hostDown(t),
  EHOSTDOWN: (t) => hostDown(t),
};

function hostnameUnresolved(t: ServerTarget): Classified {
  return { errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR', message: `The hostname "${t.host}" cannot be resolved.`, invalid: ['host'] };
}

function hostDown(t: ServerTarget): Classified {
  return { errorType: 'CONNECTION_HOST_DOWN_ERROR', message: `The host "${t.host}" might be down, and can't be reached on port ${t.port}.`, invalid: ['host', 'port'] };
}

function unknownDatabase(t: ServerTarget, named?: string): Classified {
  return { errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR', message: `Unable to connect to database "${named ?? t.database ?? ''}".`, invalid: ['database'] };
}

const CONNECT_TIMEOUT: Classified = {
  errorType: 'CONNECTION_DATABASE_TIMEOUT',
  message: 'Please check your connection details and database settings, and ensure that your database is accepting connections, then try connecting again.',
  invalid: [],
};

/** PostgreSQL SQLSTATEs and messages of a failed connection. */
function classifyPostgres(code: string, text: string, t: ServerTarget): Classified | null {
  const user = t.username ?? '';
  if (code === '28P01') return { errorType: 'CONNECTION_INVALID_PASSWORD_ERROR', message: `The password provided for username "${user}" is incorrect.`, invalid: ['username', 'password'] };
  if (code === '28000' && /role "[^"]*" does not exist/.test(text)) {
    return { errorType: 'CONNECTION_INVALID_USERNAME_ERROR', message: `The username "${user}" does not exist.`, invalid: ['username'] };
  }
  if (code === '28000') return { errorType: 'CONNECTION_ACCESS_DENIED_ERROR', message: `Either the username "${user}" or the password is incorrect.`, invalid: ['username', 'password'] };
  if (code === '3D000') return unknownDatabase(t, /database "([^"]*)"/.exec(text)?.[1]);
  // The server asked for a password the URI does not have (pg's SASL/md5 client errors).
  if (/client password must be a string|no password supplied|password authentication/i.test(text)) {
    return { errorType: 'CONNECTION_ACCESS_DENIED_ERROR', message: 'Please re-enter the password.', invalid: ['password'] };
  }
  if (/timeout expired|connection timeout/i.test(text)) return CONNECT_TIMEOUT;
  return null;
}

/** MySQL/MariaDB server error numbers of a failed connection. */
function classifyMysql(errno: number, text: string, t: ServerTarget): Classified | null {
  const user = t.username ?? '';
  if (errno === 1045) return { errorType: 'CONNECTION_ACCESS_DENIED_ERROR', message: `Either the username "${user}" or the password is incorrect.`, invalid: ['username', 'password'] };
  if (errno === 1044) {
    return { errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR', message: `Unable to access the database "${t.database ?? ''}" with the credentials given.`, invalid: ['username', 'database'] };
  }
  if (errno === 1049) return unknownDatabase(t, /Unknown database '([^']*)'/.exec(text)?.[1]);
  return null;
}

function field(err: unknown, key: string): unknown {
  return err && typeof err === 'object' ? (err as Record<string, unknown>)[key] : undefined;
}

/**
 * The typed error for a failure to connect, or null when `err` is not one (a query error, which the
 * spec's mapError classifies). `flavor` selects the server's own error codes.
 */
export function connectionError(err: unknown, target: ServerTarget, engineName: string, flavor: 'postgresql' | 'mysql'): TesseraError | null {
  if (err instanceof TesseraError) return err;
  const code = typeof field(err, 'code') === 'string' ? (field(err, 'code') as string) : '';
  const text = typeof field(err, 'message') === 'string' ? (field(err, 'message') as string) : String(err);
  let classified: Classified | null = SOCKET_CODES[code]?.(target) ?? null;
  if (!classified && flavor === 'postgresql') classified = classifyPostgres(code, text, target);
  if (!classified && flavor === 'mysql') {
    const errno = field(err, 'errno');
    classified = typeof errno === 'number' ? classifyMysql(errno, text, target) : null;
    if (!classified && /connect ETIMEDOUT|timeout/i.test(text) && field(err, 'fatal') === true) classified = CONNECT_TIMEOUT;
  }
  if (!classified) return null;
  return new TesseraError(classified.errorType, classified.message, {
    level: 'error',
    extra: { engine_name: engineName, invalid: classified.invalid },
    cause: err,
  });
}

/** A port outside 0–65535 (Superset's validate_parameters wording). */
export function invalidPortError(engineName: string): TesseraError {
  return new TesseraError('CONNECTION_INVALID_PORT_ERROR', 'The port must be an integer between 0 and 65535 (inclusive).', {
    level: 'error',
    extra: { engine_name: engineName, invalid: ['port'] },
  });
}
