import { listQueryVariables } from '../../components/list-view/list-spec';
import { decodeListViewState } from '../../components/list-view/list-view-state';
import type { HomePageQuery } from '../../gql/graphql';
import { CHART_LIST } from '../charts/chart-list-query';
import { DASHBOARD_LIST } from '../dashboard/dashboard-list-query';
import { firstTabWithItems, HOME_EDITED_ITEMS, HOME_ITEMS, OBJECTS_TABS, recentItems, seeAllLink } from './home-sections';

const dashboard = (id: number, changedOn: string, createdOn = changedOn) => ({ id, dashboardTitle: `D${id}`, url: `/superset/dashboard/${id}/`, changedOn, createdOn });
const chart = (id: number, changedOn: string, createdOn = changedOn) => ({ id, sliceName: `C${id}`, url: `/explore/?slice_id=${id}`, changedOn, createdOn });
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

const page = (over: Partial<HomePageQuery>): HomePageQuery =>
  ({
    viewed: [],
    editedDashboards: { items: [] },
    editedCharts: { items: [] },
    createdDashboards: { items: [] },
    createdCharts: { items: [] },
    ...over,
  }) as unknown as HomePageQuery;

describe('the home page Recents', () => {
  it('merges edited dashboards and charts, newest change first, and shows three', () => {
    const data = page({
      editedDashboards: { items: [dashboard(1, day(5)), dashboard(2, day(1)), dashboard(3, day(3))] },
      editedCharts: { items: [chart(7, day(4)), chart(8, day(6)), chart(9, day(2))] },
    } as Partial<HomePageQuery>);
    const items = recentItems(data, 'Edited');
    expect(items).toHaveLength(HOME_EDITED_ITEMS);
    expect(items.map((item) => item.key)).toEqual(['chart-8', 'dashboard-1', 'chart-7']);
    expect(items[0]).toMatchObject({ kind: 'chart', title: 'C8', url: '/explore/?slice_id=8' });
  });

  it('orders created objects by creation, five at most', () => {
    const data = page({
      createdDashboards: { items: [1, 2, 3, 4].map((id) => dashboard(id, day(20), day(id))) },
      createdCharts: { items: [5, 6, 7].map((id) => chart(id, day(1), day(id))) },
    } as Partial<HomePageQuery>);
    expect(recentItems(data, 'Created').map((item) => item.key)).toEqual(['chart-7', 'chart-6', 'chart-5', 'dashboard-4', 'dashboard-3']);
    expect(HOME_ITEMS).toBe(5);
  });

  it('lists the views the action log answers, as dashboards or charts', () => {
    const data = page({
      viewed: [
        { action: 'mount_dashboard', itemType: 'DASHBOARD', itemId: 4, itemUrl: '/superset/dashboard/4/', itemTitle: 'Sales', time: day(3) },
        { action: 'mount_explorer', itemType: 'SLICE', itemId: 9, itemUrl: '/explore/?slice_id=9', itemTitle: 'Boys', time: day(2) },
      ],
    } as Partial<HomePageQuery>);
    expect(recentItems(data, 'Viewed')).toEqual([
      { key: 'dashboard-4', kind: 'dashboard', title: 'Sales', url: '/superset/dashboard/4/', time: day(3) },
      { key: 'chart-9', kind: 'chart', title: 'Boys', url: '/explore/?slice_id=9', time: day(2) },
    ]);
  });

  it('reads a list the page could not fetch as empty', () => {
    expect(recentItems(page({ viewed: null, editedCharts: null } as unknown as Partial<HomePageQuery>), 'Edited')).toEqual([]);
    expect(recentItems(page({ viewed: null } as unknown as Partial<HomePageQuery>), 'Viewed')).toEqual([]);
  });

  it('opens on the first tab with something in it', () => {
    expect(firstTabWithItems(OBJECTS_TABS, (tab) => (tab === 'Favorite' ? 0 : 2))).toBe('Mine');
    expect(firstTabWithItems(OBJECTS_TABS, () => 0)).toBe('Favorite');
  });
});

describe('"See all" opens the list filtered like the tab', () => {
  const filtersOf = (link: string, spec: typeof CHART_LIST | typeof DASHBOARD_LIST) => {
    const url = new URL(link, 'http://localhost');
    const state = decodeListViewState(url.search, spec.defaults);
    return { path: url.pathname, state, filters: listQueryVariables(spec as typeof CHART_LIST, state).filters };
  };

  it('sends the favourite tabs to the favourite filter', () => {
    expect(filtersOf(seeAllLink('chart', 'Favorite', 3), CHART_LIST)).toMatchObject({ path: '/chart/list/', filters: [{ field: 'ID', op: 'CHART_IS_FAVORITE', value: true }] });
    expect(filtersOf(seeAllLink('dashboard', 'Favorite', 3), DASHBOARD_LIST)).toMatchObject({ path: '/dashboard/list/', filters: [{ field: 'ID', op: 'DASHBOARD_IS_FAVORITE', value: true }] });
  });

  it('sends Mine to the owner filter set to the person, and Other to the whole list, as cards newest first', () => {
    const mine = filtersOf(seeAllLink('chart', 'Mine', 3), CHART_LIST);
    expect(mine.filters).toEqual([{ field: 'OWNERS', op: 'REL_M_M', value: 3 }]);
    expect(mine.state).toMatchObject({ viewMode: 'card', sort: { column: 'changed_on_delta_humanized', order: 'desc' } });
    expect(filtersOf(seeAllLink('dashboard', 'Mine', 3), DASHBOARD_LIST).filters).toEqual([{ field: 'OWNERS', op: 'REL_M_M', value: 3 }]);
    expect(filtersOf(seeAllLink('dashboard', 'Other', 3), DASHBOARD_LIST).filters).toEqual([]);
  });
});
