/**
 * The one mapping from metadata rows (`tables`, `table_columns`, `sql_metrics`) to the GraphQL types, and
 * the SELECT lists that read them.
 */
import { GENERIC_TYPE_CODES } from '../../engines';
import { databaseUriSql, findEngine } from '../database';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { parseJsonObjectOrNull } from '../../platform/json-text';
import { DatasetColumn } from './dataset-column.entity';
import { Dataset } from './dataset.entity';
import { DatasetColumnType, Dataset as DatasetType, DatasetKind, DatasetMetricType } from './dataset.types';
import { SqlMetric } from './sql-metric.entity';

/** A `tables` row with its database's stored (masked) URI. */

/** Where a dataset opens in Explore: its default endpoint when it has one. */
export const datasetExploreUrl = (d: { id: number; defaultEndpoint: string | null }): string => d.defaultEndpoint || `/explore/?datasource_type=table&datasource_id=${d.id}`;
export type DatasetRow = TableRow<Dataset> & { database_uri: string };

export const DATASET_COLUMNS = `${tableColumns(Dataset, 't')}, ${databaseUriSql('t.database_id')} AS database_uri`;

/** A `table_columns` row (its dataset's id is `table_id`). */
export type ColumnRow = TableRow<DatasetColumn, { datasetId: 'table_id' }>;

export const COLUMN_COLUMNS = tableColumns(DatasetColumn, 'c');

/** A `sql_metrics` row (its dataset's id is `table_id`). */
export type MetricRow = TableRow<SqlMetric, { datasetId: 'table_id' }>;

export const METRIC_COLUMNS = tableColumns(SqlMetric, 'm');

export const isVirtualSql = (sql: string | null | undefined): boolean => !!sql && sql.trim() !== '';

function certification(extra: Record<string, unknown> | null): { certifiedBy: string | null; details: string | null } {
  const cert = extra?.certification;
  if (!cert || typeof cert !== 'object') return { certifiedBy: null, details: null };
  const { certified_by: by, details } = cert as Record<string, unknown>;
  return { certifiedBy: typeof by === 'string' ? by : null, details: typeof details === 'string' ? details : null };
}

export function toDataset(r: DatasetRow): DatasetType {
  const extra = parseJsonObjectOrNull(r.extra);
  const cert = certification(extra);
  return Object.assign(new DatasetType(), {
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
    exploreUrl: datasetExploreUrl({ id: r.id, defaultEndpoint: r.default_endpoint }),
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
    extra: parseJsonObjectOrNull(r.extra),
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
    extra: parseJsonObjectOrNull(r.extra),
    extraText: r.extra,
    warningText: r.warning_text,
    createdOn: r.created_on,
    changedOn: r.changed_on,
  });
}
