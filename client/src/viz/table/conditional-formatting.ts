// Superset's conditional formatting of table cells: each rule colours the cells of one column whose value
// passes its comparison, more opaque the further the value is from the rule's cut-off toward the column's
// extreme. A later rule wins over an earlier one for the same cell.
import { toNumberOrNull } from '../shared/result-rows';

export const CONDITIONAL_OPERATORS = ['<', '≤', '>', '≥', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤', 'None'] as const;
export type ConditionalOperator = (typeof CONDITIONAL_OPERATORS)[number];

export interface ConditionalFormattingRule {
  column: string;
  operator: ConditionalOperator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme: string;
}

// Superset's theme colour names that rules may store instead of a hex colour.
const NAMED_COLORS: Record<string, string> = {
  colorSuccess: '#5ac189',
  colorWarning: '#fcc700',
  colorError: '#e04355',
  colorInfo: '#66bcfe',
};

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

export function readRules(value: unknown): ConditionalFormattingRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const rule = raw as Record<string, unknown>;
    if (typeof rule.column !== 'string' || !CONDITIONAL_OPERATORS.includes(rule.operator as ConditionalOperator)) return [];
    const n = (v: unknown) => toNumberOrNull(v) ?? undefined;
    return [
      {
        column: rule.column,
        operator: rule.operator as ConditionalOperator,
        targetValue: n(rule.targetValue),
        targetValueLeft: n(rule.targetValueLeft),
        targetValueRight: n(rule.targetValueRight),
        colorScheme: typeof rule.colorScheme === 'string' && rule.colorScheme ? rule.colorScheme : 'colorSuccess',
      },
    ];
  });
}

/** A hex colour with an alpha, as rgba(). */
export function withAlpha(color: string, alpha: number): string {
  const hex = (NAMED_COLORS[color] ?? color).replace('#', '');
  const full = hex.length === 3 ? hex.replace(/./g, (d) => d + d) : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return color;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function opacity(value: number, cutoff: number, extreme: number, min: number): number {
  if (extreme === cutoff) return MAX_OPACITY;
  const scaled = Math.abs(((MAX_OPACITY - min) / (extreme - cutoff)) * (value - cutoff)) + min;
  return Math.min(MAX_OPACITY, Math.round(scaled * 100) / 100);
}

type Match = { cutoff: number; extreme: number } | null;

function matcher(rule: ConditionalFormattingRule, min: number, max: number): (value: number) => Match {
  const t = rule.targetValue;
  const [l, r] = [rule.targetValueLeft, rule.targetValueRight];
  switch (rule.operator) {
    case 'None': return (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : null);
    case '>': return (v) => (t !== undefined && v > t ? { cutoff: t, extreme: max } : null);
    case '≥': return (v) => (t !== undefined && v >= t ? { cutoff: t, extreme: max } : null);
    case '<': return (v) => (t !== undefined && v < t ? { cutoff: t, extreme: min } : null);
    case '≤': return (v) => (t !== undefined && v <= t ? { cutoff: t, extreme: min } : null);
    case '=': return (v) => (t !== undefined && v === t ? { cutoff: t, extreme: t } : null);
    case '≠':
      return (v) => (t !== undefined && v !== t ? { cutoff: t, extreme: Math.abs(t - min) > Math.abs(max - t) ? min : max } : null);
    case '< x <': return (v) => (l !== undefined && r !== undefined && v > l && v < r ? { cutoff: l, extreme: r } : null);
    case '≤ x ≤': return (v) => (l !== undefined && r !== undefined && v >= l && v <= r ? { cutoff: l, extreme: r } : null);
    case '≤ x <': return (v) => (l !== undefined && r !== undefined && v >= l && v < r ? { cutoff: l, extreme: r } : null);
    default: return (v) => (l !== undefined && r !== undefined && v > l && v <= r ? { cutoff: l, extreme: r } : null);
  }
}

/** Per column, a function giving a cell's background colour (or undefined). */
export function colorFormatters(
  rules: ConditionalFormattingRule[],
  columnValues: (column: string) => unknown[],
): Map<string, (value: unknown) => string | undefined> {
  const byColumn = new Map<string, Array<(value: number) => string | undefined>>();
  for (const rule of rules) {
    const numbers = columnValues(rule.column).map(toNumberOrNull).filter((v): v is number => v !== null);
    if (!numbers.length) continue;
    const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
    const match = matcher(rule, min, max);
    const minOpacity = rule.operator === 'None' ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
    const format = (value: number) => {
      const found = match(value);
      return found ? withAlpha(rule.colorScheme, opacity(value, found.cutoff, found.extreme, minOpacity)) : undefined;
    };
    byColumn.set(rule.column, [...(byColumn.get(rule.column) ?? []), format]);
  }
  return new Map(
    [...byColumn.entries()].map(([column, formats]) => [
      column,
      (value: unknown) => {
        const number = toNumberOrNull(value);
        if (number === null) return undefined;
        return formats.reduce<string | undefined>((color, format) => format(number) ?? color, undefined);
      },
    ]),
  );
}
