/**
 * json_metadata: the typed checks Superset's DashboardJSONMetadataSchema makes on write (with marshmallow's
 * messages), what Superset's set_dash_metadata does to it on save, the typed reading the GraphQL schema
 * exposes (unknown keys kept apart, never dropped), and the native-filter and colour edits of their
 * endpoints. Pure.
 */
import { isJsonObject, parseJsonObjectText, type JsonObject } from '../../platform/json-text';
import { isRowId } from '../../platform/sql';
import { ROOT_ID } from './layout-rules';

type FieldKind = 'int' | 'bool' | 'string' | 'dict' | 'int-list' | 'string-list' | 'dict-list' | 'list-or-dict';

interface MetadataField {
  kind: FieldKind;
  allowNone?: boolean;
}

/** The keys Superset's schema declares, with their field types. */
export const METADATA_FIELDS: Readonly<Record<string, MetadataField>> = {
  native_filter_configuration: { kind: 'dict-list', allowNone: true },
  chart_configuration: { kind: 'dict' },
  global_chart_configuration: { kind: 'dict' },
  timed_refresh_immune_slices: { kind: 'int-list' },
  filter_scopes: { kind: 'dict' },
  expanded_slices: { kind: 'dict' },
  refresh_frequency: { kind: 'int' },
  default_filters: { kind: 'string' },
  stagger_refresh: { kind: 'bool' },
  stagger_time: { kind: 'int' },
  color_scheme: { kind: 'string', allowNone: true },
  color_namespace: { kind: 'string', allowNone: true },
  positions: { kind: 'dict', allowNone: true },
  label_colors: { kind: 'dict' },
  shared_label_colors: { kind: 'list-or-dict' },
  map_label_colors: { kind: 'dict' },
  color_scheme_domain: { kind: 'string-list' },
  cross_filters_enabled: { kind: 'bool' },
  import_time: { kind: 'int' },
  remote_id: { kind: 'int' },
  filter_bar_orientation: { kind: 'string', allowNone: true },
  native_filter_migration: { kind: 'dict' },
};

/** A key old exports carry that Superset drops on load. */
const DROPPED_KEYS = ['show_native_filters'];

const TRUTHY = new Set(['t', 'true', 'on', 'y', 'yes', '1']);
const FALSY = new Set(['f', 'false', 'off', 'n', 'no', '0']);

/** marshmallow's Integer (not strict): integral numbers and integer text. */
export function readInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}

/** marshmallow's Boolean. */
export function readBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.toLowerCase();
    if (TRUTHY.has(v)) return true;
    if (FALSY.has(v)) return false;
  }
  return undefined;
}

type Messages = string[] | Record<string, string[]>;

function listItemErrors(items: unknown[], ok: (item: unknown) => boolean, message: string): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (!ok(item)) errors[String(i)] = [message];
  });
  return Object.keys(errors).length ? errors : null;
}

function checkField(field: MetadataField, value: unknown): Messages | null {
  if (value === null) return field.allowNone ? null : ['Field may not be null.'];
  switch (field.kind) {
    case 'int':
      return readInt(value) === undefined ? ['Not a valid integer.'] : null;
    case 'bool':
      return readBool(value) === undefined ? ['Not a valid boolean.'] : null;
    case 'string':
      return typeof value === 'string' ? null : ['Not a valid string.'];
    case 'dict':
      return isJsonObject(value) ? null : ['Not a valid mapping type.'];
    case 'list-or-dict':
      return Array.isArray(value) || isJsonObject(value) ? null : ['Not a valid list.'];
    case 'int-list':
      return Array.isArray(value) ? listItemErrors(value, (v) => readInt(v) !== undefined, 'Not a valid integer.') : ['Not a valid list.'];
    case 'string-list':
      return Array.isArray(value) ? listItemErrors(value, (v) => typeof v === 'string', 'Not a valid string.') : ['Not a valid list.'];
    case 'dict-list':
      return Array.isArray(value) ? listItemErrors(value, isJsonObject, 'Not a valid mapping type.') : ['Not a valid list.'];
  }
}

export const DUPLICATE_TARGET_DATASET = 'A dataset can be targeted once per filter.';

/**
 * The problems of one filter's `targets` (filters across datasets, issue 12 §10): a list of mappings, each
 * datasetId an integer and each column a {name} with a string name; a dataset at most once; and when there
 * are several targets, every one names both. Other keys of a target are kept as sent. Null when fine.
 */
function filterTargetsProblems(targets: unknown): string[] | Record<string, unknown> | null {
  if (targets === undefined || targets === null) return null;
  if (!Array.isArray(targets)) return ['Not a valid list.'];
  const errors: Record<string, unknown> = {};
  const seen = new Set<number>();
  targets.forEach((target, i) => {
    if (!isJsonObject(target)) {
      errors[String(i)] = ['Not a valid mapping type.'];
      return;
    }
    const problems: Record<string, unknown> = {};
    // A null half reads as absent (marshmallow's allow_none).
    const datasetId = target.datasetId ?? undefined;
    const column = target.column ?? undefined;
    if (datasetId !== undefined && !isRowId(datasetId)) problems.datasetId = ['Not a valid integer.'];
    else if (typeof datasetId === 'number' && seen.has(datasetId)) problems.datasetId = [DUPLICATE_TARGET_DATASET];
    else if (datasetId === undefined && targets.length > 1) problems.datasetId = ['Missing data for required field.'];
    if (typeof datasetId === 'number') seen.add(datasetId);
    if (column !== undefined && !isJsonObject(column)) problems.column = ['Not a valid mapping type.'];
    else if (isJsonObject(column) && typeof column.name !== 'string') problems.column = { name: ['Not a valid string.'] };
    else if (column === undefined && targets.length > 1) problems.column = ['Missing data for required field.'];
    if (Object.keys(problems).length) errors[String(i)] = problems;
  });
  return Object.keys(errors).length ? errors : null;
}

/** The problems of native filter configurations (their targets), by index; null when fine. */
export function nativeFilterProblems(filters: readonly unknown[]): Record<string, unknown> | null {
  const errors: Record<string, unknown> = {};
  filters.forEach((filter, i) => {
    const problem = isJsonObject(filter) ? filterTargetsProblems(filter.targets) : null;
    if (problem) errors[String(i)] = { targets: problem };
  });
  return Object.keys(errors).length ? errors : null;
}

/**
 * The problems of a json_metadata value, keyed by metadata key as Superset words them; null when it is
 * fine. Keys the schema does not declare are left alone (the REST layer refuses them, as Superset does).
 */
export function checkMetadata(value: unknown): Record<string, unknown> | null {
  if (!isJsonObject(value)) return { _schema: ['Invalid input type.'] };
  const errors: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(METADATA_FIELDS)) {
    if (!(key in value)) continue;
    const problem = checkField(field, value[key]);
    if (problem) errors[key] = problem;
  }
  if (!errors.native_filter_configuration && Array.isArray(value.native_filter_configuration)) {
    const problems = nativeFilterProblems(value.native_filter_configuration);
    if (problems) errors.native_filter_configuration = problems;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The dataset ids a native filter configuration targets. */
export function targetDatasetIds(filters: unknown): number[] {
  const ids = new Set<number>();
  for (const filter of Array.isArray(filters) ? filters : []) {
    for (const target of isJsonObject(filter) && Array.isArray(filter.targets) ? filter.targets : []) {
      if (isJsonObject(target) && typeof target.datasetId === 'number') ids.add(target.datasetId);
    }
  }
  return [...ids];
}

/** The metadata keys a value holds that Superset's schema does not declare. */
export function unknownMetadataKeys(value: JsonObject): string[] {
  return Object.keys(value).filter((k) => !(k in METADATA_FIELDS) && !DROPPED_KEYS.includes(k));
}

/**
 * What a save stores (Superset's set_dash_metadata): the layout leaves the metadata (it has its own
 * column); legacy filter scopes survive only with a layout, default filters only for charts it places;
 * the refresh, colour and cross-filter keys get their defaults; everything else is kept as sent.
 */
export function metadataForSave(sent: JsonObject, layoutChartIds: number[] | null): JsonObject {
  const md: JsonObject = { ...sent };
  for (const key of DROPPED_KEYS) delete md[key];
  if (layoutChartIds !== null) {
    const defaults = parseDefaultFilters(sent.default_filters);
    md.default_filters = JSON.stringify(Object.fromEntries(Object.entries(defaults).filter(([key]) => layoutChartIds.includes(Number(key)))));
    delete md.positions;
  }
  if (!(layoutChartIds !== null && isJsonObject(sent.filter_scopes) && Object.keys(sent.filter_scopes).length)) delete md.filter_scopes;
  md.timed_refresh_immune_slices ??= [];
  if (sent.color_namespace === null || sent.color_namespace === undefined) delete md.color_namespace;
  md.expanded_slices = sent.expanded_slices ?? {};
  md.refresh_frequency = sent.refresh_frequency ?? 0;
  md.color_scheme = sent.color_scheme ?? '';
  md.label_colors = sent.label_colors ?? {};
  md.shared_label_colors = sent.shared_label_colors ?? [];
  md.map_label_colors = sent.map_label_colors ?? {};
  md.color_scheme_domain = sent.color_scheme_domain ?? [];
  md.cross_filters_enabled = sent.cross_filters_enabled ?? true;
  return md;
}

function parseDefaultFilters(value: unknown): JsonObject {
  if (isJsonObject(value)) return value;
  return typeof value === 'string' ? parseJsonObjectText(value) : {};
}

export interface NativeFilterChanges {
  modified?: JsonObject[] | null;
  deleted?: string[] | null;
  reordered?: string[] | null;
}

/**
 * Superset's update_native_filters_config: deleted filters go, modified ones replace theirs (or are
 * appended when new), and a reorder list (extended by the new filters) sets the order of those it names.
 */
export function applyNativeFilterChanges(current: unknown, changes: NativeFilterChanges): JsonObject[] {
  const existing = Array.isArray(current) ? current.filter(isJsonObject) : [];
  const deleted = new Set(changes.deleted ?? []);
  const modified = changes.modified ?? [];
  const reordered = [...(changes.reordered ?? [])];
  const next: JsonObject[] = [];
  for (const filter of existing) {
    if (deleted.has(filter.id as string)) continue;
    next.push(modified.find((m) => m.id === filter.id) ?? filter);
  }
  for (const filter of modified) {
    if (next.some((f) => f.id === filter.id)) continue;
    next.push(filter);
    if (reordered.length && !reordered.includes(filter.id as string)) reordered.push(filter.id as string);
  }
  if (!reordered.length) return next;
  const byId = new Map(next.map((f) => [f.id as string, f]));
  return reordered.flatMap((id) => (byId.has(id) ? [byId.get(id) as JsonObject] : []));
}

/** The colour keys PUT /colors writes (colour namespace is not one of them, as in Superset). */
export const COLOR_KEYS = ['color_scheme_domain', 'color_scheme', 'shared_label_colors', 'map_label_colors', 'label_colors'] as const;

export function applyColors(md: JsonObject, colors: Partial<Record<(typeof COLOR_KEYS)[number], unknown>>): JsonObject {
  const next = { ...md };
  for (const key of COLOR_KEYS) if (colors[key] !== undefined) next[key] = colors[key];
  return next;
}

/** The filter bar orientations json_metadata.filter_bar_orientation takes. */
export const FILTER_BAR_ORIENTATIONS = ['VERTICAL', 'HORIZONTAL'] as const;

/**
 * The problems of cross-filter settings (chart_configuration, global_chart_configuration,
 * cross_filters_enabled, filter_bar_orientation) by key; null when they may be stored.
 */
export function crossFilterSettingsProblems(settings: JsonObject): Record<string, unknown> | null {
  const problems: Record<string, unknown> = { ...checkMetadata(settings) };
  if (typeof settings.filter_bar_orientation === 'string' && !(FILTER_BAR_ORIENTATIONS as readonly string[]).includes(settings.filter_bar_orientation)) {
    problems.filter_bar_orientation = [`Must be one of: ${FILTER_BAR_ORIENTATIONS.join(', ')}.`];
  }
  if (isJsonObject(settings.chart_configuration)) {
    const bad = Object.entries(settings.chart_configuration).flatMap(([key, value]) => (/^\d+$/.test(key) && isJsonObject(value) ? [] : [key]));
    if (bad.length) problems.chart_configuration = Object.fromEntries(bad.map((key) => [key, ['A chart id with its {id, crossFilters} configuration.']]));
  }
  return Object.keys(problems).length ? problems : null;
}

// ---- Reading: the typed view ----

export interface NativeFilterView {
  id: string;
  type: string;
  name: string;
  title: string | null;
  filterType: string | null;
  targets: unknown[];
  controlValues: JsonObject;
  defaultDataMask: JsonObject;
  cascadeParentIds: string[];
  scope: JsonObject;
  adhocFilters: unknown[] | null;
  timeRange: string | null;
  granularitySqla: string | null;
  sortMetric: string | null;
  requiredFirst: boolean | null;
  description: string | null;
  chartsInScope: number[] | null;
  tabsInScope: string[] | null;
  extra: JsonObject;
  /** The filter exactly as stored. */
  config: JsonObject;
}

const NATIVE_FILTER_KEYS = [
  'id',
  'type',
  'name',
  'title',
  'filterType',
  'targets',
  'controlValues',
  'defaultDataMask',
  'cascadeParentIds',
  'scope',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'sortMetric',
  'requiredFirst',
  'description',
  'chartsInScope',
  'tabsInScope',
];

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const ints = (v: unknown) => (Array.isArray(v) ? v.map(readInt).filter((x): x is number => x !== undefined) : []);
const rest = (value: JsonObject, known: readonly string[]) => Object.fromEntries(Object.entries(value).filter(([k]) => !known.includes(k)));

/** The default scope of a native filter: the whole dashboard, nothing excluded. */
export const DEFAULT_FILTER_SCOPE = { rootPath: [ROOT_ID], excluded: [] };

export function toNativeFilter(value: JsonObject): NativeFilterView {
  const type = value.type === 'DIVIDER' ? 'DIVIDER' : 'NATIVE_FILTER';
  return {
    id: str(value.id) ?? '',
    type,
    name: str(value.name) ?? str(value.title) ?? '',
    title: str(value.title),
    filterType: str(value.filterType),
    targets: Array.isArray(value.targets) ? value.targets : [],
    controlValues: isJsonObject(value.controlValues) ? value.controlValues : {},
    defaultDataMask: isJsonObject(value.defaultDataMask) ? value.defaultDataMask : {},
    cascadeParentIds: strings(value.cascadeParentIds),
    scope: isJsonObject(value.scope) ? value.scope : { ...DEFAULT_FILTER_SCOPE },
    adhocFilters: Array.isArray(value.adhoc_filters) ? value.adhoc_filters : null,
    timeRange: str(value.time_range),
    granularitySqla: str(value.granularity_sqla),
    sortMetric: str(value.sortMetric),
    requiredFirst: typeof value.requiredFirst === 'boolean' ? value.requiredFirst : null,
    description: str(value.description),
    chartsInScope: Array.isArray(value.chartsInScope) ? ints(value.chartsInScope) : null,
    tabsInScope: Array.isArray(value.tabsInScope) ? strings(value.tabsInScope) : null,
    extra: rest(value, NATIVE_FILTER_KEYS),
    config: value,
  };
}

export interface DashboardMetadataView {
  nativeFilterConfiguration: NativeFilterView[];
  chartConfiguration: JsonObject;
  globalChartConfiguration: JsonObject | null;
  crossFiltersEnabled: boolean;
  filterBarOrientation: string;
  refreshFrequency: number;
  staggerRefresh: boolean | null;
  staggerTime: number | null;
  timedRefreshImmuneSlices: number[];
  colorScheme: string | null;
  colorNamespace: string | null;
  labelColors: JsonObject;
  sharedLabelColors: string[];
  mapLabelColors: JsonObject;
  colorSchemeDomain: string[];
  expandedSlices: JsonObject;
  defaultFilters: string | null;
  filterScopes: JsonObject;
  positions: JsonObject | null;
  extra: JsonObject;
}

const TYPED_METADATA_KEYS = [
  'native_filter_configuration',
  'chart_configuration',
  'global_chart_configuration',
  'cross_filters_enabled',
  'filter_bar_orientation',
  'refresh_frequency',
  'stagger_refresh',
  'stagger_time',
  'timed_refresh_immune_slices',
  'color_scheme',
  'color_namespace',
  'label_colors',
  'shared_label_colors',
  'map_label_colors',
  'color_scheme_domain',
  'expanded_slices',
  'default_filters',
  'filter_scopes',
  'positions',
];

const obj = (v: unknown): JsonObject => (isJsonObject(v) ? v : {});

/** Stored metadata read into its typed view; values of the wrong type read as the defaults. */
export function toMetadataView(md: JsonObject): DashboardMetadataView {
  const orientation = str(md.filter_bar_orientation)?.toUpperCase();
  return {
    nativeFilterConfiguration: (Array.isArray(md.native_filter_configuration) ? md.native_filter_configuration : []).filter(isJsonObject).map(toNativeFilter),
    chartConfiguration: obj(md.chart_configuration),
    globalChartConfiguration: isJsonObject(md.global_chart_configuration) ? md.global_chart_configuration : null,
    crossFiltersEnabled: readBool(md.cross_filters_enabled) ?? true,
    filterBarOrientation: orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL',
    refreshFrequency: readInt(md.refresh_frequency) ?? 0,
    staggerRefresh: readBool(md.stagger_refresh) ?? null,
    staggerTime: readInt(md.stagger_time) ?? null,
    timedRefreshImmuneSlices: ints(md.timed_refresh_immune_slices),
    colorScheme: str(md.color_scheme),
    colorNamespace: str(md.color_namespace),
    labelColors: obj(md.label_colors),
    // Older dashboards kept shared label colours as a {label: colour} map.
    sharedLabelColors: isJsonObject(md.shared_label_colors) ? Object.keys(md.shared_label_colors) : strings(md.shared_label_colors),
    mapLabelColors: obj(md.map_label_colors),
    colorSchemeDomain: strings(md.color_scheme_domain),
    expandedSlices: obj(md.expanded_slices),
    defaultFilters: str(md.default_filters),
    filterScopes: obj(md.filter_scopes),
    positions: isJsonObject(md.positions) ? md.positions : null,
    extra: rest(md, TYPED_METADATA_KEYS),
  };
}
