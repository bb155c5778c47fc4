import { ROOT_ID } from '@tessera/layout-rules';
import type { Layout } from '../layout/layout-model';
import { chartsMovedOutOfScope, checkedCharts, scopeOf, scopeTree, tabsInScope } from './scope-tree';

// ROOT > GRID? no: ROOT > TABS > TAB-a (row: charts 1, 2), TAB-b (row: chart 3; nested TABS > TAB-c (chart 4))
const chart = (id: number, parents: string[]) => ({ id: `CHART-${id}`, type: 'CHART', children: [], parents, meta: { chartId: id, width: 4, height: 50 } });
const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: ROOT_ID, type: 'ROOT', children: ['TABS-top'] },
  'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: [ROOT_ID] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: { text: 'Tab A' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b', 'TABS-in'], meta: { text: 'Tab B' } },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-3'] },
  'TABS-in': { id: 'TABS-in', type: 'TABS', children: ['TAB-c'] },
  'TAB-c': { id: 'TAB-c', type: 'TAB', children: ['CHART-4'], meta: { text: 'Tab C' } },
  'CHART-1': chart(1, []),
  'CHART-2': chart(2, []),
  'CHART-3': chart(3, []),
  'CHART-4': chart(4, []),
} as unknown as Layout;
const tree = scopeTree(layout, new Map([[1, 'Pie']]));

describe('scope tree ↔ scope', () => {
  it('builds tabs and charts, rows flattened', () => {
    expect(tree.children.map((n) => n.label)).toEqual(['Tab A', 'Tab B']);
    expect(tree.children[0].children.map((n) => n.label)).toEqual(['Pie', 'Chart 2']);
    expect(tree.children[1].children.map((n) => n.id)).toEqual(['CHART-3', 'TAB-c']);
  });

  it.each<[string, number[], number | null, { rootPath: string[]; excluded: number[] }]>([
    ['everything', [1, 2, 3, 4], null, { rootPath: [ROOT_ID], excluded: [] }],
    ['one whole tab', [1, 2], null, { rootPath: ['TAB-a'], excluded: [] }],
    ['a tab and a nested tab', [1, 2, 4], null, { rootPath: ['TAB-a', 'TAB-c'], excluded: [] }],
    ['part of a tab', [1, 3, 4], null, { rootPath: [ROOT_ID], excluded: [2] }],
    ['nothing', [], null, { rootPath: [ROOT_ID], excluded: [1, 2, 3, 4] }],
    ['a cross-filter’s whole dashboard, its own chart out', [2, 3, 4], 1, { rootPath: [ROOT_ID], excluded: [1] }],
    ['a cross-filter’s own tab, its own chart out', [2], 1, { rootPath: ['TAB-a'], excluded: [1] }],
  ])('%s', (_, checked, own, scope) => {
    expect(scopeOf(tree, new Set(checked), own)).toEqual(scope);
    expect([...checkedCharts(layout, scope)].sort()).toEqual(checked.filter((id) => id !== own).sort());
  });

  it('lists the tabs a scope reaches', () => {
    expect(tabsInScope(layout, { rootPath: ['TAB-b'], excluded: [] })).toEqual(['TAB-b', 'TAB-c']);
  });

  it('finds charts a layout change moved out of a filter’s scope', () => {
    const moved = structuredClone(layout) as Record<string, { children: string[] }>;
    moved['ROW-a'].children = ['CHART-1'];
    moved['ROW-b'].children = ['CHART-3', 'CHART-2'];
    expect(chartsMovedOutOfScope([{ rootPath: ['TAB-a'], excluded: [] }, { rootPath: [ROOT_ID], excluded: [] }], layout, moved as unknown as Layout)).toEqual([2]);
    expect(chartsMovedOutOfScope([{ rootPath: [ROOT_ID], excluded: [] }], layout, moved as unknown as Layout)).toEqual([]);
  });
});
