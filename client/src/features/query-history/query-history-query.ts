// Query history URL state -> `queries` variables, and the display rules of a run (spec 2 §4). Filter ids are
// Superset's (database, status, user, start_time).
import { pageAndOrder, searchText, type ListViewDefaults, type ListViewState } from '../../components/list-view/list-view-state';
import type { QueryFilter, QueryHistoryListQueryVariables, QueryOrderField } from '../../gql/graphql';

export const QUERY_HISTORY_PAGE_SIZE = 25;
export const QUERY_HISTORY_DEFAULTS: ListViewDefaults = { sort: { column: 'start_time', order: 'desc' }, viewMode: 'table' };

export const QUERY_SEARCH_FILTER_ID = 'sql';
export const QUERY_DATABASE_FILTER_ID = 'database';
export const QUERY_STATUS_FILTER_ID = 'status';
export const QUERY_USER_FILTER_ID = 'user';
export const QUERY_FROM_FILTER_ID = 'start_time_from';
export const QUERY_TO_FILTER_ID = 'start_time_to';

export const QUERY_SORT_FIELDS: Readonly<Record<string, QueryOrderField>> = {
  start_time: 'START_TIME',
  rows: 'ROWS',
  tab_name: 'TAB_NAME',
  'database.database_name': 'DATABASE_DATABASE_NAME',
  'user.first_name': 'USER_FIRST_NAME',
  sql: 'SQL',
};

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/** A `datetime-local` value (browser local time) as epoch milliseconds. */
export function localDateTimeMillis(value: unknown): number | null {
  if (typeof value !== 'string' || !value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

export function queryHistoryVariables(state: ListViewState, pageSize = QUERY_HISTORY_PAGE_SIZE): QueryHistoryListQueryVariables {
  const filters: QueryFilter[] = [];
  const search = searchText(state, QUERY_SEARCH_FILTER_ID);
  if (search !== null) filters.push({ field: 'SQL', op: 'CT', value: search });
  const database = idOf(state.filters[QUERY_DATABASE_FILTER_ID]);
  if (database !== null) filters.push({ field: 'DATABASE', op: 'REL_O_M', value: database });
  const status = state.filters[QUERY_STATUS_FILTER_ID];
  if (typeof status === 'string' && status) filters.push({ field: 'STATUS', op: 'EQ', value: status });
  const user = idOf(state.filters[QUERY_USER_FILTER_ID]);
  if (user !== null) filters.push({ field: 'USER', op: 'REL_O_M', value: user });
  const from = localDateTimeMillis(state.filters[QUERY_FROM_FILTER_ID]);
  if (from !== null) filters.push({ field: 'START_TIME', op: 'GT', value: from });
  const to = localDateTimeMillis(state.filters[QUERY_TO_FILTER_ID]);
  if (to !== null) filters.push({ field: 'START_TIME', op: 'LT', value: to });
  return { filters, ...pageAndOrder(state, QUERY_SORT_FIELDS, pageSize) };
}

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
