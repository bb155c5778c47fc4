import { DATE_OPERATORS, EQUALITY_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS, type FilterOperator } from '../core/filter-operators';
import type { ModelResource } from '../core/info';
import type { QueryFilterField, QueryOrderField } from '../gql/graphql';

/** QueryRestApi's column sets (view-menu `Query`, model `Query`), REST ref §6.7. */
const LIST_COLUMNS = [
  'id', 'changed_on', 'client_id', 'database.id', 'database.database_name', 'executed_sql', 'error_message', 'limit', 'limiting_factor', 'progress',
  'rows', 'schema', 'select_as_cta', 'sql', 'sql_editor_id', 'sql_tables', 'status', 'tab_name', 'user.first_name', 'user.id', 'user.last_name',
  'start_time', 'start_running_time', 'end_time', 'tmp_table_name', 'tracking_url', 'results_key',
] as const;

const ORDER_COLUMNS = ['changed_on', 'database.database_name', 'rows', 'schema', 'start_time', 'sql', 'tab_name', 'user.first_name'] as const;
const ORDER_FIELDS: readonly QueryOrderField[] = ['CHANGED_ON', 'DATABASE_DATABASE_NAME', 'ROWS', 'SCHEMA', 'START_TIME', 'SQL', 'TAB_NAME', 'USER_FIRST_NAME'];

/** start_time is an epoch-millisecond number: greater/smaller than. */
const START_TIME_OPERATORS: readonly FilterOperator[] = DATE_OPERATORS.filter((o) => o.operator === 'gt' || o.operator === 'lt');

export const RELATED_COLUMNS = ['database', 'user'] as const;

export const queryListResource: ModelResource<QueryFilterField, QueryOrderField> = {
  modelName: 'Query',
  listColumns: LIST_COLUMNS,
  orderColumns: ORDER_COLUMNS,
  orderFields: ORDER_FIELDS,
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    { column: 'changed_on', operators: DATE_OPERATORS },
    { column: 'database', operators: RELATION_OPERATORS },
    { column: 'sql', operators: STRING_OPERATORS },
    { column: 'status', operators: STRING_OPERATORS },
    { column: 'user', operators: RELATION_OPERATORS },
    { column: 'start_time', operators: START_TIME_OPERATORS },
    { column: 'sql_editor_id', operators: STRING_OPERATORS },
    { column: 'uuid', operators: EQUALITY_OPERATORS },
  ],
  permissions: ['can_read'],
  addColumns: [],
  editColumns: [],
};
