// SQL Lab tabs in Superset's shapes: TabState.to_dict() and TableSchema.to_dict(), as GET /tabstateview/{id}
// and the SQL Lab bootstrap (GET /api/v1/sqllab/) answer them.
import type { RestTableSchemaFragment, RestTabStateFragment } from '../gql/graphql';
import { serializeQueryDict } from './sqllab.serializers';

/** TableSchema.to_dict(). */
function serializeTableSchema(t: RestTableSchemaFragment): Record<string, unknown> {
  return {
    id: t.id,
    tab_state_id: t.tabId,
    database_id: t.databaseId,
    catalog: t.catalog ?? null,
    schema: t.schema ?? null,
    table: t.table,
    description: t.description ?? null,
    expanded: t.expanded,
  };
}

/** TabState.to_dict(); tabs are the caller's own, so `user_id` is theirs. */
export function serializeTabState(tab: RestTabStateFragment, userId: number | null): Record<string, unknown> {
  return {
    id: tab.id,
    user_id: userId,
    label: tab.label ?? null,
    active: tab.active,
    database_id: tab.databaseId ?? null,
    catalog: tab.catalog ?? null,
    schema: tab.schema ?? null,
    table_schemas: tab.tableSchemas.map(serializeTableSchema),
    sql: tab.sql ?? null,
    query_limit: tab.queryLimit ?? null,
    latest_query: tab.latestQuery ? serializeQueryDict(tab.latestQuery) : null,
    autorun: tab.autorun,
    template_params: tab.templateParams ?? null,
    hide_left_bar: tab.hideLeftBar,
    saved_query: tab.savedQueryId == null ? null : { id: tab.savedQueryId },
    extra_json: tab.extraJson ?? null,
  };
}
