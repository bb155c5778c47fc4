/** What tagging sees of dashboards: the visible ones, their owners, and whether the actor may tag them. */
import type { DataSource } from 'typeorm';
import { dbFor } from '../../platform/sql';
import { taggableObject, type DescribeTaggable } from '../tag';
import type { TableRow } from '../../platform/entity-select';
import type { Dashboard } from './dashboard.entity';
import { dashboardUrl, visibleDashboardIds } from './dashboard-access';
import { dashboardEditRefusal, type DashboardPolicyOptions } from './dashboard.policy';

export function dashboardTagTarget(dataSource: DataSource, options: DashboardPolicyOptions): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'Dashboard')) return [];
    const db = dbFor(ctx, dataSource);
    const visible = await visibleDashboardIds(db, actor, options, ids);
    if (!visible.length) return [];
    const rows: (Pick<TableRow<Dashboard>, 'id' | 'dashboard_title' | 'slug' | 'changed_on' | 'created_by_fk' | 'published' | 'is_managed_externally'> & { owner_ids: number[] })[] =
      await db.query(
        `SELECT d.id, d.dashboard_title, d.slug, d.changed_on, d.created_by_fk, d.published, d.is_managed_externally,
                ARRAY(SELECT du.user_id FROM dashboard_user du WHERE du.dashboard_id = d.id ORDER BY du.user_id) AS owner_ids
           FROM dashboards d WHERE d.id = ANY($1::int[])`,
        [visible],
      );
    return rows.map((r) =>
      taggableObject(r, r.owner_ids, {
        name: r.dashboard_title ?? '',
        url: dashboardUrl(r),
        canTag:
          actor.can('can_tag', 'Dashboard') &&
          dashboardEditRefusal(actor, { ownerIds: r.owner_ids, roleNames: [], published: !!r.published, isManagedExternally: !!r.is_managed_externally }) === null,
      }),
    );
  };
}
