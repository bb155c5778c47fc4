import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, toOptionalInt, type QueryFormColumn, type QueryFormData, type QueryFormMetric } from '../shared/form-data';
import { buildBaseQuery } from '../shared/query-object';

export const bubbleEntity = (formData: QueryFormData) => ensureIsArray(formData.entity as QueryFormColumn | undefined)[0];
export const bubbleSeries = (formData: QueryFormData) => ensureIsArray(formData.series as QueryFormColumn | undefined)[0];

/** x, y and size metrics, in that order (absent ones skipped). */
export function bubbleMetrics(formData: QueryFormData): QueryFormMetric[] {
  return [formData.x, formData.y, formData.size].filter((metric): metric is QueryFormMetric => Boolean(metric)) as QueryFormMetric[];
}

/** Superset's bubble_v2 buildQuery: the x, y and size metrics per entity (and series), largest bubbles first
 * when ordered. */
export function buildBubbleQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metrics = bubbleMetrics(formData);
  const entity = bubbleEntity(formData);
  const series = bubbleSeries(formData);
  const size = formData.size as QueryFormMetric | undefined;
  return [
    {
      ...base,
      metrics,
      columns: [entity, series].filter((column): column is QueryFormColumn => Boolean(column)),
      orderby: size ? [[size, formData.order_desc === false]] : [],
    },
  ];
}

/** The legacy (nvd3) bubble's keys: x_log_scale/y_log_scale, x_axis_format, limit. */
export function migrateBubbleFormData(formData: QueryFormData): QueryFormData {
  if (formData.viz_type !== 'bubble') return formData;
  const migrated: QueryFormData = { ...formData };
  if (migrated.logXAxis === undefined && formData.x_log_scale !== undefined) migrated.logXAxis = formData.x_log_scale === true;
  if (migrated.logYAxis === undefined && formData.y_log_scale !== undefined) migrated.logYAxis = formData.y_log_scale === true;
  if (migrated.xAxisFormat === undefined && typeof formData.x_axis_format === 'string') migrated.xAxisFormat = formData.x_axis_format;
  if (migrated.row_limit === undefined && toOptionalInt(formData.limit) !== undefined) migrated.row_limit = toOptionalInt(formData.limit);
  return migrated;
}
