/**
 * From the GraphQL query input to the semantic layer's query object, and the variants some result types
 * run instead of the chart's own query (Superset's _get_samples and _get_drill_detail).
 */
import { errors } from '../../platform/errors';
import { isJsonObject } from '../../platform/json-text';
import type { DatasourceDefinition, QueryObject } from '../../semantic/types';
import { ChartResultType, type ChartQueryInput } from './chart-data.types';

/**
 * The query input as the semantic layer's query object: every field passes through as sent (a field the
 * input gains reaches the semantic layer without an edit here); only lists default to empty and the extras
 * drop their nulls.
 */
export function toQueryObject(q: ChartQueryInput): QueryObject {
  const { resultType: _resultType, ...query } = q;
  // A JSON field typed only as JSON on the wire: anything but a mapping is refused here, not deep in the query.
  const extras = q.appliedTimeExtras;
  if (extras !== null && extras !== undefined && !isJsonObject(extras)) {
    throw errors.badInput('Request is incorrect: {"applied_time_extras": ["Not a valid mapping type."]}');
  }
  return {
    ...query,
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
    postProcessing: q.postProcessing ?? [],
    timeOffsets: q.timeOffsets ?? [],
    appliedTimeExtras: extras ?? undefined,
  };
}

/** Every field of the query input is a field of the query object (the check fails to compile otherwise). */
type InputOnly = Exclude<keyof ChartQueryInput, keyof QueryObject | 'resultType'>;
const everyInputFieldIsQueried: [InputOnly] extends [never] ? true : InputOnly = true;
void everyInputFieldIsQueried;

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
