// Form data -> the parts of a query object every chart type shares (Superset's buildQueryObject): metrics and
// column labels, adhoc filters split into structured filters and free-form WHERE/HAVING, time range and grain,
// limits. Each viz plugin's buildQuery adds its own columns, ordering and series settings on top.
import type { ChartQueryInput, QueryFilterInput } from '../../gql/graphql';
import {
  ensureIsArray,
  toOptionalInt,
  type AdhocFilter,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type SimpleAdhocFilter,
} from './form-data';

export function getMetricLabel(metric: QueryFormMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column?.column_name ?? '*'})`;
  return metric.sqlExpression;
}

export function getColumnLabel(column: QueryFormColumn): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}

// Legacy spellings found in older saved charts, mapped to the operators the query API accepts.
const OPERATOR_ALIASES: Record<string, string> = { '=': '==', '<>': '!=' };
const UNARY_OPERATORS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

export function normalizeOperator(operator: string): string {
  const upper = operator.trim().toUpperCase();
  return OPERATOR_ALIASES[upper] ?? upper;
}

function toQueryFilter(filter: SimpleAdhocFilter): QueryFilterInput {
  const op = normalizeOperator(filter.operator);
  const query: QueryFilterInput = { col: filter.subject, op };
  if (!UNARY_OPERATORS.has(op)) query.val = filter.comparator ?? null;
  if (filter.isExtra) query.isExtra = true;
  return query;
}

function isUsableFilter(filter: unknown): filter is AdhocFilter {
  if (filter === null || typeof filter !== 'object') return false;
  const candidate = filter as Partial<AdhocFilter>;
  if (candidate.expressionType === 'SQL') return typeof (candidate as { sqlExpression?: unknown }).sqlExpression === 'string';
  return (
    candidate.expressionType === 'SIMPLE' &&
    (candidate as SimpleAdhocFilter).subject !== undefined &&
    typeof (candidate as SimpleAdhocFilter).operator === 'string'
  );
}

export interface ProcessedFilters {
  filters: QueryFilterInput[];
  where?: string;
  having?: string;
}

/** Superset's processFilters: SIMPLE WHERE filters become structured filters; free-form SQL filters are joined
 * with AND into extras.where / extras.having, each wrapped in parentheses so their precedence is kept. SIMPLE
 * HAVING filters are ignored, as in Superset. The SQL text is validated by the server, never spliced here. */
export function processAdhocFilters(adhocFilters: unknown): ProcessedFilters {
  const filters: QueryFilterInput[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of ensureIsArray(adhocFilters as AdhocFilter[] | undefined)) {
    if (!isUsableFilter(filter)) continue;
    const clause = filter.clause === 'HAVING' ? 'HAVING' : 'WHERE';
    if (filter.expressionType === 'SIMPLE') {
      if (clause === 'WHERE') filters.push(toQueryFilter(filter));
    } else if (filter.sqlExpression.trim()) {
      (clause === 'WHERE' ? where : having).push(`(${filter.sqlExpression.trim()})`);
    }
  }
  const result: ProcessedFilters = { filters };
  if (where.length) result.where = where.join(' AND ');
  if (having.length) result.having = having.join(' AND ');
  return result;
}

/** The metric list of a form: `metrics` plus the singular `metric` some chart types use, deduplicated by label. */
export function formMetrics(formData: QueryFormData): QueryFormMetric[] {
  const all = [...ensureIsArray(formData.metrics), ...ensureIsArray(formData.metric)];
  const seen = new Set<string>();
  return all.filter((metric) => {
    const label = getMetricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** The query-object fields shared by every chart type. Columns, orderby and series fields are left to the
 * plugin. */
export function buildBaseQuery(formData: QueryFormData): ChartQueryInput {
  const { filters, where, having } = processAdhocFilters(formData.adhoc_filters);
  const query: ChartQueryInput = {
    metrics: formMetrics(formData),
    filters,
    extras: {
      ...(where ? { where } : {}),
      ...(having ? { having } : {}),
      ...(formData.time_grain_sqla ? { timeGrainSqla: formData.time_grain_sqla } : {}),
    },
    orderDesc: formData.order_desc ?? true,
  };
  if (formData.time_range) query.timeRange = formData.time_range;
  if (formData.granularity_sqla) query.granularity = formData.granularity_sqla;
  const rowLimit = toOptionalInt(formData.row_limit);
  if (rowLimit !== undefined) query.rowLimit = rowLimit;
  const rowOffset = toOptionalInt(formData.row_offset);
  if (rowOffset !== undefined) query.rowOffset = rowOffset;
  return query;
}

/** Superset's normalizeOrderBy: keep an explicit orderby; else sort by the series-limit metric, else by the
 * first metric, descending unless order_desc is false. */
export function defaultOrderBy(formData: QueryFormData, metrics: QueryFormMetric[]): Array<[QueryFormMetric, boolean]> {
  const ascending = formData.order_desc === false;
  const limitMetric = formData.series_limit_metric ?? formData.timeseries_limit_metric;
  if (limitMetric) return [[limitMetric, ascending]];
  if (metrics.length > 0) return [[metrics[0], ascending]];
  return [];
}

/** Temporal dimensions bucketed by the form's time grain (Superset's table and pivot table buildQuery): a
 * physical column named in temporal_columns_lookup becomes an adhoc BASE_AXIS column carrying the grain. */
export function withTimeGrain(columns: QueryFormColumn[], formData: QueryFormData): QueryFormColumn[] {
  const grain = typeof formData.time_grain_sqla === 'string' && formData.time_grain_sqla ? formData.time_grain_sqla : null;
  const lookup = formData.temporal_columns_lookup;
  if (!grain || !lookup || typeof lookup !== 'object') return columns;
  const temporal = lookup as Record<string, unknown>;
  return columns.map((column) =>
    typeof column === 'string' && temporal[column] === true
      ? { expressionType: 'SQL', sqlExpression: column, label: column, columnType: 'BASE_AXIS', timeGrain: grain }
      : column,
  );
}
