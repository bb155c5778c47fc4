// The data mask (spec 1 §3): per native filter and per cross-filtering chart, the extraFormData it adds to
// the charts in its scope, the filterState the control shows, and the ownState a chart keeps. Pure: merging
// extraFormData the way Superset does (some keys append, some override) and folding it into a chart's form
// data before the plugin builds its query.
import type { AdhocFilter, QueryFormData } from '../../../viz/shared/form-data';

/** A filter as extraFormData carries it: a column, an operator and a value (Superset's QueryObjectFilterClause). */
export interface ExtraFilter {
  col: string;
  op: string;
  val?: unknown;
}

export interface ExtraFormData {
  filters?: ExtraFilter[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  time_column?: string;
  [key: string]: unknown;
}

export interface FilterState {
  value?: unknown;
  label?: string;
  validateStatus?: 'error' | 'warning';
  validateMessage?: string;
  [key: string]: unknown;
}

export interface DataMask {
  id: string;
  extraFormData?: ExtraFormData;
  filterState?: FilterState;
  ownState?: Record<string, unknown>;
}

/** Filter id or chart id -> its data mask. */
export type DataMaskMap = Record<string, DataMask>;

/** extraFormData keys whose values add up across filters (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
export const APPEND_KEYS = ['adhoc_filters', 'filters', 'interactive_groupby', 'interactive_highlight', 'interactive_drilldown', 'custom_form_data'] as const;
/** extraFormData keys where the later filter wins (Superset's EXTRA_FORM_DATA_OVERRIDE keys). */
export const OVERRIDE_KEYS = ['granularity', 'granularity_sqla', 'time_column', 'time_grain', 'time_range', 'time_grain_sqla', 'relative_start', 'relative_end'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Superset's mergeExtraFormData: lists of the append keys concatenate, override keys take the newer value. */
export function mergeExtraFormData(original: ExtraFormData | undefined, next: ExtraFormData | undefined): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of APPEND_KEYS) {
    const values = [...(Array.isArray(original?.[key]) ? (original[key] as unknown[]) : []), ...(Array.isArray(next?.[key]) ? (next[key] as unknown[]) : [])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of OVERRIDE_KEYS) {
    const value = next?.[key] !== undefined ? next[key] : original?.[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged as ExtraFormData;
}

/** Whether a data mask changes any chart's query (an empty value filter does not). */
export function hasExtraFormData(mask: DataMask | undefined): boolean {
  const extra = mask?.extraFormData;
  if (!isObject(extra)) return false;
  return Object.values(extra).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== ''));
}

/** A chart's form data with the dashboard's extraFormData folded in, so the plugin's own buildQuery sees
 * filters and time overrides as if they were the chart's (extra filters are marked isExtra, as Superset's). */
export function applyExtraFormData(formData: QueryFormData, extra: ExtraFormData): QueryFormData {
  if (Object.keys(extra).length === 0) return formData;
  const extraFilters: AdhocFilter[] = (extra.filters ?? []).map((filter) => ({
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: filter.col,
    operator: filter.op,
    comparator: filter.val,
    isExtra: true,
  }));
  const next: QueryFormData = {
    ...formData,
    adhoc_filters: [...(formData.adhoc_filters ?? []), ...(extra.adhoc_filters ?? []), ...extraFilters],
    extra_form_data: extra,
  };
  if (extra.time_range !== undefined) next.time_range = extra.time_range;
  if (extra.time_grain_sqla !== undefined) next.time_grain_sqla = extra.time_grain_sqla;
  const timeColumn = extra.granularity_sqla ?? extra.time_column;
  if (timeColumn !== undefined) {
    next.granularity_sqla = timeColumn;
    // A chart with a temporal x-axis takes the chosen time column as that axis (Superset's time column filter).
    if (typeof next.x_axis === 'string') next.x_axis = timeColumn;
  }
  return next;
}

/** The empty mask of a filter (what Clear all leaves). */
export const emptyDataMask = (id: string): DataMask => ({ id, extraFormData: {}, filterState: { value: null } });
