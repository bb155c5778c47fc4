import { lengthMessage, overlongFields } from './field-length';

describe('overlongFields', () => {
  it.each<[Record<string, string | null | undefined>, Record<string, string[]> | null]>([
    [{ schema: 'main', catalog: null, label: undefined }, null],
    [{ schema: 'x'.repeat(256) }, null],
    [{ schema: 'x'.repeat(257), table: 't' }, { schema: ['Longer than maximum length 256.'] }],
    [{ a: 'x'.repeat(300), b: 'y'.repeat(1000) }, { a: ['Longer than maximum length 256.'], b: ['Longer than maximum length 256.'] }],
  ])('%j', (values, expected) => {
    expect(overlongFields(values, 256)).toEqual(expected);
  });

  it("words lengths as marshmallow's Length does", () => {
    expect(lengthMessage(1, 250)).toBe('Length must be between 1 and 250.');
    expect(lengthMessage(0, 256)).toBe('Longer than maximum length 256.');
  });
});
