import { requireJsonBody } from '../core/body';
import { GraphQLOperationError, notFound, RestError } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import type { JsonSchema } from '../core/json-schema';
import { projectRow } from '../core/list-response';
import { readRisonArgs } from '../core/query-args';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
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

const ITEM_ARGS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: { type: 'string' } }, columns: { type: 'array', items: { type: 'string' } } },
};

/** DatasetRestApi (view-menu `Dataset`). Fixed paths come before `/:pk` so `_info` is not read as an id. */
export const datasetRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'dataset',
  viewMenu: 'Dataset',
  resource: datasetResource,
  bundle: 'DATASET',
  async list({ run, now }, request) {
    const { datasets } = await run(RestDatasetListDocument, request.variables);
    return { count: datasets.count, ids: datasets.items.map((d) => d.id), rows: datasets.items.map((d) => serializeDatasetListRow(d, now)) };
  },
  related: {
    columns: RELATED_COLUMNS,
    async fetch(run, column, args) {
      const page =
        column === 'database' ? (await run(RestDatasetRelatedDatabasesDocument, args)).datasetRelatedDatabases : (await run(RestDatasetRelatedOwnersDocument, args)).datasetRelatedOwners;
      // Only `owners` carries the user's email and active flag (FAB's related extra).
      return { count: page.count, items: page.items.map((item) => ({ value: item.value, text: item.text, extra: column === 'owners' ? item.extra : {} })) };
    },
  },
  distinct: {
    columns: DISTINCT_COLUMNS,
    fetch: async (run, column, { filter, page, pageSize }) =>
      (await run(RestDatasetDistinctDocument, { column: column === 'catalog' ? 'CATALOG' : 'SCHEMA', filter, page, pageSize })).datasetDistinct,
  },
  bulkDelete: { run: async (run, ids) => (await run(RestDatasetBulkDeleteDocument, { ids })).deleteDatasets.count, message: deletedMessage('dataset', 'datasets') },
  routes: [
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
  ],
});
