/**
 * position_json on write and read: the structural check of a layout (size, JSON, components, the nesting
 * rules of layout-rules.ts walked from the root at the renderer's depths), the charts it places, and the
 * tab tree Superset's /tabs answers. Pure; whether the placed charts may be on the dashboard is the
 * service's question.
 */
import { isJsonObject } from '../../platform/json-text';
import { isRowId } from '../../platform/sql';
import {
  childDepth,
  componentOf,
  DASHBOARD_POSITION_DATA_LIMIT,
  DASHBOARD_ROOT_DEPTH,
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  isComponentType,
  isValidChild,
  ROOT_ID,
  type Layout,
  type LayoutComponent,
} from './layout-rules';

/** At most this many problems are reported for one layout. */
const MAX_PROBLEMS = 20;

export type PositionCheck = { ok: true; layout: Layout } | { ok: false; problems: string[] };

/** Parses and checks a layout; every problem found (up to MAX_PROBLEMS) is reported. */
export function checkPositionText(text: string): PositionCheck {
  if (text.length > DASHBOARD_POSITION_DATA_LIMIT) {
    return { ok: false, problems: [`The layout is ${text.length} characters long; the limit is ${DASHBOARD_POSITION_DATA_LIMIT}.`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['JSON not valid'] };
  }
  return checkLayout(value);
}

function checkComponents(layout: Record<string, unknown>, problems: string[]): void {
  for (const [key, value] of Object.entries(layout)) {
    if (key === DASHBOARD_VERSION_KEY) {
      if (value !== DASHBOARD_VERSION) problems.push(`${DASHBOARD_VERSION_KEY} must be '${DASHBOARD_VERSION}'.`);
      continue;
    }
    if (!isJsonObject(value)) {
      problems.push(`${key} is not a layout component.`);
      continue;
    }
    if (value.id !== key) problems.push(`Component ${key} has the id ${JSON.stringify(value.id)}; a component's id is its key.`);
    if (!isComponentType(value.type)) problems.push(`Component ${key} has an unknown type ${JSON.stringify(value.type)}.`);
    if (!Array.isArray(value.children) || value.children.some((c) => typeof c !== 'string')) {
      problems.push(`Component ${key} must list its children as component ids.`);
    } else {
      for (const child of value.children as string[]) if (!isJsonObject(layout[child])) problems.push(`Component ${key} names a child ${child} that is not in the layout.`);
    }
    if (value.meta !== undefined && !isJsonObject(value.meta)) problems.push(`Component ${key} has a meta that is not an object.`);
    if (value.type === 'CHART' && !isChartId((value.meta as Record<string, unknown> | undefined)?.chartId)) problems.push(`Chart component ${key} has no chart id.`);
  }
}

// A chart id the database can look up (a larger number made the chart lookup fail with a 500).
const isChartId = isRowId;

/**
 * Walks the tree from the root: every parent/child pair must be valid at the parent's depth, and every
 * component must hang under the root exactly once (the title header, kept beside the tree, excepted).
 */
function checkTree(layout: Layout, problems: string[]): void {
  const root = componentOf(layout, ROOT_ID);
  if (!root || root.type !== 'ROOT') {
    problems.push(`The layout has no ${ROOT_ID} component of type ROOT.`);
    return;
  }
  if (root.children.length !== 1) problems.push(`${ROOT_ID} must hold exactly one component (the grid, or the top-level tabs).`);
  const seen = new Set<string>([ROOT_ID]);
  const stack: { id: string; depth: number; topLevelTab: boolean }[] = [{ id: ROOT_ID, depth: DASHBOARD_ROOT_DEPTH, topLevelTab: false }];
  while (stack.length && problems.length < MAX_PROBLEMS) {
    const { id, depth, topLevelTab } = stack.pop() as { id: string; depth: number; topLevelTab: boolean };
    const parent = componentOf(layout, id) as LayoutComponent;
    const below = childDepth(parent.type, depth, topLevelTab);
    for (const childId of [...parent.children].reverse()) {
      const child = componentOf(layout, childId);
      if (!child) continue;
      if (seen.has(childId)) {
        problems.push(`Component ${childId} appears more than once in the layout.`);
        continue;
      }
      seen.add(childId);
      if (!isValidChild(parent.type, child.type, depth)) {
        problems.push(`A ${child.type} (${childId}) cannot be placed in a ${parent.type} (${id}) at depth ${depth}.`);
        continue;
      }
      const isTopLevelTab = child.type === 'TAB' && parent.type === 'TABS' && depth === DASHBOARD_ROOT_DEPTH + 1 && root.children[0] === id;
      stack.push({ id: childId, depth: below, topLevelTab: isTopLevelTab });
    }
  }
  for (const [key, value] of Object.entries(layout)) {
    if (key === DASHBOARD_VERSION_KEY || seen.has(key) || typeof value !== 'object' || value.type === 'HEADER') continue;
    problems.push(`Component ${key} is not part of the layout tree.`);
  }
}

/** Checks a parsed layout. */
export function checkLayout(value: unknown): PositionCheck {
  if (!isJsonObject(value)) return { ok: false, problems: ['The layout must be a JSON object of components.'] };
  const problems: string[] = [];
  checkComponents(value, problems);
  if (!problems.length) checkTree(value as Layout, problems);
  return problems.length ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, layout: value as Layout };
}

/** The ids of the charts a layout places, in layout order of their components, without repeats. */
export function layoutChartIds(layout: Layout): number[] {
  const ids: number[] = [];
  for (const value of Object.values(layout)) {
    if (typeof value !== 'object' || value.type !== 'CHART') continue;
    const chartId = value.meta?.chartId;
    if (isChartId(chartId) && !ids.includes(chartId)) ids.push(chartId);
  }
  return ids;
}

/** Superset writes a layout it rebuilt from json_metadata.positions compactly with sorted keys. */
export function compactLayoutText(layout: Layout): string {
  return JSON.stringify(sortKeys(layout));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}

/** Gives every chart component the uuid of its chart (Superset does so when it saves positions). */
export function withChartUuids(layout: Layout, uuidOf: (chartId: number) => string | undefined): Layout {
  const next: Layout = {};
  for (const [key, value] of Object.entries(layout)) {
    if (typeof value === 'object' && value.type === 'CHART' && isChartId(value.meta?.chartId)) {
      next[key] = { ...value, meta: { ...value.meta, uuid: uuidOf(value.meta.chartId as number) ?? null } };
    } else next[key] = value;
  }
  return next;
}

/** Replaces chart ids in a layout (a copy that duplicated its charts). */
export function remapChartIds(layout: Layout, newIdOf: (chartId: number) => number | undefined): Layout {
  const next: Layout = {};
  for (const [key, value] of Object.entries(layout)) {
    const chartId = typeof value === 'object' ? value.meta?.chartId : undefined;
    const mapped = isChartId(chartId) ? newIdOf(chartId) : undefined;
    next[key] = typeof value === 'object' && mapped !== undefined ? { ...value, meta: { ...value.meta, chartId: mapped } } : value;
  }
  return next;
}

export interface TabNode {
  value: string;
  title: string;
  parents: string[];
  children: TabNode[];
}

export interface DashboardTabTree {
  allTabs: Record<string, string>;
  tabTree: TabNode[];
}

/**
 * The tabs of a layout (Superset's Dashboard.tabs): every tab's title by id, and the tree of tabs, looking
 * through the root, grids, tabs and tabs' contents.
 */
export function dashboardTabs(layout: Layout | null): DashboardTabTree {
  const allTabs: Record<string, string> = {};
  const tabTree: TabNode[] = [];
  const root = layout ? componentOf(layout, ROOT_ID) : undefined;
  if (!layout || !root) return { allTabs, tabTree };
  const visit = (component: LayoutComponent, into: TabNode[], seen: Set<string>): void => {
    for (const childId of component.children) {
      const child = componentOf(layout, childId);
      if (!child || seen.has(childId)) continue;
      seen.add(childId);
      if (component.type === 'TABS' && child.type === 'TAB') {
        const title = typeof child.meta?.text === 'string' ? child.meta.text : '';
        const node: TabNode = { value: child.id, title, parents: child.parents ?? [], children: [] };
        allTabs[child.id] = title;
        into.push(node);
        visit(child, node.children, seen);
      } else if (component.type === 'ROOT' || component.type === 'GRID' || component.type === 'TAB') {
        visit(child, into, seen);
      }
    }
  };
  visit(root, tabTree, new Set([ROOT_ID]));
  return { allTabs, tabTree };
}
