/** What tagging sees of dashboards: the visible ones, their owners, and whether the actor may tag them. */
import { In, type DataSource } from 'typeorm';
import { taggableObject, type DescribeTaggable } from '../tag';
import { Dashboard } from './dashboard.entity';
import { dashboardUrl, visibleDashboardIds } from './dashboard-access';
import { dashboardEditRefusal, type DashboardPolicyOptions } from './dashboard.policy';
import { dbFor } from '../../platform/sql';

export function dashboardTagTarget(dataSource: DataSource, options: DashboardPolicyOptions): DescribeTaggable {
  return async (ctx, ids) => {
    const actor = ctx.requireActor();
    if (!actor.can('can_read', 'Dashboard')) return [];
    const em = dbFor(ctx, dataSource);
    const visible = await visibleDashboardIds(em, actor, options, ids);
    if (!visible.length) return [];
    const found = await em.getRepository(Dashboard).find({
      select: { id: true, dashboardTitle: true, slug: true, changedOn: true, createdByFk: true, published: true, isManagedExternally: true, owners: { id: true } },
      where: { id: In(visible) },
      relations: { owners: true },
    });
    return found.map((d) => {
      const ownerIds = (d.owners ?? []).map((u) => u.id).sort((a, b) => a - b);
      return taggableObject({ id: d.id, changed_on: d.changedOn, created_by_fk: d.createdByFk }, ownerIds, {
        name: d.dashboardTitle ?? '',
        url: dashboardUrl(d),
        canTag:
          actor.can('can_tag', 'Dashboard') &&
          dashboardEditRefusal(actor, { ownerIds, roleNames: [], published: !!d.published, isManagedExternally: !!d.isManagedExternally }) === null,
      });
    });
  };
}
