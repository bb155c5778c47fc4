/**
 * Dates and times that drivers hand over as text (PostgreSQL, SQLite, MySQL with dateStrings) to the
 * epoch milliseconds every result carries. Text without a zone is UTC: Tessera runs sessions in UTC.
 */

const DATE_TIME = /^(\d{4,})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/i;

/** Epoch ms of 'YYYY-MM-DD[ HH:MM[:SS[.fff]]][Z|±HH[:MM]][ BC]', or null when the text is not one. */
export function parseTimestampText(text: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', , sign, zh = '0', zm = '0', zs = '0', bc] = m;
  const month = Number(mo) - 1;
  const day = Number(d);
  const date = new Date(Date.UTC(2000, month, day, Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0').slice(0, 3))));
  // Date.UTC maps years below 100 to 19xx; the year is set on its own.
  date.setUTCFullYear(bc ? 1 - Number(y) : Number(y), month, day);
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * ((Number(zh) * 60 + Number(zm)) * 60 + Number(zs)) * 1000 : 0;
  return date.getTime() - offsetMs;
}

/** Milliseconds since midnight of 'HH:MM:SS[.fff]' (a zone suffix is ignored, as DuckDB does for TIMETZ). */
export function parseTimeText(text: string): number | null {
  const m = /^(-)?(\d{2,3}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?/.exec(text.trim());
  if (!m) return null;
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4])) * 1000 + Number((m[5] ?? '0').padEnd(3, '0').slice(0, 3));
  return m[1] ? -ms : ms;
}

/** Text that reads as a date or timestamp (how SQLite's date functions and MySQL write them). */
export function looksLikeTimestamp(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?)?$/.test(text);
}
