// The chart list's declaration. Column and filter ids are Superset's (slice_name searched with
// chart_all_text; owners, created_by / changed_by, viz_type, datasource_id, dashboards, favorite, certified),
// so list URLs stay compatible. The operators are the server's (chart.list-spec.ts): the favourite and
// certified tests are custom operators on ID.
import { defineList, fixedOptions, ownersFilter, relatedOptions, searchedOptions } from '../../components/list-view/list-spec';
import {
  ChartListChangedByOptionsDocument,
  ChartListDashboardOptionsDocument,
  ChartListDatasetOptionsDocument,
  ChartListOwnerOptionsDocument,
  type ChartFilterField,
  type ChartOrderField,
} from '../../gql/graphql';
import { registeredVizs } from '../../viz/registry';
import { tagFilter } from '../tags/tag-filter';

/** Every chart type the client draws, by name. */
export const vizTypeOptions = () =>
  registeredVizs()
    .map((viz) => ({ value: viz.vizTypes[0], label: viz.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

export const CHART_LIST = defineList<ChartFilterField, ChartOrderField>({
  resourceName: 'charts',
  cards: { titleColumn: 'slice_name' },
  sortFields: { slice_name: 'SLICE_NAME', viz_type: 'VIZ_TYPE', datasource_name: 'DATASOURCE_NAME', changed_on_delta_humanized: 'CHANGED_ON', 'changed_by.first_name': 'CHANGED_BY_FIRST_NAME' },
  filters: [
    { kind: 'search', id: 'slice_name', field: 'SLICE_NAME', op: 'CHART_ALL_TEXT', label: 'Search charts' },
    tagFilter('TAGS', 'CHART_TAG_ID', 'chart-filter-tags'),
    ownersFilter('OWNERS', relatedOptions(ChartListOwnerOptionsDocument, (data) => data.chartRelatedUsers), { testId: 'chart-filter-owner' }),
    {
      kind: 'select',
      id: 'changed_by',
      field: 'CHANGED_BY',
      value: 'id',
      label: 'Modified by',
      searchable: true,
      options: relatedOptions(ChartListChangedByOptionsDocument, (data) => data.chartRelatedUsers),
      testId: 'chart-filter-modified-by',
    },
    { kind: 'select', id: 'viz_type', field: 'VIZ_TYPE', value: 'text', label: 'Type', searchable: true, options: fixedOptions(vizTypeOptions), testId: 'chart-filter-type' },
    {
      kind: 'select',
      id: 'datasource_id',
      field: 'DATASOURCE_ID',
      value: 'id',
      op: 'EQ',
      label: 'Dataset',
      searchable: true,
      options: searchedOptions(ChartListDatasetOptionsDocument, (data) => data.datasets, (d) => ({ value: String(d.id), label: d.schema ? `${d.schema}.${d.tableName}` : d.tableName })),
      testId: 'chart-filter-dataset',
    },
    {
      kind: 'select',
      id: 'dashboards',
      field: 'DASHBOARDS',
      value: 'id',
      op: 'REL_M_M',
      label: 'Dashboard',
      searchable: true,
      options: searchedOptions(ChartListDashboardOptionsDocument, (data) => data.dashboards, (d) => ({ value: String(d.id), label: d.dashboardTitle })),
      testId: 'chart-filter-dashboard',
    },
    { kind: 'boolean', id: 'favorite', field: 'ID', op: 'CHART_IS_FAVORITE', label: 'Favorite', choices: ['Yes', 'No'], width: 120, testId: 'chart-filter-favorite' },
    { kind: 'boolean', id: 'certified', field: 'ID', op: 'CHART_IS_CERTIFIED', label: 'Certified', choices: ['Yes', 'No'], width: 120, testId: 'chart-filter-certified' },
  ],
});
