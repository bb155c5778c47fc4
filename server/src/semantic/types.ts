/**
 * Shapes the semantic layer works on. DatasourceDefinition is a plain object the dataset module maps its
 * entity onto; QueryObject is Superset's query object in camelCase, exactly as GraphQL's ChartQueryInput
 * delivers it (JSON-typed fields arrive as `unknown` and are validated by the query builder).
 */
import type { DateUnit } from './date-math';

export interface DatasourceColumn {
  columnName: string;
  type: string | null;
  isDttm: boolean;
  /** Calculated column: SQL over the physical columns, trusted (dataset owners wrote it). */
  expression: string | null;
  verboseName?: string | null;
  filterable?: boolean;
  groupby?: boolean;
}

export interface DatasourceMetric {
  metricName: string;
  expression: string;
  verboseName?: string | null;
  d3format?: string | null;
}

export interface DatasourceDefinition {
  id: number;
  type: 'table' | 'query';
  tableName: string;
  schema: string | null;
  catalog?: string | null;
  /** Virtual dataset: a SELECT, wrapped as a subquery. */
  sql: string | null;
  mainDttmCol: string | null;
  alwaysFilterMainDttm?: boolean;
  /** Hours added to temporal results (Superset's dataset `offset`). */
  offsetHours?: number;
  fetchValuesPredicate?: string | null;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
}

/** `{expressionType: 'SQL', sqlExpression, label, columnType, timeGrain}` as the client sends it. */
export interface AdhocColumn {
  expressionType?: 'SQL';
  sqlExpression: string;
  label?: string;
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string | null;
}

export type AdhocAggregate = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

export interface AdhocMetric {
  expressionType: 'SIMPLE' | 'SQL';
  aggregate?: AdhocAggregate | null;
  /** Superset sends snake_case here (`column_name`); camelCase is accepted too. */
  column?: { column_name?: string; columnName?: string; type?: string | null } | null;
  sqlExpression?: string | null;
  label?: string | null;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export const FILTER_OPERATORS = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'IN',
  'NOT IN',
  'LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface QueryFilter {
  col: unknown;
  op: string;
  val?: unknown;
  grain?: string | null;
  isExtra?: boolean | null;
}

export interface QueryExtras {
  where?: string | null;
  having?: string | null;
  timeGrainSqla?: string | null;
  relativeStart?: string | null;
  relativeEnd?: string | null;
}

/** Superset's QueryObject, camelCased (GraphQL ChartQueryInput). Every field is optional. */
export interface QueryObject {
  columns?: unknown[] | null;
  metrics?: unknown[] | null;
  filters?: QueryFilter[] | null;
  extras?: QueryExtras | null;
  orderby?: unknown[] | null;
  rowLimit?: number | null;
  rowOffset?: number | null;
  /** Answer only how many rows the query gives: {rowcount: N} (Superset's is_rowcount). */
  isRowcount?: boolean | null;
  seriesColumns?: unknown[] | null;
  seriesLimit?: number | null;
  seriesLimitMetric?: unknown;
  timeRange?: string | null;
  timeShift?: string | null;
  granularity?: string | null;
  isTimeseries?: boolean | null;
  orderDesc?: boolean | null;
  postProcessing?: unknown[] | null;
  applyFetchValuesPredicate?: boolean | null;
  /** Time comparison: each offset ('1 year ago') runs the query shifted and joins its metrics on the other columns. */
  timeOffsets?: string[] | null;
  /** Dashboard time extras the query received (`__time_range`, `__time_grain`, `__time_col`), reported back as applied or rejected. */
  appliedTimeExtras?: Record<string, unknown> | null;
  /** Annotation layers the chart asked for (Superset's annotation_layers), carried with the query. */
  annotationLayers?: unknown[] | null;
  /** The page address's extra parameters (Superset's url_params), carried with the query. */
  urlParams?: unknown;
}

export interface BuildQueryOptions {
  now: Date;
  defaultRowLimit: number;
  maxRowLimit: number;
  /**
   * Row-level-security clauses for this actor and datasource: trusted SQL written by admins, each AND-ed
   * into WHERE (also inside the series-limit sub-query, which shares the WHERE).
   */
  rlsClauses?: readonly string[];
}

export interface RejectedFilter {
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

/** A calendar shift such as '1 year ago' (amount -1, unit year) or '2 weeks later'. */
export interface TimeOffset {
  /** The offset as the query object wrote it; it names the comparison columns (`metric__1 year ago`). */
  text: string;
  amount: number;
  unit: DateUnit;
}

export interface BuiltQuery {
  sql: string;
  params: unknown[];
  /** The statement with parameters rendered as literals, for people to read (never executed). */
  displaySql: string;
  /** Result column labels, in SELECT order. */
  colnames: string[];
  labelMap: Record<string, string[]>;
  appliedFilters: { column: string }[];
  rejectedFilters: RejectedFilter[];
  /** Bounds of the query's time range, epoch ms (null = open). */
  fromDttm: number | null;
  toDttm: number | null;
  /** Labels of temporal bucket columns the dataset's hour offset applies to. */
  dttmColnames: string[];
  offsetHours: number;
  /** Labels of the metrics, in SELECT order (the columns a time comparison renames and joins). */
  metricColnames: string[];
  /** The query's time shift: its ranges were moved by it, and its temporal results move back by it. */
  timeShift: TimeOffset | null;
}
