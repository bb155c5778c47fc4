import { beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, ADMIN_USERNAME, get, jwtClaims, login, post, type Tokens } from './support/http';

describe('POST /api/v1/security/login', () => {
  it('returns an access and a refresh token for admin', async () => {
    const answer = await post('/api/v1/security/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db', refresh: true });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(Object.keys(answer.json).sort()).toEqual(['access_token', 'refresh_token']);
    const claims = jwtClaims(answer.json.access_token);
    expect(claims).toMatchObject({ type: 'access', fresh: true });
    expect(typeof claims.sub).toBe('string');
    expect(jwtClaims(answer.json.refresh_token)).toMatchObject({ type: 'refresh' });
  });

  it('omits the refresh token unless asked for one', async () => {
    const answer = await post('/api/v1/security/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['access_token']);
  });

  it('rejects a wrong password with 401 Not authorized', async () => {
    const answer = await post('/api/v1/security/login', { username: ADMIN_USERNAME, password: `${ADMIN_PASSWORD}-wrong`, provider: 'db', refresh: true });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Not authorized' });
  });

  it('rejects an unknown user with 401 Not authorized', async () => {
    const answer = await post('/api/v1/security/login', { username: 'no-such-user', password: 'x', provider: 'db' });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Not authorized' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const answer = await post('/api/v1/security/login', 'username=admin', { headers: { 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Request payload is not JSON' });
  });
});

describe('POST /api/v1/security/refresh', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await login();
  });

  it('exchanges the refresh token for a new, not fresh, access token that works', async () => {
    const answer = await post('/api/v1/security/refresh', undefined, { token: tokens.refresh_token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['access_token']);
    expect(jwtClaims(answer.json.access_token)).toMatchObject({ type: 'access', fresh: false });
    const me = await get('/api/v1/me/', { token: answer.json.access_token });
    expect(me.status).toBe(200);
    expect(me.json.result.username).toBe(ADMIN_USERNAME);
  });
});

describe('authentication of API calls', () => {
  it('answers an anonymous chart list with 401 Missing Authorization Header', async () => {
    const answer = await get('/api/v1/chart/');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ msg: 'Missing Authorization Header' });
  });

  it('answers a malformed bearer token with 422', async () => {
    const answer = await get('/api/v1/chart/', { token: 'not-a-jwt' });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ msg: 'Not enough segments' });
  });
});

describe('GET /api/v1/me/', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await login();
  });

  it('answers anonymous callers with 401 Not authorized', async () => {
    const answer = await get('/api/v1/me/');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Not authorized' });
  });

  it('describes the signed-in user', async () => {
    const answer = await get('/api/v1/me/', { token: tokens.access_token });
    expect(answer.status).toBe(200);
    const result = answer.json.result;
    expect(Object.keys(result).sort()).toEqual(
      ['email', 'first_name', 'id', 'is_active', 'is_anonymous', 'last_name', 'login_count', 'username'].sort(),
    );
    expect(result).toMatchObject({ username: ADMIN_USERNAME, is_active: true, is_anonymous: false });
    expect(Number.isInteger(result.id)).toBe(true);
    expect(result.login_count).toBeGreaterThanOrEqual(1);
  });

  it('lists the roles with their permission/view pairs', async () => {
    const answer = await get('/api/v1/me/roles/', { token: tokens.access_token });
    expect(answer.status).toBe(200);
    const result = answer.json.result;
    expect(result).toMatchObject({ username: ADMIN_USERNAME, isActive: true, isAnonymous: false });
    expect(Number.isInteger(result.userId)).toBe(true);
    expect(typeof result.createdOn).toBe('string');
    expect(result.roles.Admin).toEqual(expect.arrayContaining([['can_read', 'Chart'], ['can_write', 'Chart']]));
    expect(typeof result.permissions).toBe('object');
  });

  it('answers anonymous role lookups with 401 Not authorized', async () => {
    const answer = await get('/api/v1/me/roles/');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Not authorized' });
  });
});
