import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { parseIdOrUuid, requireIntId } from '../core/ids';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
import { ok, type RouteDef } from '../core/route';
import {
  RestChartBulkDeleteDocument,
  RestChartCreateDocument,
  RestChartDeleteDocument,
  RestChartListDocument,
  RestChartRelatedUsersDocument,
  RestChartShowDocument,
  RestChartUpdateDocument,
} from '../gql/graphql';
import { parseChartCreateBody, parseChartUpdateBody } from './chart.body';
import { chartResource } from './chart.resource';
import { serializeChartGet, serializeChartListRow } from './chart.serializers';

/** ChartRestApi's related_field allow-list. */
const RELATED_COLUMNS = { owners: 'OWNERS', created_by: 'CREATED_BY', changed_by: 'CHANGED_BY' } as const;

/** ChartRestApi; fixed paths (`_info`, ...) are declared before `{id_or_uuid}` so they are not read as an id. */
export const chartRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'chart',
  viewMenu: 'Chart',
  resource: chartResource,
  bundle: 'CHART',
  async list({ run, now }, request) {
    const { charts } = await run(RestChartListDocument, request.variables);
    return { count: charts.count, ids: charts.items.map((chart) => chart.id), rows: charts.items.map((chart) => serializeChartListRow(chart, now)) };
  },
  related: {
    columns: Object.keys(RELATED_COLUMNS),
    fetch: async (run, column, args) =>
      (await run(RestChartRelatedUsersDocument, { column: RELATED_COLUMNS[column as keyof typeof RELATED_COLUMNS], ...args })).chartRelatedUsers,
  },
  bulkDelete: { run: async (run, ids) => (await run(RestChartBulkDeleteDocument, { ids })).deleteCharts.count, message: deletedMessage('chart', 'charts') },
  routes: [
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
  ],
});
