/**
 * From the GraphQL query input to the semantic layer's query object, and the variants some result types
 * run instead of the chart's own query (Superset's _get_samples and _get_drill_detail).
 */
import type { DatasourceDefinition, QueryObject } from '../../semantic/types';
import { ChartResultType, type ChartQueryInput } from './chart-data.types';

export function toQueryObject(q: ChartQueryInput): QueryObject {
  return {
    columns: q.columns ?? [],
    metrics: q.metrics ?? [],
    filters: (q.filters ?? []).map((f) => ({ col: f.col, op: f.op, val: f.val, grain: f.grain ?? undefined, isExtra: f.isExtra ?? undefined })),
    extras: {
      where: q.extras?.where ?? undefined,
      having: q.extras?.having ?? undefined,
      timeGrainSqla: q.extras?.timeGrainSqla ?? undefined,
      relativeStart: q.extras?.relativeStart ?? undefined,
      relativeEnd: q.extras?.relativeEnd ?? undefined,
    },
    orderby: q.orderby ?? [],
    rowLimit: q.rowLimit ?? undefined,
    rowOffset: q.rowOffset ?? undefined,
    isRowcount: q.isRowcount ?? undefined,
    seriesColumns: q.seriesColumns ?? undefined,
    seriesLimit: q.seriesLimit ?? undefined,
    seriesLimitMetric: q.seriesLimitMetric ?? undefined,
    timeRange: q.timeRange ?? undefined,
    timeShift: q.timeShift ?? undefined,
    granularity: q.granularity ?? undefined,
    isTimeseries: q.isTimeseries ?? undefined,
    orderDesc: q.orderDesc ?? undefined,
    postProcessing: q.postProcessing ?? [],
    applyFetchValuesPredicate: q.applyFetchValuesPredicate ?? undefined,
    timeOffsets: q.timeOffsets ?? [],
    appliedTimeExtras: (q.appliedTimeExtras as Record<string, unknown> | null | undefined) ?? undefined,
  };
}

/** Result types that show the dataset's raw rows rather than the chart's aggregate. */
export function isRawRowsResult(resultType: ChartResultType): boolean {
  return resultType === ChartResultType.SAMPLES || resultType === ChartResultType.DRILL_DETAIL;
}

/**
 * Raw rows of every dataset column, filtered as the chart is: no metrics, order, post-processing or
 * time comparison. Samples also drop the time range; drill to detail keeps it.
 */
export function rawRowsQuery(q: QueryObject, ds: DatasourceDefinition, resultType: ChartResultType): QueryObject {
  const keepTimeRange = resultType === ChartResultType.DRILL_DETAIL;
  return {
    ...q,
    columns: ds.columns.map((c) => c.columnName),
    metrics: [],
    orderby: [],
    postProcessing: [],
    timeOffsets: [],
    isTimeseries: false,
    seriesLimit: null,
    timeRange: keepTimeRange ? q.timeRange : null,
    granularity: keepTimeRange ? q.granularity : null,
  };
}
