// The dashboard layout as the page reads it (pure): the stored position made whole (default layout, charts
// missing from it appended per spec 1 §4), which charts sit under a component, which tabs are active and which
// charts are therefore visible.
import {
  componentOf,
  defaultLayout,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  ROOT_ID,
  topLevelTabsId,
  type Layout,
  type LayoutComponent,
} from '@tessera/layout-rules';

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

/** The component that new content goes into: the first tab of top-level tabs, else the grid. */
function firstContainerId(layout: Layout): string | null {
  const tabs = topLevelTabsId(layout);
  if (tabs) return componentOf(layout, tabs)?.children[0] ?? null;
  return componentOf(layout, GRID_ID) ? GRID_ID : (componentOf(layout, ROOT_ID)?.children[0] ?? null);
}

/** The stored position, or the default layout when there is none, with every chart of the dashboard placed:
 * charts the layout does not hold go into new rows at the end of the first container, a new row starting when
 * the current one is full (spec 1 §4). */
export function completeLayout(position: unknown, charts: ReadonlyArray<{ id: number; sliceName: string }>): Layout {
  const layout: Layout = isObject(position) && isObject(position[ROOT_ID]) ? structuredClone(position as Layout) : defaultLayout();
  const placed = new Set<number>();
  for (const value of Object.values(layout)) {
    if (typeof value === 'object' && value.type === 'CHART') {
      const id = chartIdOf(value);
      if (id !== null) placed.add(id);
    }
  }
  const missing = charts.filter((chart) => !placed.has(chart.id));
  const containerId = firstContainerId(layout);
  const container = containerId ? componentOf(layout, containerId) : undefined;
  if (missing.length === 0 || !container) return layout;

  const parents = [...(container.parents ?? []), container.id];
  let row: LayoutComponent | null = null;
  let rowWidth = 0;
  for (const chart of missing) {
    if (!row || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = { id: `ROW-appended-${chart.id}`, type: 'ROW', children: [], parents, meta: { background: 'BACKGROUND_TRANSPARENT' } };
      layout[row.id] = row;
      container.children = [...container.children, row.id];
      rowWidth = 0;
    }
    const id = `CHART-appended-${chart.id}`;
    layout[id] = { id, type: 'CHART', children: [], parents: [...parents, row.id], meta: { chartId: chart.id, sliceName: chart.sliceName, width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT } };
    row.children.push(id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  return layout;
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
