import express, { type Request, type RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { badRequest } from './errors';

/** What a route accepts as its request body. */
export type BodyKind = 'json' | 'json-or-form';

const BODY_LIMIT = '20mb';

/** Flask's request.is_json: application/json or any application/*+json media type. */
export function isJsonRequest(req: Pick<IncomingMessage, 'headers'>): boolean {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));
}

/**
 * JSON bodies are read as text and parsed by the route, so that each endpoint can answer a
 * malformed body with its own Superset message instead of a generic parser error.
 */
export function bodyParsers(kind: BodyKind | undefined, limit = BODY_LIMIT): RequestHandler[] {
  if (!kind) return [];
  const parsers = [express.text({ type: isJsonRequest, limit })];
  if (kind === 'json-or-form') parsers.push(express.urlencoded({ extended: false, limit }));
  return parsers;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false };

/** The parsed JSON body, or `ok: false` when the request is not JSON or does not parse. */
export function readJsonBody(req: Request): JsonBody {
  if (!isJsonRequest(req)) return { ok: false };
  const body: unknown = req.body;
  // Tolerates a JSON parser mounted in front of the gateway.
  if (typeof body !== 'string') return body === undefined ? { ok: false } : { ok: true, value: body };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** Superset's POST/PUT guard: a body that is not JSON is refused (400) before any schema runs. */
export function requireJsonBody(req: Request): unknown {
  const body = readJsonBody(req);
  if (!body.ok) throw badRequest('Request is not JSON');
  return body.value;
}

/** A field of an application/x-www-form-urlencoded body. */
export function readFormField(req: Request, name: string): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || isJsonRequest(req)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
