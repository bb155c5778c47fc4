import { readLegendOrientation, type LegendOrientation } from '../highcharts/common';
import { PIE_LABEL_TYPES, type PieLabelType } from '../pie/control-panel';
import { ensureIsArray } from '../shared/form-data';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';

export type PercentCalculation = 'first_step' | 'prev_step' | 'total';

export interface FunnelStage {
  name: string;
  y: number;
  /** The stage's share per the percent calculation (0..1). */
  percent: number;
}

export interface FunnelChartProps {
  metricLabel: string;
  stages: FunnelStage[];
  showLabels: boolean;
  labelType: PieLabelType;
  showTooltipLabels: boolean;
  tooltipLabelType: PieLabelType;
  numberFormat: string;
  currency: CurrencyFormat | null;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

const isLabelType = (value: unknown): value is PieLabelType => PIE_LABEL_TYPES.some(([type]) => type === value);

/** A stage's percentage as Superset computes it: of the first stage, of the previous one, or of the total. */
export function stagePercents(values: number[], calculation: unknown): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  return values.map((value, i) => {
    const base = calculation === 'total' ? total : calculation === 'prev_step' ? (i === 0 ? value : values[i - 1]) : values[0];
    return base ? value / base : 0;
  });
}

export function transformFunnelProps({ formData, queriesData }: ChartPropsInput): FunnelChartProps {
  const rows = resultRows(queriesData[0]);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const dimensions = ensureIsArray(formData.groupby).map(getColumnLabel);
  const named = rows
    .map((row) => ({ name: dimensions.length ? dimensions.map((d) => seriesValueLabel(row[d])).join(', ') : metricLabel, y: toNumberOrNull(row[metricLabel]) }))
    .filter((stage): stage is { name: string; y: number } => stage.y !== null);
  const percents = stagePercents(named.map((stage) => stage.y), formData.percent_calculation_type);
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    metricLabel,
    stages: named.map((stage, i) => ({ ...stage, percent: percents[i] })),
    showLabels: formData.show_labels !== false,
    labelType: isLabelType(formData.label_type) ? formData.label_type : 'key',
    showTooltipLabels: formData.show_tooltip_labels !== false,
    tooltipLabelType: isLabelType(formData.tooltip_label_type) ? formData.tooltip_label_type : 'key_value_percent',
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    showLegend: formData.show_legend !== false,
    legendOrientation: readLegendOrientation(formData.legendOrientation),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
