// Every change the dashboard editor makes to a layout, as pure functions over position_json (spec 1 §4 layout
// operations): add by drop, move within or between parents, reorder, delete with wrapper clean-up, converting
// between tabbed and plain layouts, resizing and component settings. Which parent takes which child at which
// depth is the one rules table of layout-rules.ts (the server checks saved layouts with the same table); the
// row-width rule and the top-level-tab refusal are spec 1 §5 / §8. An operation answers a new layout (the one
// given is never changed) or the reason it was refused.
import {
  componentDepths,
  componentOf,
  DEFAULT_META,
  GRID_COLUMN_COUNT,
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  isValidChild,
  parentIdOf,
  ROOT_ID,
  shouldWrapInRow,
  SIZED_TYPES,
  topLevelTabsId,
  type ComponentType,
  type Layout,
  type LayoutComponent,
} from '@tessera/layout-rules';

export const NOT_ENOUGH_SPACE = 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TAB_REFUSED = 'Can not move top level tab into nested tabs';
/** A drop the nesting rules do not allow: shown as the forbidden indicator, no toast. */
export const FORBIDDEN = 'forbidden';

export type OpResult = { ok: true; layout: Layout } | { ok: false; reason: string };

/** The types the builder pane's Layout elements tab (and its Charts tab) create. */
export type NewComponentType = 'TABS' | 'ROW' | 'COLUMN' | 'HEADER' | 'MARKDOWN' | 'DIVIDER' | 'CHART';

/** What is dropped: a component of the layout, or a new one from the builder pane. */
export type DragSource = { kind: 'existing'; id: string } | { kind: 'new'; type: NewComponentType; chart?: { id: number; sliceName: string } };

/** Where a dragged component goes: into `parentId`, before the child now at `index` (or at the end). */
export interface Destination {
  parentId: string;
  index: number;
}

/** Where over a component the pointer is: beside it (top/right/bottom/left) or inside it (a container). */
export type DropPosition = 'top' | 'right' | 'bottom' | 'left' | 'inside';

export type NewId = (type: string) => string;

const component = (layout: Layout, id: string): LayoutComponent => {
  const found = componentOf(layout, id);
  if (!found) throw new Error(`No component ${id} in the layout`);
  return found;
};

const widthOf = (c: LayoutComponent | undefined): number => {
  const width = c?.meta?.width;
  return typeof width === 'number' && width > 0 ? width : 0;
};

const isSized = (type: string) => (SIZED_TYPES as readonly string[]).includes(type);

/** The ids of a component and everything under it. */
export function subtreeIds(layout: Layout, id: string): string[] {
  const ids: string[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop() as string;
    if (ids.includes(next)) continue;
    ids.push(next);
    stack.push(...(componentOf(layout, next)?.children ?? []));
  }
  return ids;
}

/** Rewrites every component's `parents` (root first) as the tree now holds it; unchanged ones are kept as they were. */
export function withParents(layout: Layout): Layout {
  const next: Layout = { ...layout };
  const stack: { id: string; parents: string[] }[] = [{ id: ROOT_ID, parents: [] }];
  const seen = new Set<string>();
  while (stack.length) {
    const { id, parents } = stack.pop() as { id: string; parents: string[] };
    const c = componentOf(next, id);
    if (!c || seen.has(id)) continue;
    seen.add(id);
    if (id !== ROOT_ID && (c.parents?.length !== parents.length || c.parents.some((p, i) => p !== parents[i]))) next[id] = { ...c, parents };
    for (const child of c.children) stack.push({ id: child, parents: [...parents, id] });
  }
  return next;
}

/** The room a row or column offers its sized children, in grid columns. */
export function capacityOf(layout: Layout, containerId: string): number {
  const container = componentOf(layout, containerId);
  if (!container) return GRID_COLUMN_COUNT;
  if (container.type === 'COLUMN') return widthOf(container) || GRID_COLUMN_COUNT;
  if (container.type === 'ROW') {
    const parentId = parentIdOf(layout, containerId);
    return parentId && componentOf(layout, parentId)?.type === 'COLUMN' ? capacityOf(layout, parentId) : GRID_COLUMN_COUNT;
  }
  return GRID_COLUMN_COUNT;
}

/**
 * The row-width rule (spec 1 §5): a component dropped into a row fits when the row's free width is at least
 * its width; else it shrinks to the free width if that is at least the minimum; else the drop is refused. In a
 * column, a component wider than the column shrinks to it. Answers the width to use, or null when refused.
 */
export function widthForDrop(layout: Layout, parentId: string, width: number, movingId?: string): number | null {
  const parent = componentOf(layout, parentId);
  if (!parent) return width;
  const capacity = capacityOf(layout, parentId);
  if (parent.type === 'COLUMN') return Math.max(GRID_MIN_COLUMN_COUNT, Math.min(width, capacity));
  if (parent.type !== 'ROW') return width;
  const occupied = parent.children.filter((id) => id !== movingId).reduce((sum, id) => sum + widthOf(componentOf(layout, id)), 0);
  const free = capacity - occupied;
  if (width <= free) return width;
  return free >= GRID_MIN_COLUMN_COUNT ? free : null;
}

/** Turns "over this component at this position" into a destination. */
export function destinationFor(layout: Layout, overId: string, position: DropPosition): Destination | null {
  const over = componentOf(layout, overId);
  if (!over) return null;
  if (position === 'inside') return { parentId: overId, index: over.children.length };
  const parentId = parentIdOf(layout, overId);
  if (!parentId) return null;
  const index = component(layout, parentId).children.indexOf(overId);
  return { parentId, index: position === 'top' || position === 'left' ? index : index + 1 };
}

/** Which side of the hovered component a drop lands on: left/right inside a row, top/bottom elsewhere;
 * containers take drops inside them away from their edges. `x`, `y` are the pointer's place in the
 * component's box, 0 to 1. */
export function dropPositionAt(layout: Layout, overId: string, x: number, y: number): DropPosition {
  const over = componentOf(layout, overId);
  if (!over || over.type === 'GRID' || over.type === 'ROOT') return 'inside';
  const parentId = parentIdOf(layout, overId);
  const horizontal = parentId !== null && (componentOf(layout, parentId)?.type === 'ROW' || componentOf(layout, parentId)?.type === 'TABS');
  const along = horizontal ? x : y;
  const container = over.type === 'ROW' || over.type === 'COLUMN' || over.type === 'TAB';
  if (container && along > 0.2 && along < 0.8) return 'inside';
  if (horizontal) return x < 0.5 ? 'left' : 'right';
  return y < 0.5 ? 'top' : 'bottom';
}

/** The first parent/child pair under `fromId` that the rules table refuses at its depth, or null. */
export function firstInvalidPair(layout: Layout, fromId: string): { parentId: string; childId: string } | null {
  const depths = componentDepths(layout);
  for (const id of subtreeIds(layout, fromId)) {
    const parent = componentOf(layout, id);
    const depth = depths.get(id);
    if (!parent || depth === undefined) continue;
    for (const childId of parent.children) {
      const child = componentOf(layout, childId);
      if (child && !isValidChild(parent.type, child.type, depth)) return { parentId: id, childId };
    }
  }
  return null;
}

/** New components from the builder pane: the component and, for tabs, its first tab. */
export function newComponents(source: Extract<DragSource, { kind: 'new' }>, newId: NewId): { id: string; components: Layout } {
  const id = newId(source.type);
  const meta: Record<string, unknown> = { ...(DEFAULT_META[source.type as ComponentType] ?? {}) };
  if (source.type === 'CHART' && source.chart) Object.assign(meta, { chartId: source.chart.id, sliceName: source.chart.sliceName });
  if (source.type === 'MARKDOWN') meta.code = '';
  const components: Layout = { [id]: { id, type: source.type, children: [], meta } };
  if (source.type === 'TABS') {
    const tabId = newId('TAB');
    components[tabId] = { id: tabId, type: 'TAB', children: [], meta: { ...DEFAULT_META.TAB } };
    components[id] = { id, type: 'TABS', children: [tabId], meta: {} };
  }
  return { id, components };
}

function removeFromParent(layout: Layout, id: string): { layout: Layout; parentId: string | null } {
  const parentId = parentIdOf(layout, id);
  if (!parentId) return { layout, parentId: null };
  const parent = component(layout, parentId);
  return { layout: { ...layout, [parentId]: { ...parent, children: parent.children.filter((c) => c !== id) } }, parentId };
}

function insertChild(layout: Layout, parentId: string, index: number, childId: string): Layout {
  const parent = component(layout, parentId);
  const children = [...parent.children];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, childId);
  return { ...layout, [parentId]: { ...parent, children } };
}

const setMeta = (layout: Layout, id: string, patch: Record<string, unknown>): Layout => {
  const c = component(layout, id);
  return { ...layout, [id]: { ...c, meta: { ...c.meta, ...patch } } };
};

/**
 * After a component left `parentId`: a row, column or tabs left empty goes, and so on upwards; top-level tabs
 * left without a tab turn the dashboard back into a plain grid (spec 1 §4).
 */
function removeEmptied(layout: Layout, parentId: string | null): Layout {
  let next = layout;
  let id = parentId;
  while (id) {
    const c = componentOf(next, id);
    if (!c || c.children.length > 0 || !['ROW', 'COLUMN', 'TABS'].includes(c.type)) break;
    const wasTopLevelTabs = topLevelTabsId(next) === id;
    const removed = removeFromParent(next, id);
    next = { ...removed.layout };
    delete next[id];
    if (wasTopLevelTabs) return restoreGrid(next, []);
    id = removed.parentId;
  }
  return next;
}

/** Puts a grid holding `children` back under the root (after top-level tabs went away). */
function restoreGrid(layout: Layout, children: string[]): Layout {
  const grid = componentOf(layout, GRID_ID);
  const root = component(layout, ROOT_ID);
  return { ...layout, [GRID_ID]: { ...(grid ?? { id: GRID_ID, type: 'GRID', meta: {} }), id: GRID_ID, type: 'GRID', children }, [ROOT_ID]: { ...root, children: [GRID_ID] } };
}

/** The move's refusal when a top-level tab would go into other (nested) tabs. */
function topLevelTabRefusal(layout: Layout, id: string, parentId: string): string | null {
  const topTabs = topLevelTabsId(layout);
  const c = componentOf(layout, id);
  if (c?.type !== 'TAB' || !topTabs || !component(layout, topTabs).children.includes(id)) return null;
  return parentId === topTabs ? null : TOP_LEVEL_TAB_REFUSED;
}

/**
 * Drops a dragged component (existing or new) at a destination: the top-level-tab refusal, wrapping in a
 * new row where the grid or a tab takes a chart, markdown or column, the nesting rules at every depth of the
 * result, the row-width rule, and the clean-up of what the move left empty. Dropping tabs into the root
 * creates top-level tabs.
 */
export function dropComponent(layout: Layout, source: DragSource, destination: Destination, newId: NewId): OpResult {
  if (destination.parentId === ROOT_ID) return createTopLevelTabs(layout, source, newId);
  const parent = componentOf(layout, destination.parentId);
  if (!parent) return { ok: false, reason: FORBIDDEN };
  let next = layout;
  let id: string;
  let index = destination.index;
  let oldParentId: string | null = null;
  if (source.kind === 'existing') {
    id = source.id;
    if (!componentOf(layout, id) || subtreeIds(layout, id).includes(destination.parentId)) return { ok: false, reason: FORBIDDEN };
    const refusal = topLevelTabRefusal(layout, id, destination.parentId);
    if (refusal) return { ok: false, reason: refusal };
    const removed = removeFromParent(layout, id);
    oldParentId = removed.parentId;
    if (oldParentId === destination.parentId) {
      const oldIndex = component(layout, oldParentId).children.indexOf(id);
      if (oldIndex < index) index -= 1;
    }
    next = removed.layout;
  } else {
    const made = newComponents(source, newId);
    id = made.id;
    next = { ...next, ...made.components };
  }
  const moving = component(next, id);

  if (isSized(moving.type) && ['ROW', 'COLUMN'].includes(parent.type)) {
    const width = widthForDrop(next, destination.parentId, widthOf(moving) || GRID_COLUMN_COUNT, id);
    if (width === null) return { ok: false, reason: NOT_ENOUGH_SPACE };
    if (width !== widthOf(moving)) next = setMeta(next, id, { width });
  }

  let placedId = id;
  if (shouldWrapInRow(parent.type, moving.type)) {
    placedId = newId('ROW');
    next = { ...next, [placedId]: { id: placedId, type: 'ROW', children: [id], meta: { ...DEFAULT_META.ROW } } };
  }
  next = insertChild(next, destination.parentId, index, placedId);
  next = withParents(removeEmptied(next, oldParentId === destination.parentId ? null : oldParentId));
  // Only what the drop touched is checked, so a stored layout with an old oddity elsewhere stays editable.
  if (!componentOf(next, placedId) || firstInvalidPair(next, destination.parentId)) return { ok: false, reason: FORBIDDEN };
  return { ok: true, layout: next };
}

/**
 * Dropping tabs on the top-level tabs area: the tabs go under the root and everything the grid held moves
 * into their first tab (after what that tab already holds). Only tabs may go there.
 */
export function createTopLevelTabs(layout: Layout, source: DragSource, newId: NewId): OpResult {
  if (topLevelTabsId(layout)) return { ok: false, reason: FORBIDDEN };
  let next = layout;
  let tabsId: string;
  let oldParentId: string | null = null;
  if (source.kind === 'new') {
    if (source.type !== 'TABS') return { ok: false, reason: FORBIDDEN };
    const made = newComponents(source, newId);
    tabsId = made.id;
    next = { ...next, ...made.components };
  } else {
    tabsId = source.id;
    if (componentOf(layout, tabsId)?.type !== 'TABS') return { ok: false, reason: FORBIDDEN };
    const removed = removeFromParent(layout, tabsId);
    next = removed.layout;
    oldParentId = removed.parentId;
  }
  const root = component(next, ROOT_ID);
  const topId = root.children[0];
  const top = topId ? componentOf(next, topId) : undefined;
  const tabs = component(next, tabsId);
  const firstTabId = tabs.children[0];
  const firstTab = component(next, firstTabId);
  next = {
    ...next,
    [ROOT_ID]: { ...root, children: [tabsId] },
    [firstTabId]: { ...firstTab, children: [...firstTab.children, ...(top?.children ?? [])] },
  };
  if (topId) delete next[topId];
  // The emptied parent the tabs came from (a tab or column of the old grid content) is cleaned as after any move.
  next = withParents(oldParentId && oldParentId !== topId ? removeEmptied(next, oldParentId) : next);
  return firstInvalidPair(next, tabsId) ? { ok: false, reason: FORBIDDEN } : { ok: true, layout: next };
}

/** Tabbed -> plain: every top-level tab's content, in tab order, goes into the grid; the tabs go. */
export function convertToPlainLayout(layout: Layout): Layout {
  const tabsId = topLevelTabsId(layout);
  if (!tabsId) return layout;
  const tabs = component(layout, tabsId);
  const children = tabs.children.flatMap((tabId) => componentOf(layout, tabId)?.children ?? []);
  const next: Layout = { ...layout };
  for (const tabId of tabs.children) delete next[tabId];
  delete next[tabsId];
  return withParents(restoreGrid(next, children));
}

/** Plain -> tabbed: one new top-level tab holding everything the grid held. */
export function convertToTabbedLayout(layout: Layout, newId: NewId): Layout {
  const result = createTopLevelTabs(layout, { kind: 'new', type: 'TABS' }, newId);
  return result.ok ? result.layout : layout;
}

/**
 * Deletes a component with everything under it; a row or column wrapper it leaves empty goes too. Deleting
 * the top-level tabs component turns the dashboard back into a plain layout, keeping the tabs' content.
 */
export function deleteComponent(layout: Layout, id: string): Layout {
  if (id === ROOT_ID || id === GRID_ID || !componentOf(layout, id)) return layout;
  if (topLevelTabsId(layout) === id) return convertToPlainLayout(layout);
  const doomed = subtreeIds(layout, id);
  const removed = removeFromParent(layout, id);
  const next: Layout = { ...removed.layout };
  for (const gone of doomed) delete next[gone];
  return withParents(removeEmptied(next, removed.parentId));
}

/** Moves a component one place earlier (-1) or later (+1) among its siblings (the keyboard's reorder). */
export function reorderComponent(layout: Layout, id: string, delta: -1 | 1): OpResult {
  const parentId = parentIdOf(layout, id);
  if (!parentId) return { ok: false, reason: FORBIDDEN };
  const index = component(layout, parentId).children.indexOf(id);
  const target = index + delta;
  if (target < 0 || target >= component(layout, parentId).children.length) return { ok: false, reason: FORBIDDEN };
  return dropComponent(layout, { kind: 'existing', id }, { parentId, index: delta > 0 ? target + 1 : target }, () => {
    throw new Error('a reorder makes no component');
  });
}

/** The width range a component may be resized within: at least the minimum (and its widest child, for a
 * column), at most the room its row or column leaves. */
export function widthBounds(layout: Layout, id: string): { min: number; max: number } {
  const c = component(layout, id);
  const parentId = parentIdOf(layout, id);
  const parent = parentId ? componentOf(layout, parentId) : undefined;
  let max = parentId ? capacityOf(layout, parentId) : GRID_COLUMN_COUNT;
  if (parent?.type === 'ROW') max -= parent.children.filter((child) => child !== id).reduce((sum, child) => sum + widthOf(componentOf(layout, child)), 0);
  const widestChild = c.type === 'COLUMN' ? Math.max(0, ...subtreeIds(layout, id).slice(1).map((child) => widthOf(componentOf(layout, child)))) : 0;
  const min = Math.max(GRID_MIN_COLUMN_COUNT, Math.min(widestChild, max));
  return { min, max: Math.max(min, max) };
}

/** Resizes a chart, markdown or column: width in grid columns, height in GRID_BASE_UNIT rows, both clamped. */
export function resizeComponent(layout: Layout, id: string, size: { width?: number; height?: number }): Layout {
  const c = componentOf(layout, id);
  if (!c || !isSized(c.type)) return layout;
  const patch: Record<string, unknown> = {};
  if (size.width !== undefined) {
    const { min, max } = widthBounds(layout, id);
    patch.width = Math.round(Math.max(min, Math.min(max, size.width)));
  }
  if (size.height !== undefined && c.type !== 'COLUMN') patch.height = Math.round(Math.max(GRID_MIN_ROW_UNITS, Math.min(GRID_MAX_ROW_UNITS, size.height)));
  const changed = Object.entries(patch).some(([key, value]) => c.meta?.[key] !== value);
  return changed ? setMeta(layout, id, patch) : layout;
}

/** Changes a component's settings: header text, size and background, markdown code, tab title, a chart's title override. */
export function updateComponentMeta(layout: Layout, id: string, patch: Record<string, unknown>): Layout {
  const c = componentOf(layout, id);
  if (!c || Object.entries(patch).every(([key, value]) => c.meta?.[key] === value)) return layout;
  return setMeta(layout, id, patch);
}

/** Adds a new tab at the end of a tabs component. */
export function addTab(layout: Layout, tabsId: string, newId: NewId): Layout {
  const tabs = componentOf(layout, tabsId);
  if (tabs?.type !== 'TABS') return layout;
  const tabId = newId('TAB');
  const next: Layout = { ...layout, [tabId]: { id: tabId, type: 'TAB', children: [], meta: { ...DEFAULT_META.TAB } } };
  return withParents(insertChild(next, tabsId, tabs.children.length, tabId));
}

/** The chart ids placed under a component (to confirm deleting a tab that holds charts). */
export function chartIdsIn(layout: Layout, id: string): number[] {
  return subtreeIds(layout, id).flatMap((childId) => {
    const c = componentOf(layout, childId);
    return c?.type === 'CHART' && typeof c.meta?.chartId === 'number' ? [c.meta.chartId] : [];
  });
}
