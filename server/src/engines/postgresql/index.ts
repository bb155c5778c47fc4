/**
 * PostgreSQL through node-postgres. URIs: `postgresql://user:password@host:5432/db`, also with the
 * `postgres` scheme or a driver suffix (`postgresql+psycopg2://`); query parameters `sslmode`,
 * `application_name`, `options`, `connect_timeout` (seconds) and `host` (a socket directory).
 */
import { TesseraError } from '../../platform/errors';
import { ALL_TIME_GRAINS, type TimeGrain } from '../time-grains';
import { grainExpressions, limitOffset, quoteTableParts, quoteWith, renderStandardLiteral, selectStarSql, standardColumnType } from '../shared/sql-builders';
import { toEngineError } from '../shared/engine-errors';
import type { ConnectOptions, EngineSpec, GenericType, PortableColumnType, TableRef } from '../engine-spec';
import { EXPLAINABLE_STATEMENTS, POSTGRES_LEXICAL_RULES, type SqlDialect } from '../sql-dialect';
import { genericTypeFromNativeType } from '../shared/generic-type';
import { PostgresEngineConnection, type PostgresTarget } from './connection';
import { parseServerUri, serverParameters } from '../shared/server-uri';

/**
 * Sub-hour buckets add whole multiples to the truncated unit above. EXTRACT reads a truncated
 * timestamp because PostgreSQL refuses EXTRACT(SECOND ...) of a DATE; DATE_TRUNC takes both.
 */
const bucket = (unit: string, part: string, size: number, label: string) =>
  `DATE_TRUNC('${unit}', {col}) + INTERVAL '${size} ${label}' * FLOOR(EXTRACT(${part} FROM DATE_TRUNC('${part.toLowerCase()}', {col})) / ${size})`;

const GRAIN_EXPRESSIONS: Record<TimeGrain, string> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: bucket('minute', 'SECOND', 5, 'seconds'),
  PT30S: bucket('minute', 'SECOND', 30, 'seconds'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: bucket('hour', 'MINUTE', 5, 'minutes'),
  PT10M: bucket('hour', 'MINUTE', 10, 'minutes'),
  PT15M: bucket('hour', 'MINUTE', 15, 'minutes'),
  PT30M: bucket('hour', 'MINUTE', 30, 'minutes'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: bucket('day', 'HOUR', 6, 'hours'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  // DATE_TRUNC('week') is ISO (Monday); the Sunday-based variants shift by a day around it.
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};

const ENGINE_NAME = 'PostgreSQL';
const quoteIdentifier = quoteWith('"');
const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];

/** The pool configuration a PostgreSQL URI asks for. */
export function parsePostgresUri(uri: string, options: ConnectOptions = {}): PostgresTarget {
  const parts = parseServerUri(uri, ENGINE_NAME);
  if (parts.scheme !== 'postgresql' && parts.scheme !== 'postgres') {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid PostgreSQL URI scheme: ${parts.scheme}`, { extra: { engine_name: ENGINE_NAME } });
  }
  const q = parts.query;
  const sslMode = (q.sslmode ?? 'disable').toLowerCase();
  if (!SSL_MODES.includes(sslMode)) throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid sslmode: ${q.sslmode}`, { extra: { engine_name: ENGINE_NAME, invalid: ['query'] } });
  const connectTimeout = q.connect_timeout !== undefined ? Number(q.connect_timeout) : 10;
  return {
    host: q.host || parts.host || 'localhost',
    port: parts.port ?? 5432,
    user: parts.username,
    password: parts.password,
    database: parts.database ?? parts.username ?? 'postgres',
    // 'prefer' and 'allow' cannot fall back in node-postgres; they connect without TLS as libpq mostly ends up doing locally.
    ssl: sslMode === 'verify-ca' || sslMode === 'verify-full' ? { rejectUnauthorized: true } : sslMode === 'require' ? { rejectUnauthorized: false } : false,
    applicationName: q.application_name ?? 'tessera',
    // The session runs in UTC, so timestamps without a zone mean the same to Tessera and the server.
    options: [q.options, '-c TimeZone=UTC'].filter(Boolean).join(' '),
    connectTimeoutMs: Number.isFinite(connectTimeout) && connectTimeout > 0 ? connectTimeout * 1000 : 10_000,
    poolSize: options.poolSize ?? 5,
    readOnly: options.readOnly === true,
  };
}

const SQL_DIALECT: SqlDialect = {
  lexical: POSTGRES_LEXICAL_RULES,
  parserDatabases: ['postgresql'],
  pragmas: false,
  readsFilesInFrom: false,
  valuesTakeLimit: true,
};

const PARAMETERS = serverParameters({ scheme: 'postgresql', engineName: ENGINE_NAME, defaultPort: 5432, encryption: { sslmode: 'require' } });

export const postgresqlEngineSpec: EngineSpec = {
  engine: 'postgresql',
  sqlDialect: SQL_DIALECT,
  validator: { explainable: EXPLAINABLE_STATEMENTS },
  engineName: ENGINE_NAME,
  uriSchemes: ['postgresql', 'postgres'],
  driver: 'psycopg2',
  sqlalchemyUriPlaceholder: PARAMETERS.sqlalchemyUriPlaceholder,
  allowsJoins: true,
  allowsSubqueries: true,
  timeGrains: ALL_TIME_GRAINS,
  parameters: PARAMETERS,
  opensLocalFiles: false,
  supportsCatalogs: true,
  supportsCostEstimate: true,
  defaultSchema: 'public',

  quoteIdentifier,
  quoteTable: (ref: TableRef): string => quoteTableParts(quoteIdentifier, ref),
  renderLiteral: (value: unknown) => renderStandardLiteral(value),
  placeholder: (index: number) => `$${index}`,
  timeGrainExpression: grainExpressions(GRAIN_EXPRESSIONS),
  applyLimit: (sql: string, limit: number | null, offset?: number | null): string => limitOffset(sql, limit, offset, null),
  genericTypeOf: (nativeType: string): GenericType => genericTypeFromNativeType(nativeType),
  selectStar(table: TableRef, columns: string[] | null, limit: number): string {
    return selectStarSql(quoteIdentifier, postgresqlEngineSpec.quoteTable(table), columns, limit, (sql, n) => postgresqlEngineSpec.applyLimit(sql, n));
  },
  columnTypeSql: (type: PortableColumnType, length?: number): string => (type === 'DOUBLE' ? 'DOUBLE PRECISION' : standardColumnType(type, length)),

  connect(uri: string, options?: ConnectOptions) {
    return PostgresEngineConnection.open(postgresqlEngineSpec, parsePostgresUri(uri, options));
  },
  mapError: (err: unknown) => toEngineError(err, ENGINE_NAME),
};
