/**
 * Resolves the pieces of a query object against a datasource: column references (physical, calculated,
 * ad-hoc SQL, the time-grained x-axis) and metrics (saved, SIMPLE aggregates, ad-hoc SQL) into SQL text
 * with labels. Pure: the only SQL text produced comes from the dataset definition, the EngineSpec's
 * quoting, or ad-hoc SQL that passed the SQL guard.
 */
import { type EngineSpec, isTimeGrain, type TimeGrain } from '../engines';
import { columnsMissing, invalidQuery, metricMissing } from './query-errors';
import { checkAdhocExpression } from './sql-guard';
import type { AdhocAggregate, DatasourceColumn, DatasourceDefinition, DatasourceMetric, QueryExtras, TimeOffset } from './types';

export interface ResolvedColumn {
  label: string;
  /** SQL safe to compose with operators (calculated and ad-hoc expressions are parenthesised). */
  sql: string;
  isTemporal: boolean;
  isBaseAxis: boolean;
  /** The dataset column this refers to, when it is one. */
  column: DatasourceColumn | null;
}

export interface ResolvedMetric {
  label: string;
  sql: string;
}

export interface QueryContext {
  ds: DatasourceDefinition;
  engine: EngineSpec;
  extras: QueryExtras;
  columnsByName: Map<string, DatasourceColumn>;
  metricsByName: Map<string, DatasourceMetric>;
  /** Every time range of the query (time_range and TEMPORAL_RANGE filters) is moved by this shift. */
  timeShift: TimeOffset | null;
}

export function createQueryContext(
  ds: DatasourceDefinition,
  engine: EngineSpec,
  extras: QueryExtras | null | undefined,
  timeShift: TimeOffset | null = null,
): QueryContext {
  return {
    ds,
    engine,
    extras: extras ?? {},
    columnsByName: new Map(ds.columns.map((c) => [c.columnName, c])),
    metricsByName: new Map(ds.metrics.map((m) => [m.metricName, m])),
    timeShift,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function isAdhocColumn(value: unknown): value is { sqlExpression: string; label?: string; columnType?: string; timeGrain?: string | null } {
  return isRecord(value) && typeof value.sqlExpression === 'string' && value.expressionType !== 'SIMPLE' && !('aggregate' in value);
}

export function isAdhocMetric(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && (value.expressionType === 'SIMPLE' || value.expressionType === 'SQL');
}

export function isTemporalColumn(ctx: QueryContext, column: DatasourceColumn): boolean {
  return column.isDttm || ctx.engine.genericTypeOf(column.type ?? '') === 'TEMPORAL';
}

/** A dataset column as SQL: its quoted name, or its calculated expression in parentheses. */
export function datasetColumnSql(ctx: QueryContext, column: DatasourceColumn): string {
  return column.expression && column.expression.trim() ? `(${column.expression.trim()})` : ctx.engine.quoteIdentifier(column.columnName);
}

/** Superset's get_column_name: a plain name, or an ad-hoc column's label (falling back to its SQL). */
export function columnLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isAdhocColumn(value)) return typeof value.label === 'string' && value.label ? value.label : value.sqlExpression;
  throw invalidQuery(`Invalid column: ${JSON.stringify(value)}`);
}

/** Superset's get_metric_name: label, else `AGG(column)` for SIMPLE, the SQL for SQL, the name for saved metrics. */
export function metricLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isAdhocMetric(value)) throw invalidQuery(`Invalid metric: ${JSON.stringify(value)}`);
  if (typeof value.label === 'string' && value.label) return value.label;
  if (value.expressionType === 'SQL' && typeof value.sqlExpression === 'string' && value.sqlExpression) return value.sqlExpression;
  const columnName = simpleColumnName(value);
  if (value.expressionType === 'SIMPLE' && columnName && value.aggregate) return `${String(value.aggregate)}(${columnName})`;
  if (columnName) return columnName;
  throw invalidQuery(`Invalid metric: ${JSON.stringify(value)}`);
}

function simpleColumnName(metric: Record<string, unknown>): string | null {
  const column = metric.column;
  if (!isRecord(column)) return null;
  const name = column.column_name ?? column.columnName;
  return typeof name === 'string' && name ? name : null;
}

function grainFor(ctx: QueryContext, value: { timeGrain?: string | null }): TimeGrain | null {
  const grain = value.timeGrain ?? ctx.extras.timeGrainSqla ?? null;
  if (grain === null || grain === '') return null;
  if (!isTimeGrain(grain)) throw invalidQuery(`'${grain}' is not a valid time grain`, { time_grain: grain });
  if (!ctx.engine.timeGrains.includes(grain)) throw invalidQuery(`The time grain '${grain}' is not supported by ${ctx.engine.engineName}`);
  return grain;
}

/**
 * Resolves a column reference. Unknown names are collected in `missing` (so one error can name them all)
 * and yield null. The BASE_AXIS column is bucketed by its time grain when it is temporal; an ad-hoc SQL
 * x-axis is bucketed whenever a grain is given, since its type cannot be known without the database.
 */
export function resolveColumn(ctx: QueryContext, value: unknown, missing: string[]): ResolvedColumn | null {
  if (typeof value === 'string') {
    const column = ctx.columnsByName.get(value);
    if (!column) {
      missing.push(value);
      return null;
    }
    return { label: value, sql: datasetColumnSql(ctx, column), isTemporal: isTemporalColumn(ctx, column), isBaseAxis: false, column };
  }
  if (!isAdhocColumn(value)) throw invalidQuery(`Invalid column: ${JSON.stringify(value)}`);
  const label = columnLabel(value);
  const isBaseAxis = value.columnType === 'BASE_AXIS';
  const column = ctx.columnsByName.get(value.sqlExpression.trim()) ?? null;
  let sql = column ? datasetColumnSql(ctx, column) : `(${checkAdhocExpression(value.sqlExpression, 'expression')})`;
  let isTemporal = column ? isTemporalColumn(ctx, column) : false;
  const grain = isBaseAxis ? grainFor(ctx, value) : null;
  if (grain && (!column || isTemporal)) {
    sql = ctx.engine.timeGrainExpression(sql, grain);
    isTemporal = true;
  }
  return { label, sql, isTemporal, isBaseAxis, column };
}

const AGGREGATES: Record<AdhocAggregate, (col: string) => string> = {
  AVG: (c) => `AVG(${c})`,
  COUNT: (c) => `COUNT(${c})`,
  COUNT_DISTINCT: (c) => `COUNT(DISTINCT ${c})`,
  MAX: (c) => `MAX(${c})`,
  MIN: (c) => `MIN(${c})`,
  SUM: (c) => `SUM(${c})`,
};

/** Resolves a metric: a saved metric by name, or an ad-hoc SIMPLE / SQL metric. */
export function resolveMetric(ctx: QueryContext, value: unknown): ResolvedMetric {
  if (typeof value === 'string') {
    const saved = ctx.metricsByName.get(value);
    if (!saved) throw metricMissing(value);
    return { label: value, sql: saved.expression.trim() };
  }
  if (!isAdhocMetric(value)) throw invalidQuery(`Invalid metric: ${JSON.stringify(value)}`);
  const label = metricLabel(value);
  if (value.expressionType === 'SQL') {
    if (typeof value.sqlExpression !== 'string') throw invalidQuery(`Metric '${label}' has no SQL expression`);
    return { label, sql: checkAdhocExpression(value.sqlExpression, 'expression') };
  }
  const aggregate = String(value.aggregate ?? '').toUpperCase() as AdhocAggregate;
  if (!AGGREGATES[aggregate]) {
    throw invalidQuery(`Adhoc metric aggregate must be one of ${Object.keys(AGGREGATES).join(', ')}, not '${String(value.aggregate)}'`);
  }
  const columnName = simpleColumnName(value);
  if (!columnName) throw invalidQuery(`Metric '${label}' has no column`);
  const column = ctx.columnsByName.get(columnName);
  if (!column) throw columnsMissing([columnName]);
  return { label, sql: AGGREGATES[aggregate](datasetColumnSql(ctx, column)) };
}
