import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, toOptionalInt, type AdhocColumn, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import {
  compactOps,
  contributionOperator,
  flattenOperator,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeOffsets,
} from '../shared/post-processing';
import { buildBaseQuery, defaultOrderBy, getColumnLabel } from '../shared/query-object';
import { queriedAnnotationLayers } from './native-annotations';

/** The time column's name when a legacy query has no x-axis column (Superset's DTTM_ALIAS). */
export const DTTM_ALIAS = '__timestamp';

/** The x-axis as a BASE_AXIS column carrying the time grain, so the server buckets it (Superset's
 * getXAxisColumn). */
export function xAxisColumn(xAxis: QueryFormColumn, timeGrain: string | undefined): AdhocColumn {
  const column: AdhocColumn =
    typeof xAxis === 'string'
      ? { expressionType: 'SQL', sqlExpression: xAxis, label: xAxis, columnType: 'BASE_AXIS' }
      : { ...xAxis, columnType: 'BASE_AXIS' };
  return timeGrain ? { ...column, timeGrain } : column;
}

export function xAxisLabel(formData: QueryFormData): string | null {
  return formData.x_axis !== undefined && formData.x_axis !== null && formData.x_axis !== '' ? getColumnLabel(formData.x_axis) : null;
}

/** Legacy NVD3 time-series charts had no x_axis: the time column was granularity_sqla, the series limit
 * `limit`, stacking a boolean. This mirrors Superset's migration to the ECharts timeseries form. */
export function migrateLegacyTimeseries(formData: QueryFormData): QueryFormData {
  const migrated: QueryFormData = { ...formData };
  if ((migrated.x_axis === undefined || migrated.x_axis === null) && typeof migrated.granularity_sqla === 'string') {
    migrated.x_axis = migrated.granularity_sqla;
  }
  if (migrated.series_limit === undefined && migrated.limit !== undefined) {
    migrated.series_limit = migrated.limit as QueryFormData['series_limit'];
  }
  if (migrated.series_limit_metric === undefined && migrated.timeseries_limit_metric) {
    migrated.series_limit_metric = migrated.timeseries_limit_metric;
  }
  if (migrated.stack === true) migrated.stack = 'Stack';
  if (migrated.stack === false) migrated.stack = null;
  return migrated;
}

/** Superset's timeseries buildQuery: the x-axis and the dimensions grouped, then on the server one column
 * per series (pivot), rolling windows, time comparison, resampling, contribution and flat column names. */
export function buildTimeseriesQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const groupby = ensureIsArray(formData.groupby);
  const metrics = ensureIsArray(base.metrics) as NonNullable<QueryFormData['metrics']>;
  const xAxis = formData.x_axis;
  const xLabel = xAxisLabel(formData);
  const query: ChartQueryInput = {
    ...base,
    columns: [...(xLabel !== null && xAxis ? [xAxisColumn(xAxis, formData.time_grain_sqla)] : []), ...groupby],
    seriesColumns: groupby,
    orderby: defaultOrderBy(formData, metrics),
  };
  if (!query.granularity && typeof xAxis === 'string' && xAxis) query.granularity = xAxis;
  const seriesLimit = toOptionalInt(formData.series_limit);
  if (seriesLimit !== undefined && seriesLimit > 0 && groupby.length > 0) {
    query.seriesLimit = seriesLimit;
    if (formData.series_limit_metric) query.seriesLimitMetric = formData.series_limit_metric;
  }
  const offsets = timeOffsets(formData);
  if (offsets.length) query.timeOffsets = offsets;
  const annotationLayers = queriedAnnotationLayers(formData.annotation_layers);
  if (annotationLayers.length) query.annotationLayers = annotationLayers;
  const pivot = pivotOperator(formData, xLabel, metrics);
  if (pivot) {
    query.postProcessing = compactOps([
      pivot,
      rollingWindowOperator(formData, metrics),
      timeCompareOperator(formData, metrics),
      resampleOperator(formData),
      renameOperator(formData, metrics, xLabel),
      contributionOperator(formData),
      sortOperator(formData, metrics, xLabel),
      flattenOperator(),
    ]);
  }
  return [query];
}
