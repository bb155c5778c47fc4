/**
 * Query object -> one SELECT with bound parameters (Superset's get_sqla_query): columns and metrics,
 * WHERE from filters, extras and the time range, GROUP BY when aggregating, HAVING, ORDER BY, the
 * series limit as a top-N sub-query join, and LIMIT/OFFSET through the EngineSpec.
 */
import { type EngineSpec, isTimeGrain } from '../engines';
import { columnsMissing, invalidQuery, metricMissing } from './query-errors';
import { buildFilterConditions, timeFilter } from './query-filters';
import {
  columnLabel,
  createQueryContext,
  datasetColumnSql,
  isAdhocMetric,
  isTemporalColumn,
  metricLabel,
  resolveColumn,
  resolveMetric,
  type QueryContext,
  type ResolvedColumn,
  type ResolvedMetric,
} from './query-parts';
import { resolveRowLimit, resolveRowOffset } from './row-limit';
import { joinSql, renderSql, sql, type SqlFragment } from './sql-fragment';
import { checkAdhocExpression, checkReadOnlyQuery } from './sql-guard';
import { timeExtrasStatus } from './time-extras';
import { parseTimeOffset, shiftBounds } from './time-offset';
import { NO_TIME_RANGE, parseTimeRange, type TimeRangeBounds } from './time-range';
import type { BuildQueryOptions, BuiltQuery, DatasourceDefinition, QueryObject, RejectedFilter } from './types';

export const DTTM_ALIAS = '__timestamp';
const SERIES_LIMIT_ALIAS = 'series_limit';
const INNER_METRIC_ALIAS = 'mme_inner__';
const VIRTUAL_TABLE_ALIAS = 'virtual_table';

function fromClause(ctx: QueryContext): string {
  const { ds, engine } = ctx;
  if (ds.sql && ds.sql.trim()) return `(\n${checkReadOnlyQuery(ds.sql)}\n) AS ${engine.quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`;
  return engine.quoteTable({ catalog: ds.catalog ?? null, schema: ds.schema, name: ds.tableName });
}

function selectItem(engine: EngineSpec, exprSql: string, label: string): string {
  const alias = engine.quoteIdentifier(label);
  return exprSql === alias ? alias : `${exprSql} AS ${alias}`;
}

/** The legacy time column: granularity bucketed by extras.time_grain_sqla, selected as __timestamp. */
function legacyTimestamp(ctx: QueryContext, granularityColumn: ResolvedColumn): ResolvedColumn {
  const grain = ctx.extras.timeGrainSqla || null;
  if (grain !== null && !isTimeGrain(grain)) throw invalidQuery(`'${grain}' is not a valid time grain`);
  const bucketed = grain !== null && isTimeGrain(grain) ? ctx.engine.timeGrainExpression(granularityColumn.sql, grain) : granularityColumn.sql;
  return { ...granularityColumn, label: DTTM_ALIAS, sql: bucketed, isBaseAxis: true };
}

/** The temporal column a time range applies to: granularity when temporal, else the main dttm column. */
function granularityColumn(ctx: QueryContext, granularity: string | null | undefined): ResolvedColumn | null {
  if (!granularity) return null;
  let column = ctx.columnsByName.get(granularity);
  if (!column || !isTemporalColumn(ctx, column)) column = ctx.ds.mainDttmCol ? ctx.columnsByName.get(ctx.ds.mainDttmCol) : undefined;
  if (!column) return null;
  return { label: column.columnName, sql: datasetColumnSql(ctx, column), isTemporal: true, isBaseAxis: false, column };
}

interface OrderTerm {
  sql: string;
  needsGroupBy: boolean;
}

function resolveOrderTerm(ctx: QueryContext, item: unknown, columns: ResolvedColumn[], metrics: ResolvedMetric[]): OrderTerm {
  const alias = (label: string) => ctx.engine.quoteIdentifier(label);
  if (typeof item === 'string') {
    if (metrics.some((m) => m.label === item) || columns.some((c) => c.label === item)) return { sql: alias(item), needsGroupBy: false };
    const column = ctx.columnsByName.get(item);
    if (column) return { sql: datasetColumnSql(ctx, column), needsGroupBy: false };
    const saved = ctx.metricsByName.get(item);
    if (saved) return { sql: saved.expression.trim(), needsGroupBy: true };
  } else if (isAdhocMetric(item)) {
    const label = metricLabel(item);
    if (metrics.some((m) => m.label === label)) return { sql: alias(label), needsGroupBy: false };
    return { sql: resolveMetric(ctx, item).sql, needsGroupBy: true };
  } else if (item && typeof item === 'object') {
    const label = columnLabel(item);
    if (columns.some((c) => c.label === label)) return { sql: alias(label), needsGroupBy: false };
    const resolved = resolveColumn(ctx, item, []);
    if (resolved) return { sql: resolved.sql, needsGroupBy: false };
  }
  throw invalidQuery(`Unknown column used in orderby: ${typeof item === 'string' ? item : JSON.stringify(item)}`);
}

function orderByTerms(ctx: QueryContext, q: QueryObject, columns: ResolvedColumn[], metrics: ResolvedMetric[]): { terms: string[]; needsGroupBy: boolean } {
  let pairs = q.orderby ?? [];
  if (!pairs.length && metrics.length) pairs = [[metrics[0].label, !(q.orderDesc ?? true)]];
  let needsGroupBy = false;
  const terms = pairs.map((pair) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw invalidQuery('orderby entries must be [column_or_metric, ascending] pairs');
    const term = resolveOrderTerm(ctx, pair[0], columns, metrics);
    needsGroupBy ||= term.needsGroupBy;
    return `${term.sql} ${pair[1] ? 'ASC' : 'DESC'}`;
  });
  return { terms, needsGroupBy };
}

/** The metric that ranks series for the series limit: series_limit_metric, else the first metric. */
function seriesRankMetric(ctx: QueryContext, q: QueryObject, metrics: ResolvedMetric[]): ResolvedMetric {
  const wanted = q.seriesLimitMetric;
  if (wanted === null || wanted === undefined || wanted === '') return metrics[0];
  if (typeof wanted === 'string') {
    const selected = metrics.find((m) => m.label === wanted);
    if (selected) return selected;
    if (!ctx.metricsByName.has(wanted)) throw metricMissing(wanted);
  }
  return resolveMetric(ctx, wanted);
}

function seriesColumns(q: QueryObject, columns: ResolvedColumn[]): ResolvedColumn[] {
  const requested = q.seriesColumns ?? [];
  if (!requested.length) return q.isTimeseries ? columns.filter((c) => !c.isBaseAxis) : [];
  const labels = requested.map(columnLabel);
  const missing = labels.filter((l) => !columns.some((c) => c.label === l));
  if (missing.length) {
    throw invalidQuery(`The following entries in \`series_columns\` are missing in \`columns\`: ${missing.map((m) => `"${m}"`).join(', ')}. `);
  }
  return labels.map((l) => columns.find((c) => c.label === l) as ResolvedColumn);
}

/** Top-N series as a sub-query joined on the series columns (Superset's series limit). */
function seriesLimitJoin(ctx: QueryContext, q: QueryObject, from: string, where: SqlFragment | null, series: ResolvedColumn[], metrics: ResolvedMetric[]): SqlFragment {
  const quote = (s: string) => ctx.engine.quoteIdentifier(s);
  const rank = seriesRankMetric(ctx, q, metrics);
  const inner = sql(
    'SELECT ',
    [...series.map((c) => `${c.sql} AS ${quote(`${c.label}__`)}`), `${rank.sql} AS ${quote(INNER_METRIC_ALIAS)}`].join(', '),
    `\nFROM ${from}`,
    where ? sql('\nWHERE ', where) : '',
    `\nGROUP BY ${series.map((c) => c.sql).join(', ')}`,
    `\nORDER BY ${quote(INNER_METRIC_ALIAS)} ${(q.orderDesc ?? true) ? 'DESC' : 'ASC'}`,
  );
  const limited = ctx.engine.applyLimit('', q.seriesLimit as number).trim();
  const on = series.map((c) => `${c.sql} = ${quote(SERIES_LIMIT_ALIAS)}.${quote(`${c.label}__`)}`).join(' AND ');
  return sql(`\n${ctx.engine.derivedTableJoin ?? 'JOIN'} (`, inner, `\n${limited}) AS ${quote(SERIES_LIMIT_ALIAS)} ON ${on}`);
}

interface WhereClause {
  where: SqlFragment | null;
  applied: { column: string }[];
  rejected: RejectedFilter[];
  /** The query's time bounds: time_range, else the first TEMPORAL_RANGE filter (Superset's from/to_dttm). */
  bounds: TimeRangeBounds;
}

/** WHERE: the time range on the granularity column first, then filters, extras.where, the fetch predicate. */
function whereClause(ctx: QueryContext, q: QueryObject, opts: BuildQueryOptions, timeCol: ResolvedColumn | null): WhereClause {
  const { ds } = ctx;
  const conditions: SqlFragment[] = [];
  const applied: { column: string }[] = [];
  const rejected: RejectedFilter[] = [];
  const hasTimeRange = !!q.timeRange && q.timeRange.trim().toLowerCase() !== NO_TIME_RANGE.toLowerCase();
  const range = shiftBounds(parseTimeRange(q.timeRange, opts.now, { relativeStart: ctx.extras.relativeStart, relativeEnd: ctx.extras.relativeEnd }), ctx.timeShift);
  if (hasTimeRange && q.granularity) {
    if (timeCol) {
      const filter = timeFilter(timeCol.sql, range);
      if (filter) conditions.push(filter);
      const main = ds.mainDttmCol ? ctx.columnsByName.get(ds.mainDttmCol) : undefined;
      if (ds.alwaysFilterMainDttm && main && main.columnName !== timeCol.column?.columnName && isTemporalColumn(ctx, main)) {
        const mainFilter = timeFilter(datasetColumnSql(ctx, main), range);
        if (mainFilter) conditions.push(mainFilter);
      }
      applied.push({ column: '__time_range' });
    } else rejected.push({ reason: 'no_temporal_column', column: '__time_range' });
  }
  const filters = buildFilterConditions(ctx, q.filters ?? [], opts.now, timeCol);
  conditions.push(...filters.conditions);
  applied.push(...filters.applied);
  rejected.push(...filters.rejected);
  if (ctx.extras.where && ctx.extras.where.trim()) conditions.push(sql(`(${checkAdhocExpression(ctx.extras.where, 'where')})`));
  // The dataset's own predicate (trusted metadata), for filter-value lists.
  if (q.applyFetchValuesPredicate && ds.fetchValuesPredicate && ds.fetchValuesPredicate.trim()) conditions.push(sql(`(${ds.fetchValuesPredicate.trim()})`));
  // Row-level security comes last and always applies, whatever the query asked for.
  for (const clause of opts.rlsClauses ?? []) if (clause.trim()) conditions.push(sql(`(${clause.trim()})`));
  const extrasStatus = timeExtrasStatus(ds, q.appliedTimeExtras, (c) => isTemporalColumn(ctx, c));
  for (const entry of extrasStatus.applied) if (!applied.some((a) => a.column === entry.column)) applied.push(entry);
  rejected.push(...extrasStatus.rejected);
  return {
    where: conditions.length ? joinSql(conditions, '\nAND ') : null,
    applied,
    rejected,
    bounds: range.since || range.until ? range : (filters.temporalRanges[0] ?? { since: null, until: null }),
  };
}

/**
 * Builds a chart query. Unknown columns or metrics, invalid operators and unsafe ad-hoc SQL throw a
 * TesseraError worded as Superset words it; filters on columns the datasource lacks are only rejected.
 */
const ROWCOUNT_LABEL = 'rowcount';

export function buildQuery(ds: DatasourceDefinition, q: QueryObject, engine: EngineSpec, opts: BuildQueryOptions): BuiltQuery {
  const timeShift = q.timeShift && q.timeShift.trim() ? parseTimeOffset(q.timeShift) : null;
  const ctx = createQueryContext(ds, engine, q.extras, timeShift);
  const missing: string[] = [];
  const columns = (q.columns ?? []).map((c) => resolveColumn(ctx, c, missing)).filter((c): c is ResolvedColumn => c !== null);
  if (missing.length) throw columnsMissing(missing);
  const metrics = (q.metrics ?? []).map((m) => resolveMetric(ctx, m));

  const timeCol = granularityColumn(ctx, q.granularity);
  if (q.isTimeseries && timeCol) columns.unshift(legacyTimestamp(ctx, timeCol));
  if (!columns.length && !metrics.length) throw invalidQuery('Empty query?');
  const labels = [...columns.map((c) => c.label), ...metrics.map((m) => m.label)];
  const duplicates = [...new Set(labels.filter((l, i) => labels.indexOf(l) !== i))];
  if (duplicates.length) {
    throw invalidQuery(`Duplicate column/metric labels: ${duplicates.map((d) => `'${d}'`).join(', ')}. Please make sure all columns and metrics have a unique label.`);
  }

  const { where, applied, rejected, bounds } = whereClause(ctx, q, opts, timeCol);
  const order = orderByTerms(ctx, q, columns, metrics);
  const aggregate = metrics.length > 0 || order.needsGroupBy;
  const from = fromClause(ctx);
  const series = aggregate && (q.seriesLimit ?? 0) > 0 && engine.allowsJoins && engine.allowsSubqueries ? seriesColumns(q, columns) : [];

  const having = aggregate && ctx.extras.having && ctx.extras.having.trim() ? `(${checkAdhocExpression(ctx.extras.having, 'having')})` : null;
  const statement = sql(
    'SELECT ',
    [...columns.map((c) => selectItem(engine, c.sql, c.label)), ...metrics.map((m) => selectItem(engine, m.sql, m.label))].join(', '),
    `\nFROM ${from}`,
    series.length && metrics.length ? seriesLimitJoin(ctx, q, from, where, series, metrics) : '',
    where ? sql('\nWHERE ', where) : '',
    aggregate && columns.length ? `\nGROUP BY ${columns.map((c) => c.sql).join(', ')}` : '',
    having ? `\nHAVING ${having}` : '',
    order.terms.length ? `\nORDER BY ${order.terms.join(', ')}` : '',
  );
  const rendered = renderSql(statement, engine.placeholder);
  const display = renderSql(statement, (i) => engine.renderLiteral(rendered.params[i - 1]));
  const rowLimit = resolveRowLimit(q.rowLimit, opts);
  const rowOffset = resolveRowOffset(q.rowOffset);
  // A row count counts what the query would return (its limit and offset included), as Superset wraps it.
  const counted = (text: string) => (q.isRowcount ? `SELECT COUNT(*) AS ${engine.quoteIdentifier(ROWCOUNT_LABEL)} FROM (${text}) AS rowcount_qry` : text);
  const resultLabels = q.isRowcount ? [ROWCOUNT_LABEL] : labels;
  return {
    sql: counted(engine.applyLimit(rendered.sql, rowLimit, rowOffset)),
    params: rendered.params,
    displaySql: counted(engine.applyLimit(display.sql, rowLimit, rowOffset)),
    colnames: resultLabels,
    labelMap: Object.fromEntries(resultLabels.map((l) => [l, [l]])),
    appliedFilters: applied,
    rejectedFilters: rejected,
    fromDttm: bounds.since ? bounds.since.getTime() : null,
    toDttm: bounds.until ? bounds.until.getTime() : null,
    dttmColnames: q.isRowcount ? [] : columns.filter((c) => c.isTemporal).map((c) => c.label),
    offsetHours: ds.offsetHours ?? 0,
    metricColnames: q.isRowcount ? [] : metrics.map((m) => m.label),
    timeShift,
  };
}
