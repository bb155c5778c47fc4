// What the dashboard keeps in its address (spec 1 §2): native_filters_key (the filter state store's key) or
// Superset's rison `native_filters`, `standalone`, `force`, and the selected tab as the anchor. Pure.
import { decodeRison, RisonParseError } from '../../components/list-view/rison';
import type { DataMask, DataMaskMap } from './native-filters/data-mask';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A data mask map as stored or linked; whatever is not shaped like one is dropped. */
export function readDataMaskMap(value: unknown): DataMaskMap {
  if (!isObject(value)) return {};
  const out: DataMaskMap = {};
  for (const [key, mask] of Object.entries(value)) {
    if (!isObject(mask)) continue;
    out[key] = {
      id: typeof mask.id === 'string' ? mask.id : key,
      extraFormData: isObject(mask.extraFormData) ? (mask.extraFormData as DataMask['extraFormData']) : {},
      filterState: isObject(mask.filterState) ? (mask.filterState as DataMask['filterState']) : {},
      ...(isObject(mask.ownState) ? { ownState: mask.ownState } : {}),
    };
  }
  return out;
}

/** The `native_filters` parameter (rison of filter id -> data mask); {} when absent or unreadable. */
export function nativeFiltersParam(search: URLSearchParams): DataMaskMap {
  const text = search.get('native_filters');
  if (!text) return {};
  try {
    return readDataMaskMap(decodeRison(text));
  } catch (error) {
    if (error instanceof RisonParseError) return {};
    throw error;
  }
}

/** Hide bits of the page chrome: standalone=1 hides the nav, 2 also the title, 3 is the report view. */
export function standaloneLevel(search: URLSearchParams): 0 | 1 | 2 | 3 {
  const value = Number(search.get('standalone'));
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

/** `force=true`: the charts' first queries of this visit bypass the cache (Superset's dashboard `force`). */
export function forceParam(search: URLSearchParams): boolean {
  return search.get('force') === 'true';
}

/** The address with one query parameter set (or removed when value is null), keeping the rest and the hash. */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
