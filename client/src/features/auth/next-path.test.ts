import { DEFAULT_AFTER_LOGIN, loginPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/explore/?slice_id=3', '/explore/?slice_id=3'],
    ['/chart/list/?pageIndex=2', '/chart/list/?pageIndex=2'],
    [null, DEFAULT_AFTER_LOGIN],
    ['', DEFAULT_AFTER_LOGIN],
    ['https://evil.example/', DEFAULT_AFTER_LOGIN],
    ['//evil.example/', DEFAULT_AFTER_LOGIN],
    ['/\\evil.example/', DEFAULT_AFTER_LOGIN],
    ['/\t/evil.example/', DEFAULT_AFTER_LOGIN],
    ['javascript:alert(1)', DEFAULT_AFTER_LOGIN],
    ['chart/list/', DEFAULT_AFTER_LOGIN],
    ['/login/?next=/x', DEFAULT_AFTER_LOGIN],
  ])('accepts %j as %j', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });

  it('round-trips the current path through the login URL', () => {
    const path = '/explore/?slice_id=3&force=true';
    const url = new URL(loginPath(path), 'http://127.0.0.1');
    expect(url.pathname).toBe('/login/');
    expect(safeNextPath(url.searchParams.get('next'))).toBe(path);
  });
});
