import { ROOT_ID } from '@tessera/layout-rules';
import { activeCrossFilters, crossFilterDataMask, crossFilterTargets, isSelected, markSelection, withCrossFilters } from './cross-filters';
import type { Layout } from './layout/layout-model';

const layout: Layout = { [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [] } };

describe('cross-filter scope', () => {
  it('is every other chart by default', () => {
    expect(crossFilterTargets(2, {}, null, layout, [1, 2, 3])).toEqual([1, 3]);
  });

  it('follows the global configuration, then the chart own, never the emitter', () => {
    expect(crossFilterTargets(2, {}, { chartsInScope: [1, 2] }, layout, [1, 2, 3])).toEqual([1]);
    const own = { '2': { id: 2, crossFilters: { scope: { rootPath: [ROOT_ID], excluded: [] }, chartsInScope: [3] } } };
    expect(crossFilterTargets(2, own, { chartsInScope: [1] }, layout, [1, 2, 3])).toEqual([3]);
    const global = { '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [3] } } };
    expect(crossFilterTargets(2, global, { chartsInScope: [1] }, layout, [1, 2, 3])).toEqual([1]);
  });
});

describe('cross-filter data mask', () => {
  it('filters each column IN the selected values, keyed by the chart id', () => {
    const mask = crossFilterDataMask(7, { columns: ['gender'], values: [['boy']], label: 'boy' });
    expect(mask).toMatchObject({ id: '7', extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }, filterState: { label: 'boy' } });
    expect(activeCrossFilters({ '7': mask, 'NATIVE_FILTER-x': { id: 'NATIVE_FILTER-x', extraFormData: { time_range: 'Last day' } } })).toEqual([{ chartId: 7, mask }]);
  });

  it('clears with no selection', () => {
    expect(activeCrossFilters({ '7': crossFilterDataMask(7, null) })).toEqual([]);
  });

  it('adds the cross-filter to its targets only', () => {
    const mask = crossFilterDataMask(1, { columns: ['state'], values: [['CA']], label: 'CA' });
    const next = withCrossFilters(new Map([[1, {}], [2, { time_range: 'Last day' }]]), { '1': mask }, () => [2], new Map(), () => 1);
    expect(next.get(1)).toEqual({});
    expect(next.get(2)).toEqual({ time_range: 'Last day', filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
  });

  it('keeps only the columns the chart type filters on, and knows a selection already applied', () => {
    expect(markSelection({ columns: ['country'], values: ['France'], label: 'France' }, ['customer_name', 'country'])).toEqual({ columns: ['country'], values: [['France']], label: 'France' });
    expect(markSelection({ columns: ['expr', 'state'], values: [1, 'CA'], label: '1, CA' }, ['state'])).toEqual({ columns: ['state'], values: [['CA']], label: '1, CA' });
    expect(markSelection({ columns: ['expr'], values: [1], label: '1' }, ['state'])).toBeNull();
    const selection = { columns: ['state'], values: [['CA']], label: 'CA' };
    expect(isSelected(crossFilterDataMask(1, selection), selection)).toBe(true);
    expect(isSelected(crossFilterDataMask(1, { ...selection, values: [['NY']] }), selection)).toBe(false);
    expect(isSelected(crossFilterDataMask(1, null), selection)).toBe(false);
  });
});
