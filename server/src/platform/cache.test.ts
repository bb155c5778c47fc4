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
