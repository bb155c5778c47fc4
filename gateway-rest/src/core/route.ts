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
  /** A download instead of JSON: sent as is with `Content-Disposition: attachment; filename=<filename>`. */
  file?: RestFile;
}

export interface RestFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** One REST endpoint: parse the request, run GraphQL operations, reshape the result. */
export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path relative to /api/v1, with Superset's exact trailing-slash convention. */
  path: string;
  body?: BodyKind;
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
