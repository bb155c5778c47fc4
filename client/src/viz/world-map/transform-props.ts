import type { QueryFormMetric } from '../shared/form-data';
import { readCurrency, SMART_NUMBER, type CurrencyFormat } from '../shared/number-format';
import { getColumnLabel, getMetricLabel } from '../shared/query-object';
import { resultRows, toNumberOrNull } from '../shared/result-rows';
import { readLabelColors } from '../timeseries/transform-props';
import type { ChartPropsInput } from '../types';
import { worldMapEntity } from './build-query';

export type CountryFieldType = 'cca2' | 'cca3' | 'cioc' | 'name';

export interface CountryValue {
  /** The country as the data names it (a code or a name, per the field type). */
  country: string;
  /** The row's value as queried (a cross-filter filters on it). */
  raw: unknown;
  value: number | null;
  size: number | null;
}

export interface WorldMapChartProps {
  countries: CountryValue[];
  /** The country column's label (the cross-filter column). */
  entity: string;
  countryFieldType: CountryFieldType;
  metricLabel: string;
  sizeLabel: string | null;
  showBubbles: boolean;
  maxBubbleSize: number;
  bubbleColor: string;
  colorBy: 'metric' | 'country';
  linearColorScheme: string | null;
  colorScheme: string | null;
  labelColors: Record<string, string> | null;
  numberFormat: string;
  currency: CurrencyFormat | null;
}

/** Superset's color_picker {r, g, b, a} as a CSS colour. */
export function rgbaColor(value: unknown, fallback = 'rgba(0,122,135,1)'): string {
  if (!value || typeof value !== 'object') return fallback;
  const { r, g, b, a } = value as Record<string, unknown>;
  const channels = [r, g, b].map(toNumberOrNull);
  if (channels.some((c) => c === null)) return fallback;
  return `rgba(${channels.join(',')},${toNumberOrNull(a) ?? 1})`;
}

const FIELD_TYPES: readonly CountryFieldType[] = ['cca2', 'cca3', 'cioc', 'name'];

export function transformWorldMapProps({ formData, queriesData }: ChartPropsInput): WorldMapChartProps {
  const rows = resultRows(queriesData[0]);
  const entity = worldMapEntity(formData);
  const entityLabel = entity ? getColumnLabel(entity) : '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const secondary = formData.secondary_metric ? getMetricLabel(formData.secondary_metric as QueryFormMetric) : null;
  const showBubbles = formData.show_bubbles === true;
  const sizeLabel = showBubbles ? (secondary ?? metricLabel) : null;
  const countries = rows
    .filter((row) => row[entityLabel] !== null && row[entityLabel] !== undefined && String(row[entityLabel]).trim() !== '')
    .map((row) => ({
      country: String(row[entityLabel]).trim(),
      raw: row[entityLabel],
      value: toNumberOrNull(row[metricLabel]),
      size: sizeLabel ? toNumberOrNull(row[sizeLabel]) : null,
    }));
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const fieldType = FIELD_TYPES.find((type) => type === formData.country_fieldtype) ?? 'cca2';
  return {
    countries,
    entity: entityLabel,
    countryFieldType: fieldType,
    metricLabel,
    sizeLabel,
    showBubbles,
    maxBubbleSize: toNumberOrNull(formData.max_bubble_size) ?? 25,
    bubbleColor: rgbaColor(formData.color_picker),
    colorBy: formData.color_by === 'country' ? 'country' : 'metric',
    linearColorScheme: str(formData.linear_color_scheme) || null,
    colorScheme: str(formData.color_scheme) || null,
    labelColors: readLabelColors(formData.label_colors),
    numberFormat: str(formData.y_axis_format) || SMART_NUMBER,
    currency: readCurrency(formData.currency_format),
  };
}
