/**
 * The last handlers: a request no route answered, and an error that reached Express itself (a /graphql body
 * that is not JSON or too large, a missing asset). Both answer JSON in GraphQL's error shape with the right
 * status, and keep the protective headers: Express's own answer would be an HTML page with its own CSP.
 */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { errors, TesseraError, toExtensions } from './errors';
import type { Logger } from './logger';

function answer(res: Response, error: TesseraError): void {
  res.status(error.status).json({ errors: [{ message: error.message, extensions: toExtensions(error) }] });
}

export function notFound(): RequestHandler {
  return (req, res) => answer(res, errors.notFound(`Not found: ${req.method} ${req.path}`, 'GENERIC_BACKEND_ERROR'));
}

/** Errors from Express middleware (body parsers, static files) carry an HTTP status; anything else is a 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, statusCode, expose, message } = (err ?? {}) as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown };
    const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
    if (code === 404) return answer(res, errors.notFound(`Not found: ${req.method} ${req.path}`, 'GENERIC_BACKEND_ERROR'));
    if (code >= 400 && code < 500) {
      const text = expose === true && typeof message === 'string' ? message : 'The request could not be read';
      return answer(res, new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', text, { code: 'BAD_USER_INPUT', status: code }));
    }
    logger.error('Unexpected error while answering an HTTP request', {
      path: req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    answer(res, new TesseraError('GENERIC_BACKEND_ERROR', 'Sorry, an unknown error occurred', { code: 'INTERNAL_SERVER_ERROR' }));
  };
}
