// Date formatting for temporal values, with d3-time-format (Superset's library), so saved strftime-style
// formats mean what they meant there. Query results carry temporal values as epoch milliseconds of naive
// timestamps, so everything is read in UTC, as Superset does. Besides format strings there are Superset's
// adaptive formatters: SMART_DATE (show as much precision as the value has) and a format per time grain.
import { utcFormat } from 'd3-time-format';

export const SMART_DATE = 'smart_date';
export const SMART_DATE_DETAILED = 'smart_date_detailed';
export const SMART_DATE_VERBOSE = 'smart_date_verbose';

export type TimeFormatter = (value: unknown) => string;

const cache = new Map<string, (date: Date) => string>();

function d3TimeFormat(format: string): (date: Date) => string {
  let formatter = cache.get(format);
  if (!formatter) {
    formatter = utcFormat(format);
    cache.set(format, formatter);
  }
  return formatter;
}

/** A d3-time-format (strftime) string evaluated in UTC. */
export function strftimeUtc(format: string, epochMs: number): string {
  return d3TimeFormat(format)(new Date(epochMs));
}

type Precision = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The finest unit a timestamp actually uses (2019-03-01 00:00 is month precision). */
function precisionOf(date: Date): Precision {
  if (date.getUTCMilliseconds() !== 0) return 'millisecond';
  if (date.getUTCSeconds() !== 0) return 'second';
  if (date.getUTCMinutes() !== 0) return 'minute';
  if (date.getUTCHours() !== 0) return 'hour';
  if (date.getUTCDate() !== 1) return 'day';
  if (date.getUTCMonth() !== 0) return 'month';
  return 'year';
}

// Superset's multi-formatters: the detailed one is its table/tooltip default, the short one its axis labels.
const DETAILED: Record<Precision, string> = {
  millisecond: '%Y-%m-%d %H:%M:%S.%L',
  second: '%Y-%m-%d %H:%M:%S',
  minute: '%Y-%m-%d %H:%M',
  hour: '%Y-%m-%d %H:%M',
  day: '%Y-%m-%d',
  month: '%Y-%m',
  year: '%Y',
};
const SHORT: Record<Precision, string> = {
  millisecond: '.%Lms',
  second: ':%Ss',
  minute: '%I:%M',
  hour: '%I %p',
  day: '%a %d',
  month: '%B',
  year: '%Y',
};
const VERBOSE: Record<Precision, string> = {
  millisecond: '%a %b %e, %Y %H:%M:%S.%L',
  second: '%a %b %e, %Y %H:%M:%S',
  minute: '%a %b %e, %Y %H:%M',
  hour: '%a %b %e, %Y %H:%M',
  day: '%a %b %-e, %Y',
  month: '%b %Y',
  year: '%Y',
};

/** Superset's detailed smart date: year, month, day, minute, second or millisecond precision, whichever is
 * the finest the value actually has. */
export function formatSmartDate(epochMs: number): string {
  const date = new Date(epochMs);
  return d3TimeFormat(DETAILED[precisionOf(date)])(date);
}

function formatMulti(formats: Record<Precision, string>, epochMs: number): string {
  const date = new Date(epochMs);
  return d3TimeFormat(formats[precisionOf(date)])(date);
}

/** The format that shows a value bucketed by a time grain without false precision (Superset's
 * getTimeFormatterForGranularity). */
const GRAIN_FORMATS: Record<string, string> = {
  PT1S: '%Y-%m-%d %H:%M:%S',
  PT5S: '%Y-%m-%d %H:%M:%S',
  PT30S: '%Y-%m-%d %H:%M:%S',
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:%M',
  PT6H: '%Y-%m-%d %H:%M',
  P1D: '%Y-%m-%d',
  P1W: '%Y-%m-%d',
  '1969-12-28T00:00:00Z/P1W': '%Y-%m-%d',
  '1969-12-29T00:00:00Z/P1W': '%Y-%m-%d',
  'P1W/1970-01-03T00:00:00Z': '%Y-%m-%d',
  'P1W/1970-01-04T00:00:00Z': '%Y-%m-%d',
  P1M: '%Y-%m',
  P3M: '%Y Q%q',
  P1Y: '%Y',
};

/** Reads a temporal cell: epoch ms, or an ISO/SQL timestamp string some engines return. */
export function toEpochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const iso = /^\d{4}-\d{2}-\d{2}[ T]\d/.test(value) && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
      ? `${value.replace(' ', 'T')}Z`
      : value;
    const parsed = Date.parse(iso);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** A formatter for a format string or one of the adaptive ids; with SMART_DATE and a time grain the grain's
 * own precision is used. Unreadable values show as they are, empty ones as 'N/A'. */
export function getTimeFormatter(format?: string | null, timeGrain?: string | null): TimeFormatter {
  let render: (epochMs: number) => string;
  if (!format || format === SMART_DATE || format === SMART_DATE_DETAILED) {
    const grainFormat = timeGrain ? GRAIN_FORMATS[timeGrain] : undefined;
    render = grainFormat ? (epochMs) => strftimeUtc(grainFormat, epochMs) : formatSmartDate;
  } else if (format === SMART_DATE_VERBOSE) {
    render = (epochMs) => formatMulti(VERBOSE, epochMs);
  } else if (format === 'smart_date_short') {
    render = (epochMs) => formatMulti(SHORT, epochMs);
  } else {
    render = (epochMs) => strftimeUtc(format, epochMs);
  }
  return (value) => {
    const epochMs = toEpochMs(value);
    if (epochMs === null) return value === null || value === undefined ? 'N/A' : String(value);
    return render(epochMs);
  };
}

export function formatTime(format: string | null | undefined, value: unknown, timeGrain?: string | null): string {
  return getTimeFormatter(format, timeGrain)(value);
}
