/**
 * SQL Lab answers in Superset's shapes: the QueryDict of `query.to_dict()` (client id as `id`, epoch-ms
 * `startDttm`/`endDttm`, lower-case `state`), the execute/results payload and the FAB show of a query.
 */
import { isoWithoutTimezone } from '../core/dates';
import type { RestSqlLabColumnFragment, RestSqlLabExecutionFragment, RestSqlLabQueryFragment } from '../gql/graphql';

const fullName = (u: RestSqlLabQueryFragment['user']) => (u ? `${u.firstName} ${u.lastName}`.trim() : null);

/** GraphQL's QueryState names (SUCCESS, TIMED_OUT, ...) as Superset's QueryStatus values (success, timed_out, ...). */
export const queryStatus = (state: string): string => state.toLowerCase();

/** Superset's Query.to_dict(), what SQL Lab's client keeps per run. */
export function serializeQueryDict(q: RestSqlLabQueryFragment): Record<string, unknown> {
  return {
    changed_on: isoWithoutTimezone(new Date(q.changedOn)),
    dbId: q.databaseId,
    db: q.database?.databaseName ?? null,
    endDttm: q.endTime,
    errorMessage: q.errorMessage,
    executedSql: q.executedSql,
    id: q.clientId,
    queryId: q.id,
    limit: q.limit,
    limitingFactor: q.limitingFactor,
    progress: q.progress,
    rows: q.rows,
    catalog: q.catalog,
    schema: q.schema,
    ctas: q.selectAsCta,
    serverId: q.id,
    sql: q.sql,
    sqlEditorId: q.sqlEditorId,
    startDttm: q.startTime,
    state: queryStatus(q.status),
    tab: q.tabName,
    tempSchema: q.tmpSchemaName,
    tempTable: q.tmpTableName,
    userId: q.userId,
    user: fullName(q.user),
    resultsKey: q.resultsKey,
    trackingUrl: q.trackingUrl,
    extra: q.extra ?? {},
    ...(Array.isArray(q.errors) ? { errors: q.errors } : {}),
  };
}

export function serializeColumn(c: RestSqlLabColumnFragment): Record<string, unknown> {
  return { column_name: c.columnName, name: c.name, type: c.type, type_generic: c.typeGeneric, is_dttm: c.isDttm };
}

/** The synchronous execute answer (and what /sqllab/results/ answers for a stored run). */
export function serializeExecution(exec: RestSqlLabExecutionFragment): Record<string, unknown> {
  const r = exec.results;
  const body: Record<string, unknown> = {
    query_id: exec.query.id,
    status: queryStatus(r?.status ?? exec.query.status),
    data: r?.data ?? [],
    columns: (r?.columns ?? []).map(serializeColumn),
    selected_columns: (r?.selectedColumns ?? []).map(serializeColumn),
    expanded_columns: (r?.expandedColumns ?? []).map(serializeColumn),
    query: serializeQueryDict(exec.query),
  };
  if (r?.displayLimitReached) body.displayLimitReached = true;
  return body;
}

/** Show columns of GET /query/{pk} (QueryRestApi.show_columns). */
export const QUERY_SHOW_COLUMNS = [
  'id',
  'changed_on',
  'client_id',
  'database.id',
  'end_result_backend_time',
  'end_time',
  'error_message',
  'executed_sql',
  'limit',
  'progress',
  'results_key',
  'rows',
  'schema',
  'select_as_cta',
  'select_as_cta_used',
  'select_sql',
  'sql',
  'sql_editor_id',
  'start_running_time',
  'start_time',
  'status',
  'tab_name',
  'tmp_schema_name',
  'tmp_table_name',
  'tracking_url',
] as const;

export function serializeQueryShow(q: RestSqlLabQueryFragment): Record<string, unknown> {
  return {
    id: q.id,
    changed_on: isoWithoutTimezone(new Date(q.changedOn)),
    client_id: q.clientId,
    database: { id: q.databaseId },
    end_result_backend_time: q.endResultBackendTime,
    end_time: q.endTime,
    error_message: q.errorMessage,
    executed_sql: q.executedSql,
    limit: q.limit,
    progress: q.progress,
    results_key: q.resultsKey,
    rows: q.rows,
    schema: q.schema,
    select_as_cta: q.selectAsCta,
    select_as_cta_used: q.selectAsCtaUsed,
    select_sql: q.selectSql,
    sql: q.sql,
    sql_editor_id: q.sqlEditorId,
    start_running_time: q.startRunningTime,
    start_time: q.startTime,
    status: queryStatus(q.status),
    tab_name: q.tabName,
    tmp_schema_name: q.tmpSchemaName,
    tmp_table_name: q.tmpTableName,
    tracking_url: q.trackingUrl,
  };
}
