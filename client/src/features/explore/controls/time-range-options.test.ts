import { customRangeToString, guessFrame, parseCustomRange, splitRange, timeRangeLabel, type CustomRange } from './time-range-options';

describe('time range frames', () => {
  it.each([
    ['No filter', 'No filter'],
    ['', 'No filter'],
    ['Last week', 'Last'],
    ['previous calendar month', 'Previous'],
    ['Current quarter', 'Current'],
    ['2024-01-01T00:00:00 : now', 'Custom'],
    ['DATEADD(DATETIME("now"), -7, day) : now', 'Custom'],
    ['Last 3 days : now', 'Advanced'],
    ['2020-01-01 : 2021-01-01', 'Custom'],
    ['DATETRUNC(DATETIME("today"), month) : today', 'Advanced'],
  ])('%s is %s', (range, frame) => {
    expect(guessFrame(range)).toBe(frame);
  });

  it('writes custom ranges the server reads', () => {
    const custom: CustomRange = {
      since: { mode: 'relative', date: '', amount: 7, grain: 'day' },
      until: { mode: 'specific', date: '2024-03-01T00:00:00', amount: 0, grain: 'day' },
      anchor: 'now',
    };
    expect(customRangeToString(custom)).toBe('DATEADD(DATETIME("now"), -7, day) : 2024-03-01T00:00:00');
    expect(customRangeToString({ ...custom, until: { ...custom.until, mode: 'relative', amount: 2, grain: 'week' }, anchor: '2024-01-01T00:00:00' })).toBe(
      'DATEADD(DATETIME("2024-01-01T00:00:00"), -7, day) : DATEADD(DATETIME("2024-01-01T00:00:00"), 2, week)',
    );
  });

  it('reads back what it writes', () => {
    const text = 'DATEADD(DATETIME("2024-01-01T00:00:00"), -3, month) : today';
    const custom = parseCustomRange(text);
    expect(custom).toMatchObject({ since: { mode: 'relative', amount: 3, grain: 'month' }, until: { mode: 'today' }, anchor: '2024-01-01T00:00:00' });
    expect(customRangeToString(custom as CustomRange)).toBe(text);
  });

  it('splits and labels ranges', () => {
    expect(splitRange('a : b')).toEqual(['a', 'b']);
    expect(splitRange('Last week')).toEqual(['Last week', '']);
    expect(timeRangeLabel('previous calendar week')).toBe('Previous calendar week');
    expect(timeRangeLabel(undefined)).toBe('No filter');
  });
});
