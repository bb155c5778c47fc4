import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, post, request, type HttpAnswer } from './support/http';

/** The policy every answer carries; the app shell adds its own nonce to style-src. */
const policy = (styleSrc: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

function expectProtected(answer: HttpAnswer, styleSrc = "'self'"): void {
  expect({
    csp: answer.headers.get('content-security-policy'),
    frame: answer.headers.get('x-frame-options'),
    sniff: answer.headers.get('x-content-type-options'),
    referrer: answer.headers.get('referrer-policy'),
  }).toEqual({ csp: policy(styleSrc), frame: 'DENY', sniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' });
}

const page = (path: string) => get(path, { headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });

/** The nonce the page carries (Vite's <meta property="csp-nonce">), which its policy must allow. */
function nonceOf(answer: HttpAnswer): string {
  const match = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(answer.text);
  if (!match) throw new Error(`the page has no csp-nonce meta: ${answer.text.slice(0, 400)}`);
  return match[1];
}

describe('protective headers on every kind of answer', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('the app shell, on any client route, with a fresh style nonce each time', async () => {
    const first = await page('/chart/list/');
    const second = await page('/sqllab/?datasourceKey=1__table');
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.contentType).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.text).not.toContain('__TESSERA_CSP_NONCE__');
      expect(nonceOf(answer)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expectProtected(answer, `'self' 'nonce-${nonceOf(answer)}'`);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // index.html asked for by name is the same shell, never the file with its placeholder.
    const byName = await page('/index.html');
    expectProtected(byName, `'self' 'nonce-${nonceOf(byName)}'`);
    // The built page loads no inline script: every <script> has a src on this origin.
    expect(first.text.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc="\/assets\//.test(tag))).toBe(true);
  });

  it('static assets: hashed files cached for good, a missing one a 404 (not the shell)', async () => {
    const shell = await page('/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell.text)?.[1];
    const stylesheet = /<link rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(shell.text)?.[1];
    expect([script, stylesheet]).toEqual([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]);
    for (const [asset, type] of [
      [script!, /^text\/javascript/],
      [stylesheet!, /^text\/css/],
    ] as const) {
      const answer = await get(asset, { headers: { Accept: '*/*' } });
      expect(answer.status).toBe(200);
      expect(answer.contentType).toMatch(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectProtected(answer);
    }
    const missing = await get('/assets/no-such-chunk-1234.js', { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.contentType).toMatch(/^application\/json/);
    expectProtected(missing);
  });

  it('REST answers, signed in and refused', async () => {
    const charts = await get('/api/v1/chart/', { token });
    expect(charts.status).toBe(200);
    expectProtected(charts);
    const anonymous = await get('/api/v1/chart/');
    expect(anonymous.status).toBe(401);
    expectProtected(anonymous);
    const unknown = await get('/api/v1/no_such_resource/', { token });
    expect(unknown.status).toBe(404);
    expectProtected(unknown);
  });

  it('GraphQL answers: a result, an invalid operation and a body that is not JSON', async () => {
    const ok = await post('/graphql', { query: '{ __typename }' }, { token });
    expect([ok.status, ok.json]).toEqual([200, { data: { __typename: 'Query' } }]);
    expectProtected(ok);
    const invalid = await post('/graphql', { query: '{ noSuchField }' }, { token });
    expect(invalid.status).toBe(400);
    expectProtected(invalid);
    const broken = await request('POST', '/graphql', { token, body: '{"query": ', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expectProtected(broken);
  });

  it('health, and a path nobody serves', async () => {
    const health = await get('/health');
    expect([health.status, health.text]).toEqual([200, 'OK']);
    expectProtected(health);
    const nowhere = await get('/no/such/file.txt', { headers: { Accept: '*/*' } });
    expect(nowhere.status).toBe(404);
    expect(nowhere.json.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expectProtected(nowhere);
  });
});
