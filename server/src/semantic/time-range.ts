/**
 * Superset's `time_range` grammar -> [since, until) in UTC. Shortcuts ('Last week', 'previous calendar
 * month', 'Current year') expand to datetime expressions exactly as Superset's get_since_until does;
 * 'start : end' evaluates each side; an empty side is open. Start is inclusive, end exclusive.
 */
import { evaluateTimeExpression, parseHumanDatetime, timeRangeError } from './time-expression';
import { parseTimeOffset, shiftBounds } from './time-offset';

export const NO_TIME_RANGE = 'No filter';
const SEPARATOR = ' : ';

export interface TimeRangeBounds {
  since: Date | null;
  until: Date | null;
}

export interface TimeRangeOptions {
  /** What 'Last …' is relative to: 'today' (midnight, the default) or 'now'. */
  relativeStart?: string | null;
  /** What 'Next …' and open-ended shortcuts end at: 'today' (default) or 'now'. */
  relativeEnd?: string | null;
}

const SHORTCUTS: Record<string, string> = {
  'previous calendar week': "DATETRUNC(DATEADD(DATETIME('today'), -1, WEEK), WEEK) : DATETRUNC(DATETIME('today'), WEEK)",
  'previous calendar month': "DATETRUNC(DATEADD(DATETIME('today'), -1, MONTH), MONTH) : DATETRUNC(DATETIME('today'), MONTH)",
  'previous calendar quarter': "DATETRUNC(DATEADD(DATETIME('today'), -1, QUARTER), QUARTER) : DATETRUNC(DATETIME('today'), QUARTER)",
  'previous calendar year': "DATETRUNC(DATEADD(DATETIME('today'), -1, YEAR), YEAR) : DATETRUNC(DATETIME('today'), YEAR)",
  'current day': "DATETRUNC(DATETIME('today'), DAY) : DATETRUNC(DATEADD(DATETIME('today'), 1, DAY), DAY)",
  'current week': "DATETRUNC(DATETIME('today'), WEEK) : DATETRUNC(DATEADD(DATETIME('today'), 1, WEEK), WEEK)",
  'current month': "DATETRUNC(DATETIME('today'), MONTH) : DATETRUNC(DATEADD(DATETIME('today'), 1, MONTH), MONTH)",
  'current quarter': "DATETRUNC(DATETIME('today'), QUARTER) : DATETRUNC(DATEADD(DATETIME('today'), 1, QUARTER), QUARTER)",
  'current year': "DATETRUNC(DATETIME('today'), YEAR) : DATETRUNC(DATEADD(DATETIME('today'), 1, YEAR), YEAR)",
};

const UNITS = 'second|minute|hour|day|week|month|quarter|year';

/** One side of 'start : end' -> a datetime, per Superset's time_range_lookup table. */
function evaluateSide(part: string, now: Date, relStart: string, relEnd: string): Date {
  const expression = sideToExpression(part, relStart, relEnd);
  const date = expression === null ? parseHumanDatetime(part, now) : evaluateTimeExpression(expression, now);
  // '99999999 years ago' parses, but lands outside what a Date (and SQL, and the chart's time axis) can hold.
  if (Number.isNaN(date.getTime())) throw timeRangeError(`Cannot parse time string [${part}]: the date is out of range`);
  return date;
}

/** The datetime expression a side stands for, or null when it is a plain human datetime. */
function sideToExpression(part: string, relStart: string, relEnd: string): string | null {
  let m = /^last\s+(day|week|month|quarter|year)$/i.exec(part);
  if (m) return `DATEADD(DATETIME('${relStart}'), -1, ${m[1]})`;
  m = new RegExp(`^last\\s+([0-9]+)\\s+(${UNITS})s?$`, 'i').exec(part);
  if (m) return `DATEADD(DATETIME('${relStart}'), -${Number(m[1])}, ${m[2]})`;
  m = new RegExp(`^next\\s+([0-9]+)\\s+(${UNITS})s?$`, 'i').exec(part);
  if (m) return `DATEADD(DATETIME('${relEnd}'), ${Number(m[1])}, ${m[2]})`;
  m = /^(start of|beginning of|end of)\s+(this|last|next|prior)\s+([0-9]+)?\s*(day|week|month|quarter|year)s?$/i.exec(part);
  if (m) {
    const base = scopeExpression(m[2], m[3], m[4], relStart);
    const truncated = `DATETRUNC(${base}, ${m[4]})`;
    return m[1].toLowerCase() === 'end of' ? `DATEADD(${truncated}, 1, ${m[4]})` : truncated;
  }
  m = new RegExp(`^(this|last|next|prior)\\s+([0-9]+)?\\s*(${UNITS})s?$`, 'i').exec(part);
  if (m) return scopeExpression(m[1], m[2], m[3], relStart);
  if (/^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\s*\(/i.test(part)) return part;
  return null;
}

/** Splits on Superset's ' : ' separator; a trimmed range may have lost the space of an open side. */
function splitRange(range: string): [string, string] | null {
  const idx = range.indexOf(SEPARATOR);
  if (idx >= 0) return [range.slice(0, idx).trim(), range.slice(idx + SEPARATOR.length).trim()];
  const t = range.trim();
  if (t === ':') return ['', ''];
  if (t.startsWith(': ')) return ['', t.slice(2).trim()];
  if (t.endsWith(' :')) return [t.slice(0, -2).trim(), ''];
  return null;
}

function scopeExpression(scope: string, delta: string | undefined, unit: string, relStart: string): string {
  const n = delta ? Number(delta) : 1;
  const s = scope.toLowerCase();
  if (s === 'this') return `DATETIME('${relStart}')`;
  return `DATEADD(DATETIME('${relStart}'), ${s === 'next' ? n : -n}, ${unit})`;
}

function relative(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'today') return 'today';
  if (v === 'now') return 'now';
  throw timeRangeError(`Relative time must be 'today' or 'now', not '${value}'`);
}

/** Parses a time range; 'No filter' and empty input give open bounds. Invalid input throws a TesseraError. */
export function parseTimeRange(expr: string | null | undefined, now: Date, opts: TimeRangeOptions = {}): TimeRangeBounds {
  const relStart = relative(opts.relativeStart);
  const relEnd = relative(opts.relativeEnd);
  const raw = expr ?? '';
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return { since: null, until: null };

  let sides = splitRange(raw);
  if (!sides) {
    const lower = trimmed.toLowerCase();
    let expanded: string | undefined;
    if (lower.startsWith('last')) expanded = `${trimmed}${SEPARATOR}${relEnd}`;
    else if (lower.startsWith('next')) expanded = `${relStart}${SEPARATOR}${trimmed}`;
    else expanded = Object.hasOwn(SHORTCUTS, lower) ? SHORTCUTS[lower] : undefined;
    if (!expanded) throw timeRangeError(`Invalid time range: [${trimmed}]. Use a shortcut such as 'Last week' or '<start> : <end>'.`);
    sides = splitRange(expanded) as [string, string];
  }
  const [since, until] = sides.map((part) => (part ? evaluateSide(part, now, relStart, relEnd) : null));
  if (since && until && since.getTime() > until.getTime()) throw timeRangeError('From date cannot be larger than to date');
  return { since, until };
}

/** A time range to evaluate, optionally moved by a time shift ('1 year ago'), as Superset's get_since_until takes it. */
export interface TimeRangeRequest {
  timeRange: string;
  shift?: string | null;
}

export interface EvaluatedTimeRangeText {
  timeRange: string;
  shift: string | null;
  since: string | null;
  until: string | null;
}

/** Each range's bounds (shifted when asked) as 'YYYY-MM-DDTHH:MM:SS' text (UTC), all against the same clock; invalid input throws. */
export function evaluateTimeRanges(ranges: readonly TimeRangeRequest[], now: Date): EvaluatedTimeRangeText[] {
  const text = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : null);
  return ranges.map(({ timeRange, shift }) => {
    const bounds = parseTimeRange(timeRange, now);
    const { since, until } = shift ? shiftBounds(bounds, parseTimeOffset(shift)) : bounds;
    return { timeRange, shift: shift ?? null, since: text(since), until: text(until) };
  });
}
