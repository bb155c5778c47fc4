import { ResultCache } from './cache';

describe('ResultCache', () => {
  it('evicts the least recently used entry beyond capacity', () => {
    const c = new ResultCache(2);
    c.set('a', 1, null);
    c.set('b', 2, null);
    expect(c.get('a')?.value).toBe(1); // a is now most recent
    c.set('c', 3, null);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.value).toBe(1);
    expect(c.get('c')?.value).toBe(3);
  });

  it('expires entries after their ttl and skips storing with ttl 0', () => {
    const c = new ResultCache(10);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    c.set('x', 'v', 10);
    c.set('y', 'v', 0);
    expect(c.get('y')).toBeUndefined();
    spy.mockReturnValue(now + 9_999);
    expect(c.get('x')?.value).toBe('v');
    spy.mockReturnValue(now + 10_001);
    expect(c.get('x')).toBeUndefined();
    spy.mockRestore();
  });

  it('refuses a capacity below one', () => {
    expect(() => new ResultCache(0)).toThrow('at least 1');
  });
});

describe('ResultCache in bytes', () => {
  const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ id: i, name: `${tag}-${i}` }));

  it('keeps the bytes of its entries under the bound, dropping the least recently used first', () => {
    const probe = new ResultCache(1);
    probe.set('a', rows(200, 'a'), null);
    // Room for two such entries, not three.
    const maxBytes = Math.floor(probe.byteSize * 2.5);
    const c = new ResultCache(1_000, { maxBytes });
    c.set('a', rows(200, 'a'), null);
    c.set('b', rows(200, 'b'), null);
    expect(c.get('a')?.value).toHaveLength(200); // a is now most recent
    c.set('c', rows(200, 'c'), null);
    expect(c.byteSize).toBeLessThanOrEqual(maxBytes);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.value).toEqual(rows(200, 'a'));
    expect(c.get('c')?.value).toEqual(rows(200, 'c'));
  });

  it('counts an entry by its JSON text, two bytes a character beyond Latin-1', () => {
    const c = new ResultCache(10, { maxBytes: 1_000_000 });
    c.set('k', 'é'.repeat(100), null);
    const latin = c.byteSize;
    c.set('k', '€'.repeat(100), null);
    // Both texts are 102 characters (with the quotes): one byte each for é, two for €.
    expect(c.byteSize - latin).toBe(102);
  });

  it('does not keep an entry larger than the whole bound, and keeps the others', () => {
    const c = new ResultCache(10, { maxBytes: 5_000 });
    c.set('small', rows(10, 's'), null);
    c.set('huge', rows(1_000, 'h'), null);
    expect(c.get('huge')).toBeUndefined();
    expect(c.get('small')?.value).toHaveLength(10);
  });

  it('keeps bytes as given, counted by their length, and hands out the stored bytes themselves', () => {
    const c = new ResultCache(10, { maxBytes: 1_000_000 });
    c.setBytes('k', Buffer.alloc(0), null);
    const empty = c.byteSize;
    // € is three bytes in UTF-8: 15 bytes for 13 characters.
    const bytes = Buffer.from('{"a":"€"}\n[1]');
    expect(bytes.byteLength).toBe(15);
    c.setBytes('k', bytes, null);
    expect(c.byteSize - empty).toBe(15);
    expect(c.getBytes('k')?.value).toBe(bytes);
    c.set('j', { a: 'é' }, null);
    expect(c.getBytes('j')?.value.toString('utf8')).toBe('{"a":"é"}');
  });

  it('hands every reader its own copy', () => {
    const c = new ResultCache(10);
    c.set('k', { data: [1, 2] }, null);
    (c.get<{ data: number[] }>('k')!.value.data as number[]).push(3);
    expect(c.get('k')?.value).toEqual({ data: [1, 2] });
  });

  it('frees the bytes of replaced, deleted and expired entries', () => {
    const c = new ResultCache(10, { maxBytes: 100_000 });
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    c.set('x', rows(50, 'x'), 10);
    c.set('x', rows(5, 'x'), 10);
    const one = c.byteSize;
    c.set('y', rows(5, 'y'), null);
    c.delete('y');
    expect(c.byteSize).toBe(one);
    spy.mockReturnValue(now + 10_001);
    expect(c.get('x')).toBeUndefined();
    expect(c.byteSize).toBe(0);
    spy.mockRestore();
  });
});
