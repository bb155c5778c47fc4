// Superset's form data: the saved `params` of a chart, keyed exactly as Superset keys them, so charts imported
// from Superset render unchanged. Only the keys the viz plugins read are typed; the rest pass through.

export interface SimpleAdhocMetric {
  expressionType: 'SIMPLE';
  aggregate: string;
  column: { column_name: string; type?: string | null };
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export interface SqlAdhocMetric {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export type AdhocMetric = SimpleAdhocMetric | SqlAdhocMetric;
/** A saved metric name or an adhoc metric. */
export type QueryFormMetric = string | AdhocMetric;

export interface AdhocColumn {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string;
}
/** A physical/calculated column name or an adhoc column. */
export type QueryFormColumn = string | AdhocColumn;

export interface SimpleAdhocFilter {
  expressionType: 'SIMPLE';
  clause: 'WHERE' | 'HAVING';
  subject: QueryFormColumn;
  operator: string;
  operatorId?: string;
  comparator?: unknown;
  isExtra?: boolean;
}

export interface SqlAdhocFilter {
  expressionType: 'SQL';
  clause: 'WHERE' | 'HAVING';
  sqlExpression: string;
}

export type AdhocFilter = SimpleAdhocFilter | SqlAdhocFilter;

export type QueryMode = 'aggregate' | 'raw';

export interface QueryFormData {
  viz_type: string;
  /** "<id>__<type>", e.g. "3__table". */
  datasource: string;
  slice_id?: number;
  metrics?: QueryFormMetric[];
  metric?: QueryFormMetric;
  percent_metrics?: QueryFormMetric[];
  groupby?: QueryFormColumn[];
  columns?: QueryFormColumn[];
  all_columns?: QueryFormColumn[];
  x_axis?: QueryFormColumn;
  time_grain_sqla?: string;
  granularity_sqla?: string;
  time_range?: string;
  adhoc_filters?: AdhocFilter[];
  row_limit?: number | string | null;
  row_offset?: number | string | null;
  order_desc?: boolean;
  series_limit?: number | string | null;
  series_limit_metric?: QueryFormMetric | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  query_mode?: QueryMode;
  order_by_cols?: string[];
  [key: string]: unknown;
}

export class FormDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDataError';
  }
}

export interface DatasourceRef {
  id: number;
  type: string;
}

/** Parses "<id>__<type>" (Superset's datasource key). */
export function parseDatasourceKey(key: string): DatasourceRef | null {
  const match = /^(\d+)__([a-z_]+)$/.exec(key);
  return match ? { id: Number(match[1]), type: match[2] } : null;
}

export interface ChartIdentity {
  sliceId: number;
  vizType: string;
  datasourceId: number | null;
  datasourceType: string | null;
}

/** The boundary between a stored chart and the viz plugins: accepts `params` as an object or a JSON string
 * (Superset stores text) and stamps the chart's own viz type, datasource and id over whatever the params say,
 * because the chart row, not its params blob, is authoritative. */
export function chartFormData(params: unknown, chart: ChartIdentity): QueryFormData {
  let parsed: unknown = params;
  if (typeof params === 'string') {
    try {
      parsed = params.trim() === '' ? {} : JSON.parse(params);
    } catch {
      throw new FormDataError('The chart parameters are not valid JSON.');
    }
  }
  if (parsed === null || parsed === undefined) parsed = {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FormDataError('The chart parameters must be a JSON object.');
  }
  const formData: QueryFormData = { ...(parsed as Record<string, unknown>), viz_type: chart.vizType, datasource: '' };
  formData.slice_id = chart.sliceId;
  const fromParams = typeof (parsed as { datasource?: unknown }).datasource === 'string'
    ? (parsed as { datasource: string }).datasource
    : '';
  formData.datasource =
    chart.datasourceId !== null ? `${chart.datasourceId}__${chart.datasourceType ?? 'table'}` : fromParams;
  return formData;
}

/** Superset's ensureIsArray: undefined/null -> [], a scalar -> [scalar], arrays unchanged. */
export function ensureIsArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Row limit, row offset and series limit are sent only when numeric (spec: validation rules). */
export function toOptionalInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The named (physical or calculated) columns among form columns; adhoc SQL columns cannot be filtered by name. */
export function physicalColumns(value: unknown): string[] {
  return ensureIsArray(value as QueryFormColumn[] | undefined).filter((column): column is string => typeof column === 'string');
}
