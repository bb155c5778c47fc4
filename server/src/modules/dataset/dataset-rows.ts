/**
 * The one mapping from metadata rows (`tables`, `table_columns`, `sql_metrics`) to the GraphQL types, and
 * the SELECT lists that read them.
 */
import { GENERIC_TYPE_CODES } from '../../engines';
import { databaseUriSql, findEngine } from '../database';
import { DatasetColumnType, Dataset, DatasetKind, DatasetMetricType } from './dataset.types';

export interface DatasetRow {
  id: number;
  uuid: string;
  table_name: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  is_featured: boolean;
  filter_select_enabled: boolean;
  offset: number;
  cache_timeout: number | null;
  params: string | null;
  perm: string | null;
  schema_perm: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  fetch_values_predicate: string | null;
  is_sqllab_view: boolean;
  template_params: string | null;
  extra: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  folders: unknown[] | null;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  database_uri: string;
}

export const DATASET_COLUMNS = `t.id, t.uuid, t.table_name, t.database_id, t.catalog, t.schema, t.sql, t.main_dttm_col, t.description,
  t.default_endpoint, t.is_featured, t.filter_select_enabled, t."offset", t.cache_timeout, t.params, t.perm, t.schema_perm,
  t.is_managed_externally, t.external_url, t.fetch_values_predicate, t.is_sqllab_view, t.template_params, t.extra,
  t.normalize_columns, t.always_filter_main_dttm, t.folders, t.created_on, t.changed_on, t.created_by_fk, t.changed_by_fk,
  ${databaseUriSql('t.database_id')} AS database_uri`;

export interface ColumnRow {
  id: number;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  is_active: boolean | null;
  type: string | null;
  advanced_data_type: string | null;
  groupby: boolean;
  filterable: boolean;
  description: string | null;
  is_dttm: boolean;
  expression: string | null;
  python_date_format: string | null;
  extra: string | null;
  created_on: Date;
  changed_on: Date;
}

export const COLUMN_COLUMNS = `c.id, c.uuid, c.table_id, c.column_name, c.verbose_name, c.is_active, c.type, c.advanced_data_type, c.groupby,
  c.filterable, c.description, c.is_dttm, c.expression, c.python_date_format, c.extra, c.created_on, c.changed_on`;

export interface MetricRow {
  id: number;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  description: string | null;
  expression: string;
  d3format: string | null;
  currency: unknown;
  warning_text: string | null;
  extra: string | null;
  created_on: Date;
  changed_on: Date;
}

export const METRIC_COLUMNS = `m.id, m.uuid, m.table_id, m.metric_name, m.verbose_name, m.metric_type, m.description, m.expression, m.d3format,
  m.currency, m.warning_text, m.extra, m.created_on, m.changed_on`;

/** JSON text as stored (clients may have written anything): an object, or null when it is not one. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An object back to the JSON text Superset stores; null stays null. */
export function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export const isVirtualSql = (sql: string | null | undefined): boolean => !!sql && sql.trim() !== '';

function certification(extra: Record<string, unknown> | null): { certifiedBy: string | null; details: string | null } {
  const cert = extra?.certification;
  if (!cert || typeof cert !== 'object') return { certifiedBy: null, details: null };
  const { certified_by: by, details } = cert as Record<string, unknown>;
  return { certifiedBy: typeof by === 'string' ? by : null, details: typeof details === 'string' ? details : null };
}

export function toDataset(r: DatasetRow): Dataset {
  const extra = parseJsonObject(r.extra);
  const cert = certification(extra);
  return Object.assign(new Dataset(), {
    id: r.id,
    uuid: r.uuid,
    tableName: r.table_name,
    name: r.schema ? `${r.schema}.${r.table_name}` : r.table_name,
    kind: isVirtualSql(r.sql) ? DatasetKind.VIRTUAL : DatasetKind.PHYSICAL,
    datasourceType: 'table',
    databaseId: r.database_id,
    catalog: r.catalog,
    schema: r.schema,
    sql: r.sql,
    mainDttmCol: r.main_dttm_col,
    description: r.description,
    defaultEndpoint: r.default_endpoint,
    isFeatured: !!r.is_featured,
    filterSelectEnabled: !!r.filter_select_enabled,
    offset: r.offset ?? 0,
    cacheTimeout: r.cache_timeout,
    params: r.params,
    perm: r.perm,
    schemaPerm: r.schema_perm,
    isManagedExternally: !!r.is_managed_externally,
    externalUrl: r.external_url,
    fetchValuesPredicate: r.fetch_values_predicate,
    isSqllabView: !!r.is_sqllab_view,
    templateParams: r.template_params,
    extra,
    extraText: r.extra,
    certifiedBy: cert.certifiedBy,
    certificationDetails: cert.details,
    warningMarkdown: typeof extra?.warning_markdown === 'string' ? extra.warning_markdown : null,
    normalizeColumns: !!r.normalize_columns,
    alwaysFilterMainDttm: !!r.always_filter_main_dttm,
    folders: r.folders,
    url: `/tablemodelview/edit/${r.id}`,
    exploreUrl: r.default_endpoint || `/explore/?datasource_type=table&datasource_id=${r.id}`,
    createdOn: r.created_on,
    changedOn: r.changed_on,
    createdById: r.created_by_fk,
    changedById: r.changed_by_fk,
    databaseUri: r.database_uri,
  });
}

/** GenericDataType code of a stored type through the database's engine; null for an untyped (calculated) column. */
export function genericTypeCode(databaseUri: string, type: string | null): number | null {
  if (!type) return null;
  // A database whose engine is not available still lists its datasets; the code is then unknown.
  const spec = findEngine(databaseUri);
  return spec ? GENERIC_TYPE_CODES[spec.genericTypeOf(type)] : null;
}

export function toColumn(r: ColumnRow, databaseUri: string): DatasetColumnType {
  return Object.assign(new DatasetColumnType(), {
    id: r.id,
    uuid: r.uuid,
    columnName: r.column_name,
    verboseName: r.verbose_name,
    type: r.type,
    typeGeneric: genericTypeCode(databaseUri, r.type),
    advancedDataType: r.advanced_data_type,
    isDttm: !!r.is_dttm,
    isActive: r.is_active !== false,
    groupby: !!r.groupby,
    filterable: !!r.filterable,
    expression: r.expression,
    description: r.description,
    pythonDateFormat: r.python_date_format,
    extra: parseJsonObject(r.extra),
    extraText: r.extra,
    createdOn: r.created_on,
    changedOn: r.changed_on,
  });
}

export function toMetric(r: MetricRow): DatasetMetricType {
  return Object.assign(new DatasetMetricType(), {
    id: r.id,
    uuid: r.uuid,
    metricName: r.metric_name,
    verboseName: r.verbose_name,
    metricType: r.metric_type,
    expression: r.expression,
    description: r.description,
    d3format: r.d3format,
    currency: r.currency ?? null,
    extra: parseJsonObject(r.extra),
    extraText: r.extra,
    warningText: r.warning_text,
    createdOn: r.created_on,
    changedOn: r.changed_on,
  });
}
