// Databases list URL state -> `databases` query variables. Column ids are Superset's, so list URLs stay compatible.
import { pageAndOrder, searchText, type ListViewDefaults, type ListViewState } from '../../components/list-view/list-view-state';
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
  const search = searchText(state, DATABASE_SEARCH_FILTER_ID);
  if (search !== null) filters.push({ field: 'DATABASE_NAME', op: 'CT', value: search });
  return { filters, ...pageAndOrder(state, DATABASE_SORT_FIELDS, pageSize) };
}
