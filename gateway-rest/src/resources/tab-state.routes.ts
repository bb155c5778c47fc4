import { requireIntId } from '../core/ids';
import { ok, type RouteDef } from '../core/route';
import {
  RestTableSchemaCreateDocument,
  RestTableSchemaDeleteDocument,
  RestTableSchemaExpandedDocument,
  RestTabStateActivateDocument,
  RestTabStateCreateDocument,
  RestTabStateDeleteDocument,
  RestTabStateDeleteQueryDocument,
  RestTabStateMigrateQueryDocument,
  RestTabStateShowDocument,
  RestTabStateUpdateDocument,
} from '../gql/graphql';
import { serializeTabState } from './tab-state.serializers';
import { parseCreateTableSchema, parseCreateTab, parseExpanded, parseQueryId, parseUpdateTab, requestFields } from './tab-state.body';

/**
 * Superset's legacy SQL Lab tab views (REST ref §6.15), mounted at the root like the other legacy views.
 * Failures answer `{"error": text}`; another user's tab is 404, like a missing one.
 */
export const tabStateRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/tabstateview/',
    body: 'json-or-form',
    errors: 'legacy',
    async handle({ req, run }) {
      const input = parseCreateTab(requestFields(req));
      const { createSqlLabTab } = await run(RestTabStateCreateDocument, { input });
      return ok({ id: createSqlLabTab.id });
    },
  },
  {
    method: 'get',
    path: '/tabstateview/:id',
    errors: 'legacy',
    async handle({ params, run }) {
      const { sqlLabTab: tab, me } = await run(RestTabStateShowDocument, { id: requireIntId(params.id) });
      return ok(serializeTabState(tab, me?.id ?? null));
    },
  },
  {
    method: 'put',
    path: '/tabstateview/:id',
    body: 'json-or-form',
    errors: 'legacy',
    async handle({ req, params, run }) {
      const id = requireIntId(params.id);
      await run(RestTabStateUpdateDocument, { id, patch: parseUpdateTab(requestFields(req)) });
      return ok(id);
    },
  },
  {
    method: 'delete',
    path: '/tabstateview/:id',
    errors: 'legacy',
    async handle({ params, run }) {
      await run(RestTabStateDeleteDocument, { id: requireIntId(params.id) });
      return ok('OK');
    },
  },
  {
    method: 'post',
    path: '/tabstateview/:id/activate',
    errors: 'legacy',
    async handle({ params, run }) {
      const id = requireIntId(params.id);
      await run(RestTabStateActivateDocument, { id });
      return ok(id);
    },
  },
  {
    method: 'post',
    path: '/tabstateview/:id/migrate_query',
    body: 'json-or-form',
    errors: 'legacy',
    async handle({ req, params, run }) {
      const id = requireIntId(params.id);
      await run(RestTabStateMigrateQueryDocument, { tabId: id, clientId: parseQueryId(requestFields(req)) });
      return ok(id);
    },
  },
  {
    method: 'delete',
    path: '/tabstateview/:id/query/:clientId',
    errors: 'legacy',
    async handle({ params, run }) {
      await run(RestTabStateDeleteQueryDocument, { tabId: requireIntId(params.id), clientId: params.clientId });
      return ok('OK');
    },
  },
  {
    method: 'post',
    path: '/tableschemaview/',
    body: 'json-or-form',
    errors: 'legacy',
    async handle({ req, run }) {
      const { addTableSchema } = await run(RestTableSchemaCreateDocument, { input: parseCreateTableSchema(requestFields(req)) });
      return ok({ id: addTableSchema.id });
    },
  },
  {
    method: 'post',
    path: '/tableschemaview/:id/expanded',
    body: 'json-or-form',
    errors: 'legacy',
    async handle({ req, params, run }) {
      const { updateTableSchema } = await run(RestTableSchemaExpandedDocument, { id: requireIntId(params.id), expanded: parseExpanded(requestFields(req)) });
      return ok({ id: updateTableSchema.id, expanded: updateTableSchema.expanded });
    },
  },
  {
    method: 'delete',
    path: '/tableschemaview/:id',
    errors: 'legacy',
    async handle({ params, run }) {
      await run(RestTableSchemaDeleteDocument, { id: requireIntId(params.id) });
      return ok('OK');
    },
  },
];
