import { signHs256 } from './jwt';
import { TokenService } from './tokens';

const svc = new TokenService({ secretKey: 'k'.repeat(32), accessTokenTtlSec: 900, refreshTokenTtlSec: 3600, sessionTtlSec: 3600 });

describe('TokenService', () => {
  it('round-trips access tokens with a string subject and freshness', async () => {
    const t = await svc.accessToken(42, true);
    await expect(svc.verify(t, 'access')).resolves.toMatchObject({ userId: 42, type: 'access', fresh: true });
  });

  it('refuses a refresh token where an access token is expected, with 422', async () => {
    const t = await svc.refreshToken(1);
    await expect(svc.verify(t, 'access')).rejects.toMatchObject({ status: 422, extra: { msg: 'Only non-refresh tokens are allowed' } });
  });

  it('answers 401 "Token has expired" for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 100;
    const t = signHs256({ type: 'access', sub: '1', iat: past - 10, exp: past }, `tessera-jwt:${'k'.repeat(32)}`);
    await expect(svc.verify(t, 'access')).rejects.toMatchObject({ status: 401, extra: { msg: 'Token has expired' } });
  });

  it('answers 422 for a forged or malformed token', async () => {
    const other = new TokenService({ secretKey: 'x'.repeat(32), accessTokenTtlSec: 900, refreshTokenTtlSec: 3600, sessionTtlSec: 3600 });
    await expect(svc.verify(await other.accessToken(1, true), 'access')).rejects.toMatchObject({ status: 422, extra: { msg: 'Signature verification failed' } });
    await expect(svc.verify('abc', 'access')).rejects.toMatchObject({ status: 422, extra: { msg: 'Not enough segments' } });
  });

  it('binds CSRF tokens to their session', () => {
    const t = svc.csrfToken('session:a');
    expect(svc.csrfMatches('session:a', t)).toBe(true);
    expect(svc.csrfMatches('session:b', t)).toBe(false);
    expect(svc.csrfMatches('session:a', undefined)).toBe(false);
  });
});
