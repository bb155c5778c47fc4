// Adhoc metrics, columns and filters as the controls create and show them, in Superset's form-data shapes
// (viz/shared/form-data.ts), so charts saved here open in Superset and the other way round.
import type {
  AdhocColumn,
  AdhocFilter,
  AdhocMetric,
  QueryFormColumn,
  QueryFormMetric,
  SimpleAdhocFilter,
} from '../../../viz/shared/form-data';
import { getColumnLabel, getMetricLabel, normalizeOperator } from '../../../viz/shared/query-object';

export { getColumnLabel, getMetricLabel };

/** Operators of a SIMPLE filter (spec 1 section 9): id as Superset stores it (operatorId), the operator sent
 * to the query API, and the label shown. IS TRUE / IS FALSE are stored the Superset way, as '==' true/false. */
export const FILTER_OPERATORS = [
  { id: 'EQUALS', operator: '==', label: 'Equal to (=)', arity: 'one' },
  { id: 'NOT_EQUALS', operator: '!=', label: 'Not equal to (≠)', arity: 'one' },
  { id: 'LESS_THAN', operator: '<', label: 'Less than (<)', arity: 'one' },
  { id: 'LESS_THAN_OR_EQUAL', operator: '<=', label: 'Less or equal (<=)', arity: 'one' },
  { id: 'GREATER_THAN', operator: '>', label: 'Greater than (>)', arity: 'one' },
  { id: 'GREATER_THAN_OR_EQUAL', operator: '>=', label: 'Greater or equal (>=)', arity: 'one' },
  { id: 'IN', operator: 'IN', label: 'In', arity: 'many' },
  { id: 'NOT_IN', operator: 'NOT IN', label: 'Not in', arity: 'many' },
  { id: 'LIKE', operator: 'LIKE', label: 'Like', arity: 'one' },
  { id: 'ILIKE', operator: 'ILIKE', label: 'Like (case insensitive)', arity: 'one' },
  { id: 'IS_NULL', operator: 'IS NULL', label: 'Is null', arity: 'none' },
  { id: 'IS_NOT_NULL', operator: 'IS NOT NULL', label: 'Is not null', arity: 'none' },
  { id: 'IS_TRUE', operator: '==', label: 'Is true', arity: 'none' },
  { id: 'IS_FALSE', operator: '==', label: 'Is false', arity: 'none' },
  { id: 'TEMPORAL_RANGE', operator: 'TEMPORAL_RANGE', label: 'TEMPORAL_RANGE', arity: 'timeRange' },
] as const;

export type FilterOperatorId = (typeof FILTER_OPERATORS)[number]['id'];
export type FilterOperatorDef = (typeof FILTER_OPERATORS)[number];

export function operatorById(id: FilterOperatorId): FilterOperatorDef {
  return FILTER_OPERATORS.find((def) => def.id === id) ?? FILTER_OPERATORS[0];
}

/** The operator definition of a stored filter: by operatorId, else by its operator (older charts). */
export function filterOperatorOf(filter: Pick<SimpleAdhocFilter, 'operator' | 'operatorId' | 'comparator'>): FilterOperatorDef {
  const byId = FILTER_OPERATORS.find((def) => def.id === filter.operatorId);
  if (byId) return byId;
  const operator = normalizeOperator(filter.operator);
  if (operator === 'IS TRUE' || (operator === '==' && filter.comparator === true)) return operatorById('IS_TRUE');
  if (operator === 'IS FALSE' || (operator === '==' && filter.comparator === false)) return operatorById('IS_FALSE');
  return FILTER_OPERATORS.find((def) => def.operator === operator) ?? FILTER_OPERATORS[0];
}

/** The operators offered for a column: TEMPORAL_RANGE only for temporal ones, IS TRUE/FALSE for booleans. */
export function operatorsForColumn(column: { isDttm?: boolean | null; typeGeneric?: number | null } | null): FilterOperatorDef[] {
  return FILTER_OPERATORS.filter((def) => {
    if (def.id === 'TEMPORAL_RANGE') return !column || column.isDttm === true || column.typeGeneric === 2;
    if (def.id === 'IS_TRUE' || def.id === 'IS_FALSE') return !column || column.typeGeneric === 3;
    return true;
  });
}

/** A filter with the given operator, its comparator reshaped to the operator's arity. */
export function withOperator(filter: SimpleAdhocFilter, id: FilterOperatorId): SimpleAdhocFilter {
  const def = operatorById(id);
  const previous = filter.comparator;
  let comparator: unknown;
  if (def.arity === 'many') comparator = Array.isArray(previous) ? previous : previous === undefined || previous === null || previous === '' ? [] : [previous];
  else if (def.arity === 'one') comparator = Array.isArray(previous) ? (previous[0] ?? '') : typeof previous === 'boolean' ? '' : (previous ?? '');
  else if (def.arity === 'timeRange') comparator = typeof previous === 'string' && previous ? previous : 'No filter';
  else if (id === 'IS_TRUE') comparator = true;
  else if (id === 'IS_FALSE') comparator = false;
  else comparator = undefined;
  const next: SimpleAdhocFilter = { ...filter, operator: def.operator, operatorId: def.id, comparator };
  if (comparator === undefined) delete next.comparator;
  return next;
}

function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'NULL';
  return `'${String(value)}'`;
}

const MAX_LABEL = 43;
const truncate = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 3)}...` : text);

/** The pill label of a filter, as Superset shows it: "country IN ('US', 'FR')", "ds (Last week)",
 * "name IS NULL", or the custom SQL. */
export function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return truncate(filter.sqlExpression.trim() || 'Custom SQL');
  const subject = getColumnLabel(filter.subject);
  const def = filterOperatorOf(filter);
  switch (def.arity) {
    case 'none':
      return def.id === 'IS_TRUE' ? `${subject} IS TRUE` : def.id === 'IS_FALSE' ? `${subject} IS FALSE` : `${subject} ${def.operator}`;
    case 'many': {
      const values = Array.isArray(filter.comparator) ? filter.comparator : [filter.comparator];
      return truncate(`${subject} ${def.operator} (${values.map(sqlLiteral).join(', ')})`);
    }
    case 'timeRange':
      return truncate(`${subject} (${typeof filter.comparator === 'string' && filter.comparator ? filter.comparator : 'No filter'})`);
    default:
      return truncate(`${subject} ${def.operator === '==' ? '=' : def.operator} ${sqlLiteral(filter.comparator)}`);
  }
}

/** A filter is complete when it can run: SQL with text; SIMPLE with a subject and the value its operator needs. */
export function isFilterComplete(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return filter.sqlExpression.trim() !== '';
  if (filter.subject === '' || filter.subject === undefined || filter.subject === null) return false;
  const def = filterOperatorOf(filter);
  if (def.arity === 'many') return Array.isArray(filter.comparator) && filter.comparator.length > 0;
  if (def.arity === 'one') return filter.comparator !== undefined && filter.comparator !== null && filter.comparator !== '';
  return true;
}

export function newSimpleFilter(subject: QueryFormColumn, operatorId: FilterOperatorId = 'EQUALS'): SimpleAdhocFilter {
  return withOperator({ expressionType: 'SIMPLE', clause: 'WHERE', subject, operator: '==', operatorId: 'EQUALS' }, operatorId);
}

/** Superset's default metric label: AGGREGATE(column) for a simple metric, the SQL (truncated) for custom SQL. */
export function defaultMetricLabel(metric: AdhocMetric): string {
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column?.column_name ?? ''})`;
  return truncate(metric.sqlExpression.trim());
}

/** Sets the label of an adhoc metric: an empty or default label reverts to the default one. */
export function relabelMetric(metric: AdhocMetric, label: string): AdhocMetric {
  const trimmed = label.trim();
  const fallback = defaultMetricLabel(metric);
  if (!trimmed || trimmed === fallback) return { ...metric, label: fallback, hasCustomLabel: false };
  return { ...metric, label: trimmed, hasCustomLabel: true };
}

/** Keeps a default label in step with the metric's definition; a custom label stays. */
export function withDefaultLabel(metric: AdhocMetric): AdhocMetric {
  return metric.hasCustomLabel ? metric : { ...metric, label: defaultMetricLabel(metric) };
}

let optionCounter = 0;
/** A unique key for an adhoc metric (Superset's optionName), used to keep React keys and edits stable. */
export function newOptionName(prefix: 'metric' | 'filter' | 'column'): string {
  optionCounter += 1;
  return `${prefix}_${Date.now().toString(36)}_${optionCounter.toString(36)}`;
}

export function newSimpleMetric(columnName: string, aggregate: string, type?: string | null): AdhocMetric {
  return withDefaultLabel({
    expressionType: 'SIMPLE',
    aggregate,
    column: { column_name: columnName, ...(type ? { type } : {}) },
    hasCustomLabel: false,
    optionName: newOptionName('metric'),
  });
}

export function newSqlMetric(sqlExpression: string): AdhocMetric {
  return withDefaultLabel({ expressionType: 'SQL', sqlExpression, hasCustomLabel: false, optionName: newOptionName('metric') });
}

export function newSqlColumn(sqlExpression: string, label?: string): AdhocColumn {
  const trimmed = sqlExpression.trim();
  return { expressionType: 'SQL', sqlExpression: trimmed, label: label?.trim() || trimmed };
}

/** Two metrics are the same selection when their labels match (labels are the result column names). */
export function sameMetric(a: QueryFormMetric, b: QueryFormMetric): boolean {
  return getMetricLabel(a) === getMetricLabel(b);
}
