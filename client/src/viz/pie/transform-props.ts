import { ensureIsArray } from '../shared/form-data';
import { formatNumber, SMART_NUMBER } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import type { ChartPropsInput } from '../types';
import { PIE_LABEL_TYPES, type PieLabelType } from './control-panel';

export interface PieSlice {
  name: string;
  y: number;
}

export interface PieChartProps {
  metricLabel: string;
  slices: PieSlice[];
  donut: boolean;
  showLegend: boolean;
  showLabels: boolean;
  labelType: PieLabelType;
  numberFormat: string;
}

const PERCENT_FORMAT = '.2%';

/** The text on a slice, per Superset's label types. `share` is the slice's fraction of the total (0..1). */
export function pieLabel(labelType: PieLabelType, slice: PieSlice, share: number, numberFormat: string): string {
  const value = formatNumber(numberFormat, slice.y);
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

export function transformPieProps({ formData, queriesData }: ChartPropsInput): PieChartProps {
  const rows = resultRows(queriesData[0]);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const dimensionLabels = ensureIsArray(formData.groupby).map(getColumnLabel);
  const slices: PieSlice[] = [];
  for (const row of rows) {
    const y = toNumberOrNull(row[metricLabel]);
    // A pie cannot show an empty or negative share.
    if (y === null || y < 0) continue;
    const name = dimensionLabels.length ? dimensionLabels.map((label) => seriesValueLabel(row[label])).join(', ') : metricLabel;
    slices.push({ name, y });
  }
  return {
    metricLabel,
    slices,
    donut: formData.donut === true,
    showLegend: formData.show_legend !== false,
    showLabels: formData.show_labels !== false,
    labelType: isLabelType(formData.label_type) ? formData.label_type : 'key',
    numberFormat: typeof formData.number_format === 'string' && formData.number_format ? formData.number_format : SMART_NUMBER,
  };
}
