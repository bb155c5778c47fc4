import type { RequestHandler } from 'express';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * A request path as Werkzeug reads it: a `%` that starts no escape stays a `%`, and escaped bytes that
 * are not UTF-8 decode to U+FFFD. Express's router instead fails the whole request when a parameter does
 * not decode, so malformed paths are rewritten to the well-formed path Flask would have routed; a path
 * that already decodes is returned unchanged.
 */
export function wellFormedPath(path: string): string {
  try {
    decodeURIComponent(path);
    return path;
  } catch {
    return path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => (run === '%' ? '%25' : encodeURIComponent(utf8.decode(Buffer.from(run.replace(/%/g, ''), 'hex')))));
  }
}

/** Rewrites a malformed request path before any route reads its parameters (the query string is left alone). */
export const normalizePath: RequestHandler = (req, _res, next) => {
  const queryStart = req.url.indexOf('?');
  const path = queryStart >= 0 ? req.url.slice(0, queryStart) : req.url;
  const wellFormed = wellFormedPath(path);
  if (wellFormed !== path) req.url = `${wellFormed}${queryStart >= 0 ? req.url.slice(queryStart) : ''}`;
  next();
};
