/**
 * WHERE conditions from a query object's filters. Every value is a bound parameter, coerced to the
 * column's generic type the way Superset's filter_values_handler does ('<NULL>' means NULL, numeric
 * strings on numeric columns become numbers, epoch milliseconds on temporal columns become dates).
 */
import type { GenericType } from '../engines';
import { invalidQuery } from './query-errors';
import { columnLabel, isAdhocColumn, resolveColumn, type QueryContext, type ResolvedColumn } from './query-parts';
import { joinSql, param, sql, type SqlFragment } from './sql-fragment';
import { shiftBounds } from './time-offset';
import { parseTimeRange, type TimeRangeBounds } from './time-range';
import { FILTER_OPERATORS, type FilterOperator, type QueryFilter, type RejectedFilter } from './types';

export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

export interface FilterResult {
  conditions: SqlFragment[];
  applied: { column: string }[];
  rejected: RejectedFilter[];
  /** Bounds of the TEMPORAL_RANGE filters, in filter order (the first gives the query's from/to). */
  temporalRanges: TimeRangeBounds[];
}

type TargetType = GenericType;

function targetType(ctx: QueryContext, col: ResolvedColumn): TargetType {
  if (col.isTemporal) return 'TEMPORAL';
  if (!col.column) return 'STRING';
  return ctx.engine.genericTypeOf(col.column.type ?? '');
}

function castToBoolean(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return false;
}

/** One filter value, coerced to the column's type (Superset's handle_single_value). */
export function coerceFilterValue(value: unknown, target: TargetType, op: FilterOperator): unknown {
  let v = value;
  if (typeof v === 'number' && target === 'TEMPORAL') return new Date(v);
  if (typeof v === 'string') {
    v = v.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (v === NULL_STRING) return null;
    if (v === EMPTY_STRING) return '';
    if (target === 'NUMERIC' && op !== 'LIKE' && op !== 'ILIKE') {
      const n = Number(v);
      if ((v as string).trim() !== '' && Number.isFinite(n)) return n;
    }
  }
  if (target === 'BOOLEAN') return castToBoolean(v);
  if (v !== null && typeof v === 'object') throw invalidQuery(`Invalid filter value: ${JSON.stringify(v)}`);
  return v;
}

function normalizeOperator(op: unknown): FilterOperator {
  const upper = String(op ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if ((FILTER_OPERATORS as readonly string[]).includes(upper)) return upper as FilterOperator;
  throw invalidQuery(`Invalid filter operation type: ${String(op)}`);
}

function comparisonValue(values: unknown): unknown {
  if (values === null || values === undefined) throw invalidQuery('Must specify a value for filters with comparison operators');
  return values;
}

function inCondition(col: string, values: unknown[], negate: boolean): SqlFragment {
  const nonNull = values.filter((v) => v !== null);
  const hasNull = nonNull.length !== values.length;
  // An empty list matches nothing (IN) or everything (NOT IN), as SQLAlchemy renders it.
  if (!values.length) return sql(negate ? '1 = 1' : '1 = 0');
  const list = () => joinSql(nonNull.map(param), ', ');
  if (!hasNull) return sql(col, negate ? ' NOT IN (' : ' IN (', list(), ')');
  if (!nonNull.length) return sql(col, negate ? ' IS NOT NULL' : ' IS NULL');
  const matches = sql('(', col, ' IN (', list(), ') OR ', col, ' IS NULL)');
  return negate ? sql('NOT ', matches) : matches;
}

/** Time filter [since, until) on a column; open sides are left out. Returns null when both are open. */
export function timeFilter(columnSql: string, bounds: TimeRangeBounds): SqlFragment | null {
  const parts: SqlFragment[] = [];
  if (bounds.since) parts.push(sql(columnSql, ' >= ', param(bounds.since)));
  if (bounds.until) parts.push(sql(columnSql, ' < ', param(bounds.until)));
  return parts.length ? joinSql(parts, ' AND ') : null;
}

function condition(ctx: QueryContext, col: ResolvedColumn, op: FilterOperator, raw: unknown, now: Date, ranges: TimeRangeBounds[]): SqlFragment | null {
  const target = targetType(ctx, col);
  const c = col.sql;
  switch (op) {
    case 'IN':
    case 'NOT IN': {
      const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
      return inCondition(c, list.map((v) => coerceFilterValue(v, target, op)), op === 'NOT IN');
    }
    case 'IS NULL':
      return sql(c, ' IS NULL');
    case 'IS NOT NULL':
      return sql(c, ' IS NOT NULL');
    case 'IS TRUE':
      return sql(c, ' IS TRUE');
    case 'IS FALSE':
      return sql(c, ' IS FALSE');
    case 'TEMPORAL_RANGE': {
      if (typeof raw !== 'string') throw invalidQuery('A TEMPORAL_RANGE filter needs a time range string value');
      const bounds = shiftBounds(parseTimeRange(raw, now, { relativeStart: ctx.extras.relativeStart, relativeEnd: ctx.extras.relativeEnd }), ctx.timeShift);
      ranges.push(bounds);
      return timeFilter(c, bounds);
    }
    default:
      break;
  }
  if (Array.isArray(raw)) throw invalidQuery(`The ${op} operator needs a single value`);
  const value = coerceFilterValue(raw, target, op);
  if (op === '==') return value === null || value === undefined ? sql(c, ' IS NULL') : sql(c, ' = ', param(value));
  if (op === '!=') return value === null || value === undefined ? sql(c, ' IS NOT NULL') : sql(c, ' != ', param(value));
  const v = comparisonValue(value);
  if (op === 'LIKE') return sql(c, ' LIKE ', param(v));
  // LOWER() on both sides is ILIKE on every engine, including those without the operator.
  if (op === 'ILIKE') return sql('LOWER(', c, ') LIKE LOWER(', param(v), ')');
  return sql(c, ` ${op} `, param(v));
}

/**
 * Builds the filter conditions. A filter on a column the datasource does not have is rejected (reported,
 * not applied), as Superset does for dashboard filters that do not apply to every chart.
 * `timestampColumn` is the raw granularity column that legacy '__timestamp' filters refer to.
 */
export function buildFilterConditions(ctx: QueryContext, filters: QueryFilter[], now: Date, timestampColumn: ResolvedColumn | null): FilterResult {
  const result: FilterResult = { conditions: [], applied: [], rejected: [], temporalRanges: [] };
  for (const filter of filters) {
    if (!filter || filter.col === undefined || filter.col === null || filter.col === '' || !filter.op) continue;
    const op = normalizeOperator(filter.op);
    const label = columnLabel(filter.col);
    let col: ResolvedColumn | null;
    if (filter.col === '__timestamp' && timestampColumn) col = timestampColumn;
    else if (typeof filter.col === 'string' || isAdhocColumn(filter.col)) {
      const missing: string[] = [];
      // The filter applies to the raw column: a time grain on an x-axis object does not narrow a filter.
      const target = isAdhocColumn(filter.col) ? { ...filter.col, columnType: undefined } : filter.col;
      col = resolveColumn(ctx, target, missing);
    } else throw invalidQuery(`Invalid filter column: ${JSON.stringify(filter.col)}`);
    if (!col) {
      result.rejected.push({ reason: 'not_in_datasource', column: label });
      continue;
    }
    const cond = condition(ctx, col, op, filter.val, now, result.temporalRanges);
    if (cond) result.conditions.push(cond);
    result.applied.push({ column: label });
  }
  return result;
}
