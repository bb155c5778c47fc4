import { GRID_ID, ROOT_ID } from '@tessera/layout-rules';
import type { Layout } from '../layout/layout-model';
import { chartsInScope, extraFormDataByChart } from './filter-scope';
import { cascadeOrder, descendantIds, parentExtraFormData } from './cascade';

const chart = (id: string, chartId: number, parents: string[]) => ({ id, type: 'CHART', children: [], parents, meta: { chartId, width: 4, height: 50 } });
const layout: Layout = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: [ROOT_ID] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-1'], parents: [ROOT_ID, 'TABS-1'] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-2'], parents: [ROOT_ID, 'TABS-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'], parents: [ROOT_ID, 'TABS-1', 'TAB-a'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-3'], parents: [ROOT_ID, 'TABS-1', 'TAB-b'] },
  'CHART-1': chart('CHART-1', 1, []),
  'CHART-2': chart('CHART-2', 2, []),
  'CHART-3': chart('CHART-3', 3, []),
};

describe('filter scope', () => {
  it('defaults to every chart under the root', () => {
    expect(chartsInScope({ id: 'F', type: 'NATIVE_FILTER', scope: {} }, layout)).toEqual([1, 2, 3]);
  });

  it('takes the charts under the root path minus the excluded ones', () => {
    expect(chartsInScope({ id: 'F', type: 'NATIVE_FILTER', scope: { rootPath: ['TAB-a'], excluded: [2] } }, layout)).toEqual([1]);
    expect(chartsInScope({ id: 'F', type: 'NATIVE_FILTER', scope: { rootPath: [GRID_ID], excluded: [] } }, layout)).toEqual([]);
  });

  it('prefers the server-derived chartsInScope', () => {
    expect(chartsInScope({ id: 'F', type: 'NATIVE_FILTER', scope: {}, chartsInScope: [3] }, layout)).toEqual([3]);
  });

  it('gives each chart the merged extraFormData of the applied filters in its scope only', () => {
    const filters = [
      { id: 'A', type: 'NATIVE_FILTER', scope: { rootPath: ['TAB-a'], excluded: [] } },
      { id: 'B', type: 'NATIVE_FILTER', scope: { rootPath: [ROOT_ID], excluded: [1] } },
      { id: 'D', type: 'DIVIDER', scope: {} },
    ];
    const applied = {
      A: { id: 'A', extraFormData: { filters: [{ col: 'g', op: 'IN', val: ['x'] }] } },
      B: { id: 'B', extraFormData: { time_range: 'Last year' } },
    };
    const byChart = extraFormDataByChart(filters, layout, applied, [1, 2, 3], () => 1);
    expect(byChart.get(1)).toEqual({ filters: [{ col: 'g', op: 'IN', val: ['x'] }] });
    expect(byChart.get(2)).toEqual({ filters: [{ col: 'g', op: 'IN', val: ['x'] }], time_range: 'Last year' });
    expect(byChart.get(3)).toEqual({ time_range: 'Last year' });
  });
});

describe('cascade', () => {
  const filters = [
    { id: 'name', cascadeParentIds: ['gender'] },
    { id: 'gender', cascadeParentIds: [] },
    { id: 'state', cascadeParentIds: [] },
    { id: 'city', cascadeParentIds: ['name'] },
  ];

  it('narrows a child by every ancestor with a value', () => {
    const mask = {
      gender: { id: 'gender', extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] } },
      name: { id: 'name', extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Joe'] }] } },
      state: { id: 'state', extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } },
    };
    expect(parentExtraFormData('city', filters, mask).filters).toEqual([
      { col: 'gender', op: 'IN', val: ['boy'] },
      { col: 'name', op: 'IN', val: ['Joe'] },
    ]);
    expect(parentExtraFormData('state', filters, mask)).toEqual({});
  });

  it('orders children under their parent with their depth', () => {
    expect(cascadeOrder(filters).map(({ filter, depth }) => `${filter.id}:${depth}`)).toEqual(['gender:0', 'name:1', 'city:2', 'state:0']);
  });

  it('survives a cycle of parents', () => {
    const cyclic = [
      { id: 'a', cascadeParentIds: ['b'] },
      { id: 'b', cascadeParentIds: ['a'] },
    ];
    expect(cascadeOrder(cyclic).map(({ filter }) => filter.id).sort()).toEqual(['a', 'b']);
    expect(parentExtraFormData('a', cyclic, {})).toEqual({});
    expect(descendantIds('a', cyclic)).toEqual(['b']);
  });
});
