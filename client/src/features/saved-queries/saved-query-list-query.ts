// Saved query list URL state -> `savedQueries` variables. Filter and column ids are Superset's (label with
// all_text for the search, database, schema), so list URLs stay compatible.
import { pageAndOrder, searchText, type ListViewDefaults, type ListViewState } from '../../components/list-view/list-view-state';
import type { SavedQueryFilter, SavedQueryListQueryVariables, SavedQueryOrderField } from '../../gql/graphql';

/** Spec 2 §9: page size 25, sorted by last change (changed_on_delta_humanized), newest first. */
export const SAVED_QUERY_LIST_PAGE_SIZE = 25;
export const SAVED_QUERY_LIST_DEFAULTS: ListViewDefaults = {
  sort: { column: 'changed_on_delta_humanized', order: 'desc' },
  viewMode: 'table',
};

export const SAVED_QUERY_SEARCH_FILTER_ID = 'label';
export const SAVED_QUERY_DATABASE_FILTER_ID = 'database';
export const SAVED_QUERY_SCHEMA_FILTER_ID = 'schema';

export const SAVED_QUERY_SORT_FIELDS: Readonly<Record<string, SavedQueryOrderField>> = {
  label: 'LABEL',
  'database.database_name': 'DATABASE_DATABASE_NAME',
  schema: 'SCHEMA',
  created_on: 'CREATED_ON',
  changed_on_delta_humanized: 'CHANGED_ON',
};

export function savedQueryListVariables(state: ListViewState, pageSize: number = SAVED_QUERY_LIST_PAGE_SIZE): SavedQueryListQueryVariables {
  const filters: SavedQueryFilter[] = [];
  const search = searchText(state, SAVED_QUERY_SEARCH_FILTER_ID);
  if (search !== null) filters.push({ field: 'LABEL', op: 'ALL_TEXT', value: search });
  const database = state.filters[SAVED_QUERY_DATABASE_FILTER_ID];
  const databaseId = typeof database === 'number' ? database : typeof database === 'string' && /^\d+$/.test(database) ? Number(database) : null;
  if (databaseId !== null) filters.push({ field: 'DATABASE', op: 'REL_O_M', value: databaseId });
  const schema = state.filters[SAVED_QUERY_SCHEMA_FILTER_ID];
  if (typeof schema === 'string' && schema !== '') filters.push({ field: 'SCHEMA', op: 'EQ', value: schema });
  return { filters, ...pageAndOrder(state, SAVED_QUERY_SORT_FIELDS, pageSize) };
}

/** The link 'Copy link' puts on the clipboard: SQL Lab opening the saved query. */
export function savedQueryLink(origin: string, id: number): string {
  return `${origin}/sqllab/?savedQueryId=${id}`;
}

/** Superset's bulk-delete confirmation word. */
export const DELETE_CONFIRMATION = 'DELETE';
