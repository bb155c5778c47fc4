/** Who may do what to annotation layers and annotations: FAB's generic CRUD, no owners (REST ref §6). */
import type { Actor } from '../../platform/actor';

export const ANNOTATION_VIEW_MENU = 'Annotation';

export const canReadAnnotations = (actor: Actor): boolean => actor.can('can_read', ANNOTATION_VIEW_MENU);

/** Anyone holding can_write on Annotation changes and deletes any layer and any annotation. */
export const canWriteAnnotations = (actor: Actor): boolean => actor.can('can_write', ANNOTATION_VIEW_MENU);

export function annotationAbilities(actor: Actor) {
  const write = canWriteAnnotations(actor);
  return { canEdit: write, canDelete: write };
}
