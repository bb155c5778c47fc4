import type { QueryFormData } from '../shared/form-data';
import { buildTimeseriesQuery, migrateLegacyTimeseries, xAxisColumn } from './build-query';
import { categoriesOf, stepOf, timeseriesChartOptions } from './highcharts-options';
import { TIMESERIES_KINDS } from './kinds';
import { seriesMarkFilter, seriesName, sortSeries, stackingOf, transformTimeseriesProps } from './transform-props';

// Form data as Superset saves it for the births example's "Trends" chart.
const base: QueryFormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  adhoc_filters: [],
  time_range: 'No filter',
  row_limit: 10000,
  order_desc: true,
  rolling_type: 'None',
  comparison_type: 'values',
};
const kind = (vizType: string) => TIMESERIES_KINDS.find((k) => k.vizType === vizType)!;
const line = kind('echarts_timeseries_line');

const pivot = (aggregates: string[], columns = ['gender']) => ({
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns,
    aggregates: Object.fromEntries(aggregates.map((a) => [a, { operator: 'mean' }])),
    drop_missing_columns: true,
  },
});
const rename = { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } };
const flatten = { operation: 'flatten' };

describe('timeseries buildQuery', () => {
  it('groups by the x-axis (a BASE_AXIS column with the grain) and the dimensions, pivoting on the server', () => {
    const [query] = buildTimeseriesQuery(base);
    expect(query).toMatchObject({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
      seriesColumns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      granularity: 'ds',
      extras: { timeGrainSqla: 'P1Y' },
      rowLimit: 10000,
      postProcessing: [pivot(['sum__num']), rename, flatten],
    });
    expect(query).not.toHaveProperty('seriesLimit');
    expect(query).not.toHaveProperty('timeOffsets');
  });

  it.each([
    [
      'a rolling mean',
      { rolling_type: 'mean', rolling_periods: 7, min_periods: '2' },
      [pivot(['sum__num']), { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 2, columns: { sum__num: 'sum__num' } } }, rename, flatten],
    ],
    [
      'a cumulative sum',
      { rolling_type: 'cumsum' },
      [pivot(['sum__num']), { operation: 'cum', options: { operator: 'sum', columns: { sum__num: 'sum__num' } } }, rename, flatten],
    ],
    [
      'a time comparison shown as values',
      { time_compare: ['1 year ago'], comparison_type: 'values' },
      [pivot(['sum__num', 'sum__num__1 year ago']), rename, flatten],
    ],
    [
      'a time comparison as a percentage change',
      { time_compare: ['1 year ago'], comparison_type: 'percentage' },
      [
        pivot(['sum__num', 'sum__num__1 year ago']),
        {
          operation: 'compare',
          options: { source_columns: ['sum__num'], compare_columns: ['sum__num__1 year ago'], compare_type: 'percentage', drop_original_columns: true },
        },
        {
          operation: 'rename',
          options: { columns: { 'percentage__sum__num__sum__num__1 year ago': '1 year ago', sum__num: null }, level: 0, inplace: true },
        },
        flatten,
      ],
    ],
    [
      'a zero-filled daily resample',
      { resample_rule: '1D', resample_method: 'zerofill' },
      [pivot(['sum__num']), { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } }, rename, flatten],
    ],
    ['a row contribution', { contributionMode: 'row' }, [pivot(['sum__num']), rename, { operation: 'contribution', options: { orientation: 'row' } }, flatten]],
    [
      'a categorical x-axis sorted by a metric',
      { x_axis: 'state', groupby: [], x_axis_sort: 'sum__num', x_axis_sort_asc: false },
      [
        { operation: 'pivot', options: { index: ['state'], columns: [], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: true } },
        { operation: 'sort', options: { by: 'sum__num', ascending: false } },
        flatten,
      ],
    ],
    [
      'a categorical x-axis sorted by its labels',
      { x_axis: 'state', groupby: [], x_axis_sort: 'state' },
      [
        { operation: 'pivot', options: { index: ['state'], columns: [], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: true } },
        { operation: 'sort', options: { is_sort_index: true, ascending: true } },
        flatten,
      ],
    ],
    ['an x-axis sort with dimensions (ignored)', { x_axis_sort: 'sum__num' }, [pivot(['sum__num']), rename, flatten]],
    ['two metrics (no rename)', { metrics: ['sum__num', 'count'] }, [pivot(['sum__num', 'count']), flatten]],
    ['no dimensions (no rename)', { groupby: [] }, [pivot(['sum__num'], []), flatten]],
  ])('sends the post-processing of %s', (_name, values, postProcessing) => {
    expect(buildTimeseriesQuery({ ...base, ...values } as QueryFormData)[0].postProcessing).toEqual(postProcessing);
  });

  it('asks for the shifted metrics of a time comparison', () => {
    const [query] = buildTimeseriesQuery({ ...base, time_compare: ['1 year ago', '28 days ago', 'custom'] });
    expect(query.timeOffsets).toEqual(['1 year ago', '28 days ago']);
  });

  it.each([
    ['a series limit with dimensions', { series_limit: 5, series_limit_metric: 'count' }, { seriesLimit: 5, seriesLimitMetric: 'count', orderby: [['count', false]] }],
    ['a textual series limit', { series_limit: '10' }, { seriesLimit: 10 }],
  ])('sends %s', (_name, values, expected) => {
    expect(buildTimeseriesQuery({ ...base, ...values } as QueryFormData)[0]).toMatchObject(expected);
  });

  it('ignores a series limit without dimensions', () => {
    expect(buildTimeseriesQuery({ ...base, groupby: [], series_limit: 5 })[0]).not.toHaveProperty('seriesLimit');
  });

  it('keeps an adhoc x-axis column and omits an absent grain', () => {
    expect(xAxisColumn({ expressionType: 'SQL', sqlExpression: "date_trunc('day', ts)", label: 'day' }, undefined)).toEqual({
      expressionType: 'SQL',
      sqlExpression: "date_trunc('day', ts)",
      label: 'day',
      columnType: 'BASE_AXIS',
    });
  });

  it('migrates legacy form data: granularity becomes the x-axis, limit the series limit, stack a style', () => {
    const legacy: QueryFormData = { viz_type: 'line', datasource: '2__table', granularity_sqla: 'ds', limit: 25, timeseries_limit_metric: 'count', stack: true };
    expect(migrateLegacyTimeseries(legacy)).toMatchObject({ x_axis: 'ds', series_limit: 25, series_limit_metric: 'count', stack: 'Stack' });
    expect(migrateLegacyTimeseries({ ...legacy, x_axis: 'other' }).x_axis).toBe('other');
  });
});

describe('timeseries transformProps', () => {
  const y2000 = Date.parse('2000-01-01T00:00:00Z');
  const y2001 = Date.parse('2001-01-01T00:00:00Z');
  const wide = {
    colnames: ['ds', 'boy', 'girl', '<NULL>'],
    coltypes: [2, 0, 0, 0],
    rowcount: 2,
    data: [
      { ds: y2001, boy: 60, girl: 30, '<NULL>': null },
      { ds: y2000, boy: 50, girl: '10', '<NULL>': 1 },
    ],
  };

  it('reads one series per pivoted column, sorted by time, largest series first', () => {
    const props = transformTimeseriesProps(line, { formData: base, queriesData: [wide] });
    expect(props.series).toEqual([
      { name: 'boy', data: [[y2000, 50], [y2001, 60]], comparison: false },
      { name: 'girl', data: [[y2000, 10], [y2001, 30]], comparison: false },
      { name: '<NULL>', data: [[y2000, 1], [y2001, null]], comparison: false },
    ]);
    expect(props).toMatchObject({ xAxisType: 'datetime', showLegend: true, yAxisFormat: 'SMART_NUMBER', xAxisTimeFormat: 'smart_date', stacking: undefined });
  });

  it("names a metric's series by the metric's verbose name, keeping the key", () => {
    const single = { colnames: ['ds', 'sum__num'], coltypes: [2, 0], rowcount: 1, data: [{ ds: y2000, sum__num: 5 }] };
    const props = transformTimeseriesProps(line, { formData: { ...base, metrics: ['sum__num'] }, queriesData: [single], verboseMap: { sum__num: 'Births' } });
    expect(props.series).toEqual([{ name: 'sum__num', label: 'Births', data: [[y2000, 5]], comparison: false }]);
    expect(timeseriesChartOptions(props).series).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'sum__num', name: 'Births' })]));
  });

  it('cross-filters a point on its series dimension values from the label map, without the metric prefix', () => {
    const labelMap = { boy: ['boy'], girl: ['girl'], '<NULL>': [null] };
    const props = transformTimeseriesProps(line, { formData: { ...base, groupby: ['gender'] }, queriesData: [{ ...wide, labelMap }] });
    expect(props.markFilter).toEqual({ by: 'series', columns: ['gender'], keys: { boy: ['boy'], girl: ['girl'], '<NULL>': [null] } });
    expect(seriesMarkFilter(['gender'], [{ name: 'sum__num, boy', data: [], comparison: false }, { name: 'sum__num__1 year ago', data: [], comparison: true }], {
      'sum__num, boy': ['sum__num', 'boy'],
      'sum__num__1 year ago': ['sum__num', '1 year ago'],
    })).toEqual({ by: 'series', columns: ['gender'], keys: { 'sum__num, boy': ['boy'] } });
    expect(transformTimeseriesProps(line, { formData: { ...base, groupby: [] }, queriesData: [wide] }).markFilter).toBeNull();
  });

  it('cross-filters a point of a categorical x-axis without dimensions on its category', () => {
    const props = transformTimeseriesProps(kind('echarts_timeseries_bar'), {
      formData: { ...base, x_axis: 'state', groupby: [] },
      queriesData: [{ colnames: ['state', 'sum__num'], coltypes: [1, 0], rowcount: 2, data: [{ state: 'CA', sum__num: 5 }, { state: 'NY', sum__num: 2 }] }],
    });
    expect(props.markFilter).toEqual({ by: 'category', columns: ['state'], keys: { CA: ['CA'], NY: ['NY'] } });
  });

  it('uses a category axis for a non-temporal x-axis, keeping the server order', () => {
    const props = transformTimeseriesProps(kind('echarts_timeseries_bar'), {
      formData: { ...base, x_axis: 'state', groupby: [], orientation: 'horizontal', stack: 'Stack' },
      queriesData: [{ colnames: ['state', 'sum__num'], coltypes: [1, 0], rowcount: 2, data: [{ state: 'CA', sum__num: 5 }, { state: null, sum__num: 2 }] }],
    });
    expect(props.xAxisType).toBe('category');
    expect(props.series).toEqual([{ name: 'sum__num', data: [['CA', 5], ['<NULL>', 2]], comparison: false }]);
    expect(props).toMatchObject({ horizontal: true, stacking: 'normal' });
    expect(categoriesOf(props.series)).toEqual(['CA', '<NULL>']);
  });

  it('marks time-comparison series and shows contributions as percentages', () => {
    const props = transformTimeseriesProps(line, {
      formData: { ...base, groupby: [], time_compare: ['1 year ago'], contributionMode: 'column' },
      queriesData: [{ colnames: ['ds', 'sum__num', 'sum__num__1 year ago'], coltypes: [2, 0, 0], rowcount: 1, data: [{ ds: y2000, sum__num: 1, 'sum__num__1 year ago': 2 }] }],
    });
    expect(props.series.map((s) => [s.name, s.comparison])).toEqual([['sum__num__1 year ago', true], ['sum__num', false]]);
    expect(props.yAxisFormat).toBe(',.0%');
  });

  it.each([
    ['name', undefined, ['a', 'b', 'c']],
    ['name', false, ['c', 'b', 'a']],
    ['sum', undefined, ['b', 'c', 'a']],
    ['min', true, ['a', 'c', 'b']],
    ['max', false, ['b', 'c', 'a']],
    ['avg', true, ['a', 'c', 'b']],
  ])('sorts series by %s (ascending %s)', (type, ascending, names) => {
    const series = [
      { name: 'a', data: [[1, 1], [2, null]] as Array<[number, number | null]>, comparison: false },
      { name: 'b', data: [[1, 10], [2, 20]] as Array<[number, number | null]>, comparison: false },
      { name: 'c', data: [[1, 5], [2, 6]] as Array<[number, number | null]>, comparison: false },
    ];
    expect(sortSeries(series, type, ascending).map((s) => s.name)).toEqual(names);
  });

  it.each([
    [null, undefined],
    ['Stack', 'normal'],
    ['Stream', 'normal'],
    ['Expand', 'percent'],
    [true, 'normal'],
  ])('maps the stack style %j to Highcharts stacking %j', (stack, stacking) => {
    expect(stackingOf(stack)).toBe(stacking);
  });

  it.each([
    ['one metric, no dimensions', 'SUM(num)', [], 1, 'SUM(num)'],
    ['one metric, two dimensions', 'SUM(num)', ['boy', 'CA'], 1, 'boy, CA'],
    ['two metrics, one dimension', 'SUM(num)', ['boy'], 2, 'SUM(num), boy'],
  ])('names a series for %s', (_name, metric, values, count, expected) => {
    expect(seriesName(metric, values, count)).toBe(expected);
  });
});

describe('timeseries Highcharts options', () => {
  const y2000 = Date.parse('2000-01-01T00:00:00Z');
  const input = (vizType: string, values: Partial<QueryFormData> = {}) =>
    transformTimeseriesProps(kind(vizType), {
      formData: { ...base, viz_type: vizType, ...values } as QueryFormData,
      queriesData: [{ colnames: ['ds', 'boy'], coltypes: [2, 0], rowcount: 1, data: [{ ds: y2000, boy: 1500 }] }],
    });

  it.each([
    ['echarts_timeseries_line', {}, { type: 'line', step: undefined }],
    ['echarts_timeseries_smooth', {}, { type: 'spline' }],
    ['echarts_timeseries_step', { seriesType: 'end' }, { type: 'line', step: 'right' }],
    ['echarts_area', { stack: 'Expand', opacity: 0.5 }, { type: 'area', stacking: 'percent', fillOpacity: 0.5 }],
    ['echarts_timeseries_bar', { stack: 'Stack' }, { type: 'column', stacking: 'normal' }],
    ['echarts_timeseries_scatter', {}, { type: 'scatter', marker: { enabled: true, radius: 3, states: { hover: { enabled: true } } } }],
  ])('draws %s series', (vizType, values, expected) => {
    const options = timeseriesChartOptions(input(vizType, values));
    expect(options.series?.[0]).toMatchObject({ name: 'boy', data: [[y2000, 1500]], ...expected });
  });

  it('formats the axes, titles, bounds, log scale, zoom and legend from the form', () => {
    const options = timeseriesChartOptions(
      input('echarts_timeseries_line', {
        y_axis_format: ',d',
        x_axis_time_format: '%Y',
        x_axis_title: 'Year',
        y_axis_title: 'Births',
        y_axis_bounds: [0, '5000'],
        logAxis: true,
        zoomable: true,
        legendOrientation: 'right',
        currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
      }),
    );
    expect(options.chart).toMatchObject({ zooming: { type: 'x' } });
    expect(options.legend).toMatchObject({ enabled: true, layout: 'vertical', align: 'right' });
    expect(options.xAxis).toMatchObject({ type: 'datetime', title: { text: 'Year' } });
    expect(options.yAxis).toMatchObject({ type: 'logarithmic', min: 0, max: 5000, title: { text: 'Births' } });
    const yAxis = options.yAxis as { labels: { formatter: (context: { value: number }) => string } };
    expect(yAxis.labels.formatter({ value: 12345 })).toBe('12,345 €');
    const xAxis = options.xAxis as { labels: { formatter: (context: { value: number }) => string } };
    expect(xAxis.labels.formatter({ value: Date.parse('2001-06-01T00:00:00Z') })).toBe('2001');
  });

  it.each([
    [{}, { softMin: 0, softMax: 0 }],
    [{ truncateYAxis: true }, {}],
    [{ logAxis: true }, {}],
  ])('keeps zero on the y-axis unless truncated (%j)', (values, expected) => {
    const yAxis = timeseriesChartOptions(input('echarts_timeseries_line', values)).yAxis as Record<string, unknown>;
    expect({ softMin: yAxis.softMin, softMax: yAxis.softMax }).toEqual({ softMin: undefined, softMax: undefined, ...expected });
  });

  it.each([
    [{}, true],
    [{ rich_tooltip: false }, false],
  ])('shares the tooltip across series with a rich tooltip (%j)', (values, shared) => {
    expect(timeseriesChartOptions(input('echarts_timeseries_line', values)).tooltip).toMatchObject({ shared });
  });

  it('leaves zooming out unless asked for (Highcharts fails on chart.zooming: undefined)', () => {
    expect(timeseriesChartOptions(input('echarts_timeseries_bar')).chart).not.toHaveProperty('zooming');
  });

  it('colours series from the colour scheme, honouring label colours', () => {
    const options = timeseriesChartOptions(input('echarts_timeseries_line', { label_colors: { boy: '#0000ff' } }));
    expect(options.series?.[0]).toMatchObject({ color: '#0000ff' });
  });

  it.each([
    ['start', 'left'],
    ['middle', 'center'],
    ['end', 'right'],
    [undefined, 'left'],
  ])('steps at %s', (type, step) => {
    expect(stepOf(type)).toBe(step);
  });
});
