/** Who may do what to a chart: pure functions over the actor, the chart's owners and its flags. */
import type { Actor } from '../../platform/actor';

/** The spec's wording for externally managed objects (spec 1 §5), with the product's name. */
export const CHART_MANAGED_EXTERNALLY_MESSAGE = "This chart is managed externally, and can't be edited in Tessera";

export interface ChartPolicyTarget {
  ownerIds: readonly number[];
  isManagedExternally: boolean;
}

/** Admin counts as an owner of everything (REST ref §8.4). */
export function isChartOwner(actor: Actor, ownerIds: readonly number[]): boolean {
  return actor.isAdmin || ownerIds.includes(actor.user.id);
}

export type ChartRefusal = 'permission' | 'ownership' | 'managed-externally';

/** Whether the actor may create charts at all (the save modal's "Save as"). */
export function canCreateChart(actor: Actor): boolean {
  return actor.can('can_write', 'Chart');
}

/**
 * Why `actor` may not change (overwrite, edit properties of) the chart, or null when they may; checked in
 * this order. `queryContextOnly`: report workers refresh the query context of charts they do not own.
 */
export function chartEditRefusal(actor: Actor, target: ChartPolicyTarget, queryContextOnly = false): ChartRefusal | null {
  if (!actor.can('can_write', 'Chart')) return 'permission';
  if (queryContextOnly) return null;
  if (!isChartOwner(actor, target.ownerIds)) return 'ownership';
  if (target.isManagedExternally) return 'managed-externally';
  return null;
}

/** Deleting needs write and ownership; an externally managed chart may still be removed. */
export function chartDeleteRefusal(actor: Actor, target: ChartPolicyTarget): Exclude<ChartRefusal, 'managed-externally'> | null {
  if (!actor.can('can_write', 'Chart')) return 'permission';
  if (!isChartOwner(actor, target.ownerIds)) return 'ownership';
  return null;
}

/** Adding a chart to a dashboard changes the dashboard: write on Dashboard and ownership (admin owns all). */
export function canAddToDashboard(actor: Actor, dashboardOwnerIds: readonly number[]): boolean {
  return actor.can('can_write', 'Dashboard') && (actor.isAdmin || dashboardOwnerIds.includes(actor.user.id));
}

export function chartAbilities(actor: Actor, target: ChartPolicyTarget) {
  const edit = chartEditRefusal(actor, target);
  return {
    canEdit: edit === null,
    canOverwrite: edit === null,
    canDelete: chartDeleteRefusal(actor, target) === null,
    canExport: actor.can('can_export', 'Chart'),
    canSaveAs: canCreateChart(actor),
    canShare: actor.can('can_share_chart', 'Superset'),
    canDownload: actor.can('can_csv', 'Superset'),
    editBlockedReason: edit === 'managed-externally' ? CHART_MANAGED_EXTERNALLY_MESSAGE : null,
  };
}
