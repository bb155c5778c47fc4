import { validateControls } from '../shared/control-panel';
import type { QueryFormData } from '../shared/form-data';
import { buildMixedTimeseriesQuery, queryAFormData, queryBFormData } from './build-query';
import { mixedTimeseriesControlPanel } from './control-panel';
import { mixedTimeseriesOptions } from './highcharts-options';
import { seriesStyle, transformMixedTimeseriesProps } from './transform-props';

// As Superset saves the births example's "Average and Sum Trends".
const base: QueryFormData = {
  viz_type: 'mixed_timeseries',
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'num' }, label: 'AVG(num)' }],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  metrics_b: ['sum__num'],
  groupby_b: ['gender'],
  adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
  limit_b: 5,
  row_limit_b: 1000,
  seriesType: 'line',
  seriesTypeB: 'bar',
  yAxisIndex: 0,
  yAxisIndexB: 1,
  y_axis_format: ',.1f',
  y_axis_format_secondary: '.3s',
};
const y2000 = Date.parse('2000-01-01T00:00:00Z');

describe('mixed timeseries buildQuery', () => {
  it('splits the form into query A and query B', () => {
    expect(queryAFormData(base)).not.toHaveProperty('metrics_b');
    expect(queryBFormData(base)).toMatchObject({ metrics: ['sum__num'], groupby: ['gender'], series_limit: 5, row_limit: 1000, x_axis: 'ds' });
  });

  it('sends two timeseries queries with their own metrics, dimensions, filters and limits', () => {
    const [a, b] = buildMixedTimeseriesQuery(base);
    expect(a).toMatchObject({ metrics: [base.metrics![0]], columns: [{ sqlExpression: 'ds', timeGrain: 'P1Y' }], rowLimit: 10000 });
    expect(a.extras).not.toHaveProperty('where');
    expect(b).toMatchObject({
      metrics: ['sum__num'],
      columns: [{ sqlExpression: 'ds', timeGrain: 'P1Y' }, 'gender'],
      seriesLimit: 5,
      rowLimit: 1000,
      extras: { where: "(state = 'CA')", timeGrainSqla: 'P1Y' },
    });
    expect(b.postProcessing?.[0]).toMatchObject({ operation: 'pivot', options: { columns: ['gender'] } });
  });

  it('validates both queries', () => {
    const messages = validateControls(mixedTimeseriesControlPanel, { ...base, metrics_b: [] });
    expect(messages).toEqual([{ name: 'metrics_b', label: 'Metrics', message: 'cannot be empty' }]);
  });
});

describe('mixed timeseries transformProps', () => {
  const props = transformMixedTimeseriesProps({
    formData: base,
    queriesData: [
      { colnames: ['ds', 'AVG(num)'], coltypes: [2, 0], rowcount: 1, data: [{ ds: y2000, 'AVG(num)': 12.25 }] },
      { colnames: ['ds', 'boy', 'AVG(num)'], coltypes: [2, 0, 0], rowcount: 1, data: [{ ds: y2000, boy: 5000, 'AVG(num)': 1 }] },
    ],
  });

  it('puts query A on the primary axis and query B on the secondary, naming clashes by query', () => {
    expect(props.series.map((s) => [s.name, s.style.type, s.style.yAxis])).toEqual([
      ['AVG(num)', 'line', 0],
      ['boy', 'column', 1],
      ['AVG(num) (Query B)', 'column', 1],
    ]);
    expect(props.secondaryUsed).toBe(true);
  });

  it('draws two y-axes, each with its own format', () => {
    const options = mixedTimeseriesOptions(props);
    const axes = options.yAxis as Array<{ opposite: boolean; labels: { formatter: (c: { value: number }) => string } }>;
    expect(axes.map((axis) => axis.opposite)).toEqual([false, true]);
    expect(axes[0].labels.formatter({ value: 1234.5 })).toBe('1,234.5');
    expect(axes[1].labels.formatter({ value: 1234.5 })).toBe('1.23k');
    expect(options.series?.map((s) => [(s as { type: string }).type, (s as { yAxis?: number }).yAxis])).toEqual([['line', 0], ['column', 1], ['column', 1]]);
  });

  it('asks for annotation layers in query A only and draws them as the timeseries charts do', () => {
    const layers = [
      { name: 'Launches', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
      { name: 'Last year', annotationType: 'TIME_SERIES', sourceType: 'line', value: 7, show: true, style: 'dashed', overrides: {} },
    ];
    const [a, b] = buildMixedTimeseriesQuery({ ...base, annotation_layers: layers });
    expect(a.annotationLayers).toEqual(layers);
    expect(b.annotationLayers).toBeUndefined();
    const annotationData = {
      Launches: { columns: ['start_dttm'], records: [{ start_dttm: y2000 }] },
      'Last year': { columns: ['ds', 'sum__num'], records: [{ ds: y2000, sum__num: 9 }] },
    };
    const withLayers = transformMixedTimeseriesProps({
      formData: { ...base, annotation_layers: layers },
      queriesData: [
        { colnames: ['ds', 'AVG(num)'], coltypes: [2, 0], rowcount: 1, data: [{ ds: y2000, 'AVG(num)': 12.25 }], annotationData },
        { colnames: ['ds', 'boy'], coltypes: [2, 0], rowcount: 1, data: [{ ds: y2000, boy: 5000 }] },
      ],
    });
    const options = mixedTimeseriesOptions(withLayers);
    expect((options.xAxis as { plotLines: Array<{ value: number }> }).plotLines.map((line) => line.value)).toEqual([y2000]);
    expect(options.series?.map((s) => s.name)).toEqual(['AVG(num)', 'boy', 'Last year']);
    expect(options.series?.[2]).toMatchObject({ type: 'line', dashStyle: 'Dash', data: [[y2000, 9]], className: 'annotation-series' });
  });

  it.each([
    ['line', {}, { type: 'line', step: false }],
    ['smooth', { area: true }, { type: 'area' }],
    ['end', {}, { type: 'line', step: 'right' }],
    ['scatter', {}, { type: 'scatter', markers: true }],
    ['bar', { stack: true, yAxis: 1 }, { type: 'column', stacking: 'normal', yAxis: 1 }],
  ])('styles the series type %s', (type, options, expected) => {
    expect(seriesStyle(type, { stack: null, area: false, markers: false, markerSize: 6, opacity: 0.2, showValue: false, yAxis: 0, ...options }, 'A')).toMatchObject(expected);
  });
});
