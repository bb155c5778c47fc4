import { ensureIsArray, type QueryFormColumn } from '../shared/form-data';
import { getNumberFormatter, readCurrency, SMART_NUMBER } from '../shared/number-format';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { verboseLabel } from '../shared/labels';
import { resultRows, seriesValueLabel } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { GenericDataType, type ChartPropsInput, type CrossFilterMark } from '../types';
import { readAggregateFunction, type AggregateFunction } from './aggregators';
import { buildPivot, type AxisEntry, type PivotModel, type SortOrder } from './pivot';

export interface PivotTableProps {
  model: PivotModel;
  /** Display text per cell, [row][column]. */
  cellText: string[][];
  aggregateFunction: AggregateFunction;
  /** The row and column dimensions (a cell's cross-filter columns). */
  rowDims: string[];
  colDims: string[];
  /** Whether the metric is the innermost header level (combineMetric) rather than the outermost. */
  metricInnermost: boolean;
}

/** A clicked cell as a cross-filter: the row's and the column's dimension values (a subtotal's prefix); the
 * grand total fixes nothing. */
export function pivotCellMark(props: PivotTableProps, rowIndex: number, columnIndex: number): CrossFilterMark | null {
  const row = props.model.rows[rowIndex];
  const column = props.model.columns[columnIndex];
  if (!row || !column) return null;
  const columns = [...props.rowDims.slice(0, row.key.length), ...props.colDims.slice(0, column.key.length)];
  if (columns.length === 0) return null;
  const dimensionLabels = (entry: AxisEntry) => dimensionLabelsOf(entry, props.metricInnermost);
  return { columns, values: [...row.key, ...column.key], label: [...dimensionLabels(row), ...dimensionLabels(column)].join(' / ') };
}

/** An entry's header texts of its dimension values (without the metric level, outermost or innermost). */
function dimensionLabelsOf(entry: AxisEntry, metricInnermost: boolean): string[] {
  const labels = entry.metric === null ? entry.labels : metricInnermost ? entry.labels.slice(0, -1) : entry.labels.slice(1);
  return labels.slice(0, entry.key.length);
}

const labels = (value: unknown) => ensureIsArray(value as QueryFormColumn[] | undefined).map(getColumnLabel);

const PERCENT_FORMAT = '.1%';

export function transformPivotTableProps({ formData, queriesData, verboseMap }: ChartPropsInput): PivotTableProps {
  const result = queriesData[0];
  const records = resultRows(result);
  const transpose = formData.transposePivot === true;
  const [rows, cols] = transpose
    ? [labels(formData.groupbyColumns), labels(formData.groupbyRows)]
    : [labels(formData.groupbyRows), labels(formData.groupbyColumns)];
  const metrics = formMetrics(formData).map(getMetricLabel);
  const aggregateFunction = readAggregateFunction(formData.aggregateFunction);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const dateFormat = getTimeFormatter(
    typeof formData.date_format === 'string' && formData.date_format ? formData.date_format : SMART_DATE,
    typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
  );
  const model = buildPivot(records, {
    rows,
    cols,
    metrics,
    aggregateFunction,
    metricsLayout: formData.metricsLayout === 'ROWS' ? 'ROWS' : 'COLUMNS',
    combineMetric: formData.combineMetric === true,
    rowTotals: formData.rowTotals === true,
    rowSubTotals: formData.rowSubTotals === true,
    colTotals: formData.colTotals === true,
    colSubTotals: formData.colSubTotals === true,
    rowOrder: (formData.rowOrder as SortOrder) ?? 'key_a_to_z',
    colOrder: (formData.colOrder as SortOrder) ?? 'key_a_to_z',
    keyLabel: (attr, value) => (temporal.has(attr) && value !== null ? dateFormat(value) : seriesValueLabel(value)),
    metricLabel: (metric) => verboseLabel(metric, verboseMap),
  });
  // Fractions are shares whatever the value format; counts are whole numbers.
  const valueFormat = typeof formData.valueFormat === 'string' && formData.valueFormat ? formData.valueFormat : SMART_NUMBER;
  const format = aggregateFunction.includes('as Fraction of')
    ? getNumberFormatter(PERCENT_FORMAT)
    : getNumberFormatter(valueFormat, readCurrency(formData.currency_format));
  return {
    model,
    aggregateFunction,
    rowDims: rows,
    colDims: cols,
    metricInnermost: formData.combineMetric === true,
    cellText: model.cells.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? format(cell) : cell))),
  };
}
