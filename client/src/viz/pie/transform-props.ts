import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { ensureIsArray } from '../shared/form-data';
import { formatNumber, readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE } from '../shared/time-format';
import { readLabelColors } from '../timeseries/transform-props';
import { GenericDataType, type ChartPropsInput } from '../types';
import { PIE_LABEL_TYPES, type PieLabelType } from './control-panel';

export interface PieSlice {
  name: string;
  y: number;
  /** The slice's raw dimension values, in groupby order (what a cross-filter filters on). */
  keys?: unknown[];
}

export interface PieChartProps {
  metricLabel: string;
  /** The groupby labels a slice's keys belong to. */
  dimensions: string[];
  slices: PieSlice[];
  donut: boolean;
  /** Radii as percentages of the available size (Superset's innerRadius / outerRadius). */
  innerRadius: number;
  outerRadius: number;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  showLabels: boolean;
  labelsOutside: boolean;
  labelLine: boolean;
  /** Slices below this percentage of the total get no label. */
  labelThreshold: number;
  showTotal: boolean;
  labelType: PieLabelType;
  numberFormat: string;
  currency: CurrencyFormat | null;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

const PERCENT_FORMAT = '.2%';

/** The text on a slice, per Superset's label types. `share` is the slice's fraction of the total (0..1). */
export function pieLabel(labelType: PieLabelType, slice: PieSlice, share: number, numberFormat: string, currency?: CurrencyFormat | null): string {
  const value = formatNumber(numberFormat, slice.y, currency);
  const percent = formatNumber(PERCENT_FORMAT, share);
  switch (labelType) {
    case 'value': return value;
    case 'percent': return percent;
    case 'key_value': return `${slice.name}: ${value}`;
    case 'key_percent': return `${slice.name}: ${percent}`;
    case 'key_value_percent': return `${slice.name}: ${value} (${percent})`;
    case 'value_percent': return `${value} (${percent})`;
    default: return slice.name;
  }
}

function isLabelType(value: unknown): value is PieLabelType {
  return PIE_LABEL_TYPES.some(([type]) => type === value);
}

const num = (value: unknown, fallback: number) => toNumberOrNull(value) ?? fallback;

export function transformPieProps({ formData, queriesData }: ChartPropsInput): PieChartProps {
  const result = queriesData[0];
  const rows = resultRows(result);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const dimensionLabels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const dateFormat = getTimeFormatter(typeof formData.date_format === 'string' && formData.date_format ? formData.date_format : SMART_DATE);
  const slices: PieSlice[] = [];
  for (const row of rows) {
    const y = toNumberOrNull(row[metricLabel]);
    // A pie cannot show an empty or negative share.
    if (y === null || y < 0) continue;
    const name = dimensionLabels.length
      ? dimensionLabels.map((label) => (temporal.has(label) && row[label] !== null ? dateFormat(row[label]) : seriesValueLabel(row[label]))).join(', ')
      : metricLabel;
    slices.push({ name, y, keys: dimensionLabels.map((label) => row[label]) });
  }
  return {
    metricLabel,
    dimensions: dimensionLabels,
    slices,
    donut: formData.donut === true,
    innerRadius: num(formData.innerRadius, 30),
    outerRadius: num(formData.outerRadius, 70),
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    showLabels: formData.show_labels !== false,
    labelsOutside: formData.labels_outside !== false,
    labelLine: formData.label_line === true,
    labelThreshold: num(formData.show_labels_threshold, 5),
    showTotal: formData.show_total === true,
    labelType: isLabelType(formData.label_type) ? formData.label_type : 'key',
    numberFormat: typeof formData.number_format === 'string' && formData.number_format ? formData.number_format : SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    colorScheme: typeof formData.color_scheme === 'string' && formData.color_scheme ? formData.color_scheme : null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
