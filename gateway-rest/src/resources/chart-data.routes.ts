import { readFormField, readJsonBody } from '../core/body';
import { badRequest, notFound, routeNotFound } from '../core/errors';
import { parseIntId } from '../core/ids';
import { isPlainObject } from '../core/json-schema';
import { ok, type RouteContext, type RouteDef } from '../core/route';
import { RestChartDataDocument, RestChartSavedQueryContextDocument } from '../gql/graphql';
import { parseQueryContext } from './chart-data.request';
import { serializeChartData } from './chart-data.response';

/** Runs a QueryContext body through chartData and reshapes the result. */
async function runQueryContext({ run }: RouteContext, body: unknown) {
  const input = parseQueryContext(body);
  const { chartData } = await run(RestChartDataDocument, { input });
  return ok(serializeChartData(input.resultType ?? 'FULL', chartData.queries));
}

/** The request's QueryContext: a JSON body, or the `form_data` field of a classic form post (CSV downloads). */
function readQueryContextBody(ctx: RouteContext): unknown {
  const json = readJsonBody(ctx.req);
  if (json.ok) return json.value;
  const formData = readFormField(ctx.req, 'form_data');
  if (formData !== undefined) {
    try {
      return JSON.parse(formData);
    } catch {
      // falls through to "not JSON", as Superset does
    }
  }
  throw badRequest('Request is not JSON');
}

/** The saved query_context as an object; stored text is accepted too. */
function savedQueryContext(value: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function firstQueryValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** ChartDataRestApi. */
export const chartDataRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/chart/data',
    body: 'json-or-form',
    errors: 'chart-data',
    handle: (ctx) => runQueryContext(ctx, readQueryContextBody(ctx)),
  },
  {
    method: 'get',
    path: '/chart/:pk/data/',
    errors: 'chart-data',
    async handle(ctx) {
      const id = parseIntId(ctx.params.pk);
      if (id === undefined) throw routeNotFound();
      const { chart } = await ctx.run(RestChartSavedQueryContextDocument, { id });
      if (!chart) throw notFound();
      const saved = savedQueryContext(chart.queryContext);
      if (!saved) throw badRequest('Chart has no query context saved. Please save the chart again.');
      // The query string overrides what was saved, as in Superset.
      const { query } = ctx.req;
      return runQueryContext(ctx, {
        ...saved,
        result_format: firstQueryValue(query.format) ?? 'json',
        result_type: firstQueryValue(query.type) ?? 'full',
        force: firstQueryValue(query.force) ?? null,
      });
    },
  },
];
