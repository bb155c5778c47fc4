/**
 * DuckDB: the embedded analytics engine (the examples database) and a first-class connector for any
 * DuckDB file. URIs: `duckdb:///absolute/path.duckdb`, `duckdb:////absolute/path.duckdb` (SQLAlchemy's
 * four-slash form), `duckdb:///:memory:`; `?access_mode=read_only` opens the file read-only.
 */
import path from 'node:path';
import { TesseraError } from '../../platform/errors';
import { ALL_TIME_GRAINS, type TimeGrain } from '../time-grains';
import { grainExpressions, limitOffset, quoteTableParts, quoteWith, renderStandardLiteral, selectStarSql, standardColumnType } from '../shared/sql-builders';
import { DuckDBEngineConnection, type DuckDBTarget } from './connection';
import { errorText, toEngineError } from '../shared/engine-errors';
import type { ConnectOptions, EngineSpec, GenericType, TableRef } from '../engine-spec';
import { EXPLAINABLE_STATEMENTS, POSTGRES_LEXICAL_RULES, type SqlDialect } from '../sql-dialect';
import { genericTypeFromNativeType } from '../shared/generic-type';

const GRAIN_EXPRESSIONS: Record<TimeGrain, string> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: "TIME_BUCKET(INTERVAL '5 seconds', {col})",
  PT30S: "TIME_BUCKET(INTERVAL '30 seconds', {col})",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: "TIME_BUCKET(INTERVAL '5 minutes', {col})",
  PT10M: "TIME_BUCKET(INTERVAL '10 minutes', {col})",
  PT15M: "TIME_BUCKET(INTERVAL '15 minutes', {col})",
  PT30M: "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: "TIME_BUCKET(INTERVAL '6 hours', {col})",
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  // DATE_TRUNC('week') is ISO (Monday); the Sunday-based variants shift by a day around it.
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) - INTERVAL 1 DAY",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) + INTERVAL 5 DAY",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL 6 DAY",
};

/** Parses a DuckDB URI into the file to open and how. */
export function parseDuckDBUri(uri: string, options: ConnectOptions = {}): DuckDBTarget {
  const match = /^duckdb:(?:\/\/)?([^?#]*)(?:\?([^#]*))?$/i.exec(uri.trim());
  if (!match) throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid DuckDB URI: ${uri}`, { extra: { engine_name: 'DuckDB' } });
  const rawPath = decodeURIComponent(match[1]);
  const query = new URLSearchParams(match[2] ?? '');
  const accessMode = (query.get('access_mode') ?? '').toLowerCase();
  if (accessMode && accessMode !== 'read_only' && accessMode !== 'read_write' && accessMode !== 'automatic') {
    throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `Invalid DuckDB access_mode: ${accessMode}`, { extra: { engine_name: 'DuckDB' } });
  }
  let filePath: string;
  if (rawPath === '' || rawPath === '/' || rawPath === '/:memory:' || rawPath === ':memory:') filePath = ':memory:';
  else if (rawPath.startsWith('/')) filePath = path.resolve(rawPath.replace(/^\/+/, '/'));
  else throw new TesseraError('GENERIC_DB_ENGINE_ERROR', `DuckDB URIs need an absolute path: ${uri}`, { extra: { engine_name: 'DuckDB' } });
  return {
    path: filePath,
    readOnly: options.readOnly === true || accessMode === 'read_only',
    threads: options.threads ?? 2,
    poolSize: options.poolSize ?? 4,
  };
}

const quoteIdentifier = quoteWith('"');

const SQL_DIALECT: SqlDialect = {
  lexical: POSTGRES_LEXICAL_RULES,
  // No grammar of node-sql-parser is DuckDB's: PostgreSQL's first, then Snowflake's (GROUP BY ALL, EXCLUDE, QUALIFY).
  parserDatabases: ['postgresql', 'snowflake'],
  pragmas: true,
  readsFilesInFrom: true,
  valuesTakeLimit: true,
};

export const duckdbEngineSpec: EngineSpec = {
  engine: 'duckdb',
  sqlDialect: SQL_DIALECT,
  // DuckDB's FROM-first queries (`FROM t`) are EXPLAINable too.
  validator: { explainable: new Set([...EXPLAINABLE_STATEMENTS, 'FROM']) },
  engineName: 'DuckDB',
  uriSchemes: ['duckdb'],
  driver: 'duckdb_engine',
  sqlalchemyUriPlaceholder: 'duckdb:////absolute/path/to/file.duckdb',
  allowsJoins: true,
  allowsSubqueries: true,
  timeGrains: ALL_TIME_GRAINS,
  parameters: null,
  opensLocalFiles: true,
  // Attached databases are catalogs in DuckDB's own sense, but a connection is one file: none are offered.
  supportsCatalogs: false,
  supportsCostEstimate: false,
  defaultSchema: 'main',

  quoteIdentifier,
  quoteTable: (ref: TableRef): string => quoteTableParts(quoteIdentifier, ref),
  renderLiteral: (value: unknown) => renderStandardLiteral(value),
  placeholder: (index: number) => `$${index}`,
  timeGrainExpression: grainExpressions(GRAIN_EXPRESSIONS),
  applyLimit: (sql: string, limit: number | null, offset?: number | null): string => limitOffset(sql, limit, offset, null),
  genericTypeOf: (nativeType: string): GenericType => genericTypeFromNativeType(nativeType),
  selectStar(table: TableRef, columns: string[] | null, limit: number): string {
    return selectStarSql(quoteIdentifier, duckdbEngineSpec.quoteTable(table), columns, limit, (sql, n) => duckdbEngineSpec.applyLimit(sql, n));
  },
  columnTypeSql: standardColumnType,

  connect(uri: string, options?: ConnectOptions) {
    return DuckDBEngineConnection.open(duckdbEngineSpec, parseDuckDBUri(uri, options));
  },
  mapError(err: unknown) {
    if (err instanceof TesseraError) return err;
    // The node API prefixes some messages with where it failed; the user needs DuckDB's own words.
    const message = errorText(err).replace(/^(Error: |Failed to (extract|prepare|execute) statements?: )+/, '');
    return toEngineError(Object.assign(new Error(message), { cause: err }), 'DuckDB');
  },
};
