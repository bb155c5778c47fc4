import type { QueryFormData } from '../shared/form-data';
import { buildHeatmapQuery, migrateHeatmapFormData } from './build-query';
import { heatmapChartOptions } from './highcharts-options';
import { sortCategories, transformHeatmapProps } from './transform-props';

const base: QueryFormData = { viz_type: 'heatmap_v2', datasource: '1__table', x_axis: 'state', groupby: ['gender'], metric: 'sum__num' };

describe('heatmap buildQuery', () => {
  it('queries the metric per cell with its rank', () => {
    expect(buildHeatmapQuery(base)[0]).toMatchObject({
      metrics: ['sum__num'],
      columns: ['state', 'gender'],
      orderby: [['sum__num', false]],
      postProcessing: [{ operation: 'rank', options: { metric: 'sum__num' } }],
    });
  });

  it.each([['x', 'state'], ['y', 'gender']])('ranks within the %s axis', (across, groupBy) => {
    expect(buildHeatmapQuery({ ...base, normalize_across: across })[0].postProcessing).toEqual([
      { operation: 'rank', options: { metric: 'sum__num', group_by: groupBy } },
    ]);
  });

  it('migrates the legacy heatmap columns', () => {
    expect(migrateHeatmapFormData({ viz_type: 'heatmap', datasource: '1__table', all_columns_x: 'state', all_columns_y: 'gender' })).toMatchObject({
      x_axis: 'state',
      groupby: ['gender'],
    });
  });
});

describe('heatmap transformProps', () => {
  const data = [
    { state: 'CA', gender: 'boy', sum__num: 30, rank: 1 },
    { state: 'NY', gender: 'boy', sum__num: 10, rank: 3 },
    { state: 'CA', gender: 'girl', sum__num: 20, rank: 2 },
    { state: 'NY', gender: 'girl', sum__num: 5, rank: 4 },
  ];
  const queriesData = [{ colnames: ['state', 'gender', 'sum__num', 'rank'], coltypes: [1, 1, 0, 0], rowcount: 4, data }];

  it('places each value in its cell', () => {
    const props = transformHeatmapProps({ formData: { ...base, sort_x_axis: 'alpha_desc' }, queriesData });
    expect(props.xCategories).toEqual(['NY', 'CA']);
    expect(props.yCategories).toEqual(['boy', 'girl']);
    expect(props.cells[0]).toEqual({ x: 1, y: 0, value: 30, colorValue: 30 });
  });

  it('colours by rank share when normalised', () => {
    const props = transformHeatmapProps({ formData: { ...base, normalized: true }, queriesData });
    expect(props.cells.map((cell) => Number(cell.colorValue.toFixed(4)))).toEqual([1, 0.3333, 0.6667, 0]);
  });

  it.each([
    ['alpha_asc', ['a', 'b', 'c']],
    ['value_desc', ['b', 'c', 'a']],
    ['value_asc', ['a', 'c', 'b']],
    [undefined, ['c', 'a', 'b']],
  ])('sorts axis categories %p', (sort, expected) => {
    expect(sortCategories(['c', 'a', 'b'], new Map([['a', 1], ['b', 3], ['c', 2]]), sort)).toEqual(expected);
  });

  it('draws the cells on a colour axis from the linear scheme', () => {
    const options = heatmapChartOptions(transformHeatmapProps({ formData: { ...base, value_bounds: [0, 100] }, queriesData }));
    expect(options.colorAxis).toMatchObject({ min: 0, max: 100 });
    expect((options.series as Array<{ data: unknown[] }>)[0].data).toHaveLength(4);
  });
});
