// The 'chart changes' modal (spec 1 §2 Modals): which controls differ between the chart as saved (or as last
// run) and the controls now, each with a readable before and after. Pure, so it is unit-tested.
import type { ControlConfig } from '../../viz/shared/control-panel';
import { getColumnLabel, getMetricLabel } from '../../viz/shared/query-object';
import type { QueryFormColumn, QueryFormMetric } from '../../viz/shared/form-data';

export interface FormDataChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

// Keys that identify the chart rather than describe it, or that the screen fills in by itself.
const IGNORED_KEYS = new Set(['slice_id', 'url_params', 'dashboardId', 'force', 'result_format', 'result_type']);

/** Superset's "equalish": unset, null, '' and [] all mean "no value"; objects compare structurally. */
export function isEmptyFormValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** JSON text with object keys sorted (undefined values left out): equal texts, equal values. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function formValuesEqual(a: unknown, b: unknown): boolean {
  if (isEmptyFormValue(a) && isEmptyFormValue(b)) return true;
  // A number typed into a free-form select arrives as text: 100 and '100' are the same limit.
  if ((typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number')) {
    return String(a).trim() === String(b).trim();
  }
  return stableStringify(a) === stableStringify(b);
}

function isMetricLike(value: object): boolean {
  return 'expressionType' in value && ('aggregate' in value || ('sqlExpression' in value && !('clause' in value)));
}

function describeFilter(filter: Record<string, unknown>): string {
  if (filter.expressionType === 'SQL') return `${String(filter.clause ?? 'WHERE')} ${String(filter.sqlExpression ?? '')}`;
  const subject = filter.subject === undefined ? '' : getColumnLabel(filter.subject as QueryFormColumn);
  const comparator = filter.comparator;
  const value = Array.isArray(comparator) ? comparator.map(String).join(', ') : comparator === undefined || comparator === null ? '' : String(comparator);
  return `${subject} ${String(filter.operator ?? '')}${value ? ` ${value}` : ''}`.trim();
}

/** One value as the modal shows it: labels for columns, metrics and filters, 'N/A' for no value. */
export function describeFormValue(value: unknown): string {
  if (isEmptyFormValue(value)) return 'N/A';
  if (Array.isArray(value)) return value.map(describeFormValue).join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('clause' in record && ('operator' in record || record.expressionType === 'SQL')) return describeFilter(record);
    if (isMetricLike(record)) return getMetricLabel(record as unknown as QueryFormMetric);
    if (record.expressionType === 'SQL' && typeof record.sqlExpression === 'string') return getColumnLabel(record as unknown as QueryFormColumn);
    return stableStringify(value);
  }
  return String(value);
}

/** The controls whose values differ, in control-panel order, then any other changed keys by name. */
export function diffFormData(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  controls: ReadonlyArray<Pick<ControlConfig, 'name' | 'label'>> = [],
): FormDataChange[] {
  const labels = new Map<string, string>([['datasource', 'Dataset'], ['viz_type', 'Chart type']]);
  for (const control of controls) labels.set(control.name, control.label);
  const ordered = [...new Set(controls.map((control) => control.name))];
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !ordered.includes(key)).sort();
  const changes: FormDataChange[] = [];
  for (const key of [...ordered, ...others]) {
    if (IGNORED_KEYS.has(key)) continue;
    if (formValuesEqual(before[key], after[key])) continue;
    changes.push({ key, label: labels.get(key) ?? key, before: describeFormValue(before[key]), after: describeFormValue(after[key]) });
  }
  return changes;
}

/** True when every difference is in a control that only changes the drawing (renderTrigger): the results in
 * hand can be drawn again without a query. False when nothing changed at all. */
export function onlyRenderControlsChanged(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  controls: ReadonlyArray<Pick<ControlConfig, 'name' | 'renderTrigger'>>,
): boolean {
  const renderOnly = new Set(controls.filter((control) => control.renderTrigger).map((control) => control.name));
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !formValuesEqual(before[key], after[key]));
  return changed.length > 0 && changed.every((key) => renderOnly.has(key));
}
