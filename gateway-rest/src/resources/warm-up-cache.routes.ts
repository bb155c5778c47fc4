// PUT /chart/warm_up_cache and /dataset/warm_up_cache: run charts' saved query contexts so their results
// are in the cache before anyone opens them (Superset's cache warm-up, used by schedulers). The server
// decides who may warm up (can_warm_up_cache) and which charts; each chart reports its own outcome.
import { requireJsonBody } from '../core/body';
import { GraphQLOperationError, RestError } from '../core/errors';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';
import { ok, type RouteContext, type RouteDef } from '../core/route';
import { RestChartWarmUpTargetsDocument, RestDatasetWarmUpTargetsDocument, RestWarmUpChartDataDocument } from '../gql/graphql';
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

interface WarmUpTarget {
  chartId: number;
  queryContext?: unknown;
}

/** Runs one chart's saved query context, forced, and reports how it went (a failure is the chart's, not the request's). */
async function warmUpChart(ctx: RouteContext, target: WarmUpTarget): Promise<WarmUpResult> {
  const saved = savedQueryContext(target.queryContext);
  if (!saved) return { chart_id: target.chartId, viz_error: 'Chart has no query context saved. Please save the chart again.', viz_status: null };
  try {
    const { input } = parseQueryContext({ ...saved, result_format: 'json', result_type: 'full', force: true });
    const { chartData } = await ctx.run(RestWarmUpChartDataDocument, { input });
    const failed = chartData.queries.find((q) => q.error);
    return { chart_id: target.chartId, viz_error: failed?.error ?? null, viz_status: failed ? 'failed' : 'success' };
  } catch (error) {
    if (error instanceof GraphQLOperationError || error instanceof RestError) return { chart_id: target.chartId, viz_error: error.message, viz_status: 'failed' };
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
      const chartId = body.chart_id as number;
      // An unknown chart is the server's 404 'Chart not found' (Superset's WarmUpCacheChartNotFoundError).
      const { chartWarmUpTargets } = await ctx.run(RestChartWarmUpTargetsDocument, { chartId });
      return ok({ result: await Promise.all(chartWarmUpTargets.map((target) => warmUpChart(ctx, target))) });
    },
  },
  {
    method: 'put',
    path: '/dataset/warm_up_cache',
    body: 'json',
    async handle(ctx) {
      const body = loadOrThrow(DATASET_BODY, requireJsonBody(ctx.req));
      const { datasetWarmUpTargets } = await ctx.run(RestDatasetWarmUpTargetsDocument, { databaseName: body.db_name as string, tableName: body.table_name as string });
      const results: WarmUpResult[] = [];
      // One chart at a time: warming is background work and should not crowd out people's queries.
      for (const target of datasetWarmUpTargets) results.push(await warmUpChart(ctx, target));
      return ok({ result: results });
    },
  },
];
