import type { DataMaskMap } from '../native-filters/data-mask';
import { filterDataMask } from '../native-filters/filter-types';
import { dataMaskAfterSave } from './data-mask-on-save';
import { filterChanges, newFilter, type FilterConfig } from './filter-config-model';

const target = (column: string) => [{ datasetId: 1, column: { name: column } }];
const filter = (id: string, patch: FilterConfig = {}): FilterConfig => ({ ...newFilter(id), name: id, targets: target('gender'), ...patch });
const withDefault = (config: FilterConfig, value: unknown): FilterConfig => ({ ...config, defaultDataMask: { filterState: { value } } });
const masked = (config: FilterConfig, value: unknown) => filterDataMask({ id: String(config.id), filterType: 'filter_select', targets: config.targets, controlValues: config.controlValues }, value);

describe('dataMaskAfterSave (spec 1 §4)', () => {
  const original = [filter('kept'), filter('changed'), filter('gone')];
  const current: DataMaskMap = { kept: masked(original[0], ['boy']), changed: masked(original[1], ['girl']), gone: masked(original[2], ['x']), '7': { id: '7', extraFormData: {} } };

  it.each<[string, FilterConfig, unknown]>([
    ['a modified filter is reset to its new default', withDefault(filter('changed', { name: 'Changed' }), ['boy']), ['boy']],
    ['a modified filter without default is emptied', filter('changed', { name: 'Changed' }), null],
    ['a required filter with the same targets keeps its value', filter('changed', { controlValues: { enableEmptyFilter: true } }), ['girl']],
    ['a default-to-first-item filter with the same targets keeps its value', filter('changed', { controlValues: { defaultToFirstItem: true } }), ['girl']],
    ['a required filter whose column changed is reset', withDefault(filter('changed', { controlValues: { enableEmptyFilter: true }, targets: target('state') }), ['CA']), ['CA']],
  ])('%s', (_, modified, value) => {
    const edited = [original[0], modified, original[2]];
    const next = dataMaskAfterSave(current, original, filterChanges(original, edited));
    expect(next.changed.filterState?.value).toEqual(value);
    expect(next.kept).toBe(current.kept);
    expect(next['7']).toBe(current['7']);
  });

  it('removes deleted filters and gives new ones their default', () => {
    const edited = [original[0], original[1], withDefault(filter('new'), ['boy'])];
    const next = dataMaskAfterSave(current, original, filterChanges(original, edited));
    expect(next.gone).toBeUndefined();
    expect(next.new.extraFormData).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] });
  });
});
