import { getNumberFormatter, readCurrency, SMART_NUMBER } from '../shared/number-format';
import { formMetrics, getMetricLabel } from '../shared/query-object';
import { resultRows, toNumberOrNull } from '../shared/result-rows';
import { getTimeFormatter, SMART_DATE, toEpochMs } from '../shared/time-format';
import { DTTM_ALIAS, xAxisLabel } from '../timeseries/build-query';
import type { ChartPropsInput } from '../types';

export interface BigNumberProps {
  /** The formatted number ('N/A' when there is none). */
  headerText: string;
  /** Below the number: the change against the comparison period and its suffix, or the chart's subheader. */
  subheaderText: string;
  /** The change against the comparison period (a fraction), coloured green/red; null without comparison. */
  percentChange: number | null;
  /** The time of the number shown (trendline charts with show_timestamp). */
  timestampText: string | null;
  /** The latest period has no value, so an older one is shown. */
  notUpToDate: boolean;
  /** [epoch ms, value] ascending; null for big_number_total or when the trend line is off. */
  trendline: Array<[number, number | null]> | null;
  startYAxisAtZero: boolean;
  /** Font sizes as fractions of the chart height (Superset's header_font_size / subheader_font_size). */
  headerFontSize: number;
  subheaderFontSize: number;
  color: string;
  metricLabel: string;
  yAxisFormat: string;
  currency: ReturnType<typeof readCurrency>;
  timeFormat: string;
  timeGrain: string | null;
}

const DEFAULT_COLOR = '#20a7c9';

function readColor(value: unknown): string {
  if (!value || typeof value !== 'object') return DEFAULT_COLOR;
  const { r, g, b, a } = value as Record<string, unknown>;
  if ([r, g, b].some((c) => typeof c !== 'number')) return DEFAULT_COLOR;
  return `rgba(${r as number}, ${g as number}, ${b as number}, ${typeof a === 'number' ? a : 1})`;
}

const num = (value: unknown, fallback: number) => toNumberOrNull(value) ?? fallback;

function commonProps(input: ChartPropsInput) {
  const { formData } = input;
  const metric = formMetrics(input.formData)[0];
  return {
    metricLabel: metric ? getMetricLabel(metric) : '',
    yAxisFormat: typeof formData.y_axis_format === 'string' && formData.y_axis_format ? formData.y_axis_format : SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
    timeFormat: typeof formData.time_format === 'string' && formData.time_format ? formData.time_format : SMART_DATE,
    timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
    color: readColor(formData.color_picker),
  };
}

/** Superset's big number with trendline: the latest period's value (or the latest that has one, flagged not
 * up to date), compared with the value `compare_lag` periods earlier as a percent change. */
export function transformBigNumberProps(input: ChartPropsInput): BigNumberProps {
  const { formData, queriesData } = input;
  const common = commonProps(input);
  const format = getNumberFormatter(common.yAxisFormat, common.currency);
  const xLabel = xAxisLabel(formData) ?? DTTM_ALIAS;
  const points = resultRows(queriesData[0])
    .map((row) => [toEpochMs(row[xLabel]), toNumberOrNull(row[common.metricLabel])] as const)
    .filter((point): point is readonly [number, number | null] => point[0] !== null)
    .sort(([a], [b]) => b - a);

  let index = points.findIndex(([, value]) => value !== null);
  const notUpToDate = index > 0;
  if (index < 0) index = 0;
  const latest = points[index];
  const bigNumber = latest ? latest[1] : null;

  let percentChange: number | null = null;
  let subheaderText = '';
  const lag = Math.trunc(num(formData.compare_lag, 0));
  if (lag > 0 && bigNumber !== null && index + lag < points.length) {
    const compareValue = points[index + lag][1];
    if (compareValue !== null) {
      percentChange = compareValue === 0 ? 0 : (bigNumber - compareValue) / Math.abs(compareValue);
      const suffix = typeof formData.compare_suffix === 'string' ? formData.compare_suffix : '';
      subheaderText = `${getNumberFormatter('+.1%')(percentChange)} ${suffix}`.trim();
    }
  }
  const timeFormatter = getTimeFormatter(common.timeFormat, common.timeGrain);
  return {
    ...common,
    headerText: format(bigNumber),
    subheaderText,
    percentChange,
    timestampText: formData.show_timestamp === true && latest ? timeFormatter(latest[0]) : null,
    notUpToDate,
    trendline: formData.show_trend_line === false ? null : [...points].reverse().map(([x, y]) => [x, y]),
    startYAxisAtZero: formData.start_y_axis_at_zero !== false,
    headerFontSize: num(formData.header_font_size, 0.4),
    subheaderFontSize: num(formData.subheader_font_size, 0.15),
  };
}

/** Superset's big number total: the one value, with the chart's subheader text below it. */
export function transformBigNumberTotalProps(input: ChartPropsInput): BigNumberProps {
  const { formData, queriesData } = input;
  const common = commonProps(input);
  const row = resultRows(queriesData[0])[0];
  const value = row ? toNumberOrNull(row[common.metricLabel]) : null;
  const subheader = [formData.subtitle, formData.subheader].find((text): text is string => typeof text === 'string' && text !== '');
  return {
    ...common,
    headerText: getNumberFormatter(common.yAxisFormat, common.currency)(value),
    subheaderText: subheader ?? '',
    percentChange: null,
    timestampText: null,
    notUpToDate: false,
    trendline: null,
    startYAxisAtZero: true,
    headerFontSize: num(formData.header_font_size, 0.4),
    subheaderFontSize: num(formData.subheader_font_size, 0.15),
  };
}
