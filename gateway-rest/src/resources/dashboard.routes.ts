import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { parseIntId, requireIntId } from '../core/ids';
import { firstQueryValue } from '../core/query-args';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
import { ok, type RouteContext, type RouteDef } from '../core/route';
import {
  RestDashboardBulkDeleteDocument,
  RestDashboardChartsDocument,
  RestDashboardColorsDocument,
  RestDashboardCopyDocument,
  RestDashboardCreateDocument,
  RestDashboardDatasetDocument,
  RestDashboardDatasetIdsDocument,
  RestDashboardDeleteDocument,
  RestDashboardFiltersDocument,
  RestDashboardIdDocument,
  RestDashboardListDocument,
  RestDashboardRelatedDocument,
  RestDashboardShowDocument,
  RestDashboardTabsDocument,
  RestDashboardUpdateDocument,
  RestDashboardVersionsDocument,
} from '../gql/graphql';
import { parseDashboardColorsBody, parseDashboardCopyBody, parseDashboardCreateBody, parseDashboardFiltersBody, parseDashboardUpdateBody } from './dashboard.body';
import { dashboardResource } from './dashboard.resource';
import { serializeDashboardChart, serializeDashboardGet, serializeDashboardListRow, serializeDashboardVersion } from './dashboard.serializers';
import { serializeDatasourceMetadata } from './legacy.serializers';

/** DashboardRestApi's related_field allow-list. */
const RELATED_COLUMNS = { owners: 'OWNERS', roles: 'ROLES', created_by: 'CREATED_BY', changed_by: 'CHANGED_BY' } as const;

/** Python's parse_boolean_string, as `mark_updated` is read. */
const parseBooleanString = (value: string | undefined) => ['y', 'yes', 't', 'true', 'on', '1'].includes((value ?? 'true').toLowerCase());

/** The id behind `{id_or_slug}` for mutations that take an id (the lookup answers 404 when it is not visible). */
export async function dashboardIdOf({ run }: Pick<RouteContext, 'run'>, idOrSlug: string): Promise<number> {
  const id = parseIntId(idOrSlug);
  if (id !== undefined) return id;
  const { dashboard } = await run(RestDashboardIdDocument, { idOrSlug });
  if (!dashboard) throw notFound();
  return dashboard.id;
}

/** DashboardRestApi; the generated fixed paths (`_info`, `related`, `export`, ...) come before `{id_or_slug}`. */
export const dashboardRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'dashboard',
  viewMenu: 'Dashboard',
  resource: dashboardResource,
  async list({ run, now }, request) {
    const { dashboards } = await run(RestDashboardListDocument, request.variables);
    return { count: dashboards.count, ids: dashboards.items.map((d) => d.id), rows: dashboards.items.map((d) => serializeDashboardListRow(d, now)) };
  },
  related: {
    columns: Object.keys(RELATED_COLUMNS),
    fetch: async (run, column, args) =>
      (await run(RestDashboardRelatedDocument, { column: RELATED_COLUMNS[column as keyof typeof RELATED_COLUMNS], ...args })).dashboardRelated,
  },
  bundle: 'DASHBOARD',
  bulkDelete: { run: async (run, ids) => (await run(RestDashboardBulkDeleteDocument, { ids })).deleteDashboards.count, message: deletedMessage('dashboard', 'dashboards') },
  routes: [
    {
      method: 'post',
      path: '/dashboard/',
      body: 'json',
      async handle({ req, run }) {
        const { input, echo } = parseDashboardCreateBody(requireJsonBody(req));
        const { createDashboard } = await run(RestDashboardCreateDocument, { input });
        return { status: 201, body: { id: createDashboard.id, result: echo } };
      },
    },
    {
      method: 'get',
      path: '/dashboard/:idOrSlug/charts',
      async handle({ params, run }) {
        const { dashboard } = await run(RestDashboardChartsDocument, { idOrSlug: params.idOrSlug });
        if (!dashboard) throw notFound();
        return ok({ result: dashboard.charts.map(serializeDashboardChart) });
      },
    },
    {
      method: 'get',
      path: '/dashboard/:idOrSlug/datasets',
      async handle({ params, run }) {
        const { idOrSlug } = params;
        const { dashboard } = await run(RestDashboardDatasetIdsDocument, { idOrSlug });
        if (!dashboard) throw notFound();
        // One operation per dataset: every column and metric of several datasources in one would cost more than
        // an operation may (platform/graphql-limits.ts).
        const datasets = await Promise.all(dashboard.datasetIds.map(async (id) => (await run(RestDashboardDatasetDocument, { idOrSlug, id })).dashboard?.dataset));
        return ok({ result: datasets.filter((dataset) => dataset != null).map(serializeDatasourceMetadata) });
      },
    },
    {
      method: 'get',
      path: '/dashboard/:idOrSlug/tabs',
      async handle({ params, run }) {
        const { dashboardTabs } = await run(RestDashboardTabsDocument, { idOrSlug: params.idOrSlug });
        return ok({ result: { all_tabs: dashboardTabs.allTabs, tab_tree: dashboardTabs.tabTree } });
      },
    },
    {
      // The version history (newest first, the newest 50 saves), in the list envelope.
      method: 'get',
      path: '/dashboard/:idOrSlug/versions',
      async handle({ params, run, now }) {
        const { dashboardVersions } = await run(RestDashboardVersionsDocument, { idOrSlug: params.idOrSlug });
        return ok({ count: dashboardVersions.count, ids: dashboardVersions.items.map((v) => v.id), result: dashboardVersions.items.map((v) => serializeDashboardVersion(v, now)) });
      },
    },
    {
      method: 'post',
      path: '/dashboard/:idOrSlug/copy/',
      body: 'json',
      async handle(ctx) {
        const input = parseDashboardCopyBody(requireJsonBody(ctx.req));
        const id = await dashboardIdOf(ctx, ctx.params.idOrSlug);
        const { copyDashboard } = await ctx.run(RestDashboardCopyDocument, { id, input });
        return ok({ result: { id: copyDashboard.id, last_modified_time: copyDashboard.lastModifiedTime } });
      },
    },
    {
      method: 'put',
      path: '/dashboard/:pk/filters',
      body: 'json',
      async handle({ req, params, run }) {
        const id = requireIntId(params.pk);
        const input = parseDashboardFiltersBody(requireJsonBody(req));
        const { setDashboardFilters } = await run(RestDashboardFiltersDocument, { id, input });
        return ok({ result: setDashboardFilters.map((f) => f.config) });
      },
    },
    {
      method: 'put',
      path: '/dashboard/:pk/colors',
      body: 'json',
      async handle({ req, params, run }) {
        const id = requireIntId(params.pk);
        const input = parseDashboardColorsBody(requireJsonBody(req));
        await run(RestDashboardColorsDocument, { id, input, markUpdated: parseBooleanString(firstQueryValue(req.query.mark_updated)) });
        return ok({});
      },
    },
    {
      method: 'put',
      path: '/dashboard/:pk',
      body: 'json',
      async handle({ req, params, run }) {
        const id = requireIntId(params.pk);
        const { input, echo } = parseDashboardUpdateBody(requireJsonBody(req));
        const { updateDashboard } = await run(RestDashboardUpdateDocument, { id, input });
        return ok({ id, result: echo, last_modified_time: updateDashboard.lastModifiedTime });
      },
    },
    {
      method: 'delete',
      path: '/dashboard/:pk',
      async handle({ params, run }) {
        await run(RestDashboardDeleteDocument, { id: requireIntId(params.pk) });
        return ok({ message: 'OK' });
      },
    },
    {
      // Superset's show ignores `q` for the baseline clients: the full DashboardGet answers.
      method: 'get',
      path: '/dashboard/:idOrSlug',
      async handle({ params, run, now }) {
        const { dashboard } = await run(RestDashboardShowDocument, { idOrSlug: params.idOrSlug });
        if (!dashboard) throw notFound();
        return ok({ result: serializeDashboardGet(dashboard, now) });
      },
    },
  ],
});
