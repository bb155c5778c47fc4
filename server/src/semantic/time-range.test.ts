import { TesseraError } from '../platform/errors';
import { evaluateTimeExpression, parseHumanDatetime } from './time-expression';
import { parseTimeRange } from './time-range';

// A Wednesday afternoon, in UTC.
const NOW = new Date('2024-05-15T13:45:30Z');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

describe('parseTimeRange', () => {
  const cases: [string, string | null, string | null, string | null][] = [
    ['No filter', 'No filter', null, null],
    ['empty', '', null, null],
    ['Last day', 'Last day', '2024-05-14T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last week', 'Last week', '2024-05-08T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last month', 'Last month', '2024-04-15T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last quarter', 'Last quarter', '2024-02-15T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last year', 'Last year', '2023-05-15T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['previous calendar week', 'previous calendar week', '2024-05-06T00:00:00.000Z', '2024-05-13T00:00:00.000Z'],
    ['previous calendar month', 'previous calendar month', '2024-04-01T00:00:00.000Z', '2024-05-01T00:00:00.000Z'],
    ['previous calendar quarter', 'previous calendar quarter', '2024-01-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z'],
    ['previous calendar year', 'previous calendar year', '2023-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
    ['Current day', 'Current day', '2024-05-15T00:00:00.000Z', '2024-05-16T00:00:00.000Z'],
    ['Current week', 'Current week', '2024-05-13T00:00:00.000Z', '2024-05-20T00:00:00.000Z'],
    ['Current month', 'Current month', '2024-05-01T00:00:00.000Z', '2024-06-01T00:00:00.000Z'],
    ['Current quarter', 'Current quarter', '2024-04-01T00:00:00.000Z', '2024-07-01T00:00:00.000Z'],
    ['Current year', 'Current year', '2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    ['ISO dates', '2000-01-01 : 2001-01-01', '2000-01-01T00:00:00.000Z', '2001-01-01T00:00:00.000Z'],
    ['ISO datetimes with T', '2000-01-01T10:20:30 : 2000-01-02T00:00:00', '2000-01-01T10:20:30.000Z', '2000-01-02T00:00:00.000Z'],
    ['datetimes with a space and millis', '2000-01-01 10:20:30.250 : now', '2000-01-01T10:20:30.250Z', '2024-05-15T13:45:30.000Z'],
    ['an offset converted to UTC', '2000-01-01T10:00:00+02:00 : ', '2000-01-01T08:00:00.000Z', null],
    ['a year alone', '1990 : 2000', '1990-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z'],
    ['a month alone', '1990-06 : 1990-07', '1990-06-01T00:00:00.000Z', '1990-07-01T00:00:00.000Z'],
    ['today and now', 'today : now', '2024-05-15T00:00:00.000Z', '2024-05-15T13:45:30.000Z'],
    ['yesterday and tomorrow', 'yesterday : tomorrow', '2024-05-14T00:00:00.000Z', '2024-05-16T00:00:00.000Z'],
    ['an open start', ' : 2000-01-01', null, '2000-01-01T00:00:00.000Z'],
    ['an open end (trimmed)', '2000-01-01 :', '2000-01-01T00:00:00.000Z', null],
    ['both open', ' : ', null, null],
    ['100 years ago : now', '100 years ago : now', '1924-05-15T00:00:00.000Z', '2024-05-15T13:45:30.000Z'],
    ['hours ago keep the time of day', '3 hours ago : now', '2024-05-15T10:45:30.000Z', '2024-05-15T13:45:30.000Z'],
    ['N units later', 'today : 2 weeks later', '2024-05-15T00:00:00.000Z', '2024-05-29T00:00:00.000Z'],
    ['Last 3 days', 'Last 3 days', '2024-05-12T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last 2 weeks', 'last 2 weeks', '2024-05-01T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last 6 months', 'Last 6 months', '2023-11-15T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Last 10 years', 'Last 10 years', '2014-05-15T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['Next 2 days', 'Next 2 days', '2024-05-15T00:00:00.000Z', '2024-05-17T00:00:00.000Z'],
    ['Next week', 'Next week', '2024-05-15T00:00:00.000Z', '2024-05-22T00:00:00.000Z'],
    ['start of this month', 'start of this month : start of next month', '2024-05-01T00:00:00.000Z', '2024-06-01T00:00:00.000Z'],
    ['end of last year', 'start of last year : end of last year', '2023-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'],
    ['prior 2 weeks', 'prior 2 weeks : this day', '2024-05-01T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['DATEADD over today', `DATEADD(DATETIME("today"), -7, day) : today`, '2024-05-08T00:00:00.000Z', '2024-05-15T00:00:00.000Z'],
    ['nested DATETRUNC/DATEADD', `DATETRUNC(DATEADD(DATETIME('2024-03-31'), -1, month), year) : LASTDAY(DATETIME('2024-02-10'), month)`, '2024-01-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    ['DATEADD clamps month ends', `DATEADD(DATETIME('2024-01-31'), 1, MONTH) : DATEADD(DATETIME('2024-02-29'), 1, year)`, '2024-02-29T00:00:00.000Z', '2025-02-28T00:00:00.000Z'],
    ['LASTDAY of the week is Sunday', `LASTDAY(DATETIME('2024-05-15'), week) : LASTDAY(DATETIME('2024-05-15'), year)`, '2024-05-19T00:00:00.000Z', '2024-12-31T00:00:00.000Z'],
    ['DATETRUNC by hour, quarter and week', `DATETRUNC(DATETIME('now'), hour) : DATETRUNC(DATETIME('2024-11-20'), quarter)`, '2024-05-15T13:00:00.000Z', '2024-10-01T00:00:00.000Z'],
  ];

  it.each(cases)('%s', (_name, expr, since, until) => {
    const range = parseTimeRange(expr, NOW);
    expect([iso(range.since), iso(range.until)]).toEqual([since, until]);
  });

  it('reads Last/Next relative to now when asked', () => {
    const range = parseTimeRange('Last day', NOW, { relativeStart: 'now', relativeEnd: 'now' });
    expect([iso(range.since), iso(range.until)]).toEqual(['2024-05-14T13:45:30.000Z', '2024-05-15T13:45:30.000Z']);
  });

  const invalid: [string, string][] = [
    ['the end before the start', 'From date cannot be larger than to date'],
    ['2001-01-01 : 2000-01-01', 'From date cannot be larger than to date'],
    ['someday : now', 'Cannot parse time string [someday]'],
    ['10 days : now', 'Time string is ambiguous. Please specify [10 days ago] or [10 days later].'],
    ['2021-02-30 : now', 'Cannot parse time string [2021-02-30]'],
    ['Yesteryear', "Invalid time range: [Yesteryear]. Use a shortcut such as 'Last week' or '<start> : <end>'."],
    ['constructor', "Invalid time range: [constructor]. Use a shortcut such as 'Last week' or '<start> : <end>'."],
    [`DATEADD(DATETIME('today'), -7, fortnight) : now`, `Cannot parse time expression [DATEADD(DATETIME('today'), -7, fortnight)]: invalid unit fortnight`],
    [`DATEADD(DATETIME('today') -7) : now`, `Cannot parse time expression [DATEADD(DATETIME('today') -7)]: expected ','`],
    [`HOLIDAY('christmas') : now`, 'HOLIDAY() time expressions are not supported.'],
    [`NOPE('x') : now`, 'Cannot parse time string [NOPE(\'x\')]'],
    ['Last 99999999 years', 'Cannot parse time string [Last 99999999 years]: the date is out of range'],
    ['today : 10000000000 days later', 'Cannot parse time string [10000000000 days later]: the date is out of range'],
    [`DATEADD(DATETIME('now'), 99999999999, year) : now`, `Cannot parse time string [DATEADD(DATETIME('now'), 99999999999, year)]: the date is out of range`],
  ];
  it.each(invalid)('refuses %s', (expr, message) => {
    const input = expr === 'the end before the start' ? 'now : today' : expr;
    let error: unknown;
    try {
      parseTimeRange(input, NOW);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as TesseraError).message).toBe(message);
  });

  it('refuses a relative start other than today or now', () => {
    expect(() => parseTimeRange('Last day', NOW, { relativeStart: 'yesterday' })).toThrow("Relative time must be 'today' or 'now', not 'yesterday'");
  });
});

describe('time expressions on their own', () => {
  it('parses human datetimes case-insensitively', () => {
    expect(iso(parseHumanDatetime('TODAY', NOW))).toBe('2024-05-15T00:00:00.000Z');
    expect(iso(parseHumanDatetime('1 Month ago', NOW))).toBe('2024-04-15T00:00:00.000Z');
    expect(iso(parseHumanDatetime('last week', NOW))).toBe('2024-05-08T00:00:00.000Z');
  });

  it('accepts both quote styles and any case in expressions', () => {
    expect(iso(evaluateTimeExpression(`dateadd(datetime('2020-01-01'), 2, Quarter)`, NOW))).toBe('2020-07-01T00:00:00.000Z');
    expect(iso(evaluateTimeExpression(`DATEADD(DATETIME("2020-01-01 10:00:00"), 30, minute)`, NOW))).toBe('2020-01-01T10:30:00.000Z');
  });

  it('refuses trailing text after an expression', () => {
    expect(() => evaluateTimeExpression(`DATETIME('today') x`, NOW)).toThrow('unexpected text after the expression');
  });
});
