/** Values marshmallow's Boolean field accepts (it is lenient about strings and 0/1). */
const TRUTHY = new Set<unknown>([true, 1, 't', 'T', 'true', 'True', 'TRUE', 'on', 'On', 'ON', 'y', 'Y', 'yes', 'Yes', 'YES', '1']);
const FALSY = new Set<unknown>([false, 0, 'f', 'F', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', 'n', 'N', 'no', 'No', 'NO', '0']);

/** marshmallow fields.Boolean: true/false, or undefined when the value is not a boolean. */
export function parseBooleanField(value: unknown): boolean | undefined {
  if (TRUTHY.has(value)) return true;
  if (FALSY.has(value)) return false;
  return undefined;
}

/** marshmallow fields.Integer (non-strict): integers and integral numeric strings; undefined otherwise. */
export function parseIntegerField(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}

/** marshmallow's ISO 8601 datetime: a date, `T` or a space, hours and minutes, optional seconds, fraction and offset. */
const ISO_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6})\d*)?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * marshmallow fields.DateTime (format iso): the instant as an ISO string at UTC, or undefined when the value is
 * not one. A time without an offset is UTC, as Superset stores naive datetimes.
 */
export function parseDateTimeField(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATETIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, ms);
  // Dates roll over (February 30 becomes March 2, 25:00 the next day); marshmallow refuses such values.
  if (year < 1 || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day || wall.getUTCHours() !== hour || wall.getUTCSeconds() !== second) return undefined;
  const offsetMinutes = match[8] ? (match[8] === '-' ? -1 : 1) * (Number(match[9]) * 60 + Number(match[10] ?? 0)) : 0;
  return new Date(wall.getTime() - offsetMinutes * 60_000).toISOString();
}
