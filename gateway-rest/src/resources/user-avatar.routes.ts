/**
 * UserRestApi's avatar (REST ref §6.16): a redirect to the user's stored picture; without one, their
 * initials as a PNG when avatars are on, else 204 like Superset; 404 for an unknown user. Any signed-in
 * caller may ask (no permission beyond being logged in).
 */
import { notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { initialsPng } from '../core/initials-png';
import type { RouteDef } from '../core/route';
import { RestUserAvatarDocument } from '../gql/graphql';

export const userAvatarRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/user/:id/avatar.png',
    errors: 'session',
    async handle({ params, run }) {
      const userId = flaskIntId(params.id);
      const { userAvatar } = await run(RestUserAvatarDocument, { userId });
      if (!userAvatar) throw notFound();
      if (userAvatar.url) return { status: 301, body: null, redirect: userAvatar.url };
      if (userAvatar.initials === null || userAvatar.initials === undefined) return { status: 204, body: null, empty: true };
      return { status: 200, body: null, file: { filename: `${userId}.png`, contentType: 'image/png', body: initialsPng(userAvatar.initials, userId), inline: true } };
    },
  },
];
