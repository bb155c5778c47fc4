/**
 * Superset's pre-/api/v1 views that clients still call: POST /datasource/samples, GET
 * /superset/fetch_datasource_metadata and the legacy chart endpoint /superset/explore_json/. Mounted at
 * the root by createLegacyGateway; failures answer `{"error": text}` like those views do.
 */
import { readFormField, readJsonBody } from '../core/body';
import { RestError } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { parseBooleanField, parseIntegerField } from '../core/marshmallow-fields';
import { pyRepr } from '../core/py-repr';
import { firstQueryValue } from '../core/query-args';
import { ok, type RestResult, type RouteContext, type RouteDef } from '../core/route';
import { RestChartDataDocument, RestChartFormDataDocument, RestDatasourceMetadataDocument, RestDatasourceSamplesDocument, type ChartResultType, type DatasourceSamplesInput } from '../gql/graphql';
import { parseQueryObject } from './chart-data.request';
import { exportQueryContext } from './chart-data.routes';
import { datasourceOf, legacyBadRequest, parseFormData, queryFromFormData, savedChartId, type FormData } from './legacy.form-data';
import { serializeDatasourceMetadata, serializeLegacyPayload, serializeSamples } from './legacy.serializers';

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'];
const MISSING = ['Missing data for required field.'];

/** Superset's SamplesRequestSchema (query string) and SamplesPayloadSchema (JSON body). */
export function parseSamplesRequest(query: Record<string, unknown>, body: unknown): DatasourceSamplesInput {
  const errors: Record<string, unknown> = {};
  const arg = (name: string) => firstQueryValue(query[name]);
  const type = arg('datasource_type');
  if (type === undefined) errors.datasource_type = MISSING;
  else if (!DATASOURCE_TYPES.includes(type)) errors.datasource_type = [`Must be one of: ${DATASOURCE_TYPES.join(', ')}.`];
  const id = parseIntegerField(arg('datasource_id'));
  if (arg('datasource_id') === undefined) errors.datasource_id = MISSING;
  else if (id === undefined) errors.datasource_id = ['Not a valid integer.'];
  const force = arg('force') === undefined ? false : parseBooleanField(arg('force'));
  if (force === undefined) errors.force = ['Not a valid boolean.'];
  const int = (name: string, min?: number) => {
    const raw = arg(name);
    if (raw === undefined) return undefined;
    const value = parseIntegerField(raw);
    if (value === undefined) errors[name] = ['Not a valid integer.'];
    else if (min !== undefined && value < min) errors[name] = [`Must be greater than or equal to ${min}.`];
    return value;
  };
  const page = int('page', 1) ?? 1;
  const perPage = int('per_page', 1);
  const dashboardId = int('dashboard_id');
  let payload: DatasourceSamplesInput['payload'];
  if (isPlainObject(body) && Object.keys(body).length) {
    const payloadErrors: Record<string, unknown> = {};
    payload = parseQueryObject(body, payloadErrors);
    Object.assign(errors, payloadErrors);
  }
  if (Object.keys(errors).length) throw new RestError(400, { error: pyRepr(errors) });
  return {
    datasourceType: type as string,
    datasourceId: id as number,
    force: force as boolean,
    page,
    ...(perPage !== undefined ? { perPage } : {}),
    ...(dashboardId !== undefined ? { dashboardId } : {}),
    ...(payload ? { payload } : {}),
  };
}

/** explore_json's response switches, in Superset's order of precedence (formats, then result types). */
const RESPONSE_TYPES = ['csv', 'json', 'xlsx', 'columns', 'full', 'query', 'results', 'samples', 'timegrains', 'post_processed', 'drill_detail'] as const;
type ResponseType = (typeof RESPONSE_TYPES)[number];

export function responseTypeOf(query: Record<string, unknown>): ResponseType {
  return RESPONSE_TYPES.find((option) => firstQueryValue(query[option]) === 'true') ?? 'json';
}

/** form_data from the form body, else the query string (Superset's get_form_data), else a JSON body. */
function requestFormData(ctx: RouteContext): FormData {
  const field = readFormField(ctx.req, 'form_data');
  if (field !== undefined) return parseFormData(field);
  const arg = firstQueryValue(ctx.req.query.form_data);
  if (arg !== undefined) return parseFormData(arg);
  const json = readJsonBody(ctx.req);
  return json.ok && isPlainObject(json.value) ? parseFormData(json.value.form_data) : {};
}

/** A request naming only a chart stands for its saved form data, overlaid with what the request adds. */
async function withSavedChart(ctx: RouteContext, formData: FormData): Promise<FormData> {
  const id = savedChartId(formData);
  if (id === null) return formData;
  const { chart } = await ctx.run(RestChartFormDataDocument, { id });
  if (!chart) return formData;
  const saved = typeof chart.params === 'string' ? parseFormData(chart.params) : isPlainObject(chart.params) ? chart.params : {};
  return { ...saved, ...formData };
}

async function exploreJson(ctx: RouteContext): Promise<RestResult> {
  const responseType = responseTypeOf(ctx.req.query);
  const formData = await withSavedChart(ctx, requestFormData(ctx));
  const datasource = datasourceOf(formData, { datasourceType: ctx.params.datasource_type, datasourceId: ctx.params.datasource_id });
  const force = parseBooleanField(firstQueryValue(ctx.req.query.force)) ?? false;
  const resultType: ChartResultType = responseType === 'query' ? 'QUERY' : responseType === 'samples' ? 'SAMPLES' : 'FULL';
  const input = { datasource, force, resultType, queries: [queryFromFormData(formData)], formData };
  if (responseType === 'csv' || responseType === 'xlsx') return exportQueryContext(ctx, input, responseType);
  const { chartData } = await ctx.run(RestChartDataDocument, { input });
  const [result] = chartData.queries;
  if (responseType === 'query') return ok({ query: result.query, language: 'sql' });
  if (responseType === 'results' || responseType === 'samples') return ok({ data: result.data });
  return ok(serializeLegacyPayload(result, formData));
}

export const legacyRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/datasource/samples',
    body: 'json',
    errors: 'legacy',
    async handle(ctx) {
      const body = readJsonBody(ctx.req);
      const input = parseSamplesRequest(ctx.req.query, body.ok ? body.value : undefined);
      const { datasourceSamples } = await ctx.run(RestDatasourceSamplesDocument, { input });
      return ok({ result: serializeSamples(datasourceSamples) });
    },
  },
  {
    method: 'get',
    path: '/superset/fetch_datasource_metadata',
    errors: 'legacy',
    async handle(ctx) {
      const datasourceKey = firstQueryValue(ctx.req.query.datasourceKey);
      if (!datasourceKey) throw legacyBadRequest('The datasourceKey parameter is required, e.g. ?datasourceKey=3__table');
      const { datasourceMetadata } = await ctx.run(RestDatasourceMetadataDocument, { datasourceKey });
      return ok(serializeDatasourceMetadata(datasourceMetadata));
    },
  },
  ...(['get', 'post'] as const).flatMap((method): RouteDef[] =>
    ['/superset/explore_json/', '/superset/explore_json/:datasource_type/:datasource_id/'].map((path) => ({
      method,
      path,
      body: 'json-or-form',
      errors: 'legacy',
      handle: exploreJson,
    })),
  ),
];
