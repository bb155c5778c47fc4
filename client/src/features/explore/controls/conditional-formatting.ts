// Conditional formatting rules of table cells (Superset's conditional_formatting form data) and the
// annotation layers a chart overlays (annotation_layers): shapes, labels and completeness, as pure functions.
import { ensureIsArray, type QueryFormColumn, type QueryFormData } from '../../../viz/shared/form-data';
import { formMetrics, getColumnLabel, getMetricLabel } from '../../../viz/shared/query-object';

export const CONDITIONAL_OPERATORS = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
export type ConditionalOperator = (typeof CONDITIONAL_OPERATORS)[number];

export interface ConditionalFormattingRule {
  column?: string;
  operator?: ConditionalOperator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme?: string;
}

/** The colours a rule may paint with (Superset's: green, red, yellow, blue and the scheme's pastel shades). */
export const CONDITIONAL_COLORS = [
  ['#ACE1C4', 'Green'],
  ['#EFA1AA', 'Red'],
  ['#FDE380', 'Yellow'],
  ['#8FD3E4', 'Blue'],
  ['#D3B3DA', 'Purple'],
  ['#FEC0A1', 'Orange'],
] as const;

export const isBetween = (operator: ConditionalOperator | undefined) => Boolean(operator?.includes('x'));

export function isRuleComplete(rule: ConditionalFormattingRule): boolean {
  if (!rule.column || !rule.colorScheme || !rule.operator) return false;
  if (rule.operator === 'None') return true;
  if (isBetween(rule.operator)) {
    return Number.isFinite(rule.targetValueLeft) && Number.isFinite(rule.targetValueRight) && (rule.targetValueLeft as number) < (rule.targetValueRight as number);
  }
  return Number.isFinite(rule.targetValue);
}

export function ruleLabel(rule: ConditionalFormattingRule): string {
  const column = rule.column ?? '';
  if (!rule.operator || rule.operator === 'None') return column;
  if (isBetween(rule.operator)) {
    const [left, right] = rule.operator.split('x').map((part) => part.trim());
    return `${rule.targetValueLeft} ${left} ${column} ${right} ${rule.targetValueRight}`;
  }
  return `${column} ${rule.operator} ${rule.targetValue}`;
}

/** An annotation layer a chart overlays (Superset's annotation_layers entry): a formula line y = f(x); events
 * (lines) or intervals (bands) from a native annotation layer or a saved table chart's rows; or a saved line
 * chart's series (a time series). `value` is the formula, the native layer's id or the chart's id. */
export interface AnnotationLayer {
  name: string;
  annotationType: AnnotationType;
  sourceType: AnnotationSourceType;
  value: string | number;
  show: boolean;
  showLabel: boolean;
  style: 'solid' | 'dashed' | 'longDashed' | 'dotted';
  width: number;
  color: string | null;
  opacity: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  hideLine: boolean;
  showMarkers: boolean;
  /** time_range / time_grain_sqla present: the viewed chart's (null) or the given value replaces the source chart's; time_shift moves the series. */
  overrides: Record<string, unknown>;
  /** A table chart's columns: the event time (or interval start), the interval end, the title and the descriptions. */
  timeColumn?: string;
  intervalEndColumn?: string;
  titleColumn?: string;
  descriptionColumns?: string[];
}

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
/** Superset's sources: none (a formula), a native annotation layer, a saved line chart, a saved table chart. */
export type AnnotationSourceType = '' | 'NATIVE' | 'line' | 'table';

/** The layer types the time-series charts draw, as Superset names them. */
export const ANNOTATION_TYPES: ReadonlyArray<{ value: AnnotationType; label: string }> = [
  { value: 'FORMULA', label: 'Formula' },
  { value: 'EVENT', label: 'Event' },
  { value: 'INTERVAL', label: 'Interval' },
  { value: 'TIME_SERIES', label: 'Time series' },
];

/** The sources a layer type may draw from, as Superset labels them. */
export function annotationSources(type: AnnotationType): ReadonlyArray<{ value: AnnotationSourceType; label: string }> {
  if (type === 'EVENT' || type === 'INTERVAL') return [{ value: 'NATIVE', label: 'Superset annotation' }, { value: 'table', label: 'Table' }];
  if (type === 'TIME_SERIES') return [{ value: 'line', label: 'Line chart' }];
  return [];
}

/** The viz types of the saved charts a source offers (a line chart's series, a table's rows). */
export const SOURCE_VIZ_TYPES: Record<'line' | 'table', readonly string[]> = {
  line: ['echarts_timeseries_line', 'echarts_timeseries', 'echarts_timeseries_smooth', 'echarts_timeseries_step', 'line'],
  table: ['table'],
};

const CHART_COLUMNS: ReadonlyArray<keyof AnnotationLayer> = ['timeColumn', 'intervalEndColumn', 'titleColumn', 'descriptionColumns'];

/** The layer drawing from another source: nothing picked yet, no columns of the previous chart. */
export function withSourceType(layer: AnnotationLayer, sourceType: AnnotationSourceType): AnnotationLayer {
  if (sourceType === layer.sourceType) return layer;
  const next: AnnotationLayer = { ...layer, sourceType, value: '', overrides: {} };
  for (const key of CHART_COLUMNS) delete next[key];
  return next;
}

/** A layer of another type, from the type's first source: formulas have none, events and intervals a native layer, time series a line chart. */
export function withAnnotationType(layer: AnnotationLayer, annotationType: AnnotationType): AnnotationLayer {
  if (annotationType === layer.annotationType) return layer;
  return withSourceType({ ...layer, annotationType, value: '' }, annotationSources(annotationType)[0]?.value ?? '');
}

/** The layer with another saved chart picked: the previous chart's columns dropped. */
export function withSourceChart(layer: AnnotationLayer, chartId: number | null): AnnotationLayer {
  const next: AnnotationLayer = { ...layer, value: chartId ?? '' };
  for (const key of CHART_COLUMNS) delete next[key];
  return next;
}

/** The columns a saved table chart's rows carry (Superset offers its group-by and raw columns, and its metrics). */
export function tableChartColumns(params: unknown): string[] {
  if (!params || typeof params !== 'object') return [];
  const formData = params as QueryFormData;
  const labels = [
    ...ensureIsArray(formData.groupby as QueryFormColumn[] | undefined).map(getColumnLabel),
    ...ensureIsArray(formData.all_columns as QueryFormColumn[] | undefined).map(getColumnLabel),
    ...formMetrics(formData).map(getMetricLabel),
  ];
  return labels.filter((label, index) => labels.indexOf(label) === index);
}

/** Ready to apply: a name, and a formula that parses, or a source picked (and a table's time columns). */
export function isLayerComplete(layer: AnnotationLayer): boolean {
  if (layer.name.trim() === '') return false;
  if (layer.annotationType === 'FORMULA') return isValidFormula(String(layer.value));
  if (!(typeof layer.value === 'number' && layer.value > 0)) return false;
  if (layer.sourceType !== 'table') return true;
  return Boolean(layer.timeColumn) && (layer.annotationType !== 'INTERVAL' || Boolean(layer.intervalEndColumn));
}

export function newFormulaLayer(name: string, value: string): AnnotationLayer {
  return {
    name: name.trim(),
    annotationType: 'FORMULA',
    sourceType: '',
    value: value.trim(),
    show: true,
    showLabel: false,
    style: 'solid',
    width: 1,
    color: null,
    opacity: '',
    hideLine: false,
    showMarkers: false,
    overrides: {},
  };
}

/** A formula uses x and numbers with + - * / ^ and parentheses (and Math functions by name). */
export function isValidFormula(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && /^[\sx0-9.+\-*/^(),a-z]*$/i.test(trimmed);
}
