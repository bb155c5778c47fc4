import type { ChartQueryResultData } from '../types';

export type ResultRow = Record<string, unknown>;

/** The rows of a query result. `data` is a JSON scalar in the schema, so its shape is checked here, once,
 * before any transformProps trusts it. */
export function resultRows(result: ChartQueryResultData | undefined): ResultRow[] {
  if (!result) return [];
  const { data } = result;
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data) || data.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    throw new Error('The query result is not a list of rows.');
  }
  return data as ResultRow[];
}

/** A cell as a number, or null when it is empty or not numeric (strings of digits count as numbers, since some
 * engines return DECIMAL/BIGINT as text). */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

export const NULL_LABEL = '<NULL>';

/** A dimension value as it appears in a series or slice name; SQL NULL shows as <NULL>, as in Superset. */
export function seriesValueLabel(value: unknown): string {
  if (value === null || value === undefined) return NULL_LABEL;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Sort order of cells: numbers (and numeric strings, spec section 5) numerically, other values as text,
 * nulls last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const [x, y] = [Number(a), Number(b)];
  if (typeof a !== 'boolean' && typeof b !== 'boolean' && a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b));
}
