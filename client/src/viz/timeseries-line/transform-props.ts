import { ensureIsArray } from '../shared/form-data';
import { SMART_NUMBER } from '../shared/number-format';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { SMART_DATE, toEpochMs } from '../shared/time-format';
import type { ChartPropsInput } from '../types';

/** The time column's name when a legacy query has no x-axis column (Superset's DTTM_ALIAS). */
export const DTTM_ALIAS = '__timestamp';

export interface LineSeries {
  name: string;
  /** [epoch ms, value] sorted by time; null values leave a gap. */
  data: Array<[number, number | null]>;
}

export interface TimeseriesLineProps {
  series: LineSeries[];
  showLegend: boolean;
  yAxisFormat: string;
  xAxisTimeFormat: string;
  xAxisTitle: string;
  yAxisTitle: string;
}

/** Superset's flattened series names: with dimensions, the dimension values joined by ', ', prefixed by the
 * metric when there are several metrics; without dimensions, the metric label. */
export function seriesName(metricLabel: string, dimensionValues: string[], metricCount: number): string {
  if (dimensionValues.length === 0) return metricLabel;
  const dimensions = dimensionValues.join(', ');
  return metricCount > 1 ? `${metricLabel}, ${dimensions}` : dimensions;
}

function sumOf(series: LineSeries): number {
  return series.data.reduce((total, [, value]) => total + (value ?? 0), 0);
}

export function transformTimeseriesLineProps({ formData, queriesData }: ChartPropsInput): TimeseriesLineProps {
  const rows = resultRows(queriesData[0]);
  const xLabel = formData.x_axis !== undefined && formData.x_axis !== null ? getColumnLabel(formData.x_axis) : DTTM_ALIAS;
  const dimensionLabels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const metricLabels = formMetrics(formData).map(getMetricLabel);

  const pointsBySeries = new Map<string, Map<number, number | null>>();
  for (const row of rows) {
    const x = toEpochMs(row[xLabel]);
    if (x === null) continue;
    const dimensionValues = dimensionLabels.map((label) => seriesValueLabel(row[label]));
    for (const metricLabel of metricLabels) {
      const name = seriesName(metricLabel, dimensionValues, metricLabels.length);
      let points = pointsBySeries.get(name);
      if (!points) {
        points = new Map();
        pointsBySeries.set(name, points);
      }
      points.set(x, toNumberOrNull(row[metricLabel]));
    }
  }

  const series = [...pointsBySeries.entries()].map(([name, points]) => ({
    name,
    data: [...points.entries()].sort(([a], [b]) => a - b),
  }));
  // Largest series first (Superset's default series order: by sum, descending), ties by name.
  series.sort((a, b) => sumOf(b) - sumOf(a) || a.name.localeCompare(b.name));

  return {
    series,
    showLegend: formData.show_legend !== false,
    yAxisFormat: typeof formData.y_axis_format === 'string' && formData.y_axis_format ? formData.y_axis_format : SMART_NUMBER,
    xAxisTimeFormat:
      typeof formData.x_axis_time_format === 'string' && formData.x_axis_time_format ? formData.x_axis_time_format : SMART_DATE,
    xAxisTitle: typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '',
    yAxisTitle: typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '',
  };
}
