import { readBounds } from '../timeseries/transform-props';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { compareValues, resultRows, seriesValueLabel, toNumberOrNull, type ResultRow } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import type { QueryFormData } from '../shared/form-data';
import { GenericDataType, type ChartPropsInput } from '../types';
import { heatmapX, heatmapY } from './build-query';

export interface HeatmapCell {
  /** Indexes into xCategories / yCategories. */
  x: number;
  y: number;
  value: number;
  /** What the colour scale reads: the value, or its rank share (0..1) when normalised. */
  colorValue: number;
}

export interface HeatmapChartProps {
  xCategories: string[];
  yCategories: string[];
  cells: HeatmapCell[];
  metricLabel: string;
  xLabel: string;
  yLabel: string;
  normalized: boolean;
  valueBounds: [number | null, number | null];
  linearColorScheme: string | null;
  borderWidth: number;
  showLegend: boolean;
  showValues: boolean;
  valueFormat: string;
  currency: CurrencyFormat | null;
}

type AxisSort = 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc' | undefined;

/** Axis categories in the order the sort control asks for: by the raw value, or by the sum of the metric over
 * the category; unsorted keeps the order of the result. */
export function sortCategories(keys: unknown[], totals: Map<unknown, number>, sort: unknown): unknown[] {
  const order = sort as AxisSort;
  const sorted = [...keys];
  if (order === 'alpha_asc') sorted.sort(compareValues);
  else if (order === 'alpha_desc') sorted.sort((a, b) => compareValues(b, a));
  else if (order === 'value_asc') sorted.sort((a, b) => (totals.get(a) ?? 0) - (totals.get(b) ?? 0));
  else if (order === 'value_desc') sorted.sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  return sorted;
}

function axis(rows: ResultRow[], label: string, metric: string, sort: unknown) {
  const totals = new Map<unknown, number>();
  for (const row of rows) totals.set(row[label], (totals.get(row[label]) ?? 0) + (toNumberOrNull(row[metric]) ?? 0));
  const keys = sortCategories([...totals.keys()], totals, sort);
  return { keys, index: new Map(keys.map((key, i) => [key, i])) };
}

function categoryLabel(formData: QueryFormData, temporal: boolean) {
  const format = getTimeFormatter(typeof formData.time_format === 'string' && formData.time_format ? formData.time_format : SMART_DATE);
  return (value: unknown) => (temporal && value !== null && value !== undefined ? format(value) : seriesValueLabel(value));
}

export function transformHeatmapProps({ formData, queriesData }: ChartPropsInput): HeatmapChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const x = heatmapX(formData);
  const y = heatmapY(formData);
  const xLabel = x ? getColumnLabel(x) : '';
  const yLabel = y ? getColumnLabel(y) : '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const isTemporal = (label: string) => result?.coltypes[result.colnames.indexOf(label)] === GenericDataType.TEMPORAL;
  const xAxis = axis(rows, xLabel, metricLabel, formData.sort_x_axis);
  const yAxis = axis(rows, yLabel, metricLabel, formData.sort_y_axis);
  const normalized = formData.normalized === true;
  // A rank of 1 is the largest value of its group; the share turns it into 1 (largest) .. ~0 (smallest).
  const groupSizes = new Map<unknown, number>();
  const groupOf = (row: ResultRow) => (formData.normalize_across === 'x' ? row[xLabel] : formData.normalize_across === 'y' ? row[yLabel] : '');
  for (const row of rows) groupSizes.set(groupOf(row), (groupSizes.get(groupOf(row)) ?? 0) + 1);
  const cells: HeatmapCell[] = [];
  for (const row of rows) {
    const value = toNumberOrNull(row[metricLabel]);
    if (value === null) continue;
    const rank = toNumberOrNull(row.rank);
    const size = groupSizes.get(groupOf(row)) ?? 1;
    const share = rank === null ? 0 : size <= 1 ? 1 : 1 - (rank - 1) / (size - 1);
    cells.push({ x: xAxis.index.get(row[xLabel]) ?? 0, y: yAxis.index.get(row[yLabel]) ?? 0, value, colorValue: normalized ? share : value });
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    xCategories: xAxis.keys.map(categoryLabel(formData, isTemporal(xLabel))),
    yCategories: yAxis.keys.map(categoryLabel(formData, isTemporal(yLabel))),
    cells,
    metricLabel,
    xLabel,
    yLabel,
    normalized,
    valueBounds: readBounds(formData.value_bounds),
    linearColorScheme: str(formData.linear_color_scheme) || null,
    borderWidth: toNumberOrNull(formData.border_width) ?? 0,
    showLegend: formData.show_legend !== false,
    showValues: formData.show_values === true,
    valueFormat: str(formData.y_axis_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
  };
}
