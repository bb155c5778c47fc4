import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { parseIdOrUuid, requireIntId } from '../core/ids';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import type { JsonSchema } from '../core/json-schema';
import { parseListRequest } from '../core/list-request';
import { shapeListResponse } from '../core/list-response';
import { readRisonArgs } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import {
  RestChartBulkDeleteDocument,
  RestChartCreateDocument,
  RestChartDeleteDocument,
  RestChartListDocument,
  RestChartPermissionsDocument,
  RestChartRelatedUsersDocument,
  RestChartShowDocument,
  RestChartUpdateDocument,
} from '../gql/graphql';
import { parseChartCreateBody, parseChartUpdateBody } from './chart.body';
import { chartResource } from './chart.resource';
import { relatedArgs } from './saved-query.routes';
import { serializeChartGet, serializeChartListRow } from './chart.serializers';

/** ChartRestApi's related_field allow-list. */
const RELATED_COLUMNS = { owners: 'OWNERS', created_by: 'CREATED_BY', changed_by: 'CHANGED_BY' } as const;

const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };

/** ChartRestApi; fixed paths (`_info`, ...) are declared before `{id_or_uuid}` so they are not read as an id. */
export const chartRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/chart/_info',
    async handle({ req, run }) {
      const args = parseInfoArgs(req.query.q);
      const { myPermissions } = await run(RestChartPermissionsDocument, {});
      return ok(buildInfoResponse(chartResource, args, myPermissions));
    },
  },
  {
    method: 'get',
    path: '/chart/related/:column',
    async handle({ req, params, run }) {
      const column = RELATED_COLUMNS[params.column as keyof typeof RELATED_COLUMNS];
      if (!Object.hasOwn(RELATED_COLUMNS, params.column)) throw notFound();
      const { chartRelatedUsers } = await run(RestChartRelatedUsersDocument, { column, ...relatedArgs(req) });
      return ok({ count: chartRelatedUsers.count, result: chartRelatedUsers.items.map(({ value, text, extra }) => ({ value, text, extra })) });
    },
  },
  {
    method: 'get',
    path: '/chart/',
    async handle({ req, run, now }) {
      const request = parseListRequest(req.query.q, chartResource);
      const { charts } = await run(RestChartListDocument, request.variables);
      return ok(
        shapeListResponse({
          resource: chartResource,
          count: charts.count,
          ids: charts.items.map((chart) => chart.id),
          rows: charts.items.map((chart) => serializeChartListRow(chart, now)),
          selection: request.selection,
          keys: request.args.keys,
        }),
      );
    },
  },
  {
    method: 'post',
    path: '/chart/',
    body: 'json',
    async handle({ req, run }) {
      const { input, echo } = parseChartCreateBody(requireJsonBody(req));
      const { createChart } = await run(RestChartCreateDocument, { input });
      return { status: 201, body: { id: createChart.id, result: echo } };
    },
  },
  {
    method: 'delete',
    path: '/chart/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { deleteCharts } = await run(RestChartBulkDeleteDocument, { ids });
      return ok({ message: `Deleted ${deleteCharts.count} chart${deleteCharts.count === 1 ? '' : 's'}` });
    },
  },
  {
    method: 'put',
    path: '/chart/:pk',
    body: 'json',
    async handle({ req, params, run }) {
      const id = requireIntId(params.pk);
      const { input, echo } = parseChartUpdateBody(requireJsonBody(req));
      await run(RestChartUpdateDocument, { id, input });
      return ok({ id, result: echo });
    },
  },
  {
    method: 'delete',
    path: '/chart/:pk',
    async handle({ params, run }) {
      await run(RestChartDeleteDocument, { id: requireIntId(params.pk) });
      return ok({ message: 'OK' });
    },
  },
  {
    // Superset's show ignores `q` (select_columns / columns): the full ChartGet answers, which holds
    // dashboards.id and the owners' names the explore screen asks for.
    method: 'get',
    path: '/chart/:idOrUuid',
    async handle({ params, run, now }) {
      const key = parseIdOrUuid(params.idOrUuid);
      if (!key) throw notFound();
      const { chart } = await run(RestChartShowDocument, key);
      if (!chart) throw notFound();
      return ok({ result: serializeChartGet(chart, now) });
    },
  },
];
