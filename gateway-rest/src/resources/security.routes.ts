import { badRequest } from '../core/errors';
import { readJsonBody } from '../core/body';
import { ok, type RouteDef } from '../core/route';
import { RestCsrfTokenDocument, RestLoginDocument, RestRefreshAccessTokenDocument } from '../gql/graphql';
import { parseLoginBody } from './security.login-body';

/** FAB's SecurityApi: JWT login/refresh for API clients, and the CSRF token for browser sessions. */
export const securityRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/security/login',
    body: 'json',
    errors: 'session',
    async handle({ req, run }) {
      const body = readJsonBody(req);
      if (!body.ok) throw badRequest('Request payload is not JSON');
      const input = parseLoginBody(body.value);
      const { login } = await run(RestLoginDocument, { input });
      return ok(
        input.refresh && login.refreshToken
          ? { access_token: login.accessToken, refresh_token: login.refreshToken }
          : { access_token: login.accessToken },
      );
    },
  },
  {
    method: 'post',
    path: '/security/refresh',
    async handle({ run }) {
      const { refreshAccessToken } = await run(RestRefreshAccessTokenDocument, {});
      return ok({ access_token: refreshAccessToken.accessToken });
    },
  },
  {
    method: 'get',
    path: '/security/csrf_token/',
    async handle({ run }) {
      const { csrfToken } = await run(RestCsrfTokenDocument, {});
      return ok({ result: csrfToken });
    },
  },
];
