/**
 * Superset's `resample` (pandas DataFrame.resample on the temporal index a pivot made): the rows are put
 * on a regular grid of `rule` steps (1T minute, 1H hour, 1D day, 7D week, 1M month end, 1MS month start,
 * 1AS year start, ...). `asfreq` takes the row exactly at each step (filling gaps with `fill_value` when
 * given), `ffill`/`bfill` carry the nearest row forward/backward, `linear` interpolates, and
 * `mean`/`median`/`sum` aggregate the rows of each step (an empty step sums to 0). Fixed steps are
 * anchored at midnight of the first day and closed on the left; month and year ends group by calendar
 * month or year and are labelled with its last day, as pandas does.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../../engines';
import { addUnits, lastDayOf, startOfDay, truncateTo } from '../date-math';
import { AGGREGATORS } from './aggregators';
import { postProcessingError, toNumber, type Frame } from './frame';

export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
type Method = (typeof RESAMPLE_METHODS)[number];

/** A grid of minutes over decades would exhaust memory long before anyone could chart it. */
export const MAX_RESAMPLE_ROWS = 1_000_000;

/** A grid: the label of the step a time falls in, and the label after a given one. */
interface Grid {
  labelOf(t: number): number;
  next(label: number): number;
}

const FIXED_UNITS: Record<string, number> = { S: 1000, s: 1000, T: 60_000, min: 60_000, H: 3_600_000, h: 3_600_000, D: 86_400_000, d: 86_400_000 };

// pandas widens right-closed month/year bins to the end of their last day: a time belongs to its
// calendar month (or year), labelled with the month's (year's) last day.
const monthEnd = (t: number) => lastDayOf(new Date(t), 'month').getTime();
const yearEnd = (t: number) => lastDayOf(new Date(t), 'year').getTime();

/** Parses a pandas offset alias; `origin` is the first time of the frame (fixed steps start at its midnight). */
export function resampleGrid(rule: string, origin: number): Grid {
  const m = /^(\d*)\s*(S|s|T|min|H|h|D|d|MS|M|ME|AS|YS|A|Y|YE)$/.exec(rule.trim());
  if (!m) throw postProcessingError(`Invalid resample rule: ${rule}`);
  const n = m[1] === '' ? 1 : Number(m[1]);
  if (n < 1) throw postProcessingError(`Invalid resample rule: ${rule}`);
  const unit = m[2];
  if (FIXED_UNITS[unit]) {
    const step = n * FIXED_UNITS[unit];
    const anchor = startOfDay(new Date(origin)).getTime();
    return { labelOf: (t) => anchor + Math.floor((t - anchor) / step) * step, next: (l) => l + step };
  }
  if (n !== 1) throw postProcessingError(`Resample rule ${rule}: only single month and year steps are supported`);
  switch (unit) {
    case 'MS':
      return { labelOf: (t) => truncateTo(new Date(t), 'month').getTime(), next: (l) => addUnits(new Date(l), 1, 'month').getTime() };
    case 'AS':
    case 'YS':
      return { labelOf: (t) => truncateTo(new Date(t), 'year').getTime(), next: (l) => addUnits(new Date(l), 1, 'year').getTime() };
    case 'M':
    case 'ME':
      return { labelOf: monthEnd, next: (l) => monthEnd(l + 86_400_000) };
    default:
      return { labelOf: yearEnd, next: (l) => yearEnd(l + 86_400_000) };
  }
}

/** Fills nulls of a vector from the previous (ffill) or next (bfill) non-null value. */
export function fillNulls(values: JsonValue[], direction: 'ffill' | 'bfill'): JsonValue[] {
  const out = [...values];
  const order = out.map((_, i) => (direction === 'ffill' ? i : out.length - 1 - i));
  let last: JsonValue = null;
  for (const i of order) {
    if (out[i] === null) out[i] = last;
    else last = out[i];
  }
  return out;
}

/** Linear interpolation by position; leading nulls stay, trailing ones take the last value (pandas). */
export function interpolateLinear(values: JsonValue[]): JsonValue[] {
  const out = [...values];
  let prev = -1;
  for (let i = 0; i < out.length; i += 1) {
    const x = toNumber(out[i]);
    if (x === null) continue;
    if (prev >= 0 && i - prev > 1) {
      const a = toNumber(out[prev]) as number;
      for (let k = prev + 1; k < i; k += 1) out[k] = a + ((x - a) * (k - prev)) / (i - prev);
    }
    prev = i;
  }
  if (prev >= 0) for (let k = prev + 1; k < out.length; k += 1) out[k] = out[prev];
  return out;
}

export function resample(frame: Frame, options: Record<string, unknown>): Frame {
  if (frame.indexCount !== 1 || frame.columns[0].coltype !== GENERIC_TYPE_CODES.TEMPORAL) {
    throw postProcessingError('Resample operation requires DatetimeIndex');
  }
  const method = options.method as Method;
  if (!RESAMPLE_METHODS.includes(method)) throw postProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  if (typeof options.rule !== 'string') throw postProcessingError('Resample operation requires a `rule`');

  const rows = frame.rows.filter((r) => typeof r[0] === 'number').sort((a, b) => (a[0] as number) - (b[0] as number));
  if (!rows.length) return { ...frame, rows: [] };
  const times = rows.map((r) => r[0] as number);
  const grid = resampleGrid(options.rule, times[0]);
  const labels: number[] = [];
  for (let l = grid.labelOf(times[0]), end = grid.labelOf(times[times.length - 1]); l <= end; l = grid.next(l)) {
    if (labels.push(l) > MAX_RESAMPLE_ROWS) throw postProcessingError(`Resampling with rule ${options.rule} would make more than ${MAX_RESAMPLE_ROWS} rows`);
  }
  const dataCols = frame.columns.map((_, i) => i).slice(1);

  let columns: JsonValue[][];
  if (method === 'mean' || method === 'median' || method === 'sum') {
    const members = new Map<number, JsonValue[][]>(labels.map((l) => [l, []]));
    rows.forEach((row, r) => members.get(grid.labelOf(times[r]))?.push(row));
    const fn = AGGREGATORS[method];
    columns = dataCols.map((c) => labels.map((l) => fn((members.get(l) as JsonValue[][]).map((row) => row[c]))));
  } else {
    // The row each label takes: exactly at it (asfreq, linear), the last at or before it, or the first at or after it.
    const pick = labels.map((l) => {
      if (method === 'ffill') return lastIndexAtOrBefore(times, l);
      if (method === 'bfill') return firstIndexAtOrAfter(times, l);
      const i = firstIndexAtOrAfter(times, l);
      return i >= 0 && times[i] === l ? i : -1;
    });
    columns = dataCols.map((c) => {
      const picked = pick.map((i) => (i >= 0 ? rows[i][c] : null));
      if (method === 'ffill' || method === 'bfill') return fillNulls(picked, method);
      if (method === 'linear') return interpolateLinear(picked);
      const fill = options.fill_value;
      return fill === undefined || fill === null ? picked : picked.map((v) => (v === null ? (fill as JsonValue) : v));
    });
  }
  return { columns: frame.columns, indexCount: 1, rows: labels.map((l, r) => [l, ...columns.map((values) => values[r])]) };
}

function firstIndexAtOrAfter(sorted: number[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length ? lo : -1;
}

function lastIndexAtOrBefore(sorted: number[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
