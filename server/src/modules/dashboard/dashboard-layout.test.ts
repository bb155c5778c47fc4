import { appendChart, containsChart, emptyLayout, parseLayout, removeChart, type Layout, type LayoutNode } from './dashboard-layout';

/** Deterministic ids: ROW-1, CHART-2, ... */
function ids() {
  let n = 0;
  return (type: string) => `${type}-${++n}`;
}
const chart = (id: number) => ({ id, sliceName: `Chart ${id}`, uuid: `00000000-0000-0000-0000-00000000000${id}` });
const node = (layout: Layout, id: string) => layout[id] as LayoutNode;

describe('parseLayout', () => {
  it('answers an empty v2 layout with the title for null, broken or rootless JSON', () => {
    for (const text of [null, '{', '[]', '{"GRID_ID": {}}']) {
      expect(parseLayout(text, 'Sales')).toEqual(emptyLayout('Sales'));
    }
    expect(node(emptyLayout('Sales'), 'HEADER_ID').meta).toEqual({ text: 'Sales' });
  });

  it('keeps a valid layout as stored', () => {
    const stored = appendChart(emptyLayout('x'), chart(1), ids());
    expect(parseLayout(JSON.stringify(stored), 'other')).toEqual(stored);
  });
});

describe('appendChart', () => {
  it('puts the first chart into a new row of the grid, with Superset’s default size', () => {
    const layout = appendChart(emptyLayout('D'), chart(7), ids());
    expect(node(layout, 'GRID_ID').children).toEqual(['ROW-1']);
    expect(node(layout, 'ROW-1')).toMatchObject({ type: 'ROW', children: ['CHART-2'], parents: ['ROOT_ID', 'GRID_ID'] });
    expect(node(layout, 'CHART-2')).toEqual({
      id: 'CHART-2',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { width: 4, height: 50, chartId: 7, sliceName: 'Chart 7', uuid: chart(7).uuid },
    });
  });

  it('fills the last row up to the 12 grid columns, then starts a new one', () => {
    const next = ids();
    let layout = emptyLayout('D');
    for (const id of [1, 2, 3, 4]) layout = appendChart(layout, chart(id), next);
    expect(node(layout, 'GRID_ID').children).toEqual(['ROW-1', 'ROW-5']);
    expect(node(layout, 'ROW-1').children).toEqual(['CHART-2', 'CHART-3', 'CHART-4']);
    expect(node(layout, 'ROW-5').children).toEqual(['CHART-6']);
  });

  it('does not squeeze into a row holding something other than charts', () => {
    const next = ids();
    let layout = appendChart(emptyLayout('D'), chart(1), next);
    layout = { ...layout, 'MARKDOWN-x': { id: 'MARKDOWN-x', type: 'MARKDOWN', children: [] } };
    layout['ROW-1'] = { ...node(layout, 'ROW-1'), children: ['CHART-2', 'MARKDOWN-x'] };
    layout = appendChart(layout, chart(2), next);
    expect(node(layout, 'GRID_ID').children).toEqual(['ROW-1', 'ROW-3']);
  });

  it('appends to the first top-level tab of a tabbed layout and keeps its tabs (a tabbed layout has no grid)', () => {
    const tabbed: Layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-t'] },
      'TABS-t': { id: 'TABS-t', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-t'], meta: { text: 'A' } },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-t'], meta: { text: 'B' } },
    };
    const layout = appendChart(parseLayout(JSON.stringify(tabbed), 'D'), chart(3), ids());
    expect(node(layout, 'ROOT_ID').children).toEqual(['TABS-t']);
    expect(node(layout, 'TAB-a').children).toEqual(['ROW-1']);
    expect(node(layout, 'ROW-1')).toMatchObject({ children: ['CHART-2'], parents: ['ROOT_ID', 'TABS-t', 'TAB-a'] });
    expect(node(layout, 'TAB-b').children).toEqual([]);
  });

  it('leaves a chart already on the layout where it is', () => {
    const layout = appendChart(emptyLayout('D'), chart(1), ids());
    expect(appendChart(layout, chart(1), ids())).toBe(layout);
  });

  it('does not change the layout it was given', () => {
    const before = emptyLayout('D');
    const copy = JSON.parse(JSON.stringify(before));
    appendChart(before, chart(1), ids());
    expect(before).toEqual(copy);
  });
});

describe('removeChart', () => {
  it('removes the chart and the row it leaves empty', () => {
    const next = ids();
    let layout = appendChart(emptyLayout('D'), chart(1), next);
    layout = appendChart(layout, chart(2), next);
    const one = removeChart(layout, 1);
    expect(containsChart(one, 1)).toBe(false);
    expect(node(one, 'ROW-1').children).toEqual(['CHART-3']);
    const none = removeChart(one, 2);
    expect(none['ROW-1']).toBeUndefined();
    expect(node(none, 'GRID_ID').children).toEqual([]);
  });

  it('removes a chart inside a column inside a row, and the emptied wrappers', () => {
    const layout: Layout = {
      ...emptyLayout('D'),
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['COLUMN-b'] },
      'COLUMN-b': { id: 'COLUMN-b', type: 'COLUMN', children: ['CHART-c'] },
      'CHART-c': { id: 'CHART-c', type: 'CHART', children: [], meta: { chartId: 5 } },
    };
    const out = removeChart(layout, 5);
    expect(Object.keys(out).sort()).toEqual(['DASHBOARD_VERSION_KEY', 'GRID_ID', 'HEADER_ID', 'ROOT_ID']);
    expect(node(out, 'GRID_ID').children).toEqual([]);
  });

  it('answers the same layout when the chart is not on it', () => {
    const layout = appendChart(emptyLayout('D'), chart(1), ids());
    expect(removeChart(layout, 99)).toBe(layout);
  });
});
