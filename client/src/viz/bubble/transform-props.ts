import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { SMART_NUMBER } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import type { QueryFormMetric } from '../shared/form-data';
import { bubbleEntity, bubbleSeries } from './build-query';

export interface BubblePoint {
  name: string;
  x: number;
  y: number;
  z: number;
}

export interface BubbleSeries {
  name: string;
  data: BubblePoint[];
}

export interface BubbleChartProps {
  series: BubbleSeries[];
  labels: { x: string; y: string; size: string };
  maxBubbleSize: number;
  opacity: number;
  xAxisFormat: string;
  yAxisFormat: string;
  sizeFormat: string;
  xAxisTitle: string;
  yAxisTitle: string;
  logXAxis: boolean;
  logYAxis: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const metricLabel = (metric: unknown) => (metric ? getMetricLabel(metric as QueryFormMetric) : '');

/** One bubble per row, grouped into series by the dimension (each entity is its own series without one, as in
 * Superset). Rows missing x, y or size are skipped. */
export function transformBubbleProps({ formData, queriesData }: ChartPropsInput): BubbleChartProps {
  const rows = resultRows(queriesData[0]);
  const entity = bubbleEntity(formData);
  const seriesColumn = bubbleSeries(formData);
  const labels = { x: metricLabel(formData.x), y: metricLabel(formData.y), size: metricLabel(formData.size) };
  const bySeries = new Map<string, BubblePoint[]>();
  for (const row of rows) {
    const [x, y, z] = [row[labels.x], row[labels.y], row[labels.size]].map(toNumberOrNull);
    if (x === null || y === null || z === null) continue;
    const name = entity ? seriesValueLabel(row[getColumnLabel(entity)]) : '';
    const seriesName = seriesColumn ? seriesValueLabel(row[getColumnLabel(seriesColumn)]) : name;
    const points = bySeries.get(seriesName) ?? [];
    points.push({ name, x, y, z });
    bySeries.set(seriesName, points);
  }
  const opacity = toNumberOrNull(formData.opacity);
  return {
    series: [...bySeries].map(([name, data]) => ({ name, data })),
    labels,
    maxBubbleSize: toNumberOrNull(formData.max_bubble_size) ?? 25,
    opacity: opacity === null ? 0.6 : Math.min(1, Math.max(0, opacity)),
    xAxisFormat: str(formData.xAxisFormat) || SMART_NUMBER,
    yAxisFormat: str(formData.y_axis_format) || SMART_NUMBER,
    sizeFormat: str(formData.tooltipSizeFormat) || SMART_NUMBER,
    xAxisTitle: str(formData.x_axis_label),
    yAxisTitle: str(formData.y_axis_label),
    logXAxis: formData.logXAxis === true,
    logYAxis: formData.logYAxis === true,
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
