import { GRID_ID, ROOT_ID, type Layout, type LayoutComponent } from '@tessera/layout-rules';
import {
  addTab,
  chartIdsIn,
  convertToPlainLayout,
  convertToTabbedLayout,
  deleteComponent,
  destinationFor,
  dropComponent,
  dropPositionAt,
  FORBIDDEN,
  NOT_ENOUGH_SPACE,
  reorderComponent,
  resizeComponent,
  TOP_LEVEL_TAB_REFUSED,
  updateComponentMeta,
  widthForDrop,
  type DragSource,
  type Destination,
} from './layout-ops';

/** A layout from `id: [type, children, meta]` lines (ids double as types' prefixes). */
function build(spec: Record<string, [string, string[], Record<string, unknown>?]>): Layout {
  const layout: Layout = { DASHBOARD_VERSION_KEY: 'v2' };
  for (const [id, [type, children, meta]] of Object.entries(spec)) layout[id] = { id, type, children, ...(meta ? { meta } : {}) };
  return layout;
}

/** ROOT > GRID > ROW-1 [a 4, b 4], ROW-2 [c 6, COLUMN-d 6 > ROW-3 > e 3], HEADER-h, TABS-n [TAB-n1 > ROW-4 > f, TAB-n2]. */
const plain = () =>
  build({
    ROOT_ID: ['ROOT', ['GRID_ID']],
    GRID_ID: ['GRID', ['ROW-1', 'ROW-2', 'HEADER-h', 'TABS-n']],
    'ROW-1': ['ROW', ['CHART-a', 'CHART-b']],
    'CHART-a': ['CHART', [], { chartId: 1, width: 4, height: 50 }],
    'CHART-b': ['CHART', [], { chartId: 2, width: 4, height: 50 }],
    'ROW-2': ['ROW', ['CHART-c', 'COLUMN-d']],
    'CHART-c': ['CHART', [], { chartId: 3, width: 6, height: 50 }],
    'COLUMN-d': ['COLUMN', ['ROW-3'], { width: 6 }],
    'ROW-3': ['ROW', ['CHART-e']],
    'CHART-e': ['CHART', [], { chartId: 5, width: 3, height: 50 }],
    'HEADER-h': ['HEADER', [], { text: 'Title' }],
    'TABS-n': ['TABS', ['TAB-n1', 'TAB-n2']],
    'TAB-n1': ['TAB', ['ROW-4'], { text: 'One' }],
    'ROW-4': ['ROW', ['CHART-f']],
    'CHART-f': ['CHART', [], { chartId: 6, width: 4, height: 50 }],
    'TAB-n2': ['TAB', [], { text: 'Two' }],
  });

/** ROOT > TABS-t [TAB-1 > ROW-1 > a, TABS-n [TAB-n1]; TAB-2]. */
const tabbed = () =>
  build({
    ROOT_ID: ['ROOT', ['TABS-t']],
    'TABS-t': ['TABS', ['TAB-1', 'TAB-2']],
    'TAB-1': ['TAB', ['ROW-1', 'TABS-n'], { text: 'First' }],
    'ROW-1': ['ROW', ['CHART-a']],
    'CHART-a': ['CHART', [], { chartId: 1, width: 4, height: 50 }],
    'TABS-n': ['TABS', ['TAB-n1']],
    'TAB-n1': ['TAB', [], { text: 'Nested' }],
    'TAB-2': ['TAB', [], { text: 'Second' }],
  });

function ids() {
  let n = 0;
  return (type: string) => `${type}-new${++n}`;
}

const node = (layout: Layout, id: string) => layout[id] as LayoutComponent;
const children = (layout: Layout, id: string) => node(layout, id).children;

const newChart = (id: number): DragSource => ({ kind: 'new', type: 'CHART', chart: { id, sliceName: `Chart ${id}` } });
const existing = (id: string): DragSource => ({ kind: 'existing', id });

describe('dropComponent', () => {
  type Case = [string, () => Layout, DragSource, Destination, (layout: Layout) => void];
  const accepted: Case[] = [
    ['a new chart into an empty tab is wrapped in a new row', plain, newChart(9), { parentId: 'TAB-n2', index: 0 }, (l) => {
      expect(children(l, 'TAB-n2')).toEqual(['ROW-new2']);
      expect(children(l, 'ROW-new2')).toEqual(['CHART-new1']);
      expect(node(l, 'CHART-new1').meta).toMatchObject({ chartId: 9, sliceName: 'Chart 9', width: 4, height: 50 });
      expect(node(l, 'CHART-new1').parents).toEqual([ROOT_ID, GRID_ID, 'TABS-n', 'TAB-n2', 'ROW-new2']);
    }],
    ['a new chart fits the free width of a row', plain, newChart(9), { parentId: 'ROW-1', index: 2 }, (l) => {
      expect(children(l, 'ROW-1')).toEqual(['CHART-a', 'CHART-b', 'CHART-new1']);
      expect(node(l, 'CHART-new1').meta?.width).toBe(4);
    }],
    ['a chart wider than the free width shrinks to it', plain, existing('CHART-c'), { parentId: 'ROW-1', index: 0 }, (l) => {
      expect(children(l, 'ROW-1')).toEqual(['CHART-c', 'CHART-a', 'CHART-b']);
      expect(node(l, 'CHART-c').meta?.width).toBe(4);
      expect(children(l, 'ROW-2')).toEqual(['COLUMN-d']);
    }],
    ['a reorder within a row keeps the width', plain, existing('CHART-a'), { parentId: 'ROW-1', index: 2 }, (l) => {
      expect(children(l, 'ROW-1')).toEqual(['CHART-b', 'CHART-a']);
      expect(node(l, 'CHART-a').meta?.width).toBe(4);
    }],
    ['moving the last chart out of a column removes the emptied row and column', plain, existing('CHART-e'), { parentId: 'GRID_ID', index: 0 }, (l) => {
      expect(children(l, 'ROW-2')).toEqual(['CHART-c']);
      expect(l['COLUMN-d']).toBeUndefined();
      expect(l['ROW-3']).toBeUndefined();
      expect(children(l, GRID_ID)[0]).toBe('ROW-new1');
      expect(children(l, 'ROW-new1')).toEqual(['CHART-e']);
    }],
    ['a chart wider than a column shrinks to the column', plain, existing('CHART-c'), { parentId: 'COLUMN-d', index: 1 }, (l) => {
      expect(children(l, 'COLUMN-d')).toEqual(['ROW-3', 'CHART-c']);
      expect(node(l, 'CHART-c').meta?.width).toBe(6);
      expect(children(l, 'ROW-2')).toEqual(['COLUMN-d']);
    }],
    ['a new header goes into the grid unwrapped', plain, { kind: 'new', type: 'HEADER' }, { parentId: GRID_ID, index: 1 }, (l) => {
      expect(children(l, GRID_ID)).toEqual(['ROW-1', 'HEADER-new1', 'ROW-2', 'HEADER-h', 'TABS-n']);
      expect(node(l, 'HEADER-new1').meta).toMatchObject({ text: 'New header', headerSize: 'MEDIUM_HEADER' });
    }],
    ['new tabs come with their first tab', plain, { kind: 'new', type: 'TABS' }, { parentId: GRID_ID, index: 0 }, (l) => {
      expect(children(l, 'TABS-new1')).toEqual(['TAB-new2']);
      expect(node(l, 'TAB-new2').meta?.text).toBe('New Tab');
    }],
    ['a tab moves between nested tabs; the emptied tabs go', tabbed, existing('TAB-n1'), { parentId: 'TABS-n', index: 0 }, (l) => {
      expect(children(l, 'TABS-n')).toEqual(['TAB-n1']);
    }],
    ['a top-level tab is reordered among the top-level tabs', tabbed, existing('TAB-2'), { parentId: 'TABS-t', index: 0 }, (l) => {
      expect(children(l, 'TABS-t')).toEqual(['TAB-2', 'TAB-1']);
    }],
    ['a chart moves into the second top-level tab, its emptied row goes', tabbed, existing('CHART-a'), { parentId: 'TAB-2', index: 0 }, (l) => {
      expect(children(l, 'TAB-1')).toEqual(['TABS-n']);
      expect(l['ROW-1']).toBeUndefined();
      expect(chartIdsIn(l, 'TAB-2')).toEqual([1]);
    }],
    ['new tabs dropped on the root make top-level tabs holding the grid content', plain, { kind: 'new', type: 'TABS' }, { parentId: ROOT_ID, index: 0 }, (l) => {
      expect(children(l, ROOT_ID)).toEqual(['TABS-new1']);
      expect(children(l, 'TAB-new2')).toEqual(['ROW-1', 'ROW-2', 'HEADER-h', 'TABS-n']);
      expect(l[GRID_ID]).toBeUndefined();
      expect(node(l, 'CHART-a').parents).toEqual([ROOT_ID, 'TABS-new1', 'TAB-new2', 'ROW-1']);
    }],
    ['existing tabs dropped on the root become the top-level tabs, the rest of the grid joining their first tab', plain, existing('TABS-n'), { parentId: ROOT_ID, index: 0 }, (l) => {
      expect(children(l, ROOT_ID)).toEqual(['TABS-n']);
      expect(children(l, 'TAB-n1')).toEqual(['ROW-4', 'ROW-1', 'ROW-2', 'HEADER-h']);
      expect(children(l, 'TAB-n2')).toEqual([]);
    }],
  ];
  it.each(accepted)('%s', (_name, make, source, destination, check) => {
    const before = make();
    const frozen = JSON.stringify(before);
    const result = dropComponent(before, source, destination, ids());
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    check(result.layout);
    expect(JSON.stringify(before)).toBe(frozen);
  });

  const refused: [string, () => Layout, DragSource, Destination, string][] = [
    ['a new chart into a full row', plain, newChart(9), { parentId: 'ROW-2', index: 0 }, NOT_ENOUGH_SPACE],
    ['a chart into a row with less than the minimum free width', plain, existing('CHART-f'), { parentId: 'ROW-2', index: 1 }, NOT_ENOUGH_SPACE],
    ['a header into a row', plain, { kind: 'new', type: 'HEADER' }, { parentId: 'ROW-1', index: 0 }, FORBIDDEN],
    ['a divider into a row', plain, { kind: 'new', type: 'DIVIDER' }, { parentId: 'ROW-1', index: 0 }, FORBIDDEN],
    ['a tab outside tabs', plain, existing('TAB-n2'), { parentId: GRID_ID, index: 0 }, FORBIDDEN],
    ['a row into itself (its own column)', plain, existing('ROW-2'), { parentId: 'COLUMN-d', index: 0 }, FORBIDDEN],
    ['tabs into a column nested in a column (too deep)', () => {
      const l = plain();
      l['ROW-3'] = { ...node(l, 'ROW-3'), children: ['CHART-e', 'COLUMN-x'] };
      l['COLUMN-x'] = { id: 'COLUMN-x', type: 'COLUMN', children: [], meta: { width: 2 } };
      return l;
    }, { kind: 'new', type: 'TABS' }, { parentId: 'COLUMN-x', index: 0 }, FORBIDDEN],
    ['a top-level tab into nested tabs', tabbed, existing('TAB-2'), { parentId: 'TABS-n', index: 0 }, TOP_LEVEL_TAB_REFUSED],
    ['a chart onto the root', plain, newChart(9), { parentId: ROOT_ID, index: 0 }, FORBIDDEN],
    ['tabs onto the root of a dashboard that already has top-level tabs', tabbed, { kind: 'new', type: 'TABS' }, { parentId: ROOT_ID, index: 0 }, FORBIDDEN],
  ];
  it.each(refused)('refuses %s', (_name, make, source, destination, reason) => {
    expect(dropComponent(make(), source, destination, ids())).toEqual({ ok: false, reason });
  });
});

describe('widthForDrop (the row-width rule)', () => {
  it.each([
    ['fits the free width', 'ROW-1', 4, 4],
    ['shrinks to the free width', 'ROW-1', 6, 4],
    ['refused when the row is full', 'ROW-2', 1, null],
    ['a column caps at its width', 'COLUMN-d', 8, 6],
    ['the grid takes any width', GRID_ID, 12, 12],
  ] as const)('%s', (_name, parentId, width, expected) => {
    expect(widthForDrop(plain(), parentId, width)).toBe(expected);
  });
});

describe('destinationFor and dropPositionAt', () => {
  it.each([
    ['left of a chart in a row', 'CHART-b', 0.1, 0.5, 'left', { parentId: 'ROW-1', index: 1 }],
    ['right of a chart in a row', 'CHART-b', 0.9, 0.5, 'right', { parentId: 'ROW-1', index: 2 }],
    ['above a row in the grid', 'ROW-2', 0.5, 0.1, 'top', { parentId: GRID_ID, index: 1 }],
    ['inside a row away from its edges', 'ROW-2', 0.5, 0.5, 'inside', { parentId: 'ROW-2', index: 2 }],
    ['below a header', 'HEADER-h', 0.5, 0.9, 'bottom', { parentId: GRID_ID, index: 3 }],
    ['inside the grid', GRID_ID, 0.5, 0.5, 'inside', { parentId: GRID_ID, index: 4 }],
  ] as const)('%s', (_name, overId, x, y, position, destination) => {
    expect(dropPositionAt(plain(), overId, x, y)).toBe(position);
    expect(destinationFor(plain(), overId, position)).toEqual(destination);
  });
});

describe('deleteComponent', () => {
  it('removes a chart and the row and column wrappers it leaves empty', () => {
    const l = deleteComponent(plain(), 'CHART-e');
    expect(['CHART-e', 'ROW-3', 'COLUMN-d'].every((id) => l[id] === undefined)).toBe(true);
    expect(children(l, 'ROW-2')).toEqual(['CHART-c']);
  });

  it('removes a nested tab with everything in it', () => {
    const l = deleteComponent(plain(), 'TAB-n1');
    expect(l['ROW-4']).toBeUndefined();
    expect(l['CHART-f']).toBeUndefined();
    expect(children(l, 'TABS-n')).toEqual(['TAB-n2']);
  });

  it('removes tabs left without a tab', () => {
    const l = deleteComponent(deleteComponent(plain(), 'TAB-n1'), 'TAB-n2');
    expect(l['TABS-n']).toBeUndefined();
    expect(children(l, GRID_ID)).toEqual(['ROW-1', 'ROW-2', 'HEADER-h']);
  });

  it('deleting the top-level tabs keeps their content in a plain grid', () => {
    const l = deleteComponent(tabbed(), 'TABS-t');
    expect(children(l, ROOT_ID)).toEqual([GRID_ID]);
    expect(children(l, GRID_ID)).toEqual(['ROW-1', 'TABS-n']);
    expect(l['TAB-2']).toBeUndefined();
  });

  it('deleting the last top-level tab turns the dashboard back into an empty grid', () => {
    const one = deleteComponent(tabbed(), 'TAB-2');
    const none = deleteComponent(one, 'TAB-1');
    expect(children(none, ROOT_ID)).toEqual([GRID_ID]);
    expect(children(none, GRID_ID)).toEqual([]);
    expect(Object.keys(none).sort()).toEqual(['DASHBOARD_VERSION_KEY', GRID_ID, ROOT_ID]);
  });

  it('never deletes the root or the grid', () => {
    const l = plain();
    expect(deleteComponent(l, ROOT_ID)).toBe(l);
    expect(deleteComponent(l, GRID_ID)).toBe(l);
  });
});

describe('converting between tabbed and plain layouts', () => {
  it('plain -> tabbed -> plain keeps the content in order', () => {
    const tabs = convertToTabbedLayout(plain(), ids());
    expect(children(tabs, ROOT_ID)).toEqual(['TABS-new1']);
    expect(children(tabs, 'TAB-new2')).toEqual(['ROW-1', 'ROW-2', 'HEADER-h', 'TABS-n']);
    const back = convertToPlainLayout(tabs);
    expect(children(back, ROOT_ID)).toEqual([GRID_ID]);
    expect(children(back, GRID_ID)).toEqual(['ROW-1', 'ROW-2', 'HEADER-h', 'TABS-n']);
    expect(node(back, 'CHART-a').parents).toEqual([ROOT_ID, GRID_ID, 'ROW-1']);
  });

  it('tabbed -> plain puts every tab’s content in tab order', () => {
    const l = tabbed();
    l['TAB-2'] = { ...node(l, 'TAB-2'), children: ['HEADER-z'] };
    l['HEADER-z'] = { id: 'HEADER-z', type: 'HEADER', children: [] };
    expect(children(convertToPlainLayout(l), GRID_ID)).toEqual(['ROW-1', 'TABS-n', 'HEADER-z']);
  });
});

describe('reorderComponent (keyboard moves)', () => {
  it.each([
    ['later in a row', 'CHART-a', 1, 'ROW-1', ['CHART-b', 'CHART-a']],
    ['earlier in a row', 'CHART-b', -1, 'ROW-1', ['CHART-b', 'CHART-a']],
    ['later in the grid', 'ROW-1', 1, GRID_ID, ['ROW-2', 'ROW-1', 'HEADER-h', 'TABS-n']],
    ['a tab earlier', 'TAB-n2', -1, 'TABS-n', ['TAB-n2', 'TAB-n1']],
  ] as const)('%s', (_name, id, delta, parentId, expected) => {
    const result = reorderComponent(plain(), id, delta);
    if (!result.ok) throw new Error(result.reason);
    expect(children(result.layout, parentId)).toEqual(expected);
  });

  it('refuses to move past either end', () => {
    expect(reorderComponent(plain(), 'CHART-a', -1).ok).toBe(false);
    expect(reorderComponent(plain(), 'TABS-n', 1).ok).toBe(false);
  });
});

describe('resizeComponent', () => {
  it.each([
    ['a chart grows into the free width of its row only', 'CHART-a', { width: 12 }, { width: 8 }],
    ['a chart is at least one column wide', 'CHART-a', { width: 0 }, { width: 1 }],
    ['heights are clamped to 5..100 grid units', 'CHART-a', { height: 2 }, { height: 5 }],
    ['tall heights too', 'CHART-a', { height: 400 }, { height: 100 }],
    ['a column is never narrower than its widest child', 'COLUMN-d', { width: 1 }, { width: 3 }],
  ] as const)('%s', (_name, id, size, expected) => {
    expect(node(resizeComponent(plain(), id, size), id).meta).toMatchObject(expected);
  });

  it('leaves headers alone and answers the same layout when nothing changes', () => {
    const l = plain();
    expect(resizeComponent(l, 'HEADER-h', { width: 3 })).toBe(l);
    expect(resizeComponent(l, 'CHART-a', { width: 4 })).toBe(l);
  });
});

describe('component settings', () => {
  it('updates a header, a chart’s title override and adds a tab', () => {
    let l = updateComponentMeta(plain(), 'HEADER-h', { text: 'Sales', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_WHITE' });
    l = updateComponentMeta(l, 'CHART-a', { sliceNameOverride: 'Revenue' });
    l = addTab(l, 'TABS-n', ids());
    expect(node(l, 'HEADER-h').meta).toEqual({ text: 'Sales', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_WHITE' });
    expect(node(l, 'CHART-a').meta?.sliceNameOverride).toBe('Revenue');
    expect(children(l, 'TABS-n')).toEqual(['TAB-n1', 'TAB-n2', 'TAB-new1']);
    expect(chartIdsIn(l, 'TAB-n1')).toEqual([6]);
  });
});
