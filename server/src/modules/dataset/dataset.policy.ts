/** Who may do what to a dataset: pure functions over the actor, the dataset's owners and its flags. */
import type { Actor } from '../../platform/actor';

/** The spec's tooltip text (spec 1 §5), with the product's name. */
export const MANAGED_EXTERNALLY_MESSAGE = "This dataset is managed externally, and can't be edited in Tessera";

export interface DatasetPolicyTarget {
  ownerIds: readonly number[];
  isManagedExternally: boolean;
  isVirtual: boolean;
}

/** Admin counts as an owner of everything (REST ref §8.4). */
export function isDatasetOwner(actor: Actor, ownerIds: readonly number[]): boolean {
  return actor.isAdmin || ownerIds.includes(actor.user.id);
}

export type EditRefusal = 'permission' | 'ownership' | 'managed-externally';

/** Why `actor` may not change the dataset, or null when they may. Checked in this order. */
export function editRefusal(actor: Actor, target: DatasetPolicyTarget): EditRefusal | null {
  if (!actor.can('can_write', 'Dataset')) return 'permission';
  if (!isDatasetOwner(actor, target.ownerIds)) return 'ownership';
  if (target.isManagedExternally) return 'managed-externally';
  return null;
}

/** Deleting needs write and ownership; an externally managed dataset may still be removed. */
export function deleteRefusal(actor: Actor, target: DatasetPolicyTarget): Exclude<EditRefusal, 'managed-externally'> | null {
  if (!actor.can('can_write', 'Dataset')) return 'permission';
  if (!isDatasetOwner(actor, target.ownerIds)) return 'ownership';
  return null;
}

export function datasetAbilities(actor: Actor, target: DatasetPolicyTarget) {
  const refusal = editRefusal(actor, target);
  return {
    canEdit: refusal === null,
    canDelete: deleteRefusal(actor, target) === null,
    canDuplicate: target.isVirtual && actor.can('can_duplicate', 'Dataset'),
    canExport: actor.can('can_export', 'Dataset'),
    editBlockedReason: refusal === 'managed-externally' ? MANAGED_EXTERNALLY_MESSAGE : null,
  };
}
