/**
 * Date serialisation as Superset's REST API emits it. GraphQL carries instants as ISO-8601 UTC
 * strings (DateTimeISO); Superset stores naive UTC datetimes and prints them with Python's
 * isoformat(), so the wall-clock time is UTC and there is no offset.
 */

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function wallClock(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

function microseconds(date: Date): string {
  return `${pad(date.getUTCMilliseconds(), 3)}000`;
}

/** `2025-08-21T09:14:03.512000`, or `2025-08-21T09:14:03` on a whole second (isoformat drops zero microseconds). */
export function isoWithoutTimezone(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  return date.getUTCMilliseconds() === 0 ? wallClock(date) : `${wallClock(date)}.${microseconds(date)}`;
}

/** `changed_on_utc`: strftime("%Y-%m-%dT%H:%M:%S.%f%z") of a UTC datetime. */
export function utcWithOffset(value: DateInput): string | null {
  const date = toDate(value);
  return date ? `${wallClock(date)}.${microseconds(date)}+0000` : null;
}

/** `changed_on_dttm`: epoch milliseconds. */
export function epochMillis(value: DateInput): number | null {
  return toDate(value)?.getTime() ?? null;
}

const SECONDS_PER_DAY = 86_400;

/**
 * `*_delta_humanized`: humanize.naturaltime(now - value) in English, e.g. "now", "a minute ago",
 * "3 days ago", "1 year, 2 months ago", "5 minutes from now".
 */
export function humanizedDelta(value: DateInput, now: Date): string | null {
  const date = toDate(value);
  if (!date) return null;
  const elapsedMs = now.getTime() - date.getTime();
  const delta = naturalDelta(Math.abs(elapsedMs) / 1000);
  if (delta === 'a moment') return 'now';
  return elapsedMs < 0 ? `${delta} from now` : `${delta} ago`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** humanize.naturaldelta with months enabled and a one-second minimum unit. */
export function naturalDelta(totalSeconds: number): string {
  const wholeSeconds = Math.floor(totalSeconds);
  const allDays = Math.floor(wholeSeconds / SECONDS_PER_DAY);
  const seconds = wholeSeconds % SECONDS_PER_DAY;
  const years = Math.floor(allDays / 365);
  const days = allDays % 365;
  const months = Math.floor(days / 30.5);

  if (years === 0 && days < 1) {
    if (seconds === 0) return 'a moment';
    if (seconds === 1) return 'a second';
    if (seconds < 60) return plural(seconds, 'second');
    if (seconds < 120) return 'a minute';
    if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minute');
    if (seconds < 7200) return 'an hour';
    return plural(Math.floor(seconds / 3600), 'hour');
  }
  if (years === 0) {
    if (days === 1) return 'a day';
    if (months === 0) return plural(days, 'day');
    if (months === 1) return 'a month';
    return plural(months, 'month');
  }
  if (years === 1) {
    if (months === 0 && days === 0) return 'a year';
    if (months === 0) return `1 year, ${plural(days, 'day')}`;
    if (months === 1) return '1 year, 1 month';
    return `1 year, ${plural(months, 'month')}`;
  }
  return `${years.toLocaleString('en-US')} years`;
}
