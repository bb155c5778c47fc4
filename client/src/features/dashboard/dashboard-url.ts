// What the dashboard keeps in its address (spec 1 §2): native_filters_key (the filter state store's key) or
// Superset's rison `native_filters`, `standalone`, Superset's `uiConfig` hide bits with `show_filters` and
// `expand_filters`, `force`, `focused_chart`, and the selected tab as the anchor. Pure.
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

/** Superset's `uiConfig` bitmask (its embedded SDK sets it; spec 1 §2): which parts of the page to hide. */
export const UI_CONFIG_BITS = { hideTitle: 1, hideTab: 2, hideNav: 4, hideChartControls: 8, emitDataMasks: 16, showRowLimitWarning: 32 } as const;

/** A boolean address parameter as Superset reads one ('true'/'false', '1'/'0'); null when absent or neither. */
function booleanParam(search: URLSearchParams, key: string): boolean | null {
  const value = search.get(key)?.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** What of the page's chrome the address hides: standalone's levels and uiConfig's bits together. */
export interface DashboardChrome {
  /** The app's nav (the dashboard covers the window). */
  hideNav: boolean;
  /** The dashboard's header: title, star, status, menu. */
  hideTitle: boolean;
  /** The top-level tab bar (the selected tab's content stays). */
  hideTabs: boolean;
  /** Each chart's menu and filter indicators. */
  hideChartControls: boolean;
  /** The native filter bar (`show_filters=false`, or the report view). */
  hideFilterBar: boolean;
  /** The vertical filter bar starts collapsed (`expand_filters=false`). */
  filterBarCollapsed: boolean;
}

export function dashboardChrome(search: URLSearchParams): DashboardChrome {
  const standalone = standaloneLevel(search);
  const bits = Number(search.get('uiConfig'));
  const has = (bit: number) => Number.isInteger(bits) && bits > 0 && (bits & bit) !== 0;
  return {
    hideNav: standalone > 0 || has(UI_CONFIG_BITS.hideNav),
    hideTitle: standalone >= 2 || has(UI_CONFIG_BITS.hideTitle),
    hideTabs: has(UI_CONFIG_BITS.hideTab),
    hideChartControls: has(UI_CONFIG_BITS.hideChartControls),
    hideFilterBar: standalone === 3 || booleanParam(search, 'show_filters') === false,
    filterBarCollapsed: booleanParam(search, 'expand_filters') === false,
  };
}

/** `focused_chart=<chart id>`: the chart to scroll to and highlight once; null when absent or not an id. */
export function focusedChartParam(search: URLSearchParams): number | null {
  const text = search.get('focused_chart');
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Superset's "Share permalink by email": a mailto: link with the dashboard's title as subject, the link in the body. */
export function permalinkMailto(title: string, permalink: string, what: 'dashboard' | 'chart' = 'dashboard'): string {
  const subject = encodeURIComponent(`Tessera: ${title}`);
  const body = encodeURIComponent(`Check out this ${what}: ${permalink}`);
  return `mailto:?subject=${subject}&body=${body}`;
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
