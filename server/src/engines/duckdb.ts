/**
 * DuckDB: the embedded analytics engine (the examples database) and a first-class connector for any
 * DuckDB file. URIs: `duckdb:///absolute/path.duckdb`, `duckdb:////absolute/path.duckdb` (SQLAlchemy's
 * four-slash form), `duckdb:///:memory:`; `?access_mode=read_only` opens the file read-only.
 */
import path from 'node:path';
import { TesseraError } from '../platform/errors';
import { ALL_TIME_GRAINS, type TimeGrain } from '../semantic/time-grains';
import { DuckDBEngineConnection, type DuckDBTarget } from './duckdb-connection';
import { errorText, toEngineError } from './engine-errors';
import type { ConnectOptions, EngineSpec, GenericType, TableRef } from './engine-spec';
import { genericTypeFromNativeType } from './generic-type';

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

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: the literal form DuckDB and PostgreSQL parse for TIMESTAMP. */
export function utcTimestampText(date: Date): string {
  const year = date.getUTCFullYear();
  const y = year < 0 ? `${pad(-year, 4)}-` : pad(year, 4);
  return `${y}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}${year < 0 ? ' BC' : ''}`;
}

export function renderStandardLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `Cannot render ${value} as a SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Cannot render an invalid date as a SQL literal');
    return `TIMESTAMP '${utcTimestampText(value)}'`;
  }
  throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `Cannot render a ${typeof value} as a SQL literal`);
}

function nonNegativeInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} must be a non-negative integer`);
  return value;
}

export const duckdbEngineSpec: EngineSpec = {
  engine: 'duckdb',
  engineName: 'DuckDB',
  uriSchemes: ['duckdb'],
  allowsJoins: true,
  allowsSubqueries: true,
  timeGrains: ALL_TIME_GRAINS,

  quoteIdentifier,
  quoteTable(ref: TableRef): string {
    return [ref.catalog, ref.schema, ref.name].filter((part): part is string => !!part).map(quoteIdentifier).join('.');
  },
  renderLiteral: renderStandardLiteral,
  placeholder: (index: number) => `$${index}`,
  timeGrainExpression(columnSql: string, grain: TimeGrain): string {
    const template = GRAIN_EXPRESSIONS[grain];
    if (!template) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `'${grain}' is not a valid time grain`);
    // A replacer function: column SQL may contain '$' sequences that replace() would expand.
    return template.replace(/\{col\}/g, () => columnSql);
  },
  applyLimit(sql: string, limit: number | null, offset?: number | null): string {
    let out = sql;
    if (limit !== null && limit !== undefined) out += `\nLIMIT ${nonNegativeInteger(limit, 'Row limit')}`;
    if (offset) out += `\nOFFSET ${nonNegativeInteger(offset, 'Row offset')}`;
    return out;
  },
  genericTypeOf: (nativeType: string): GenericType => genericTypeFromNativeType(nativeType),

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
