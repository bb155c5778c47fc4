import type { Request } from 'express';
import { requireJsonBody } from '../core/body';
import { GraphQLOperationError, notFound, RestError } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import type { JsonSchema } from '../core/json-schema';
import { parseListRequest } from '../core/list-request';
import { projectRow, shapeListResponse } from '../core/list-response';
import { normalizePaging } from '../core/paging';
import { readRisonArgs } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import {
  RestDatasetBulkDeleteDocument,
  RestDatasetCreateDocument,
  RestDatasetDeleteColumnDocument,
  RestDatasetDeleteDocument,
  RestDatasetDeleteMetricDocument,
  RestDatasetDistinctDocument,
  RestDatasetDuplicateDocument,
  RestDatasetGetOrCreateDocument,
  RestDatasetListDocument,
  RestDatasetPermissionsDocument,
  RestDatasetRefreshDocument,
  RestDatasetRelatedDatabasesDocument,
  RestDatasetRelatedObjectsDocument,
  RestDatasetRelatedOwnersDocument,
  RestDatasetDrillInfoDocument,
  RestDatasetShowDocument,
  RestDatasetUpdateDocument,
} from '../gql/graphql';
import { parseCreateBody, parseDuplicateBody, parseGetOrCreateBody, parseOverrideColumns, parseUpdateBody } from './dataset.body';
import { DISTINCT_COLUMNS, RELATED_COLUMNS, SHOW_COLUMNS, datasetResource } from './dataset.resource';
import { serializeDatasetListRow, serializeDatasetShow, serializeDrillInfo } from './dataset.serializers';
import { serializeChartsAndDashboards } from './related-objects.serializers';

/**
 * DatasetRestApi.duplicate answers every invalid field (unknown base, physical base, name taken) with the
 * text of DatasetInvalidError, not the field messages: Superset reads str(ex) for a CommandInvalidError.
 */
function duplicateRefusal(error: unknown): RestError | null {
  if (!(error instanceof GraphQLOperationError) || error.errors[0]?.extensions?.code !== 'UNPROCESSABLE') return null;
  return new RestError(422, { message: 'Dataset parameters are invalid.' });
}

/** FAB's related/distinct `q`. */
const RELATED_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    filter: { type: 'string' },
    include_ids: { type: 'array', items: { type: 'integer' } },
  },
};
const IDS_SCHEMA: JsonSchema = { type: 'array', items: { type: 'integer' } };
const ITEM_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: { type: 'string' } }, columns: { type: 'array', items: { type: 'string' } } },
};

interface RelatedArgs {
  page?: number;
  page_size?: number;
  filter?: string;
  include_ids?: number[];
}

function relatedArgs(req: Request) {
  const args = readRisonArgs<RelatedArgs>(req.query.q, RELATED_ARGS_SCHEMA);
  const { page, pageSize } = normalizePaging(args.page, args.page_size);
  return { filter: args.filter ?? null, page, pageSize, includeIds: args.include_ids ?? null };
}

/** DatasetRestApi (view-menu `Dataset`). Fixed paths come before `/:pk` so `_info` is not read as an id. */
export const datasetRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/dataset/_info',
    async handle({ req, run }) {
      const args = parseInfoArgs(req.query.q);
      const { myPermissions } = await run(RestDatasetPermissionsDocument, {});
      return ok(buildInfoResponse(datasetResource, args, myPermissions));
    },
  },
  {
    method: 'get',
    path: '/dataset/related/:column',
    async handle({ req, params, run }) {
      const column = params.column as (typeof RELATED_COLUMNS)[number];
      if (!RELATED_COLUMNS.includes(column)) throw notFound();
      const args = relatedArgs(req);
      const answer =
        column === 'database'
          ? (await run(RestDatasetRelatedDatabasesDocument, args)).datasetRelatedDatabases
          : (await run(RestDatasetRelatedOwnersDocument, args)).datasetRelatedOwners;
      return ok({
        count: answer.count,
        // Only `owners` carries the user's email and active flag (FAB's related extra).
        result: answer.items.map((item) => ({ value: item.value, text: item.text, extra: column === 'owners' ? item.extra : {} })),
      });
    },
  },
  {
    method: 'get',
    path: '/dataset/distinct/:column',
    async handle({ req, params, run }) {
      const column = params.column as (typeof DISTINCT_COLUMNS)[number];
      if (!DISTINCT_COLUMNS.includes(column)) throw notFound();
      const { filter, page, pageSize } = relatedArgs(req);
      const { datasetDistinct } = await run(RestDatasetDistinctDocument, {
        column: column === 'catalog' ? 'CATALOG' : 'SCHEMA',
        filter,
        page,
        pageSize,
      });
      return ok({ count: datasetDistinct.count, result: datasetDistinct.items.map((value) => ({ text: value, value })) });
    },
  },
  {
    method: 'get',
    path: '/dataset/',
    async handle({ req, run, now }) {
      const request = parseListRequest(req.query.q, datasetResource);
      const { datasets } = await run(RestDatasetListDocument, request.variables);
      return ok(
        shapeListResponse({
          resource: datasetResource,
          count: datasets.count,
          ids: datasets.items.map((d) => d.id),
          rows: datasets.items.map((d) => serializeDatasetListRow(d, now)),
          selection: request.selection,
          keys: request.args.keys,
        }),
      );
    },
  },
  {
    method: 'post',
    path: '/dataset/',
    body: 'json',
    async handle({ req, run, now }) {
      const { input, echo } = parseCreateBody(requireJsonBody(req));
      const { createDataset } = await run(RestDatasetCreateDocument, { input });
      return { status: 201, body: { id: createDataset.id, result: echo, data: serializeDatasetShow(createDataset, now) } };
    },
  },
  {
    method: 'delete',
    path: '/dataset/',
    async handle({ req, run }) {
      const ids = readRisonArgs<number[]>(req.query.q, IDS_SCHEMA);
      const { deleteDatasets } = await run(RestDatasetBulkDeleteDocument, { ids });
      return ok({ message: `Deleted ${deleteDatasets.count} dataset${deleteDatasets.count === 1 ? '' : 's'}` });
    },
  },
  {
    method: 'post',
    path: '/dataset/duplicate',
    body: 'json',
    async handle({ req, run }) {
      const { input, echo } = parseDuplicateBody(requireJsonBody(req));
      try {
        const { duplicateDataset } = await run(RestDatasetDuplicateDocument, { input });
        return { status: 201, body: { id: duplicateDataset.id, result: echo } };
      } catch (error) {
        throw duplicateRefusal(error) ?? error;
      }
    },
  },
  {
    method: 'post',
    path: '/dataset/get_or_create/',
    body: 'json',
    async handle({ req, run }) {
      const input = parseGetOrCreateBody(requireJsonBody(req));
      const { getOrCreateDataset } = await run(RestDatasetGetOrCreateDocument, { input });
      return ok({ result: { table_id: getOrCreateDataset.dataset.id } });
    },
  },
  {
    method: 'get',
    path: '/dataset/:pk/drill_info/',
    async handle({ params, run, now }) {
      const { datasetDrillInfo } = await run(RestDatasetDrillInfoDocument, { id: flaskIntId(params.pk) });
      if (!datasetDrillInfo) throw notFound();
      return ok({ result: serializeDrillInfo(datasetDrillInfo, now) });
    },
  },
  {
    method: 'get',
    path: '/dataset/:pk',
    async handle({ req, params, run, now }) {
      const id = requireIntId(params.pk);
      const args = readRisonArgs<{ columns?: string[] }>(req.query.q, ITEM_ARGS_SCHEMA);
      const { dataset } = await run(RestDatasetShowDocument, { id });
      if (!dataset) throw notFound();
      const full = serializeDatasetShow(dataset, now);
      // A dotted name keeps one field of a related object (database.id), as in lists.
      const requested = (args.columns ?? []).filter((c) => (SHOW_COLUMNS as readonly string[]).includes(c.split('.')[0]));
      return ok({ id, result: requested.length ? projectRow(full, requested) : full });
    },
  },
  {
    method: 'put',
    path: '/dataset/:pk',
    body: 'json',
    async handle({ req, params, run }) {
      const id = requireIntId(params.pk);
      const overrideColumns = parseOverrideColumns(req.query.override_columns);
      const { input, echo } = parseUpdateBody(requireJsonBody(req));
      await run(RestDatasetUpdateDocument, { id, input, overrideColumns });
      return ok({ id, result: echo });
    },
  },
  {
    method: 'delete',
    path: '/dataset/:pk',
    async handle({ params, run }) {
      await run(RestDatasetDeleteDocument, { id: requireIntId(params.pk) });
      return ok({ message: 'OK' });
    },
  },
  {
    method: 'put',
    path: '/dataset/:pk/refresh',
    async handle({ params, run }) {
      await run(RestDatasetRefreshDocument, { id: requireIntId(params.pk) });
      return ok({ message: 'OK' });
    },
  },
  {
    method: 'get',
    path: '/dataset/:pk/related_objects',
    async handle({ params, run }) {
      const { datasetRelatedObjects: related } = await run(RestDatasetRelatedObjectsDocument, { id: requireIntId(params.pk) });
      return ok(serializeChartsAndDashboards(related));
    },
  },
  {
    method: 'delete',
    path: '/dataset/:pk/column/:childId',
    async handle({ params, run }) {
      // DatasetColumnsRestApi: /<int:pk>/column/<int:column_id>.
      const datasetId = flaskIntId(params.pk);
      await run(RestDatasetDeleteColumnDocument, { datasetId, columnId: flaskIntId(params.childId) });
      return ok({ message: 'OK' });
    },
  },
  {
    method: 'delete',
    path: '/dataset/:pk/metric/:childId',
    async handle({ params, run }) {
      // DatasetMetricRestApi: /<int:pk>/metric/<int:metric_id>.
      const datasetId = flaskIntId(params.pk);
      await run(RestDatasetDeleteMetricDocument, { datasetId, metricId: flaskIntId(params.childId) });
      return ok({ message: 'OK' });
    },
  },
];
