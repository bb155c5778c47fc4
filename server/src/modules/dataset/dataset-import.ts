/** The dataset side of a bundle import (modules/import-export): lookups by uuid and the save with columns and metrics. */
import { IsNull } from 'typeorm';
import { lockRowsByUuid, managerOf, propertiesOf, type LockedRow, type Queryable } from '../../platform/sql';
import { databaseNameOf } from '../database';
import { DatasetColumn } from './dataset-column.entity';
import { permNames, setOwners, syncPermissions } from './dataset-store';
import { Dataset } from './dataset.entity';
import { SqlMetric } from './sql-metric.entity';

export function lockDatasetsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'tables', uuids, { table: 'sqlatable_user', key: 'table_id', userId });
}

/** The uuid of the dataset on that table of the database, or null: a legacy export names tables, not uuids. */
export async function datasetUuidByTable(db: Queryable, databaseId: number, schema: string | null, tableName: string): Promise<string | null> {
  const found = await managerOf(db).findOne(Dataset, { select: { id: true, uuid: true }, where: { databaseId, schema: schema ?? IsNull(), tableName }, order: { id: 'ASC' } });
  return found?.uuid ?? null;
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
  const em = managerOf(db);
  const datasets = em.getRepository(Dataset);
  const given = propertiesOf<Dataset>(datasets.metadata, values);
  let saved: number;
  let previousPerm: string | null = null;
  if (id === null) {
    saved = (await datasets.insert({ ...given, createdByFk: actorId, changedByFk: actorId })).identifiers[0].id as number;
    await setOwners(em, saved, [actorId], []);
  } else {
    previousPerm = (await datasets.findOne({ select: { id: true, perm: true }, where: { id } }))?.perm ?? null;
    await datasets.update(id, { ...given, changedByFk: actorId });
    saved = id;
  }
  await em.delete(DatasetColumn, { datasetId: saved });
  await em.delete(SqlMetric, { datasetId: saved });
  const stamps = { datasetId: saved, createdByFk: actorId, changedByFk: actorId };
  const columnMetadata = em.getRepository(DatasetColumn).metadata;
  const metricMetadata = em.getRepository(SqlMetric).metadata;
  if (columns.length) await em.insert(DatasetColumn, columns.map((c) => ({ ...propertiesOf<DatasetColumn>(columnMetadata, c), ...stamps })));
  if (metrics.length) await em.insert(SqlMetric, metrics.map((m) => ({ ...propertiesOf<SqlMetric>(metricMetadata, m), ...stamps })));
  const databaseName = (await databaseNameOf(em, values.database_id)) ?? '';
  await syncPermissions(em, saved, permNames(databaseName, values.table_name, saved, values.schema, values.catalog), previousPerm);
  return saved;
}
