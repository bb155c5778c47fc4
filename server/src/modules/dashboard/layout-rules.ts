/**
 * The dashboard layout's rules, shared by the server (position_json validation) and the client (renderer
 * and editor, through the `@tessera/layout-rules` alias): component types, the fixed ids, the grid
 * constants, which parent takes which child at which depth (after Superset's isValidChild), how deep the
 * children of a component sit, and the default layout. Pure and import-free on purpose: two build systems
 * read this one file.
 *
 * Depth counts container nesting, as Superset's renderer passes it down:
 *   root (0) > grid (1) > row (2) > column (3) > row (4) > chart (5)
 *   root (0) > grid (1) > tabs (2) > tab (2) > row (2) > column (3) > row (4) > chart (5)
 *   root (0) > tabs (1) > tab (1) > row (2) > column (3) > row (4) > chart (5)     (top-level tabs)
 * Tabs and a nested tab do not deepen their children; a top-level tab renders its content as a grid
 * would, one level down.
 */

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_VERSION = 'v2';

export const DASHBOARD_ROOT_DEPTH = 0;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_ROW_HEIGHT_UNIT = 2 * GRID_BASE_UNIT;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** The most characters a layout may take as JSON text (Superset's DASHBOARD_POSITION_DATA_LIMIT). */
export const DASHBOARD_POSITION_DATA_LIMIT = 65535;

export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;
export const BACKGROUNDS = ['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE'] as const;

export const COMPONENT_TYPES = ['ROOT', 'GRID', 'ROW', 'COLUMN', 'TABS', 'TAB', 'HEADER', 'CHART', 'MARKDOWN', 'DIVIDER', 'DYNAMIC', 'NEW_COMPONENT_SOURCE'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const isComponentType = (value: unknown): value is ComponentType => typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);

/** Types that hold other components. */
export const CONTAINER_TYPES: readonly ComponentType[] = ['ROOT', 'GRID', 'ROW', 'COLUMN', 'TABS', 'TAB'];

export interface LayoutComponent {
  id: string;
  type: string;
  children: string[];
  /** The ids from the root down to the parent (the client keeps them; the server stores them as sent). */
  parents?: string[];
  /** width/height in grid units, chartId/sliceName/uuid of a chart, text/code of headers, tabs and markdown, ... */
  meta?: Record<string, unknown>;
}

/** position_json: component id -> component, plus the version key. */
export type Layout = Record<string, LayoutComponent | string>;

const depth = (n: number) => DASHBOARD_ROOT_DEPTH + n;

/**
 * Parent type -> child type -> the deepest the parent may sit to take that child (Superset's
 * parentMaxDepthLookup). A pair that is not listed is never valid.
 */
export const PARENT_MAX_DEPTH: Readonly<Record<ComponentType, Readonly<Partial<Record<ComponentType, number>>>>> = {
  ROOT: { TABS: depth(0), GRID: depth(0) },
  GRID: { CHART: depth(1), DYNAMIC: depth(1), MARKDOWN: depth(1), COLUMN: depth(1), DIVIDER: depth(1), HEADER: depth(1), ROW: depth(1), TABS: depth(1) },
  ROW: { CHART: depth(4), DYNAMIC: depth(4), MARKDOWN: depth(4), COLUMN: depth(4) },
  TABS: { TAB: depth(3) },
  TAB: { CHART: depth(5), DYNAMIC: depth(5), MARKDOWN: depth(5), COLUMN: depth(3), DIVIDER: depth(5), HEADER: depth(5), ROW: depth(3), TABS: depth(3) },
  COLUMN: { CHART: depth(5), HEADER: depth(5), MARKDOWN: depth(5), ROW: depth(3), DIVIDER: depth(3), TABS: depth(3) },
  CHART: {},
  DYNAMIC: {},
  DIVIDER: {},
  HEADER: {},
  MARKDOWN: {},
  NEW_COMPONENT_SOURCE: {},
};

/** Whether a parent of `parentType` at `parentDepth` may take a child of `childType`. */
export function isValidChild(parentType: string, childType: string, parentDepth: number): boolean {
  if (!isComponentType(parentType) || !isComponentType(childType) || !Number.isInteger(parentDepth)) return false;
  const maxDepth = PARENT_MAX_DEPTH[parentType][childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/**
 * The depth of the children of a component: one deeper, except under tabs and a nested tab; a top-level
 * tab (a tab of the tabs directly under the root) renders its content one level down, as the grid does.
 */
export function childDepth(parentType: string, parentDepth: number, parentIsTopLevelTab = false): number {
  if (parentType === 'TABS') return parentDepth;
  if (parentType === 'TAB') return parentIsTopLevelTab ? parentDepth + 1 : parentDepth;
  return parentDepth + 1;
}

/** The component behind an id, or undefined (also for the version key). */
export function componentOf(layout: Layout, id: string): LayoutComponent | undefined {
  const value = layout[id];
  return typeof value === 'object' && value !== null ? value : undefined;
}

/** The tabs component the root holds when the dashboard has top-level tabs. */
export function topLevelTabsId(layout: Layout): string | null {
  const root = componentOf(layout, ROOT_ID);
  const first = root?.children[0];
  return first && componentOf(layout, first)?.type === 'TABS' ? first : null;
}

/**
 * Superset's shouldWrapChildInRow: a chart, markdown, column or dynamic component dropped straight into the
 * grid or a tab gets a new row of its own around it (the editor does so; the table above still allows the
 * bare child, as stored layouts may hold it).
 */
export const WRAP_IN_ROW: Readonly<Partial<Record<ComponentType, readonly ComponentType[]>>> = {
  GRID: ['CHART', 'COLUMN', 'MARKDOWN', 'DYNAMIC'],
  TAB: ['CHART', 'COLUMN', 'MARKDOWN', 'DYNAMIC'],
};

export const shouldWrapInRow = (parentType: string, childType: string): boolean =>
  isComponentType(parentType) && isComponentType(childType) && (WRAP_IN_ROW[parentType] ?? []).includes(childType);

/** Types whose width (in grid columns) counts against the row or column they sit in; the others span it. */
export const SIZED_TYPES: readonly ComponentType[] = ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'];

/**
 * The depth every component of the tree sits at, walked from the root as the renderer and the server's
 * position check pass it down (a component reached twice keeps its first depth).
 */
export function componentDepths(layout: Layout): Map<string, number> {
  const depths = new Map<string, number>([[ROOT_ID, DASHBOARD_ROOT_DEPTH]]);
  const root = componentOf(layout, ROOT_ID);
  const stack: { id: string; depth: number; topLevelTab: boolean }[] = root ? [{ id: ROOT_ID, depth: DASHBOARD_ROOT_DEPTH, topLevelTab: false }] : [];
  const topTabs = topLevelTabsId(layout);
  while (stack.length) {
    const { id, depth, topLevelTab } = stack.pop() as { id: string; depth: number; topLevelTab: boolean };
    const parent = componentOf(layout, id) as LayoutComponent;
    const below = childDepth(parent.type, depth, topLevelTab);
    for (const childId of parent.children) {
      if (depths.has(childId) || !componentOf(layout, childId)) continue;
      depths.set(childId, below);
      stack.push({ id: childId, depth: below, topLevelTab: id === topTabs });
    }
  }
  return depths;
}

/** The component holding `id` in its children, or null (the root, the title header, a detached one). */
export function parentIdOf(layout: Layout, id: string): string | null {
  for (const [key, value] of Object.entries(layout)) {
    if (typeof value === 'object' && value !== null && value.children.includes(id)) return key;
  }
  return null;
}

/** The component new content goes into: the first tab of top-level tabs, else the grid. */
export function firstContainerId(layout: Layout): string | null {
  const tabs = topLevelTabsId(layout);
  if (tabs) return componentOf(layout, tabs)?.children[0] ?? null;
  return componentOf(layout, GRID_ID) ? GRID_ID : (componentOf(layout, ROOT_ID)?.children[0] ?? null);
}

const widthIn = (layout: Layout, id: string): number => {
  const width = componentOf(layout, id)?.meta?.width;
  return typeof width === 'number' && width > 0 ? width : GRID_DEFAULT_CHART_WIDTH;
};

/**
 * Places charts the layout does not hold yet (spec 1 §4): at the end of the first container (the first
 * top-level tab, else the grid), into its last row while that row holds only charts and the chart fits in the
 * 12 grid columns, otherwise into a new row. Charts already placed are left where they are. Answers a new
 * layout; the one given is not changed. `newId` names the new row and chart components.
 */
export function appendCharts(layout: Layout, charts: ReadonlyArray<{ id: number; sliceName: string; uuid?: string }>, newId: (type: 'ROW' | 'CHART', chartId: number) => string): Layout {
  const placed = new Set<unknown>();
  for (const value of Object.values(layout)) if (typeof value === 'object' && value.type === 'CHART') placed.add(value.meta?.chartId);
  const missing = charts.filter((chart, index) => !placed.has(chart.id) && charts.findIndex((c) => c.id === chart.id) === index);
  const containerId = firstContainerId(layout);
  const found = containerId ? componentOf(layout, containerId) : undefined;
  if (!missing.length || !found || !containerId) return layout;
  const next: Layout = { ...layout };
  const container: LayoutComponent = { ...found, children: [...found.children] };
  next[containerId] = container;
  const parents = [...(container.parents ?? []), containerId];
  const onlyCharts = (row: LayoutComponent) => row.children.every((c) => componentOf(next, c)?.type === 'CHART');
  const lastId = container.children[container.children.length - 1];
  const last = lastId ? componentOf(next, lastId) : undefined;
  let row: LayoutComponent | null = last?.type === 'ROW' && onlyCharts(last) ? { ...last, children: [...last.children] } : null;
  let rowWidth = row ? row.children.reduce((sum, c) => sum + widthIn(next, c), 0) : 0;
  if (row) next[row.id] = row;
  for (const chart of missing) {
    if (!row || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = { id: newId('ROW', chart.id), type: 'ROW', children: [], parents, meta: { background: 'BACKGROUND_TRANSPARENT' } };
      next[row.id] = row;
      container.children.push(row.id);
      rowWidth = 0;
    }
    const id = newId('CHART', chart.id);
    const meta: Record<string, unknown> = { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, chartId: chart.id, sliceName: chart.sliceName };
    if (chart.uuid !== undefined) meta.uuid = chart.uuid;
    next[id] = { id, type: 'CHART', children: [], parents: [...parents, row.id], meta };
    row.children.push(id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  return next;
}

/** Superset's defaults for a component made in the editor. */
export const DEFAULT_META: Readonly<Partial<Record<ComponentType, Readonly<Record<string, unknown>>>>> = {
  CHART: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  MARKDOWN: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  COLUMN: { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' },
  ROW: { background: 'BACKGROUND_TRANSPARENT' },
  HEADER: { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
  TAB: { text: 'New Tab', defaultText: 'Tab title', placeholder: 'Tab title' },
  TABS: {},
  DIVIDER: {},
};

/** A component id in Superset's form, `<TYPE>-<10 url-safe characters>`. */
export function newComponentId(type: string, random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
  let suffix = '';
  for (let i = 0; i < 10; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `${type}-${suffix}`;
}

/** The layout of a dashboard without one: a root holding one empty grid (plus the title header when given). */
export function defaultLayout(title?: string): Layout {
  const layout: Layout = {
    [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION,
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} },
  };
  if (title !== undefined) layout[HEADER_ID] = { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: title } };
  return layout;
}
