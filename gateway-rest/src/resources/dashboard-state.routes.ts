import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { requireIntId } from '../core/ids';
import { firstQueryValue } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import {
  RestDashboardFilterStateCreateDocument,
  RestDashboardFilterStateDeleteDocument,
  RestDashboardFilterStateDocument,
  RestDashboardFilterStateUpdateDocument,
  RestDashboardPermalinkCreateDocument,
  RestDashboardPermalinkDocument,
} from '../gql/graphql';
import { parseFilterStateBody } from './dashboard.body';
import { dashboardIdOf } from './dashboard.routes';
import { origin } from './sqllab-permalink.routes';

/** Flask's request.args.get('tab_id', type=int): not an integer reads as none. */
function tabIdOf(value: unknown): number | null {
  const text = firstQueryValue(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : null;
}

/** DashboardPermalinkRestApi and DashboardFilterStateRestApi (REST ref §6.12). */
export const dashboardStateRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/dashboard/:pk/permalink',
    body: 'json',
    async handle(ctx) {
      const state = requireJsonBody(ctx.req);
      const id = await dashboardIdOf(ctx, ctx.params.pk);
      const { createDashboardPermalink } = await ctx.run(RestDashboardPermalinkCreateDocument, { id, state });
      return { status: 201, body: { key: createDashboardPermalink.key, url: `${origin(ctx.req)}${createDashboardPermalink.url}` } };
    },
  },
  {
    method: 'get',
    path: '/dashboard/permalink/:key',
    async handle({ params, run }) {
      const { dashboardPermalink } = await run(RestDashboardPermalinkDocument, { key: params.key });
      // The state as posted: keys the client did not send stay absent.
      const state = Object.fromEntries(Object.entries(dashboardPermalink.state).filter(([k, v]) => k !== '__typename' && v !== null && v !== undefined));
      return ok({ dashboardId: String(dashboardPermalink.dashboardId), state });
    },
  },
  {
    method: 'post',
    path: '/dashboard/:pk/filter_state',
    body: 'json',
    async handle({ req, params, run }) {
      const dashboardId = requireIntId(params.pk);
      const value = parseFilterStateBody(requireJsonBody(req));
      const { createDashboardFilterState } = await run(RestDashboardFilterStateCreateDocument, { dashboardId, value, tabId: tabIdOf(req.query.tab_id) });
      return { status: 201, body: { key: createDashboardFilterState } };
    },
  },
  {
    method: 'get',
    path: '/dashboard/:pk/filter_state/:key',
    async handle({ params, run }) {
      const { dashboardFilterState } = await run(RestDashboardFilterStateDocument, { dashboardId: requireIntId(params.pk), key: params.key });
      if (dashboardFilterState === null || dashboardFilterState === undefined) throw notFound();
      return ok({ value: dashboardFilterState });
    },
  },
  {
    method: 'put',
    path: '/dashboard/:pk/filter_state/:key',
    body: 'json',
    async handle({ req, params, run }) {
      const dashboardId = requireIntId(params.pk);
      const value = parseFilterStateBody(requireJsonBody(req));
      const { updateDashboardFilterState } = await run(RestDashboardFilterStateUpdateDocument, { dashboardId, key: params.key, value, tabId: tabIdOf(req.query.tab_id) });
      return ok({ key: updateDashboardFilterState });
    },
  },
  {
    method: 'delete',
    path: '/dashboard/:pk/filter_state/:key',
    async handle({ params, run }) {
      await run(RestDashboardFilterStateDeleteDocument, { dashboardId: requireIntId(params.pk), key: params.key });
      return ok({ message: 'Deleted successfully' });
    },
  },
];
