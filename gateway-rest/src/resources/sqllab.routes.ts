import { requireJsonBody } from '../core/body';
import { badRequest, notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import type { JsonSchema } from '../core/json-schema';
import { columnLabel } from '../core/labels';
import { readRisonArgs } from '../core/query-args';
import { download, ok, type RouteContext, type RouteDef } from '../core/route';
import {
  RestDatabaseValidateSqlDocument,
  RestQueryShowDocument,
  RestQueryStopDocument,
  RestQueryUpdatedSinceDocument,
  RestSqlLabEstimateDocument,
  RestSqlLabExecuteDocument,
  RestSqlLabExportDocument,
  RestSqlLabFormatDocument,
  RestSqlLabBootstrapDocument,
  RestSqlLabBootstrapTabsDocument,
  RestSqlLabEditorQueriesDocument,
  RestSqlLabResultsDocument,
  type RestSqlLabQueryFragment,
} from '../gql/graphql';
import { serializeDatabaseListRow } from './database.serializers';
import { parseEstimateBody, parseExecuteBody, parseFormatBody, parseStopBody, parseValidateBody } from './sqllab.body';
import { QUERY_SHOW_COLUMNS, serializeExecution, serializeQueryDict, serializeQueryShow } from './sqllab.serializers';
import { serializeTabState } from './tab-state.serializers';

const RESULTS_ARGS_SCHEMA: JsonSchema = { type: 'object', properties: { key: { type: 'string' }, rows: { type: 'integer' } } };
const UPDATED_SINCE_SCHEMA: JsonSchema = { type: 'object', properties: { last_updated_ms: { type: 'number' } } };

/** bootstrap_sqllab_data's DATABASE_KEYS, plus allows_virtual_table_explore. */
const BOOTSTRAP_DATABASE_KEYS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_cost_estimate',
  'allows_subquery',
  'backend',
  'database_name',
  'expose_in_sqllab',
  'force_ctas_schema',
  'id',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
  'allows_virtual_table_explore',
] as const;

const EDITOR_QUERIES_PAGE = 100;

/** The caller's runs in these editors (sql_editor_id), every page of them. */
async function editorQueries(run: RouteContext['run'], userId: number, editorIds: string[]): Promise<RestSqlLabQueryFragment[]> {
  if (!editorIds.length) return [];
  const filters = [
    { field: 'SQL_EDITOR_ID' as const, op: 'IN' as const, value: editorIds },
    { field: 'USER' as const, op: 'REL_O_M' as const, value: userId },
  ];
  const runs: RestSqlLabQueryFragment[] = [];
  for (let page = 0; ; page += 1) {
    const { queries } = await run(RestSqlLabEditorQueriesDocument, { filters, page, pageSize: EDITOR_QUERIES_PAGE });
    runs.push(...queries.items);
    if (!queries.items.length || runs.length >= queries.count) return runs;
  }
}

/**
 * GET /api/v1/sqllab/ (bootstrap_sqllab_data): the databases the caller can use keyed by id and, with
 * SQLLAB_BACKEND_PERSISTENCE, their tabs as [id, label] pairs, the active tab (or the first) in full, and
 * their runs in those tabs keyed by client id.
 */
async function sqlLabBootstrap({ run, now }: RouteContext): Promise<Record<string, unknown>> {
  const { appConfig, me, databases: list } = await run(RestSqlLabBootstrapDocument, {});
  const databases: Record<string, unknown> = {};
  for (const db of list.items) {
    const row = serializeDatabaseListRow(db, now);
    databases[String(db.id)] = Object.fromEntries(BOOTSTRAP_DATABASE_KEYS.map((key) => [key, row[key] ?? null]));
  }
  if (!appConfig.sqlLabBackendPersistence || !me) return { tab_state_ids: [], active_tab: null, databases, queries: {} };
  const { sqlLabTabs } = await run(RestSqlLabBootstrapTabsDocument, {});
  const active = sqlLabTabs.tabs.find((tab) => tab.id === sqlLabTabs.activeTabId) ?? sqlLabTabs.tabs[0] ?? null;
  const runs = await editorQueries(run, me.id, sqlLabTabs.tabs.map((tab) => String(tab.id)));
  return {
    tab_state_ids: sqlLabTabs.tabs.map((tab) => [tab.id, tab.label ?? null]),
    active_tab: active ? serializeTabState(active, me.id) : null,
    databases,
    queries: Object.fromEntries(runs.map((q) => [q.clientId, serializeQueryDict(q)])),
  };
}

/** SqlLabRestApi (view-menu `SQLLab`): the bootstrap, runs, stored results, estimates, formatting, CSV. */
export const sqlLabRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/sqllab/',
    async handle(ctx) {
      return ok({ result: await sqlLabBootstrap(ctx) });
    },
  },
  {
    method: 'post',
    path: '/sqllab/execute/',
    body: 'json',
    errors: 'sip40',
    async handle({ req, run }) {
      const input = parseExecuteBody(requireJsonBody(req));
      const { executeSql } = await run(RestSqlLabExecuteDocument, { input });
      // An asynchronous run answers 202 with the pending query only; the client polls and fetches by key.
      if (executeSql.query.runAsync && !executeSql.results && executeSql.query.status !== 'STOPPED') {
        return { status: 202, body: { query: serializeQueryDict(executeSql.query) } };
      }
      return ok(serializeExecution(executeSql));
    },
  },
  {
    method: 'get',
    path: '/sqllab/results/',
    errors: 'sip40',
    async handle({ req, run }) {
      const args = readRisonArgs<{ key?: string; rows?: number }>(req.query.q, RESULTS_ARGS_SCHEMA);
      if (!args?.key) throw badRequest({ key: ['Missing data for required field.'] });
      const { queryResults } = await run(RestSqlLabResultsDocument, { resultsKey: args.key, rows: args.rows ?? null });
      return ok(serializeExecution(queryResults));
    },
  },
  {
    method: 'post',
    path: '/sqllab/estimate/',
    body: 'json',
    errors: 'sip40',
    async handle({ req, run }) {
      const { estimateQueryCost } = await run(RestSqlLabEstimateDocument, parseEstimateBody(requireJsonBody(req)));
      return ok({ result: estimateQueryCost });
    },
  },
  {
    method: 'post',
    path: '/sqllab/format_sql/',
    body: 'json',
    async handle({ req, run }) {
      const { formatSql } = await run(RestSqlLabFormatDocument, parseFormatBody(requireJsonBody(req)));
      return ok({ result: formatSql });
    },
  },
  {
    method: 'get',
    path: '/sqllab/export/:client_id/',
    errors: 'sip40',
    async handle({ params, run }) {
      const { sqlLabExport: file } = await run(RestSqlLabExportDocument, { clientId: params.client_id });
      return download({ filename: file.filename, contentType: file.contentType, body: Buffer.from(file.base64, 'base64') });
    },
  },
  {
    method: 'post',
    path: '/database/:pk/validate_sql/',
    body: 'json',
    errors: 'sip40',
    async handle({ req, params, run }) {
      const databaseId = flaskIntId(params.pk);
      const { validateSql } = await run(RestDatabaseValidateSqlDocument, { databaseId, ...parseValidateBody(requireJsonBody(req)) });
      return ok({
        result: validateSql.map((a) => ({ line_number: a.lineNumber, start_column: a.startColumn, end_column: a.endColumn, message: a.message })),
      });
    },
  },
];

/** QueryRestApi's run endpoints (view-menu `Query`); the list and its helpers live with the history list. */
export const queryExecutionRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/query/stop',
    body: 'json',
    async handle({ req, run }) {
      await run(RestQueryStopDocument, { clientId: parseStopBody(requireJsonBody(req)) });
      return ok({ result: 'OK' });
    },
  },
  {
    method: 'get',
    path: '/query/updated_since',
    async handle({ req, run }) {
      const args = readRisonArgs<{ last_updated_ms?: number }>(req.query.q, UPDATED_SINCE_SCHEMA);
      if (typeof args?.last_updated_ms !== 'number') throw badRequest({ last_updated_ms: ['Missing data for required field.'] });
      const { sqlLabQueriesUpdatedSince } = await run(RestQueryUpdatedSinceDocument, { lastUpdatedMs: args.last_updated_ms });
      return ok({ result: sqlLabQueriesUpdatedSince.map(serializeQueryDict) });
    },
  },
  {
    method: 'get',
    path: '/query/:pk',
    async handle({ params, run }) {
      const id = flaskIntId(params.pk);
      const { sqlLabQuery } = await run(RestQueryShowDocument, { id });
      if (!sqlLabQuery) throw notFound();
      return ok({
        id,
        result: serializeQueryShow(sqlLabQuery),
        show_columns: [...QUERY_SHOW_COLUMNS],
        label_columns: Object.fromEntries(QUERY_SHOW_COLUMNS.map((c) => [c, columnLabel(c)])),
        description_columns: {},
        show_title: 'Show Query',
      });
    },
  },
];
