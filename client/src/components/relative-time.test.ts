import { humanizeRelative } from './relative-time';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const ago = (ms: number) => NOW - ms;
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('humanizeRelative', () => {
  it.each([
    [ago(10 * s), 'a few seconds ago'],
    [ago(60 * s), 'a minute ago'],
    [ago(5 * m), '5 minutes ago'],
    [ago(44 * m), '44 minutes ago'],
    [ago(60 * m), 'an hour ago'],
    [ago(3 * h), '3 hours ago'],
    [ago(30 * h), 'a day ago'],
    [ago(3 * d), '3 days ago'],
    [ago(30 * d), 'a month ago'],
    [ago(100 * d), '3 months ago'],
    [ago(400 * d), 'a year ago'],
    [ago(1000 * d), '3 years ago'],
    [NOW + 2 * h, 'in 2 hours'],
  ])('describes %i as %s', (time, text) => {
    expect(humanizeRelative(time, NOW)).toBe(text);
  });

  it('reads ISO timestamps', () => {
    expect(humanizeRelative('2024-06-12T12:00:00Z', NOW)).toBe('3 days ago');
  });

  it('returns an empty string for an unreadable time', () => {
    expect(humanizeRelative('not a date', NOW)).toBe('');
  });
});
