import type { JsonSchema } from '../core/json-schema';
import { requireIntId } from '../core/ids';
import { readRisonArgs } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import { RestAddFavoriteDocument, RestFavoriteStatusDocument, RestRemoveFavoriteDocument, type FavoriteObjectType } from '../gql/graphql';

/** favorite_status's `q`: a rison list of ids (Superset's get_fav_star_ids_schema). */
const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };

/** The three favourite endpoints ChartRestApi, DashboardRestApi and TagRestApi share, for one resource. */
function favoriteRoutesFor(resource: 'chart' | 'dashboard' | 'tag', objectType: FavoriteObjectType): RouteDef[] {
  return [
    {
      method: 'get',
      path: `/${resource}/favorite_status/`,
      async handle({ req, run }) {
        const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
        const { favoriteStatus } = await run(RestFavoriteStatusDocument, { objectType, ids });
        return ok({ result: favoriteStatus.map(({ id, value }) => ({ id, value })) });
      },
    },
    {
      method: 'post',
      path: `/${resource}/:pk/favorites/`,
      async handle({ params, run }) {
        await run(RestAddFavoriteDocument, { objectType, id: requireIntId(params.pk) });
        return ok({ result: 'OK' });
      },
    },
    {
      method: 'delete',
      path: `/${resource}/:pk/favorites/`,
      async handle({ params, run }) {
        await run(RestRemoveFavoriteDocument, { objectType, id: requireIntId(params.pk) });
        return ok({ result: 'OK' });
      },
    },
  ];
}

/** Stars on charts, dashboards and tags (Superset's favstar). Registered before `/chart/{id_or_uuid}` and `/tag/{pk}`. */
export const favoriteRoutes: readonly RouteDef[] = [...favoriteRoutesFor('chart', 'CHART'), ...favoriteRoutesFor('dashboard', 'DASHBOARD'), ...favoriteRoutesFor('tag', 'TAG')];
