/**
 * Who may see a dashboard (spec 1 §6, REST ref §8.4), as one SQL predicate over `dashboards d` that lists,
 * single reads, favourites and writes all use: admins see every dashboard; others their own, and published
 * ones that hold a chart on a dataset they can read (every published one with global data access). With
 * DASHBOARD_RBAC, a published dashboard shared with roles is seen by those roles instead, whatever their
 * data access. A dashboard the actor cannot see does not exist for them (404).
 */
import type { EntityManager } from 'typeorm';
import { numbered, type SqlFragment } from '../../platform/list-query';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import type { Queryable } from '../../platform/sql';
import { accessibleDatasetIds } from '../dataset';
import type { Actor } from '../../platform/actor';
import { chartJoin, chartOnDatasetsSql } from '../chart';
import { roleJoin, seesAllData } from '../security';
import { Dashboard } from './dashboard.entity';
import type { DashboardPolicyOptions, DashboardPolicyTarget } from './dashboard.policy';

/** The visibility predicate with `?` placeholders (list-query numbers them), or null when the actor sees all. */
export async function dashboardVisibility(db: Queryable, actor: Actor, options: DashboardPolicyOptions): Promise<SqlFragment | null> {
  if (actor.isAdmin) return null;
  const params: unknown[] = [actor.user.id];
  let dataRule = 'TRUE';
  if (!seesAllData(actor)) {
    dataRule = `EXISTS (SELECT 1 FROM dashboard_slices ds ${chartJoin('s', 'ds.slice_id')}
                         WHERE ds.dashboard_id = d.id AND ${chartOnDatasetsSql('s', '?')})`;
    // chartOnDatasetsSql names its parameter twice.
    const datasetIds = (await accessibleDatasetIds(db, actor)) ?? [];
    params.push(datasetIds, datasetIds);
  }
  let publishedRule = dataRule;
  if (options.rbac) {
    publishedRule = `CASE WHEN EXISTS (SELECT 1 FROM dashboard_roles dr WHERE dr.dashboard_id = d.id)
      THEN EXISTS (SELECT 1 FROM dashboard_roles dr ${roleJoin('r', 'dr.role_id')} WHERE dr.dashboard_id = d.id AND r.name = ANY(?::text[]))
      ELSE ${dataRule} END`;
    params.splice(1, 0, actor.roles.map((r) => r.name));
  }
  return {
    sql: `(EXISTS (SELECT 1 FROM dashboard_user du WHERE du.dashboard_id = d.id AND du.user_id = ?) OR (d.published AND ${publishedRule}))`,
    params,
  };
}

/** The ids among `ids` of dashboards the actor may see. */
export async function visibleDashboardIds(db: Queryable, actor: Actor, options: DashboardPolicyOptions, ids: readonly number[]): Promise<number[]> {
  return (await visibleDashboards(db, actor, options, ids)).map((r) => r.id);
}

/** The dashboards among `ids` the actor may see, with what names and addresses them (recent activity). */
export async function visibleDashboards(
  db: Queryable,
  actor: Actor,
  options: DashboardPolicyOptions,
  ids: readonly number[],
): Promise<Pick<TableRow<Dashboard>, 'id' | 'dashboard_title' | 'slug'>[]> {
  if (!ids.length) return [];
  const visibility = await dashboardVisibility(db, actor, options);
  // Raw SQL: the visibility predicate is SQL shared with lists and single reads.
  return db.query(
    `SELECT ${tableColumns(Dashboard, 'd', ['id', 'dashboard_title', 'slug'])} FROM dashboards d WHERE d.id = ANY($1::int[])${visibility ? ` AND ${numbered(visibility, 2).sql}` : ''} ORDER BY d.id`,
    [[...new Set(ids)], ...(visibility?.params ?? [])],
  );
}

/** Where a dashboard opens: by its slug when it has one (Dashboard.get_url). */
export const dashboardUrl = (d: { id: number; slug: string | null }) => `/superset/dashboard/${d.slug || d.id}/`;

/** What the policy needs to know about a dashboard: owners, shared roles and flags. */
export async function dashboardPolicyTarget(em: EntityManager, dashboard: Pick<Dashboard, 'id' | 'published' | 'isManagedExternally'>): Promise<DashboardPolicyTarget> {
  const loaded = await em.getRepository(Dashboard).findOne({
    where: { id: dashboard.id },
    relations: { owners: true, roles: true },
    select: { id: true, owners: { id: true }, roles: { id: true, name: true } },
  });
  return {
    ownerIds: (loaded?.owners ?? []).map((u) => u.id),
    roleNames: (loaded?.roles ?? []).map((r) => r.name),
    published: dashboard.published,
    isManagedExternally: dashboard.isManagedExternally,
  };
}
