/**
 * Who may do what to a dashboard (spec 1 §6, REST ref §8.4): pure functions over the actor and the
 * dashboard's owners, roles and flags. Who may *see* a dashboard is a list predicate (dashboard-access.ts),
 * so lists and single reads cannot disagree; these rules decide changes, the role grant of DASHBOARD_RBAC
 * and the abilities the client shows.
 */
import type { Actor } from '../../platform/actor';

/** The spec's wording for editing (or publishing) without rights. */
export const DASHBOARD_EDIT_REFUSED = 'You do not have permissions to edit this dashboard.';
export const DASHBOARD_MANAGED_EXTERNALLY = "This dashboard is managed externally, and can't be edited in Tessera";

export interface DashboardPolicyTarget {
  ownerIds: readonly number[];
  /** Names of the roles the dashboard is shared with (DASHBOARD_RBAC). */
  roleNames: readonly string[];
  published: boolean;
  isManagedExternally: boolean;
}

export interface DashboardPolicyOptions {
  /** The DASHBOARD_RBAC feature flag. */
  rbac: boolean;
}

/** Admin counts as an owner of everything. */
export function isDashboardOwner(actor: Actor, ownerIds: readonly number[]): boolean {
  return actor.isAdmin || ownerIds.includes(actor.user.id);
}

export type DashboardRefusal = 'permission' | 'ownership' | 'managed-externally';

/** Why the actor may not change the dashboard (properties, layout, filters, colours, publishing), or null. */
export function dashboardEditRefusal(actor: Actor, target: DashboardPolicyTarget): DashboardRefusal | null {
  if (!actor.can('can_write', 'Dashboard')) return 'permission';
  if (!isDashboardOwner(actor, target.ownerIds)) return 'ownership';
  if (target.isManagedExternally) return 'managed-externally';
  return null;
}

/** Deleting needs write and ownership; an externally managed dashboard may still be removed. */
export function dashboardDeleteRefusal(actor: Actor, target: DashboardPolicyTarget): Exclude<DashboardRefusal, 'managed-externally'> | null {
  if (!actor.can('can_write', 'Dashboard')) return 'permission';
  if (!isDashboardOwner(actor, target.ownerIds)) return 'ownership';
  return null;
}

/** Saving as a new dashboard (copy): write on Dashboard; with DASHBOARD_RBAC only owners may copy. */
export function canCopyDashboard(actor: Actor, target: DashboardPolicyTarget, options: DashboardPolicyOptions): boolean {
  return actor.can('can_write', 'Dashboard') && (!options.rbac || isDashboardOwner(actor, target.ownerIds));
}

/**
 * With DASHBOARD_RBAC, a published dashboard shared with one of the actor's roles grants viewing it and
 * the data of its charts (and of its native filters' datasets), whatever the actor's data access.
 */
export function roleGrantsDashboard(actor: Actor, target: Pick<DashboardPolicyTarget, 'roleNames' | 'published'>, options: DashboardPolicyOptions): boolean {
  if (!options.rbac || !target.published || !target.roleNames.length) return false;
  return actor.roles.some((role) => target.roleNames.includes(role.name));
}

export interface DashboardAbilitiesView {
  canEdit: boolean;
  canSave: boolean;
  canDelete: boolean;
  canExport: boolean;
  canShare: boolean;
  canCopy: boolean;
  canPublish: boolean;
  canDownload: boolean;
  canExplore: boolean;
  canDrill: boolean;
  canViewQuery: boolean;
  canViewChartAsTable: boolean;
  editBlockedReason: string | null;
}

export function dashboardAbilities(actor: Actor, target: DashboardPolicyTarget, options: DashboardPolicyOptions): DashboardAbilitiesView {
  const edit = dashboardEditRefusal(actor, target);
  return {
    canEdit: edit === null,
    canSave: edit === null,
    canDelete: dashboardDeleteRefusal(actor, target) === null,
    canExport: actor.can('can_export', 'Dashboard'),
    canShare: actor.can('can_share_dashboard', 'Superset'),
    canCopy: canCopyDashboard(actor, target, options),
    canPublish: edit === null,
    canDownload: actor.can('can_csv', 'Superset'),
    canExplore: actor.can('can_explore', 'Superset'),
    canDrill: actor.can('can_drill', 'Dashboard'),
    canViewQuery: actor.can('can_view_query', 'Dashboard'),
    canViewChartAsTable: actor.can('can_view_chart_as_table', 'Dashboard'),
    editBlockedReason: edit === 'managed-externally' ? DASHBOARD_MANAGED_EXTERNALLY : null,
  };
}
