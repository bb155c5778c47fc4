// Cross-filters (spec 1 §3, issue 11 §5): a click on a chart's mark filters the charts in that chart's
// cross-filter scope — chart_configuration[chartId].crossFilters, else global_chart_configuration, else every
// other chart — with the emitter always left out. The mask is keyed by the emitter's chart id; a receiving
// chart on another dataset gets the column a multi-dataset native filter maps the emitter's to. Pure.
import type { CrossFilterMark } from '../../viz/types';
import type { Layout } from './layout/layout-model';
import { hasExtraFormData, mergeExtraFormData, type DataMask, type DataMaskMap, type ExtraFormData } from './native-filters/data-mask';
import { chartsInScope, type DatasetOfChart } from './native-filters/filter-scope';
import { mapCrossFilter, type ColumnMapping } from './native-filters/filter-targets';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const numbers = (value: unknown): number[] | null => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : null);

/** The charts a chart's cross-filter applies to. */
export function crossFilterTargets(
  emitterId: number,
  chartConfiguration: unknown,
  globalChartConfiguration: unknown,
  layout: Layout,
  allChartIds: readonly number[],
): number[] {
  const own = isObject(chartConfiguration) ? chartConfiguration[String(emitterId)] : undefined;
  const ownCross = isObject(own) && isObject(own.crossFilters) ? own.crossFilters : null;
  let targets: number[] | null = null;
  if (ownCross && ownCross.scope !== 'global') {
    targets = numbers(ownCross.chartsInScope) ?? (isObject(ownCross.scope) ? chartsInScope({ id: '', type: '', scope: ownCross.scope }, layout) : null);
  }
  if (!targets && isObject(globalChartConfiguration)) {
    targets = numbers(globalChartConfiguration.chartsInScope) ?? (isObject(globalChartConfiguration.scope) ? chartsInScope({ id: '', type: '', scope: globalChartConfiguration.scope }, layout) : null);
  }
  return (targets ?? [...allChartIds]).filter((id) => id !== emitterId);
}

/** What a click selected: the emitting chart's filter columns and, per selected mark, their values. */
export interface CrossFilterSelection {
  columns: string[];
  /** One entry per selected mark, one value per column. */
  values: unknown[][];
  /** What the chip shows, e.g. 'boy' or 'CA, boy'. */
  label: string;
}

/** The selection a clicked mark makes, keeping only the columns the chart type may filter on (null when none
 * is left, e.g. a mark of an adhoc SQL dimension). */
export function markSelection(mark: CrossFilterMark, allowedColumns: readonly string[]): CrossFilterSelection | null {
  const kept = mark.columns.map((column, index) => [column, mark.values[index]] as const).filter(([column]) => allowedColumns.includes(column));
  if (kept.length === 0) return null;
  return { columns: kept.map(([column]) => column), values: [kept.map(([, value]) => value)], label: mark.label };
}

/** Whether a chart's cross-filter already holds exactly this selection (a second click on it clears it). */
export function isSelected(mask: DataMask | undefined, selection: CrossFilterSelection): boolean {
  const state = mask?.filterState;
  if (!state || !hasExtraFormData(mask)) return false;
  return JSON.stringify([state.columns, state.value]) === JSON.stringify([selection.columns, selection.values]);
}

/** The data mask a cross-filter selection makes (null selection: the chart's cross-filter is cleared). */
export function crossFilterDataMask(chartId: number, selection: CrossFilterSelection | null): DataMask {
  if (!selection || selection.values.length === 0 || selection.columns.length === 0) {
    return { id: String(chartId), extraFormData: {}, filterState: { value: null, selectedValues: null } };
  }
  const filters = selection.columns.map((col, index) => ({ col, op: 'IN', val: [...new Set(selection.values.map((mark) => mark[index]))] }));
  return {
    id: String(chartId),
    extraFormData: { filters },
    filterState: { value: selection.values, label: selection.label, selectedValues: selection.values.map((mark) => mark.join(', ')), columns: selection.columns },
  };
}

export const isCrossFilterKey = (key: string) => /^\d+$/.test(key);

/** The applied cross-filters: chart id -> its data mask, for charts whose mask filters something. */
export function activeCrossFilters(dataMask: DataMaskMap): Array<{ chartId: number; mask: DataMask }> {
  return Object.entries(dataMask)
    .filter(([key, mask]) => isCrossFilterKey(key) && hasExtraFormData(mask))
    .map(([key, mask]) => ({ chartId: Number(key), mask }));
}

/** A cross-filter's extraFormData as it reaches a chart: the emitter's columns mapped onto the chart's dataset
 * where a multi-dataset native filter declares a counterpart, else by name. */
export function crossFilterOnChart(mask: DataMask, emitterId: number, chartId: number, mapping: ColumnMapping, datasetOf: DatasetOfChart): ExtraFormData {
  return mapCrossFilter(mask.extraFormData ?? {}, mapping, datasetOf(emitterId), datasetOf(chartId));
}

/** Adds every active cross-filter's extraFormData to the charts in its scope. */
export function withCrossFilters(
  byChart: Map<number, ExtraFormData>,
  dataMask: DataMaskMap,
  targetsOf: (emitterId: number) => number[],
  mapping: ColumnMapping,
  datasetOf: DatasetOfChart,
): Map<number, ExtraFormData> {
  const next = new Map(byChart);
  for (const { chartId, mask } of activeCrossFilters(dataMask)) {
    for (const target of targetsOf(chartId)) {
      const current = next.get(target);
      if (current) next.set(target, mergeExtraFormData(current, crossFilterOnChart(mask, chartId, target, mapping, datasetOf)));
    }
  }
  return next;
}
