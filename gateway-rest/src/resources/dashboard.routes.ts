import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { parseIntId, requireIntId } from '../core/ids';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import type { JsonSchema } from '../core/json-schema';
import { parseListRequest } from '../core/list-request';
import { shapeListResponse } from '../core/list-response';
import { firstQueryValue, readRisonArgs } from '../core/query-args';
import { download, ok, type RouteContext, type RouteDef } from '../core/route';
import {
  RestDashboardBulkDeleteDocument,
  RestDashboardChartsDocument,
  RestDashboardColorsDocument,
  RestDashboardCopyDocument,
  RestDashboardCreateDocument,
  RestDashboardDatasetsDocument,
  RestDashboardDeleteDocument,
  RestDashboardExportDocument,
  RestDashboardFiltersDocument,
  RestDashboardIdDocument,
  RestDashboardListDocument,
  RestDashboardPermissionsDocument,
  RestDashboardRelatedDocument,
  RestDashboardShowDocument,
  RestDashboardTabsDocument,
  RestDashboardUpdateDocument,
} from '../gql/graphql';
import { parseDashboardColorsBody, parseDashboardCopyBody, parseDashboardCreateBody, parseDashboardFiltersBody, parseDashboardUpdateBody } from './dashboard.body';
import { dashboardResource } from './dashboard.resource';
import { serializeDashboardChart, serializeDashboardGet, serializeDashboardListRow } from './dashboard.serializers';
import { serializeDatasourceMetadata } from './legacy.serializers';
import { relatedArgs } from './saved-query.routes';

/** DashboardRestApi's related_field allow-list. */
const RELATED_COLUMNS = { owners: 'OWNERS', roles: 'ROLES', created_by: 'CREATED_BY', changed_by: 'CHANGED_BY' } as const;

const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };

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

/** DashboardRestApi; fixed paths (`_info`, `related`, ...) before `{id_or_slug}`. */
export const dashboardRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/dashboard/_info',
    async handle({ req, run }) {
      const args = parseInfoArgs(req.query.q);
      const { myPermissions } = await run(RestDashboardPermissionsDocument, {});
      return ok(buildInfoResponse(dashboardResource, args, myPermissions));
    },
  },
  {
    method: 'get',
    path: '/dashboard/related/:column',
    async handle({ req, params, run }) {
      if (!Object.hasOwn(RELATED_COLUMNS, params.column)) throw notFound();
      const column = RELATED_COLUMNS[params.column as keyof typeof RELATED_COLUMNS];
      const { dashboardRelated } = await run(RestDashboardRelatedDocument, { column, ...relatedArgs(req) });
      return ok({ count: dashboardRelated.count, result: dashboardRelated.items.map(({ value, text, extra }) => ({ value, text, extra })) });
    },
  },
  {
    method: 'get',
    path: '/dashboard/export/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { exportDashboards: file } = await run(RestDashboardExportDocument, { ids });
      return download({ filename: file.filename, contentType: file.contentType, body: Buffer.from(file.base64, 'base64') });
    },
  },
  {
    method: 'get',
    path: '/dashboard/',
    async handle({ req, run, now }) {
      const request = parseListRequest(req.query.q, dashboardResource);
      const { dashboards } = await run(RestDashboardListDocument, request.variables);
      return ok(
        shapeListResponse({
          resource: dashboardResource,
          count: dashboards.count,
          ids: dashboards.items.map((d) => d.id),
          rows: dashboards.items.map((d) => serializeDashboardListRow(d, now)),
          selection: request.selection,
          keys: request.args.keys,
        }),
      );
    },
  },
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
    method: 'delete',
    path: '/dashboard/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { deleteDashboards } = await run(RestDashboardBulkDeleteDocument, { ids });
      return ok({ message: `Deleted ${deleteDashboards.count} dashboard${deleteDashboards.count === 1 ? '' : 's'}` });
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
      const { dashboard } = await run(RestDashboardDatasetsDocument, { idOrSlug: params.idOrSlug });
      if (!dashboard) throw notFound();
      return ok({ result: dashboard.datasets.map(serializeDatasourceMetadata) });
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
];
