/**
 * Time shifts of a query ('1 year ago', '52 weeks ago', '2 days later'): parsed once, applied as calendar
 * arithmetic in UTC (Python's relativedelta, as Superset's get_past_or_future does: Feb 29 - 1 year = Feb 28).
 * A shifted query reads the ranges moved by the offset, and its temporal results are moved back, so they
 * line up with the unshifted query's x-axis.
 */
import { addUnits, isDateUnit } from './date-math';
import { invalidQuery } from './query-errors';
import type { TimeRangeBounds } from './time-range';
import type { TimeOffset } from './types';

/** The time shift choices of the explore controls (spec 1 §9). */
export const TIME_SHIFT_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;

const OFFSET = /^(\d+)\s+(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|before|later|after))?$/i;

/** Parses an offset; a bare '1 year' means the past, as Superset's parse_past_timedelta reads it. */
export function parseTimeOffset(text: string): TimeOffset {
  const m = OFFSET.exec(text.trim());
  const unit = m?.[2].toLowerCase() ?? '';
  if (!m || !isDateUnit(unit)) {
    throw invalidQuery(`Invalid time shift: '${text}'. Use a shift such as '1 year ago' or '52 weeks ago'.`, { time_shift: text });
  }
  const future = ['later', 'after'].includes((m[3] ?? 'ago').toLowerCase());
  const n = Number(m[1]);
  return { text, amount: future ? n : -n, unit };
}

export function shiftDate(date: Date, offset: TimeOffset, direction: 1 | -1 = 1): Date {
  return addUnits(date, direction * offset.amount, offset.unit);
}

/** A time range moved by the offset (both open sides stay open). */
export function shiftBounds(bounds: TimeRangeBounds, offset: TimeOffset | null): TimeRangeBounds {
  if (!offset) return bounds;
  return {
    since: bounds.since ? shiftDate(bounds.since, offset) : null,
    until: bounds.until ? shiftDate(bounds.until, offset) : null,
  };
}

/** Moves an epoch-ms result value back onto the unshifted axis; other values are left alone. */
export function unshiftEpochMs(value: unknown, offset: TimeOffset): unknown {
  return typeof value === 'number' ? shiftDate(new Date(value), offset, -1).getTime() : value;
}
