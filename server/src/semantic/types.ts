/**
 * Shapes the semantic layer works on. DatasourceDefinition is a plain object the dataset module maps its
 * entity onto; QueryObject is Superset's query object in camelCase, exactly as GraphQL's ChartQueryInput
 * delivers it (JSON-typed fields arrive as `unknown` and are validated by the query builder).
 */

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

export type QueryColumn = string | AdhocColumn;
export type QueryMetric = string | AdhocMetric;

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

export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown> | null;
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
}

export interface BuildQueryOptions {
  now: Date;
  defaultRowLimit: number;
  maxRowLimit: number;
}

export interface RejectedFilter {
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

export interface BuiltQuery {
  sql: string;
  params: unknown[];
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
}
