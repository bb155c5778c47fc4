import type { QueryFormData } from '../shared/form-data';
import { buildRadarQuery } from './build-query';
import { radarChartOptions } from './highcharts-options';
import { transformRadarProps } from './transform-props';

const base: QueryFormData = { viz_type: 'radar', datasource: '1__table', groupby: ['deal_size'], metrics: ['sum__sales', 'count'], row_limit: 10 };
const queriesData = [
  {
    colnames: ['deal_size', 'sum__sales', 'count'],
    coltypes: [1, 0, 0],
    rowcount: 2,
    data: [{ deal_size: 'Large', sum__sales: 1000, count: 10 }, { deal_size: 'Small', sum__sales: 250, count: 40 }],
  },
];

describe('radar buildQuery', () => {
  it('orders by the first metric, or by the sort-by metric', () => {
    expect(buildRadarQuery(base)[0]).toMatchObject({ metrics: ['sum__sales', 'count'], columns: ['deal_size'], orderby: [['sum__sales', false]] });
    expect(buildRadarQuery({ ...base, timeseries_limit_metric: 'count', order_desc: false })[0].orderby).toEqual([['count', true]]);
  });
});

describe('radar transformProps', () => {
  it('scales each spoke by its own maximum', () => {
    const props = transformRadarProps({ formData: base, queriesData });
    expect(props.spokeMax).toEqual([1000, 40]);
    const series = radarChartOptions(props).series as Array<{ name: string; data: number[] }>;
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Large', [1, 0.25]],
      ['Small', [0.25, 1]],
    ]);
  });

  it('uses a configured spoke maximum', () => {
    const props = transformRadarProps({ formData: { ...base, column_config: { count: { radarMetricMaxValue: 100 } } }, queriesData });
    expect(props.spokeMax).toEqual([1000, 100]);
  });

  it('draws polygons unless a circle is asked for', () => {
    const props = transformRadarProps({ formData: base, queriesData });
    expect(radarChartOptions(props).yAxis).toMatchObject({ gridLineInterpolation: 'polygon' });
    expect(radarChartOptions({ ...props, isCircle: true }).yAxis).toMatchObject({ gridLineInterpolation: 'circle' });
    expect(radarChartOptions(props).chart).toMatchObject({ polar: true });
  });
});
