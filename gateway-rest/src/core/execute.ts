import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { ExecutionResult } from 'graphql';
import { GraphQLOperationError } from './errors';

/** The HTTP exchange an operation runs for: the server reads auth from `req` and may set cookies on `res`. */
export interface HttpContext {
  req: Request;
  res: Response;
}

/**
 * Runs a typed GraphQL operation in-process against the server's schema. Supplied by the server
 * (app.ts), which builds the request's auth context from `http.req`.
 */
export type ExecuteFn = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  http: HttpContext,
) => Promise<ExecutionResult<TResult>>;

/** Runs an operation and returns its data; any GraphQL error fails the whole operation. */
export async function runOperation<TResult, TVariables>(
  execute: ExecuteFn,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  http: HttpContext,
): Promise<TResult> {
  const result = await execute(document, variables, http);
  if (result.errors && result.errors.length > 0) throw new GraphQLOperationError(result.errors);
  if (result.data === null || result.data === undefined) {
    throw new Error('GraphQL execution returned neither data nor errors');
  }
  return result.data;
}
