// ExploreFormDataRestApi: Explore's unsaved form data, kept under a key between page loads
// (POST/GET/PUT/DELETE /api/v1/explore/form_data). The server keeps the text as sent and decides access.
import type { Request } from 'express';
import { requireJsonBody } from '../core/body';
import { notFound, RestError } from '../core/errors';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';
import { firstQueryValue } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import {
  RestCreateExploreFormDataDocument,
  RestDeleteExploreFormDataDocument,
  RestExploreFormDataDocument,
  RestUpdateExploreFormDataDocument,
  type ExploreFormDataInput,
} from '../gql/graphql';
import { DATASOURCE_TYPES } from './chart.body';

/** FormDataPostSchema and FormDataPutSchema (the same fields). */
const BODY: Schema = {
  datasource_id: { kind: 'integer', required: true },
  datasource_type: { kind: 'string', required: true, oneOf: DATASOURCE_TYPES },
  chart_id: { kind: 'integer' },
  form_data: { kind: 'string', required: true },
};

function parseBody(req: Request): ExploreFormDataInput {
  const body = loadOrThrow(BODY, requireJsonBody(req));
  const formData = body.form_data as string;
  // The commands' validate_json raises a bare ValidationError, which the API answers as its list of messages.
  if (formData) {
    try {
      JSON.parse(formData);
    } catch {
      throw new RestError(400, { message: ['JSON not valid'] });
    }
  }
  return { datasourceId: body.datasource_id as number, datasourceType: body.datasource_type as string, chartId: (body.chart_id as number | undefined) ?? null, formData };
}

/** Superset reads `tab_id` as text (request.args.get). */
const tabIdOf = (req: Request) => firstQueryValue(req.query.tab_id) ?? null;

export const exploreFormDataRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/explore/form_data',
    body: 'json',
    async handle({ req, run }) {
      const { createExploreFormData: key } = await run(RestCreateExploreFormDataDocument, { input: parseBody(req), tabId: tabIdOf(req) });
      return { status: 201, body: { key } };
    },
  },
  {
    method: 'get',
    path: '/explore/form_data/:key',
    async handle({ params, run }) {
      const { exploreFormData } = await run(RestExploreFormDataDocument, { key: params.key });
      if (exploreFormData === null || exploreFormData === undefined) throw notFound();
      return ok({ form_data: exploreFormData });
    },
  },
  {
    method: 'put',
    path: '/explore/form_data/:key',
    body: 'json',
    async handle({ req, params, run }) {
      const { updateExploreFormData: key } = await run(RestUpdateExploreFormDataDocument, { key: params.key, input: parseBody(req), tabId: tabIdOf(req) });
      return ok({ key });
    },
  },
  {
    method: 'delete',
    path: '/explore/form_data/:key',
    async handle({ req, params, run }) {
      const { deleteExploreFormData } = await run(RestDeleteExploreFormDataDocument, { key: params.key, tabId: tabIdOf(req) });
      if (!deleteExploreFormData) throw notFound();
      return ok({ message: 'Deleted successfully' });
    },
  },
];
