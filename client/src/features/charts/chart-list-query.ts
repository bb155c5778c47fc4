// Chart list URL state -> `charts` query variables. Column ids are Superset's, so list URLs stay compatible.
import { pageAndOrder, searchText, type ListViewDefaults, type ListViewState } from '../../components/list-view/list-view-state';
import type { ChartFilter, ChartListQueryVariables, ChartOrderField } from '../../gql/graphql';

/** Spec section 9: lists page by 25, sorted by last change, newest first. */
export const CHART_LIST_PAGE_SIZE = 25;
export const CHART_LIST_DEFAULTS: ListViewDefaults = {
  sort: { column: 'changed_on_delta_humanized', order: 'desc' },
  viewMode: 'table',
};

/** The free-text search filter: Superset's slice_name filter with the chart_all_text operator. */
export const CHART_SEARCH_FILTER_ID = 'slice_name';

export const CHART_SORT_FIELDS: Readonly<Record<string, ChartOrderField>> = {
  slice_name: 'SLICE_NAME',
  viz_type: 'VIZ_TYPE',
  datasource_name: 'DATASOURCE_NAME',
  changed_on_delta_humanized: 'CHANGED_ON',
};

export function chartListVariables(state: ListViewState, pageSize: number = CHART_LIST_PAGE_SIZE): ChartListQueryVariables {
  const filters: ChartFilter[] = [];
  const search = searchText(state, CHART_SEARCH_FILTER_ID);
  if (search !== null) filters.push({ field: 'SLICE_NAME', op: 'CHART_ALL_TEXT', value: search });
  return { filters, ...pageAndOrder(state, CHART_SORT_FIELDS, pageSize) };
}
