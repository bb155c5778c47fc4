import { ROOT_ID } from '@tessera/layout-rules';
import { crossFilterDataMask, withCrossFilters } from '../cross-filters';
import type { Layout } from '../layout/layout-model';
import { parentExtraFormData } from './cascade';
import type { ExtraFormData } from './data-mask';
import { chartFilterIndicators, NOT_TARGETED } from './filter-indicators';
import { extraFormDataByChart } from './filter-scope';
import { columnMapping, extraFormDataOnDataset, filterTargets, mapCrossFilter } from './filter-targets';
import { filterExtraFormData } from './filter-types';

const target = (datasetId: number, column: string) => ({ datasetId, column: { name: column } });
/** Gender on birth_names (1) as `gender`, on a renamed copy (2) as `sex`. */
const acrossDatasets = { id: 'F', type: 'NATIVE_FILTER', filterType: 'filter_select', targets: [target(1, 'gender'), target(2, 'sex')], controlValues: {}, scope: {} };
const oneDataset = { ...acrossDatasets, id: 'G', targets: [target(1, 'gender')] };
const boys: ExtraFormData = { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] };

describe('filter targets', () => {
  it('reads every complete (dataset, column) pair in order', () => {
    expect(filterTargets({ targets: [target(1, 'gender'), {}, { datasetId: 3 }, target(2, 'sex'), 'x'] })).toEqual([
      { datasetId: 1, column: 'gender' },
      { datasetId: 2, column: 'sex' },
    ]);
    expect(filterTargets({ targets: null })).toEqual([]);
  });

  it.each<[string, { targets: unknown }, number | null, ExtraFormData | null]>([
    ['one target: any dataset, the column as it is (matched by name)', oneDataset, 7, boys],
    ['one target: a chart without a dataset too', oneDataset, null, boys],
    ['no target (a time range filter)', { targets: [{}] }, 7, boys],
    ['several targets: the first dataset keeps its column', acrossDatasets, 1, boys],
    ['several targets: another target dataset gets its own column', acrossDatasets, 2, { filters: [{ col: 'sex', op: 'IN', val: ['boy'] }] }],
    ['several targets: a dataset not among them is not filtered', acrossDatasets, 3, null],
    ['several targets: a chart without a dataset is not filtered', acrossDatasets, null, null],
  ])('%s', (_, filter, datasetId, expected) => {
    expect(extraFormDataOnDataset(filter, boys, datasetId)).toEqual(expected);
  });

  it('carries a range filter bounds to the mapped column', () => {
    const range = { ...acrossDatasets, filterType: 'filter_range', targets: [target(1, 'num'), target(2, 'total')] };
    expect(extraFormDataOnDataset(range, filterExtraFormData(range, [1, 5]), 2)).toEqual({
      filters: [
        { col: 'total', op: '>=', val: 1 },
        { col: 'total', op: '<=', val: 5 },
      ],
    });
  });

  it('leaves the other keys of the extraFormData alone', () => {
    expect(extraFormDataOnDataset(acrossDatasets, { ...boys, time_range: 'Last year' }, 2)).toEqual({ filters: [{ col: 'sex', op: 'IN', val: ['boy'] }], time_range: 'Last year' });
  });
});

describe('filters across datasets on the dashboard', () => {
  const chart = (id: number) => ({ id: `CHART-${id}`, type: 'CHART', children: [], parents: [ROOT_ID], meta: { chartId: id, width: 4, height: 50 } });
  const layout: Layout = { [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: ['CHART-11', 'CHART-12', 'CHART-13'] }, 'CHART-11': chart(11), 'CHART-12': chart(12), 'CHART-13': chart(13) };
  /** Chart 11 on dataset 1, 12 on dataset 2, 13 on dataset 3. */
  const datasetOf = (chartId: number) => chartId - 10;
  const applied = { F: { id: 'F', extraFormData: boys }, G: { id: 'G', extraFormData: boys } };

  it.each<[string, typeof acrossDatasets, Array<[number, ExtraFormData]>]>([
    [
      'a filter across datasets filters each target chart on its column and leaves the others',
      acrossDatasets,
      [
        [11, boys],
        [12, { filters: [{ col: 'sex', op: 'IN', val: ['boy'] }] }],
        [13, {}],
      ],
    ],
    [
      'a single-dataset filter reaches every chart in scope by column name, as in Superset',
      oneDataset,
      [
        [11, boys],
        [12, boys],
        [13, boys],
      ],
    ],
  ])('%s', (_, filter, expected) => {
    const byChart = extraFormDataByChart([filter], layout, applied, [11, 12, 13], datasetOf);
    expect([...byChart.entries()]).toEqual(expected);
  });

  it('shows a chart of another dataset as not filtered, with the reason', () => {
    const mask = applied.F;
    const source = {
      id: 'F',
      name: 'Gender',
      value: 'boy',
      mask,
      chartsInScope: [11, 12, 13],
      crossFilter: false,
      maskFor: (chartId: number) => {
        const extra = extraFormDataOnDataset(acrossDatasets, boys, datasetOf(chartId));
        return extra && { ...mask, extraFormData: extra };
      },
    };
    expect(chartFilterIndicators(12, [source], null)).toEqual([{ id: 'F', name: 'Gender', value: 'boy', crossFilter: false, status: 'applied' }]);
    expect(chartFilterIndicators(13, [source], null)).toEqual([{ id: 'F', name: 'Gender', value: 'boy', crossFilter: false, status: 'out_of_scope', reason: NOT_TARGETED }]);
    // A rejected mapped column makes the filter incompatible on that chart.
    expect(chartFilterIndicators(12, [source], [{ rejectedFilters: [{ column: 'sex', reason: 'not_in_datasource' }] }])[0].status).toBe('incompatible');
  });

  it('narrows a child filter on another dataset by the parent mapped column', () => {
    const child = { id: 'C', cascadeParentIds: ['F'], targets: [target(2, 'name')] };
    const parent = { id: 'F', cascadeParentIds: [], targets: acrossDatasets.targets };
    expect(parentExtraFormData('C', [parent, child], applied)).toEqual({ filters: [{ col: 'sex', op: 'IN', val: ['boy'] }] });
    const elsewhere = { ...child, targets: [target(3, 'name')] };
    expect(parentExtraFormData('C', [parent, elsewhere], applied)).toEqual({});
  });
});

describe('cross-filters across datasets', () => {
  const mapping = columnMapping([acrossDatasets, { type: 'DIVIDER', targets: [target(1, 'state'), target(2, 'region')] }, { ...acrossDatasets, targets: [target(2, 'name'), target(3, 'first_name')] }]);
  const state = { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] };

  it.each<[string, ExtraFormData, number | null, number | null, ExtraFormData]>([
    ['a mapped column takes its counterpart', boys, 1, 2, { filters: [{ col: 'sex', op: 'IN', val: ['boy'] }] }],
    ['the mapping works both ways', { filters: [{ col: 'sex', op: 'IN', val: ['girl'] }] }, 2, 1, { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] }],
    ['the same dataset keeps the column', boys, 1, 1, boys],
    ['a column without a counterpart keeps its name (Superset)', state, 1, 2, state],
    ['a dataset the filter does not map keeps the name', boys, 1, 3, boys],
    ['another filter maps other datasets', { filters: [{ col: 'name', op: 'IN', val: ['Joe'] }] }, 2, 3, { filters: [{ col: 'first_name', op: 'IN', val: ['Joe'] }] }],
    ['an emitter without a dataset keeps the names', boys, null, 2, boys],
  ])('%s', (_, extra, from, to, expected) => {
    expect(mapCrossFilter(extra, mapping, from, to)).toEqual(expected);
  });

  it('filters receiving charts on their mapped column', () => {
    const mask = crossFilterDataMask(11, { columns: ['gender'], values: [['boy']], label: 'boy' });
    const next = withCrossFilters(new Map([[11, {}], [12, {}], [13, {}]]), { '11': mask }, () => [12, 13], mapping, (chartId) => chartId - 10);
    expect(next.get(11)).toEqual({});
    expect(next.get(12)).toEqual({ filters: [{ col: 'sex', op: 'IN', val: ['boy'] }] });
    expect(next.get(13)).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] });
  });
});
