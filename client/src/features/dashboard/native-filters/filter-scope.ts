// Which charts a native filter applies to (spec 1 §3: scope {rootPath, excluded}, default the whole grid with
// nothing excluded), and so which filters' extraFormData each chart receives. Pure.
import { ROOT_ID } from '@tessera/layout-rules';
import { chartIdsUnder, type Layout } from '../layout/layout-model';
import { hasExtraFormData, mergeExtraFormData, type DataMaskMap, type ExtraFormData } from './data-mask';
import { extraFormDataOnDataset } from './filter-targets';

export interface FilterScope {
  rootPath: string[];
  excluded: number[];
}

/** The native filter fields the dashboard reasons about (a subset of the generated NativeFilter). */
export interface ScopedFilter {
  id: string;
  type: string;
  scope: unknown;
  chartsInScope?: ReadonlyArray<number> | null;
  targets?: unknown;
}

/** A chart's dataset id (null for a chart on a saved query, or unknown). */
export type DatasetOfChart = (chartId: number) => number | null;

export function readScope(scope: unknown): FilterScope {
  const value = typeof scope === 'object' && scope !== null ? (scope as Record<string, unknown>) : {};
  const rootPath = Array.isArray(value.rootPath) ? value.rootPath.filter((id): id is string => typeof id === 'string') : [];
  const excluded = Array.isArray(value.excluded) ? value.excluded.filter((id): id is number => typeof id === 'number') : [];
  return { rootPath: rootPath.length > 0 ? rootPath : [ROOT_ID], excluded };
}

/** The charts under the scope's roots, minus the excluded ones. The server's chartsInScope wins when given. */
export function chartsInScope(filter: ScopedFilter, layout: Layout): number[] {
  if (filter.chartsInScope) return [...filter.chartsInScope];
  const { rootPath, excluded } = readScope(filter.scope);
  const out = new Set<number>();
  for (const root of rootPath) for (const id of chartIdsUnder(layout, root)) out.add(id);
  for (const id of excluded) out.delete(id);
  return [...out];
}

export const isNativeFilter = (filter: { type: string }) => filter.type !== 'DIVIDER';

/** chart id -> the extraFormData of every applied filter reaching it (on the chart's dataset's column),
 * merged in filter order. */
export function extraFormDataByChart(
  filters: ReadonlyArray<ScopedFilter>,
  layout: Layout,
  applied: DataMaskMap,
  chartIds: readonly number[],
  datasetOf: DatasetOfChart,
): Map<number, ExtraFormData> {
  const byChart = new Map<number, ExtraFormData>(chartIds.map((id) => [id, {}]));
  for (const filter of filters) {
    if (!isNativeFilter(filter) || !hasExtraFormData(applied[filter.id])) continue;
    for (const chartId of chartsInScope(filter, layout)) {
      const current = byChart.get(chartId);
      const extra = current && extraFormDataOnDataset(filter, applied[filter.id].extraFormData ?? {}, datasetOf(chartId));
      if (current && extra) byChart.set(chartId, mergeExtraFormData(current, extra));
    }
  }
  return byChart;
}
