/**
 * The few layout operations the chart side needs on a dashboard's position_json (the v2 layout tree of spec 1
 * §3: ROOT_ID -> GRID_ID -> ROW -> CHART): append a chart, remove a chart. Pure; the constants, types and
 * nesting rules are layout-rules.ts'. Ids are Superset's `<TYPE>-<random>` form; `newId` is injectable so
 * tests are exact.
 */
import { parseJsonObjectOrNull } from '../../platform/json-text';
import {
  componentOf,
  defaultLayout,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  newComponentId,
  ROOT_ID,
  type Layout,
  type LayoutComponent,
} from './layout-rules';

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
  // An unreadable layout is replaced, as Superset's client does when it cannot hydrate one.
  const parsed = parseJsonObjectOrNull(text);
  return parsed && isNode(parsed[ROOT_ID]) && isNode(parsed[GRID_ID]) ? (parsed as unknown as Layout) : emptyLayout(title);
}

export function containsChart(layout: Layout, chartId: number): boolean {
  return Object.values(layout).some((n) => isNode(n) && n.type === 'CHART' && n.meta?.chartId === chartId);
}

const widthOf = (layout: Layout, id: string): number => {
  const node = componentOf(layout, id);
  return node ? Number(node.meta?.width ?? GRID_DEFAULT_CHART_WIDTH) || GRID_DEFAULT_CHART_WIDTH : 0;
};

/**
 * Appends a chart to the grid: into the last row when it holds only charts and has room for one more
 * (row widths never exceed the grid's 12 columns), otherwise into a new row. A chart already on the layout
 * is left where it is.
 */
export function appendChart(layout: Layout, chart: LayoutChart, newId: (type: 'ROW' | 'CHART') => string): Layout {
  if (containsChart(layout, chart.id)) return layout;
  const next: Layout = { ...layout };
  const grid = next[GRID_ID] as LayoutNode;
  const lastRowId = grid.children[grid.children.length - 1];
  const lastRow = lastRowId ? next[lastRowId] : undefined;
  let row: LayoutNode;
  if (
    isNode(lastRow) &&
    lastRow.type === 'ROW' &&
    lastRow.children.every((c) => isNode(next[c]) && (next[c] as LayoutNode).type === 'CHART') &&
    lastRow.children.reduce((sum, c) => sum + widthOf(next, c), 0) + GRID_DEFAULT_CHART_WIDTH <= GRID_COLUMN_COUNT
  ) {
    row = { ...lastRow, children: [...lastRow.children] };
  } else {
    row = { id: newId('ROW'), type: 'ROW', children: [], parents: [ROOT_ID, GRID_ID], meta: { background: 'BACKGROUND_TRANSPARENT' } };
    next[GRID_ID] = { ...grid, children: [...grid.children, row.id] };
  }
  const chartNode: LayoutNode = {
    id: newId('CHART'),
    type: 'CHART',
    children: [],
    parents: [ROOT_ID, GRID_ID, row.id],
    meta: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, chartId: chart.id, sliceName: chart.sliceName, uuid: chart.uuid },
  };
  row.children.push(chartNode.id);
  next[row.id] = row;
  next[chartNode.id] = chartNode;
  return next;
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
