// The explore screen's URL parameters (spec: "URL query parameters read").

/** slice_id as a positive integer, or null when missing or malformed. */
export function parseSliceId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Superset's boolean URL parameter: absent -> false; 'false' or '0' -> false; any other value -> true. */
export function parseBooleanParam(value: string | null): boolean {
  if (value === null) return false;
  const normalized = value.trim().toLowerCase();
  return normalized !== 'false' && normalized !== '0';
}
