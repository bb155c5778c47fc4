import { requireJsonBody } from '../core/body';
import { badRequest, notFound, routeNotFound } from '../core/errors';
import { parseIntId, requireIntId } from '../core/ids';
import type { JsonSchema } from '../core/json-schema';
import { columnLabel } from '../core/labels';
import { readRisonArgs } from '../core/query-args';
import { download, ok, type RouteDef } from '../core/route';
import {
  RestDatabaseValidateSqlDocument,
  RestQueryShowDocument,
  RestQueryStopDocument,
  RestQueryUpdatedSinceDocument,
  RestSqlLabEstimateDocument,
  RestSqlLabExecuteDocument,
  RestSqlLabExportDocument,
  RestSqlLabFormatDocument,
  RestSqlLabResultsDocument,
} from '../gql/graphql';
import { parseEstimateBody, parseExecuteBody, parseFormatBody, parseStopBody, parseValidateBody } from './sqllab.body';
import { QUERY_SHOW_COLUMNS, serializeExecution, serializeQueryDict, serializeQueryShow } from './sqllab.serializers';

const RESULTS_ARGS_SCHEMA: JsonSchema = { type: 'object', properties: { key: { type: 'string' }, rows: { type: 'integer' } } };
const UPDATED_SINCE_SCHEMA: JsonSchema = { type: 'object', properties: { last_updated_ms: { type: 'number' } } };

/** SqlLabRestApi (view-menu `SQLLab`): runs, stored results, estimates, formatting, CSV. */
export const sqlLabRoutes: readonly RouteDef[] = [
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
      const databaseId = requireIntId(params.pk);
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
      const id = parseIntId(params.pk);
      if (id === undefined) throw routeNotFound();
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
