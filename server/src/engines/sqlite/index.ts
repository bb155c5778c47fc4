/**
 * SQLite through better-sqlite3 (in a child process per connection). URIs as SQLAlchemy writes them:
 * `sqlite:///relative/path.db` (relative to the server's working directory), `sqlite:////abs/path.db`,
 * `sqlite://` or `sqlite:///:memory:` for a private in-memory database; `?mode=ro` opens read-only and
 * `?timeout=<seconds>` sets how long a statement waits for a lock.
 */
import path from 'node:path';
import { TesseraError } from '../../platform/errors';
import { ALL_TIME_GRAINS, type TimeGrain } from '../time-grains';
import { grainExpressions, limitOffset, quoteWith, renderStandardLiteral, selectStarSql, standardColumnType } from '../shared/sql-builders';
import { toEngineError } from '../shared/engine-errors';
import type { ConnectOptions, EngineSpec, GenericType, TableRef } from '../engine-spec';
import { EXPLAINABLE_STATEMENTS, type SqlDialect } from '../sql-dialect';
import { genericTypeFromNativeType } from '../shared/generic-type';
import { SqliteEngineConnection } from './connection';
import { sqliteDateText, sqliteGenericType } from './values';
import type { SqliteProcessOptions } from './process';

const ENGINE_NAME = 'SQLite';

const epoch = "CAST(STRFTIME('%s', {col}) AS INTEGER)";
/** Buckets of n seconds, floored (SQLite's % truncates toward zero, so times before 1970 need the double modulo). */
const seconds = (n: number) => `DATETIME(${epoch} - ((${epoch} % ${n}) + ${n}) % ${n}, 'unixepoch')`;
/** Days since the last Monday (0–6); STRFTIME('%w') counts from Sunday = 0. */
const sinceMonday = "((CAST(STRFTIME('%w', {col}) AS INTEGER) + 6) % 7)";

/** Every grain writes SQLite's own date text ('YYYY-MM-DD HH:MM:SS'), which results read as TEMPORAL. */
const GRAIN_EXPRESSIONS: Record<TimeGrain, string> = {
  PT1S: 'DATETIME({col})',
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: "STRFTIME('%Y-%m-%d %H:%M:00', {col})",
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  PT1H: "STRFTIME('%Y-%m-%d %H:00:00', {col})",
  PT6H: seconds(21600),
  P1D: "DATETIME({col}, 'start of day')",
  P1W: `DATETIME({col}, 'start of day', '-' || ${sinceMonday} || ' days')`,
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', '-' || ((CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3) || ' months')",
  P1Y: "DATETIME({col}, 'start of year')",
  '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-' || CAST(STRFTIME('%w', {col}) AS INTEGER) || ' days')",
  '1969-12-29T00:00:00Z/P1W': `DATETIME({col}, 'start of day', '-' || ${sinceMonday} || ' days')`,
  // 'weekday N' moves forward to the next day N, staying put when already there.
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
};

/** Parses a SQLite URI into the database file to open and how. */
export function parseSqliteUri(uri: string, options: ConnectOptions = {}): SqliteProcessOptions {
  const match = /^sqlite(?:\+[a-z0-9]+)?:\/\/(\/)?([^?#]*)(?:\?([^#]*))?$/i.exec(uri.trim());
  if (!match || (!match[1] && match[2] !== '' && match[2] !== ':memory:')) {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid SQLite URI: ${uri} (expected sqlite:///relative.db, sqlite:////absolute.db or sqlite://)`, {
      extra: { engine_name: ENGINE_NAME },
    });
  }
  const rawPath = decodeURIComponent(match[2]);
  const query = new URLSearchParams(match[3] ?? '');
  const timeout = Number(query.get('timeout') ?? '5');
  const filePath = rawPath === '' || rawPath === ':memory:' ? ':memory:' : path.resolve(rawPath);
  return {
    path: filePath,
    readOnly: filePath !== ':memory:' && (options.readOnly === true || query.get('mode') === 'ro'),
    busyTimeoutMs: Number.isFinite(timeout) && timeout >= 0 ? timeout * 1000 : 5000,
  };
}

const quoteIdentifier = quoteWith('"');

const SQL_DIALECT: SqlDialect = {
  lexical: {
    dollarQuotes: false,
    nestedComments: false,
    backslashEscapes: false,
    doubleQuotedStrings: false,
    hashComments: false,
    dashDashNeedsSpace: false,
    executableComments: false,
    bracketIdentifiers: true,
    dollarParameters: true,
  },
  parserDatabases: ['sqlite'],
  pragmas: true,
  readsFilesInFrom: false,
  valuesTakeLimit: false,
};

export const sqliteEngineSpec: EngineSpec = {
  engine: 'sqlite',
  sqlDialect: SQL_DIALECT,
  validator: { explainable: EXPLAINABLE_STATEMENTS },
  engineName: ENGINE_NAME,
  uriSchemes: ['sqlite'],
  driver: 'pysqlite',
  sqlalchemyUriPlaceholder: 'sqlite:////absolute/path/to/file.db',
  allowsJoins: true,
  allowsSubqueries: true,
  derivedTableJoin: 'CROSS JOIN',
  timeGrains: ALL_TIME_GRAINS,
  parameters: null,
  opensLocalFiles: true,
  supportsCatalogs: false,
  supportsCostEstimate: false,
  defaultSchema: 'main',

  quoteIdentifier,
  // SQLite names go at most schema.table deep: a catalog has no place.
  quoteTable: (ref: TableRef): string => [ref.schema, ref.name].filter((part): part is string => !!part).map(quoteIdentifier).join('.'),
  renderLiteral: (value: unknown) => renderStandardLiteral(value, (d) => `'${sqliteDateText(d)}'`),
  placeholder: () => '?',
  timeGrainExpression: grainExpressions(GRAIN_EXPRESSIONS),
  applyLimit: (sql: string, limit: number | null, offset?: number | null): string => limitOffset(sql, limit, offset, '-1'),
  genericTypeOf: (nativeType: string): GenericType => sqliteGenericType(nativeType, genericTypeFromNativeType),
  selectStar(table: TableRef, columns: string[] | null, limit: number): string {
    return selectStarSql(quoteIdentifier, sqliteEngineSpec.quoteTable(table), columns, limit, (sql, n) => sqliteEngineSpec.applyLimit(sql, n));
  },
  columnTypeSql: standardColumnType,

  connect(uri: string, options?: ConnectOptions) {
    return SqliteEngineConnection.open(sqliteEngineSpec, parseSqliteUri(uri, options));
  },
  mapError: (err: unknown) => toEngineError(err, ENGINE_NAME),
};
