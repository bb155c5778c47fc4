/**
 * Dashboard time filters reach a chart as `applied_time_extras` (`__time_range`, `__time_grain`,
 * `__time_col`). The chart reports each as applied when its datasource can take it, else rejected
 * (Superset's get_time_filter_status), so the dashboard can show which filters a chart ignored.
 */
import type { DatasourceColumn, DatasourceDefinition, RejectedFilter } from './types';

export const TIME_RANGE_EXTRA = '__time_range';
export const TIME_GRAIN_EXTRA = '__time_grain';
export const TIME_COL_EXTRA = '__time_col';

export interface TimeExtrasStatus {
  applied: { column: string }[];
  rejected: RejectedFilter[];
}

export function timeExtrasStatus(
  ds: DatasourceDefinition,
  extras: Record<string, unknown> | null | undefined,
  isTemporal: (column: DatasourceColumn) => boolean,
): TimeExtrasStatus {
  const out: TimeExtrasStatus = { applied: [], rejected: [] };
  if (!extras) return out;
  const temporal = new Set(ds.columns.filter(isTemporal).map((c) => c.columnName));
  const timeCol = extras[TIME_COL_EXTRA];
  if (timeCol) {
    if (typeof timeCol === 'string' && temporal.has(timeCol)) out.applied.push({ column: TIME_COL_EXTRA });
    else out.rejected.push({ reason: 'not_in_datasource', column: TIME_COL_EXTRA });
  }
  if (TIME_GRAIN_EXTRA in extras) {
    if (temporal.size) out.applied.push({ column: TIME_GRAIN_EXTRA });
    else out.rejected.push({ reason: 'no_temporal_column', column: TIME_GRAIN_EXTRA });
  }
  if (extras[TIME_RANGE_EXTRA]) {
    if (temporal.size) out.applied.push({ column: TIME_RANGE_EXTRA });
    else out.rejected.push({ reason: 'no_temporal_column', column: TIME_RANGE_EXTRA });
  }
  return out;
}
