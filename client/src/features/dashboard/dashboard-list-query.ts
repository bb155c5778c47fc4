// The dashboard list's declaration. Column and filter ids are Superset's (dashboard_title searched with
// title_or_slug, owners, created_by), so list URLs stay compatible.
import { defineList, optionsFrom, relatedOptions } from '../../components/list-view/list-spec';
import { DashboardListFilterOptionsDocument, type DashboardFilterField, type DashboardOrderField } from '../../gql/graphql';

export const DASHBOARD_LIST = defineList<DashboardFilterField, DashboardOrderField>({
  resourceName: 'dashboards',
  sortFields: { dashboard_title: 'DASHBOARD_TITLE', published: 'PUBLISHED', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'dashboard_title', field: 'DASHBOARD_TITLE', op: 'TITLE_OR_SLUG', label: 'Search dashboards' },
    {
      kind: 'select',
      id: 'owners',
      field: 'OWNERS',
      value: 'id',
      op: 'REL_M_M',
      label: 'Owner',
      searchable: true,
      options: optionsFrom(DashboardListFilterOptionsDocument, (data) => relatedOptions(data.owners.items)),
      testId: 'dashboard-filter-owner',
    },
    {
      kind: 'select',
      id: 'created_by',
      field: 'CREATED_BY',
      value: 'id',
      label: 'Created by',
      searchable: true,
      options: optionsFrom(DashboardListFilterOptionsDocument, (data) => relatedOptions(data.creators.items)),
      testId: 'dashboard-filter-created-by',
    },
  ],
});
