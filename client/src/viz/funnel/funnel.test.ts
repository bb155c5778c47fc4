import type { QueryFormData } from '../shared/form-data';
import { buildFunnelQuery } from './build-query';
import { funnelChartOptions } from './highcharts-options';
import { stagePercents, transformFunnelProps } from './transform-props';

const base: QueryFormData = { viz_type: 'funnel', datasource: '1__table', groupby: ['status'], metric: 'count', row_limit: 10 };
const queriesData = [
  {
    colnames: ['status', 'count'],
    coltypes: [1, 0],
    rowcount: 3,
    data: [{ status: 'Visited', count: 100 }, { status: 'Signed up', count: '40' }, { status: 'Paid', count: 10 }, { status: 'Lost', count: null }],
  },
];

describe('funnel buildQuery', () => {
  it('queries one metric per stage, widest first', () => {
    expect(buildFunnelQuery(base)[0]).toMatchObject({ metrics: ['count'], columns: ['status'], orderby: [['count', false]], rowLimit: 10 });
  });
});

describe('funnel transformProps', () => {
  it.each([
    ['first_step', [1, 0.4, 0.1]],
    ['prev_step', [1, 0.4, 0.25]],
    ['total', [100 / 150, 40 / 150, 10 / 150]],
  ])('computes %s percentages', (type, expected) => {
    expect(stagePercents([100, 40, 10], type)).toEqual(expected);
  });

  it('makes a stage per row, skipping empty values', () => {
    const props = transformFunnelProps({ formData: { ...base, label_type: 'key_percent' }, queriesData });
    expect(props.stages).toEqual([
      { name: 'Visited', y: 100, percent: 1 },
      { name: 'Signed up', y: 40, percent: 0.4 },
      { name: 'Paid', y: 10, percent: 0.1 },
    ]);
    const options = funnelChartOptions(props);
    const formatter = (options.plotOptions?.funnel?.dataLabels as { formatter: (this: unknown) => unknown }).formatter;
    expect(formatter.call({ name: 'Signed up' })).toBe('Signed up: 40.00%');
  });
});
