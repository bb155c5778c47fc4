/** The dataset side of a bundle import (modules/import-export): lookups by uuid and the save with columns and metrics. */
import { lockRowsByUuid, saveRow, type LockedRow, type Queryable } from '../../platform/sql';
import { databaseNameOf } from '../database';
import { permNames, syncPermissions } from './dataset-store';

export function lockDatasetsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'tables', uuids, { table: 'sqlatable_user', key: 'table_id', userId });
}

/** The uuid of the dataset on that table of the database, or null: a legacy export names tables, not uuids. */
export async function datasetUuidByTable(db: Queryable, databaseId: number, schema: string | null, tableName: string): Promise<string | null> {
  const rows: { uuid: string }[] = await db.query(
    `SELECT uuid::text AS uuid FROM tables WHERE database_id = $1 AND schema IS NOT DISTINCT FROM $2 AND table_name = $3 ORDER BY id LIMIT 1`,
    [databaseId, schema, tableName],
  );
  return rows[0]?.uuid ?? null;
}

/**
 * Creates or replaces a dataset (`tables` column values) with the given columns and metrics (a bundle matches
 * them by name: its set replaces the stored one); a new dataset is owned by the importer. Perm names follow.
 */
export async function saveImportedDataset(
  db: Queryable,
  values: Record<string, unknown> & { database_id: number; table_name: string; schema: string | null; catalog: string | null },
  columns: readonly Record<string, unknown>[],
  metrics: readonly Record<string, unknown>[],
  id: number | null,
  actorId: number,
): Promise<number> {
  const [previous]: { perm: string | null }[] = id === null ? [] : await db.query(`SELECT perm FROM tables WHERE id = $1`, [id]);
  const saved = await saveRow(db, 'tables', values, id, actorId);
  if (id === null) await db.query(`INSERT INTO sqlatable_user (table_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [saved, actorId]);
  await db.query(`DELETE FROM table_columns WHERE table_id = $1`, [saved]);
  await db.query(`DELETE FROM sql_metrics WHERE table_id = $1`, [saved]);
  for (const c of columns) await saveRow(db, 'table_columns', { ...c, table_id: saved }, null, actorId);
  for (const m of metrics) await saveRow(db, 'sql_metrics', { ...m, table_id: saved }, null, actorId);
  const databaseName = (await databaseNameOf(db, values.database_id)) ?? '';
  await syncPermissions(db, saved, permNames(databaseName, values.table_name, saved, values.schema, values.catalog), previous?.perm ?? null);
  return saved;
}
