import type { QueryFormData } from '../shared/form-data';
import { timeseriesChartOptions } from '../timeseries/highcharts-options';
import { buildBarQuery } from './build-query';
import { transformBarProps } from './transform-props';

// As Superset saves a legacy "Genders by State" (dist_bar) chart.
const base: QueryFormData = {
  viz_type: 'dist_bar',
  datasource: '2__table',
  metrics: ['sum__num'],
  groupby: ['state'],
  columns: ['gender'],
  adhoc_filters: [],
  row_limit: 50,
  order_desc: true,
  bar_stacked: true,
  show_legend: true,
  y_axis_format: ',d',
};

describe('bar buildQuery', () => {
  it('groups by categories and breakdowns and pivots breakdowns into series', () => {
    const [query] = buildBarQuery(base);
    expect(query).toMatchObject({
      metrics: ['sum__num'],
      columns: ['state', 'gender'],
      orderby: [['sum__num', false]],
      rowLimit: 50,
      postProcessing: [
        { operation: 'pivot', options: { index: ['state'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: false } },
        { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ],
    });
  });

  it.each([
    ['two metrics keep the metric in series names', { metrics: ['sum__num', 'count'] }, ['pivot', 'flatten']],
    ['contribution shares per category', { contribution: true }, ['pivot', 'rename', 'contribution', 'flatten']],
    ['no breakdowns', { columns: [] }, ['pivot', 'flatten']],
  ])('%s', (_name, values, operations) => {
    expect(buildBarQuery({ ...base, ...values } as QueryFormData)[0].postProcessing?.map((op) => (op as { operation: string }).operation)).toEqual(operations);
  });
});

describe('bar transformProps', () => {
  const result = {
    colnames: ['state', 'boy', 'girl'],
    coltypes: [1, 0, 0],
    rowcount: 3,
    data: [
      { state: 'CA', boy: 10, girl: 20 },
      { state: 'NY', boy: 50, girl: null },
      { state: 'TX', boy: 1, girl: 2 },
    ],
  };

  it.each([
    ['largest total first', {}, ['NY', 'CA', 'TX']],
    ['by name', { order_bars: true }, ['CA', 'NY', 'TX']],
  ])('orders categories %s', (_name, values, order) => {
    const props = transformBarProps({ formData: { ...base, ...values }, queriesData: [result] });
    expect(props.series[0].data.map(([x]) => x)).toEqual(order);
  });

  it('draws stacked columns per category', () => {
    const props = transformBarProps({ formData: base, queriesData: [result] });
    expect(props.series.map((s) => s.name)).toEqual(['boy', 'girl']);
    const options = timeseriesChartOptions(props);
    expect(options.xAxis).toMatchObject({ type: 'category', categories: ['NY', 'CA', 'TX'] });
    expect(options.series?.[1]).toMatchObject({ type: 'column', stacking: 'normal', data: [[0, null], [1, 20], [2, 2]] });
  });

  it('cross-filters a bar on its category', () => {
    expect(transformBarProps({ formData: base, queriesData: [result] }).markFilter).toEqual({ by: 'category', columns: ['state'], keys: { CA: ['CA'], NY: ['NY'], TX: ['TX'] } });
  });
});
