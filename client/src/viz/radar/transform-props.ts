import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { ensureIsArray } from '../shared/form-data';
import { SMART_NUMBER } from '../shared/number-format';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { readLabelColors } from '../timeseries/transform-props';
import { GenericDataType, type ChartPropsInput } from '../types';

export interface RadarShape {
  name: string;
  /** One value per metric (spoke), null when missing. */
  values: Array<number | null>;
}

export interface RadarChartProps {
  metrics: string[];
  /** The top of each spoke: the form's column_config max, else the largest value on it. */
  spokeMax: number[];
  shapes: RadarShape[];
  showLabels: boolean;
  labelType: 'value' | 'key_value';
  numberFormat: string;
  isCircle: boolean;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

/** Per-metric maxima from Superset's column_config ({metric: {radarMetricMaxValue}}). */
function configuredMax(columnConfig: unknown, metric: string): number | null {
  if (!columnConfig || typeof columnConfig !== 'object') return null;
  const entry = (columnConfig as Record<string, unknown>)[metric];
  return entry && typeof entry === 'object' ? toNumberOrNull((entry as Record<string, unknown>).radarMetricMaxValue) : null;
}

export function transformRadarProps({ formData, queriesData }: ChartPropsInput): RadarChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const metrics = formMetrics(formData).map(getMetricLabel);
  const dimensions = ensureIsArray(formData.groupby).map(getColumnLabel);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const dateFormat = getTimeFormatter(str(formData.date_format) || SMART_DATE);
  const shapes = rows.map((row) => ({
    name: dimensions.length
      ? dimensions.map((d) => (temporal.has(d) && row[d] !== null ? dateFormat(row[d]) : seriesValueLabel(row[d]))).join(', ')
      : 'Total',
    values: metrics.map((metric) => toNumberOrNull(row[metric])),
  }));
  const spokeMax = metrics.map((metric, i) => {
    const largest = shapes.reduce((max, shape) => Math.max(max, shape.values[i] ?? 0), 0);
    return configuredMax(formData.column_config, metric) ?? (largest > 0 ? largest : 1);
  });
  return {
    metrics,
    spokeMax,
    shapes,
    showLabels: formData.show_labels !== false,
    labelType: formData.label_type === 'key_value' ? 'key_value' : 'value',
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    isCircle: formData.is_circle === true,
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
