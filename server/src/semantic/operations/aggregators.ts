/**
 * The aggregate functions pivot and rolling windows apply, by Superset's operator names. Like pandas
 * they skip nulls; the sample statistics (std, var) use one degree of freedom, as pandas does.
 */
import type { JsonValue } from '../../engines';
import { postProcessingError, toNumber } from './frame';

export type Aggregator = (values: JsonValue[], options?: Record<string, unknown>) => JsonValue;

const numbers = (values: JsonValue[]) => values.map(toNumber).filter((v): v is number => v !== null);

function sum(values: JsonValue[]): number {
  return numbers(values).reduce((a, b) => a + b, 0);
}

function mean(values: JsonValue[]): number | null {
  const xs = numbers(values);
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}

function variance(values: JsonValue[]): number | null {
  const xs = numbers(values);
  if (xs.length < 2) return null;
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (xs.length - 1);
}

function std(values: JsonValue[]): number | null {
  const x = variance(values);
  return x === null ? null : Math.sqrt(x);
}

const product = (values: JsonValue[]): number => numbers(values).reduce((a, b) => a * b, 1);

/** Linear interpolation between closest ranks (numpy's default percentile method); q in [0, 1]. */
export function quantile(values: JsonValue[], q: number): number | null {
  const xs = numbers(values).sort((a, b) => a - b);
  if (!xs.length) return null;
  const pos = (xs.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo);
}

function extreme(values: JsonValue[], pick: (a: number, b: number) => number): number | null {
  const xs = numbers(values);
  return xs.length ? xs.reduce((a, b) => pick(a, b)) : null;
}

function percentileOption(options: Record<string, unknown> | undefined): number {
  const q = Number(options?.q ?? 50);
  if (!Number.isFinite(q) || q < 0 || q > 100) throw postProcessingError('percentile needs a `q` option between 0 and 100');
  return q / 100;
}

export const AGGREGATORS: Record<string, Aggregator> = {
  sum,
  nansum: sum,
  mean,
  average: mean,
  nanmean: mean,
  median: (v) => quantile(v, 0.5),
  nanmedian: (v) => quantile(v, 0.5),
  min: (v) => extreme(v, Math.min),
  nanmin: (v) => extreme(v, Math.min),
  max: (v) => extreme(v, Math.max),
  nanmax: (v) => extreme(v, Math.max),
  count: (v) => v.filter((x) => x !== null).length,
  count_nonzero: (v) => v.filter((x) => x !== null && x !== 0 && x !== false).length,
  prod: product,
  product,
  nanprod: product,
  std,
  nanstd: std,
  var: variance,
  nanvar: variance,
  percentile: (v, o) => quantile(v, percentileOption(o)),
  nanpercentile: (v, o) => quantile(v, percentileOption(o)),
};

export function aggregator(operator: unknown): Aggregator {
  const fn = typeof operator === 'string' && Object.hasOwn(AGGREGATORS, operator) ? AGGREGATORS[operator] : undefined;
  if (!fn) throw postProcessingError(`Invalid aggregate operator: ${String(operator)}. Expected one of ${Object.keys(AGGREGATORS).join(', ')}.`);
  return fn;
}
