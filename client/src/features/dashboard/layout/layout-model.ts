// The dashboard layout as the page reads it (pure): the stored position made whole (default layout, charts
// missing from it appended per spec 1 §4), which charts sit under a component, which tabs are active and which
// charts are therefore visible.
import { appendCharts, componentOf, defaultLayout, ROOT_ID, type Layout, type LayoutComponent } from '@tessera/layout-rules';

export type { Layout, LayoutComponent };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const metaNumber = (component: LayoutComponent, key: string, fallback: number): number => {
  const value = component.meta?.[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
};

export const chartIdOf = (component: LayoutComponent): number | null => {
  const value = component.meta?.chartId;
  return typeof value === 'number' ? value : null;
};

/** The stored position, or the default layout when there is none, with every chart of the dashboard placed
 * by the shared append rule (spec 1 §4); the ids of appended components are stable across renders. */
export function completeLayout(position: unknown, charts: ReadonlyArray<{ id: number; sliceName: string }>): Layout {
  const layout: Layout = isObject(position) && isObject(position[ROOT_ID]) ? (position as Layout) : defaultLayout();
  return appendCharts(layout, charts, (type, chartId) => `${type}-appended-${chartId}`);
}

/** The chart ids under a component, in layout order. */
export function chartIdsUnder(layout: Layout, id: string, seen = new Set<string>()): number[] {
  const component = componentOf(layout, id);
  if (!component || seen.has(id)) return [];
  seen.add(id);
  if (component.type === 'CHART') {
    const chartId = chartIdOf(component);
    return chartId === null ? [] : [chartId];
  }
  return component.children.flatMap((child) => chartIdsUnder(layout, child, seen));
}

/** Every TABS component id -> its selected tab: the one named in `activeTabs`, else its first tab. */
export function selectedTabs(layout: Layout, activeTabs: readonly string[]): Record<string, string> {
  const active = new Set(activeTabs);
  const selection: Record<string, string> = {};
  for (const value of Object.values(layout)) {
    if (typeof value !== 'object' || value.type !== 'TABS' || value.children.length === 0) continue;
    selection[value.id] = value.children.find((tab) => active.has(tab)) ?? value.children[0];
  }
  return selection;
}

/** The id of the CHART component holding this chart, or null when the layout does not place it. */
export function chartComponentId(layout: Layout, chartId: number): string | null {
  for (const value of Object.values(layout)) if (typeof value === 'object' && value.type === 'CHART' && chartIdOf(value) === chartId) return value.id;
  return null;
}

/** The tabs a component sits in, outermost first (to show a chart or anchor, select each of them). */
export function tabPathTo(layout: Layout, id: string): string[] {
  const component = componentOf(layout, id);
  const path = [...(component?.parents ?? []), id];
  return path.filter((step) => componentOf(layout, step)?.type === 'TAB');
}

/** The charts a person can see: those not inside an unselected tab. */
export function visibleChartIds(layout: Layout, selection: Record<string, string>): number[] {
  const walk = (id: string, seen: Set<string>): number[] => {
    const component = componentOf(layout, id);
    if (!component || seen.has(id)) return [];
    seen.add(id);
    if (component.type === 'CHART') {
      const chartId = chartIdOf(component);
      return chartId === null ? [] : [chartId];
    }
    const children = component.type === 'TABS' ? component.children.filter((tab) => tab === selection[component.id]) : component.children;
    return children.flatMap((child) => walk(child, seen));
  };
  return walk(ROOT_ID, new Set());
}

/** The selected tab of each TABS, as the list Superset keeps in activeTabs and permalinks. */
export const activeTabList = (selection: Record<string, string>): string[] => Object.values(selection);
