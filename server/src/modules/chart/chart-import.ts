/** The chart side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { UTC_NOW } from '../../platform/column-defaults';
import { lockRowsByUuid, type LockedRow, type Queryable, managerOf, propertiesOf } from '../../platform/sql';
import { Chart } from './chart.entity';

export function lockChartsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'slices', uuids, { table: 'slice_user', key: 'slice_id', userId });
}

/**
 * Creates (`id` null) or replaces a chart from `slices` column values, saved now by the importer; a new chart
 * is owned by them.
 */
export async function saveImportedChart(db: Queryable, values: Record<string, unknown>, id: number | null, actorId: number): Promise<number> {
  const em = managerOf(db);
  const charts = em.getRepository(Chart);
  const saved = { ...propertiesOf<Chart>(charts.metadata, values), changedByFk: actorId, lastSavedByFk: actorId, lastSavedAt: UTC_NOW };
  if (id !== null) {
    await charts.update(id, saved);
    return id;
  }
  const created = (await charts.insert({ ...saved, createdByFk: actorId })).identifiers[0].id as number;
  await em.createQueryBuilder().relation(Chart, 'owners').of(created).add(actorId);
  return created;
}
