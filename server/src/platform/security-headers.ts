/**
 * Protective headers on every HTTP answer (pages, assets, /api/v1, /graphql, errors): a Content Security
 * Policy that lets the browser run and style only what this origin serves, no framing by any site
 * (`frame-ancestors 'none'` and, for older browsers, `X-Frame-Options: DENY`; embedded dashboards will open
 * this per allowed domain), no MIME sniffing, and the referrer trimmed to the origin when leaving it.
 *
 * Scripts come from our own files only (the built client has no inline script). Styles come from our own
 * files plus the <style> elements the client creates at run time (Mantine's CSS variables, the scroll lock
 * of its modals, CodeMirror without constructable stylesheets), which carry the page's nonce: the app shell
 * is answered with a fresh nonce each time (see web-client.ts). Style *attributes* set through the DOM
 * (React's `style` prop, Highcharts) are not governed by style-src, so no 'unsafe-inline' is needed.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** The policy; `styleNonce` is given only for the app shell, whose inline <style> elements carry it. */
export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    // Chart exports draw the chart through data: and blob: images.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers ws:/wss: to the same host, which graphql-ws uses for subscriptions.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A CSP nonce: 128 random bits, base64 (CSP Level 3 §2.3.1). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Sets the protective headers before anything else answers; the app shell then swaps in its nonced policy. */
export function securityHeaders(): RequestHandler {
  const policy = contentSecurityPolicy();
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  };
}
