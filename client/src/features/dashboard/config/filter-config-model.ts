// The native filter configuration modal's model (spec 1 §3 native filter config, §4): filters and dividers
// as stored in json_metadata, the checks made before saving (the first filter with a problem is shown), the
// cascade's cycle refusal, and the changes PUT /dashboard/{id}/filters takes. Pure.
import { ROOT_ID } from '@tessera/layout-rules';
import { readTargetDraft, type TargetDraft } from '../native-filters/filter-targets';

export type FilterConfig = Record<string, unknown>;

export const FILTER_TYPES = [
  { value: 'filter_select', label: 'Value' },
  { value: 'filter_range', label: 'Numerical range' },
  { value: 'filter_time', label: 'Time range' },
  { value: 'filter_timegrain', label: 'Time grain' },
  { value: 'filter_timecolumn', label: 'Time column' },
] as const;

/** Which settings a filter type has (Superset's filter plugins' control panels). */
export const TYPE_SETTINGS: Record<string, { dataset: boolean; column: boolean; values: boolean; parents: boolean; preFilter: boolean }> = {
  filter_select: { dataset: true, column: true, values: true, parents: true, preFilter: true },
  filter_range: { dataset: true, column: true, values: false, parents: true, preFilter: true },
  filter_time: { dataset: false, column: false, values: false, parents: false, preFilter: false },
  filter_timegrain: { dataset: true, column: false, values: false, parents: false, preFilter: false },
  filter_timecolumn: { dataset: true, column: false, values: false, parents: false, preFilter: false },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isDivider = (config: FilterConfig) => config.type === 'DIVIDER';

/** A fresh id, as Superset makes them: the prefix and a random suffix. */
export function newFilterId(divider: boolean, random: () => string = () => Math.random().toString(36).slice(2, 12)): string {
  return `${divider ? 'NATIVE_FILTER_DIVIDER' : 'NATIVE_FILTER'}-${random()}`;
}

/** A new value filter: the whole dashboard in scope, multiple select on, nothing else set. */
export function newFilter(id: string): FilterConfig {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [{}],
    controlValues: { enableEmptyFilter: false, defaultToFirstItem: false, multiSelect: true, searchAllOptions: false, inverseSelection: false },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [ROOT_ID], excluded: [] },
    description: '',
  };
}

export const newDivider = (id: string): FilterConfig => ({ id, type: 'DIVIDER', title: '', description: '', scope: { rootPath: [ROOT_ID], excluded: [] } });

export const controlValues = (config: FilterConfig): Record<string, unknown> => (isObject(config.controlValues) ? config.controlValues : {});
export const parentIds = (config: FilterConfig): string[] => (Array.isArray(config.cascadeParentIds) ? config.cascadeParentIds.filter((id): id is string => typeof id === 'string') : []);

/** Every target of the filter (at least one, possibly empty). The first is the one its values come from. */
export function targetsOf(config: FilterConfig): TargetDraft[] {
  const targets = Array.isArray(config.targets) ? config.targets.map(readTargetDraft) : [];
  return targets.length > 0 ? targets : [{ datasetId: null, column: null }];
}

/** targets[0] as {datasetId, column}. */
export const targetOf = (config: FilterConfig): TargetDraft => targetsOf(config)[0];

const storedTarget = ({ datasetId, column }: TargetDraft) => ({ ...(datasetId !== null ? { datasetId } : {}), ...(column ? { column: { name: column } } : {}) });

/** The filter with its targets replaced (stored in Superset's shape, `{datasetId, column: {name}}`). */
export const withTargets = (config: FilterConfig, targets: readonly TargetDraft[]): FilterConfig => ({ ...config, targets: targets.map(storedTarget) });

/** Sets one target; a new dataset clears that target's column. */
export function setTargetAt(config: FilterConfig, index: number, next: TargetDraft): FilterConfig {
  const targets = targetsOf(config);
  const datasetChanged = next.datasetId !== targets[index]?.datasetId;
  return withTargets(config, targets.map((target, i) => (i === index ? { datasetId: next.datasetId, column: datasetChanged ? null : next.column } : target)));
}

/** "+ Add dataset": a further, empty (dataset, column) pair. */
export const addTarget = (config: FilterConfig): FilterConfig => withTargets(config, [...targetsOf(config), { datasetId: null, column: null }]);

/** Removes a further pair (the first target stays). */
export const removeTarget = (config: FilterConfig, index: number): FilterConfig => (index === 0 ? config : withTargets(config, targetsOf(config).filter((_, i) => i !== index)));

/** The filter's default value (defaultDataMask.filterState.value). */
export function defaultValueOf(config: FilterConfig): unknown {
  const mask = isObject(config.defaultDataMask) ? config.defaultDataMask : {};
  return isObject(mask.filterState) ? (mask.filterState.value ?? null) : null;
}

/**
 * The filters whose parent chain leads back to themselves: a cascade cycle (refused, as Superset's
 * 'Cannot create cyclic hierarchy').
 */
export function cyclicFilterIds(configs: ReadonlyArray<FilterConfig>): string[] {
  const parents = new Map(configs.map((config) => [String(config.id), parentIds(config)]));
  const reachesItself = (start: string) => {
    const stack = [...(parents.get(start) ?? [])];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === start) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(parents.get(id) ?? []));
    }
    return false;
  };
  return [...parents.keys()].filter(reachesItself);
}

/** Whether making `parentId` a parent of `childId` closes a cycle. */
export function wouldCycle(configs: ReadonlyArray<FilterConfig>, childId: string, parentId: string): boolean {
  const next = configs.map((config) => (config.id === childId ? { ...config, cascadeParentIds: [...parentIds(config), parentId] } : config));
  return cyclicFilterIds(next).includes(childId);
}

export const CYCLE_TEXT = 'Cannot create cyclic hierarchy';

/** A further target's problems. */
export type TargetErrors = Partial<Record<'dataset' | 'column', string>>;

export type FilterErrors = Partial<Record<'name' | 'dataset' | 'column' | 'parents' | 'defaultValue', string>> & {
  /** Problems of the further targets, by their index in `targets`. */
  targets?: Record<number, TargetErrors>;
};

export const DUPLICATE_DATASET_TEXT = 'This dataset is already a target of this filter';

/** The further targets' problems: each needs a dataset, once per filter, and a column. */
function furtherTargetErrors(targets: readonly TargetDraft[]): Record<number, TargetErrors> | undefined {
  const out: Record<number, TargetErrors> = {};
  targets.forEach((target, index) => {
    if (index === 0) return;
    const errors: TargetErrors = {};
    if (target.datasetId === null) errors.dataset = 'Dataset is required';
    else if (targets.slice(0, index).some((earlier) => earlier.datasetId === target.datasetId)) errors.dataset = DUPLICATE_DATASET_TEXT;
    if (!target.column) errors.column = 'Column is required';
    if (Object.keys(errors).length > 0) out[index] = errors;
  });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Every item's problems, by id; an item without problems is absent. */
export function validateFilters(configs: ReadonlyArray<FilterConfig>): Record<string, FilterErrors> {
  const cyclic = new Set(cyclicFilterIds(configs));
  const out: Record<string, FilterErrors> = {};
  for (const config of configs) {
    const errors: FilterErrors = {};
    const id = String(config.id);
    if (isDivider(config)) {
      if (!String(config.title ?? '').trim()) errors.name = 'Title is required';
    } else {
      const settings = TYPE_SETTINGS[String(config.filterType)] ?? TYPE_SETTINGS.filter_select;
      const target = targetOf(config);
      if (!String(config.name ?? '').trim()) errors.name = 'Name is required';
      if (settings.dataset && target.datasetId === null) errors.dataset = 'Dataset is required';
      if (settings.column && !target.column) errors.column = 'Column is required';
      const further = settings.column ? furtherTargetErrors(targetsOf(config)) : undefined;
      if (further) errors.targets = further;
      if (cyclic.has(id)) errors.parents = CYCLE_TEXT;
      const values = controlValues(config);
      const value = defaultValueOf(config);
      const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
      if (values.defaultValueEnabled === true && values.enableEmptyFilter === true && !values.defaultToFirstItem && empty) errors.defaultValue = 'Please choose a valid value';
    }
    if (Object.keys(errors).length > 0) out[id] = errors;
  }
  return out;
}

/** The first item (in the modal's order) with a problem: where the modal goes when Save is refused. */
export function firstInvalidId(configs: ReadonlyArray<FilterConfig>, errors: Record<string, FilterErrors>): string | null {
  return configs.find((config) => errors[String(config.id)])?.id as string | null ?? null;
}

export interface FilterChanges {
  modified: FilterConfig[];
  deleted: string[];
  reordered: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What PUT /filters takes: changed or new items, removed ids, and the order when it changed. */
export function filterChanges(original: ReadonlyArray<FilterConfig>, edited: ReadonlyArray<FilterConfig>): FilterChanges {
  const before = new Map(original.map((config) => [String(config.id), config]));
  const ids = edited.map((config) => String(config.id));
  const kept = original.map((config) => String(config.id)).filter((id) => ids.includes(id));
  return {
    modified: edited.filter((config) => !same(before.get(String(config.id)), config)),
    deleted: [...before.keys()].filter((id) => !ids.includes(id)),
    reordered: same(kept, ids.filter((id) => before.has(id))) ? [] : ids,
  };
}

/** Moves an item one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Milliseconds a removed filter can be restored (spec 1 §4). */
export const REMOVE_UNDO_MS = 5000;
