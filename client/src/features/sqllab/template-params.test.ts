import { didYouMean, editDistance, parseTemplateParams } from './template-params';

describe('parseTemplateParams', () => {
  it.each(['', '   ', null, undefined])('treats %j as {}', (text) => {
    expect(parseTemplateParams(text)).toEqual({ ok: true, value: {} });
  });
  it('parses a JSON object', () => {
    expect(parseTemplateParams('{"country": "France", "n": 3}')).toEqual({ ok: true, value: { country: 'France', n: 3 } });
  });
  it('explains invalid JSON', () => {
    const result = parseTemplateParams('{"country": }');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Template parameters are not valid JSON: /);
  });
  it.each(['[1, 2]', '"text"', '42', 'null'])('refuses %s, which is not an object', (text) => {
    expect(parseTemplateParams(text)).toEqual({ ok: false, error: 'Template parameters must be a JSON object, e.g. {"limit": 10}' });
  });
});

describe('did you mean', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('country', 'countyr')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('suggests defined names within distance 2, closest first', () => {
    expect(didYouMean('contry', ['country', 'county', 'city', 'region'])).toEqual(['country', 'county']);
    expect(didYouMean('limt', ['limit', 'offset'])).toEqual(['limit']);
    expect(didYouMean('xyz', ['limit', 'offset'])).toEqual([]);
  });
});
