import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { bodyParsers } from './core/body';
import { isUnexpected, methodNotAllowed, routeNotFound, toRestError, type RestError } from './core/errors';
import { runOperation, type ExecuteFn } from './core/execute';
import { jsonPieces } from './core/raw-json';
import { normalizePath } from './core/path';
import type { RouteContext, RouteDef } from './core/route';
import { chartDataRoutes } from './resources/chart-data.routes';
import { chartRoutes } from './resources/chart.routes';
import { dashboardStateRoutes } from './resources/dashboard-state.routes';
import { dashboardRoutes } from './resources/dashboard.routes';
import { databaseUploadRoutes } from './resources/database-upload.routes';
import { timeRangeRoutes } from './resources/time-range.routes';
import { warmUpCacheRoutes } from './resources/warm-up-cache.routes';
import { databaseRoutes } from './resources/database.routes';
import { datasetRoutes } from './resources/dataset.routes';
import { exploreFormDataRoutes } from './resources/explore-form-data.routes';
import { exploreRoutes } from './resources/explore.routes';
import { favoriteRoutes } from './resources/favorite.routes';
import { logRoutes } from './resources/log.routes';
import { meRoutes } from './resources/me.routes';
import { securityRoutes } from './resources/security.routes';
import { queryListRoutes } from './resources/query-list.routes';
import { savedQueryRoutes } from './resources/saved-query.routes';
import { annotationLayerRoutes } from './resources/annotation-layer.routes';
import { cssTemplateRoutes } from './resources/css-template.routes';
import { tagRoutes } from './resources/tag.routes';
import { sqlLabPermalinkRoutes } from './resources/sqllab-permalink.routes';
import { thumbnailRoutes } from './resources/thumbnail.routes';
import { userAvatarRoutes } from './resources/user-avatar.routes';
import { queryExecutionRoutes, sqlLabRoutes } from './resources/sqllab.routes';

export interface RestGatewayOptions {
  /** Executes a typed GraphQL document in-process for one HTTP request. */
  execute: ExecuteFn;
  /** Clock for relative dates; tests pin it. */
  now?: () => Date;
  /** Called with failures that are not a GraphQL or request error (they answer 500 "Fatal error"). */
  onUnexpectedError?: (error: unknown, req: Request) => void;
}

/** Every endpoint, in matching order (a fixed path before a parameterised one of the same shape). */
const ROUTES: readonly RouteDef[] = [...securityRoutes, ...meRoutes, ...userAvatarRoutes, ...logRoutes, ...warmUpCacheRoutes, ...chartDataRoutes, ...favoriteRoutes, ...thumbnailRoutes, ...chartRoutes, ...dashboardStateRoutes, ...dashboardRoutes, ...exploreRoutes, ...exploreFormDataRoutes, ...timeRangeRoutes, ...databaseUploadRoutes, ...databaseRoutes, ...datasetRoutes, ...sqlLabPermalinkRoutes, ...savedQueryRoutes, ...cssTemplateRoutes, ...annotationLayerRoutes, ...tagRoutes, ...queryListRoutes, ...sqlLabRoutes, ...queryExecutionRoutes];

/** Superset's /api/v1 surface over the GraphQL schema; the server mounts it at /api/v1. */
export function createRestGateway(options: RestGatewayOptions): Router {
  const router = Router({ strict: true, caseSensitive: true });
  router.use(normalizePath);
  for (const route of ROUTES) {
    router[route.method](route.path, ...bodyParsers(route.body, route.bodyLimit), routeHandler(route, options));
  }
  // Flask answers a path declared with a trailing slash but requested without it by a 308 redirect.
  for (const path of new Set(ROUTES.map((route) => route.path))) {
    if (path.endsWith('/') && path.length > 1) router.all(path.slice(0, -1), redirectToSlash);
  }
  // Reached only when the path exists but no route takes this method.
  for (const path of new Set(ROUTES.map((route) => route.path))) {
    router.all(path, (_req, res) => send(res, methodNotAllowed()));
  }
  router.use((_req, res) => send(res, routeNotFound()));
  router.use(errorHandler(options));
  return router;
}

/**
 * A JSON answer, with raw JSON text (a warm chart result's rows) spliced in as it is. Sent without an ETag,
 * as Superset's API answers are: hashing a many-megabyte answer per request would cost more than sending it.
 */
function sendJson(res: Response, status: number, body: unknown): void {
  const pieces = jsonPieces(body);
  res.status(status).set({ 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(pieces.reduce((n, piece) => n + piece.length, 0)) });
  // Corked, the pieces leave in one write (a warm chart's stored rows among them, not copied into one buffer).
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.uncork();
  res.end();
}

/** Runs one route and answers its result (JSON, or a file download) or its failure, mapped for the route. */
export function routeHandler(route: RouteDef, options: RestGatewayOptions): RequestHandler {
  return async (req, res) => {
    const http = { req, res };
    const context: RouteContext = {
      req,
      res,
      params: req.params as Record<string, string>,
      now: options.now?.() ?? new Date(),
      run: (document, variables) => runOperation(options.execute, document, variables, http),
    };
    try {
      const result = await route.handle(context);
      if (result.file) {
        const disposition = result.file.inline ? 'inline' : 'attachment';
        res.status(result.status ?? 200).set('Content-Disposition', `${disposition}; filename=${result.file.filename}`).type(result.file.contentType).send(result.file.body);
      } else if (result.redirect !== undefined) res.redirect(result.status ?? 302, result.redirect);
      else if (result.empty) res.status(result.status ?? 200).end();
      else sendJson(res, result.status ?? 200, result.body);
    } catch (error) {
      reportUnexpected(error, req, options);
      send(res, toRestError(error, route.errors ?? 'api'));
    }
  };
}

/** Failures before a route runs (e.g. an oversized body). */
function errorHandler(options: RestGatewayOptions): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    reportUnexpected(error, req, options);
    send(res, toRestError(error, 'api'));
  };
}

function reportUnexpected(error: unknown, req: Request, options: RestGatewayOptions): void {
  if (!isUnexpected(error)) return;
  if (options.onUnexpectedError) options.onUnexpectedError(error, req);
  else console.error(`REST gateway: ${req.method} ${req.originalUrl} failed`, error);
}

export const redirectToSlash: RequestHandler = (req, res) => {
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
  res.redirect(308, `${req.baseUrl}${req.path}/${query}`);
};

function send(res: Response, error: RestError): void {
  res.status(error.status).json(error.body);
}
