// Cascading filters: a child value filter lists only the values its parents' selections leave (the parents'
// extraFormData narrows its filterValues query), and is drawn under its parent. Pure, and safe against a
// configuration whose parents form a cycle.
import { hasExtraFormData, mergeExtraFormData, type DataMaskMap, type ExtraFormData } from './data-mask';
import { extraFormDataOnDataset } from './filter-targets';
import { filterTarget } from './filter-types';

export interface CascadingFilter {
  id: string;
  cascadeParentIds: readonly string[];
  targets?: unknown;
}

/** The merged extraFormData of every ancestor of a filter that has a value, nearest ancestors last, as it
 * applies to the filter's own (first) dataset: a multi-dataset parent narrows on that dataset's column. */
export function parentExtraFormData(filterId: string, filters: ReadonlyArray<CascadingFilter>, dataMask: DataMaskMap): ExtraFormData {
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  const seen = new Set<string>([filterId]);
  const order: string[] = [];
  const visit = (id: string) => {
    for (const parent of byId.get(id)?.cascadeParentIds ?? []) {
      if (seen.has(parent) || !byId.has(parent)) continue;
      seen.add(parent);
      visit(parent);
      order.push(parent);
    }
  };
  visit(filterId);
  const datasetId = filterTarget({ targets: byId.get(filterId)?.targets })?.datasetId ?? null;
  return order.reduce<ExtraFormData>((merged, id) => {
    const extra = hasExtraFormData(dataMask[id]) ? extraFormDataOnDataset(byId.get(id)!, dataMask[id].extraFormData ?? {}, datasetId) : null;
    return extra ? mergeExtraFormData(merged, extra) : merged;
  }, {});
}

/** Filters in bar order with each child right after its parent, and its nesting depth (0 for a root). A filter
 * whose parents are missing or cyclic stays at the top level. */
export function cascadeOrder<T extends CascadingFilter>(filters: ReadonlyArray<T>): Array<{ filter: T; depth: number }> {
  const ids = new Set(filters.map((filter) => filter.id));
  const parentOf = (filter: T) => filter.cascadeParentIds.find((id) => id !== filter.id && ids.has(id)) ?? null;
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const filter of filters) {
    const parent = parentOf(filter);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), filter]);
    else roots.push(filter);
  }
  const out: Array<{ filter: T; depth: number }> = [];
  const placed = new Set<string>();
  const place = (filter: T, depth: number) => {
    if (placed.has(filter.id)) return;
    placed.add(filter.id);
    out.push({ filter, depth });
    for (const child of children.get(filter.id) ?? []) place(child, depth + 1);
  };
  for (const root of roots) place(root, 0);
  // Filters only reachable through a cycle.
  for (const filter of filters) place(filter, 0);
  return out;
}

/** The filters below a filter (its children, their children, …): their options change when it changes. */
export function descendantIds(filterId: string, filters: ReadonlyArray<CascadingFilter>): string[] {
  const out: string[] = [];
  const queue = [filterId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const filter of filters) {
      if (filter.cascadeParentIds.includes(id) && filter.id !== filterId && !out.includes(filter.id)) {
        out.push(filter.id);
        queue.push(filter.id);
      }
    }
  }
  return out;
}
