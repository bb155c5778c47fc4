import { notFound } from './errors';

const MAX_INT = 2_147_483_647;
export const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A path segment as a GraphQL Int id (Flask's <int:pk>), or undefined when it is not one. */
export function parseIntId(segment: string): number | undefined {
  if (!/^\d+$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_INT ? id : undefined;
}

/** An `<int:pk>` path segment, or 404 "Not found" when it is not one. */
export function requireIntId(segment: string): number {
  const id = parseIntId(segment);
  if (id === undefined) throw notFound();
  return id;
}

/** `{id_or_uuid}` path segments: digits are an id, a UUID is a uuid, anything else matches nothing. */
export function parseIdOrUuid(segment: string): { id: number } | { uuid: string } | undefined {
  const id = parseIntId(segment);
  if (id !== undefined) return { id };
  return UUID_PATTERN.test(segment) ? { uuid: segment.toLowerCase() } : undefined;
}
