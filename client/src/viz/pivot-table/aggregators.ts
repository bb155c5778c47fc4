// The pivot table's aggregate functions, by the names Superset saves in `aggregateFunction`. Each reduces the
// metric values that fall into one cell (nulls are skipped, except by Count, which counts rows). The "as
// Fraction of" functions divide a cell's sum (or count) by its total, row or column; pivot.ts supplies them.

export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export type CellValue = number | string | null;

export function readAggregateFunction(value: unknown): AggregateFunction {
  return AGGREGATE_FUNCTIONS.includes(value as AggregateFunction) ? (value as AggregateFunction) : 'Sum';
}

const numbers = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN)).filter(Number.isFinite);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function variance(xs: number[]): number | null {
  if (xs.length < 2) return null;
  const mean = sum(xs) / xs.length;
  return xs.reduce((acc, x) => acc + (x - mean) ** 2, 0) / (xs.length - 1);
}

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The fraction kind of a "… as Fraction of …" function, or null. */
export function fractionOf(fn: AggregateFunction): { of: 'total' | 'rows' | 'columns'; base: 'Sum' | 'Count' } | null {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(fn);
  if (!match) return null;
  return { base: match[1] as 'Sum' | 'Count', of: match[2].toLowerCase() as 'total' | 'rows' | 'columns' };
}

/** Reduces one cell's values (fractions are reduced to their base here and divided in pivot.ts). */
export function aggregate(fn: AggregateFunction, values: readonly unknown[]): CellValue {
  const fraction = fractionOf(fn);
  const name = fraction ? fraction.base : fn;
  const xs = numbers(values);
  switch (name) {
    case 'Count': return values.length;
    case 'Count Unique Values': return new Set(values.filter((v) => v !== null && v !== undefined).map(String)).size;
    case 'List Unique Values': return [...new Set(values.filter((v) => v !== null && v !== undefined).map(String))].join(', ');
    case 'Average': return xs.length ? sum(xs) / xs.length : null;
    case 'Median': return median(xs);
    case 'Sample Variance': return variance(xs);
    case 'Sample Standard Deviation': {
      const v = variance(xs);
      return v === null ? null : Math.sqrt(v);
    }
    case 'Minimum': return xs.length ? Math.min(...xs) : null;
    case 'Maximum': return xs.length ? Math.max(...xs) : null;
    case 'First': return xs.length ? xs[0] : null;
    case 'Last': return xs.length ? xs[xs.length - 1] : null;
    default: return xs.length ? sum(xs) : null;
  }
}
