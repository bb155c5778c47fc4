// What the properties modal edits of json_metadata, and how a refused save reads. Pure.
import type { ResponseError } from '../../../app/graphql-errors';

/** Keys the modal does not show: the layout (its own column) and what Superset keeps out of the editor. */
const HIDDEN_KEYS = ['positions'];

/** The stored metadata as the JSON editor starts with it ({} when empty or unreadable). */
export function parseMetadataText(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([key]) => !HIDDEN_KEYS.includes(key)));
  } catch {
    return {};
  }
}

const flatten = (value: unknown, path: string[] = []): string[] => {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [`${path.join('.')}: ${item}`] : flatten(item, path)));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => flatten(item, [...path, key]));
  return typeof value === 'string' ? [`${path.join('.')}: ${value}`] : [];
};

/** Spec 1 §8: 'Sorry, there was an error saving this dashboard: %s', with the field messages the server gave. */
export function propertiesFailure(errors: ReadonlyArray<ResponseError & { extensions?: { code?: unknown; extra?: { fields?: unknown } } }>): string {
  const first = errors[0];
  if (!first) return 'Sorry, an unknown error occurred';
  if (first.extensions?.code === 'FORBIDDEN') return 'You do not have permission to edit this dashboard';
  const fields = flatten(first.extensions?.extra?.fields);
  return `Sorry, there was an error saving this dashboard: ${fields.length ? fields.join('; ') : (first.message ?? 'Sorry, an unknown error occurred')}`;
}
