import express from 'express';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import type { ExecuteFn } from '../core/execute';
import { createRestGateway } from '../gateway';
import { createLegacyGateway } from '../legacy-gateway';

/** A canned answer for one GraphQL operation, chosen by operation name. */
export type FakeOperation = (variables: Record<string, unknown>, req: Request) => ExecutionResult | Promise<ExecutionResult>;

export interface ExecutedOperation {
  operation: string;
  variables: Record<string, unknown>;
}

export interface HarnessResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Harness {
  /** Operations the gateway executed, in order. */
  executed: ExecutedOperation[];
  /** Errors the gateway reported as unexpected. */
  unexpected: unknown[];
  request(method: string, path: string, init?: { body?: string | FormData; headers?: Record<string, string> }): Promise<HarnessResponse>;
  getJson(path: string): Promise<HarnessResponse>;
  postJson(path: string, body: unknown): Promise<HarnessResponse>;
  close(): Promise<void>;
}

export const NOW = new Date('2025-08-21T12:00:00.000Z');

/** A GraphQL error as the server raises it, with Tessera's typed extensions. */
export function graphqlError(message: string, extensions: Record<string, unknown>): ExecutionResult {
  return { errors: [new GraphQLError(message, { extensions })], data: null };
}

/**
 * Mounts the gateway at /api/v1 on a loopback HTTP server, with a fake `execute` that answers
 * from canned results. The unit under test is the REST adapter; the real server is tested elsewhere.
 */
export async function startGateway(operations: Record<string, FakeOperation>, options: { legacy?: boolean } = {}): Promise<Harness> {
  const executed: ExecutedOperation[] = [];
  const unexpected: unknown[] = [];
  const execute = (async (document: DocumentNode, variables: Record<string, unknown>, http: { req: Request }) => {
    const operation = getOperationAST(document)?.name?.value ?? '<anonymous>';
    executed.push({ operation, variables });
    const fake = operations[operation];
    if (!fake) throw new Error(`no fake for operation ${operation}`);
    return fake(variables, http.req);
  }) as unknown as ExecuteFn;

  const app = express();
  app.use('/api/v1', createRestGateway({ execute, now: () => NOW, onUnexpectedError: (error) => unexpected.push(error) }));
  // The legacy views live at the root, as the server mounts them.
  if (options.legacy) app.use(createLegacyGateway({ execute, now: () => NOW, onUnexpectedError: (error) => unexpected.push(error) }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const request: Harness['request'] = async (method, path, init = {}) => {
    const response = await fetch(`${base}${path}`, { method, body: init.body, headers: init.headers, redirect: 'manual' });
    // Decoded keeping a byte-order mark, so CSV downloads can be checked byte for byte.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
  };

  return {
    executed,
    unexpected,
    request,
    getJson: (path) => request('GET', path),
    postJson: (path, body) =>
      request('POST', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
