/**
 * The query history's filterable fields and orders (REST ref §6.7), over `query q`. Start time is stored
 * as epoch milliseconds; its filters take milliseconds or an ISO date-time, so a time range is GT + LT.
 */
import { errors } from '../../platform/errors';
import { DATE_OPS, ListFilterOp, NUMBER_OPS, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec, type ListValue } from '../../platform/list-query';
import { databaseNameSql } from '../database';
import { userNameSql } from '../security';
import { QueryFilterField, QueryOrderField } from './query-list.types';

/** Epoch milliseconds of a filter value: a number, a numeric string or a date-time text. */
export function epochMillisOf(value: ListValue): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
    const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    if (!Number.isNaN(t)) return t;
  }
  throw errors.badInput('Filter value for column: start_time must be epoch milliseconds or a date-time');
}

const startTime = (op: '>' | '<') => (v: ListValue) => ({ sql: `q.start_time ${op} ?`, params: [epochMillisOf(v)] });

export const QUERY_FILTERS: Record<QueryFilterField, FilterFieldSpec> = {
  [QueryFilterField.CHANGED_ON]: { kind: 'date', sql: 'q.changed_on', ops: DATE_OPS },
  [QueryFilterField.DATABASE]: { kind: 'relation-one', sql: 'q.database_id', ops: RELATION_ONE_OPS },
  [QueryFilterField.SQL]: { kind: 'string', sql: 'q.sql', ops: STRING_OPS },
  [QueryFilterField.STATUS]: { kind: 'string', sql: 'q.status', ops: STRING_OPS },
  [QueryFilterField.USER]: { kind: 'relation-one', sql: 'q.user_id', ops: RELATION_ONE_OPS },
  [QueryFilterField.START_TIME]: {
    kind: 'number',
    sql: 'q.start_time',
    ops: [ListFilterOp.GT, ListFilterOp.LT],
    custom: { [ListFilterOp.GT]: startTime('>'), [ListFilterOp.LT]: startTime('<') },
  },
  [QueryFilterField.SQL_EDITOR_ID]: { kind: 'string', sql: 'q.sql_editor_id', ops: STRING_OPS },
  [QueryFilterField.UUID]: { kind: 'string', sql: 'q.uuid', ops: [ListFilterOp.EQ, ListFilterOp.NEQ, ListFilterOp.IN, ListFilterOp.NOT_IN] },
  /** Rows the run returned: the list's numeric range filter. */
  [QueryFilterField.ROWS]: { kind: 'number', sql: 'q.rows', ops: NUMBER_OPS },
};

export const QUERY_ORDERS: Record<QueryOrderField, string> = {
  [QueryOrderField.CHANGED_ON]: 'q.changed_on',
  [QueryOrderField.DATABASE_DATABASE_NAME]: databaseNameSql('q.database_id'),
  [QueryOrderField.ROWS]: 'q.rows',
  [QueryOrderField.SCHEMA]: 'q.schema',
  [QueryOrderField.START_TIME]: 'q.start_time',
  [QueryOrderField.SQL]: 'q.sql',
  [QueryOrderField.TAB_NAME]: 'q.tab_name',
  [QueryOrderField.USER_FIRST_NAME]: userNameSql('first_name', 'q.user_id'),
};
