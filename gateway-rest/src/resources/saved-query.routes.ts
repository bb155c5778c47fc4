import type { Request } from 'express';
import { requireJsonBody } from '../core/body';
import { badRequest, notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import type { JsonSchema } from '../core/json-schema';
import { columnLabel } from '../core/labels';
import { parseListRequest } from '../core/list-request';
import { projectRow, shapeListResponse } from '../core/list-response';
import { normalizePaging } from '../core/paging';
import { readRisonArgs } from '../core/query-args';
import { download, ok, type RouteDef } from '../core/route';
import {
  RestSavedQueryBulkDeleteDocument,
  RestSavedQueryCreateDocument,
  RestSavedQueryDeleteDocument,
  RestSavedQueryDistinctDocument,
  RestSavedQueryExportDocument,
  RestSavedQueryImportDocument,
  RestSavedQueryListDocument,
  RestSavedQueryPermissionsDocument,
  RestSavedQueryRelatedDatabasesDocument,
  RestSavedQueryRelatedUsersDocument,
  RestSavedQueryShowDocument,
  RestSavedQueryUpdateDocument,
} from '../gql/graphql';
import { parseSavedQueryCreate, parseSavedQueryUpdate } from './saved-query.body';
import { fieldValue, readMultipart } from '../core/multipart';
import { DISTINCT_COLUMNS, RELATED_COLUMNS, SHOW_COLUMNS, savedQueryResource } from './saved-query.resource';
import { serializeSavedQuery, serializeSavedQueryWrite } from './saved-query.serializers';

const RELATED_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { page: { type: 'integer' }, page_size: { type: 'integer' }, filter: { type: 'string' }, include_ids: { type: 'array', items: { type: 'integer' } } },
};
const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };
const ITEM_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: { type: 'string' } }, columns: { type: 'array', items: { type: 'string' } } },
};

export function relatedArgs(req: Request) {
  const args = readRisonArgs<{ page?: number; page_size?: number; filter?: string; include_ids?: number[] }>(req.query.q, RELATED_ARGS_SCHEMA);
  const { page, pageSize } = normalizePaging(args.page, args.page_size);
  return { filter: args.filter ?? null, page, pageSize, includeIds: args.include_ids ?? null };
}

const SHOW_META_KEYS = ['show_columns', 'label_columns', 'description_columns', 'show_title'] as const;

/** SavedQueryRestApi (view-menu `SavedQuery`); fixed paths before `/:pk`. */
export const savedQueryRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/saved_query/_info',
    async handle({ req, run }) {
      const args = parseInfoArgs(req.query.q);
      const { myPermissions } = await run(RestSavedQueryPermissionsDocument, {});
      return ok(buildInfoResponse(savedQueryResource, args, myPermissions));
    },
  },
  {
    method: 'get',
    path: '/saved_query/related/:column',
    async handle({ req, params, run }) {
      const column = params.column as (typeof RELATED_COLUMNS)[number];
      if (!RELATED_COLUMNS.includes(column)) throw notFound();
      const args = relatedArgs(req);
      const answer =
        column === 'database'
          ? (await run(RestSavedQueryRelatedDatabasesDocument, args)).savedQueryRelatedDatabases
          : (await run(RestSavedQueryRelatedUsersDocument, args)).savedQueryRelatedUsers;
      return ok({ count: answer.count, result: answer.items.map((i) => ({ value: i.value, text: i.text, extra: {} })) });
    },
  },
  {
    method: 'get',
    path: '/saved_query/distinct/:column',
    async handle({ req, params, run }) {
      const column = params.column as (typeof DISTINCT_COLUMNS)[number];
      if (!DISTINCT_COLUMNS.includes(column)) throw notFound();
      const { filter, page, pageSize } = relatedArgs(req);
      const { savedQueryDistinct } = await run(RestSavedQueryDistinctDocument, { column: column === 'catalog' ? 'CATALOG' : 'SCHEMA', filter, page, pageSize });
      return ok({ count: savedQueryDistinct.count, result: savedQueryDistinct.items.map((v) => ({ text: v, value: v })) });
    },
  },
  {
    method: 'get',
    path: '/saved_query/export/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { exportSavedQueries: file } = await run(RestSavedQueryExportDocument, { ids });
      return download({ filename: file.filename, contentType: file.contentType, body: Buffer.from(file.base64, 'base64') });
    },
  },
  {
    method: 'post',
    path: '/saved_query/import/',
    errors: 'sip40',
    async handle({ req, run }) {
      const body = await readMultipart(req);
      const bundle = body.files.find((f) => f.fieldName === 'formData');
      if (!bundle) throw badRequest('Arguments are not correct');
      const overwrite = fieldValue(body, 'overwrite') === 'true';
      await run(RestSavedQueryImportDocument, { input: { base64: bundle.data.toString('base64'), overwrite } });
      return ok({ message: 'OK' });
    },
  },
  {
    method: 'get',
    path: '/saved_query/',
    async handle({ req, run, now }) {
      const request = parseListRequest(req.query.q, savedQueryResource);
      const { savedQueries } = await run(RestSavedQueryListDocument, request.variables);
      return ok(
        shapeListResponse({
          resource: savedQueryResource,
          count: savedQueries.count,
          ids: savedQueries.items.map((q) => q.id),
          rows: savedQueries.items.map((q) => serializeSavedQuery(q, now)),
          selection: request.selection,
          keys: request.args.keys,
        }),
      );
    },
  },
  {
    method: 'post',
    path: '/saved_query/',
    body: 'json',
    async handle({ req, run }) {
      const input = parseSavedQueryCreate(requireJsonBody(req));
      const { createSavedQuery } = await run(RestSavedQueryCreateDocument, { input });
      return { status: 201, body: { id: createSavedQuery.id, result: serializeSavedQueryWrite(createSavedQuery) } };
    },
  },
  {
    method: 'delete',
    path: '/saved_query/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { deleteSavedQueries } = await run(RestSavedQueryBulkDeleteDocument, { ids });
      const n = deleteSavedQueries.count;
      return ok({ message: `Deleted ${n} saved quer${n === 1 ? 'y' : 'ies'}` });
    },
  },
  {
    method: 'get',
    path: '/saved_query/:pk',
    async handle({ req, params, run, now }) {
      // FAB's show is /<int:pk>; its PUT and DELETE (/<pk>) take any text, so Werkzeug answers 405.
      const id = flaskIntId(params.pk, 'take-text');
      const args = readRisonArgs<{ keys?: string[]; columns?: string[] }>(req.query.q, ITEM_ARGS_SCHEMA);
      const { savedQuery } = await run(RestSavedQueryShowDocument, { id });
      if (!savedQuery) throw notFound();
      const requested = (args.columns ?? []).filter((c) => (SHOW_COLUMNS as readonly string[]).includes(c));
      const columns = requested.length ? requested : SHOW_COLUMNS;
      const meta: Record<(typeof SHOW_META_KEYS)[number], unknown> = {
        show_columns: [...columns],
        label_columns: Object.fromEntries(columns.map((c) => [c, columnLabel(c)])),
        description_columns: {},
        show_title: 'Show Saved Query',
      };
      const body: Record<string, unknown> = { id, result: projectRow(serializeSavedQuery(savedQuery, now), columns) };
      for (const key of SHOW_META_KEYS) if (!args.keys || args.keys.includes(key)) body[key] = meta[key];
      return ok(body);
    },
  },
  {
    method: 'put',
    path: '/saved_query/:pk',
    body: 'json',
    async handle({ req, params, run }) {
      const id = requireIntId(params.pk);
      const input = parseSavedQueryUpdate(requireJsonBody(req));
      const { updateSavedQuery } = await run(RestSavedQueryUpdateDocument, { id, input });
      return ok({ result: serializeSavedQueryWrite(updateSavedQuery) });
    },
  },
  {
    method: 'delete',
    path: '/saved_query/:pk',
    async handle({ params, run }) {
      await run(RestSavedQueryDeleteDocument, { id: requireIntId(params.pk) });
      return ok({ message: 'OK' });
    },
  },
];
