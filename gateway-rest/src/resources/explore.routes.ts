import type { Request } from 'express';
import { requireJsonBody } from '../core/body';
import { badRequest, GraphQLOperationError, RestError, type FieldMessages } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { firstQueryValue } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import { RestCreateExplorePermalinkDocument, RestExplorePermalinkDocument, RestExploreStateDocument, type RestExplorePermalinkFragment } from '../gql/graphql';
import { serializeExploreSlice } from './explore.serializers';
import { serializeDatasourceMetadata } from './legacy.serializers';
import { origin } from './sqllab-permalink.routes';

/** Flask's request.args.get(name, type=int): an integer, or undefined when absent or not one. */
function intArg(req: Request, name: string): number | undefined {
  const text = firstQueryValue(req.query[name]);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** Every query-string pair, in order (Superset merges them into form_data.url_params). */
function urlParamsOf(req: Request): string[][] {
  return [...new URLSearchParams(req.originalUrl.split('?')[1] ?? '')];
}

/** ExplorePermalinkStateSchema: formData (a dict, required), urlParams (a list of [key, value] string pairs). */
export function parseExplorePermalinkBody(body: unknown): { formData: Record<string, unknown>; urlParams: string[][] | null } {
  if (!isPlainObject(body)) throw badRequest({ _schema: ['Invalid input type.'] });
  const errors: FieldMessages = {};
  for (const key of Object.keys(body)) if (key !== 'formData' && key !== 'urlParams') errors[key] = ['Unknown field.'];
  if (body.formData === undefined) errors.formData = ['Missing data for required field.'];
  else if (!isPlainObject(body.formData)) errors.formData = ['Not a valid mapping type.'];
  const urlParams = body.urlParams;
  if (urlParams !== undefined && urlParams !== null) {
    if (!Array.isArray(urlParams)) errors.urlParams = ['Not a valid list.'];
    else {
      const bad: FieldMessages = {};
      urlParams.forEach((pair, index) => {
        if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((v) => typeof v === 'string')) bad[String(index)] = ['Not a valid tuple.'];
      });
      if (Object.keys(bad).length) errors.urlParams = bad;
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return { formData: body.formData as Record<string, unknown>, urlParams: (urlParams as string[][] | null | undefined) ?? null };
}

/** GET /explore/permalink/{key}: the stored value as Superset keeps it. */
function permalinkValue(p: RestExplorePermalinkFragment): Record<string, unknown> {
  const state: Record<string, unknown> = { formData: p.state.formData };
  if (p.state.urlParams) state.urlParams = p.state.urlParams;
  return { chartId: p.chartId, datasourceId: p.datasourceId, datasourceType: p.datasourceType, datasource: p.datasource, state };
}

/** A dataset access refusal keeps Superset's explore shape: the message plus the datasource it names. */
function exploreAccessError(error: unknown, datasourceType: string): RestError | null {
  if (!(error instanceof GraphQLOperationError)) return null;
  const [first] = error.errors;
  const extensions = first?.extensions ?? {};
  if (extensions.code !== 'FORBIDDEN' || extensions.errorType !== 'DATASOURCE_SECURITY_ACCESS_ERROR') return null;
  const extra = isPlainObject(extensions.extra) ? extensions.extra : {};
  return new RestError(403, { message: first.message, datasource_id: extra.datasource ?? null, datasource_type: datasourceType });
}

/** ExploreRestApi, ExplorePermalinkRestApi. */
export const exploreRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/explore/',
    async handle({ req, run, now }) {
      const datasourceType = firstQueryValue(req.query.datasource_type) ?? 'table';
      let answer;
      try {
        answer = await run(RestExploreStateDocument, {
          sliceId: intArg(req, 'slice_id'),
          datasourceId: intArg(req, 'datasource_id'),
          datasourceType,
          permalinkKey: firstQueryValue(req.query.permalink_key),
          formDataKey: firstQueryValue(req.query.form_data_key),
          urlParams: urlParamsOf(req),
        });
      } catch (error) {
        throw exploreAccessError(error, datasourceType) ?? error;
      }
      const { exploreState: state } = answer;
      if (state.redirect) return { status: 302, body: { redirect: state.redirect } };
      const dataset = state.dataset
        ? serializeDatasourceMetadata(state.dataset)
        : // Superset's stand-in when the chart's dataset is gone.
          { type: datasourceType, name: '[Missing Dataset]', columns: [], metrics: [], database: { id: 0, backend: '' }, owners: [] };
      return ok({
        result: {
          form_data: state.formData,
          dataset,
          slice: state.slice ? serializeExploreSlice(state.slice, now) : null,
          message: state.message,
        },
      });
    },
  },
  {
    method: 'post',
    path: '/explore/permalink',
    body: 'json',
    async handle({ req, run }) {
      const { formData, urlParams } = parseExplorePermalinkBody(requireJsonBody(req));
      const { createExplorePermalink } = await run(RestCreateExplorePermalinkDocument, { formData, urlParams });
      return { status: 201, body: { key: createExplorePermalink.key, url: `${origin(req)}${createExplorePermalink.url}` } };
    },
  },
  {
    method: 'get',
    path: '/explore/permalink/:key',
    async handle({ params, run }) {
      const { explorePermalink } = await run(RestExplorePermalinkDocument, { key: params.key });
      return ok(permalinkValue(explorePermalink));
    },
  },
];
