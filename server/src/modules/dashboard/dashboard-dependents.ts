/**
 * What dashboards need from the modules above them: reports are built on dashboards and block their delete
 * (the report module adds its hook, as it does for charts).
 */
import { Hooks } from '../../platform/module';
import type { Queryable } from '../../platform/sql';

export interface DashboardDependent {
  /** Inside the delete transaction: the message refusing to delete these dashboards, or null. */
  deleteRefusal?(db: Queryable, dashboardIds: readonly number[]): Promise<string | null>;
}

export class DashboardDependents extends Hooks<DashboardDependent> {
  async deleteRefusal(db: Queryable, dashboardIds: readonly number[]): Promise<string | null> {
    for (const d of this.all) {
      const refusal = (await d.deleteRefusal?.(db, dashboardIds)) ?? null;
      if (refusal) return refusal;
    }
    return null;
  }
}
