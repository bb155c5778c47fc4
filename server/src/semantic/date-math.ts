/**
 * Calendar arithmetic in UTC, with Python's relativedelta semantics where Superset relies on them:
 * adding months clamps the day to the month's end (Jan 31 + 1 month = Feb 28/29); weeks start on Monday.
 */

export const DATE_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

export function isDateUnit(value: string): value is DateUnit {
  return (DATE_UNITS as readonly string[]).includes(value);
}

const MS: Partial<Record<DateUnit, number>> = { week: 7 * 86_400_000, day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 };

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const out = new Date(date.getTime());
  out.setUTCFullYear(year, month, day);
  return out;
}

export function addUnits(date: Date, amount: number, unit: DateUnit): Date {
  if (unit === 'year') return addMonths(date, amount * 12);
  if (unit === 'quarter') return addMonths(date, amount * 3);
  if (unit === 'month') return addMonths(date, amount);
  return new Date(date.getTime() + amount * (MS[unit] as number));
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Monday = 0 … Sunday = 6, as Python's weekday(). */
function weekday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

export function truncateTo(date: Date, unit: DateUnit): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'week':
      return new Date(startOfDay(date).getTime() - weekday(date) * 86_400_000);
    case 'day':
      return startOfDay(date);
    case 'hour':
      return new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000);
    case 'minute':
      return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
    case 'second':
      return new Date(Math.floor(date.getTime() / 1000) * 1000);
  }
}

/** Midnight of the last day of the year, month or week (Sunday) containing `date`. */
export function lastDayOf(date: Date, unit: 'year' | 'month' | 'week'): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  if (unit === 'year') return new Date(Date.UTC(y, 11, 31));
  if (unit === 'month') return new Date(Date.UTC(y, m, daysInMonth(y, m)));
  return new Date(truncateTo(date, 'week').getTime() + 6 * 86_400_000);
}
