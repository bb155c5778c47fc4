import type { QueryFormData } from '../shared/form-data';
import { buildBubbleQuery, migrateBubbleFormData } from './build-query';
import { bubbleChartOptions } from './highcharts-options';
import { transformBubbleProps } from './transform-props';

const base: QueryFormData = {
  viz_type: 'bubble_v2',
  datasource: '1__table',
  entity: 'country_name',
  series: 'region',
  x: 'avg__SP_DYN_LE00_IN',
  y: 'sum__SP_RUR_TOTL_ZS',
  size: 'sum__SP_POP_TOTL',
  row_limit: 50,
};

describe('bubble buildQuery', () => {
  it('queries x, y and size per entity and series, largest bubbles first', () => {
    expect(buildBubbleQuery(base)[0]).toMatchObject({
      metrics: ['avg__SP_DYN_LE00_IN', 'sum__SP_RUR_TOTL_ZS', 'sum__SP_POP_TOTL'],
      columns: ['country_name', 'region'],
      orderby: [['sum__SP_POP_TOTL', false]],
      rowLimit: 50,
    });
    expect(buildBubbleQuery({ ...base, series: undefined, order_desc: false })[0]).toMatchObject({
      columns: ['country_name'],
      orderby: [['sum__SP_POP_TOTL', true]],
    });
  });

  it('migrates the legacy bubble keys', () => {
    expect(migrateBubbleFormData({ ...base, row_limit: undefined, viz_type: 'bubble', x_log_scale: true, limit: '20' })).toMatchObject({ logXAxis: true, row_limit: 20 });
  });
});

describe('bubble transformProps', () => {
  const data = [
    { country_name: 'China', region: 'East Asia', avg__SP_DYN_LE00_IN: 75, sum__SP_RUR_TOTL_ZS: 45, sum__SP_POP_TOTL: 1364 },
    { country_name: 'India', region: 'South Asia', avg__SP_DYN_LE00_IN: 68, sum__SP_RUR_TOTL_ZS: 67, sum__SP_POP_TOTL: '1295' },
    { country_name: 'Japan', region: 'East Asia', avg__SP_DYN_LE00_IN: 83, sum__SP_RUR_TOTL_ZS: 7, sum__SP_POP_TOTL: 127 },
    { country_name: 'Nowhere', region: 'East Asia', avg__SP_DYN_LE00_IN: null, sum__SP_RUR_TOTL_ZS: 7, sum__SP_POP_TOTL: 1 },
  ];
  const queriesData = [{ colnames: [], coltypes: [], rowcount: 4, data }];

  it('groups bubbles into series by the dimension, skipping incomplete rows', () => {
    const props = transformBubbleProps({ formData: base, queriesData });
    expect(props.series).toEqual([
      { name: 'East Asia', data: [{ name: 'China', x: 75, y: 45, z: 1364 }, { name: 'Japan', x: 83, y: 7, z: 127 }] },
      { name: 'South Asia', data: [{ name: 'India', x: 68, y: 67, z: 1295 }] },
    ]);
  });

  it('makes each entity its own series without a dimension', () => {
    const props = transformBubbleProps({ formData: { ...base, series: undefined }, queriesData });
    expect(props.series.map((s) => s.name)).toEqual(['China', 'India', 'Japan']);
  });

  it('sizes bubbles by diameter from the max radius and sets log axes', () => {
    const options = bubbleChartOptions(transformBubbleProps({ formData: { ...base, max_bubble_size: '50', logXAxis: true }, queriesData }));
    expect(options.plotOptions?.bubble).toMatchObject({ maxSize: 100 });
    expect(options.xAxis).toMatchObject({ type: 'logarithmic' });
    expect(options.yAxis).toMatchObject({ type: 'linear' });
  });
});
