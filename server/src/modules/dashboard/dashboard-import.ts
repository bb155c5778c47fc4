/** The dashboard side of a bundle import (modules/import-export): lookups by uuid and the save with its charts. */
import { Not, type QueryDeepPartialEntity } from 'typeorm';
import { lockRowsByUuid, type LockedRow, type Queryable, managerOf } from '../../platform/sql';
import { replaceDashboardCharts } from './dashboard-slices';
import { Dashboard } from './dashboard.entity';

export function lockDashboardsByUuid(db: Queryable, uuids: readonly string[], userId: number): Promise<LockedRow[]> {
  return lockRowsByUuid(db, 'dashboards', uuids, { table: 'dashboard_user', key: 'dashboard_id', userId });
}

export function dashboardSlugTakenByOther(db: Queryable, slug: string, uuid: string): Promise<boolean> {
  return managerOf(db).getRepository(Dashboard).existsBy({ slug, uuid: Not(uuid) });
}

/**
 * Creates or replaces a dashboard (`dashboards` column values) whose layout places `chartIds`: dashboard_slices
 * is set to exactly those. A new dashboard is owned by the importer. The audit columns are stamped with
 * `actorId` (changed_on by the entity on an update).
 */
export async function saveImportedDashboard(db: Queryable, values: Record<string, unknown>, chartIds: readonly number[], id: number | null, actorId: number): Promise<number> {
  const em = managerOf(db);
  const repo = em.getRepository(Dashboard);
  const fields: QueryDeepPartialEntity<Dashboard> = {};
  for (const [column, value] of Object.entries(values)) {
    const property = repo.metadata.findColumnWithDatabaseName(column);
    if (!property) throw new Error(`dashboards has no column ${column}`);
    if (value !== undefined) Object.assign(fields, { [property.propertyName]: value });
  }
  let saved = id;
  if (saved === null) {
    saved = (await repo.insert({ ...fields, createdByFk: actorId, changedByFk: actorId })).identifiers[0].id as number;
    await em.createQueryBuilder().relation(Dashboard, 'owners').of(saved).add(actorId);
  } else {
    await repo.update(saved, { ...fields, changedByFk: actorId });
  }
  await replaceDashboardCharts(em, saved, chartIds);
  return saved;
}
