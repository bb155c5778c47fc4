// Dataset list URL state -> `datasets` query variables. Column and filter ids are Superset's, so list URLs
// stay compatible: table_name (search), database (id), schema.
import { pageAndOrder, searchText, type ListViewDefaults, type ListViewState } from '../../components/list-view/list-view-state';
import type { DatasetFilter, DatasetListQueryVariables, DatasetOrderField } from '../../gql/graphql';

/** Spec sections 2 and 9: page by 25, sorted by last change, newest first. */
export const DATASET_LIST_PAGE_SIZE = 25;
export const DATASET_LIST_DEFAULTS: ListViewDefaults = {
  sort: { column: 'changed_on_delta_humanized', order: 'desc' },
  viewMode: 'table',
};

export const DATASET_SEARCH_FILTER_ID = 'table_name';
export const DATASET_DATABASE_FILTER_ID = 'database';
export const DATASET_SCHEMA_FILTER_ID = 'schema';

export const DATASET_SORT_FIELDS: Readonly<Record<string, DatasetOrderField>> = {
  table_name: 'TABLE_NAME',
  schema: 'SCHEMA',
  'database.database_name': 'DATABASE_DATABASE_NAME',
  changed_on_delta_humanized: 'CHANGED_ON',
};

export function datasetListVariables(state: ListViewState, pageSize: number = DATASET_LIST_PAGE_SIZE): DatasetListQueryVariables {
  const filters: DatasetFilter[] = [];
  const search = searchText(state, DATASET_SEARCH_FILTER_ID);
  if (search !== null) filters.push({ field: 'TABLE_NAME', op: 'CT', value: search });
  const database = state.filters[DATASET_DATABASE_FILTER_ID];
  const databaseId = typeof database === 'number' ? database : typeof database === 'string' && /^\d+$/.test(database) ? Number(database) : null;
  if (databaseId !== null) filters.push({ field: 'DATABASE', op: 'REL_O_M', value: databaseId });
  const schema = state.filters[DATASET_SCHEMA_FILTER_ID];
  if (typeof schema === 'string' && schema !== '') filters.push({ field: 'SCHEMA', op: 'EQ', value: schema });

  return { filters, ...pageAndOrder(state, DATASET_SORT_FIELDS, pageSize) };
}

/** Superset's labels for the `kind` column. */
export const kindLabel = (kind: string): string => (kind === 'VIRTUAL' ? 'Virtual' : 'Physical');
