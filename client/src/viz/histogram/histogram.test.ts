import { buildHistogramQuery, migrateHistogramFormData } from './build-query';
import { histogramChartOptions } from './highcharts-options';
import { transformHistogramProps } from './transform-props';
import type { QueryFormData } from '../shared/form-data';

const base: QueryFormData = { viz_type: 'histogram_v2', datasource: '1__table', column: 'num', groupby: ['gender'], row_limit: 1000 };

describe('histogram buildQuery', () => {
  it('queries the raw column with the groups and bins it on the server', () => {
    expect(buildHistogramQuery({ ...base, bins: '10', normalize: true })[0]).toMatchObject({
      metrics: [],
      columns: ['gender', 'num'],
      rowLimit: 1000,
      postProcessing: [{ operation: 'histogram', options: { column: 'num', groupby: ['gender'], bins: 10, cumulative: false, normalize: true } }],
    });
  });

  it.each([[undefined, 5], ['0', 5], ['abc', 5], [20, 20]])('bins %p -> %d', (bins, expected) => {
    expect((buildHistogramQuery({ ...base, bins })[0].postProcessing?.[0] as { options: { bins: number } }).options.bins).toBe(expected);
  });

  it('sends no post-processing without a column', () => {
    expect(buildHistogramQuery({ ...base, column: undefined })[0].postProcessing).toBeUndefined();
  });

  it('migrates the legacy histogram keys', () => {
    expect(
      migrateHistogramFormData({ viz_type: 'histogram', datasource: '1__table', all_columns_x: ['num'], link_length: '7', normalized: true, x_axis_label: 'Births' }),
    ).toMatchObject({ column: 'num', bins: 7, normalize: true, x_axis_title: 'Births' });
    expect(migrateHistogramFormData(base)).toBe(base);
  });
});

describe('histogram transformProps', () => {
  const queriesData = [
    {
      colnames: ['gender', '0 - 5', '5 - 10'],
      coltypes: [1, 0, 0],
      rowcount: 2,
      data: [
        { gender: 'boy', '0 - 5': 3, '5 - 10': 1 },
        { gender: null, '0 - 5': '2', '5 - 10': null },
      ],
    },
  ];

  it('makes a series per group with a count per bin', () => {
    const props = transformHistogramProps({ formData: base, queriesData });
    expect(props.bins).toEqual(['0 - 5', '5 - 10']);
    expect(props.series).toEqual([
      { name: 'boy', data: [3, 1] },
      { name: '<NULL>', data: [2, 0] },
    ]);
    expect(props.yAxisFormat).toBe('SMART_NUMBER');
  });

  it('names the single series after the column and shows shares when normalised', () => {
    const props = transformHistogramProps({
      formData: { ...base, groupby: [], normalize: true },
      queriesData: [{ colnames: ['0 - 5'], coltypes: [0], rowcount: 1, data: [{ '0 - 5': 0.5 }] }],
    });
    expect(props.series).toEqual([{ name: 'num', data: [0.5] }]);
    expect(props.yAxisFormat).toBe(',.1%');
  });

  it('draws adjacent columns on the bin categories', () => {
    const options = histogramChartOptions(transformHistogramProps({ formData: base, queriesData }));
    expect(options.xAxis).toMatchObject({ categories: ['0 - 5', '5 - 10'] });
    expect(options.plotOptions?.column).toMatchObject({ pointPadding: 0, groupPadding: 0, grouping: false });
    expect(options.series).toHaveLength(2);
  });
});
