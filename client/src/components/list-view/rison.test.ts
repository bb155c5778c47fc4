import { decodeRison, encodeRison, RisonParseError, type RisonValue } from './rison';

describe('rison', () => {
  const cases: Array<[string, RisonValue, string]> = [
    ['an identifier-like string unquoted', 'sales', 'sales'],
    ['a string with spaces quoted', 'my sales', "'my sales'"],
    ['a string starting with a digit quoted', '2024', "'2024'"],
    ['quotes and bangs escaped', "it's!", "'it!'s!!'"],
    ['the empty string', '', "''"],
    ['an integer', 42, '42'],
    ['a negative decimal', -1.5, '-1.5'],
    ['an exponent without plus sign', 1e21, '1e21'],
    ['booleans and null', [true, false, null], '!(!t,!f,!n)'],
    ['an empty array', [], '!()'],
    ['an empty object', {}, '()'],
    ['objects with keys sorted', { b: 1, a: 'x' }, '(a:x,b:1)'],
    ['nested structures', { filters: [{ col: 'name', opr: 'ct', value: 'a b' }] }, "(filters:!((col:name,opr:ct,value:'a b')))"],
  ];

  it.each(cases)('encodes %s', (_name, value, encoded) => {
    expect(encodeRison(value)).toBe(encoded);
  });

  it.each(cases)('decodes %s back to the same value', (_name, value, encoded) => {
    expect(decodeRison(encoded)).toEqual(value);
  });

  it.each([
    ['an unterminated string', "'abc"],
    ['a missing colon', '(a)'],
    ['an unknown bang literal', '!x'],
    ['trailing characters', 'abc)'],
    ['an unclosed object', '(a:1'],
    ['an invalid number', '1.2.3'],
    ['empty input', ''],
  ])('rejects %s', (_name, text) => {
    expect(() => decodeRison(text)).toThrow(RisonParseError);
  });
});
