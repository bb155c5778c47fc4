/**
 * SQLAlchemy-style URIs of database servers (`scheme[+driver]://user:password@host:port/database?k=v`)
 * and the connection-form parameters derived from them (Superset's BasicParametersMixin): the form's
 * JSON Schema, parameters -> URI and URI -> parameters. Shared by PostgreSQL and MySQL.
 */
import { TesseraError } from '../../platform/errors';
import { invalidPortError } from './connection-errors';
import type { EngineParametersSpec } from '../engine-spec';

export interface ServerUri {
  /** The scheme without its driver suffix, lower-case: 'postgresql' for 'postgresql+psycopg2'. */
  scheme: string;
  username: string | null;
  password: string | null;
  host: string;
  port: number | null;
  database: string | null;
  query: Record<string, string>;
}

// SQLAlchemy's URL pattern: the password ends at the first '@', so an '@' inside it must be %-encoded.
const URI = /^([a-z][a-z0-9.+-]*):\/\/(?:([^:/]*)(?::([^@]*))?@)?(?:(?:\[([^/?\]]+)\]|([^/:?]+))?(?::([^/?]*))?)?(?:\/([^?]*))?(?:\?(.*))?$/i;

function decode(part: string | undefined): string | null {
  if (part === undefined || part === '') return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function parsePort(value: unknown, engineName: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const port = typeof value === 'number' ? value : /^\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw invalidPortError(engineName);
  return port;
}

export function parseServerUri(uri: string, engineName: string): ServerUri {
  const match = URI.exec(uri.trim());
  if (!match) {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid ${engineName} URI: expected scheme://user:password@host:port/database`, { extra: { engine_name: engineName } });
  }
  const [, scheme, user, password, ipv6, host, port, database, query] = match;
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query ?? '')) params[key] = value;
  return {
    scheme: scheme.split('+')[0].toLowerCase(),
    username: decode(user),
    password: password === undefined ? null : (decode(password) ?? ''),
    host: ipv6 ?? decode(host) ?? '',
    port: parsePort(port, engineName),
    database: decode(database),
    query: params,
  };
}

export function formatServerUri(parts: ServerUri): string {
  const enc = encodeURIComponent;
  let auth = '';
  if (parts.username !== null) auth = enc(parts.username) + (parts.password !== null ? `:${enc(parts.password)}` : '') + '@';
  const host = parts.host.includes(':') ? `[${parts.host}]` : parts.host;
  const port = parts.port !== null ? `:${parts.port}` : '';
  const database = parts.database !== null ? `/${enc(parts.database)}` : '';
  const query = new URLSearchParams(parts.query).toString();
  return `${parts.scheme}://${auth}${host}${port}${database}${query ? `?${query}` : ''}`;
}

export interface ServerParametersOptions {
  scheme: string;
  engineName: string;
  defaultPort: number;
  /** Query parameters that turn on TLS, e.g. { sslmode: 'require' }; `encryption: true` adds them. */
  encryption: Record<string, string>;
}

const REQUIRED = ['database', 'host', 'port', 'username'];

/** The connection form of a server engine, as Superset's /database/available/ describes it. */
export function serverParameters(opts: ServerParametersOptions): EngineParametersSpec {
  const schema = {
    type: 'object',
    properties: {
      database: { type: 'string', description: 'Database name' },
      encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
      host: { type: 'string', description: 'Hostname or IP address' },
      password: { type: 'string', nullable: true, description: 'Password' },
      port: { type: 'integer', format: 'int32', minimum: 0, maximum: 65535, description: 'Database port' },
      query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
      username: { type: 'string', nullable: true, description: 'Username' },
    },
    required: REQUIRED,
  };
  const text = (value: unknown): string | null => (value === null || value === undefined || String(value) === '' ? null : String(value));
  return {
    schema,
    required: REQUIRED,
    defaultPort: opts.defaultPort,
    sqlalchemyUriPlaceholder: `${opts.scheme}://user:password@host:port/dbname[?key=value&key=value...]`,
    buildUri(params: Record<string, unknown>): string {
      const missing = REQUIRED.filter((key) => text(params[key]) === null);
      if (missing.length) {
        throw new TesseraError('CONNECTION_MISSING_PARAMETERS_ERROR', `One or more parameters are missing: ${missing.join(', ')}`, {
          extra: { engine_name: opts.engineName, missing },
        });
      }
      const query: Record<string, string> = {};
      if (params.query && typeof params.query === 'object') for (const [k, v] of Object.entries(params.query)) query[k] = String(v);
      if (params.encryption === true) Object.assign(query, opts.encryption);
      return formatServerUri({
        scheme: opts.scheme,
        username: text(params.username),
        password: text(params.password),
        host: text(params.host) as string,
        port: parsePort(params.port, opts.engineName),
        database: text(params.database),
        query,
      });
    },
    parseUri(uri: string): Record<string, unknown> {
      const parts = parseServerUri(uri, opts.engineName);
      const query = { ...parts.query };
      const encryption = Object.entries(opts.encryption).every(([k, v]) => query[k] === v);
      if (encryption) for (const key of Object.keys(opts.encryption)) delete query[key];
      return { username: parts.username, password: parts.password, host: parts.host, port: parts.port, database: parts.database, query, encryption };
    },
  };
}
