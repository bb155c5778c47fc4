// Filter scoping as a tree of tabs and charts (spec 1 §3: scope {rootPath, excluded}) and the conversions
// between the charts checked in it and the stored scope. A scope names the largest fully checked tabs (so a
// chart added to such a tab later is in scope too); anything finer is the whole dashboard minus the charts
// left unchecked. Pure.
import { componentOf, ROOT_ID } from '@tessera/layout-rules';
import { chartIdOf, chartIdsUnder, type Layout } from '../layout/layout-model';
import { readScope, type FilterScope } from '../native-filters/filter-scope';

export interface ScopeNode {
  /** The layout component id (ROOT_ID for the dashboard, TAB-… for a tab, CHART-… for a chart). */
  id: string;
  label: string;
  chartId: number | null;
  children: ScopeNode[];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The dashboard's tabs and charts as a tree: ROOT → tabs (nested) → charts; rows, columns and headers flatten away. */
export function scopeTree(layout: Layout, chartNames: ReadonlyMap<number, string>): ScopeNode {
  const seen = new Set<string>();
  const childrenOf = (id: string): ScopeNode[] => {
    const component = componentOf(layout, id);
    if (!component || seen.has(id)) return [];
    seen.add(id);
    return component.children.flatMap((childId): ScopeNode[] => {
      const child = componentOf(layout, childId);
      if (!child) return [];
      if (child.type === 'CHART') {
        const chartId = chartIdOf(child);
        if (chartId === null) return [];
        const label = textOf(child.meta?.sliceNameOverride) || chartNames.get(chartId) || textOf(child.meta?.sliceName) || `Chart ${chartId}`;
        return [{ id: child.id, label, chartId, children: [] }];
      }
      if (child.type === 'TAB') return [{ id: child.id, label: textOf(child.meta?.text) || 'Tab', chartId: null, children: childrenOf(child.id) }];
      return childrenOf(child.id);
    });
  };
  return { id: ROOT_ID, label: 'All panels', chartId: null, children: childrenOf(ROOT_ID) };
}

/** The charts a scope holds (charts of the layout only). */
export function checkedCharts(layout: Layout, scope: unknown): Set<number> {
  const { rootPath, excluded } = readScope(scope);
  const out = new Set<number>();
  for (const root of rootPath) for (const id of chartIdsUnder(layout, root)) out.add(id);
  for (const id of excluded) out.delete(id);
  return out;
}

const chartsOf = (node: ScopeNode): number[] => (node.chartId !== null ? [node.chartId] : node.children.flatMap(chartsOf));

/** The stored scope of the checked charts. `alwaysOut` (a cross-filter's own chart) never counts against a tab. */
export function scopeOf(tree: ScopeNode, checked: ReadonlySet<number>, alwaysOut: number | null = null): FilterScope {
  const all = chartsOf(tree).filter((id) => id !== alwaysOut);
  if (all.every((id) => checked.has(id))) return { rootPath: [ROOT_ID], excluded: alwaysOut === null ? [] : [alwaysOut] };
  const tabs: string[] = [];
  const covered = new Set<number>();
  const visit = (node: ScopeNode) => {
    const charts = chartsOf(node).filter((id) => id !== alwaysOut);
    if (node.id !== ROOT_ID && node.chartId === null && charts.length > 0 && charts.every((id) => checked.has(id))) {
      tabs.push(node.id);
      for (const id of charts) covered.add(id);
      return;
    }
    node.children.forEach(visit);
  };
  visit(tree);
  const rest = [...checked].filter((id) => !covered.has(id) && id !== alwaysOut);
  if (tabs.length > 0 && rest.length === 0) {
    const inside = new Set(tabs.flatMap((tab) => chartsOf(findNode(tree, tab)!)));
    return { rootPath: tabs, excluded: alwaysOut !== null && inside.has(alwaysOut) ? [alwaysOut] : [] };
  }
  return { rootPath: [ROOT_ID], excluded: chartsOf(tree).filter((id) => !checked.has(id) || id === alwaysOut) };
}

function findNode(node: ScopeNode, id: string): ScopeNode | null {
  if (node.id === id) return node;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** The tabs a scope reaches (Superset's tabsInScope): its root tabs and the tabs under them. */
export function tabsInScope(layout: Layout, scope: FilterScope): string[] {
  const out = new Set<string>();
  const walk = (id: string) => {
    const component = componentOf(layout, id);
    if (!component) return;
    if (component.type === 'TAB') out.add(id);
    component.children.forEach(walk);
  };
  scope.rootPath.forEach(walk);
  return [...out];
}

/** Charts that were in a filter's scope and, after a layout change, are not (but are still on the dashboard). */
export function chartsMovedOutOfScope(scopes: ReadonlyArray<unknown>, before: Layout, after: Layout): number[] {
  const onDashboard = new Set(chartIdsUnder(after, ROOT_ID));
  const moved = new Set<number>();
  for (const scope of scopes) {
    const now = checkedCharts(after, scope);
    for (const id of checkedCharts(before, scope)) if (onDashboard.has(id) && !now.has(id)) moved.add(id);
  }
  return [...moved];
}

export const MOVED_OUT_OF_SCOPE_TEXT = 'This chart has been moved to a different filter scope.';
