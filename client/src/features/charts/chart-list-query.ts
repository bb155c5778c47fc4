// The chart list's declaration. Column and filter ids are Superset's, so list URLs stay compatible; the
// search is Superset's slice_name filter with the chart_all_text operator.
import { defineList } from '../../components/list-view/list-spec';
import type { ChartFilterField, ChartOrderField } from '../../gql/graphql';
import { tagFilter } from '../tags/tag-filter';

export const CHART_LIST = defineList<ChartFilterField, ChartOrderField>({
  resourceName: 'charts',
  sortFields: { slice_name: 'SLICE_NAME', viz_type: 'VIZ_TYPE', datasource_name: 'DATASOURCE_NAME', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'slice_name', field: 'SLICE_NAME', op: 'CHART_ALL_TEXT', label: 'Search charts' },
    tagFilter('TAGS', 'CHART_TAG_ID', 'chart-filter-tags'),
  ],
});
