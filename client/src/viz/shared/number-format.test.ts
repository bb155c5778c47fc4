import { currencySymbol, formatNumber, getNumberFormatter, readCurrency, SMART_NUMBER } from './number-format';

describe('formatNumber', () => {
  it.each([
    // The product's format choices (spec section 9) applied to 12345.432.
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.2%', 12345.432, '1234543.20%'],
    ['.3%', 12345.432, '1234543.200%'],
    ['.4r', 12345.432, '12350'],
    [',.1f', 12345.432, '12,345.4'],
    [',.2f', 12345.432, '12,345.43'],
    [',.3f', 12345.432, '12,345.432'],
    ['+,', 12345.432, '+12,345.432'],
    ['$,.2f', 12345.432, '$12,345.43'],
    ['~g', 12345.432, '12345.4'],
    // Signs and edge cases.
    [',d', -1234, '−1,234'],
    ['$,.2f', -5, '−$5.00'],
    ['(,.2f', -5, '(5.00)'],
    [',.2f', -0.001, '0.00'],
    ['.2%', 0.5, '50.00%'],
    ['.3s', 999950, '1.00M'],
    [',~f', 1234.5, '1,234.5'],
  ])('formats with %j: %d -> %s', (format, value, text) => {
    expect(formatNumber(format, value)).toBe(text);
  });

  it.each([
    [0, '0'],
    [1234, '1.23k'],
    [1500000, '1.5M'],
    [2e9, '2B'],
    [-45678, '−45.7k'],
    [12.345, '12.35'],
    [1, '1'],
    [0.01234, '0.0123'],
    [0.0000123, '12.3µ'],
  ])('adaptive formatting of %d is %s', (value, text) => {
    expect(formatNumber(SMART_NUMBER, value)).toBe(text);
    expect(formatNumber(undefined, value)).toBe(text);
  });

  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('shows %s as %s', (value, text) => {
    expect(formatNumber(',d', value)).toBe(text);
  });

  it('falls back to adaptive formatting for an invalid format string', () => {
    expect(formatNumber('not a format', 1500)).toBe('1.5k');
  });

  it.each([
    ['SMART_NUMBER_SIGNED', 1500, '+1.5k'],
    ['SMART_NUMBER_SIGNED', -1500, '−1.5k'],
    ['DURATION', 1500, '1.5s'],
    ['DURATION', 999, '999ms'],
    ['DURATION', 3_723_000, '1h 2m 3s'],
    ['DURATION', 90_061_000, '1d 1h 1m 1s'],
    ['DURATION_SUB', 0.25, '0.25ms'],
    ['MEMORY_DECIMAL', 1500, '1.5 kB'],
    ['MEMORY_DECIMAL', 12, '12 B'],
    ['MEMORY_BINARY', 1536, '1.5 KiB'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 2_500_000, '2.5 MB/s'],
  ])('formats with the named formatter %s: %d -> %s', (format, value, text) => {
    expect(formatNumber(format, value)).toBe(text);
  });

  it.each([
    [',.2f', { symbol: 'EUR', symbolPosition: 'prefix' }, 1234.5, '€ 1,234.50'],
    ['$,.2f', { symbol: 'GBP', symbolPosition: 'suffix' }, 1234.5, '1,234.50 £'],
    [SMART_NUMBER, { symbol: 'USD', symbolPosition: 'prefix' }, 1234.5, '$ 1.23k'],
    [',d', { symbol: '', symbolPosition: 'prefix' }, 1234.5, '1,235'],
    [',d', null, -2, '−2'],
  ])('formats %s in the currency %j', (format, currency, value, text) => {
    expect(formatNumber(format, value, currency)).toBe(text);
  });

  it('knows currency symbols and keeps unknown codes', () => {
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('ZZZ')).toBe('ZZZ');
    expect(currencySymbol('not a code')).toBe('not a code');
  });

  it.each([
    [{ symbol: 'EUR', symbolPosition: 'suffix' }, { symbol: 'EUR', symbolPosition: 'suffix' }],
    [{ symbol: 'EUR' }, { symbol: 'EUR', symbolPosition: 'prefix' }],
    [{ symbolPosition: 'prefix' }, null],
    ['EUR', null],
    [null, null],
  ])('reads the currency form data %j', (value, expected) => {
    expect(readCurrency(value)).toEqual(expected);
  });

  it('reuses one formatter for many values', () => {
    const format = getNumberFormatter(',.1f');
    expect([1, 2.25, null].map(format)).toEqual(['1.0', '2.3', 'N/A']);
  });
});
