import { readFormField, readJsonBody } from '../core/body';
import { badRequest, notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { isPlainObject } from '../core/json-schema';
import { firstQueryValue } from '../core/query-args';
import { download, ok, type RestResult, type RouteContext, type RouteDef } from '../core/route';
import { RestChartDataDocument, RestChartDataExportDocument, RestChartSavedQueryContextDocument, type ChartDataInput, type ChartResultFormat } from '../gql/graphql';
import { parseQueryContext, type ResultFormat } from './chart-data.request';
import { queryResultTypes, serializeChartData } from './chart-data.response';

/** A CSV or XLSX download of a query context (a ZIP for several queries). */
export async function exportQueryContext({ run }: RouteContext, input: ChartDataInput, format: Exclude<ResultFormat, 'json'>): Promise<RestResult> {
  const { chartDataExport: file } = await run(RestChartDataExportDocument, { input, format: format.toUpperCase() as ChartResultFormat });
  return download({ filename: file.filename, contentType: file.contentType, body: Buffer.from(file.base64, 'base64') });
}

/** Runs a QueryContext body through chartData (or chartDataExport for csv/xlsx) and reshapes the result. */
async function runQueryContext(ctx: RouteContext, body: unknown): Promise<RestResult> {
  const { input, resultFormat } = parseQueryContext(body);
  if (resultFormat !== 'json') return exportQueryContext(ctx, input, resultFormat);
  const { chartData } = await ctx.run(RestChartDataDocument, { input });
  return ok(serializeChartData(queryResultTypes(input), chartData.queries));
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
export function savedQueryContext(value: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
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
      const id = flaskIntId(ctx.params.pk);
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
