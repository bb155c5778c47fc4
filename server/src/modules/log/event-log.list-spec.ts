/** The action log list's filterable fields and orders (LogRestApi), over `logs l`. */
import { DATE_OPS, NUMBER_OPS, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec } from '../../platform/list-query';
import { EventLogFilterField, EventLogOrderField } from './event-log.types';

export const EVENT_LOG_FILTERS: Record<EventLogFilterField, FilterFieldSpec> = {
  [EventLogFilterField.USER]: { kind: 'relation-one', sql: 'l.user_id', ops: RELATION_ONE_OPS },
  [EventLogFilterField.ACTION]: { kind: 'string', sql: 'l.action', ops: STRING_OPS },
  [EventLogFilterField.DTTM]: { kind: 'date', sql: 'l.dttm', ops: DATE_OPS },
  [EventLogFilterField.DASHBOARD_ID]: { kind: 'integer', sql: 'l.dashboard_id', ops: NUMBER_OPS },
  [EventLogFilterField.SLICE_ID]: { kind: 'integer', sql: 'l.slice_id', ops: NUMBER_OPS },
  [EventLogFilterField.DURATION_MS]: { kind: 'integer', sql: 'l.duration_ms', ops: NUMBER_OPS },
  [EventLogFilterField.REFERRER]: { kind: 'string', sql: 'l.referrer', ops: STRING_OPS },
  [EventLogFilterField.JSON]: { kind: 'string', sql: 'l.json', ops: STRING_OPS },
};

export const EVENT_LOG_ORDERS: Record<EventLogOrderField, string> = {
  [EventLogOrderField.DTTM]: 'l.dttm',
  [EventLogOrderField.ACTION]: 'l.action',
  [EventLogOrderField.USER_ID]: 'l.user_id',
  [EventLogOrderField.DASHBOARD_ID]: 'l.dashboard_id',
  [EventLogOrderField.SLICE_ID]: 'l.slice_id',
  [EventLogOrderField.DURATION_MS]: 'l.duration_ms',
};
