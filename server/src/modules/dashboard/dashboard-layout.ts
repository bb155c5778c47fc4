/**
 * The few layout operations the chart side needs on a dashboard's position_json (the v2 layout tree of spec 1
 * §3: ROOT_ID -> GRID_ID -> ROW -> CHART): append a chart, remove a chart. Pure; the constants, types and
 * nesting rules are layout-rules.ts'. Ids are Superset's `<TYPE>-<random>` form; `newId` is injectable so
 * tests are exact.
 */
import { parseJsonObjectOrNull } from '../../platform/json-text';
import { appendCharts, defaultLayout, newComponentId, ROOT_ID, type Layout, type LayoutComponent } from './layout-rules';

export type { Layout };
export type LayoutNode = LayoutComponent;

export interface LayoutChart {
  id: number;
  sliceName: string;
  uuid: string;
}

const isNode = (v: unknown): v is LayoutNode => typeof v === 'object' && v !== null && typeof (v as LayoutNode).id === 'string' && Array.isArray((v as LayoutNode).children);

/** The layout Superset gives a new dashboard: a root, one grid, a header with the title. */
export function emptyLayout(title: string): Layout {
  return defaultLayout(title);
}

/** position_json text -> layout; null, invalid or rootless JSON gives an empty layout with that title. */
export function parseLayout(text: string | null, title: string): Layout {
  // An unreadable layout is replaced, as Superset's client does when it cannot hydrate one. A layout with
  // top-level tabs has no grid under its root: the root is what makes it a layout.
  const parsed = parseJsonObjectOrNull(text);
  return parsed && isNode(parsed[ROOT_ID]) ? (parsed as unknown as Layout) : emptyLayout(title);
}

export function containsChart(layout: Layout, chartId: number): boolean {
  return Object.values(layout).some((n) => isNode(n) && n.type === 'CHART' && n.meta?.chartId === chartId);
}

/**
 * Appends a chart by the append rule every side shares (layout-rules' appendCharts: the first container,
 * its last row of charts while the chart fits in the 12 grid columns, else a new row). A chart already on
 * the layout is left where it is.
 */
export function appendChart(layout: Layout, chart: LayoutChart, newId: (type: 'ROW' | 'CHART') => string): Layout {
  return appendCharts(layout, [chart], (type) => newId(type));
}

/** Removes every node of the chart; a row or column left empty goes too (spec 1 §4 layout operations). */
export function removeChart(layout: Layout, chartId: number): Layout {
  const doomed = new Set(Object.values(layout).filter((n): n is LayoutNode => isNode(n) && n.type === 'CHART' && n.meta?.chartId === chartId).map((n) => n.id));
  if (!doomed.size) return layout;
  const next: Layout = { ...layout };
  for (const id of doomed) delete next[id];
  let changed = true;
  while (changed) {
    changed = false;
    for (const [key, node] of Object.entries(next)) {
      if (!isNode(node)) continue;
      const children = node.children.filter((c) => !doomed.has(c));
      if (children.length !== node.children.length) next[key] = { ...node, children };
      if (!children.length && (node.type === 'ROW' || node.type === 'COLUMN') && !doomed.has(key)) {
        doomed.add(key);
        delete next[key];
        changed = true;
      }
    }
  }
  return next;
}

/** A Superset-style component id: `<TYPE>-<10 url-safe characters>`. */
export function randomComponentId(type: string): string {
  return newComponentId(type);
}
