import type { QueryFormData } from '../shared/form-data';
import { buildPieQuery } from './build-query';
import { pieChartOptions } from './highcharts-options';
import { pieLabel, transformPieProps } from './transform-props';

const base: QueryFormData = { viz_type: 'pie', datasource: '1__table', groupby: ['gender'], metric: 'sum__num', row_limit: 100 };

describe('pie buildQuery', () => {
  it('queries one metric by the dimensions, largest first', () => {
    expect(buildPieQuery(base)[0]).toMatchObject({
      columns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      rowLimit: 100,
    });
  });

  it('does not sort when sort_by_metric is off', () => {
    expect(buildPieQuery({ ...base, sort_by_metric: false })[0].orderby).toEqual([]);
  });
});

describe('pie transformProps', () => {
  it('makes one slice per row, skipping empty and negative values', () => {
    const props = transformPieProps({
      formData: { ...base, groupby: ['gender', 'state'], donut: true, label_type: 'key_percent' },
      queriesData: [
        {
          colnames: ['gender', 'state', 'sum__num'],
          coltypes: [1, 1, 0],
          rowcount: 4,
          data: [
            { gender: 'boy', state: 'CA', sum__num: 30 },
            { gender: null, state: 'NY', sum__num: '10' },
            { gender: 'girl', state: 'TX', sum__num: null },
            { gender: 'girl', state: 'WA', sum__num: -1 },
          ],
        },
      ],
    });
    expect(props).toEqual({
      metricLabel: 'sum__num',
      slices: [
        { name: 'boy, CA', y: 30 },
        { name: '<NULL>, NY', y: 10 },
      ],
      donut: true,
      showLegend: true,
      showLabels: true,
      labelType: 'key_percent',
      numberFormat: 'SMART_NUMBER',
    });
  });

  it('falls back to the key label type for an unknown one', () => {
    const props = transformPieProps({ formData: { ...base, label_type: 'fancy' }, queriesData: [] });
    expect(props.labelType).toBe('key');
    expect(props.slices).toEqual([]);
  });

  it.each([
    ['key', 'boy'],
    ['value', '1.5k'],
    ['percent', '25.00%'],
    ['key_value', 'boy: 1.5k'],
    ['key_percent', 'boy: 25.00%'],
    ['key_value_percent', 'boy: 1.5k (25.00%)'],
    ['value_percent', '1.5k (25.00%)'],
  ] as const)('labels a slice with %s', (labelType, text) => {
    expect(pieLabel(labelType, { name: 'boy', y: 1500 }, 0.25, 'SMART_NUMBER')).toBe(text);
  });

  it('builds a donut with the slices', () => {
    const options = pieChartOptions({
      metricLabel: 'sum__num',
      slices: [{ name: 'boy', y: 3 }],
      donut: true,
      showLegend: true,
      showLabels: false,
      labelType: 'key',
      numberFormat: 'SMART_NUMBER',
    });
    expect(options.plotOptions?.pie).toMatchObject({ innerSize: '50%', showInLegend: true, dataLabels: { enabled: false } });
    expect(options.series).toEqual([{ type: 'pie', name: 'sum__num', data: [{ name: 'boy', y: 3 }] }]);
  });
});
