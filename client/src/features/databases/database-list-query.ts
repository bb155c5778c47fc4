// Databases list URL state -> `databases` query variables. Column ids are Superset's, so list URLs stay compatible.
import type { ListViewDefaults, ListViewState } from '../../components/list-view/list-view-state';
import type { DatabaseFilter, DatabaseListQueryVariables, DatabaseOrderField } from '../../gql/graphql';

export const DATABASE_LIST_PAGE_SIZE = 25;
/** Superset's database list opens sorted by name. */
export const DATABASE_LIST_DEFAULTS: ListViewDefaults = {
  sort: { column: 'database_name', order: 'asc' },
  viewMode: 'table',
};

/** The free-text search filter: Superset's database_name filter with the `ct` operator. */
export const DATABASE_SEARCH_FILTER_ID = 'database_name';

export const DATABASE_SORT_FIELDS: Readonly<Record<string, DatabaseOrderField>> = {
  database_name: 'DATABASE_NAME',
  allow_dml: 'ALLOW_DML',
  expose_in_sqllab: 'EXPOSE_IN_SQLLAB',
  allow_file_upload: 'ALLOW_FILE_UPLOAD',
  'created_by.first_name': 'CREATED_BY_FIRST_NAME',
  changed_on_delta_humanized: 'CHANGED_ON',
};

export function databaseListVariables(state: ListViewState, pageSize: number = DATABASE_LIST_PAGE_SIZE): DatabaseListQueryVariables {
  const filters: DatabaseFilter[] = [];
  const search = state.filters[DATABASE_SEARCH_FILTER_ID];
  if (typeof search === 'string' && search.trim() !== '') {
    filters.push({ field: 'DATABASE_NAME', op: 'CT', value: search.trim() });
  }
  const orderBy = state.sort ? DATABASE_SORT_FIELDS[state.sort.column] : undefined;
  return {
    filters,
    page: state.pageIndex,
    pageSize,
    // An unknown sort column (hand-edited URL) falls back to the server's default order.
    ...(orderBy && state.sort ? { orderBy, orderDirection: state.sort.order === 'asc' ? 'ASC' : 'DESC' } : {}),
  };
}
