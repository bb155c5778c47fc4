// Date formatting for temporal values. Query results carry them as epoch milliseconds of naive timestamps,
// so everything is read in UTC (as Superset does). Supports the product's date formats (spec section 9) and
// the "smart_date" default, which shows only as much precision as the value has.

export const SMART_DATE = 'smart_date';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A strftime subset (d3-time-format directives) evaluated in UTC. */
export function strftimeUtc(format: string, epochMs: number): string {
  const date = new Date(epochMs);
  return format.replace(/%([a-zA-Z%])/g, (directive, code: string) => {
    switch (code) {
      case 'Y': return String(date.getUTCFullYear());
      case 'y': return pad(date.getUTCFullYear() % 100);
      case 'm': return pad(date.getUTCMonth() + 1);
      case 'd': return pad(date.getUTCDate());
      case 'e': return String(date.getUTCDate()).padStart(2, ' ');
      case 'H': return pad(date.getUTCHours());
      case 'I': return pad(date.getUTCHours() % 12 || 12);
      case 'M': return pad(date.getUTCMinutes());
      case 'S': return pad(date.getUTCSeconds());
      case 'L': return pad(date.getUTCMilliseconds(), 3);
      case 'p': return date.getUTCHours() < 12 ? 'AM' : 'PM';
      case 'b': return MONTHS[date.getUTCMonth()].slice(0, 3);
      case 'B': return MONTHS[date.getUTCMonth()];
      case 'a': return DAYS[date.getUTCDay()].slice(0, 3);
      case 'A': return DAYS[date.getUTCDay()];
      case '%': return '%';
      default: return directive;
    }
  });
}

/** Superset's detailed smart date: year, month, day, minute, second or millisecond precision, whichever is
 * the finest the value actually has. */
export function formatSmartDate(epochMs: number): string {
  const date = new Date(epochMs);
  if (date.getUTCMilliseconds() !== 0) return strftimeUtc('%Y-%m-%d %H:%M:%S.%L', epochMs);
  if (date.getUTCSeconds() !== 0) return strftimeUtc('%Y-%m-%d %H:%M:%S', epochMs);
  if (date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0) return strftimeUtc('%Y-%m-%d %H:%M', epochMs);
  if (date.getUTCDate() !== 1) return strftimeUtc('%Y-%m-%d', epochMs);
  if (date.getUTCMonth() !== 0) return strftimeUtc('%Y-%m', epochMs);
  return strftimeUtc('%Y', epochMs);
}

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

export function formatTime(format: string | null | undefined, value: unknown): string {
  const epochMs = toEpochMs(value);
  if (epochMs === null) return value === null || value === undefined ? 'N/A' : String(value);
  if (!format || format === SMART_DATE) return formatSmartDate(epochMs);
  return strftimeUtc(format, epochMs);
}
