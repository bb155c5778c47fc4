import type { QueryFormData } from '../shared/form-data';
import { buildTimeseriesQuery, migrateLegacyLine, xAxisColumn } from './build-query';
import { lineChartOptions } from './highcharts-options';
import { seriesName, transformTimeseriesLineProps } from './transform-props';

const base: QueryFormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  time_range: 'No filter',
  row_limit: 10000,
  order_desc: true,
};

describe('timeseries line buildQuery', () => {
  it('puts the x-axis first as a BASE_AXIS column with the time grain, then the dimensions', () => {
    const [query] = buildTimeseriesQuery(base);
    expect(query).toMatchObject({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
      seriesColumns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      timeRange: 'No filter',
      granularity: 'ds',
      extras: { timeGrainSqla: 'P1Y' },
      rowLimit: 10000,
    });
    expect(query).not.toHaveProperty('seriesLimit');
  });

  it('keeps an adhoc x-axis column and omits an absent grain', () => {
    expect(xAxisColumn({ expressionType: 'SQL', sqlExpression: "date_trunc('day', ts)", label: 'day' }, undefined)).toEqual({
      expressionType: 'SQL',
      sqlExpression: "date_trunc('day', ts)",
      label: 'day',
      columnType: 'BASE_AXIS',
    });
  });

  it.each([
    ['a series limit with dimensions', { series_limit: 5, series_limit_metric: 'count' }, { seriesLimit: 5, seriesLimitMetric: 'count' }],
    ['a textual series limit', { series_limit: '10' }, { seriesLimit: 10 }],
  ])('sends %s', (_name, values, expected) => {
    expect(buildTimeseriesQuery({ ...base, ...values } as QueryFormData)[0]).toMatchObject(expected);
  });

  it('ignores a series limit without dimensions', () => {
    expect(buildTimeseriesQuery({ ...base, groupby: [], series_limit: 5 })[0]).not.toHaveProperty('seriesLimit');
  });

  it('migrates legacy line form data: granularity becomes the x-axis, limit the series limit', () => {
    const legacy: QueryFormData = {
      viz_type: 'line',
      datasource: '2__table',
      granularity_sqla: 'ds',
      limit: 25,
      timeseries_limit_metric: 'count',
    };
    expect(migrateLegacyLine(legacy)).toMatchObject({ x_axis: 'ds', series_limit: 25, series_limit_metric: 'count' });
    expect(migrateLegacyLine({ ...legacy, x_axis: 'other' }).x_axis).toBe('other');
  });
});

describe('timeseries line transformProps', () => {
  const y2000 = Date.parse('2000-01-01T00:00:00Z');
  const y2001 = Date.parse('2001-01-01T00:00:00Z');

  it('pivots long rows into one series per dimension value, sorted by time, largest series first', () => {
    const props = transformTimeseriesLineProps({
      formData: base,
      queriesData: [
        {
          colnames: ['ds', 'gender', 'sum__num'],
          coltypes: [2, 1, 0],
          rowcount: 4,
          data: [
            { ds: y2001, gender: 'girl', sum__num: 30 },
            { ds: y2000, gender: 'girl', sum__num: 10 },
            { ds: y2000, gender: 'boy', sum__num: 50 },
            { ds: y2001, gender: null, sum__num: null },
          ],
        },
      ],
    });
    expect(props.series).toEqual([
      { name: 'boy', data: [[y2000, 50]] },
      { name: 'girl', data: [[y2000, 10], [y2001, 30]] },
      { name: '<NULL>', data: [[y2001, null]] },
    ]);
    expect(props).toMatchObject({ showLegend: true, yAxisFormat: 'SMART_NUMBER', xAxisTimeFormat: 'smart_date' });
  });

  it('names series by metric without dimensions, and reads ISO timestamps', () => {
    const props = transformTimeseriesLineProps({
      formData: { ...base, groupby: [], metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }] },
      queriesData: [
        {
          colnames: ['ds', 'count', 'total'],
          coltypes: [2, 0, 0],
          rowcount: 1,
          data: [{ ds: '2000-01-01 00:00:00', count: 3, total: '7' }, { ds: 'garbage', count: 1, total: 1 }],
        },
      ],
    });
    expect(props.series).toEqual([
      { name: 'total', data: [[y2000, 7]] },
      { name: 'count', data: [[y2000, 3]] },
    ]);
  });

  it.each([
    ['one metric, no dimensions', 'SUM(num)', [], 1, 'SUM(num)'],
    ['one metric, two dimensions', 'SUM(num)', ['boy', 'CA'], 1, 'boy, CA'],
    ['two metrics, one dimension', 'SUM(num)', ['boy'], 2, 'SUM(num), boy'],
  ])('names a series for %s', (_name, metric, values, count, expected) => {
    expect(seriesName(metric, values, count)).toBe(expected);
  });

  it('builds a datetime Highcharts line chart with the y-axis format', () => {
    const options = lineChartOptions({
      series: [{ name: 'boy', data: [[y2000, 1500]] }],
      showLegend: false,
      yAxisFormat: ',d',
      xAxisTimeFormat: '%Y',
      xAxisTitle: 'Year',
      yAxisTitle: '',
    });
    expect(options.xAxis).toMatchObject({ type: 'datetime', title: { text: 'Year' } });
    expect(options.legend).toEqual({ enabled: false });
    expect(options.series).toEqual([{ type: 'line', name: 'boy', data: [[y2000, 1500]] }]);
    const yAxis = options.yAxis as { labels: { formatter: (context: { value: number }) => string } };
    expect(yAxis.labels.formatter({ value: 12345 })).toBe('12,345');
    const xAxis = options.xAxis as { labels: { formatter: (context: { value: number }) => string } };
    expect(xAxis.labels.formatter({ value: y2001 })).toBe('2001');
  });
});
