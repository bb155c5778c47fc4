import { ensureIsArray } from '../shared/form-data';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, seriesValueLabel, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';

export interface GaugeValue {
  name: string;
  value: number;
}

export interface GaugeChartProps {
  metricLabel: string;
  values: GaugeValue[];
  min: number;
  max: number;
  /** Highcharts pane angles in degrees, clockwise from 12 o'clock. */
  startAngle: number;
  endAngle: number;
  fontSize: number;
  numberFormat: string;
  currency: CurrencyFormat | null;
  /** Superset's value_formatter: text around the formatted value, '{value}' marking where it goes. */
  valueTemplate: string;
  showPointer: boolean;
  showAxisTick: boolean;
  showSplitLine: boolean;
  splitNumber: number;
  showProgress: boolean;
  overlap: boolean;
  roundCap: boolean;
  /** [upper bound, 0-based colour index] per interval, ascending. */
  intervals: Array<[number, number]>;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
}

/** Superset angles are ECharts', counter-clockwise from 3 o'clock; Highcharts measures clockwise from 12. */
export const toPaneAngle = (echartsAngle: number) => 90 - echartsAngle;

/** The axis maximum when none is set: the largest value rounded up to 1, 2 or 5 times a power of ten, so the
 * largest pointer is not pinned to the end of the scale. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

const numbers = (text: unknown) =>
  typeof text === 'string' && text.trim() ? text.split(',').map((part) => Number(part.trim())) : [];

/** Interval bounds with their colour picks (1-based in the form); malformed lists give no intervals. */
export function readIntervals(bounds: unknown, colorIndices: unknown): Array<[number, number]> {
  const upper = numbers(bounds);
  const colors = numbers(colorIndices);
  if (!upper.length || upper.some((n) => !Number.isFinite(n))) return [];
  return upper.map((bound, i) => [bound, Number.isInteger(colors[i]) && colors[i] > 0 ? colors[i] - 1 : i]);
}

/** The value as the template places it; a template without '{value}' is a suffix (a unit). */
export function applyValueTemplate(template: string, formatted: string): string {
  return template.includes('{value}') ? template.split('{value}').join(formatted) : `${formatted}${template}`;
}

export function transformGaugeProps({ formData, queriesData }: ChartPropsInput): GaugeChartProps {
  const rows = resultRows(queriesData[0]);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const dimensions = ensureIsArray(formData.groupby).map(getColumnLabel);
  const values = rows
    .map((row) => ({ name: dimensions.length ? dimensions.map((d) => seriesValueLabel(row[d])).join(', ') : metricLabel, value: toNumberOrNull(row[metricLabel]) }))
    .filter((entry): entry is GaugeValue => entry.value !== null);
  const min = toNumberOrNull(formData.min_val) ?? 0;
  const largest = values.reduce((m, v) => Math.max(m, v.value), min);
  const max = toNumberOrNull(formData.max_val) ?? niceMax(largest);
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    metricLabel,
    values,
    min,
    max: max > min ? max : min + 1,
    startAngle: toPaneAngle(toNumberOrNull(formData.start_angle) ?? 225),
    endAngle: toPaneAngle(toNumberOrNull(formData.end_angle) ?? -45),
    fontSize: toNumberOrNull(formData.font_size) ?? 15,
    numberFormat: str(formData.number_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    valueTemplate: str(formData.value_formatter) || '{value}',
    showPointer: formData.show_pointer !== false,
    showAxisTick: formData.show_axis_tick === true,
    showSplitLine: formData.show_split_line === true,
    splitNumber: Math.max(1, toNumberOrNull(formData.split_number) ?? 10),
    showProgress: formData.show_progress !== false,
    overlap: formData.overlap !== false,
    roundCap: formData.round_cap === true,
    intervals: readIntervals(formData.intervals, formData.interval_color_indices),
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
  };
}
