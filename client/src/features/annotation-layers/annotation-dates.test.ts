import { formatUtc, fromUtcInputValue, toUtcInputValue } from './annotation-dates';

describe('annotation dates at UTC', () => {
  it('shows a stored instant as the UTC wall clock and reads it back unchanged', () => {
    expect(toUtcInputValue('2024-03-01T12:30:00.000Z')).toBe('2024-03-01T12:30');
    expect(fromUtcInputValue('2024-03-01T12:30')).toBe('2024-03-01T12:30:00.000Z');
    expect(fromUtcInputValue(toUtcInputValue('2024-12-31T23:59:00.000Z'))).toBe('2024-12-31T23:59:00.000Z');
    expect(formatUtc('2024-03-01T12:30:00.000Z')).toBe('2024-03-01 12:30');
  });

  it('reads nothing out of an empty or malformed value', () => {
    expect(toUtcInputValue(null)).toBe('');
    expect(toUtcInputValue('not a date')).toBe('');
    expect(fromUtcInputValue('')).toBeNull();
    expect(fromUtcInputValue('2024-13-45T99:99')).toBeNull();
    expect(fromUtcInputValue('yesterday')).toBeNull();
  });
});
