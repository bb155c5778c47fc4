import { epochMillis, humanizedDelta, isoWithoutTimezone, naturalDelta, utcWithOffset } from './dates';

const SECOND = 1;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('naturalDelta (humanize.naturaldelta)', () => {
  it.each<[number, string]>([
    [0, 'a moment'],
    [0.4, 'a moment'],
    [1, 'a second'],
    [30, '30 seconds'],
    [59, '59 seconds'],
    [60, 'a minute'],
    [119, 'a minute'],
    [120, '2 minutes'],
    [59 * MINUTE + 59, '59 minutes'],
    [HOUR, 'an hour'],
    [2 * HOUR - SECOND, 'an hour'],
    [2 * HOUR, '2 hours'],
    [23 * HOUR + 59 * MINUTE, '23 hours'],
    [DAY, 'a day'],
    [DAY + 5 * HOUR, 'a day'],
    [3 * DAY, '3 days'],
    [30 * DAY, '30 days'],
    [31 * DAY, 'a month'],
    [61 * DAY, '2 months'],
    [364 * DAY, '11 months'],
    [365 * DAY, 'a year'],
    [366 * DAY, '1 year, 1 day'],
    [365 * DAY + 20 * DAY, '1 year, 20 days'],
    [365 * DAY + 40 * DAY, '1 year, 1 month'],
    [365 * DAY + 100 * DAY, '1 year, 3 months'],
    [2 * 365 * DAY, '2 years'],
    [1500 * 365 * DAY, '1,500 years'],
  ])('%d seconds -> %s', (seconds, expected) => {
    expect(naturalDelta(seconds)).toBe(expected);
  });
});

describe('humanizedDelta (humanize.naturaltime)', () => {
  const now = new Date('2025-08-21T12:00:00.000Z');
  it.each<[string, string]>([
    ['2025-08-21T12:00:00.000Z', 'now'],
    ['2025-08-21T11:59:00.000Z', 'a minute ago'],
    ['2025-08-21T11:55:00.000Z', '5 minutes ago'],
    ['2025-08-18T12:00:00.000Z', '3 days ago'],
    ['2025-08-21T12:03:00.000Z', '3 minutes from now'],
  ])('%s -> %s', (value, expected) => {
    expect(humanizedDelta(value, now)).toBe(expected);
  });

  it('is null without a date', () => {
    expect(humanizedDelta(null, now)).toBeNull();
  });
});

describe('datetime serialisation', () => {
  it.each<[string | null, string | null, string | null, number | null]>([
    ['2025-08-21T09:14:03.512Z', '2025-08-21T09:14:03.512000', '2025-08-21T09:14:03.512000+0000', 1755767643512],
    ['2025-08-21T09:14:03.000Z', '2025-08-21T09:14:03', '2025-08-21T09:14:03.000000+0000', 1755767643000],
    ['2025-08-21T11:14:03.5+02:00', '2025-08-21T09:14:03.500000', '2025-08-21T09:14:03.500000+0000', 1755767643500],
    [null, null, null, null],
    ['not a date', null, null, null],
  ])('%s -> iso %s, utc %s, epoch %s', (value, iso, utc, epoch) => {
    expect(isoWithoutTimezone(value)).toBe(iso);
    expect(utcWithOffset(value)).toBe(utc);
    expect(epochMillis(value)).toBe(epoch);
  });
});
