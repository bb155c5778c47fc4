import { ensureIsArray, type QueryFormData } from '../shared/form-data';
import { SMART_NUMBER } from '../shared/number-format';
import { formMetrics, getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull, type ResultRow } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { readLabelColors } from '../timeseries/transform-props';
import { GenericDataType, type ChartPropsInput, type ChartQueryResultData } from '../types';

export interface BoxPlotBox {
  /** The box's category: its dimension values, prefixed by the metric when there are several metrics. */
  name: string;
  low: number;
  q1: number;
  median: number;
  q3: number;
  high: number;
  mean: number | null;
  count: number | null;
  outliers: number[];
}

export interface BoxPlotChartProps {
  boxes: BoxPlotBox[];
  numberFormat: string;
  xAxisTitle: string;
  yAxisTitle: string;
  xTicksLayout: string;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

/** The outliers cell: a list of numbers (or its JSON text, from engines that return text). */
export function readOutliers(value: unknown): number[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(toNumberOrNull).filter((n): n is number => n !== null) : [];
}

function labeller(formData: QueryFormData, result: ChartQueryResultData | undefined) {
  const groupLabels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const dateFormat = getTimeFormatter(typeof formData.date_format === 'string' && formData.date_format ? formData.date_format : SMART_DATE);
  return (row: ResultRow) =>
    groupLabels
      .map((label) => (temporal.has(label) && row[label] !== null ? dateFormat(row[label]) : seriesValueLabel(row[label])))
      .join(', ');
}

/** One box per (dimension group, metric), named as Superset names them: the group with one metric, the
 * metric without dimensions, else "metric, group". Boxes whose statistics are missing are left out. */
export function transformBoxPlotProps({ formData, queriesData }: ChartPropsInput): BoxPlotChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const metricLabels = formMetrics(formData).map(getMetricLabel);
  const grouped = ensureIsArray(formData.groupby).length > 0;
  const groupLabel = labeller(formData, result);
  const boxes: BoxPlotBox[] = [];
  for (const row of rows) {
    const group = groupLabel(row);
    for (const metric of metricLabels) {
      const stat = (name: string) => toNumberOrNull(row[`${metric}__${name}`]);
      const [low, q1, median, q3, high] = ['min', 'q1', 'median', 'q3', 'max'].map(stat);
      if (low === null || q1 === null || median === null || q3 === null || high === null) continue;
      const name = metricLabels.length === 1 && grouped ? group : grouped ? `${metric}, ${group}` : metric;
      boxes.push({ name, low, q1, median, q3, high, mean: stat('mean'), count: stat('count'), outliers: readOutliers(row[`${metric}__outliers`]) });
    }
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    boxes,
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    xAxisTitle: str(formData.x_axis_title),
    yAxisTitle: str(formData.y_axis_title),
    xTicksLayout: str(formData.x_ticks_layout) || 'auto',
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
