/**
 * MySQL and MariaDB through mysql2. URIs: `mysql://user:password@host:3306/db`, `mariadb://…`, or with a
 * driver suffix (`mysql+mysqldb://`, `mysql+pymysql://`); query parameters `ssl` (1/true), `ssl_mode`
 * (DISABLED, REQUIRED, VERIFY_CA, VERIFY_IDENTITY), `charset` and `connect_timeout` (seconds).
 */
import { TesseraError } from '../../platform/errors';
import { ALL_TIME_GRAINS, type TimeGrain } from '../time-grains';
import { grainExpressions, limitOffset, quoteWith, renderStandardLiteral, selectStarSql, utcTimestampText } from '../shared/sql-builders';
import { toEngineError, type ErrorPattern } from '../shared/engine-errors';
import type { ConnectOptions, EngineSpec, GenericType, PortableColumnType, TableRef } from '../engine-spec';
import type { SqlDialect } from '../sql-dialect';
import { genericTypeFromNativeType } from '../shared/generic-type';
import { MysqlEngineConnection, type MysqlTarget } from './connection';
import { parseServerUri, serverParameters } from '../shared/server-uri';

const ENGINE_NAME = 'MySQL';

/**
 * Sub-day buckets count whole seconds since the day's midnight (never negative, so integer division
 * floors) and add them back: no UNIX_TIMESTAMP, which is 0 before 1970. Every grain is a DATETIME.
 */
const seconds = (n: number) => `TIMESTAMPADD(SECOND, FLOOR(TIMESTAMPDIFF(SECOND, DATE({col}), {col}) / ${n}) * ${n}, DATE({col}))`;
const day = (expr: string) => `CAST(${expr} AS DATETIME)`;

const GRAIN_EXPRESSIONS: Record<TimeGrain, string> = {
  PT1S: seconds(1),
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: seconds(60),
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  PT1H: seconds(3600),
  PT6H: seconds(21600),
  P1D: day('DATE({col})'),
  // WEEKDAY() counts from Monday = 0, DAYOFWEEK() from Sunday = 1.
  P1W: day('DATE({col}) - INTERVAL WEEKDAY({col}) DAY'),
  P1M: day("DATE_FORMAT({col}, '%Y-%m-01')"),
  P3M: day('MAKEDATE(YEAR({col}), 1) + INTERVAL (QUARTER({col}) - 1) QUARTER'),
  P1Y: day('MAKEDATE(YEAR({col}), 1)'),
  '1969-12-28T00:00:00Z/P1W': day('DATE({col}) - INTERVAL (DAYOFWEEK({col}) - 1) DAY'),
  '1969-12-29T00:00:00Z/P1W': day('DATE({col}) - INTERVAL WEEKDAY({col}) DAY'),
  'P1W/1970-01-03T00:00:00Z': day('DATE({col}) + INTERVAL (7 - DAYOFWEEK({col})) DAY'),
  'P1W/1970-01-04T00:00:00Z': day('DATE({col}) + INTERVAL (6 - WEEKDAY({col})) DAY'),
};

/** Server errors the shared patterns do not know (Superset's MySQL wording). */
const MYSQL_ERRORS: ErrorPattern[] = [
  {
    pattern: /command denied to user '(?<username>[^']*)'@'[^']*' for table [`'](?<object>[^`']+)/i,
    errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR',
    message: (g) => `Unable to access the object "${g.object}" with the credentials given.`,
  },
  { pattern: /Unknown table '(?<table>[^']+)'/i, errorType: 'TABLE_DOES_NOT_EXIST_ERROR', message: (g) => `The table "${g.table}" does not exist. A valid table must be used to run this query.` },
];

/** The pool configuration a MySQL URI asks for. */
export function parseMysqlUri(uri: string, options: ConnectOptions = {}): MysqlTarget {
  const parts = parseServerUri(uri, ENGINE_NAME);
  if (parts.scheme !== 'mysql' && parts.scheme !== 'mariadb') {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid MySQL URI scheme: ${parts.scheme}`, { extra: { engine_name: ENGINE_NAME } });
  }
  const q = parts.query;
  const sslMode = (q.ssl_mode ?? (['1', 'true'].includes((q.ssl ?? '').toLowerCase()) ? 'REQUIRED' : 'DISABLED')).toUpperCase();
  const connectTimeout = q.connect_timeout !== undefined ? Number(q.connect_timeout) : 10;
  return {
    host: parts.host || 'localhost',
    port: parts.port ?? 3306,
    user: parts.username,
    password: parts.password,
    database: parts.database,
    ssl: sslMode === 'VERIFY_CA' || sslMode === 'VERIFY_IDENTITY' ? { rejectUnauthorized: true } : sslMode === 'REQUIRED' ? { rejectUnauthorized: false } : null,
    charset: q.charset ?? 'utf8mb4',
    connectTimeoutMs: Number.isFinite(connectTimeout) && connectTimeout > 0 ? connectTimeout * 1000 : 10_000,
    poolSize: options.poolSize ?? 5,
    readOnly: options.readOnly === true,
  };
}

const quoteIdentifier = quoteWith('`');

/** MySQL string literals also treat backslash as an escape (unless NO_BACKSLASH_ESCAPES), so it is doubled too. */
function renderMysqlLiteral(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/\0/g, '\\0')}'`;
  return renderStandardLiteral(value, (d) => `TIMESTAMP '${utcTimestampText(d)}'`);
}

const SQL_DIALECT: SqlDialect = {
  lexical: {
    dollarQuotes: false,
    nestedComments: false,
    backslashEscapes: true,
    doubleQuotedStrings: true,
    hashComments: true,
    dashDashNeedsSpace: true,
    executableComments: true,
    bracketIdentifiers: false,
    dollarParameters: false,
  },
  parserDatabases: ['mysql'],
  pragmas: false,
  readsFilesInFrom: false,
  valuesTakeLimit: true,
};

/** The portable types MySQL writes differently: VARCHAR needs a length; TIMESTAMP only spans 1970–2038, DATETIME(6) any date to the microsecond. */
function mysqlColumnType(type: PortableColumnType, length?: number): string {
  if (type === 'VARCHAR') return `VARCHAR(${length ?? 255})`;
  if (type === 'TIMESTAMP') return 'DATETIME(6)';
  return type;
}

const PARAMETERS = serverParameters({ scheme: 'mysql', engineName: ENGINE_NAME, defaultPort: 3306, encryption: { ssl: '1' } });

export const mysqlEngineSpec: EngineSpec = {
  engine: 'mysql',
  sqlDialect: SQL_DIALECT,
  // MySQL's EXPLAIN refuses most statements, so its markers would mislead: no validator.
  validator: null,
  engineName: ENGINE_NAME,
  uriSchemes: ['mysql', 'mariadb'],
  driver: 'mysqldb',
  sqlalchemyUriPlaceholder: PARAMETERS.sqlalchemyUriPlaceholder,
  allowsJoins: true,
  allowsSubqueries: true,
  timeGrains: ALL_TIME_GRAINS,
  parameters: PARAMETERS,
  opensLocalFiles: false,
  // A MySQL "schema" is a database of the server; there is no level above it.
  supportsCatalogs: false,
  supportsCostEstimate: true,
  defaultSchema: null,

  quoteIdentifier,
  quoteTable: (ref: TableRef): string => [ref.schema, ref.name].filter((part): part is string => !!part).map(quoteIdentifier).join('.'),
  renderLiteral: renderMysqlLiteral,
  placeholder: () => '?',
  timeGrainExpression: grainExpressions(GRAIN_EXPRESSIONS),
  // MySQL has no OFFSET without LIMIT; its manual's idiom is the largest BIGINT UNSIGNED.
  applyLimit: (sql: string, limit: number | null, offset?: number | null): string => limitOffset(sql, limit, offset, '18446744073709551615'),
  genericTypeOf: (nativeType: string): GenericType => genericTypeFromNativeType(nativeType),
  selectStar(table: TableRef, columns: string[] | null, limit: number): string {
    return selectStarSql(quoteIdentifier, mysqlEngineSpec.quoteTable(table), columns, limit, (sql, n) => mysqlEngineSpec.applyLimit(sql, n));
  },
  columnTypeSql: mysqlColumnType,

  connect(uri: string, options?: ConnectOptions) {
    return MysqlEngineConnection.open(mysqlEngineSpec, parseMysqlUri(uri, options));
  },
  mapError: (err: unknown) => toEngineError(err, ENGINE_NAME, MYSQL_ERRORS),
};
