import type { QueryFormData } from '../shared/form-data';
import { buildSunburstQuery, migrateSunburstFormData } from './build-query';
import { sunburstChartOptions } from './highcharts-options';
import { transformSunburstProps } from './transform-props';

const base: QueryFormData = { viz_type: 'sunburst_v2', datasource: '1__table', columns: ['region', 'country'], metric: 'sum__pop' };
const data = [
  { region: 'Asia', country: 'China', sum__pop: 10, sum__rural: 5 },
  { region: 'Asia', country: 'India', sum__pop: 8, sum__rural: 6 },
  { region: 'Europe', country: 'France', sum__pop: 2, sum__rural: 0.5 },
];
const queriesData = [{ colnames: ['region', 'country', 'sum__pop', 'sum__rural'], coltypes: [1, 1, 0, 0], rowcount: 3, data }];

describe('sunburst buildQuery', () => {
  it('queries the metric and the colour metric per path', () => {
    expect(buildSunburstQuery({ ...base, secondary_metric: 'sum__rural' })[0]).toMatchObject({
      metrics: ['sum__pop', 'sum__rural'],
      columns: ['region', 'country'],
      orderby: [['sum__pop', false]],
    });
    expect(buildSunburstQuery({ ...base, secondary_metric: 'sum__pop' })[0].metrics).toEqual(['sum__pop']);
  });

  it('reads the legacy groupby hierarchy', () => {
    expect(migrateSunburstFormData({ viz_type: 'sunburst', datasource: '1__table', groupby: ['a', 'b'] }).columns).toEqual(['a', 'b']);
  });
});

describe('sunburst transformProps', () => {
  it('builds the rings under one root and totals the top level', () => {
    const props = transformSunburstProps({ formData: base, queriesData });
    expect(props.total).toBe(20);
    const series = (sunburstChartOptions(props).series as Array<{ data: Array<Record<string, unknown>> }>)[0];
    expect(series.data).toHaveLength(6);
    expect(series.data[1]).toMatchObject({ id: '["Asia"]', name: 'Asia' });
    expect(series.data[2]).toMatchObject({ parent: '["Asia"]', value: 10 });
  });

  it('colours by the secondary/primary ratio on the linear scheme', () => {
    const props = transformSunburstProps({ formData: { ...base, secondary_metric: 'sum__rural', linear_color_scheme: 'blue_white_yellow' }, queriesData });
    expect(props.secondaryMetricLabel).toBe('sum__rural');
    const series = (sunburstChartOptions(props).series as Array<{ data: Array<{ name: string; color?: string }> }>)[0];
    const colorOf = (name: string) => series.data.find((d) => d.name === name)?.color;
    // India has the highest ratio (0.75), France the lowest (0.25): the two ends of the ramp.
    expect(colorOf('India')).not.toBe(colorOf('France'));
  });

  it('hides labels of arcs under the threshold', () => {
    const props = transformSunburstProps({ formData: { ...base, show_labels_threshold: 15 }, queriesData });
    const series = (sunburstChartOptions(props).series as Array<{ dataLabels: { formatter: (this: unknown) => unknown } }>)[0];
    expect(series.dataLabels.formatter.call({ id: '["Europe"]' })).toBeNull();
    expect(series.dataLabels.formatter.call({ id: '["Asia"]' })).toBe('Asia');
  });
});
