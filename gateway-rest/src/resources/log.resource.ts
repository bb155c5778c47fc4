import { DATE_OPERATORS, NUMBER_OPERATORS, RELATION_OPERATORS, STRING_OPERATORS } from '../core/filter-operators';
import type { ModelResource } from '../core/info';
import type { EventLogFilterField, EventLogOrderField } from '../gql/graphql';

/** Superset's LogRestApi column sets (view-menu `Log`, model `Log`), REST ref §6.14. */
const LIST_COLUMNS = ['user', 'user_id', 'action', 'dttm', 'json', 'slice_id', 'dashboard_id', 'duration_ms', 'referrer'] as const;

export const SHOW_COLUMNS = LIST_COLUMNS;

export const logResource: ModelResource<EventLogFilterField, EventLogOrderField> = {
  modelName: 'Log',
  listColumns: LIST_COLUMNS,
  orderColumns: ['action', 'dttm', 'user_id', 'dashboard_id', 'slice_id', 'duration_ms'],
  orderFields: ['ACTION', 'DTTM', 'USER_ID', 'DASHBOARD_ID', 'SLICE_ID', 'DURATION_MS'],
  // LogMixin's base_order.
  defaultOrder: { field: 'DTTM', direction: 'DESC' },
  searchColumns: [
    { column: 'user', operators: RELATION_OPERATORS },
    { column: 'action', operators: STRING_OPERATORS },
    { column: 'dttm', operators: DATE_OPERATORS },
    { column: 'dashboard_id', operators: NUMBER_OPERATORS },
    { column: 'slice_id', operators: NUMBER_OPERATORS },
    { column: 'duration_ms', operators: NUMBER_OPERATORS },
    { column: 'referrer', operators: STRING_OPERATORS },
    { column: 'json', operators: STRING_OPERATORS },
  ],
  permissions: ['can_read', 'can_write', 'can_recent_activity'],
  addColumns: [],
  editColumns: [],
};
