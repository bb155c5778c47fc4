import type { Layout } from '@tessera/layout-rules';
import { layoutDiff } from './layout-diff';

const base = (): Layout => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a', 'CHART-b'] },
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'Genders', width: 4, height: 50 } },
  'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Trends', width: 4, height: 50 } },
});

describe('layoutDiff', () => {
  it('answers nothing for the same layout', () => {
    expect(layoutDiff(base(), base())).toEqual([]);
  });

  it('names added, removed, moved and resized components, charts first', () => {
    const after = base();
    after['ROW-1'] = { id: 'ROW-1', type: 'ROW', children: ['CHART-b'] };
    after.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: ['HEADER-h', 'ROW-1'] };
    after['HEADER-h'] = { id: 'HEADER-h', type: 'HEADER', children: [], meta: { text: 'Intro', headerSize: 'LARGE_HEADER' } };
    after['CHART-b'] = { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Trends', width: 8, height: 50 } };
    delete after['CHART-a'];
    expect(layoutDiff(base(), after)).toEqual([
      { id: 'CHART-a', label: 'Chart “Genders”', before: 'in Row, position 1, 4 × 50', after: '—' },
      { id: 'CHART-b', label: 'Chart “Trends”', before: 'in Row, position 2, 4 × 50', after: 'in Row, position 1, 8 × 50' },
      { id: 'ROW-1', label: 'Row', before: 'in Grid, position 1', after: 'in Grid, position 2' },
      { id: 'HEADER-h', label: 'Header “Intro”', before: '—', after: 'in Grid, position 1, large' },
    ]);
  });
});
