import { isoWithoutTimezone } from '../core/dates';
import { notAuthorized } from '../core/errors';
import { ok, type RouteDef } from '../core/route';
import { RestMeDocument, RestMeRolesDocument, type RestMeRolesQuery } from '../gql/graphql';

type MeWithRoles = NonNullable<RestMeRolesQuery['me']>;

/** `/me/roles/` speaks camelCase and groups permission pairs by role. */
export function serializeMeRoles(me: MeWithRoles): Record<string, unknown> {
  return {
    username: me.username,
    firstName: me.firstName,
    lastName: me.lastName,
    userId: me.id,
    isActive: me.active,
    isAnonymous: false,
    createdOn: isoWithoutTimezone(me.createdOn),
    email: me.email,
    loginCount: me.loginCount,
    roles: Object.fromEntries(
      me.roles.map((role) => [role.name, role.permissions.map((pair) => [pair.permission, pair.viewMenu])]),
    ),
    permissions: Object.fromEntries(me.dataAccess.map((grant) => [grant.permission, [...grant.views]])),
  };
}

/** The current user; not permission-protected, so an anonymous caller gets 401 "Not authorized". */
export const meRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/me/',
    errors: 'session',
    async handle({ run }) {
      const { me } = await run(RestMeDocument, {});
      if (!me) throw notAuthorized();
      return ok({
        result: {
          id: me.id,
          username: me.username,
          email: me.email,
          first_name: me.firstName,
          last_name: me.lastName,
          is_active: me.active,
          is_anonymous: false,
          login_count: me.loginCount,
        },
      });
    },
  },
  {
    method: 'get',
    path: '/me/roles/',
    errors: 'session',
    async handle({ run }) {
      const { me } = await run(RestMeRolesDocument, {});
      if (!me) throw notAuthorized();
      return ok({ result: serializeMeRoles(me) });
    },
  },
];
