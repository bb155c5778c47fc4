import { formatSmartDate, formatTime, getTimeFormatter, SMART_DATE_VERBOSE, strftimeUtc, toEpochMs } from './time-format';

const at = (iso: string) => Date.parse(iso);

describe('time formatting', () => {
  it.each([
    ['%d/%m/%Y', '2019-01-14T01:32:10Z', '14/01/2019'],
    ['%m/%d/%Y', '2019-01-14T01:32:10Z', '01/14/2019'],
    ['%d.%m.%Y', '2019-01-14T01:32:10Z', '14.01.2019'],
    ['%Y-%m-%d', '2019-01-14T01:32:10Z', '2019-01-14'],
    ['%Y-%m-%d %H:%M:%S', '2019-01-14T01:32:10Z', '2019-01-14 01:32:10'],
    ['%d-%m-%Y %H:%M:%S', '2019-01-14T01:32:10Z', '14-01-2019 01:32:10'],
    ['%H:%M:%S', '2019-01-14T01:32:10Z', '01:32:10'],
    ['%a %d %b %y, %I %p', '2019-01-14T13:00:00Z', 'Mon 14 Jan 19, 01 PM'],
    ['100%% %Q', '2019-01-14T00:00:00Z', '100% 1547424000000'],
    ['%Y Q%q', '2019-05-14T00:00:00Z', '2019 Q2'],
    ['%B %-d', '2019-05-04T00:00:00Z', 'May 4'],
  ])('formats %j', (format, iso, text) => {
    expect(strftimeUtc(format, at(iso))).toBe(text);
  });

  it.each([
    ['2019-01-01T00:00:00Z', '2019'],
    ['2019-03-01T00:00:00Z', '2019-03'],
    ['2019-03-14T00:00:00Z', '2019-03-14'],
    ['2019-03-14T09:30:00Z', '2019-03-14 09:30'],
    ['2019-03-14T09:30:05Z', '2019-03-14 09:30:05'],
    ['2019-03-14T09:30:05.250Z', '2019-03-14 09:30:05.250'],
  ])('shows %s with its own precision: %s', (iso, text) => {
    expect(formatSmartDate(at(iso))).toBe(text);
  });

  it.each([
    [1_547_429_530_000, 1_547_429_530_000],
    ['2019-01-14 01:32:10', at('2019-01-14T01:32:10Z')],
    ['2019-01-14T01:32:10+02:00', at('2019-01-13T23:32:10Z')],
    ['2019-01-14', at('2019-01-14T00:00:00Z')],
    ['not a date', null],
    ['', null],
    [true, null],
  ])('reads %j as epoch ms', (value, expected) => {
    expect(toEpochMs(value)).toBe(expected);
  });

  it.each([
    ['P1D', '2019-03-01T00:00:00Z', '2019-03-01'],
    ['P1M', '2019-03-01T00:00:00Z', '2019-03'],
    ['P3M', '2019-04-01T00:00:00Z', '2019 Q2'],
    ['P1Y', '2019-01-01T00:00:00Z', '2019'],
    ['PT1H', '2019-01-01T00:00:00Z', '2019-01-01 00:00'],
    ['unknown grain', '2019-01-01T00:00:00Z', '2019'],
  ])('shows adaptive dates at the precision of the time grain %s', (grain, iso, text) => {
    expect(formatTime(undefined, at(iso), grain)).toBe(text);
  });

  it('has a verbose adaptive format', () => {
    expect(getTimeFormatter(SMART_DATE_VERBOSE)(at('2019-03-04T00:00:00Z'))).toBe('Mon Mar 4, 2019');
    expect(getTimeFormatter('smart_date_short')(at('2019-03-01T00:00:00Z'))).toBe('March');
  });

  it('shows unreadable values as they are and empty ones as N/A', () => {
    expect(formatTime('%Y', 'soon')).toBe('soon');
    expect(formatTime('%Y', null)).toBe('N/A');
    expect(formatTime(undefined, at('2020-05-01T00:00:00Z'))).toBe('2020-05');
  });
});
