// What the page's data mask becomes when a new native filter configuration is saved (spec 1 §4): deleted
// filters' values go, modified filters are reset to their (new) default, and a modified filter keeps its value
// only when its targets are unchanged and it is required or defaults to its first item. Other filters keep
// theirs. Pure.
import type { DataMaskMap } from '../native-filters/data-mask';
import { defaultValue, filterDataMask, type FilterDefinition } from '../native-filters/filter-types';
import { controlValues, type FilterChanges, type FilterConfig } from './filter-config-model';

const definition = (config: FilterConfig): FilterDefinition & { defaultDataMask: unknown } => ({
  id: String(config.id),
  filterType: typeof config.filterType === 'string' ? config.filterType : null,
  targets: config.targets,
  controlValues: config.controlValues,
  defaultDataMask: config.defaultDataMask,
});

export function dataMaskAfterSave(current: DataMaskMap, original: ReadonlyArray<FilterConfig>, changes: FilterChanges): DataMaskMap {
  const next: DataMaskMap = { ...current };
  for (const id of changes.deleted) delete next[id];
  for (const config of changes.modified) {
    if (config.type === 'DIVIDER') continue;
    const id = String(config.id);
    const before = original.find((candidate) => candidate.id === id);
    const values = controlValues(config);
    const keep = !!before && JSON.stringify(before.targets) === JSON.stringify(config.targets) && (values.enableEmptyFilter === true || values.defaultToFirstItem === true);
    const filter = definition(config);
    next[id] = filterDataMask(filter, keep && current[id] ? (current[id].filterState?.value ?? null) : defaultValue(filter));
  }
  return next;
}
