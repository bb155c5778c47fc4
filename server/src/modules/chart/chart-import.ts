/** The chart side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { lockRowsByUuid, saveRow, type LockedRow, type Queryable } from '../../platform/sql';

export function lockChartsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'slices', uuids, { table: 'slice_user', key: 'slice_id', userId });
}

/** Creates or replaces a chart (`slices` column values); a new chart is owned by the importer. */
export async function saveImportedChart(db: Queryable, values: Record<string, unknown>, id: number | null, actorId: number): Promise<number> {
  const saved = await saveRow(db, 'slices', { ...values, last_saved_by_fk: actorId }, id, actorId);
  await db.query(`UPDATE slices SET last_saved_at = timezone('utc', now()) WHERE id = $1`, [saved]);
  if (id === null) await db.query(`INSERT INTO slice_user (slice_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [saved, actorId]);
  return saved;
}
