import { childDepth, COMPONENT_TYPES, componentDepths, defaultLayout, shouldWrapInRow, isValidChild, newComponentId, PARENT_MAX_DEPTH, topLevelTabsId, type ComponentType } from './layout-rules';

/**
 * Superset's parentMaxDepthLookup written out as the deepest depth each parent takes each child at; every
 * pair not listed here must be refused at every depth.
 */
const EXPECTED: Record<string, number> = {
  'ROOT>TABS': 0,
  'ROOT>GRID': 0,
  'GRID>CHART': 1,
  'GRID>DYNAMIC': 1,
  'GRID>MARKDOWN': 1,
  'GRID>COLUMN': 1,
  'GRID>DIVIDER': 1,
  'GRID>HEADER': 1,
  'GRID>ROW': 1,
  'GRID>TABS': 1,
  'ROW>CHART': 4,
  'ROW>DYNAMIC': 4,
  'ROW>MARKDOWN': 4,
  'ROW>COLUMN': 4,
  'TABS>TAB': 3,
  'TAB>CHART': 5,
  'TAB>DYNAMIC': 5,
  'TAB>MARKDOWN': 5,
  'TAB>COLUMN': 3,
  'TAB>DIVIDER': 5,
  'TAB>HEADER': 5,
  'TAB>ROW': 3,
  'TAB>TABS': 3,
  'COLUMN>CHART': 5,
  'COLUMN>HEADER': 5,
  'COLUMN>MARKDOWN': 5,
  'COLUMN>ROW': 3,
  'COLUMN>DIVIDER': 3,
  'COLUMN>TABS': 3,
};

const DEPTHS = [0, 1, 2, 3, 4, 5, 6];
const cases: [ComponentType, ComponentType, number, boolean][] = [];
for (const parent of COMPONENT_TYPES)
  for (const child of COMPONENT_TYPES)
    for (const depth of DEPTHS) {
      const max = EXPECTED[`${parent}>${child}`];
      cases.push([parent, child, depth, max !== undefined && depth <= max]);
    }

describe('isValidChild', () => {
  it.each(cases)('%s takes %s at depth %i: %s', (parent, child, depth, valid) => {
    expect(isValidChild(parent, child, depth)).toBe(valid);
  });

  it('lists exactly the pairs Superset allows', () => {
    const listed = Object.entries(PARENT_MAX_DEPTH).flatMap(([parent, children]) => Object.keys(children).map((child) => `${parent}>${child}`));
    expect(listed.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each([
    ['unknown parent', 'WIDGET', 'CHART', 1],
    ['unknown child', 'GRID', 'WIDGET', 1],
    ['non-integer depth', 'GRID', 'ROW', 0.5],
    ['NaN depth', 'GRID', 'ROW', Number.NaN],
  ])('refuses an %s', (_label, parent, child, depth) => {
    expect(isValidChild(parent as string, child as string, depth as number)).toBe(false);
  });
});

describe('childDepth', () => {
  it.each([
    ['ROOT', 0, false, 1],
    ['GRID', 1, false, 2],
    ['ROW', 2, false, 3],
    ['COLUMN', 3, false, 4],
    ['TABS', 2, false, 2],
    ['TAB', 2, false, 2],
    ['TAB', 1, true, 2],
  ])('children of a %s at depth %i (top-level tab: %s) sit at %i', (type, depth, topLevel, expected) => {
    expect(childDepth(type as string, depth as number, topLevel as boolean)).toBe(expected);
  });
});

describe('defaultLayout', () => {
  it('is a v2 root holding one empty grid', () => {
    expect(defaultLayout()).toEqual({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
    });
  });

  it('adds the title header when given a title', () => {
    expect(defaultLayout('Sales').HEADER_ID).toEqual({ id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Sales' } });
  });

  it('has no top-level tabs', () => {
    expect(topLevelTabsId(defaultLayout())).toBeNull();
  });
});

describe('newComponentId', () => {
  it('is the type, a dash and ten url-safe characters', () => {
    expect(newComponentId('CHART')).toMatch(/^CHART-[A-Za-z0-9_-]{10}$/);
    expect(newComponentId('ROW', () => 0)).toBe('ROW-aaaaaaaaaa');
  });
});

describe('componentDepths', () => {
  it.each([
    ['a row in the grid', 'ROW-g', 2],
    ['a chart in that row', 'CHART-g', 3],
    ['a column in that row', 'COLUMN-g', 3],
    ['a chart in a row inside the column', 'CHART-c', 5],
    ['the top-level tabs and their tabs', 'TAB-1', 1],
    ['a row in a top-level tab', 'ROW-t', 2],
    ['nested tabs inside a top-level tab', 'TABS-n', 2],
    ['a row in a nested tab (tabs do not deepen)', 'ROW-n', 2],
  ])('%s sits at the renderer’s depth', (_what, id, depth) => {
    const layout = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1'] },
      'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['ROW-t', 'TABS-n', 'ROW-g'] },
      'ROW-t': { id: 'ROW-t', type: 'ROW', children: [] },
      'TABS-n': { id: 'TABS-n', type: 'TABS', children: ['TAB-n'] },
      'TAB-n': { id: 'TAB-n', type: 'TAB', children: ['ROW-n'] },
      'ROW-n': { id: 'ROW-n', type: 'ROW', children: [] },
      'ROW-g': { id: 'ROW-g', type: 'ROW', children: ['CHART-g', 'COLUMN-g'] },
      'CHART-g': { id: 'CHART-g', type: 'CHART', children: [] },
      'COLUMN-g': { id: 'COLUMN-g', type: 'COLUMN', children: ['ROW-c'] },
      'ROW-c': { id: 'ROW-c', type: 'ROW', children: ['CHART-c'] },
      'CHART-c': { id: 'CHART-c', type: 'CHART', children: [] },
    };
    expect(componentDepths(layout).get(id)).toBe(depth);
  });

  it('wraps a chart, markdown or column dropped into the grid or a tab in a row, nothing else', () => {
    expect(['CHART', 'MARKDOWN', 'COLUMN'].every((t) => shouldWrapInRow('GRID', t) && shouldWrapInRow('TAB', t))).toBe(true);
    expect(shouldWrapInRow('GRID', 'HEADER') || shouldWrapInRow('ROW', 'CHART') || shouldWrapInRow('COLUMN', 'CHART')).toBe(false);
  });
});
