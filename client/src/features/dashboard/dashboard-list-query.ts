// The dashboard list's declaration. Column and filter ids are Superset's (dashboard_title searched with
// title_or_slug, owners, created_by, published; favorite and certified as its URL shows them), so list URLs
// stay compatible. The operators are the server's (dashboard.list-spec.ts): PUBLISHED takes EQ, and the
// favourite and certified tests are custom operators on ID.
import { createdByFilter, defineList, ownersFilter, relatedOptions } from '../../components/list-view/list-spec';
import { DashboardListCreatorOptionsDocument, DashboardListOwnerOptionsDocument, type DashboardFilterField, type DashboardOrderField } from '../../gql/graphql';
import { tagFilter } from '../tags/tag-filter';

export const DASHBOARD_LIST = defineList<DashboardFilterField, DashboardOrderField>({
  resourceName: 'dashboards',
  cards: { titleColumn: 'dashboard_title' },
  sortFields: { dashboard_title: 'DASHBOARD_TITLE', published: 'PUBLISHED', changed_on_delta_humanized: 'CHANGED_ON' },
  filters: [
    { kind: 'search', id: 'dashboard_title', field: 'DASHBOARD_TITLE', op: 'TITLE_OR_SLUG', label: 'Search dashboards' },
    ownersFilter('OWNERS', relatedOptions(DashboardListOwnerOptionsDocument, (data) => data.dashboardRelated), { testId: 'dashboard-filter-owner' }),
    createdByFilter('CREATED_BY', relatedOptions(DashboardListCreatorOptionsDocument, (data) => data.dashboardRelated), { testId: 'dashboard-filter-created-by' }),
    { kind: 'boolean', id: 'published', field: 'PUBLISHED', op: 'EQ', label: 'Status', choices: ['Published', 'Draft'], width: 140, testId: 'dashboard-filter-status' },
    { kind: 'boolean', id: 'favorite', field: 'ID', op: 'DASHBOARD_IS_FAVORITE', label: 'Favorite', choices: ['Yes', 'No'], width: 120, testId: 'dashboard-filter-favorite' },
    { kind: 'boolean', id: 'certified', field: 'ID', op: 'DASHBOARD_IS_CERTIFIED', label: 'Certified', choices: ['Yes', 'No'], width: 120, testId: 'dashboard-filter-certified' },
    tagFilter('TAGS', 'DASHBOARD_TAG_ID', 'dashboard-filter-tags'),
  ],
});
