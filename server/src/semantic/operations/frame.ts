/**
 * The table post-processing operations work on: a minimal stand-in for the pandas DataFrame Superset's
 * operations use. Columns have multi-level keys (pivot makes [metric, series value]) and a generic type;
 * the first `indexCount` columns form the index (pivot's `index`), which flatten turns back into columns.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import type { TesseraError } from '../../platform/errors';
import { invalidQuery } from '../query-errors';

export type KeyCell = string | number | boolean | null;

export interface FrameColumn {
  key: KeyCell[];
  /** GENERIC_TYPE_CODES value: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
  coltype: number;
}

export interface Frame {
  columns: FrameColumn[];
  indexCount: number;
  rows: JsonValue[][];
}

export const FLATTEN_SEPARATOR = ', ';

export function postProcessingError(message: string): TesseraError {
  return invalidQuery(message);
}

/** Superset's escape_separator: a ', ' inside a cell must not read as a level boundary. */
export function escapeSeparator(text: string): string {
  return text.split(FLATTEN_SEPARATOR).join('\\, ');
}

export function unescapeSeparator(text: string): string {
  return text.split('\\, ').join(FLATTEN_SEPARATOR);
}

/** How pandas prints a level value in a column name (str(cell)). */
export function cellText(cell: KeyCell): string {
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  return String(cell);
}

/** A column's flat name: its non-null levels joined by ', ' (single-level keys stay as they are). */
export function columnName(column: FrameColumn): string {
  if (column.key.length === 1) return column.key[0] === null ? '' : cellText(column.key[0]);
  return column.key.filter((c) => c !== null).map((c) => escapeSeparator(cellText(c))).join(FLATTEN_SEPARATOR);
}

export function inferColtype(values: JsonValue[]): number {
  const present = values.filter((v) => v !== null);
  if (present.length && present.every((v) => typeof v === 'number')) return GENERIC_TYPE_CODES.NUMERIC;
  if (present.length && present.every((v) => typeof v === 'boolean')) return GENERIC_TYPE_CODES.BOOLEAN;
  return GENERIC_TYPE_CODES.STRING;
}

export function frameFromRecords(records: Record<string, JsonValue>[], colnames: string[], coltypes?: number[]): Frame {
  const rows = records.map((r) => colnames.map((c) => (r[c] === undefined ? null : r[c])));
  const columns = colnames.map((name, i) => ({ key: [name], coltype: coltypes?.[i] ?? inferColtype(rows.map((row) => row[i])) }));
  return { columns, indexCount: 0, rows };
}

/** Flattens multi-level names and resets the index: the payload shape Superset returns. */
export function frameToRecords(frame: Frame): { data: Record<string, JsonValue>[]; colnames: string[]; coltypes: number[] } {
  const colnames = frame.columns.map(columnName);
  const data = frame.rows.map((row) => {
    const record: Record<string, JsonValue> = {};
    colnames.forEach((name, i) => {
      record[name] = row[i];
    });
    return record;
  });
  return { data, colnames, coltypes: frame.columns.map((c) => c.coltype) };
}

export function isDataColumn(frame: Frame, i: number): boolean {
  return i >= frame.indexCount;
}

/**
 * Columns a name refers to, as pandas' `df[name]` does: a flat name, or the top level of a multi-level
 * key (so after a pivot, 'SUM(num)' selects every series of that metric). Index columns are excluded.
 */
export function dataColumnsNamed(frame: Frame, name: string): number[] {
  const out: number[] = [];
  frame.columns.forEach((col, i) => {
    if (!isDataColumn(frame, i)) return;
    if (columnName(col) === name || (col.key.length > 1 && col.key[0] !== null && cellText(col.key[0]) === name)) out.push(i);
  });
  return out;
}

/** A column (index or data) by its flat name; throws Superset's message when absent. */
export function columnIndex(frame: Frame, name: string): number {
  const i = frame.columns.findIndex((c) => columnName(c) === name);
  if (i < 0) throw postProcessingError(`Referenced columns not available in DataFrame: ${name}`);
  return i;
}

/** Orders values as pandas sorts: numbers, then booleans, then strings; nulls last. */
export function compareCells(a: JsonValue | KeyCell, b: JsonValue | KeyCell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const rank = (v: unknown) => (typeof v === 'number' ? 0 : typeof v === 'boolean' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = typeof a === 'string' ? a : JSON.stringify(a);
  const sb = typeof b === 'string' ? b : JSON.stringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export function compareKeys(a: KeyCell[], b: KeyCell[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const c = compareCells(a[i] ?? null, b[i] ?? null);
    if (c !== 0) return c;
  }
  return 0;
}

export function toNumber(value: JsonValue): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Column map option `{source: target}`; absent means every data column onto itself. */
export function columnMapping(frame: Frame, option: unknown): [string, string][] {
  if (option === undefined || option === null) {
    return frame.columns.filter((_, i) => isDataColumn(frame, i)).map((c) => [columnName(c), columnName(c)]);
  }
  if (typeof option !== 'object' || Array.isArray(option)) throw postProcessingError('`columns` must be an object mapping source to target column names');
  return Object.entries(option as Record<string, unknown>).map(([from, to]) => [from, typeof to === 'string' && to ? to : from]);
}

/** Resolves a `{source: target}` map to the source columns and checks they exist. */
export function selectedColumns(frame: Frame, option: unknown): { mapping: [string, string][]; sources: number[] } {
  const mapping = columnMapping(frame, option);
  const sources: number[] = [];
  for (const [from] of mapping) {
    const found = dataColumnsNamed(frame, from);
    if (!found.length) throw postProcessingError(`Referenced columns not available in DataFrame: ${from}`);
    sources.push(...found);
  }
  return { mapping, sources };
}

/**
 * Superset's _append_columns: results replace their source columns when every target equals its source,
 * else they are added as new columns whose top level is renamed to the target.
 */
export function appendColumns(frame: Frame, results: Map<number, JsonValue[]>, mapping: [string, string][]): Frame {
  const inPlace = mapping.every(([from, to]) => from === to);
  const rows = frame.rows.map((row) => [...row]);
  const columns = [...frame.columns];
  if (inPlace) {
    for (const [i, values] of results) rows.forEach((row, r) => (row[i] = values[r]));
    return { ...frame, columns, rows };
  }
  const rename = new Map(mapping);
  for (const [i, values] of results) {
    const source = frame.columns[i];
    const top = source.key.length > 1 ? cellText(source.key[0] as KeyCell) : columnName(source);
    const key = [rename.get(top) ?? rename.get(columnName(source)) ?? top, ...source.key.slice(1)];
    const existing = columns.findIndex((c, j) => j >= frame.indexCount && compareKeys(c.key, key) === 0);
    const target = existing >= 0 ? existing : columns.push({ key, coltype: GENERIC_TYPE_CODES.NUMERIC }) - 1;
    rows.forEach((row, r) => (row[target] = values[r]));
  }
  return { ...frame, columns, rows };
}
