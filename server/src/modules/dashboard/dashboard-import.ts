/** The dashboard side of a bundle import (modules/import-export): lookups by uuid and the save with its charts. */
import { lockRowsByUuid, saveRow, type LockedRow, type Queryable } from '../../platform/sql';

export function lockDashboardsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'dashboards', uuids, { table: 'dashboard_user', key: 'dashboard_id', userId });
}

export async function dashboardSlugTakenByOther(db: Queryable, slug: string, uuid: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM dashboards WHERE slug = $1 AND uuid <> $2::uuid`, [slug, uuid])).length > 0;
}

/**
 * Creates or replaces a dashboard (`dashboards` column values) whose layout places `chartIds`: dashboard_slices
 * is set to exactly those. A new dashboard is owned by the importer.
 */
export async function saveImportedDashboard(db: Queryable, values: Record<string, unknown>, chartIds: readonly number[], id: number | null, actorId: number): Promise<number> {
  const saved = await saveRow(db, 'dashboards', values, id, actorId);
  if (id === null) await db.query(`INSERT INTO dashboard_user (dashboard_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [saved, actorId]);
  await db.query(`DELETE FROM dashboard_slices WHERE dashboard_id = $1`, [saved]);
  if (chartIds.length) await db.query(`INSERT INTO dashboard_slices (dashboard_id, slice_id) SELECT $1, unnest($2::int[])`, [saved, [...new Set(chartIds)]]);
  return saved;
}
