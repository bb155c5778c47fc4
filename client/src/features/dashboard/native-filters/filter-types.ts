// Each native filter type's value -> the data mask it applies (Superset's filter plugins' setDataMask), and
// whether a value may be applied. Pure.
import type { DataMask, ExtraFormData } from './data-mask';
import { readTarget, type FilterTarget } from './filter-targets';

export const RANGE_ORDER_ERROR = 'Minimum must be strictly less than maximum';

/** The native filter fields a value needs (a subset of the generated NativeFilter). */
export interface FilterDefinition {
  id: string;
  filterType?: string | null;
  targets: unknown;
  controlValues: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first target of a filter (`targets[0]`): the dataset its value options come from and the column its
 * value is made on (filter-targets.ts carries it to the other targets). */
export function filterTarget(filter: Pick<FilterDefinition, 'targets'>): FilterTarget | null {
  return readTarget(Array.isArray(filter.targets) ? filter.targets[0] : null);
}

export function controlValue<T>(filter: Pick<FilterDefinition, 'controlValues'>, key: string, fallback: T): T {
  const values = isObject(filter.controlValues) ? filter.controlValues : {};
  return key in values && values[key] !== undefined && values[key] !== null ? (values[key] as T) : fallback;
}

/** A filter that must have a value before Apply (Superset's enableEmptyFilter, "Filter value is required"). */
export const isRequired = (filter: FilterDefinition) => controlValue<boolean>(filter, 'enableEmptyFilter', false) === true;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);

/** A range value's problem, or null when it may be applied (spec 1 §5). */
export function rangeError(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const [min, max] = value as Array<number | null | undefined>;
  return typeof min === 'number' && typeof max === 'number' && !(min < max) ? RANGE_ORDER_ERROR : null;
}

/** The extraFormData of a filter holding `value`; {} when the value filters nothing. */
export function filterExtraFormData(filter: FilterDefinition, value: unknown): ExtraFormData {
  const target = filterTarget(filter);
  switch (filter.filterType) {
    case 'filter_select': {
      const values = listOf(value);
      if (!target || values.length === 0) return {};
      return { filters: [{ col: target.column, op: controlValue(filter, 'inverseSelection', false) ? 'NOT IN' : 'IN', val: values }] };
    }
    case 'filter_range': {
      if (!target || !Array.isArray(value) || rangeError(value)) return {};
      const [min, max] = value as Array<number | null | undefined>;
      const filters = [];
      if (typeof min === 'number') filters.push({ col: target.column, op: '>=', val: min });
      if (typeof max === 'number') filters.push({ col: target.column, op: '<=', val: max });
      return filters.length > 0 ? { filters } : {};
    }
    case 'filter_time':
      return typeof value === 'string' && value !== '' ? { time_range: value } : {};
    case 'filter_timegrain': {
      const grain = listOf(value)[0];
      return typeof grain === 'string' ? { time_grain_sqla: grain } : {};
    }
    case 'filter_timecolumn': {
      const column = listOf(value)[0];
      return typeof column === 'string' ? { granularity_sqla: column } : {};
    }
    default:
      return {};
  }
}

/** The data mask of a filter holding `value` (null: no value). */
export function filterDataMask(filter: FilterDefinition, value: unknown): DataMask {
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.every((v) => v === null || v === undefined));
  const error = filter.filterType === 'filter_range' ? rangeError(value) : null;
  return {
    id: filter.id,
    extraFormData: filterExtraFormData(filter, value),
    filterState: { value: empty ? null : value, ...(error ? { validateStatus: 'error' as const, validateMessage: error } : {}) },
  };
}

/** The value a filter starts with: its defaultDataMask's filterState.value. */
export function defaultValue(filter: { defaultDataMask: unknown }): unknown {
  const mask = isObject(filter.defaultDataMask) ? filter.defaultDataMask : {};
  const state = isObject(mask.filterState) ? mask.filterState : {};
  return state.value ?? null;
}

/** Whether a filter's mask can be applied: a required filter needs a value, a range must be ordered. */
export function maskProblem(filter: FilterDefinition, mask: DataMask | undefined): string | null {
  if (mask?.filterState?.validateMessage) return mask.filterState.validateMessage;
  const value = mask?.filterState?.value;
  if (isRequired(filter) && (value === null || value === undefined || (Array.isArray(value) && value.length === 0))) return 'Value is required';
  return null;
}
