import { isoWithoutTimezone } from '../core/dates';
import { resourceRoutes } from '../core/resource-routes';
import type { RouteDef } from '../core/route';
import {
  RestQueryDistinctStatusDocument,
  RestQueryListDocument,
  RestQueryRelatedDatabasesDocument,
  RestQueryRelatedUsersDocument,
  type RestQueryListQuery,
} from '../gql/graphql';
import { queryListResource, RELATED_COLUMNS } from './query-list.resource';
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
export const queryListRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'query',
  viewMenu: 'Query',
  resource: queryListResource,
  async list({ run }, request) {
    const { queries } = await run(RestQueryListDocument, request.variables);
    return { count: queries.count, ids: queries.items.map((q) => q.id), rows: queries.items.map(serializeQueryListRow), whole: true };
  },
  related: {
    columns: RELATED_COLUMNS,
    fetch: async (run, column, args) =>
      column === 'database' ? (await run(RestQueryRelatedDatabasesDocument, args)).queryRelatedDatabases : (await run(RestQueryRelatedUsersDocument, args)).queryRelatedUsers,
  },
  distinct: { columns: ['status'], fetch: async (run, _column, args) => (await run(RestQueryDistinctStatusDocument, args)).queryDistinctStatus },
});
