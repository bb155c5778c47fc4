/** Who may do what to a chart: pure functions over the actor and the chart's owners. */
import type { Actor } from '../security/actor';

export function isChartOwner(actor: Actor, ownerIds: number[]): boolean {
  return actor.isAdmin || ownerIds.includes(actor.user.id);
}

export function chartAbilities(actor: Actor, ownerIds: number[]) {
  const owner = isChartOwner(actor, ownerIds);
  const canWrite = actor.can('can_write', 'Chart');
  return {
    canEdit: canWrite && owner,
    canDelete: canWrite && owner,
    canExport: actor.can('can_export', 'Chart'),
  };
}
