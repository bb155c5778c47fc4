/**
 * The `post_processed` result type: after the query's own post-processing, the chart type's server-side
 * shaping that its CSV export needs (Superset's apply_client_processing). The pivot table is pivoted
 * here (rows x columns, one aggregate per metric, names joined by spaces); other chart types pass through.
 * Not covered yet: the pivot table's row and column totals and subtotals.
 */
import type { JsonValue } from '../../engines';
import { applyPostProcessing, type PostProcessedResult } from '../../semantic/post-processing';
import { invalidQuery } from '../../semantic/query-errors';
import { columnLabel, metricLabel } from '../../semantic/query-parts';

/** The pivot table's aggregate functions by their control labels. */
const PIVOT_AGGREGATES: Record<string, string> = {
  Count: 'count',
  Sum: 'sum',
  Average: 'mean',
  Median: 'median',
  Minimum: 'min',
  Maximum: 'max',
  'Sample Variance': 'var',
  'Sample Standard Deviation': 'std',
};

const ROW_KEY = '__rows__';

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function pivotTable(result: PostProcessedResult, formData: Record<string, unknown>): PostProcessedResult {
  const rows = list(formData.groupbyRows).map(columnLabel);
  const columns = list(formData.groupbyColumns).map(columnLabel);
  const metrics = list(formData.metrics).map(metricLabel);
  const aggregate = String(formData.aggregateFunction ?? 'Sum');
  const operator = Object.hasOwn(PIVOT_AGGREGATES, aggregate) ? PIVOT_AGGREGATES[aggregate] : undefined;
  if (!operator) throw invalidQuery(`The pivot table aggregate '${aggregate}' cannot be exported yet`);
  const transpose = formData.transposePivot === true;
  const [index, series] = transpose ? [columns, rows] : [rows, columns];
  // A pivot without row groups is one row: an index every row shares.
  const data = index.length ? result.data : result.data.map((r) => ({ ...r, [ROW_KEY]: 'Total' }));
  const colnames = index.length ? result.colnames : [...result.colnames, ROW_KEY];
  const coltypes = index.length ? result.coltypes : [...result.coltypes, 1];
  const pivoted = applyPostProcessing(data as Record<string, JsonValue>[], colnames, coltypes, [
    {
      operation: 'pivot',
      options: {
        index: index.length ? index : [ROW_KEY],
        columns: series,
        aggregates: Object.fromEntries(metrics.map((m) => [m, { operator }])),
        drop_missing_columns: false,
        combine_value_with_metric: formData.combineMetric === true,
      },
    },
  ]);
  const names = pivoted.colnames.map((name) => name.split(/(?<!\\), /).join(' ').replace(/\\, /g, ', '));
  const keep = pivoted.colnames.map((_, i) => i).filter((i) => index.length || pivoted.colnames[i] !== ROW_KEY);
  return {
    colnames: keep.map((i) => names[i]),
    coltypes: keep.map((i) => pivoted.coltypes[i]),
    data: pivoted.data.map((row) => Object.fromEntries(keep.map((i) => [names[i], row[pivoted.colnames[i]]]))),
  };
}

export function applyChartTypeProcessing(result: PostProcessedResult, formData: unknown): PostProcessedResult {
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return result;
  const fd = formData as Record<string, unknown>;
  return fd.viz_type === 'pivot_table_v2' ? pivotTable(result, fd) : result;
}
