import { Router, type ErrorRequestHandler } from 'express';
import { bodyParsers } from './core/body';
import { methodNotAllowed, toRestError } from './core/errors';
import { normalizePath } from './core/path';
import { redirectToSlash, routeHandler, type RestGatewayOptions } from './gateway';
import { dynamicPluginRoutes } from './resources/dynamic-plugin.routes';
import { legacyRoutes as legacyViewRoutes } from './resources/legacy.routes';
import { legacyLogRoutes } from './resources/log.routes';
import { tabStateRoutes } from './resources/tab-state.routes';

/** The pre-/api/v1 views, including SQL Lab's tab-state views, the event beacon and the dynamic plugin list. */
const legacyRoutes = [...legacyViewRoutes, ...tabStateRoutes, ...legacyLogRoutes, ...dynamicPluginRoutes];

/**
 * Superset's legacy views outside /api/v1 (/datasource/samples, /superset/fetch_datasource_metadata,
 * /superset/explore_json/), over the same GraphQL operations. The server mounts it at the root, before
 * the web client: any other path falls through to what comes next.
 */
export function createLegacyGateway(options: RestGatewayOptions): Router {
  const router = Router({ strict: true, caseSensitive: true });
  router.use(normalizePath);
  for (const route of legacyRoutes) router[route.method](route.path, ...bodyParsers(route.body, route.bodyLimit), routeHandler(route, options));
  const paths = new Set(legacyRoutes.map((route) => route.path));
  for (const path of paths) if (path.endsWith('/')) router.all(path.slice(0, -1), redirectToSlash);
  for (const path of paths) router.all(path, (_req, res) => void res.status(405).json(methodNotAllowed().body));
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const rest = toRestError(error, 'legacy');
    res.status(rest.status).json(rest.body);
  };
  router.use(bodyErrors);
  return router;
}
