import type { ChartQueryInput } from '../../gql/graphql';
import type { QueryFormData } from '../shared/form-data';
import { compactOps, flattenOperator, pivotOperator, resampleOperator, rollingWindowOperator } from '../shared/post-processing';
import { buildBaseQuery, formMetrics } from '../shared/query-object';
import { xAxisColumn, xAxisLabel } from '../timeseries/build-query';

/** Superset's big number with trendline: the metric over the x-axis bucketed by the time grain, with rolling
 * windows and resampling applied on the server (no dimensions, so no series limit). */
export function buildBigNumberQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const metrics = formMetrics(formData);
  const xLabel = xAxisLabel(formData);
  const query: ChartQueryInput = {
    ...base,
    metrics,
    columns: xLabel !== null && formData.x_axis ? [xAxisColumn(formData.x_axis, formData.time_grain_sqla)] : [],
    orderby: xLabel !== null ? [[xLabel, true]] : [],
  };
  if (!query.granularity && typeof formData.x_axis === 'string' && formData.x_axis) query.granularity = formData.x_axis;
  // Without dimensions the pivot only makes the x-axis the index the rolling window runs down.
  const noDimensions: QueryFormData = { ...formData, groupby: [], time_compare: [] };
  const pivot = pivotOperator(noDimensions, xLabel, metrics);
  if (pivot) {
    query.postProcessing = compactOps([pivot, rollingWindowOperator(noDimensions, metrics), resampleOperator(formData), flattenOperator()]);
  }
  return [query];
}

/** Superset's big number total: the metric over the whole (filtered) dataset. */
export function buildBigNumberTotalQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  return [{ ...base, metrics: formMetrics(formData), columns: [], orderby: [] }];
}
