// The `post_processing` operations a chart asks the server to apply to its aggregated rows, built from form
// data as Superset's buildQuery operators build them (pivot, rolling/cum, compare, resample, rename,
// contribution, flatten, sort). The server (semantic/post-processing.ts) runs them in order; each builder
// returns undefined when its feature is off, and `compactOps` drops those.
import { ensureIsArray, toOptionalInt, type QueryFormData, type QueryFormMetric } from './form-data';
import { getColumnLabel, getMetricLabel } from './query-object';

export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export type MaybeRule = PostProcessingRule | undefined;

export function compactOps(rules: MaybeRule[]): PostProcessingRule[] {
  return rules.filter((rule): rule is PostProcessingRule => rule !== undefined);
}

/** Superset's TIME_COMPARISON_SEPARATOR: a compared metric comes back as `<metric>__<offset>`. */
export const TIME_COMPARISON_SEPARATOR = '__';

export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** The time comparison offsets ('1 year ago', ...) of the form; 'custom'/'inherit' need a dashboard and are
 * left out. */
export function timeOffsets(formData: QueryFormData): string[] {
  return ensureIsArray(formData.time_compare as string[] | string | undefined)
    .filter((offset): offset is string => typeof offset === 'string' && offset.trim() !== '')
    .map((offset) => offset.trim())
    .filter((offset) => offset !== 'custom' && offset !== 'inherit');
}

export function comparisonType(formData: QueryFormData): ComparisonType {
  const type = formData.comparison_type === 'absolute' ? 'difference' : formData.comparison_type;
  return COMPARISON_TYPES.includes(type as ComparisonType) ? (type as ComparisonType) : 'values';
}

export function isTimeComparison(formData: QueryFormData): boolean {
  return timeOffsets(formData).length > 0;
}

/** `<metric>__<offset>` -> metric, for every metric and offset (Superset's getMetricOffsetsMap). */
export function metricOffsetsMap(formData: QueryFormData, metrics: QueryFormMetric[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const metric of metrics) {
    const label = getMetricLabel(metric);
    for (const offset of timeOffsets(formData)) map.set(`${label}${TIME_COMPARISON_SEPARATOR}${offset}`, label);
  }
  return map;
}

/** One row per x value and one column per (metric, series value...); every value is unique per cell after
 * the query's GROUP BY, so 'mean' only carries it over. */
export function pivotOperator(formData: QueryFormData, xAxisLabel: string | null, metrics: QueryFormMetric[]): MaybeRule {
  if (!xAxisLabel || metrics.length === 0) return undefined;
  const labels = metrics.map(getMetricLabel);
  if (isTimeComparison(formData)) labels.push(...metricOffsetsMap(formData, metrics).keys());
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(formData.groupby).map(getColumnLabel),
      aggregates: Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }])),
      drop_missing_columns: formData.show_empty_columns !== true,
    },
  };
}

export const ROLLING_TYPES = ['None', 'mean', 'sum', 'std', 'cumsum'] as const;

export function rollingWindowOperator(formData: QueryFormData, metrics: QueryFormMetric[]): MaybeRule {
  const type = formData.rolling_type;
  if (typeof type !== 'string' || type === 'None' || !type) return undefined;
  const names = isTimeComparison(formData)
    ? [...new Set(metricOffsetsMap(formData, metrics).values()), ...metricOffsetsMap(formData, metrics).keys()]
    : metrics.map(getMetricLabel);
  const columns = Object.fromEntries(names.map((name) => [name, name]));
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  if (!['mean', 'sum', 'std'].includes(type)) return undefined;
  return {
    operation: 'rolling',
    options: {
      rolling_type: type,
      window: Math.max(1, toOptionalInt(formData.rolling_periods) ?? 1),
      min_periods: Math.max(0, toOptionalInt(formData.min_periods) ?? 0),
      columns,
    },
  };
}

/** Difference, percentage or ratio of each metric against its shifted self; the originals are dropped. */
export function timeCompareOperator(formData: QueryFormData, metrics: QueryFormMetric[]): MaybeRule {
  const type = comparisonType(formData);
  if (!isTimeComparison(formData) || type === 'values') return undefined;
  const map = metricOffsetsMap(formData, metrics);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: type,
      drop_original_columns: true,
    },
  };
}

export const RESAMPLE_RULES = ['1T', '1H', '1D', '7D', '1M', '1AS'] as const;
export const RESAMPLE_METHODS = ['asfreq', 'zerofill', 'linear', 'ffill', 'bfill', 'median', 'mean', 'sum'] as const;

export function resampleOperator(formData: QueryFormData): MaybeRule {
  const method = formData.resample_method;
  const rule = formData.resample_rule;
  if (typeof method !== 'string' || !method || typeof rule !== 'string' || !rule) return undefined;
  const zerofill = method === 'zerofill';
  return { operation: 'resample', options: { method: zerofill ? 'asfreq' : method, rule, fill_value: zerofill ? 0 : null } };
}

/** With one metric and dimensions, series are named by their dimension values only (the metric level of the
 * column names is removed); a compared series is named by its offset. */
export function renameOperator(formData: QueryFormData, metrics: QueryFormMetric[], xAxisLabel: string | null): MaybeRule {
  const groupby = ensureIsArray(formData.groupby);
  if (metrics.length !== 1 || groupby.length === 0 || !xAxisLabel || formData.truncate_metric === false) return undefined;
  const metricLabel = getMetricLabel(metrics[0]);
  const pairs: Array<[string, string | null]> = [];
  const type = comparisonType(formData);
  if (isTimeComparison(formData) && type !== 'values') {
    for (const offset of timeOffsets(formData)) {
      pairs.push([`${type}__${metricLabel}__${metricLabel}${TIME_COMPARISON_SEPARATOR}${offset}`, offset]);
    }
  }
  pairs.push([metricLabel, null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}

export function contributionOperator(formData: QueryFormData): MaybeRule {
  const mode = formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return undefined;
  return { operation: 'contribution', options: { orientation: mode } };
}

export function flattenOperator(): PostProcessingRule {
  return { operation: 'flatten' };
}

/** A categorical x-axis sorted by its label or by a metric (Superset's x_axis_sort, only without
 * dimensions, where one row is one bar). */
export function sortOperator(formData: QueryFormData, metrics: QueryFormMetric[], xAxisLabel: string | null): MaybeRule {
  const by = formData.x_axis_sort;
  if (!xAxisLabel || typeof by !== 'string' || !by || ensureIsArray(formData.groupby).length > 0) return undefined;
  const ascending = formData.x_axis_sort_asc !== false;
  if (by === xAxisLabel) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  if (!metrics.map(getMetricLabel).includes(by)) return undefined;
  return { operation: 'sort', options: { by, ascending } };
}
