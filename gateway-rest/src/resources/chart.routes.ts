import { notFound } from '../core/errors';
import { parseIdOrUuid } from '../core/ids';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import { parseListRequest } from '../core/list-request';
import { shapeListResponse } from '../core/list-response';
import { ok, type RouteDef } from '../core/route';
import { RestChartListDocument, RestChartPermissionsDocument, RestChartShowDocument } from '../gql/graphql';
import { chartResource } from './chart.resource';
import { serializeChartGet, serializeChartListRow } from './chart.serializers';

/** ChartRestApi read endpoints; `_info` is declared before `{id_or_uuid}` so it is not read as an id. */
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
