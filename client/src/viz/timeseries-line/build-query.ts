import type { ChartQueryInput } from '../../gql/graphql';
import { ensureIsArray, toOptionalInt, type AdhocColumn, type QueryFormColumn, type QueryFormData } from '../shared/form-data';
import { buildBaseQuery, defaultOrderBy } from '../shared/query-object';

/** The x-axis as a BASE_AXIS column carrying the time grain, so the server buckets it (Superset's
 * getXAxisColumn). */
export function xAxisColumn(xAxis: QueryFormColumn, timeGrain: string | undefined): AdhocColumn {
  const column: AdhocColumn =
    typeof xAxis === 'string'
      ? { expressionType: 'SQL', sqlExpression: xAxis, label: xAxis, columnType: 'BASE_AXIS' }
      : { ...xAxis, columnType: 'BASE_AXIS' };
  return timeGrain ? { ...column, timeGrain } : column;
}

/** Legacy NVD3 "line" charts had no x_axis: the time column was granularity_sqla and the series limit `limit`.
 * This mirrors Superset's migration to the ECharts timeseries form. */
export function migrateLegacyLine(formData: QueryFormData): QueryFormData {
  const migrated: QueryFormData = { ...formData };
  if (migrated.x_axis === undefined && typeof migrated.granularity_sqla === 'string') {
    migrated.x_axis = migrated.granularity_sqla;
  }
  if (migrated.series_limit === undefined && migrated.limit !== undefined) {
    migrated.series_limit = migrated.limit as QueryFormData['series_limit'];
  }
  if (migrated.series_limit_metric === undefined && migrated.timeseries_limit_metric) {
    migrated.series_limit_metric = migrated.timeseries_limit_metric;
  }
  return migrated;
}

/** Superset's timeseries buildQuery, minus the pivot: rows come back long (time, dimensions, metrics) and
 * transformProps pivots them into one series per dimension value. */
export function buildTimeseriesQuery(formData: QueryFormData): ChartQueryInput[] {
  const base = buildBaseQuery(formData);
  const groupby = ensureIsArray(formData.groupby);
  const metrics = ensureIsArray(base.metrics) as NonNullable<QueryFormData['metrics']>;
  const xAxis = formData.x_axis;
  const query: ChartQueryInput = {
    ...base,
    columns: [...(xAxis !== undefined && xAxis !== null ? [xAxisColumn(xAxis, formData.time_grain_sqla)] : []), ...groupby],
    seriesColumns: groupby,
    orderby: defaultOrderBy(formData, metrics),
  };
  if (!query.granularity && typeof xAxis === 'string') query.granularity = xAxis;
  const seriesLimit = toOptionalInt(formData.series_limit);
  if (seriesLimit !== undefined && seriesLimit > 0 && groupby.length > 0) {
    query.seriesLimit = seriesLimit;
    if (formData.series_limit_metric) query.seriesLimitMetric = formData.series_limit_metric;
  }
  return [query];
}
