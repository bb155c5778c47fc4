/**
 * Running calculations down the rows, in their current order: Superset's `rolling` (pandas
 * DataFrame.rolling) and `cum` (cumsum/cumprod/cummin/cummax, which carry over nulls).
 */
import type { JsonValue } from '../../engines';
import { AGGREGATORS, quantile, type Aggregator } from './aggregators';
import { appendColumns, postProcessingError, selectedColumns, toNumber, type Frame } from './frame';

const ROLLING_TYPES: Record<string, Aggregator> = {
  sum: AGGREGATORS.sum,
  mean: AGGREGATORS.mean,
  median: AGGREGATORS.median,
  min: AGGREGATORS.min,
  max: AGGREGATORS.max,
  std: AGGREGATORS.std,
  var: AGGREGATORS.var,
  count: AGGREGATORS.count,
  quantile: (values, options) => {
    const q = Number(options?.quantile ?? options?.q);
    if (!Number.isFinite(q) || q < 0 || q > 1) throw postProcessingError('Rolling quantile needs a `quantile` option between 0 and 1');
    return quantile(values, q);
  },
};

export function rolling(frame: Frame, options: Record<string, unknown>): Frame {
  const window = options.window;
  if (window === undefined || window === null) throw postProcessingError('Undefined window for rolling operation');
  if (!Number.isInteger(window) || (window as number) < 1) throw postProcessingError('Window must be > 0');
  const type = String(options.rolling_type ?? '');
  const fn = Object.hasOwn(ROLLING_TYPES, type) ? ROLLING_TYPES[type] : undefined;
  if (!fn) throw postProcessingError(`Invalid rolling_type: ${type}`);
  if (options.win_type) throw postProcessingError('Weighted rolling windows (win_type) are not supported yet');
  const minPeriods = options.min_periods === undefined || options.min_periods === null ? (window as number) : Number(options.min_periods);
  if (!Number.isInteger(minPeriods) || minPeriods < 0) throw postProcessingError('min_periods must be a non-negative integer');
  const center = options.center === true;
  const typeOptions = (options.rolling_type_options as Record<string, unknown>) ?? {};
  const size = window as number;
  const { mapping, sources } = selectedColumns(frame, options.columns);

  const results = new Map<number, JsonValue[]>();
  for (const col of sources) {
    const values = frame.rows.map((r) => r[col]);
    results.set(
      col,
      values.map((_, r) => {
        const end = center ? r + Math.floor(size / 2) : r;
        const slice = values.slice(Math.max(0, end - size + 1), end + 1);
        const observed = slice.filter((v) => toNumber(v) !== null).length;
        return observed >= minPeriods ? fn(slice, typeOptions) : null;
      }),
    );
  }
  const out = appendColumns(frame, results, mapping);
  // Superset drops the leading rows that could not have a full minimum window.
  return minPeriods > 0 ? { ...out, rows: out.rows.slice(minPeriods - 1) } : out;
}

const CUMULATIVE: Record<string, (acc: number, x: number) => number> = {
  sum: (a, x) => a + x,
  prod: (a, x) => a * x,
  min: (a, x) => Math.min(a, x),
  max: (a, x) => Math.max(a, x),
};

export function cum(frame: Frame, options: Record<string, unknown>): Frame {
  const operator = String(options.operator ?? '');
  const step = CUMULATIVE[operator];
  if (!step) throw postProcessingError(`Invalid cumulative operator: ${operator}`);
  const { mapping, sources } = selectedColumns(frame, options.columns);
  const results = new Map<number, JsonValue[]>();
  for (const col of sources) {
    let acc: number | null = null;
    results.set(
      col,
      frame.rows.map((row) => {
        const x = toNumber(row[col]);
        if (x === null) return null;
        acc = acc === null ? x : step(acc, x);
        return acc;
      }),
    );
  }
  return appendColumns(frame, results, mapping);
}
