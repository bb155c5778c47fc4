import { notFound } from '../core/errors';
import { isoWithoutTimezone } from '../core/dates';
import { buildInfoResponse, parseInfoArgs } from '../core/info';
import { parseListRequest } from '../core/list-request';
import { shapeListResponse } from '../core/list-response';
import { ok, type RouteDef } from '../core/route';
import {
  RestQueryDistinctStatusDocument,
  RestQueryListDocument,
  RestQueryPermissionsDocument,
  RestQueryRelatedDatabasesDocument,
  RestQueryRelatedUsersDocument,
  type RestQueryListQuery,
} from '../gql/graphql';
import { queryListResource, RELATED_COLUMNS } from './query-list.resource';
import { relatedArgs } from './saved-query.routes';
import { queryStatus } from './sqllab.serializers';

type QueryItem = RestQueryListQuery['queries']['items'][number];

/** QueryRestApi serialises list rows with a fixed schema, whatever `columns` asks for (REST ref §6.7). */
export function serializeQueryListRow(q: QueryItem): Record<string, unknown> {
  return {
    changed_on: isoWithoutTimezone(new Date(q.changedOn)),
    database: { database_name: q.database?.databaseName ?? null },
    end_time: q.endTime ?? null,
    executed_sql: q.executedSql ?? null,
    id: q.id,
    rows: q.rows ?? null,
    schema: q.schema ?? null,
    sql: q.sql ?? null,
    sql_tables: q.sqlTables.map((t) => ({ table: t.table, schema: t.schema ?? null, catalog: t.catalog ?? null })),
    start_time: q.startTime ?? null,
    status: queryStatus(q.status),
    tab_name: q.tabName ?? null,
    tmp_table_name: q.tmpTableName ?? null,
    tracking_url: q.trackingUrl ?? null,
    user: q.user ? { id: q.user.id, first_name: q.user.firstName, last_name: q.user.lastName } : null,
  };
}

/** The query history list of QueryRestApi; the run endpoints (/query/{id}, stop, updated_since) live with SQL Lab. */
export const queryListRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/query/_info',
    async handle({ req, run }) {
      const args = parseInfoArgs(req.query.q);
      const { myPermissions } = await run(RestQueryPermissionsDocument, {});
      return ok(buildInfoResponse(queryListResource, args, myPermissions));
    },
  },
  {
    method: 'get',
    path: '/query/related/:column',
    async handle({ req, params, run }) {
      const column = params.column as (typeof RELATED_COLUMNS)[number];
      if (!RELATED_COLUMNS.includes(column)) throw notFound();
      const args = relatedArgs(req);
      const answer =
        column === 'database' ? (await run(RestQueryRelatedDatabasesDocument, args)).queryRelatedDatabases : (await run(RestQueryRelatedUsersDocument, args)).queryRelatedUsers;
      return ok({ count: answer.count, result: answer.items.map((i) => ({ value: i.value, text: i.text, extra: {} })) });
    },
  },
  {
    method: 'get',
    path: '/query/distinct/:column',
    async handle({ req, params, run }) {
      if (params.column !== 'status') throw notFound();
      const { filter, page, pageSize } = relatedArgs(req);
      const { queryDistinctStatus } = await run(RestQueryDistinctStatusDocument, { filter, page, pageSize });
      return ok({ count: queryDistinctStatus.count, result: queryDistinctStatus.items.map((v) => ({ text: v, value: v })) });
    },
  },
  {
    method: 'get',
    path: '/query/',
    async handle({ req, run }) {
      const request = parseListRequest(req.query.q, queryListResource);
      const { queries } = await run(RestQueryListDocument, request.variables);
      const body = shapeListResponse({ resource: queryListResource, count: queries.count, ids: queries.items.map((q) => q.id), rows: [], selection: request.selection, keys: request.args.keys });
      return ok({ ...body, result: queries.items.map(serializeQueryListRow) });
    },
  },
];
