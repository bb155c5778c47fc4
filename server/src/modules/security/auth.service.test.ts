/**
 * AuthService against a real PostgreSQL (PGlite, or TEST_DATABASE_URL): turning credentials into a
 * RequestContext, logging in (bearer tokens, session cookies, CSRF tokens), refreshing, and the CSRF guard on
 * mutations. Requests are minimal objects: headers in, Set-Cookie headers out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import { RequestContext, type HttpExchange, type Transport } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { assertCsrf, AuthService, csrfBinding, SESSION_COOKIE } from './auth.service';
import { TokenService, type TokenServiceOptions } from './tokens';
import type { User } from './user.entity';

const PASSWORD = 'correct horse battery';
const TOKEN_OPTIONS: TokenServiceOptions = { secretKey: 'auth-test-secret', accessTokenTtlSec: 900, refreshTokenTtlSec: 3600, sessionTtlSec: 7200 };

let testDb: TestDataSource;
let ds: DataSource;
let tokens: TokenService;
let auth: AuthService;
let alice: User;
let bob: User;
let ivan: User;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  await seedSecurity(ds.manager);
  alice = await seedUser(ds.manager, { username: 'alice', roles: ['Gamma'], password: PASSWORD });
  bob = await seedUser(ds.manager, { username: 'bob', roles: ['Alpha', 'sql_lab'], password: PASSWORD });
  ivan = await seedUser(ds.manager, { username: 'ivan', roles: ['Gamma'], password: PASSWORD, active: false });
  tokens = new TokenService(TOKEN_OPTIONS);
  auth = new AuthService(ds, tokens, { secureCookies: false });
});

afterAll(async () => {
  await testDb?.close();
});

/** A request with these headers and a response that records the Set-Cookie headers written to it. */
function exchange(headers: Record<string, string> = {}): { http: HttpExchange; setCookies: string[] } {
  const setCookies: string[] = [];
  const res = {
    appendHeader(name: string, value: string | string[]) {
      if (name.toLowerCase() === 'set-cookie') setCookies.push(...[value].flat());
      return res;
    },
  };
  return { http: { req: { headers } as IncomingMessage, res: res as unknown as ServerResponse }, setCookies };
}

const withBearer = (token: string, transport: Transport = 'rest') => auth.authenticate(exchange({ authorization: `Bearer ${token}` }).http, transport);
const loginInput = (username: string, password = PASSWORD, refresh = false) => ({ username, password, provider: 'db', refresh });
const userRow = async (id: number): Promise<{ login_count: number; last_login: Date | null; fail_login_count: number; changed_on: Date }> =>
  (await ds.query(`SELECT login_count, last_login, fail_login_count, changed_on FROM ab_user WHERE id = $1`, [id]))[0];

/** Logs a user in over GraphQL HTTP and returns the `Cookie` header a browser would send back, and the CSRF token. */
async function browserLogin(username = 'alice'): Promise<{ cookie: string; csrfToken: string; setCookies: string[] }> {
  const { http, setCookies } = exchange();
  const result = await auth.login(await auth.authenticate(http, 'graphql'), loginInput(username));
  return { cookie: setCookies[0].split(';')[0], csrfToken: result.csrfToken, setCookies };
}

describe('AuthService.authenticate', () => {
  it('makes an anonymous context when no credentials are presented', async () => {
    for (const ctx of [await auth.authenticate(undefined, 'graphql'), await auth.authenticate(exchange().http, 'rest')]) {
      expect(ctx).toMatchObject({ actor: null, authKind: 'anonymous', authError: null, csrfValid: false, sessionId: null });
      expect(() => ctx.requireActor()).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401, extra: { msg: 'Missing Authorization Header' } }));
    }
  });

  it('authenticates a bearer access token as its user, with their roles and permissions', async () => {
    const token = await tokens.accessToken(bob.id, true);
    const ctx = await withBearer(token);
    expect(ctx).toMatchObject({ authKind: 'bearer', bearerToken: token, authError: null, transport: 'rest' });
    expect(ctx.actor?.user).toMatchObject({ id: bob.id, username: 'bob', active: true });
    expect(ctx.actor?.roles.map((r) => r.name).sort()).toEqual(['Alpha', 'sql_lab']);
    expect(ctx.actor?.can('can_read', 'Chart')).toBe(true);
    expect(ctx.actor?.can('can_execute_sql_query', 'SQLLab')).toBe(true);
    expect(ctx.actor?.isAdmin).toBe(false);
  });

  it('accepts the bearer scheme in any case, and a token passed beside the request (WebSocket params)', async () => {
    const token = await tokens.accessToken(alice.id, true);
    expect((await auth.authenticate(exchange({ authorization: `bearer ${token}` }).http, 'rest')).actor?.user.username).toBe('alice');
    expect((await auth.authenticate(undefined, 'ws', `Bearer ${token}`)).actor?.user.username).toBe('alice');
  });

  it.each<[string, () => Promise<string>, number, string]>([
    ['a refresh token', () => tokens.refreshToken(alice.id), 422, 'Only non-refresh tokens are allowed'],
    ['a session token', () => tokens.sessionToken(alice.id), 422, 'Only non-refresh tokens are allowed'],
    ['an expired access token', () => new TokenService({ ...TOKEN_OPTIONS, accessTokenTtlSec: -60 }).accessToken(alice.id, true), 401, 'Token has expired'],
    ['a token signed with another key', () => new TokenService({ ...TOKEN_OPTIONS, secretKey: 'other' }).accessToken(alice.id, true), 422, 'Signature verification failed'],
    ['a malformed token', async () => 'not-a-jwt', 422, 'Not enough segments'],
  ])('gives no actor for %s presented as bearer, keeping why for operations that need one', async (_what, token, status, msg) => {
    const ctx = await withBearer(await token());
    expect(ctx.actor).toBeNull();
    expect(ctx.authError).toMatchObject({ code: 'UNAUTHENTICATED', status, message: msg, extra: { msg } });
    expect(() => ctx.requireActor()).toThrow(ctx.authError!);
  });

  it('gives no actor, and 401, for a valid token of an inactive user', async () => {
    const ctx = await withBearer(await tokens.accessToken(ivan.id, true));
    expect(ctx.actor).toBeNull();
    expect(ctx.authError).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('prefers a bearer header over a session cookie', async () => {
    const { cookie } = await browserLogin('alice');
    const ctx = await auth.authenticate(exchange({ cookie, authorization: `Bearer ${await tokens.accessToken(bob.id, true)}` }).http, 'graphql');
    expect(ctx).toMatchObject({ authKind: 'bearer', sessionId: null });
    expect(ctx.actor?.user.username).toBe('bob');
  });

  it.each([
    ['an expired session cookie', () => new TokenService({ ...TOKEN_OPTIONS, sessionTtlSec: -60 }).sessionToken(alice.id)],
    ['a forged session cookie', () => new TokenService({ ...TOKEN_OPTIONS, secretKey: 'other' }).sessionToken(alice.id)],
    ['an access token in the session cookie', () => tokens.accessToken(alice.id, true)],
  ])('treats %s as no cookie (the browser shows the login page)', async (_what, token) => {
    const ctx = await auth.authenticate(exchange({ cookie: `${SESSION_COOKIE}=${await token()}` }).http, 'graphql');
    expect(ctx).toMatchObject({ actor: null, authKind: 'anonymous', authError: null });
  });
});

describe('AuthService.login', () => {
  it('logs in with the right password and issues an access token (and a refresh token when asked)', async () => {
    const plain = await auth.login(await auth.authenticate(undefined, 'rest'), loginInput('alice'));
    expect(plain.actor.user.username).toBe('alice');
    expect(plain.refreshToken).toBeNull();
    await expect(tokens.verify(plain.accessToken, 'access')).resolves.toMatchObject({ userId: alice.id, fresh: true });

    const withRefresh = await auth.login(await auth.authenticate(undefined, 'rest'), loginInput('alice', PASSWORD, true));
    await expect(tokens.verify(withRefresh.refreshToken!, 'refresh')).resolves.toMatchObject({ userId: alice.id, fresh: false });
  });

  it('counts the login and stamps last_login (UTC), resetting failed attempts', async () => {
    await ds.query(`UPDATE ab_user SET fail_login_count = 3 WHERE id = $1`, [bob.id]);
    const before = await userRow(bob.id);
    const startedAt = Date.now();
    const result = await auth.login(await auth.authenticate(undefined, 'rest'), loginInput('bob'));
    const after = await userRow(bob.id);
    expect(after.login_count).toBe(before.login_count + 1);
    expect(after.fail_login_count).toBe(0);
    expect(after.last_login).toBeInstanceOf(Date);
    expect(Math.abs(after.last_login!.getTime() - startedAt)).toBeLessThan(60_000);
    expect(result.actor.user).toMatchObject({ loginCount: after.login_count, lastLogin: after.last_login });
    // Logging in is no edit of the user.
    expect(after.changed_on).toEqual(before.changed_on);
  });

  it('answers a wrong password, an unknown user and an inactive user with the same 401 Not authorized', async () => {
    const ctx = await auth.authenticate(undefined, 'rest');
    const before = await userRow(alice.id);
    const failures = await Promise.all(
      [loginInput('alice', 'wrong password'), loginInput('nobody'), loginInput('ivan')].map((input) => auth.login(ctx, input).then(() => null, (err: unknown) => err)),
    );
    const shapes = failures.map((err) => {
      const e = err as { name: string; message: string; code: string; status: number; extra: unknown };
      return { name: e?.name, message: e?.message, code: e?.code, status: e?.status, extra: e?.extra };
    });
    expect(shapes).toEqual(Array(3).fill({ name: 'TesseraError', message: 'Not authorized', code: 'UNAUTHENTICATED', status: 401, extra: {} }));
    expect(await userRow(alice.id)).toMatchObject({ login_count: before.login_count, fail_login_count: before.fail_login_count + 1, changed_on: before.changed_on });
  });

  it.each([
    ['an empty username', loginInput(''), { username: ['Shorter than minimum length 1.'] }],
    ['an empty password', loginInput('alice', ''), { password: ['Shorter than minimum length 1.'] }],
    ['a password of NUL bytes', loginInput('alice', '\0\0'), { password: ['Shorter than minimum length 1.'] }],
    ['an unknown provider', { ...loginInput('alice'), provider: 'oauth' }, { provider: ['Must be one of: db, ldap.'] }],
  ])('rejects %s as invalid fields', async (_what, input, fields) => {
    await expect(auth.login(await auth.authenticate(undefined, 'rest'), input)).rejects.toMatchObject({ code: 'UNPROCESSABLE', status: 422, extra: { fields } });
  });

  it('refuses the ldap provider, which is not configured', async () => {
    await expect(auth.login(await auth.authenticate(undefined, 'rest'), { ...loginInput('alice'), provider: 'ldap' })).rejects.toMatchObject({ status: 401 });
  });

  it('over GraphQL HTTP sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { setCookies } = await browserLogin();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w.-]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=7200$`));
    const session = decodeURIComponent(setCookies[0].split(';')[0].slice(SESSION_COOKIE.length + 1));
    await expect(tokens.verify(session, 'session')).resolves.toMatchObject({ userId: alice.id });
  });

  it('marks the session cookie Secure when configured', async () => {
    const secure = new AuthService(ds, tokens, { secureCookies: true });
    const { http, setCookies } = exchange();
    await secure.login(await secure.authenticate(http, 'graphql'), loginInput('alice'));
    expect(setCookies[0]).toMatch(/; Secure$/);
  });

  it('over REST sets no cookie and binds the CSRF token to the user', async () => {
    const { http, setCookies } = exchange();
    const result = await auth.login(await auth.authenticate(http, 'rest'), loginInput('alice'));
    expect(setCookies).toEqual([]);
    expect(result.csrfToken).toBe(tokens.csrfToken(csrfBinding(null, alice.id)));
  });

  it('logout expires the session cookie', () => {
    const { http, setCookies } = exchange();
    expect(auth.logout(new RequestContext({ actor: null, authKind: 'session', transport: 'graphql', http }))).toBe(true);
    expect(setCookies).toEqual([`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`]);
  });
});

describe('session cookies and CSRF tokens', () => {
  it('validates the CSRF token returned by login for that session only', async () => {
    const first = await browserLogin('alice');
    const second = await browserLogin('alice');
    const check = async (headers: Record<string, string>) => auth.authenticate(exchange(headers).http, 'graphql');

    const valid = await check({ cookie: first.cookie, 'x-csrftoken': first.csrfToken });
    expect(valid).toMatchObject({ authKind: 'session', csrfValid: true });
    expect(valid.actor?.user.username).toBe('alice');
    expect(valid.sessionId).toEqual(expect.any(String));
    expect(auth.csrfToken(valid)).toBe(first.csrfToken);

    expect((await check({ cookie: first.cookie, 'x-csrf-token': first.csrfToken })).csrfValid).toBe(true);
    expect((await check({ cookie: first.cookie, 'x-csrftoken': `${first.csrfToken.slice(1)}x` })).csrfValid).toBe(false);
    expect((await check({ cookie: first.cookie })).csrfValid).toBe(false);
    expect((await check({ cookie: first.cookie, 'x-csrftoken': second.csrfToken })).csrfValid).toBe(false);
    expect((await check({ cookie: `other=1; ${second.cookie}`, 'x-csrftoken': second.csrfToken })).csrfValid).toBe(true);
  });

  it('refresh issues a non-fresh access token for a refresh bearer token only', async () => {
    const refreshToken = await tokens.refreshToken(alice.id);
    const access = await auth.refresh(await withBearer(refreshToken));
    await expect(tokens.verify(access, 'access')).resolves.toMatchObject({ userId: alice.id, fresh: false });
    await expect(auth.refresh(await withBearer(await tokens.accessToken(alice.id, true)))).rejects.toMatchObject({
      status: 422,
      message: 'Only refresh tokens are allowed',
    });
    await expect(auth.refresh(await auth.authenticate(undefined, 'rest'))).rejects.toMatchObject({ status: 401, extra: { msg: 'Missing Authorization Header' } });
  });
});

describe('assertCsrf', () => {
  // Flask-WTF's text; the REST gateway adds the '400 Bad Request: ' prefix.
  const CSRF_MISSING = { code: 'CSRF', status: 400, errorType: 'GENERIC_BACKEND_ERROR', message: 'The CSRF token is missing.' };

  it('refuses a cookie-authenticated mutation without the CSRF token', async () => {
    const { cookie } = await browserLogin();
    const ctx = await auth.authenticate(exchange({ cookie }).http, 'graphql');
    expect(() => assertCsrf(ctx, true, ['updateChart'])).toThrow(expect.objectContaining(CSRF_MISSING));
    expect(() => assertCsrf(ctx, true, ['login', 'updateChart'])).toThrow(expect.objectContaining(CSRF_MISSING));
  });

  it('refuses a cookie-authenticated mutation carrying a wrong CSRF token', async () => {
    const { cookie } = await browserLogin();
    const ctx = await auth.authenticate(exchange({ cookie, 'x-csrftoken': 'forged' }).http, 'graphql');
    expect(() => assertCsrf(ctx, true, ['updateChart'])).toThrow(expect.objectContaining({ code: 'CSRF', status: 400 }));
  });

  it('allows login and token refresh, the event beacon, queries, and cookie mutations that carry the token', async () => {
    const { cookie, csrfToken } = await browserLogin();
    const withoutToken = await auth.authenticate(exchange({ cookie }).http, 'graphql');
    expect(() => assertCsrf(withoutToken, true, ['login'])).not.toThrow();
    expect(() => assertCsrf(withoutToken, true, ['refreshAccessToken'])).not.toThrow();
    // The event beacon cannot send the header (Superset exempts /superset/log/ too).
    expect(() => assertCsrf(withoutToken, true, ['logEvents'])).not.toThrow();
    expect(() => assertCsrf(withoutToken, true, ['logEvents', 'updateChart'])).toThrow(expect.objectContaining(CSRF_MISSING));
    expect(() => assertCsrf(withoutToken, false, ['charts'])).not.toThrow();
    const withToken = await auth.authenticate(exchange({ cookie, 'x-csrftoken': csrfToken }).http, 'graphql');
    expect(() => assertCsrf(withToken, true, ['updateChart'])).not.toThrow();
  });

  it('needs no CSRF token for bearer-authenticated or anonymous mutations', async () => {
    const bearer = await withBearer(await tokens.accessToken(alice.id, true), 'graphql');
    expect(bearer.authKind).toBe('bearer');
    expect(() => assertCsrf(bearer, true, ['updateChart'])).not.toThrow();
    const anonymous = await auth.authenticate(undefined, 'graphql');
    expect(() => assertCsrf(anonymous, true, ['updateChart'])).not.toThrow();
  });
});
