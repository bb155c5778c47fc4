import type { QueryFormData } from '../shared/form-data';
import { buildBigNumberQuery, buildBigNumberTotalQuery } from './build-query';
import { trendlineOptions } from './highcharts-options';
import { fitFontSize } from './layout';
import { transformBigNumberProps, transformBigNumberTotalProps } from './transform-props';

// As Superset saves the births example's "Participants" (big_number) chart.
const base: QueryFormData = {
  viz_type: 'big_number',
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metric: 'sum__num',
  adhoc_filters: [],
  time_range: '100 years ago : now',
  compare_lag: '1',
  compare_suffix: 'over last year',
  show_trend_line: true,
  start_y_axis_at_zero: true,
  y_axis_format: '.3s',
  header_font_size: 0.4,
  subheader_font_size: 0.15,
};
const at = (year: number) => Date.parse(`${year}-01-01T00:00:00Z`);

describe('big number buildQuery', () => {
  it('queries the metric over the bucketed x-axis, oldest first, pivoted for the rolling window', () => {
    const [query] = buildBigNumberQuery({ ...base, rolling_type: 'mean', rolling_periods: 3 });
    expect(query).toMatchObject({
      metrics: ['sum__num'],
      columns: [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
      orderby: [['ds', true]],
      timeRange: '100 years ago : now',
      postProcessing: [
        { operation: 'pivot', options: { index: ['ds'], columns: [], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: true } },
        { operation: 'rolling', options: { rolling_type: 'mean', window: 3, min_periods: 0, columns: { sum__num: 'sum__num' } } },
        { operation: 'flatten' },
      ],
    });
  });

  it('queries the total without columns', () => {
    const [query] = buildBigNumberTotalQuery({ viz_type: 'big_number_total', datasource: '2__table', metric: 'count', adhoc_filters: [] });
    expect(query).toMatchObject({ metrics: ['count'], columns: [], orderby: [] });
  });
});

describe('big number transformProps', () => {
  const rows = (values: Array<[number, number | null]>) => [
    { colnames: ['ds', 'sum__num'], coltypes: [2, 0], rowcount: values.length, data: values.map(([ds, v]) => ({ ds, sum__num: v })) },
  ];

  it.each([
    ['a rise', [[at(2000), 100], [at(2001), 150]], '150', '+50.0% over last year', 0.5, false],
    ['a fall', [[at(2001), 50], [at(2000), 100]], '50.0', '−50.0% over last year', -0.5, false],
    ['a zero comparison', [[at(2000), 0], [at(2001), 10]], '10.0', '+0.0% over last year', 0, false],
    ['a missing latest value', [[at(2000), 80], [at(2001), 100], [at(2002), null]], '100', '+25.0% over last year', 0.25, true],
    ['no earlier period', [[at(2001), 100]], '100', '', null, false],
  ] as const)('shows the latest value and the change for %s', (_name, values, header, subheader, change, notUpToDate) => {
    const props = transformBigNumberProps({ formData: base, queriesData: rows(values as unknown as Array<[number, number | null]>) });
    expect(props).toMatchObject({ headerText: header, subheaderText: subheader, percentChange: change, notUpToDate });
  });

  it('keeps the trend line ascending and honours the options', () => {
    const props = transformBigNumberProps({
      formData: { ...base, show_timestamp: true, color_picker: { r: 1, g: 2, b: 3, a: 0.5 }, compare_lag: 0 },
      queriesData: rows([[at(2001), 2], [at(2000), 1]]),
    });
    expect(props.trendline).toEqual([[at(2000), 1], [at(2001), 2]]);
    expect(props).toMatchObject({ timestampText: '2001', color: 'rgba(1, 2, 3, 0.5)', subheaderText: '', percentChange: null });
    expect(transformBigNumberProps({ formData: { ...base, show_trend_line: false }, queriesData: rows([]) })).toMatchObject({
      trendline: null,
      headerText: 'N/A',
    });
  });

  it('draws the trend line without axes, starting at zero', () => {
    const props = transformBigNumberProps({ formData: base, queriesData: rows([[at(2000), 1]]) });
    const options = trendlineOptions(props);
    expect(options.yAxis).toMatchObject({ visible: false, min: 0 });
    expect(options.series).toEqual([{ type: 'area', name: 'sum__num', color: '#20a7c9', data: [[at(2000), 1]] }]);
  });

  it.each([
    [{ y_axis_format: ',d' }, 1234567, '1,234,567'],
    [{ y_axis_format: ',.2f', currency_format: { symbol: 'USD', symbolPosition: 'prefix' } }, 12.5, '$ 12.50'],
    [{}, 1234567, '1.23M'],
  ])('formats the total with %j', (values, value, text) => {
    const props = transformBigNumberTotalProps({
      formData: { viz_type: 'big_number_total', datasource: '2__table', metric: 'count', subheader: 'births', ...values },
      queriesData: [{ colnames: ['count'], coltypes: [0], rowcount: 1, data: [{ count: value }] }],
    });
    expect(props).toMatchObject({ headerText: text, subheaderText: 'births', trendline: null });
  });
});

describe('big number layout', () => {
  it.each([
    [0.4, '598k', 'min(40cqh, 40.32cqw)'],
    [0.4, '33,387,605', 'min(40cqh, 16.13cqw)'],
    [0.15, '', 'min(15cqh, 161.29cqw)'],
  ])('sizes %d of the height for %j, never wider than the chart', (share, text, size) => {
    expect(fitFontSize(share, text)).toBe(size);
  });
});
