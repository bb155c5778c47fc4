import { GRID_ID, ROOT_ID } from '@tessera/layout-rules';
import { chartComponentId, chartIdsUnder, completeLayout, selectedTabs, tabPathTo, visibleChartIds, type LayoutComponent } from './layout-model';

const tabbed = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: [ROOT_ID] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-1'], parents: [ROOT_ID, 'TABS-1'] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-2'], parents: [ROOT_ID, 'TABS-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: [ROOT_ID, 'TABS-1', 'TAB-a'] },
  'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-2'], parents: [ROOT_ID, 'TABS-1', 'TAB-b'] },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], parents: [ROOT_ID, 'TABS-1', 'TAB-a', 'ROW-1'], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], parents: [ROOT_ID, 'TABS-1', 'TAB-b', 'ROW-2'], meta: { chartId: 2 } },
};

describe('completeLayout', () => {
  it('uses the default layout when the position is empty and appends every chart in rows of at most 12 columns', () => {
    const layout = completeLayout(null, [1, 2, 3, 4].map((id) => ({ id, sliceName: `c${id}` })));
    const grid = layout[GRID_ID] as LayoutComponent;
    expect(grid.children).toHaveLength(2);
    expect((layout[grid.children[0]] as LayoutComponent).children).toHaveLength(3);
    expect(chartIdsUnder(layout, ROOT_ID)).toEqual([1, 2, 3, 4]);
  });

  it('appends charts missing from a tabbed layout to the first tab and keeps placed ones', () => {
    const layout = completeLayout(tabbed, [{ id: 1, sliceName: 'a' }, { id: 2, sliceName: 'b' }, { id: 9, sliceName: 'new' }]);
    expect(chartIdsUnder(layout, 'TAB-a')).toEqual([1, 9]);
    expect(chartIdsUnder(layout, 'TAB-b')).toEqual([2]);
    expect((tabbed['TAB-a'] as LayoutComponent).children).toEqual(['ROW-1']);
  });
});

describe('tabs and visibility', () => {
  it('selects each first tab unless another is active, and shows only the selected tab charts', () => {
    expect(visibleChartIds(tabbed, selectedTabs(tabbed, []))).toEqual([1]);
    expect(visibleChartIds(tabbed, selectedTabs(tabbed, ['TAB-b']))).toEqual([2]);
  });

  it('finds the tabs leading to a component', () => {
    expect(tabPathTo(tabbed, 'CHART-2')).toEqual(['TAB-b']);
    expect(tabPathTo(tabbed, 'TAB-a')).toEqual(['TAB-a']);
  });

  it("finds a chart's component, or none for a chart the layout does not place", () => {
    expect(chartComponentId(tabbed, 2)).toBe('CHART-2');
    expect(chartComponentId(tabbed, 3)).toBeNull();
  });
});
