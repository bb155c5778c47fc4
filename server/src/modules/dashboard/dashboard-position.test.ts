import { checkLayout, checkPositionText, compactLayoutText, dashboardTabs, layoutChartIds, remapChartIds, withChartUuids } from './dashboard-position';
import { defaultLayout, type Layout, type LayoutComponent } from './layout-rules';

const c = (id: string, type: string, children: string[] = [], meta?: Record<string, unknown>): LayoutComponent => ({ id, type, children, ...(meta ? { meta } : {}) });
const chart = (id: string, chartId: number) => c(id, 'CHART', [], { chartId, width: 4, height: 50 });

function layoutOf(...components: LayoutComponent[]): Layout {
  const layout: Layout = { DASHBOARD_VERSION_KEY: 'v2' };
  for (const component of components) layout[component.id] = component;
  return layout;
}

/** root > grid > row > [chart 1, column > [chart 2]] and a header beside the tree. */
const plain = () =>
  layoutOf(
    c('ROOT_ID', 'ROOT', ['GRID_ID']),
    c('GRID_ID', 'GRID', ['ROW-1']),
    c('ROW-1', 'ROW', ['CHART-1', 'COLUMN-1']),
    chart('CHART-1', 1),
    c('COLUMN-1', 'COLUMN', ['CHART-2']),
    chart('CHART-2', 2),
    c('HEADER_ID', 'HEADER', [], { text: 'Title' }),
  );

/** root > tabs > [tab A > row > chart 3, tab B > tabs > tab C > markdown]. */
const tabbed = () =>
  layoutOf(
    c('ROOT_ID', 'ROOT', ['TABS-top']),
    c('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
    c('TAB-a', 'TAB', ['ROW-a'], { text: 'Overview' }),
    c('ROW-a', 'ROW', ['CHART-3']),
    chart('CHART-3', 3),
    { ...c('TAB-b', 'TAB', ['TABS-inner'], { text: 'Details' }), parents: ['ROOT_ID', 'TABS-top'] },
    c('TABS-inner', 'TABS', ['TAB-c']),
    { ...c('TAB-c', 'TAB', ['MARKDOWN-1'], { text: 'Notes' }), parents: ['ROOT_ID', 'TABS-top', 'TAB-b', 'TABS-inner'] },
    c('MARKDOWN-1', 'MARKDOWN', [], { code: '# hi' }),
  );

const problems = (value: unknown) => {
  const result = checkLayout(value);
  return result.ok ? [] : result.problems;
};

describe('checkLayout', () => {
  it.each([
    ['the default layout', defaultLayout('x')],
    ['a grid with rows, columns and charts', plain()],
    ['top-level and nested tabs', tabbed()],
  ])('accepts %s', (_label, layout) => {
    expect(problems(layout)).toEqual([]);
  });

  it('accepts the deepest chart Superset allows: root > grid > row > column > row > column > chart', () => {
    const layout = layoutOf(
      c('ROOT_ID', 'ROOT', ['GRID_ID']),
      c('GRID_ID', 'GRID', ['ROW-1']),
      c('ROW-1', 'ROW', ['COLUMN-1']),
      c('COLUMN-1', 'COLUMN', ['ROW-2']),
      c('ROW-2', 'ROW', ['COLUMN-2']),
      c('COLUMN-2', 'COLUMN', ['CHART-1']),
      chart('CHART-1', 1),
    );
    expect(problems(layout)).toEqual([]);
  });

  it('refuses nesting deeper than the rules allow', () => {
    const layout = layoutOf(
      c('ROOT_ID', 'ROOT', ['GRID_ID']),
      c('GRID_ID', 'GRID', ['ROW-1']),
      c('ROW-1', 'ROW', ['COLUMN-1']),
      c('COLUMN-1', 'COLUMN', ['ROW-2']),
      c('ROW-2', 'ROW', ['COLUMN-2']),
      c('COLUMN-2', 'COLUMN', ['ROW-3']),
      c('ROW-3', 'ROW', []),
    );
    expect(problems(layout)).toEqual(['A ROW (ROW-3) cannot be placed in a COLUMN (COLUMN-2) at depth 5.']);
  });

  it.each([
    ['a chart straight under the root', [c('ROOT_ID', 'ROOT', ['CHART-1']), chart('CHART-1', 1)], 'A CHART (CHART-1) cannot be placed in a ROOT (ROOT_ID) at depth 0.'],
    ['a tab outside tabs', [c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['TAB-1']), c('TAB-1', 'TAB')], 'A TAB (TAB-1) cannot be placed in a GRID (GRID_ID) at depth 1.'],
    ['a row in a row', [c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['ROW-1']), c('ROW-1', 'ROW', ['ROW-2']), c('ROW-2', 'ROW')], 'A ROW (ROW-2) cannot be placed in a ROW (ROW-1) at depth 2.'],
    ['a child of a chart', [c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['CHART-1']), { ...chart('CHART-1', 1), children: ['DIVIDER-1'] }, c('DIVIDER-1', 'DIVIDER')], 'A DIVIDER (DIVIDER-1) cannot be placed in a CHART (CHART-1) at depth 2.'],
  ])('refuses %s', (_label, components, message) => {
    expect(problems(layoutOf(...(components as LayoutComponent[])))).toEqual([message]);
  });

  it.each([
    ['not an object', [], 'The layout must be a JSON object of components.'],
    ['no root', layoutOf(c('GRID_ID', 'GRID')), 'The layout has no ROOT_ID component of type ROOT.'],
    ['an unknown type', layoutOf(c('ROOT_ID', 'ROOT', ['X-1']), c('X-1', 'WIDGET')), 'Component X-1 has an unknown type "WIDGET".'],
    ['a key that is not the id', { ROOT_ID: { id: 'ROOT', type: 'ROOT', children: [] } }, 'Component ROOT_ID has the id "ROOT"; a component\'s id is its key.'],
    ['a missing child', layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID'])), 'Component ROOT_ID names a child GRID_ID that is not in the layout.'],
    ['children that are not ids', { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [1] } }, 'Component ROOT_ID must list its children as component ids.'],
    ['a chart without a chart id', layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['CHART-1']), c('CHART-1', 'CHART', [], { width: 4 })), 'Chart component CHART-1 has no chart id.'],
    [
      'a chart id beyond the id column (it made the chart lookup fail with a 500)',
      layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['CHART-1']), c('CHART-1', 'CHART', [], { width: 4, chartId: 3_000_000_000 })),
      'Chart component CHART-1 has no chart id.',
    ],
    ['another version', { ...defaultLayout(), DASHBOARD_VERSION_KEY: 'v1' }, "DASHBOARD_VERSION_KEY must be 'v2'."],
    ['a scalar component', { ...defaultLayout(), X: 3 }, 'X is not a layout component.'],
  ])('refuses %s', (_label, value, message) => {
    expect(problems(value)).toContain(message);
  });

  it('refuses a component placed twice, and a cycle', () => {
    const twice = layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['ROW-1', 'ROW-1']), c('ROW-1', 'ROW'));
    expect(problems(twice)).toEqual(['Component ROW-1 appears more than once in the layout.']);
    const cycle = layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID']), c('GRID_ID', 'GRID', ['ROW-1']), c('ROW-1', 'ROW', ['COLUMN-1']), c('COLUMN-1', 'COLUMN', ['ROW-1']));
    expect(problems(cycle)).toEqual(['Component ROW-1 appears more than once in the layout.']);
  });

  it('refuses components outside the tree, but not the title header', () => {
    const layout = { ...plain(), 'CHART-9': chart('CHART-9', 9) };
    expect(problems(layout)).toEqual(['Component CHART-9 is not part of the layout tree.']);
  });

  it('refuses a root holding more than one component', () => {
    const layout = layoutOf(c('ROOT_ID', 'ROOT', ['GRID_ID', 'TABS-1']), c('GRID_ID', 'GRID'), c('TABS-1', 'TABS'));
    expect(problems(layout)).toContain('ROOT_ID must hold exactly one component (the grid, or the top-level tabs).');
  });
});

describe('checkPositionText', () => {
  it('refuses text that is not JSON', () => {
    expect(checkPositionText('{')).toEqual({ ok: false, problems: ['JSON not valid'] });
  });

  it('refuses a layout above 65535 characters, and takes one at the limit', () => {
    const base = JSON.stringify(defaultLayout());
    const pad = (n: number) => `${base.slice(0, -1)},"HEADER_ID":{"id":"HEADER_ID","type":"HEADER","children":[],"meta":{"text":"${'x'.repeat(n)}"}}}`;
    const at = pad(0);
    const exact = pad(65535 - at.length);
    expect(exact.length).toBe(65535);
    expect(checkPositionText(exact).ok).toBe(true);
    expect(checkPositionText(pad(65536 - at.length))).toEqual({ ok: false, problems: ['The layout is 65536 characters long; the limit is 65535.'] });
  });
});

describe('layout helpers', () => {
  it('lists the charts a layout places, once each', () => {
    expect(layoutChartIds(plain())).toEqual([1, 2]);
    expect(layoutChartIds({ ...plain(), 'CHART-x': chart('CHART-x', 2) })).toEqual([1, 2]);
  });

  it('writes layouts compactly with sorted keys', () => {
    expect(compactLayoutText({ b: 'v2', a: { id: 'a', type: 'ROOT', children: [] } } as unknown as Layout)).toBe('{"a":{"children":[],"id":"a","type":"ROOT"},"b":"v2"}');
  });

  it('stamps chart uuids and remaps chart ids', () => {
    const stamped = withChartUuids(plain(), (id) => `uuid-${id}`);
    expect((stamped['CHART-2'] as LayoutComponent).meta).toMatchObject({ chartId: 2, uuid: 'uuid-2' });
    const remapped = remapChartIds(plain(), (id) => id + 100);
    expect(layoutChartIds(remapped)).toEqual([101, 102]);
  });

  it('builds the tab tree and the titles of every tab', () => {
    expect(dashboardTabs(tabbed())).toEqual({
      allTabs: { 'TAB-a': 'Overview', 'TAB-b': 'Details', 'TAB-c': 'Notes' },
      tabTree: [
        { value: 'TAB-a', title: 'Overview', parents: [], children: [] },
        {
          value: 'TAB-b',
          title: 'Details',
          parents: ['ROOT_ID', 'TABS-top'],
          children: [{ value: 'TAB-c', title: 'Notes', parents: ['ROOT_ID', 'TABS-top', 'TAB-b', 'TABS-inner'], children: [] }],
        },
      ],
    });
    expect(dashboardTabs(plain())).toEqual({ allTabs: {}, tabTree: [] });
    expect(dashboardTabs(null)).toEqual({ allTabs: {}, tabTree: [] });
  });
});
