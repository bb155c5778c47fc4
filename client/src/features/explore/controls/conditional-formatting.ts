// Conditional formatting rules of table cells (Superset's conditional_formatting form data) and the
// annotation layers a chart overlays (annotation_layers): shapes, labels and completeness, as pure functions.

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

/** An annotation layer a chart overlays (Superset's annotation_layers entry): a formula line y = f(x), or a
 * native annotation layer's events (lines) or intervals (bands); `value` is the formula or the layer's id. */
export interface AnnotationLayer {
  name: string;
  annotationType: AnnotationType;
  sourceType: '' | 'NATIVE';
  value: string | number;
  show: boolean;
  showLabel: boolean;
  style: 'solid' | 'dashed' | 'longDashed' | 'dotted';
  width: number;
  color: string | null;
  opacity: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  hideLine: boolean;
  showMarkers: boolean;
  overrides: Record<string, unknown>;
}

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL';

/** The layer types the time-series charts draw, as Superset names them. */
export const ANNOTATION_TYPES: ReadonlyArray<{ value: AnnotationType; label: string }> = [
  { value: 'FORMULA', label: 'Formula' },
  { value: 'EVENT', label: 'Event' },
  { value: 'INTERVAL', label: 'Interval' },
];

/** A layer of another type: formulas have no source, events and intervals come from a native layer. */
export function withAnnotationType(layer: AnnotationLayer, annotationType: AnnotationType): AnnotationLayer {
  if (annotationType === layer.annotationType) return layer;
  return { ...layer, annotationType, sourceType: annotationType === 'FORMULA' ? '' : 'NATIVE', value: '' };
}

/** Ready to apply: a name, and a formula that parses or a native layer picked. */
export function isLayerComplete(layer: AnnotationLayer): boolean {
  if (layer.name.trim() === '') return false;
  return layer.annotationType === 'FORMULA' ? isValidFormula(String(layer.value)) : typeof layer.value === 'number' && layer.value > 0;
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
