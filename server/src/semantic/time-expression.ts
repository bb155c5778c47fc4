/**
 * The two small languages inside a time range: human datetimes ('today', '2000-01-01', '100 years ago')
 * and Superset's datetime functions (`DATEADD(DATETIME("today"), -7, day)`, DATETRUNC, LASTDAY).
 * Everything is evaluated in UTC against an explicit `now`, so results are reproducible in tests.
 */
import { TesseraError } from '../platform/errors';
import { addUnits, isDateUnit, lastDayOf, startOfDay, truncateTo, type DateUnit } from './date-math';

export function timeRangeError(message: string): TesseraError {
  return new TesseraError('INVALID_PAYLOAD_SCHEMA_ERROR', message, { extra: { field: 'time_range' } });
}

const UNIT_WORDS = 'second|minute|hour|day|week|month|quarter|year';
const TIME_UNITS = new Set<DateUnit>(['second', 'minute', 'hour']);

function normalizeUnit(word: string): DateUnit {
  const unit = word.toLowerCase().replace(/s$/, '');
  if (!isDateUnit(unit)) throw timeRangeError(`Unknown time unit: ${word}`);
  return unit;
}

/** ISO dates and datetimes; a missing month or day defaults to 1 (dateutil's behaviour). */
const ISO = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const month = Number(mo) - 1;
  const day = Number(d);
  const ms = Date.UTC(Number(y), month, day, Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0').slice(0, 3)));
  const date = new Date(ms);
  // Date.UTC rolls 2021-02-30 over into March; a real calendar date must round-trip.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (Number(y) < 100) date.setUTCFullYear(Number(y));
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return new Date(date.getTime() - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000);
  }
  return date;
}

/**
 * Superset's parse_human_datetime: absolute dates, 'now', 'today', 'yesterday', 'tomorrow',
 * 'N units ago|later|from now', 'last|next <unit>'. Phrases without a time of day land on midnight.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  const value = text.trim();
  const lower = value.toLowerCase();
  if (new RegExp(`^\\d+\\s+(${UNIT_WORDS})s?$`, 'i').test(value)) {
    throw timeRangeError(`Time string is ambiguous. Please specify [${value} ago] or [${value} later].`);
  }
  if (lower === 'now') return new Date(now.getTime());
  if (lower === 'today') return startOfDay(now);
  if (lower === 'yesterday') return addUnits(startOfDay(now), -1, 'day');
  if (lower === 'tomorrow') return addUnits(startOfDay(now), 1, 'day');
  const relative = new RegExp(`^(\\d+)\\s+(${UNIT_WORDS})s?\\s+(ago|later|from now)$`, 'i').exec(value);
  if (relative) {
    const unit = normalizeUnit(relative[2]);
    const amount = Number(relative[1]) * (relative[3].toLowerCase() === 'ago' ? -1 : 1);
    const moved = addUnits(now, amount, unit);
    return TIME_UNITS.has(unit) ? moved : startOfDay(moved);
  }
  const lastNext = new RegExp(`^(last|next)\\s+(${UNIT_WORDS})$`, 'i').exec(value);
  if (lastNext) {
    const unit = normalizeUnit(lastNext[2]);
    const moved = addUnits(now, lastNext[1].toLowerCase() === 'last' ? -1 : 1, unit);
    return TIME_UNITS.has(unit) ? moved : startOfDay(moved);
  }
  const iso = parseIso(value);
  if (iso) return iso;
  throw timeRangeError(`Cannot parse time string [${value}]`);
}

type Token = { kind: 'name' | 'string' | 'int' | '(' | ')' | ','; text: string };

function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:([A-Za-z_]+)|'([^']*)'|"([^"]*)"|([+-]?\d+)|([(),]))/y;
  let pos = 0;
  while (pos < expr.length) {
    if (/^\s*$/.test(expr.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(expr);
    if (!m) throw timeRangeError(`Cannot parse time expression [${expr}] at position ${pos}`);
    if (m[1] !== undefined) tokens.push({ kind: 'name', text: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) tokens.push({ kind: 'string', text: m[2] ?? m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'int', text: m[4] });
    else tokens.push({ kind: m[5] as '(' | ')' | ',', text: m[5] });
    pos = re.lastIndex;
  }
  return tokens;
}

/** Evaluates DATETIME / DATEADD / DATETRUNC / LASTDAY expressions (case-insensitive, nestable). */
export function evaluateTimeExpression(expr: string, now: Date): Date {
  const tokens = tokenize(expr);
  let i = 0;
  const fail = (why: string): never => {
    throw timeRangeError(`Cannot parse time expression [${expr}]: ${why}`);
  };
  const expect = (kind: Token['kind']): Token => {
    const t = tokens[i];
    if (!t || t.kind !== kind) fail(`expected ${kind === 'name' ? 'a name' : kind === 'int' ? 'an integer' : kind === 'string' ? 'a quoted string' : `'${kind}'`}`);
    i += 1;
    return t;
  };
  const unit = (allowed?: DateUnit[]): DateUnit => {
    const word = expect('name').text.toLowerCase();
    if (!isDateUnit(word) || (allowed && !allowed.includes(word))) fail(`invalid unit ${word}`);
    return word as DateUnit;
  };
  const datetime = (): Date => {
    const name = expect('name').text.toUpperCase();
    expect('(');
    let result: Date;
    if (name === 'DATETIME') {
      result = parseHumanDatetime(expect('string').text, now);
    } else if (name === 'DATEADD') {
      const base = datetime();
      expect(',');
      const amount = Number(expect('int').text);
      expect(',');
      result = addUnits(base, amount, unit());
    } else if (name === 'DATETRUNC') {
      const base = datetime();
      expect(',');
      result = truncateTo(base, unit());
    } else if (name === 'LASTDAY') {
      const base = datetime();
      expect(',');
      result = lastDayOf(base, unit(['year', 'month', 'week']) as 'year' | 'month' | 'week');
    } else if (name === 'HOLIDAY') {
      throw timeRangeError('HOLIDAY() time expressions are not supported.');
    } else {
      return fail(`unknown function ${name}`);
    }
    expect(')');
    return result;
  };
  const result = datetime();
  if (i !== tokens.length) fail('unexpected text after the expression');
  return result;
}
