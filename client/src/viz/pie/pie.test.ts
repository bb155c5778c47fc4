import type { QueryFormData } from '../shared/form-data';
import { buildPieQuery } from './build-query';
import { pieChartOptions } from './highcharts-options';
import { pieLabel, transformPieProps, type PieChartProps } from './transform-props';

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
      dimensions: ['gender', 'state'],
      slices: [
        { name: 'boy, CA', y: 30, keys: ['boy', 'CA'] },
        { name: '<NULL>, NY', y: 10, keys: [null, 'NY'] },
      ],
      donut: true,
      innerRadius: 30,
      outerRadius: 70,
      showLegend: true,
      legendOrientation: 'top',
      showLabels: true,
      labelsOutside: true,
      labelLine: false,
      labelThreshold: 5,
      showTotal: false,
      labelType: 'key_percent',
      numberFormat: 'SMART_NUMBER',
      currency: null,
      colorScheme: null,
      labelColors: null,
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

  const props = (values: Partial<PieChartProps> = {}): PieChartProps => ({
    ...transformPieProps({ formData: base, queriesData: [] }),
    slices: [{ name: 'boy', y: 3 }, { name: 'girl', y: 97 }],
    ...values,
  });

  it('builds a donut with the slices, radii from the form, colours from the scheme', () => {
    const options = pieChartOptions(props({ donut: true, innerRadius: 35, outerRadius: 70, showLabels: false }));
    expect(options.plotOptions?.pie).toMatchObject({ innerSize: '50%', size: '91%', showInLegend: true, dataLabels: { enabled: false } });
    expect(options.series).toEqual([
      {
        type: 'pie',
        name: 'sum__num',
        data: [
          { name: 'boy', y: 3, color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
          { name: 'girl', y: 97, color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
        ],
      },
    ]);
  });

  it.each([
    [5, 'boy', null],
    [2, 'boy', 'boy'],
    [5, 'girl', 'girl'],
  ])('labels slices above the %d%% threshold only (%s)', (threshold, name, label) => {
    const options = pieChartOptions(props({ labelThreshold: threshold }));
    const formatter = (options.plotOptions?.pie?.dataLabels as { formatter: (this: unknown) => unknown }).formatter;
    expect(formatter.call({ name, y: name === 'boy' ? 3 : 97 })).toBe(label);
  });

  it('shows the total in the middle', () => {
    expect(pieChartOptions(props({ showTotal: true, numberFormat: ',d' })).subtitle).toMatchObject({ text: 'Total: 100' });
  });
});
