/**
 * The one mapping from the dataset entities (`tables`, `table_columns`, `sql_metrics`) to the GraphQL types,
 * and the read of datasets with what that mapping needs of their database.
 */
import { GENERIC_TYPE_CODES } from '../../engines';
import { databaseJoin, type Database, findEngine } from '../database';
import { entityColumns, tableOf, type EntityRow, type TableRow } from '../../platform/entity-select';
import type { Queryable } from '../../platform/sql';
import { parseJsonObjectOrNull } from '../../platform/json-text';
import type { DatasetColumn } from './dataset-column.entity';
import { Dataset } from './dataset.entity';
import { DatasetColumnType, Dataset as DatasetType, DatasetKind, DatasetMetricType } from './dataset.types';
import type { SqlMetric } from './sql-metric.entity';

/** Where a dataset opens in Explore: its default endpoint when it has one. */
export const datasetExploreUrl = (d: { id: number; defaultEndpoint: string | null }): string => d.defaultEndpoint || `/explore/?datasource_type=table&datasource_id=${d.id}`;

/** A dataset with its database's stored (masked) URI, what toDataset shows. */
export type DatasetWithDatabase = EntityRow<Dataset> & { database: Pick<Database, 'id' | 'sqlalchemyUri'> };

/** Every column of `tables t` under its property's name, with its database's URI (the foreign key is not null). */
const DATASET_WITH_DATABASE = `SELECT ${entityColumns(Dataset, 't')}, d.sqlalchemy_uri AS "databaseUri" FROM ${tableOf(Dataset)} t ${databaseJoin('d', 't.database_id')}`;

/**
 * The datasets meeting `condition` (SQL over `tables t`, its parameters `params`), each with what toDataset
 * needs of its database: one statement whose select list is built once (read on every dataset page and list).
 */
export async function datasetsWithDatabase(db: Queryable, condition: string, params: unknown[]): Promise<DatasetWithDatabase[]> {
  const rows: (EntityRow<Dataset> & { databaseUri: string })[] = await db.query(`${DATASET_WITH_DATABASE} WHERE ${condition}`, params);
  return rows.map(({ databaseUri, ...dataset }) => ({ ...dataset, database: { id: dataset.databaseId, sqlalchemyUri: databaseUri } }));
}

/** A `table_columns` row as raw SQL returns it (its dataset's id is `table_id`). */
export type ColumnRow = TableRow<DatasetColumn, { datasetId: 'table_id' }>;

/** A `sql_metrics` row as raw SQL returns it (its dataset's id is `table_id`). */
export type MetricRow = TableRow<SqlMetric, { datasetId: 'table_id' }>;

export const isVirtualSql = (sql: string | null | undefined): boolean => !!sql && sql.trim() !== '';

function certification(extra: Record<string, unknown> | null): { certifiedBy: string | null; details: string | null } {
  const cert = extra?.certification;
  if (!cert || typeof cert !== 'object') return { certifiedBy: null, details: null };
  const { certified_by: by, details } = cert as Record<string, unknown>;
  return { certifiedBy: typeof by === 'string' ? by : null, details: typeof details === 'string' ? details : null };
}

export function toDataset(d: DatasetWithDatabase): DatasetType {
  const extra = parseJsonObjectOrNull(d.extra);
  const cert = certification(extra);
  return Object.assign(new DatasetType(), {
    id: d.id,
    uuid: d.uuid,
    tableName: d.tableName,
    name: d.schema ? `${d.schema}.${d.tableName}` : d.tableName,
    kind: isVirtualSql(d.sql) ? DatasetKind.VIRTUAL : DatasetKind.PHYSICAL,
    datasourceType: 'table',
    databaseId: d.databaseId,
    catalog: d.catalog,
    schema: d.schema,
    sql: d.sql,
    mainDttmCol: d.mainDttmCol,
    description: d.description,
    defaultEndpoint: d.defaultEndpoint,
    isFeatured: !!d.isFeatured,
    filterSelectEnabled: !!d.filterSelectEnabled,
    offset: d.offset ?? 0,
    cacheTimeout: d.cacheTimeout,
    params: d.params,
    perm: d.perm,
    schemaPerm: d.schemaPerm,
    isManagedExternally: !!d.isManagedExternally,
    externalUrl: d.externalUrl,
    fetchValuesPredicate: d.fetchValuesPredicate,
    isSqllabView: !!d.isSqllabView,
    templateParams: d.templateParams,
    extra,
    extraText: d.extra,
    certifiedBy: cert.certifiedBy,
    certificationDetails: cert.details,
    warningMarkdown: typeof extra?.warning_markdown === 'string' ? extra.warning_markdown : null,
    normalizeColumns: !!d.normalizeColumns,
    alwaysFilterMainDttm: !!d.alwaysFilterMainDttm,
    folders: d.folders,
    url: `/tablemodelview/edit/${d.id}`,
    exploreUrl: datasetExploreUrl({ id: d.id, defaultEndpoint: d.defaultEndpoint }),
    createdOn: d.createdOn,
    changedOn: d.changedOn,
    createdById: d.createdByFk,
    changedById: d.changedByFk,
    databaseUri: d.database.sqlalchemyUri,
  });
}

/** GenericDataType code of a stored type through the database's engine; null for an untyped (calculated) column. */
export function genericTypeCode(databaseUri: string, type: string | null): number | null {
  if (!type) return null;
  // A database whose engine is not available still lists its datasets; the code is then unknown.
  const spec = findEngine(databaseUri);
  return spec ? GENERIC_TYPE_CODES[spec.genericTypeOf(type)] : null;
}

export function toColumn(c: DatasetColumn, databaseUri: string): DatasetColumnType {
  return Object.assign(new DatasetColumnType(), {
    id: c.id,
    uuid: c.uuid,
    columnName: c.columnName,
    verboseName: c.verboseName,
    type: c.type,
    typeGeneric: genericTypeCode(databaseUri, c.type),
    advancedDataType: c.advancedDataType,
    isDttm: !!c.isDttm,
    isActive: c.isActive !== false,
    groupby: !!c.groupby,
    filterable: !!c.filterable,
    expression: c.expression,
    description: c.description,
    pythonDateFormat: c.pythonDateFormat,
    extra: parseJsonObjectOrNull(c.extra),
    extraText: c.extra,
    createdOn: c.createdOn,
    changedOn: c.changedOn,
  });
}

export function toMetric(m: SqlMetric): DatasetMetricType {
  return Object.assign(new DatasetMetricType(), {
    id: m.id,
    uuid: m.uuid,
    metricName: m.metricName,
    verboseName: m.verboseName,
    metricType: m.metricType,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: m.currency ?? null,
    extra: parseJsonObjectOrNull(m.extra),
    extraText: m.extra,
    warningText: m.warningText,
    createdOn: m.createdOn,
    changedOn: m.changedOn,
  });
}
