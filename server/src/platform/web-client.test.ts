import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { errorHandler, notFound } from './http-fallbacks';
import { createLogger } from './logger';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { CSP_NONCE_PLACEHOLDER, webClient } from './web-client';

const quiet = createLogger('error', () => undefined);
const BIG = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(', ')}];`;

/** The app's HTTP stack around the client: headers first, the client, the fallbacks last, and a JSON route. */
describe('the web client and the HTTP fallbacks', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tessera-client-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app-1.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head></html>`,
    );
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export {};');
    // What client/build/precompress.ts leaves beside a big file.
    writeFileSync(path.join(dist, 'assets', 'big-1.js'), BIG);
    writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), brotliCompressSync(BIG));
    writeFileSync(path.join(dist, 'assets', 'big-1.js.gz'), gzipSync(BIG));
    const app = express();
    app.use(securityHeaders());
    app.post('/graphql', express.json(), (_req, res) => void res.json({ data: {} }));
    app.use(webClient(dist, quiet)!);
    app.use(notFound());
    app.use(errorHandler(quiet));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('answers a navigation with the shell, a fresh nonce in the page and in its policy', async () => {
    const nonces = [];
    for (const route of ['/chart/list/', '/sqllab/p/abc/', '/index.html']) {
      const answer = await fetch(`${base}${route}`, { headers: html });
      const page = await answer.text();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(page).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /nonce="([^"]+)"/.exec(page)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy(nonce));
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('serves hashed assets for good; a missing one is a JSON 404, not the shell', async () => {
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const missing = await fetch(`${base}/assets/app-2.js`, { headers: html });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND', status: 404 } }] });
  });

  /** The bytes on the wire: fetch would decompress them. */
  const raw = (route: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${base}${route}`, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it.each([
    ['gzip, deflate, br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip;q=1, br;q=0', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
    [undefined, undefined, (body: Buffer) => body],
  ])('sends a built file compressed as Accept-Encoding %p allows (%p), cached for good', async (acceptEncoding, encoding, decode) => {
    const answer = await raw('/assets/big-1.js', acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(answer.body).toString()).toBe(BIG);
  });

  it('sends a file without compressed copies as it is, and a made-up name is still a 404', async () => {
    const small = await raw('/assets/app-1.js', 'br');
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([200, undefined, 'export {};']);
    for (const route of ['/assets/big-2.js', '/assets/..%2f..%2fetc%2fpasswd', '/assets/%ff']) {
      expect((await raw(route, 'br')).status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a non-page request nobody serves with a JSON 404', async () => {
    const answer = await fetch(`${base}/chart/list/`, { headers: { Accept: '*/*' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a body that is not JSON with a 400 that keeps the protective headers', async () => {
    const answer = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query": ' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', errorType: 'INVALID_PAYLOAD_FORMAT_ERROR', status: 400 } }] });
    expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
