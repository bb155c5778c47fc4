/**
 * Superset's `boxplot`: per `groupby` group and metric, the box (q1, median, q3, mean, count), the whiskers
 * and the outliers beyond them. Whiskers are Tukey's (the furthest values within 1.5 IQR of the box),
 * the minimum and maximum, or two percentiles. Columns are named `<metric>__<statistic>`, statistics
 * first, as Superset orders them.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { columnByName, groupAggregate, stringListOption, type GroupAggregate } from './aggregate';
import { postProcessingError, toNumber, type Frame } from './frame';

type Stat = (xs: number[]) => JsonValue;

/** numpy percentile of sorted values, p in [0, 100], 'linear' (default) or 'midpoint' interpolation. */
export function percentile(sorted: number[], p: number, method: 'linear' | 'midpoint' = 'linear'): number | null {
  if (!sorted.length) return null;
  const pos = ((sorted.length - 1) * p) / 100;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  if (method === 'midpoint') return (sorted[lo] + sorted[hi]) / 2;
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

function whiskers(type: unknown, percentiles: unknown): { low: Stat; high: Stat } {
  const q1 = (xs: number[]) => percentile(xs, 25, 'midpoint') as number;
  const q3 = (xs: number[]) => percentile(xs, 75, 'midpoint') as number;
  if (type === 'tukey') {
    return {
      high: (xs) => {
        const limit = q3(xs) + 1.5 * (q3(xs) - q1(xs));
        const within = xs.filter((x) => x <= limit);
        return within.length ? within[within.length - 1] : null;
      },
      low: (xs) => {
        const limit = q1(xs) - 1.5 * (q3(xs) - q1(xs));
        const within = xs.filter((x) => x >= limit);
        return within.length ? within[0] : null;
      },
    };
  }
  if (type === 'percentile') {
    const ok = Array.isArray(percentiles) && percentiles.length === 2 && percentiles.every((p) => typeof p === 'number') && percentiles[0] < percentiles[1];
    if (!ok) {
      throw postProcessingError('percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value');
    }
    const [low, high] = percentiles as [number, number];
    return { low: (xs) => percentile(xs, low), high: (xs) => percentile(xs, high) };
  }
  if (type === 'min/max') return { low: (xs) => (xs.length ? xs[0] : null), high: (xs) => (xs.length ? xs[xs.length - 1] : null) };
  throw postProcessingError(`Invalid whisker_type: ${String(type)}. Expected one of tukey, min/max, percentile.`);
}

export function boxplot(frame: Frame, options: Record<string, unknown>): Frame {
  const groupby = stringListOption(options.groupby, 'groupby');
  const metrics = stringListOption(options.metrics, 'metrics');
  if (!metrics.length) throw postProcessingError('Boxplot needs at least one metric');
  const { low, high } = whiskers(options.whisker_type ?? 'tukey', options.percentiles);
  const mean: Stat = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  const outliers: Stat = (xs) => {
    const hi = high(xs);
    const lo = low(xs);
    return [...xs.filter((x) => hi !== null && x > (hi as number)), ...xs.filter((x) => lo !== null && x < (lo as number))];
  };
  const stats: [string, Stat, number][] = [
    ['mean', mean, GENERIC_TYPE_CODES.NUMERIC],
    ['median', (xs) => percentile(xs, 50), GENERIC_TYPE_CODES.NUMERIC],
    ['max', high, GENERIC_TYPE_CODES.NUMERIC],
    ['min', low, GENERIC_TYPE_CODES.NUMERIC],
    ['q1', (xs) => percentile(xs, 25, 'midpoint'), GENERIC_TYPE_CODES.NUMERIC],
    ['q3', (xs) => percentile(xs, 75, 'midpoint'), GENERIC_TYPE_CODES.NUMERIC],
    ['outliers', outliers, GENERIC_TYPE_CODES.STRING],
  ];
  const aggregates: GroupAggregate[] = [];
  for (const [stat, fn, coltype] of stats) {
    for (const metric of metrics) {
      const source = columnByName(frame, metric, (n) => `Referenced columns not available in DataFrame: ${n}`);
      // Non-numeric values are coerced to NaN, which every statistic skips.
      aggregates.push({ name: `${metric}__${stat}`, source, coltype, fn: (values) => fn(numbersSorted(values)) });
    }
  }
  // np.ma.count counts every row of the group, NaN included.
  const counts = metrics.map((metric) => ({
    name: `${metric}__count`,
    source: columnByName(frame, metric, (n) => `Referenced columns not available in DataFrame: ${n}`),
    fn: (values: JsonValue[]) => values.length,
  }));
  const ordered = [...aggregates.filter((a) => !a.name.endsWith('__outliers')), ...counts, ...aggregates.filter((a) => a.name.endsWith('__outliers'))];
  return groupAggregate(frame, groupby, ordered);
}

function numbersSorted(values: JsonValue[]): number[] {
  return values.map(toNumber).filter((v): v is number => v !== null).sort((a, b) => a - b);
}
