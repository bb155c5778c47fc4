import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { metricOffsetsMap, timeOffsets } from '../shared/post-processing';
import { ensureIsArray, type QueryFormColumn } from '../shared/form-data';
import { metricSeriesLabel, type VerboseMap } from '../shared/labels';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { SMART_DATE, toEpochMs } from '../shared/time-format';
import { GenericDataType, type ChartPropsInput } from '../types';
import { DTTM_ALIAS, xAxisLabel } from './build-query';
import { readAnnotationLayers, type AnnotationLayerProps } from './timeseries-annotations';
import type { TimeseriesKind } from './kinds';

export type XValue = number | string;

export interface TimeseriesSeries {
  /** The series' key in the result (colours, cross-filters and sorting go by it). */
  name: string;
  /** What the legend and tooltip show when it differs from the name (a metric's verbose name). */
  label?: string;
  /** [x, value]; x is epoch ms on a time axis, the category otherwise. Sorted by x on a time axis. */
  data: Array<[XValue, number | null]>;
  /** A time-comparison series ('<metric>__1 year ago'), drawn dashed. */
  comparison: boolean;
}

export type Stacking = 'normal' | 'percent' | undefined;

export interface TimeseriesChartProps extends AnnotationLayerProps {
  kind: TimeseriesKind;
  series: TimeseriesSeries[];
  xAxisType: 'datetime' | 'category';
  stacking: Stacking;
  markers: boolean;
  markerSize: number;
  opacity: number;
  zoomable: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  showValue: boolean;
  horizontal: boolean;
  yAxisFormat: string;
  currency: CurrencyFormat | null;
  xAxisTimeFormat: string;
  tooltipTimeFormat: string;
  timeGrain: string | null;
  xAxisTitle: string;
  yAxisTitle: string;
  logAxis: boolean;
  yAxisBounds: [number | null, number | null];
  /** Without truncation the y-axis always includes zero (Superset's truncateYAxis off). */
  truncateYAxis: boolean;
  /** One tooltip for all series at an x (Superset's rich tooltip), sorted by value when asked. */
  richTooltip: boolean;
  tooltipSortByMetric: boolean;
  colorScheme: string | null;
  /** Superset's label_colors: fixed colours for some labels (e.g. set by a dashboard). */
  labelColors: Record<string, string> | null;
  /** Where a stepped line steps: 'start' | 'middle' | 'end'. */
  stepType: string;
  /** What a click on a point cross-filters; null when nothing can be. */
  markFilter: MarkFilter | null;
}

/** A point's cross-filter: the values of its series' dimensions (a chart with dimensions) or of its category
 * (a categorical x-axis without dimensions), looked up by series or category name. */
export interface MarkFilter {
  by: 'series' | 'category';
  columns: string[];
  keys: Record<string, unknown[]>;
}

/** Superset's series cross-filter: each series' dimension values from the result's label map (a leading
 * metric label, present with several metrics, dropped); comparison series filter nothing. */
export function seriesMarkFilter(dimensions: string[], series: readonly TimeseriesSeries[], labelMap: unknown): MarkFilter | null {
  if (dimensions.length === 0) return null;
  const map = labelMap && typeof labelMap === 'object' ? (labelMap as Record<string, unknown>) : {};
  const keys: Record<string, unknown[]> = {};
  for (const line of series) {
    const labels = map[line.name];
    if (line.comparison || !Array.isArray(labels) || labels.length < dimensions.length) continue;
    keys[line.name] = labels.slice(labels.length - dimensions.length);
  }
  return { by: 'series', columns: dimensions, keys };
}

/** A category's cross-filter: the raw values behind each category label of the rows. */
export function categoryMarkFilter(columns: string[], rows: ReadonlyArray<Record<string, unknown>>, label: (row: Record<string, unknown>) => string): MarkFilter | null {
  if (columns.length === 0) return null;
  return { by: 'category', columns, keys: Object.fromEntries(rows.map((row) => [label(row), columns.map((column) => row[column])])) };
}

export function readLabelColors(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : null;
}

/** Superset's series names: with dimensions, the dimension values joined by ', ', prefixed by the metric when
 * there are several metrics; without dimensions, the metric label. (The server's flatten builds the same
 * names; this is used where rows are pivoted in the browser.) */
export function seriesName(metricLabel: string, dimensionValues: string[], metricCount: number): string {
  if (dimensionValues.length === 0) return metricLabel;
  const dimensions = dimensionValues.join(', ');
  return metricCount > 1 ? `${metricLabel}, ${dimensions}` : dimensions;
}

export const SORT_SERIES_TYPES = ['name', 'sum', 'min', 'max', 'avg'] as const;
type SortSeriesType = (typeof SORT_SERIES_TYPES)[number];

function seriesStat(series: TimeseriesSeries, type: Exclude<SortSeriesType, 'name'>): number {
  const values = series.data.map(([, value]) => value).filter((value): value is number => value !== null);
  if (values.length === 0) return Number.NEGATIVE_INFINITY;
  switch (type) {
    case 'min': return Math.min(...values);
    case 'max': return Math.max(...values);
    case 'avg': return values.reduce((a, b) => a + b, 0) / values.length;
    default: return values.reduce((a, b) => a + b, 0);
  }
}

/** Superset's series order: by sum descending by default; by name ascending; ties by name. */
export function sortSeries(series: TimeseriesSeries[], type: unknown, ascending: unknown): TimeseriesSeries[] {
  const sortType: SortSeriesType = SORT_SERIES_TYPES.includes(type as SortSeriesType) ? (type as SortSeriesType) : 'sum';
  const asc = typeof ascending === 'boolean' ? ascending : sortType === 'name';
  const sorted = [...series];
  sorted.sort((a, b) => {
    const byName = a.name.localeCompare(b.name);
    if (sortType === 'name') return asc ? byName : -byName;
    const diff = seriesStat(a, sortType) - seriesStat(b, sortType);
    return (asc ? diff : -diff) || byName;
  });
  return sorted;
}

export function stackingOf(stack: unknown): Stacking {
  if (stack === 'Expand') return 'percent';
  if (stack === 'Stack' || stack === 'Stream' || stack === true) return 'normal';
  return undefined;
}

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback: number): number => {
  const parsed = toNumberOrNull(value);
  return parsed === null ? fallback : parsed;
};

export function readBounds(value: unknown): [number | null, number | null] {
  const [min, max] = Array.isArray(value) ? value : [];
  return [toNumberOrNull(min), toNumberOrNull(max)];
}

/** A series' `label`, set only where the shown name differs from its key (a metric's verbose name). */
export function seriesLabelField(name: string, metricLabels: readonly string[], verboseMap: VerboseMap | undefined): { label?: string } {
  const label = metricSeriesLabel(name, metricLabels, verboseMap);
  return label === name ? {} : { label };
}

/** Reads the server's wide result (one column per series after pivot + flatten) into series. */
export function readSeries(input: ChartPropsInput, queryIndex = 0): { series: TimeseriesSeries[]; xAxisType: 'datetime' | 'category' } {
  const { formData, queriesData } = input;
  const result = queriesData[queryIndex];
  const rows = resultRows(result);
  const colnames = result?.colnames ?? [];
  const xLabel = xAxisLabel(formData) ?? DTTM_ALIAS;
  const xIndex = colnames.indexOf(xLabel);
  const xColtype = xIndex >= 0 ? result?.coltypes[xIndex] : undefined;
  const sample = rows.find((row) => row[xLabel] !== null && row[xLabel] !== undefined)?.[xLabel];
  const temporal = xColtype === GenericDataType.TEMPORAL || (xColtype === undefined && typeof sample === 'number');
  const offsets = timeOffsets(formData);
  const comparisonNames = new Set(metricOffsetsMap(formData, formMetrics(formData)).keys());
  const metricLabels = formMetrics(formData).map(getMetricLabel);

  const series: TimeseriesSeries[] = colnames
    .filter((name) => name !== xLabel)
    .map((name) => ({
      name,
      ...seriesLabelField(name, metricLabels, input.verboseMap),
      data: [],
      comparison: comparisonNames.has(name) || offsets.some((offset) => name.endsWith(`__${offset}`) || name.includes(`__${offset}, `)),
    }));
  for (const row of rows) {
    const x: XValue | null = temporal ? toEpochMs(row[xLabel]) : seriesValueLabel(row[xLabel]);
    if (x === null) continue;
    for (const line of series) line.data.push([x, toNumberOrNull(row[line.name])]);
  }
  if (temporal) for (const line of series) line.data.sort(([a], [b]) => (a as number) - (b as number));
  return { series, xAxisType: temporal ? 'datetime' : 'category' };
}

/** A timeseries point cross-filters on its series' dimensions, else on its category of a named x-axis column. */
function timeseriesMarkFilter(input: ChartPropsInput, series: readonly TimeseriesSeries[], xAxisType: 'datetime' | 'category'): MarkFilter | null {
  const { formData, queriesData } = input;
  const dimensions = ensureIsArray(formData.groupby as QueryFormColumn[] | undefined).map(getColumnLabel);
  if (dimensions.length > 0) return seriesMarkFilter(dimensions, series, queriesData[0]?.labelMap);
  const xLabel = xAxisLabel(formData);
  if (xAxisType !== 'category' || typeof formData.x_axis !== 'string' || !xLabel) return null;
  return categoryMarkFilter([xLabel], resultRows(queriesData[0]), (row) => seriesValueLabel(row[xLabel]));
}

export function transformTimeseriesProps(kind: TimeseriesKind, input: ChartPropsInput): TimeseriesChartProps {
  const { formData } = input;
  const { series, xAxisType } = readSeries(input);
  const contribution = formData.contributionMode === 'row' || formData.contributionMode === 'column';
  const stacking = stackingOf(formData.stack);
  return {
    kind,
    series: sortSeries(series, formData.sort_series_type, formData.sort_series_ascending),
    xAxisType,
    stacking,
    markers: kind.seriesType === 'scatter' || formData.markerEnabled === true,
    markerSize: num(formData.markerSize, 6),
    opacity: num(formData.opacity, kind.seriesType === 'area' ? 0.2 : 1),
    zoomable: formData.zoomable === true,
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    showValue: formData.show_value === true,
    horizontal: kind.seriesType === 'column' && formData.orientation === 'horizontal',
    // A contribution is a share: shown as a percentage unless a format was chosen on purpose.
    yAxisFormat: str(formData.y_axis_format) || (contribution ? ',.0%' : SMART_NUMBER),
    currency: readCurrency(formData.currency_format),
    xAxisTimeFormat: str(formData.x_axis_time_format) || SMART_DATE,
    tooltipTimeFormat: str(formData.tooltipTimeFormat) || SMART_DATE,
    timeGrain: str(formData.time_grain_sqla) || null,
    xAxisTitle: str(formData.x_axis_title),
    yAxisTitle: str(formData.y_axis_title),
    logAxis: formData.logAxis === true,
    yAxisBounds: readBounds(formData.y_axis_bounds),
    truncateYAxis: formData.truncateYAxis === true,
    richTooltip: formData.rich_tooltip !== false,
    tooltipSortByMetric: formData.tooltipSortByMetric === true,
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
    stepType: str(formData.seriesType, 'start'),
    ...readAnnotationLayers(formData.annotation_layers, input.queriesData[0]?.annotationData),
    markFilter: timeseriesMarkFilter(input, series, xAxisType),
  };
}
