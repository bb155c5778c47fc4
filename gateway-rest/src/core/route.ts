import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { BodyKind } from './body';
import type { ErrorFlavor } from './errors';

export interface RouteContext {
  req: Request;
  res: Response;
  params: Record<string, string>;
  /** The request's clock, for relative dates ("3 days ago"). */
  now: Date;
  /** Runs a GraphQL operation for this request; GraphQL errors are thrown and mapped by the route's flavor. */
  run<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult>;
}

export interface RestResult {
  status?: number;
  body: unknown;
  /** A download instead of JSON: sent as is with `Content-Disposition: attachment; filename=<filename>` (or inline). */
  file?: RestFile;
  /** A redirect to this address instead of JSON (with `status`, 302 by default). */
  redirect?: string;
  /** No body at all (Flask's bare `Response(status=...)`). */
  empty?: boolean;
}

export interface RestFile {
  filename: string;
  contentType: string;
  body: Buffer;
  /** Shown by the browser (an image) rather than saved. */
  inline?: boolean;
}

/** One REST endpoint: parse the request, run GraphQL operations, reshape the result. */
export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path relative to /api/v1, with Superset's exact trailing-slash convention. */
  path: string;
  body?: BodyKind;
  /** The largest body the route reads (body-parser's `limit`; 413 beyond), when smaller than the gateway's. */
  bodyLimit?: string;
  /** How failures are worded (defaults to 'api'). */
  errors?: ErrorFlavor;
  handle(ctx: RouteContext): Promise<RestResult>;
}

export function ok(body: unknown): RestResult {
  return { status: 200, body };
}

export function download(file: RestFile): RestResult {
  return { status: 200, body: null, file };
}
