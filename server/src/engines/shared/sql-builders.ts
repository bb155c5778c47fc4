/**
 * Dialect building blocks the engine specs share: identifier quoting, literals, LIMIT/OFFSET, the time
 * grain template table, Superset's select_star layout and DDL column types. Pure functions; each spec
 * picks and adapts.
 */
import { TesseraError } from '../../platform/errors';
import type { TimeGrain } from '../time-grains';
import type { PortableColumnType, TableRef } from '../engine-spec';

/** Quotes an identifier with `quote`, doubling any quote character inside it. */
export function quoteWith(quote: '"' | '`'): (name: string) => string {
  return (name: string) => `${quote}${name.split(quote).join(quote + quote)}${quote}`;
}

/** `catalog.schema.table` with the present parts quoted. */
export function quoteTableParts(quote: (name: string) => string, ref: TableRef): string {
  return [ref.catalog, ref.schema, ref.name].filter((part): part is string => !!part).map(quote).join('.');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: the literal form DuckDB, PostgreSQL and MySQL parse for TIMESTAMP. */
export function utcTimestampText(date: Date): string {
  const year = date.getUTCFullYear();
  const y = year < 0 ? `${pad(-year, 4)}-` : pad(year, 4);
  return `${y}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}${year < 0 ? ' BC' : ''}`;
}

export function invalidDate(value: Date): boolean {
  return Number.isNaN(value.getTime());
}

/** A valid Date, else the typed error every engine gives for an unusable date value. */
export function checkedDate(value: Date): Date {
  if (invalidDate(value)) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', 'Cannot render an invalid date as a SQL literal');
  return value;
}

/**
 * Standard SQL literals: NULL, TRUE/FALSE, numbers, '' strings with quotes doubled, and dates through
 * `renderDate` (a TIMESTAMP literal by default). Escaping is only for what SQL strings need, so specs
 * whose strings also treat backslashes specially (MySQL) render strings themselves.
 */
export function renderStandardLiteral(value: unknown, renderDate: (d: Date) => string = (d) => `TIMESTAMP '${utcTimestampText(d)}'`): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `Cannot render ${value} as a SQL literal`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (value instanceof Date) return renderDate(checkedDate(value));
  throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `Cannot render a ${typeof value} as a SQL literal`);
}

export function nonNegativeInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `${what} must be a non-negative integer`);
  return value;
}

/**
 * Appends LIMIT/OFFSET. `unboundedLimit` is what engines that cannot write OFFSET alone put as the
 * limit ('-1' for SQLite, the largest BIGINT UNSIGNED for MySQL); null writes OFFSET alone.
 */
export function limitOffset(sql: string, limit: number | null | undefined, offset: number | null | undefined, unboundedLimit: string | null): string {
  let out = sql;
  const hasOffset = !!offset && nonNegativeInteger(offset, 'Row offset') > 0;
  if (limit !== null && limit !== undefined) out += `\nLIMIT ${nonNegativeInteger(limit, 'Row limit')}`;
  else if (hasOffset && unboundedLimit !== null) out += `\nLIMIT ${unboundedLimit}`;
  if (hasOffset) out += `\nOFFSET ${offset}`;
  return out;
}

/** A timeGrainExpression from a table of templates with `{col}` slots. */
export function grainExpressions(templates: Record<TimeGrain, string>): (columnSql: string, grain: TimeGrain) => string {
  return (columnSql: string, grain: TimeGrain) => {
    const template = templates[grain];
    if (!template) throw new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', `'${grain}' is not a valid time grain`);
    // A replacer function: column SQL may contain '$' sequences that replace() would expand.
    return template.replace(/\{col\}/g, () => columnSql);
  };
}

/** Superset's select_star layout: one column per line, aligned under the first, then FROM and LIMIT. */
export function selectStarSql(quote: (name: string) => string, from: string, columns: string[] | null, limit: number, applyLimit: (sql: string, limit: number) => string): string {
  const list = columns && columns.length ? columns.map(quote).join(',\n       ') : '*';
  return applyLimit(`SELECT ${list}\nFROM ${from}`, limit);
}

/** The portable type as written (DuckDB's names, which most engines take), a VARCHAR with its length when given. */
export function standardColumnType(type: PortableColumnType, length?: number): string {
  return type === 'VARCHAR' && length ? `VARCHAR(${length})` : type;
}
