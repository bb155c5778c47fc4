import { isRawJson, jsonPieces, rangeJson, rawJson, rawJsonText } from './raw-json';

/** The answer's bytes as the gateway writes them, joined. */
const stringifyJson = (value: unknown): Buffer => Buffer.concat(jsonPieces(value));

describe('stringifyJson', () => {
  it('splices raw JSON text in as it is, wherever it sits', () => {
    const body = { result: [{ data: rawJson('[{"a":1},{"a":"x"}]'), indexnames: rangeJson(2), rowcount: 2 }], other: rawJson('null') };
    expect(JSON.parse(stringifyJson(body).toString())).toEqual({ result: [{ data: [{ a: 1 }, { a: 'x' }], indexnames: [0, 1], rowcount: 2 }], other: null });
  });

  it('splices raw UTF-8 bytes in as they are, and reads them back as text', () => {
    const rows = Buffer.from('[{"a":"é€"}]');
    const body = { result: [{ data: rawJson(rows), rowcount: 1 }], b: 'ü' };
    expect(stringifyJson(body).toString('utf8')).toBe('{"result":[{"data":[{"a":"é€"}],"rowcount":1}],"b":"ü"}');
    expect(isRawJson(rawJson(rows))).toBe(true);
    expect(rawJsonText(rawJson(rows))).toBe('[{"a":"é€"}]');
  });

  it('is JSON.stringify for values without raw JSON', () => {
    const body = { a: [1, 'two', null, { b: true }], c: 'd\u0000e' };
    expect(stringifyJson(body).toString()).toBe(JSON.stringify(body));
  });

  it('leaves strings that look like a placeholder alone', () => {
    const body = { q: '\u00000:0', data: rawJson('[1]'), names: ['\u0000abc:0'] };
    expect(JSON.parse(stringifyJson(body).toString())).toEqual({ q: '\u00000:0', data: [1], names: ['\u0000abc:0'] });
  });

  it('keeps $ patterns of the raw text as they are', () => {
    expect(stringifyJson({ data: rawJson('["$&","$1","$$"]') }).toString()).toBe('{"data":["$&","$1","$$"]}');
  });

  it('recognises raw JSON by its brand', () => {
    expect(isRawJson(rawJson('1'))).toBe(true);
    expect(isRawJson({ [Symbol.for('tessera.rawJson')]: '[]' })).toBe(true);
    expect(isRawJson({ data: '1' })).toBe(false);
    expect(isRawJson(null)).toBe(false);
  });

  it('numbers a range, and an empty one', () => {
    expect(stringifyJson(rangeJson(0)).toString()).toBe('[]');
    expect(stringifyJson([rangeJson(3), rangeJson(3)]).toString()).toBe('[[0,1,2],[0,1,2]]');
  });

  it('writes text outside the ASCII range as UTF-8', () => {
    expect(stringifyJson({ a: 'é', data: rawJson('["ü"]') }).toString('utf8')).toBe('{"a":"é","data":["ü"]}');
  });
});
