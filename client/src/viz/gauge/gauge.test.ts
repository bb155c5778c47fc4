import type { QueryFormData } from '../shared/form-data';
import { buildGaugeQuery } from './build-query';
import { gaugeChartOptions } from './highcharts-options';
import { applyValueTemplate, niceMax, readIntervals, toPaneAngle, transformGaugeProps } from './transform-props';

const base: QueryFormData = { viz_type: 'gauge_chart', datasource: '1__table', groupby: [], metric: 'sum__num' };
const queriesData = (rows: Array<Record<string, unknown>>) => [{ colnames: [], coltypes: [], rowcount: rows.length, data: rows }];

describe('gauge buildQuery', () => {
  it('queries the metric per group', () => {
    expect(buildGaugeQuery({ ...base, groupby: ['gender'] })[0]).toMatchObject({ metrics: ['sum__num'], columns: ['gender'], orderby: [['sum__num', false]] });
  });
});

describe('gauge transformProps', () => {
  it.each([[73, 100], [120, 200], [4, 5], [0, 1], [1000, 1000]])('rounds the maximum of %d up to %d', (value, max) => {
    expect(niceMax(value)).toBe(max);
  });

  it.each([[225, -135], [-45, 135], [180, -90]])('turns the ECharts angle %d into the pane angle %d', (angle, pane) => {
    expect(toPaneAngle(angle)).toBe(pane);
  });

  it('reads intervals with 1-based colour picks', () => {
    expect(readIntervals('20, 50,100', '2,1')).toEqual([[20, 1], [50, 0], [100, 2]]);
    expect(readIntervals('a,b', '')).toEqual([]);
    expect(readIntervals('', '1')).toEqual([]);
  });

  it.each([['{value} km', '5 km'], ['%', '5%'], ['~{value}~{value}', '~5~5']])('places the value in %p', (template, text) => {
    expect(applyValueTemplate(template, '5')).toBe(text);
  });

  it('takes the scale from the form or the data', () => {
    const props = transformGaugeProps({ formData: base, queriesData: queriesData([{ sum__num: 730 }]) });
    expect(props).toMatchObject({ values: [{ name: 'sum__num', value: 730 }], min: 0, max: 1000, startAngle: -135, endAngle: 135, showProgress: true });
    expect(transformGaugeProps({ formData: { ...base, min_val: '100', max_val: 900 }, queriesData: queriesData([{ sum__num: 730 }]) })).toMatchObject({ min: 100, max: 900 });
  });

  it('draws a dial per group with progress bands and intervals', () => {
    const props = transformGaugeProps({
      formData: { ...base, groupby: ['gender'], max_val: 100, intervals: '50,100', interval_color_indices: '1,2' },
      queriesData: queriesData([{ gender: 'boy', sum__num: 60 }, { gender: 'girl', sum__num: 40 }]),
    });
    const options = gaugeChartOptions(props);
    const yAxis = options.yAxis as { plotBands: Array<{ from: number; to: number }>; max: number };
    expect(yAxis.max).toBe(100);
    expect(yAxis.plotBands.map((band) => [band.from, band.to])).toEqual([[0, 50], [50, 100], [0, 60], [0, 40]]);
    expect((options.series as Array<{ data: Array<{ name: string; y: number }> }>)[0].data.map((p) => [p.name, p.y])).toEqual([['boy', 60], ['girl', 40]]);
  });
});
