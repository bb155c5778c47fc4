import type { QueryFormData } from '../shared/form-data';
import { buildBoxPlotQuery, whiskerOptions } from './build-query';
import { boxPlotChartOptions } from './highcharts-options';
import { readOutliers, transformBoxPlotProps } from './transform-props';

const base: QueryFormData = { viz_type: 'box_plot', datasource: '1__table', columns: ['name'], groupby: ['gender'], metrics: ['sum__num'] };

describe('box plot buildQuery', () => {
  it('aggregates per distribution and dimension, then asks the server for the boxplot', () => {
    expect(buildBoxPlotQuery(base)[0]).toMatchObject({
      metrics: ['sum__num'],
      columns: ['name', 'gender'],
      seriesColumns: ['gender'],
      postProcessing: [{ operation: 'boxplot', options: { groupby: ['gender'], metrics: ['sum__num'], whisker_type: 'tukey' } }],
    });
  });

  it.each([
    ['Tukey', { whisker_type: 'tukey' }],
    ['Min/max (no outliers)', { whisker_type: 'min/max' }],
    ['2/98 percentiles', { whisker_type: 'percentile', percentiles: [2, 98] }],
    ['9/91 percentiles', { whisker_type: 'percentile', percentiles: [9, 91] }],
    [undefined, { whisker_type: 'tukey' }],
  ])('whiskers %p', (value, expected) => {
    expect(whiskerOptions(value)).toEqual(expected);
  });
});

describe('box plot transformProps', () => {
  const row = (gender: string | null, shift: number) => ({
    gender,
    sum__num__mean: 5 + shift,
    sum__num__median: 4 + shift,
    sum__num__max: 10 + shift,
    sum__num__min: 1 + shift,
    sum__num__q1: 3 + shift,
    sum__num__q3: 7 + shift,
    sum__num__count: 20,
    sum__num__outliers: shift ? '[40]' : [30, -5],
  });
  const queriesData = [{ colnames: [], coltypes: [], rowcount: 2, data: [row('boy', 0), row('girl', 1)] }];

  it('makes one box per group with its outliers', () => {
    const props = transformBoxPlotProps({ formData: base, queriesData });
    expect(props.boxes).toEqual([
      { name: 'boy', low: 1, q1: 3, median: 4, q3: 7, high: 10, mean: 5, count: 20, outliers: [30, -5] },
      { name: 'girl', low: 2, q1: 4, median: 5, q3: 8, high: 11, mean: 6, count: 20, outliers: [40] },
    ]);
  });

  it('names boxes by metric without dimensions', () => {
    const props = transformBoxPlotProps({ formData: { ...base, groupby: [] }, queriesData: [{ ...queriesData[0], data: [row(null, 0)] }] });
    expect(props.boxes.map((box) => box.name)).toEqual(['sum__num']);
  });

  it.each([['[1, "2", "x"]', [1, 2]], ['not json', []], [null, []], [[3], [3]]])('reads outliers %p', (value, expected) => {
    expect(readOutliers(value)).toEqual(expected);
  });

  it('draws a boxplot series and the outliers as points', () => {
    const options = boxPlotChartOptions(transformBoxPlotProps({ formData: base, queriesData }));
    const [boxes, outliers] = options.series as Array<{ type: string; data: Array<Record<string, unknown>> }>;
    expect(boxes.type).toBe('boxplot');
    expect(boxes.data[0]).toMatchObject({ low: 1, q1: 3, median: 4, q3: 7, high: 10 });
    expect(outliers.data.map((p) => [p.x, p.y])).toEqual([[0, 30], [0, -5], [1, 40]]);
  });
});
