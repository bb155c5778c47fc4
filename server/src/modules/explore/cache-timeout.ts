/**
 * How long chart results stay cached (Superset's QueryContext.get_cache_timeout): the request's own
 * custom_cache_timeout, else the chart's (when the form data names it by slice_id), the dataset's, the
 * database's, else CACHE_DEFAULT_TIMEOUT. -1 means "do not cache".
 */

/** Superset's CACHE_DEFAULT_TIMEOUT: one day. */
export const DEFAULT_CACHE_TIMEOUT_SEC = 86_400;
export const CACHE_DISABLED_TIMEOUT = -1;

export interface CacheTimeouts {
  custom?: number | null;
  chart?: number | null;
  dataset?: number | null;
  database?: number | null;
}

export function resolveCacheTimeout(t: CacheTimeouts): number {
  for (const value of [t.custom, t.chart, t.dataset, t.database]) if (value !== null && value !== undefined) return value;
  return DEFAULT_CACHE_TIMEOUT_SEC;
}

/** The chart id a query context's form data names, if any. */
export function sliceIdOf(formData: unknown): number | null {
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return null;
  const raw = (formData as Record<string, unknown>).slice_id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
