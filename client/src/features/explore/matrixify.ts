// Matrixify (spec 1 §2, §5): the chart repeated in a grid. The vertical layout makes rows, the horizontal layout
// columns; each axis is either the chart's metrics (one per cell) or the members of its first dimension (the
// top N values by the first metric, default 10; one per cell, filtered to it). Cells are row height tall (default
// 300 px); with "fit columns dynamically" off, a single axis wraps at charts per row (default 4). Pure, so it is
// unit-tested; the grid component runs one query per cell.
import type { ChartQueryInput } from '../../gql/graphql';
import { formMetrics, getColumnLabel, getMetricLabel } from '../../viz/shared/query-object';
import { ensureIsArray, toOptionalInt, type AdhocFilter, type QueryFormColumn, type QueryFormData } from '../../viz/shared/form-data';

export const MATRIXIFY_DEFAULTS = { topN: 10, rowHeight: 300, chartsPerRow: 4 } as const;

export type MatrixifyMode = 'metrics' | 'dimensions';

export interface MatrixifyAxisItem {
  label: string;
  /** Form data keys this cell overrides. */
  patch: Partial<QueryFormData>;
  /** A filter this cell adds to the chart's filters. */
  filter?: AdhocFilter;
}

export interface MatrixifyCell {
  key: string;
  rowLabel: string | null;
  columnLabel: string | null;
  formData: QueryFormData;
}

export interface MatrixifyLayout {
  cells: MatrixifyCell[];
  /** Cells per grid row. */
  columns: number;
  rowHeight: number;
  /** Whether the grid has a header row (column labels) and a header column (row labels). */
  columnHeaders: boolean;
  rowHeaders: boolean;
}

export function matrixifyEnabled(formData: QueryFormData): boolean {
  return Boolean(formData.matrixify_enable_vertical_layout) || Boolean(formData.matrixify_enable_horizontal_layout);
}

function mode(value: unknown): MatrixifyMode {
  return value === 'dimensions' ? 'dimensions' : 'metrics';
}

export function matrixifyTopN(formData: QueryFormData): number {
  const value = toOptionalInt(formData.matrixify_topn_value);
  return value !== undefined && value > 0 ? value : MATRIXIFY_DEFAULTS.topN;
}

/** The dimension whose members make an axis: the chart's first dimension (groupby, else columns). */
export function matrixifyDimension(formData: QueryFormData): QueryFormColumn | null {
  return ensureIsArray(formData.groupby)[0] ?? ensureIsArray(formData.columns)[0] ?? null;
}

/** Which axes need the dimension's members (their query is run before the cells). */
export function axesNeedingMembers(formData: QueryFormData): Array<'rows' | 'columns'> {
  const axes: Array<'rows' | 'columns'> = [];
  if (formData.matrixify_enable_vertical_layout && mode(formData.matrixify_mode_rows) === 'dimensions') axes.push('rows');
  if (formData.matrixify_enable_horizontal_layout && mode(formData.matrixify_mode_columns) === 'dimensions') axes.push('columns');
  return axes;
}

function axisItems(formData: QueryFormData, axisMode: MatrixifyMode, members: readonly unknown[]): MatrixifyAxisItem[] {
  if (axisMode === 'metrics') {
    const metrics = ensureIsArray(formData.metrics).length > 0 ? ensureIsArray(formData.metrics) : ensureIsArray(formData.metric);
    const key = ensureIsArray(formData.metrics).length > 0 ? 'metrics' : 'metric';
    return metrics.map((metric) => ({ label: getMetricLabel(metric), patch: { [key]: key === 'metrics' ? [metric] : metric } }));
  }
  const dimension = matrixifyDimension(formData);
  if (dimension === null) return [];
  const rest = ensureIsArray(formData.groupby).filter((column) => getColumnLabel(column) !== getColumnLabel(dimension));
  return members.slice(0, matrixifyTopN(formData)).map((member) => ({
    label: member === null || member === undefined ? 'N/A' : String(member),
    patch: { groupby: rest },
    filter:
      member === null || member === undefined
        ? { expressionType: 'SIMPLE', clause: 'WHERE', subject: dimension, operator: 'IS NULL' }
        : { expressionType: 'SIMPLE', clause: 'WHERE', subject: dimension, operator: '==', comparator: member },
  }));
}

function cellFormData(formData: QueryFormData, items: ReadonlyArray<MatrixifyAxisItem | null>): QueryFormData {
  const cell: QueryFormData = { ...formData };
  const filters = [...ensureIsArray(formData.adhoc_filters)];
  for (const item of items) {
    if (!item) continue;
    Object.assign(cell, item.patch);
    if (item.filter) filters.push(item.filter);
  }
  cell.adhoc_filters = filters;
  // A cell is one chart: it does not matrixify again.
  cell.matrixify_enable_vertical_layout = false;
  cell.matrixify_enable_horizontal_layout = false;
  return cell;
}

/** The grid for the form data; `members` are the dimension's top values when an axis is in dimensions mode. */
export function matrixifyLayout(formData: QueryFormData, members: readonly unknown[] = []): MatrixifyLayout {
  const vertical = Boolean(formData.matrixify_enable_vertical_layout);
  const horizontal = Boolean(formData.matrixify_enable_horizontal_layout);
  const rows = vertical ? axisItems(formData, mode(formData.matrixify_mode_rows), members) : [null];
  const columns = horizontal ? axisItems(formData, mode(formData.matrixify_mode_columns), members) : [null];
  const cells: MatrixifyCell[] = [];
  rows.forEach((row, rowIndex) =>
    columns.forEach((column, columnIndex) =>
      cells.push({
        key: `${rowIndex}:${columnIndex}`,
        rowLabel: row?.label ?? null,
        columnLabel: column?.label ?? null,
        formData: cellFormData(formData, [row, column]),
      }),
    ),
  );
  const rowHeight = toOptionalInt(formData.matrixify_row_height) ?? MATRIXIFY_DEFAULTS.rowHeight;
  const chartsPerRow = toOptionalInt(formData.matrixify_charts_per_row) ?? MATRIXIFY_DEFAULTS.chartsPerRow;
  const singleAxis = vertical !== horizontal;
  const wrap = singleAxis && formData.matrixify_fit_columns_dynamically === false;
  return {
    cells,
    columns: Math.max(1, wrap ? chartsPerRow : horizontal ? columns.length : 1),
    rowHeight: rowHeight > 0 ? rowHeight : MATRIXIFY_DEFAULTS.rowHeight,
    columnHeaders: horizontal && vertical,
    rowHeaders: horizontal && vertical,
  };
}

/** The query for the dimension's top N members, by the first metric (descending). */
export function membersQuery(formData: QueryFormData, base: ChartQueryInput): ChartQueryInput | null {
  const dimension = matrixifyDimension(formData);
  const metric = formMetrics(formData)[0];
  if (dimension === null) return null;
  return {
    ...base,
    columns: [dimension],
    metrics: metric === undefined ? [] : [metric],
    orderby: metric === undefined ? [] : [[metric, false]],
    rowLimit: matrixifyTopN(formData),
    seriesColumns: undefined,
    seriesLimit: undefined,
    postProcessing: [],
    isTimeseries: false,
  };
}
