/**
 * What a save changed, in one sentence for the version history ("moved 2 charts, added filter Gender"):
 * the layout (charts added, removed, moved, resized, renamed; tabs, headers, markdown and dividers), the
 * native filters (added, removed, renamed, changed, reordered, by name), the properties (title, slug, CSS,
 * published, certification) and the other metadata by group (colours, cross-filters, refresh). Pure.
 */
import { isDeepStrictEqual } from 'node:util';
import { isJsonObject, parseJsonObjectText, type JsonObject } from '../../platform/json-text';
import { metadataForSave } from './dashboard-metadata';
import type { Dashboard } from './dashboard.entity';
import { componentOf, HEADER_ID, ROOT_ID, type Layout, type LayoutComponent } from './layout-rules';

/** What a version keeps of a dashboard: its content, as stored. */
export type DashboardContent = Pick<Dashboard, 'dashboardTitle' | 'slug' | 'css' | 'jsonMetadata' | 'positionJson' | 'published' | 'certifiedBy' | 'certificationDetails'>;

export const CONTENT_FIELDS = ['dashboardTitle', 'slug', 'css', 'jsonMetadata', 'positionJson', 'published', 'certifiedBy', 'certificationDetails'] as const satisfies readonly (keyof DashboardContent)[];

export interface SummaryNote {
  /** The save restored this version number. */
  restoredFrom?: number;
  /** The dashboard was made as a copy of the dashboard with this title. */
  copiedFrom?: string;
}

export const CREATED_SUMMARY = 'created the dashboard';
/** The longest sentence kept; longer ones end in an ellipsis. */
export const SUMMARY_MAX_LENGTH = 1000;

/** JSON equality that ignores the order of object keys. */
const sameJson = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);

/** "added chart Genders", "added charts Genders and Trends", "added 4 charts". */
function named(verb: string, noun: string, names: readonly string[]): string[] {
  if (!names.length) return [];
  if (names.length === 1) return [`${verb} ${noun} ${names[0]}`];
  if (names.length <= 3) return [`${verb} ${noun}s ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`];
  return [`${verb} ${names.length} ${noun}s`];
}

/** "moved 1 chart", "moved 2 charts". */
function counted(verb: string, noun: string, n: number): string[] {
  return n ? [`${verb} ${n} ${noun}${n === 1 ? '' : 's'}`] : [];
}

// ---- layout ----

interface Place {
  component: LayoutComponent;
  /** Ancestor ids from the parent up to the root. */
  ancestors: string[];
}

function components(layout: Layout): LayoutComponent[] {
  return Object.keys(layout).flatMap((id) => {
    const c = componentOf(layout, id);
    return c && typeof c.type === 'string' && Array.isArray(c.children) ? [c] : [];
  });
}

function parents(layout: Layout): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const c of components(layout)) for (const child of c.children) if (!parentOf.has(child)) parentOf.set(child, c.id);
  return parentOf;
}

function ancestorsOf(parentOf: Map<string, string>, id: string): string[] {
  const chain: string[] = [];
  for (let p = parentOf.get(id); p !== undefined && !chain.includes(p); p = parentOf.get(p)) chain.push(p);
  return chain;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const chartIdOf = (c: LayoutComponent): number | null => (typeof c.meta?.chartId === 'number' ? c.meta.chartId : null);
const chartName = (c: LayoutComponent) => text(c.meta?.sliceNameOverride) ?? text(c.meta?.sliceName) ?? `${chartIdOf(c) ?? c.id}`;
const componentName = (c: LayoutComponent) => text(c.meta?.text) ?? text(c.meta?.defaultText) ?? c.id;

/** The charts of a layout by chart id (the first component placing each), with where they sit. */
function chartPlaces(layout: Layout): Map<number, Place> {
  const parentOf = parents(layout);
  const places = new Map<number, Place>();
  for (const c of components(layout)) {
    const chartId = c.type === 'CHART' ? chartIdOf(c) : null;
    if (chartId !== null && !places.has(chartId)) places.set(chartId, { component: c, ancestors: ancestorsOf(parentOf, c.id) });
  }
  return places;
}

/** The position of `id` among the children of `parent` that both layouts share there. */
function sharedIndex(parent: LayoutComponent | undefined, id: string, shared: (childId: string) => boolean): number {
  return (parent?.children ?? []).filter((c) => c === id || shared(c)).indexOf(id);
}

function chartChanges(before: Layout, after: Layout): string[] {
  const was = chartPlaces(before);
  const now = chartPlaces(after);
  const added = [...now.keys()].filter((id) => !was.has(id));
  const removed = [...was.keys()].filter((id) => !now.has(id));
  let moved = 0;
  let resized = 0;
  const renamed: string[] = [];
  for (const [chartId, b] of was) {
    const a = now.get(chartId);
    if (!a) continue;
    const parentB = componentOf(before, b.ancestors[0] ?? '');
    const parentA = componentOf(after, a.ancestors[0] ?? '');
    const inBoth = (childId: string) => parentB?.children.includes(childId) === true && parentA?.children.includes(childId) === true;
    const samePlace = sameJson(b.ancestors, a.ancestors) && sharedIndex(parentB, b.component.id, inBoth) === sharedIndex(parentA, a.component.id, inBoth);
    if (!samePlace) moved += 1;
    if (b.component.meta?.width !== a.component.meta?.width || b.component.meta?.height !== a.component.meta?.height) resized += 1;
    if (text(b.component.meta?.sliceNameOverride) !== text(a.component.meta?.sliceNameOverride)) renamed.push(`${chartName(b.component)} to ${chartName(a.component)}`);
  }
  return [
    ...named('added', 'chart', added.map((id) => chartName((now.get(id) as Place).component))),
    ...named('removed', 'chart', removed.map((id) => chartName((was.get(id) as Place).component))),
    ...counted('moved', 'chart', moved),
    ...counted('resized', 'chart', resized),
    ...renamed.map((r) => `renamed chart ${r}`),
  ];
}

/** Tabs, headers, markdown and dividers, by component id. */
function elementChanges(before: Layout, after: Layout): string[] {
  const ofType = (layout: Layout, type: string) => new Map(components(layout).filter((c) => c.type === type && c.id !== HEADER_ID).map((c) => [c.id, c]));
  const parts: string[] = [];
  for (const [type, noun] of [['TAB', 'tab'], ['HEADER', 'header']] as const) {
    const was = ofType(before, type);
    const now = ofType(after, type);
    parts.push(...named('added', noun, [...now.values()].filter((c) => !was.has(c.id)).map(componentName)));
    parts.push(...named('removed', noun, [...was.values()].filter((c) => !now.has(c.id)).map(componentName)));
    for (const [id, b] of was) {
      const a = now.get(id);
      if (a && componentName(a) !== componentName(b)) parts.push(`renamed ${noun} ${componentName(b)} to ${componentName(a)}`);
    }
  }
  const markdownWas = ofType(before, 'MARKDOWN');
  const markdownNow = ofType(after, 'MARKDOWN');
  parts.push(...counted('added', 'markdown', [...markdownNow.keys()].filter((id) => !markdownWas.has(id)).length));
  parts.push(...counted('removed', 'markdown', [...markdownWas.keys()].filter((id) => !markdownNow.has(id)).length));
  parts.push(...counted('edited', 'markdown', [...markdownWas].filter(([id, b]) => markdownNow.has(id) && markdownNow.get(id)?.meta?.code !== b.meta?.code).length));
  const dividersWas = ofType(before, 'DIVIDER');
  const dividersNow = ofType(after, 'DIVIDER');
  parts.push(...counted('added', 'divider', [...dividersNow.keys()].filter((id) => !dividersWas.has(id)).length));
  parts.push(...counted('removed', 'divider', [...dividersWas.keys()].filter((id) => !dividersNow.has(id)).length));
  return parts;
}

function layoutChanges(beforeText: string | null, afterText: string | null): string[] {
  const before = parseJsonObjectText(beforeText) as Layout;
  const after = parseJsonObjectText(afterText) as Layout;
  if (sameJson(before, after)) return [];
  const parts = [...chartChanges(before, after), ...elementChanges(before, after)];
  if (parts.length) return parts;
  return [Object.keys(after).length && componentOf(after, ROOT_ID) ? 'rearranged the layout' : 'reset the layout'];
}

// ---- native filters ----

function filterList(md: JsonObject): JsonObject[] {
  return Array.isArray(md.native_filter_configuration) ? md.native_filter_configuration.filter((f): f is JsonObject => isJsonObject(f) && typeof f.id === 'string') : [];
}

const isDivider = (f: JsonObject) => f.type === 'DIVIDER';
const filterName = (f: JsonObject) => text(f.name) ?? text(f.title) ?? String(f.id);

function filterChanges(before: JsonObject, after: JsonObject): string[] {
  const was = new Map(filterList(before).map((f) => [f.id as string, f]));
  const now = new Map(filterList(after).map((f) => [f.id as string, f]));
  const parts: string[] = [];
  for (const [kind, divider] of [['filter', false], ['divider', true]] as const) {
    const mine = (f: JsonObject) => isDivider(f) === divider;
    parts.push(...named('added', kind, [...now.values()].filter((f) => mine(f) && !was.has(f.id as string)).map(filterName)));
    parts.push(...named('removed', kind, [...was.values()].filter((f) => mine(f) && !now.has(f.id as string)).map(filterName)));
    const changed: string[] = [];
    for (const [id, b] of was) {
      const a = now.get(id);
      if (!a || !mine(a)) continue;
      if (filterName(a) !== filterName(b)) parts.push(`renamed ${kind} ${filterName(b)} to ${filterName(a)}`);
      const { name: _n1, title: _t1, ...restB } = b;
      const { name: _n2, title: _t2, ...restA } = a;
      if (!sameJson(restA, restB)) changed.push(filterName(a));
    }
    parts.push(...named('changed', kind, changed));
  }
  const order = (list: Map<string, JsonObject>, other: Map<string, JsonObject>) => [...list.keys()].filter((id) => other.has(id));
  if (order(was, now).join('\n') !== order(now, was).join('\n')) parts.push('reordered the filters');
  return parts;
}

// ---- the rest of the metadata ----

const METADATA_GROUPS: readonly { keys: readonly string[]; phrase: string }[] = [
  { keys: ['color_scheme', 'color_namespace', 'label_colors', 'shared_label_colors', 'map_label_colors', 'color_scheme_domain'], phrase: 'changed the colours' },
  { keys: ['chart_configuration', 'global_chart_configuration', 'cross_filters_enabled', 'filter_bar_orientation'], phrase: 'changed the cross-filter settings' },
  { keys: ['refresh_frequency', 'stagger_refresh', 'stagger_time', 'timed_refresh_immune_slices'], phrase: 'changed the refresh settings' },
];
/** Keys the sentence reads elsewhere (filters) or that are not the user's (the layout copy Superset strips). */
const NOT_GROUPED = ['native_filter_configuration', 'positions'];

function metadataChanges(saved: JsonObject, saving: JsonObject): string[] {
  // Both as a save stores them, so a key absent on one side and at its default on the other is no change.
  const before = metadataForSave(saved, null);
  const after = metadataForSave(saving, null);
  const changedKeys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !NOT_GROUPED.includes(k) && !sameJson(before[k] ?? null, after[k] ?? null));
  const parts = METADATA_GROUPS.filter((g) => changedKeys.some((k) => g.keys.includes(k))).map((g) => g.phrase);
  if (changedKeys.some((k) => !METADATA_GROUPS.some((g) => g.keys.includes(k)))) parts.push('changed the JSON metadata');
  return parts;
}

// ---- properties ----

function propertyChanges(before: DashboardContent, after: DashboardContent): string[] {
  const parts: string[] = [];
  if ((before.dashboardTitle ?? '') !== (after.dashboardTitle ?? '')) parts.push(`renamed the dashboard to ${after.dashboardTitle ?? ''}`);
  if ((before.slug ?? null) !== (after.slug ?? null)) parts.push(after.slug ? `changed the slug to ${after.slug}` : 'removed the slug');
  if ((before.css ?? '') !== (after.css ?? '')) parts.push('edited the CSS');
  if (before.published !== after.published) parts.push(after.published ? 'published the dashboard' : 'made the dashboard a draft');
  if (!before.certifiedBy && after.certifiedBy) parts.push(`certified the dashboard (by ${after.certifiedBy})`);
  else if (before.certifiedBy && !after.certifiedBy) parts.push('removed the certification');
  else if ((before.certifiedBy ?? null) !== (after.certifiedBy ?? null) || (before.certificationDetails ?? null) !== (after.certificationDetails ?? null)) parts.push('changed the certification');
  return parts;
}

function cap(sentence: string): string {
  return sentence.length > SUMMARY_MAX_LENGTH ? `${sentence.slice(0, SUMMARY_MAX_LENGTH - 1)}…` : sentence;
}

/** What changed from `before` to `after`, one clause per change; empty when the content is the same. */
export function contentChanges(before: DashboardContent, after: DashboardContent): string[] {
  const mdBefore = parseJsonObjectText(before.jsonMetadata);
  const mdAfter = parseJsonObjectText(after.jsonMetadata);
  return [...layoutChanges(before.positionJson, after.positionJson), ...filterChanges(mdBefore, mdAfter), ...propertyChanges(before, after), ...metadataChanges(mdBefore, mdAfter)];
}

/**
 * The version sentence of a save that made `after` from `before` (null: the dashboard was created). An
 * empty string when nothing changed and the save restored nothing.
 */
export function versionSummary(before: DashboardContent | null, after: DashboardContent, note: SummaryNote = {}): string {
  if (!before) return cap(note.copiedFrom !== undefined ? `${CREATED_SUMMARY} as a copy of ${note.copiedFrom}` : CREATED_SUMMARY);
  const parts = contentChanges(before, after);
  if (note.restoredFrom !== undefined) return cap(`restored version ${note.restoredFrom}${parts.length ? ` (${parts.join(', ')})` : ''}`);
  return cap(parts.join(', '));
}
