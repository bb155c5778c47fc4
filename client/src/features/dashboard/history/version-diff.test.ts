import type { DashboardVersionContentFragment } from '../../../gql/graphql';
import { versionDiff } from './version-diff';

const CHART_COMPONENTS: Record<string, unknown> = {
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, sliceName: 'Genders', width: 4, height: 50 } },
  'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 2, sliceName: 'Trends', width: 4, height: 50 } },
};

/** root > grid > one row of these chart components. */
const position = (children: string[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children },
  ...Object.fromEntries(children.map((id) => [id, CHART_COMPONENTS[id]])),
});

const gender = { id: 'NATIVE_FILTER-g', type: 'NATIVE_FILTER', name: 'Gender', filterType: 'filter_select', config: { id: 'NATIVE_FILTER-g', name: 'Gender', controlValues: { multiSelect: true } } };
const state = { id: 'NATIVE_FILTER-s', type: 'NATIVE_FILTER', name: 'State', filterType: 'filter_select', config: { id: 'NATIVE_FILTER-s', name: 'State' } };

function version(overrides: Partial<DashboardVersionContentFragment> = {}, metadata: Partial<DashboardVersionContentFragment['metadata']> = {}): DashboardVersionContentFragment {
  return {
    id: 1,
    versionNumber: 1,
    dashboardTitle: 'Births',
    slug: 'births',
    css: null,
    published: true,
    certifiedBy: null,
    certificationDetails: null,
    position: position(['CHART-a', 'CHART-b']),
    metadata: { nativeFilterConfiguration: [gender], colorScheme: 'supersetColors', refreshFrequency: 0, crossFiltersEnabled: true, filterBarOrientation: 'VERTICAL', ...metadata },
    ...overrides,
  };
}

describe('versionDiff', () => {
  it('answers nothing for the same content', () => {
    expect(versionDiff(version(), version({ id: 2, versionNumber: 2 }))).toEqual([]);
  });

  it('names the layout changes as the overwrite confirmation does, then filters, then properties', () => {
    const after = version({ dashboardTitle: 'Babies', published: false, position: position(['CHART-b']) }, { nativeFilterConfiguration: [gender, state] });
    expect(versionDiff(version(), after)).toEqual([
      { key: 'layout:CHART-a', label: 'Chart “Genders”', before: 'in Row, position 1, 4 × 50', after: '—' },
      { key: 'layout:CHART-b', label: 'Chart “Trends”', before: 'in Row, position 2, 4 × 50', after: 'in Row, position 1, 4 × 50' },
      { key: 'filter:NATIVE_FILTER-s', label: 'Filter “State”', before: '—', after: 'State, filter_select, position 2' },
      { key: 'property:Title', label: 'Title', before: 'Births', after: 'Babies' },
      { key: 'property:Status', label: 'Status', before: 'Published', after: 'Draft' },
    ]);
  });

  it("says a filter's settings changed when only its configuration did, and reads a renamed one by its id", () => {
    const changed = { ...gender, config: { ...gender.config, controlValues: { multiSelect: false } } };
    expect(versionDiff(version(), version({}, { nativeFilterConfiguration: [changed] }))).toEqual([
      { key: 'filter:NATIVE_FILTER-g', label: 'Filter “Gender”', before: 'Gender, filter_select, position 1', after: 'Gender, filter_select, position 1 (settings changed)' },
    ]);
    const renamed = { ...gender, name: 'Sex', config: { ...gender.config, name: 'Sex' } };
    expect(versionDiff(version(), version({}, { nativeFilterConfiguration: [renamed] }))).toEqual([
      { key: 'filter:NATIVE_FILTER-g', label: 'Filter “Sex”', before: 'Gender, filter_select, position 1', after: 'Sex, filter_select, position 1' },
    ]);
  });

  it('shows CSS by its first line and length, and a layout that was not there as empty', () => {
    const rows = versionDiff(version({ position: null }), version({ css: '.x { color: red; }\n.y {}' }));
    expect(rows.find((r) => r.key === 'property:CSS')).toEqual({ key: 'property:CSS', label: 'CSS', before: '—', after: '.x { color: red; } (24 characters)' });
    expect(rows.filter((r) => r.key.startsWith('layout:')).map((r) => [r.label, r.before])).toEqual([
      ['Chart “Genders”', '—'],
      ['Chart “Trends”', '—'],
      ['Row', '—'],
    ]);
  });
});
