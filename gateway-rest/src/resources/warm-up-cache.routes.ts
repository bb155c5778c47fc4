// PUT /chart/warm_up_cache and /dataset/warm_up_cache: run charts' saved query contexts so their results
// are in the cache before anyone opens them (Superset's cache warm-up, used by schedulers). Each chart
// reports its own outcome; one failing chart does not stop the others.
import { requireJsonBody } from '../core/body';
import { GraphQLOperationError, RestError } from '../core/errors';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';
import { ok, type RouteContext, type RouteDef } from '../core/route';
import { RestChartSavedQueryContextDocument, RestWarmUpChartDataDocument, RestWarmUpDatabaseDocument, RestWarmUpDatasetDocument, RestWarmUpPermissionsDocument, RestWarmUpRelatedChartsDocument } from '../gql/graphql';
import { parseQueryContext } from './chart-data.request';
import { savedQueryContext } from './chart-data.routes';

interface WarmUpResult {
  chart_id: number;
  viz_error: string | null;
  viz_status: string | null;
}

const CHART_BODY: Schema = {
  chart_id: { kind: 'integer', required: true },
  dashboard_id: { kind: 'integer', allowNone: true },
  extra_filters: { kind: 'string', allowNone: true },
};

const DATASET_BODY: Schema = {
  db_name: { kind: 'string', required: true },
  table_name: { kind: 'string', required: true },
  dashboard_id: { kind: 'integer', allowNone: true },
  extra_filters: { kind: 'string', allowNone: true },
};

/** can_warm_up_cache on the view-menu (Admin only among the built-in roles). */
async function requireWarmUp(ctx: RouteContext, viewMenu: 'Chart' | 'Dataset'): Promise<void> {
  const { myPermissions } = await ctx.run(RestWarmUpPermissionsDocument, { viewMenu });
  if (!myPermissions.includes('can_warm_up_cache')) throw new RestError(403, { message: 'Forbidden' });
}

async function warmUpChart(ctx: RouteContext, chartId: number): Promise<WarmUpResult> {
  try {
    const { chart } = await ctx.run(RestChartSavedQueryContextDocument, { id: chartId });
    if (!chart) return { chart_id: chartId, viz_error: 'Chart not found', viz_status: null };
    const saved = savedQueryContext(chart.queryContext);
    if (!saved) return { chart_id: chartId, viz_error: 'Chart has no query context saved. Please save the chart again.', viz_status: null };
    const { input } = parseQueryContext({ ...saved, result_format: 'json', result_type: 'full', force: true });
    const { chartData } = await ctx.run(RestWarmUpChartDataDocument, { input });
    const failed = chartData.queries.find((q) => q.error);
    return { chart_id: chartId, viz_error: failed?.error ?? null, viz_status: failed ? 'failed' : 'success' };
  } catch (error) {
    if (error instanceof GraphQLOperationError || error instanceof RestError) return { chart_id: chartId, viz_error: error.message, viz_status: 'failed' };
    throw error;
  }
}

export const warmUpCacheRoutes: readonly RouteDef[] = [
  {
    method: 'put',
    path: '/chart/warm_up_cache',
    body: 'json',
    async handle(ctx) {
      const body = loadOrThrow(CHART_BODY, requireJsonBody(ctx.req));
      await requireWarmUp(ctx, 'Chart');
      return ok({ result: [await warmUpChart(ctx, body.chart_id as number)] });
    },
  },
  {
    method: 'put',
    path: '/dataset/warm_up_cache',
    body: 'json',
    async handle(ctx) {
      const body = loadOrThrow(DATASET_BODY, requireJsonBody(ctx.req));
      await requireWarmUp(ctx, 'Dataset');
      const { databases } = await ctx.run(RestWarmUpDatabaseDocument, { name: body.db_name });
      const [database] = databases.items;
      const { datasets } = database
        ? await ctx.run(RestWarmUpDatasetDocument, {
            filters: [
              { field: 'DATABASE', op: 'REL_O_M', value: database.id },
              { field: 'TABLE_NAME', op: 'EQ', value: body.table_name },
            ],
          })
        : { datasets: { items: [] } };
      const [dataset] = datasets.items;
      if (!dataset) throw new RestError(404, { message: 'The provided table was not found in the provided database' });
      const { datasetRelatedObjects } = await ctx.run(RestWarmUpRelatedChartsDocument, { id: dataset.id });
      const results: WarmUpResult[] = [];
      // One chart at a time: warming is background work and should not crowd out people's queries.
      for (const chart of datasetRelatedObjects.charts) results.push(await warmUpChart(ctx, chart.id));
      return ok({ result: results });
    },
  },
];
