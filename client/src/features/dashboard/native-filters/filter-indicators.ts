// A chart's filter indicators (spec 1 §2, issue 11 §4): every filter and cross-filter holding a value, as
// applied to the chart, incompatible with it (the server rejected it: its column is not in the chart's
// dataset, or the dataset has no temporal column) or out of its scope. Pure.
import { hasExtraFormData, type DataMask } from './data-mask';

export type IndicatorStatus = 'applied' | 'incompatible' | 'out_of_scope';

/** A filter or cross-filter with a value, and the charts it applies to. */
export interface IndicatorSource {
  id: string;
  name: string;
  /** The value as the indicator shows it. */
  value: string;
  mask: DataMask;
  chartsInScope: readonly number[];
  crossFilter: boolean;
  /** The mask as it reaches a chart (a filter across datasets on that dataset's column); null when the chart's
   * dataset is not one the filter targets. Absent: `mask` as it is. */
  maskFor?: (chartId: number) => DataMask | null;
}

export interface FilterIndicator {
  id: string;
  name: string;
  value: string;
  status: IndicatorStatus;
  crossFilter: boolean;
  /** Why an incompatible filter was not applied. */
  reason?: string;
}

/** What the server reports of a chart query's filters (ChartQueryResult.appliedFilters / rejectedFilters). */
export interface QueryFilterReport {
  rejectedFilters?: unknown;
}

const REASONS: Record<string, string> = {
  not_in_datasource: "The column is not in this chart's dataset",
  no_temporal_column: "This chart's dataset has no temporal column",
};

export const NOT_TARGETED = "This chart's dataset is not one of the filter's datasets";

/** The query-object columns a mask filters: its filters' columns and the time extras as the server names them. */
export function maskColumns(mask: DataMask): string[] {
  const extra = mask.extraFormData ?? {};
  const columns = (extra.filters ?? []).map((filter) => filter.col);
  if (extra.time_range) columns.push('__time_range');
  if (extra.time_grain_sqla) columns.push('__time_grain');
  if (extra.granularity_sqla ?? extra.time_column) columns.push('__time_col');
  return columns;
}

/** The columns the chart's queries rejected, with the reason. */
function rejectedColumns(queries: readonly QueryFilterReport[] | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const query of queries ?? []) {
    for (const entry of Array.isArray(query.rejectedFilters) ? (query.rejectedFilters as unknown[]) : []) {
      const { column, reason } = (entry ?? {}) as { column?: unknown; reason?: unknown };
      if (typeof column === 'string') out.set(column, typeof reason === 'string' ? reason : '');
    }
  }
  return out;
}

/** The indicators of one chart, given its queries' report (null while it loads: in-scope filters count as applied). */
export function chartFilterIndicators(chartId: number, sources: readonly IndicatorSource[], queries: readonly QueryFilterReport[] | null): FilterIndicator[] {
  const rejected = rejectedColumns(queries);
  const out: FilterIndicator[] = [];
  for (const source of sources) {
    if (!hasExtraFormData(source.mask)) continue;
    // A chart's own cross-filter is a selection in it, not a filter on it.
    if (source.crossFilter && source.id === String(chartId)) continue;
    const base = { id: source.id, name: source.name, value: source.value, crossFilter: source.crossFilter };
    if (!source.chartsInScope.includes(chartId)) {
      out.push({ ...base, status: 'out_of_scope' });
      continue;
    }
    const mask = source.maskFor ? source.maskFor(chartId) : source.mask;
    if (!mask) {
      out.push({ ...base, status: 'out_of_scope', reason: NOT_TARGETED });
      continue;
    }
    const refused = maskColumns(mask).find((column) => rejected.has(column));
    out.push(refused === undefined ? { ...base, status: 'applied' } : { ...base, status: 'incompatible', reason: REASONS[rejected.get(refused)!] ?? 'The filter cannot be applied to this chart' });
  }
  return out;
}

/** A filter value as an indicator shows it: a range as bounds, a list joined. */
export function filterValueLabel(filterType: string | null | undefined, value: unknown): string {
  if (filterType === 'filter_range' && Array.isArray(value)) {
    const [min, max] = value as unknown[];
    const hasMin = typeof min === 'number';
    const hasMax = typeof max === 'number';
    if (hasMin && hasMax) return `${min} ≤ x ≤ ${max}`;
    return hasMin ? `x ≥ ${min}` : hasMax ? `x ≤ ${max}` : '';
  }
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String).join(', ');
  return value === null || value === undefined ? '' : String(value);
}
