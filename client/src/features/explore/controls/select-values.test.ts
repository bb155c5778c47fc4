import { choiceKey, choiceLabel, freeFormValue, fromChoiceKey, mergeOptions, sanitizeChoiceValue, splitEntries, splitPastedText } from './select-values';

describe('pasted text', () => {
  it.each([
    ['commas', 'a,b,c', ['a', 'b', 'c']],
    ['CRLF and newlines', 'a\r\nb\nc\rd', ['a', 'b', 'c', 'd']],
    ['tabs and semicolons', 'a\tb;c', ['a', 'b', 'c']],
    ['a mix, trimmed, empties dropped', ' a ;; b,\t c \n', ['a', 'b', 'c']],
    ['duplicates dropped, first kept', 'b, a, b, a', ['b', 'a']],
    ['nothing usable', ' ,;\n', []],
    ['one value', 'CA', ['CA']],
  ])('splits %s', (_name, text, expected) => {
    expect(splitPastedText(text)).toEqual(expected);
  });

  it('merges new options without duplicates or empties', () => {
    expect(mergeOptions(['a', 'b'], ['b', ' c ', '', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeOptions([10, 50], [50, 100])).toEqual([10, 50, 100]);
  });
});

describe('choice values', () => {
  it.each([10, '10', null, true, 'No filter'])('round-trips %j through a select key', (value) => {
    expect(fromChoiceKey(choiceKey(value))).toBe(value);
  });

  it('keeps 10 and "10" apart', () => {
    expect(choiceKey(10)).not.toBe(choiceKey('10'));
  });

  it('reads a non-key as the raw text', () => {
    expect(fromChoiceKey('abc')).toBe('abc');
  });

  it.each([
    ['a number for numeric choices', '250', [[10, '10']], 250],
    ['text for numeric choices when not a number', 'abc', [[10, '10']], 'abc'],
    ['text for text choices', ' ,.2f ', [[',d', ',d']], ',.2f'],
  ] as const)('turns typed text into %s', (_name, text, choices, expected) => {
    expect(freeFormValue(text, choices)).toBe(expected);
  });

  const choices = [['mean', 'Mean'], ['sum', 'Sum'], [null, 'None']] as const;
  it.each([
    ['a valid single value kept', 'sum', false, 'sum'],
    ['an invalid single value dropped', 'median', false, undefined],
    ['null kept when a choice', null, false, null],
    ['invalid multi values filtered', ['sum', 'median', 'mean'], true, ['sum', 'mean']],
    ['a scalar in multi mode listed', 'sum', true, ['sum']],
    ['objects dropped', [{ a: 1 }, 'sum'], true, ['sum']],
  ])('sanitizes: %s', (_name, value, multi, expected) => {
    expect(sanitizeChoiceValue(value, choices, multi)).toEqual(expected);
  });

  it('labels values by their choice, free values by themselves', () => {
    expect(choiceLabel('sum', choices)).toBe('Sum');
    expect(choiceLabel(',.2f', choices)).toBe(',.2f');
    expect(choiceLabel(undefined, choices)).toBe('');
  });
});

describe('tags input entries', () => {
  it('re-splits entries a widget left joined, trimmed and deduplicated', () => {
    expect(splitEntries(['1 week ago', '1 year ago\r\n 1 week ago\t2 years ago'])).toEqual(['1 week ago', '1 year ago', '2 years ago']);
  });
});
