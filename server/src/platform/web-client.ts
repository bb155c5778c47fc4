/**
 * The built web client (client/dist): content-hashed files under /assets/ are cached for good and a missing
 * one is a 404 (never the app shell in its place, which a browser would refuse as a script anyway); the app
 * shell (index.html) answers every client-side route a browser navigates to, with a fresh CSP nonce written
 * into the page and its policy (see security-headers.ts). Files the build compressed (client/build/precompress.ts
 * writes `.br` and `.gz` beside them) are sent compressed to a browser that accepts it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from './logger';
import { contentSecurityPolicy, newCspNonce } from './security-headers';

/** What client/vite.config.ts writes (html.cspNonce) wherever the page's nonce belongs. */
export const CSP_NONCE_PLACEHOLDER = '__TESSERA_CSP_NONCE__';

/** A navigation asks for HTML first; a script, fetch or API client (Accept: *\/* or JSON) does not. */
function wantsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html';
}

/** The compressed copies the build writes, best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Points a request for a built file at its compressed copy when the browser accepts one, with the original's
 * content type; express.static then sends it with the usual caching. Built files only change with a new
 * build, whose hashed names differ, so which copies exist is remembered per file (per existing file only, so
 * requests for made-up names do not grow the memory).
 */
function precompressed(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const copies = new Map<string, Set<string>>();
  const copiesOf = (file: string) => {
    let found = copies.get(file);
    if (!found) {
      if (!existsSync(file)) return undefined;
      found = new Set(ENCODINGS.filter(({ suffix }) => existsSync(file + suffix)).map(({ encoding }) => encoding));
      copies.set(file, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next(); // express.static answers the malformed path
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    const available = copiesOf(file);
    if (!available || available.size === 0) return next();
    res.vary('Accept-Encoding');
    const chosen = ENCODINGS.find(({ encoding }) => available.has(encoding) && req.acceptsEncodings(encoding) === encoding);
    if (!chosen) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', chosen.encoding);
    req.url = req.path + chosen.suffix + req.url.slice(req.path.length);
    next();
  };
}

/** The client's routes and files, or null (with a warning) when the client is not built. */
export function webClient(clientDist: string, logger: Logger): Router | null {
  const indexFile = path.join(clientDist, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn(`The web client is not built (${indexFile} is missing): run 'npm run build'. The API still works.`);
    return null;
  }

  // Read per answer (it is small), so a client rebuilt under a running server is served at once.
  const sendShell = async (res: Response) => {
    const page = await readFile(indexFile, 'utf8');
    if (!page.includes(CSP_NONCE_PLACEHOLDER)) {
      logger.warn(`${indexFile} has no CSP nonce placeholder: its run-time styles will be refused. Rebuild the client.`);
    }
    const nonce = newCspNonce();
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    // The nonce differs per answer: never reuse a stored copy without asking.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };

  const router = express.Router();
  const assets = path.join(clientDist, 'assets');
  router.use('/assets', precompressed(assets), express.static(assets, { index: false, immutable: true, maxAge: '1y', fallthrough: false }));
  router.get('/index.html', (_req, res) => sendShell(res));
  router.use(precompressed(clientDist), express.static(clientDist, { index: false, maxAge: '1h' }));
  router.use((req, res, next) => (wantsPage(req) ? sendShell(res) : next()));
  return router;
}
