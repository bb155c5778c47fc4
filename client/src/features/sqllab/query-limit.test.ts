import { effectiveQueryLimit, queryLimitChoices } from './query-limit';

describe('queryLimitChoices', () => {
  it.each([
    [100000, [10, 100, 1000, 10000, 100000]],
    [50000, [10, 100, 1000, 10000, 50000]],
    [1000, [10, 100, 1000]],
    [5, [5]],
  ])('bounds the choices by SQL_MAX_ROW %i', (maxRow, expected) => {
    expect(queryLimitChoices(maxRow)).toEqual(expected);
  });
});

describe('effectiveQueryLimit', () => {
  it('uses the tab limit, else the default, never above the maximum', () => {
    expect(effectiveQueryLimit(100, 1000, 100000)).toBe(100);
    expect(effectiveQueryLimit(null, 1000, 100000)).toBe(1000);
    expect(effectiveQueryLimit(500000, 1000, 100000)).toBe(100000);
    expect(effectiveQueryLimit(null, 1000, 500)).toBe(500);
  });
});
