import { readLegendOrientation } from '../highcharts/common';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { readCurrency, SMART_NUMBER } from '../shared/number-format';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { SMART_DATE } from '../shared/time-format';
import { TIMESERIES_KINDS } from '../timeseries/kinds';
import { categoryMarkFilter, readBounds, readLabelColors, seriesLabelField, type TimeseriesChartProps, type TimeseriesSeries } from '../timeseries/transform-props';
import { NO_ANNOTATION_LAYERS } from '../timeseries/timeseries-annotations';
import type { ChartPropsInput } from '../types';
import { categoriesOf } from './build-query';

const COLUMN_KIND = TIMESERIES_KINDS.find((kind) => kind.seriesType === 'column')!;

/** Bars per category, largest total first (or by category name with order_bars); one series per pivoted
 * column. Drawn by the timeseries renderer on a category axis. */
export function transformBarProps({ formData, queriesData, verboseMap }: ChartPropsInput): TimeseriesChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const categoryLabels = categoriesOf(formData).map(getColumnLabel);
  const seriesNames = (result?.colnames ?? []).filter((name) => !categoryLabels.includes(name));
  const categoryName = (row: Record<string, unknown>) => categoryLabels.map((label) => seriesValueLabel(row[label])).join(', ');
  const categories = rows.map((row) => ({
    name: categoryName(row),
    values: seriesNames.map((name) => toNumberOrNull(row[name])),
  }));
  const total = (values: Array<number | null>) => values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  if (formData.order_bars === true) categories.sort((a, b) => a.name.localeCompare(b.name));
  else categories.sort((a, b) => total(b.values) - total(a.values));
  const metricLabels = formMetrics(formData).map(getMetricLabel);
  const series: TimeseriesSeries[] = seriesNames.map((name, index) => ({
    name,
    ...seriesLabelField(name, metricLabels, verboseMap),
    data: categories.map((category) => [category.name, category.values[index]]),
    comparison: false,
  }));
  const contribution = formData.contribution === true;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    kind: COLUMN_KIND,
    series,
    xAxisType: 'category',
    stacking: formData.bar_stacked === true ? 'normal' : undefined,
    markers: false,
    markerSize: 6,
    opacity: 1,
    zoomable: false,
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    showValue: formData.show_bar_value === true,
    horizontal: formData.orientation === 'horizontal',
    yAxisFormat: str(formData.y_axis_format) || (contribution ? ',.0%' : SMART_NUMBER),
    currency: readCurrency(formData.currency_format),
    xAxisTimeFormat: SMART_DATE,
    tooltipTimeFormat: SMART_DATE,
    timeGrain: null,
    xAxisTitle: str(formData.x_axis_label),
    yAxisTitle: str(formData.y_axis_label),
    logAxis: false,
    yAxisBounds: readBounds(formData.y_axis_bounds),
    truncateYAxis: false,
    richTooltip: formData.rich_tooltip !== false,
    tooltipSortByMetric: false,
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
    stepType: 'start',
    ...NO_ANNOTATION_LAYERS,
    // A bar cross-filters on its category's dimension values.
    markFilter: categoryMarkFilter(categoryLabels, rows, categoryName),
  };
}
