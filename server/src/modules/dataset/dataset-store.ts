/**
 * The SQL that writes datasets, their columns, metrics, owners and object-level permission names. Every
 * function takes the transaction's Queryable: callers run them inside `withTransaction`. Column names in
 * SET lists come from this file's constants, never from input; every value is a bound parameter.
 */
import { assignments, type Queryable } from '../../platform/sql';
import { datasourceAccessView, ensurePermissionView, renameViewMenu, schemaAccessView } from '../security';
import { toJsonText } from '../../platform/json-text';
import { COLUMN_COLUMNS, METRIC_COLUMNS, type ColumnRow, type MetricRow } from './dataset-rows';
import type { DatasetColumnInput, DatasetMetricInput } from './dataset.inputs';

const NOW = `timezone('utc', now())`;

export interface NewDataset {
  tableName: string;
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  mainDttmCol: string | null;
  isManagedExternally: boolean;
  externalUrl: string | null;
  normalizeColumns: boolean;
  alwaysFilterMainDttm: boolean;
  templateParams: string | null;
  isSqllabView: boolean;
  description: string | null;
  uuid: string | null;
}

export async function insertDataset(db: Queryable, d: NewDataset, actorId: number): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO tables (table_name, database_id, catalog, schema, sql, main_dttm_col, is_managed_externally, external_url,
       normalize_columns, always_filter_main_dttm, template_params, is_sqllab_view, description, uuid, created_by_fk, changed_by_fk)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, COALESCE($14::uuid, gen_random_uuid()), $15, $15) RETURNING id`,
    [d.tableName, d.databaseId, d.catalog, d.schema, d.sql, d.mainDttmCol, d.isManagedExternally, d.externalUrl, d.normalizeColumns,
      d.alwaysFilterMainDttm, d.templateParams, d.isSqllabView, d.description, d.uuid, actorId],
  );
  return row.id as number;
}

export async function updateDatasetRow(db: Queryable, id: number, values: Record<string, unknown>, actorId: number): Promise<void> {
  const set = assignments({ ...values, changed_by_fk: actorId }, 2);
  await db.query(`UPDATE tables SET ${set.sql}, changed_on = ${NOW} WHERE id = $1`, [id, ...set.params]);
}

/** Marks the dataset changed (its cache key moves) after its columns or metrics changed. */
export async function touchDataset(db: Queryable, id: number, actorId: number): Promise<void> {
  await db.query(`UPDATE tables SET changed_on = ${NOW}, changed_by_fk = $2 WHERE id = $1`, [id, actorId]);
}

export async function setOwners(db: Queryable, datasetId: number, ownerIds: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM sqlatable_user WHERE table_id = $1`, [datasetId]);
  if (ownerIds.length) {
    await db.query(`INSERT INTO sqlatable_user (table_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [datasetId, [...new Set(ownerIds)]]);
  }
}

export async function ownerIdsOf(db: Queryable, datasetId: number): Promise<number[]> {
  const rows: { user_id: number }[] = await db.query(`SELECT user_id FROM sqlatable_user WHERE table_id = $1 ORDER BY user_id`, [datasetId]);
  return rows.map((r) => r.user_id);
}

/** The column values of a column input; `undefined` keeps a stored value on update. */
export function columnValues(c: Partial<DatasetColumnInput>): Record<string, unknown> {
  return {
    column_name: c.columnName,
    verbose_name: c.verboseName,
    type: c.type,
    advanced_data_type: c.advancedDataType,
    description: c.description,
    expression: c.expression,
    extra: c.extra === undefined ? undefined : toJsonText(c.extra),
    filterable: c.filterable ?? (c.filterable === null ? true : undefined),
    groupby: c.groupby ?? (c.groupby === null ? true : undefined),
    is_active: c.isActive ?? (c.isActive === null ? true : undefined),
    is_dttm: c.isDttm ?? (c.isDttm === null ? false : undefined),
    python_date_format: c.pythonDateFormat,
  };
}

export function metricValues(m: Partial<DatasetMetricInput>): Record<string, unknown> {
  return {
    metric_name: m.metricName,
    expression: m.expression,
    description: m.description,
    extra: m.extra === undefined ? undefined : toJsonText(m.extra),
    metric_type: m.metricType,
    d3format: m.d3format,
    currency: m.currency === undefined ? undefined : m.currency === null ? null : JSON.stringify(m.currency),
    verbose_name: m.verboseName,
    warning_text: m.warningText,
  };
}

async function insertChild(db: Queryable, table: 'table_columns' | 'sql_metrics', datasetId: number, values: Record<string, unknown>, actorId: number, id?: number | null, uuid?: string | null): Promise<number> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  const cols = ['table_id', 'created_by_fk', 'changed_by_fk', ...entries.map(([c]) => c)];
  const params: unknown[] = [datasetId, actorId, actorId, ...entries.map(([, v]) => v)];
  if (id != null) {
    cols.push('id');
    params.push(id);
  }
  if (uuid) {
    cols.push('uuid');
    params.push(uuid);
  }
  const [row] = await db.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, params);
  return row.id as number;
}

export const insertColumn = (db: Queryable, datasetId: number, c: Partial<DatasetColumnInput>, actorId: number, id?: number | null) =>
  insertChild(db, 'table_columns', datasetId, columnValues(c), actorId, id, c.uuid);

export const insertMetric = (db: Queryable, datasetId: number, m: Partial<DatasetMetricInput>, actorId: number, id?: number | null) =>
  insertChild(db, 'sql_metrics', datasetId, metricValues(m), actorId, id, m.uuid);

export async function updateChild(db: Queryable, table: 'table_columns' | 'sql_metrics', id: number, values: Record<string, unknown>, actorId: number): Promise<void> {
  const set = assignments({ ...values, changed_by_fk: actorId }, 2);
  await db.query(`UPDATE ${table} SET ${set.sql}, changed_on = ${NOW} WHERE id = $1`, [id, ...set.params]);
}

export async function deleteChildren(db: Queryable, table: 'table_columns' | 'sql_metrics', ids: readonly number[]): Promise<void> {
  if (ids.length) await db.query(`DELETE FROM ${table} WHERE id = ANY($1::int[])`, [[...ids]]);
}

export async function columnsOf(db: Queryable, datasetId: number): Promise<ColumnRow[]> {
  return db.query(`SELECT ${COLUMN_COLUMNS} FROM table_columns c WHERE c.table_id = $1 ORDER BY c.id`, [datasetId]);
}

export async function metricsOf(db: Queryable, datasetId: number): Promise<MetricRow[]> {
  return db.query(`SELECT ${METRIC_COLUMNS} FROM sql_metrics m WHERE m.table_id = $1 ORDER BY m.id`, [datasetId]);
}

/** Another dataset already holds this (database, catalog, schema, table name)? Nulls compare equal, as the unique index does. */
export async function nameTaken(db: Queryable, key: { databaseId: number; catalog: string | null; schema: string | null; tableName: string }, exceptId?: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM tables WHERE database_id = $1 AND catalog IS NOT DISTINCT FROM $2 AND schema IS NOT DISTINCT FROM $3
        AND table_name = $4 AND id <> $5 LIMIT 1`,
    [key.databaseId, key.catalog, key.schema, key.tableName, exceptId ?? -1],
  );
  return rows.length > 0;
}

// ---- Object-level permission names (REST ref §8.1): admins grant datasource_access / schema_access on them ----

export interface PermNames {
  perm: string;
  schemaPerm: string | null;
  catalogPerm: string | null;
}

export function permNames(databaseName: string, tableName: string, datasetId: number, schema: string | null, catalog: string | null): PermNames {
  return {
    perm: datasourceAccessView(databaseName, tableName, datasetId),
    schemaPerm: schema ? schemaAccessView(databaseName, schema, catalog) : null,
    catalogPerm: catalog ? `[${databaseName}].[${catalog}]` : null,
  };
}

/**
 * Stores the denormalised perm names and makes sure the pairs exist. A renamed dataset keeps its grants:
 * the old view-menu is renamed rather than replaced (Superset's dataset_after_update does the same).
 */
export async function syncPermissions(db: Queryable, datasetId: number, names: PermNames, previousPerm: string | null): Promise<void> {
  if (previousPerm) await renameViewMenu(db, previousPerm, names.perm);
  await db.query(`UPDATE tables SET perm = $2, schema_perm = $3, catalog_perm = $4 WHERE id = $1`, [datasetId, names.perm, names.schemaPerm, names.catalogPerm]);
  await ensurePermissionView(db, 'datasource_access', names.perm);
  if (names.schemaPerm) await ensurePermissionView(db, 'schema_access', names.schemaPerm);
}



/**
 * Re-derives every dataset's stored perm names of one database (after the database was renamed, or on an
 * explicit sync) and makes sure their permission pairs exist; view-menus under a stale name are renamed.
 */
export async function syncDatabaseDatasetPermissions(db: Queryable, databaseId: number, databaseName: string): Promise<number> {
  const rows: { id: number; table_name: string; schema: string | null; catalog: string | null; perm: string | null }[] = await db.query(
    // Locked, in id order, before any permission is written: a dataset update locks its row first too, so the
    // two wait for each other instead of deadlocking on the same permission names.
    'SELECT id, table_name, schema, catalog, perm FROM tables WHERE database_id = $1 ORDER BY id FOR UPDATE',
    [databaseId],
  );
  for (const r of rows) await syncPermissions(db, r.id, permNames(databaseName, r.table_name, r.id, r.schema, r.catalog), r.perm);
  return rows.length;
}
