// Filters across datasets (issue 12 §10): a native filter's `targets` may name several datasets, each with
// its own column. The filter's value is made on the first target's column (the one its options come from);
// on a chart of another target dataset it filters that dataset's column, and a chart whose dataset is not a
// target is left alone. A filter with a single target keeps Superset's behaviour: it reaches every chart in
// its scope and the column is matched by name. Cross-filters follow the same mapping. Pure.
import type { ExtraFormData } from './data-mask';

export interface FilterTarget {
  datasetId: number;
  column: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A target as the configuration modal edits it: either half may still be missing. */
export interface TargetDraft {
  datasetId: number | null;
  column: string | null;
}

/** A stored target `{datasetId, column: {name}}` read, whatever it lacks. */
export function readTargetDraft(target: unknown): TargetDraft {
  const value = isObject(target) ? target : {};
  const column = isObject(value.column) && typeof value.column.name === 'string' && value.column.name !== '' ? value.column.name : null;
  return { datasetId: typeof value.datasetId === 'number' ? value.datasetId : null, column };
}

/** A stored target read; null unless it has both a dataset and a column. */
export function readTarget(target: unknown): FilterTarget | null {
  const { datasetId, column } = readTargetDraft(target);
  return datasetId !== null && column !== null ? { datasetId, column } : null;
}

/** The filter's (dataset, column) targets, in order; targets without both are left out. */
export function filterTargets(filter: { targets?: unknown }): FilterTarget[] {
  return (Array.isArray(filter.targets) ? filter.targets : []).map(readTarget).filter((target): target is FilterTarget => target !== null);
}

/** extraFormData with each filter's column renamed by `rename` (a column it does not rename stays). */
function renameFilterColumns(extra: ExtraFormData, rename: (column: string) => string | undefined): ExtraFormData {
  if (!extra.filters?.length) return extra;
  return { ...extra, filters: extra.filters.map((filter) => ({ ...filter, col: rename(filter.col) ?? filter.col })) };
}

/**
 * What a filter's extraFormData becomes on a chart (or filter values query) of `datasetId`: unchanged for a
 * filter with one target (or none), on the dataset's mapped column for a filter with several, and null when
 * such a filter does not target the dataset.
 */
export function extraFormDataOnDataset(filter: { targets?: unknown }, extra: ExtraFormData, datasetId: number | null): ExtraFormData | null {
  const targets = filterTargets(filter);
  if (targets.length < 2) return extra;
  const target = targets.find((candidate) => candidate.datasetId === datasetId);
  if (!target) return null;
  const primary = targets[0].column;
  return target.column === primary ? extra : renameFilterColumns(extra, (column) => (column === primary ? target.column : undefined));
}

/** Column correspondences between datasets, as the dashboard's multi-dataset filters declare them. */
export type ColumnMapping = ReadonlyMap<string, ReadonlyMap<number, string>>;

const mappingKey = (datasetId: number, column: string) => `${datasetId}\u0000${column}`;

/** Every (dataset, column) of a multi-dataset filter maps to the other targets' columns; the first filter
 * declaring a correspondence wins. */
export function columnMapping(filters: ReadonlyArray<{ type?: string; targets?: unknown }>): ColumnMapping {
  const out = new Map<string, Map<number, string>>();
  for (const filter of filters) {
    if (filter.type === 'DIVIDER') continue;
    const targets = filterTargets(filter);
    if (targets.length < 2) continue;
    for (const from of targets) {
      const key = mappingKey(from.datasetId, from.column);
      const counterparts = out.get(key) ?? new Map<number, string>();
      for (const to of targets) if (to.datasetId !== from.datasetId && !counterparts.has(to.datasetId)) counterparts.set(to.datasetId, to.column);
      out.set(key, counterparts);
    }
  }
  return out;
}

/** A cross-filter's extraFormData moved from the emitting chart's dataset to a receiving chart's: a column with
 * a mapped counterpart takes it, any other keeps its name (Superset's same-name matching). */
export function mapCrossFilter(extra: ExtraFormData, mapping: ColumnMapping, fromDatasetId: number | null, toDatasetId: number | null): ExtraFormData {
  if (fromDatasetId === null || toDatasetId === null || fromDatasetId === toDatasetId) return extra;
  return renameFilterColumns(extra, (column) => mapping.get(mappingKey(fromDatasetId, column))?.get(toDatasetId));
}
