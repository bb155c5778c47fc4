// The Query history list's declaration, and the display rules of a run (spec 2 §4). Filter ids are
// Superset's (database, status, user, start_time); rows is the numeric range Superset's lists can declare.
import { databaseFilter, defineList, distinctOptions, relatedOptions } from '../../components/list-view/list-spec';
import {
  QueryHistoryDatabaseOptionsDocument,
  QueryHistoryStatusOptionsDocument,
  QueryHistoryUserOptionsDocument,
  type QueryFilterField,
  type QueryOrderField,
} from '../../gql/graphql';

/** Newest run first. */
export const QUERY_HISTORY_LIST = defineList<QueryFilterField, QueryOrderField>({
  resourceName: 'queries',
  sort: { column: 'start_time', order: 'desc' },
  sortFields: { start_time: 'START_TIME', rows: 'ROWS', tab_name: 'TAB_NAME', 'database.database_name': 'DATABASE_DATABASE_NAME', 'user.first_name': 'USER_FIRST_NAME', sql: 'SQL' },
  filters: [
    { kind: 'search', id: 'sql', field: 'SQL', op: 'CT', label: 'Search SQL' },
    databaseFilter('DATABASE', relatedOptions(QueryHistoryDatabaseOptionsDocument, (data) => data.queryRelatedDatabases), { width: 170 }),
    {
      kind: 'select',
      id: 'status',
      field: 'STATUS',
      value: 'text',
      label: 'State',
      width: 140,
      testId: 'query-filter-state',
      options: distinctOptions(QueryHistoryStatusOptionsDocument, (data) => data.queryDistinctStatus),
    },
    {
      kind: 'select',
      id: 'user',
      field: 'USER',
      value: 'id',
      label: 'User',
      width: 170,
      searchable: true,
      options: relatedOptions(QueryHistoryUserOptionsDocument, (data) => data.queryRelatedUsers),
    },
    { kind: 'datetimeRange', id: 'start_time', field: 'START_TIME', labels: ['From', 'To'] },
    { kind: 'numericRange', id: 'rows', field: 'ROWS', labels: ['Rows from', 'Rows to'] },
  ],
});

/** Spec 2 §4 display: offline, failed, stopped as error; pending, fetching as info; running as warning; success. */
export function stateColor(status: string): 'red' | 'blue' | 'yellow' | 'teal' | 'gray' {
  switch (status.toLowerCase()) {
    case 'offline':
    case 'failed':
    case 'stopped':
    case 'timed_out':
      return 'red';
    case 'pending':
    case 'fetching':
    case 'scheduled':
    case 'started':
      return 'blue';
    case 'running':
      return 'yellow';
    case 'success':
      return 'teal';
    default:
      return 'gray';
  }
}

/** A run's duration as SQL Lab shows it: HH:MM:SS.mmm (empty while it has not ended). */
export function formatDuration(startMs: number | null | undefined, endMs: number | null | undefined): string {
  if (startMs == null || endMs == null || endMs < startMs) return '';
  const total = Math.round(endMs - startMs);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

/** The SQL shown in the list: one line, cut at `max` characters. */
export function truncateSql(sql: string | null | undefined, max = 100): string {
  const line = (sql ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
