import { requireJsonBody } from '../core/body';
import { notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
import { showResponse } from '../core/show-response';
import { ok, type RouteDef } from '../core/route';
import {
  RestSavedQueryBulkDeleteDocument,
  RestSavedQueryCreateDocument,
  RestSavedQueryDeleteDocument,
  RestSavedQueryDistinctDocument,
  RestSavedQueryListDocument,
  RestSavedQueryRelatedDatabasesDocument,
  RestSavedQueryRelatedUsersDocument,
  RestSavedQueryShowDocument,
  RestSavedQueryUpdateDocument,
} from '../gql/graphql';
import { parseSavedQueryCreate, parseSavedQueryUpdate } from './saved-query.body';
import { DISTINCT_COLUMNS, RELATED_COLUMNS, SHOW_COLUMNS, savedQueryResource } from './saved-query.resource';
import { serializeSavedQuery, serializeSavedQueryWrite } from './saved-query.serializers';

/** SavedQueryRestApi (view-menu `SavedQuery`); fixed paths before `/:pk`. */
export const savedQueryRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'saved_query',
  viewMenu: 'SavedQuery',
  resource: savedQueryResource,
  async list({ run, now }, request) {
    const { savedQueries } = await run(RestSavedQueryListDocument, request.variables);
    return { count: savedQueries.count, ids: savedQueries.items.map((q) => q.id), rows: savedQueries.items.map((q) => serializeSavedQuery(q, now)) };
  },
  related: {
    columns: RELATED_COLUMNS,
    fetch: async (run, column, args) =>
      column === 'database' ? (await run(RestSavedQueryRelatedDatabasesDocument, args)).savedQueryRelatedDatabases : (await run(RestSavedQueryRelatedUsersDocument, args)).savedQueryRelatedUsers,
  },
  distinct: {
    columns: DISTINCT_COLUMNS,
    fetch: async (run, column, { filter, page, pageSize }) =>
      (await run(RestSavedQueryDistinctDocument, { column: column === 'catalog' ? 'CATALOG' : 'SCHEMA', filter, page, pageSize })).savedQueryDistinct,
  },
  bundle: 'SAVED_QUERY',
  bulkDelete: { run: async (run, ids) => (await run(RestSavedQueryBulkDeleteDocument, { ids })).deleteSavedQueries.count, message: deletedMessage('saved query', 'saved queries') },
  routes: [
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
      method: 'get',
      path: '/saved_query/:pk',
      async handle({ req, params, run, now }) {
        // FAB's show is /<int:pk>; its PUT and DELETE (/<pk>) take any text, so Werkzeug answers 405.
        const id = flaskIntId(params.pk, 'take-text');
        const { savedQuery } = await run(RestSavedQueryShowDocument, { id });
        if (!savedQuery) throw notFound();
        return ok(showResponse(req, { id, row: serializeSavedQuery(savedQuery, now), showColumns: SHOW_COLUMNS, title: 'Show Saved Query' }));
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
  ],
});
