// What the home page shows in each section and tab (spec 1 §2, §9), and where each section's "See all" leads:
// the list filtered the same way, its filters in the address as the list keeps them.
import { listViewSearch, type ListViewState } from '../../components/list-view/list-view-state';
import type { HomePageQuery } from '../../gql/graphql';

/** Spec 1 §9: five items per section; the Edited list shows three. */
export const HOME_ITEMS = 5;
export const HOME_EDITED_ITEMS = 3;

export type RecentsTab = 'Viewed' | 'Edited' | 'Created';
export const RECENTS_TABS: readonly RecentsTab[] = ['Viewed', 'Edited', 'Created'];
export type ObjectsTab = 'Favorite' | 'Mine' | 'Other';
export const OBJECTS_TABS: readonly ObjectsTab[] = ['Favorite', 'Mine', 'Other'];

export interface RecentItem {
  key: string;
  kind: 'dashboard' | 'chart';
  title: string;
  url: string;
  /** When it was viewed, edited or created (ISO). */
  time: string;
}

/** A list the page could not read (the person may not see saved queries, say: the answer holds null there and
 * an error) shows as empty, and the other sections still show. */
export function readable<List extends { items: readonly unknown[] }>(list: List | null | undefined): List['items'] {
  return list?.items ?? [];
}

type Recent = { id: number; url: string; changedOn: string; createdOn: string };

function merged(dashboards: ReadonlyArray<Recent & { dashboardTitle: string }>, charts: ReadonlyArray<Recent & { sliceName: string }>, at: 'changedOn' | 'createdOn', limit: number): RecentItem[] {
  return [
    ...dashboards.map((d) => ({ key: `dashboard-${d.id}`, kind: 'dashboard' as const, title: d.dashboardTitle, url: d.url, time: d[at] })),
    ...charts.map((c) => ({ key: `chart-${c.id}`, kind: 'chart' as const, title: c.sliceName, url: c.url, time: c[at] })),
  ]
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** A Recents tab's items, newest first: views from the action log, or the dashboards and charts the person last
 * changed (three) or created (five). */
export function recentItems(data: HomePageQuery, tab: RecentsTab): RecentItem[] {
  switch (tab) {
    case 'Viewed':
      return ((data.viewed as HomePageQuery['viewed'] | null) ?? []).slice(0, HOME_ITEMS).map((v) => ({
        key: `${v.itemType === 'DASHBOARD' ? 'dashboard' : 'chart'}-${v.itemId}`,
        kind: v.itemType === 'DASHBOARD' ? 'dashboard' : 'chart',
        title: v.itemTitle,
        url: v.itemUrl,
        time: v.time,
      }));
    case 'Edited':
      return merged(readable(data.editedDashboards), readable(data.editedCharts), 'changedOn', HOME_EDITED_ITEMS);
    case 'Created':
      return merged(readable(data.createdDashboards), readable(data.createdCharts), 'createdOn', HOME_ITEMS);
  }
}

/** The first tab that has something to show, else the first tab. */
export function firstTabWithItems<T extends string>(tabs: readonly T[], count: (tab: T) => number): T {
  return tabs.find((tab) => count(tab) > 0) ?? tabs[0];
}

const LISTS = { dashboard: '/dashboard/list/', chart: '/chart/list/' } as const;

/** The list filters a tab stands for, by the lists' own filter ids (dashboard-list-query.ts, chart-list-query.ts). */
function tabFilters(tab: ObjectsTab, me: number): ListViewState['filters'] {
  switch (tab) {
    case 'Favorite':
      return { favorite: true };
    case 'Mine':
      return { owners: me };
    case 'Other':
      return {};
  }
}

/** "See all" of the Dashboards or Charts section: the list as cards, filtered like the tab, newest change first. */
export function seeAllLink(kind: keyof typeof LISTS, tab: ObjectsTab, me: number): string {
  const state: ListViewState = { pageIndex: 0, sort: { column: 'changed_on_delta_humanized', order: 'desc' }, filters: tabFilters(tab, me), viewMode: 'card' };
  return `${LISTS[kind]}${listViewSearch(state)}`;
}

/** The saved query list holds only the person's own queries: "Mine" is the whole list. */
export const SAVED_QUERIES_LINK = '/savedqueryview/list/';
