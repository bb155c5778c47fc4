/**
 * Who may do what to a saved query (REST ref §6.6, §8.4): a saved query belongs to the user who saved it
 * and nobody else sees it, Admin included; within that, the SavedQuery permissions decide.
 */
import type { Actor } from '../../platform/actor';

export interface SavedQueryOwnership {
  userId: number | null;
}

export const isSavedQueryOwner = (actor: Actor, q: SavedQueryOwnership): boolean => q.userId !== null && q.userId === actor.user.id;

export function savedQueryAbilities(actor: Actor, q: SavedQueryOwnership) {
  const owner = isSavedQueryOwner(actor, q);
  return {
    canEdit: owner && actor.can('can_write', 'SavedQuery'),
    canDelete: owner && actor.can('can_write', 'SavedQuery'),
    canExport: owner && actor.can('can_export', 'SavedQuery'),
  };
}

type FieldErrors = Record<string, string[]>;

/** Column limits of saved_query and JSON text fields, checked once at the boundary. */
export function validateSavedQueryFields(input: {
  label?: string | null;
  catalog?: string | null;
  schema?: string | null;
  templateParameters?: string | null;
  extraJson?: string | null;
}): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [field, value] of [['label', input.label], ['catalog', input.catalog], ['schema', input.schema]] as const) {
    if (typeof value === 'string' && value.length > 256) errors[field] = ['Longer than maximum length 256.'];
  }
  const json = (field: string, value: string | null | undefined, object: boolean) => {
    if (value === null || value === undefined || value.trim() === '') return;
    try {
      const parsed: unknown = JSON.parse(value);
      if (object && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) errors[field] = ['Not a valid JSON object.'];
    } catch {
      errors[field] = ['Not a valid JSON.'];
    }
  };
  json('template_parameters', input.templateParameters, true);
  json('extra_json', input.extraJson, true);
  return Object.keys(errors).length ? errors : null;
}
