/**
 * DASHBOARD_RBAC's data grant (Superset's raise_for_access on a query context naming a dashboard): when a
 * dashboard shared with roles is visible to the actor, its charts' datasets, and the datasets its native
 * filters target, may be queried for it without data access. The chart must be on the dashboard and on
 * that dataset; a native filter must belong to the dashboard and target it.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { isJsonObject, parseJsonObjectText } from '../../platform/json-text';
import { chartJoin, chartOnDatasetsSql } from '../chart';
import { readInt } from './dashboard-metadata';
import { visibleDashboardIds } from './dashboard-access';
import { Dashboard } from './dashboard.entity';
import type { DashboardPolicyOptions } from './dashboard.policy';
import { dbFor } from '../../platform/sql';

export class DashboardDataGrant {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DashboardPolicyOptions,
  ) {}

  async grantsDataset(ctx: RequestContext, datasetId: number, formData: unknown): Promise<boolean> {
    if (!this.options.rbac || !isJsonObject(formData) || !ctx.actor) return false;
    const dashboardId = readInt(formData.dashboardId ?? formData.dashboard_id);
    if (dashboardId === undefined) return false;
    const em = dbFor(ctx, this.dataSource);
    const dashboard = await em.getRepository(Dashboard).findOne({ where: { id: dashboardId }, relations: { roles: true } });
    if (!dashboard?.roles?.length) return false;
    if (!(await visibleDashboardIds(em, ctx.actor, this.options, [dashboardId])).length) return false;

    if (formData.type === 'NATIVE_FILTER') {
      const filters = parseJsonObjectText(dashboard.jsonMetadata).native_filter_configuration;
      const filter = (Array.isArray(filters) ? filters : []).find((f) => isJsonObject(f) && f.id === formData.native_filter_id);
      return isJsonObject(filter) && Array.isArray(filter.targets) && filter.targets.some((t) => isJsonObject(t) && readInt(t.datasetId) === datasetId);
    }
    const sliceId = readInt(formData.slice_id);
    // Raw SQL: whether a chart on the dashboard uses the dataset is the chart module's SQL (chartOnDatasetsSql).
    const rows: { n: number }[] = await em.query(
      `SELECT 1 AS n FROM dashboard_slices ds ${chartJoin('s', 'ds.slice_id')}
        WHERE ds.dashboard_id = $1 AND ${chartOnDatasetsSql('s', '$2')} AND ($3::int IS NULL OR s.id = $3) LIMIT 1`,
      [dashboardId, [datasetId], sliceId ?? null],
    );
    return rows.length > 0;
  }
}
