import { CREATED_SUMMARY, SUMMARY_MAX_LENGTH, versionSummary, type DashboardContent } from './dashboard-version-summary';
import { pruneBelow } from './dashboard-versions';
import type { Layout, LayoutComponent } from './layout-rules';

type Node = Omit<LayoutComponent, 'id'> & { id?: string };

/** A layout from its components (ids from the keys; an undefined one is left out), with the version key. */
function layout(nodes: Record<string, Node | undefined>): Layout {
  const out: Layout = { DASHBOARD_VERSION_KEY: 'v2' };
  for (const [id, node] of Object.entries(nodes)) if (node) out[id] = { ...node, id };
  return out;
}

const chart = (chartId: number, sliceName: string, meta: Record<string, unknown> = {}): Node => ({ type: 'CHART', children: [], meta: { chartId, sliceName, width: 4, height: 50, ...meta } });
const row = (...children: string[]): Node => ({ type: 'ROW', children, meta: { background: 'BACKGROUND_TRANSPARENT' } });

/** root > grid > ROW-1 (Genders, Trends) + ROW-2 (States). */
const BASE = {
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['ROW-1', 'ROW-2'] },
  'ROW-1': row('CHART-1', 'CHART-2'),
  'ROW-2': row('CHART-3'),
  'CHART-1': chart(1, 'Genders'),
  'CHART-2': chart(2, 'Trends'),
  'CHART-3': chart(3, 'States'),
} satisfies Record<string, Node>;

const gender = { id: 'NATIVE_FILTER-g', type: 'NATIVE_FILTER', name: 'Gender', filterType: 'filter_select', targets: [{ datasetId: 1, column: { name: 'gender' } }] };
const state = { id: 'NATIVE_FILTER-s', type: 'NATIVE_FILTER', name: 'State', filterType: 'filter_select', targets: [{ datasetId: 1, column: { name: 'state' } }] };

function content(overrides: { layout?: Record<string, Node | undefined> | null; metadata?: Record<string, unknown> | null } & Partial<DashboardContent> = {}): DashboardContent {
  const { layout: nodes = BASE, metadata = { native_filter_configuration: [gender], color_scheme: 'supersetColors' }, ...rest } = overrides;
  return {
    dashboardTitle: 'Births',
    slug: 'births',
    css: null,
    published: true,
    certifiedBy: null,
    certificationDetails: null,
    positionJson: nodes === null ? null : JSON.stringify(layout(nodes)),
    jsonMetadata: metadata === null ? null : JSON.stringify(metadata),
    ...rest,
  };
}

const md = (extra: Record<string, unknown>) => ({ native_filter_configuration: [gender], color_scheme: 'supersetColors', ...extra });

describe('versionSummary', () => {
  it.each<[string, DashboardContent, string]>([
    ['nothing changed', content(), ''],
    ['the same layout written with other key order and spacing', { ...content(), positionJson: JSON.stringify(JSON.parse(content().positionJson!), null, 2) }, ''],
    // charts
    ['a chart added', content({ layout: { ...BASE, 'ROW-2': row('CHART-3', 'CHART-4'), 'CHART-4': chart(4, 'Names') } }), 'added chart Names'],
    [
      'three charts added',
      content({ layout: { ...BASE, 'ROW-2': row('CHART-3', 'CHART-4', 'CHART-5', 'CHART-6'), 'CHART-4': chart(4, 'A'), 'CHART-5': chart(5, 'B'), 'CHART-6': chart(6, 'C') } }),
      'added charts A, B and C',
    ],
    [
      'four charts added',
      content({ layout: { ...BASE, 'ROW-2': row('CHART-3', 'CHART-4', 'CHART-5', 'CHART-6', 'CHART-7'), 'CHART-4': chart(4, 'A'), 'CHART-5': chart(5, 'B'), 'CHART-6': chart(6, 'C'), 'CHART-7': chart(7, 'D') } }),
      'added 4 charts',
    ],
    ['a chart removed', content({ layout: { ...BASE, 'ROW-1': row('CHART-1'), 'CHART-2': undefined } }), 'removed chart Trends'],
    ['two charts swapped in their row', content({ layout: { ...BASE, 'ROW-1': row('CHART-2', 'CHART-1') } }), 'moved 2 charts'],
    ['a chart moved to another row', content({ layout: { ...BASE, 'ROW-1': row('CHART-1'), 'ROW-2': row('CHART-3', 'CHART-2') } }), 'moved 1 chart'],
    ['a chart removed does not move the ones after it', content({ layout: { ...BASE, 'ROW-1': row('CHART-2'), 'CHART-1': undefined } }), 'removed chart Genders'],
    ['a chart resized', content({ layout: { ...BASE, 'CHART-3': chart(3, 'States', { width: 8 }) } }), 'resized 1 chart'],
    ['a chart given a title on the dashboard', content({ layout: { ...BASE, 'CHART-3': chart(3, 'States', { sliceNameOverride: 'Top states' }) } }), 'renamed chart States to Top states'],
    // layout elements
    [
      'a row moved into new top-level tabs',
      content({
        layout: {
          ...BASE,
          ROOT_ID: { type: 'ROOT', children: ['TABS-t'] },
          GRID_ID: undefined,
          'TABS-t': { type: 'TABS', children: ['TAB-a', 'TAB-b'] },
          'TAB-a': { type: 'TAB', children: ['ROW-1'], meta: { text: 'Overview' } },
          'TAB-b': { type: 'TAB', children: ['ROW-2'], meta: { text: 'States' } },
        },
      }),
      'moved 3 charts, added tabs Overview and States',
    ],
    [
      'a header, a markdown and a divider added',
      content({
        layout: {
          ...BASE,
          GRID_ID: { type: 'GRID', children: ['HEADER-h', 'ROW-1', 'DIVIDER-d', 'ROW-2', 'ROW-3'] },
          'HEADER-h': { type: 'HEADER', children: [], meta: { text: 'Intro' } },
          'DIVIDER-d': { type: 'DIVIDER', children: [] },
          'ROW-3': row('MARKDOWN-m'),
          'MARKDOWN-m': { type: 'MARKDOWN', children: [], meta: { code: '# Notes' } },
        },
      }),
      'added header Intro, added 1 markdown, added 1 divider',
    ],
    ['only rows reordered', content({ layout: { ...BASE, GRID_ID: { type: 'GRID', children: ['ROW-2', 'ROW-1'] } } }), 'rearranged the layout'],
    ['the layout cleared', content({ layout: null }), 'removed charts Genders, Trends and States'],
    // native filters
    ['a filter added', content({ metadata: md({ native_filter_configuration: [gender, state] }) }), 'added filter State'],
    ['a filter removed', content({ metadata: md({ native_filter_configuration: [] }) }), 'removed filter Gender'],
    ['a filter renamed', content({ metadata: md({ native_filter_configuration: [{ ...gender, name: 'Sex' }] }) }), 'renamed filter Gender to Sex'],
    ['a filter given a default', content({ metadata: md({ native_filter_configuration: [{ ...gender, defaultDataMask: { filterState: { value: ['boy'] } } }] }) }), 'changed filter Gender'],
    ['a divider added', content({ metadata: md({ native_filter_configuration: [gender, { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'People' }] }) }), 'added divider People'],
    // properties and the rest of the metadata
    ['the title changed', content({ dashboardTitle: 'Babies' }), 'renamed the dashboard to Babies'],
    ['the slug removed', content({ slug: null }), 'removed the slug'],
    ['the slug changed', content({ slug: 'babies' }), 'changed the slug to babies'],
    ['the CSS edited', content({ css: '.x { color: red; }' }), 'edited the CSS'],
    ['made a draft', content({ published: false }), 'made the dashboard a draft'],
    ['certified', content({ certifiedBy: 'Data team' }), 'certified the dashboard (by Data team)'],
    ['the colour scheme changed', content({ metadata: md({ color_scheme: 'bnbColors' }) }), 'changed the colours'],
    ['cross-filtering turned off', content({ metadata: md({ cross_filters_enabled: false }) }), 'changed the cross-filter settings'],
    ['the refresh frequency set', content({ metadata: md({ refresh_frequency: 300 }) }), 'changed the refresh settings'],
    ['a key the sentence does not group', content({ metadata: md({ expanded_slices: { 1: true } }) }), 'changed the JSON metadata'],
  ])('%s', (_name, after, expected) => {
    expect(versionSummary(content(), after)).toBe(expected);
  });

  it("joins several changes in the layout's, the filters', the properties' and the metadata's order", () => {
    const after = content({
      layout: { ...BASE, 'ROW-1': row('CHART-2', 'CHART-1') },
      metadata: md({ native_filter_configuration: [gender, state], color_scheme: 'bnbColors' }),
      dashboardTitle: 'Babies',
    });
    expect(versionSummary(content(), after)).toBe('moved 2 charts, added filter State, renamed the dashboard to Babies, changed the colours');
  });

  it('says the dashboard was created when there is nothing before, and what it was copied from', () => {
    expect(versionSummary(null, content())).toBe(CREATED_SUMMARY);
    expect(versionSummary(null, content(), { copiedFrom: 'Births' })).toBe('created the dashboard as a copy of Births');
  });

  it('names the version a restore took back, with what that changed', () => {
    expect(versionSummary(content(), content({ dashboardTitle: 'Babies' }), { restoredFrom: 3 })).toBe('restored version 3 (renamed the dashboard to Babies)');
    expect(versionSummary(content(), content(), { restoredFrom: 3 })).toBe('restored version 3');
  });

  it('ends a sentence too long for the history in an ellipsis', () => {
    const summary = versionSummary(content(), content({ dashboardTitle: 'x'.repeat(2000) }));
    expect(summary).toHaveLength(SUMMARY_MAX_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('reads unreadable layouts and metadata as empty', () => {
    expect(versionSummary({ ...content(), positionJson: 'not json', jsonMetadata: '[' }, { ...content(), positionJson: 'not json', jsonMetadata: '[' })).toBe('');
  });
});

describe('pruneBelow', () => {
  it.each([
    [1, 50, -49],
    [50, 50, 0],
    [51, 50, 1],
    [120, 50, 70],
  ])('recording version %i keeps the newest %i: versions up to %i go', (newest, kept, below) => {
    expect(pruneBelow(newest, kept)).toBe(below);
  });
});
