import { boundText, resolvedSummary } from './resolved-range';

describe('resolvedSummary', () => {
  it.each([
    ['2024-03-07T00:00:00', '2024-03-14T00:00:00', '2024-03-07 ≤ col < 2024-03-14'],
    ['2024-03-07T06:30:00', null, '2024-03-07 06:30:00 ≤ col < ∞'],
    [null, '2024-01-01T00:00:00', '-∞ ≤ col < 2024-01-01'],
  ])('%s .. %s', (since, until, text) => {
    expect(resolvedSummary(since, until)).toBe(text);
  });

  it('shows an open bound as the given symbol', () => {
    expect(boundText('', '∞')).toBe('∞');
  });
});
