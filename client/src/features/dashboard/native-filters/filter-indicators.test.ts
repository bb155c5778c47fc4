import { crossFilterDataMask } from '../cross-filters';
import { chartFilterIndicators, filterValueLabel, maskColumns, type IndicatorSource } from './filter-indicators';

const source = (id: string, extraFormData: IndicatorSource['mask']['extraFormData'], chartsInScope: number[], crossFilter = false): IndicatorSource => ({
  id,
  name: `name ${id}`,
  value: 'v',
  mask: { id, extraFormData },
  chartsInScope,
  crossFilter,
});

describe('chart filter indicators', () => {
  const gender = source('NATIVE_FILTER-g', { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }, [1, 2]);
  const time = source('NATIVE_FILTER-t', { time_range: 'Last year' }, [1]);
  const unset = source('NATIVE_FILTER-u', {}, [1]);

  it('lists a valued filter as applied in scope and out of scope elsewhere; unset filters not at all', () => {
    expect(chartFilterIndicators(1, [gender, time, unset], null).map((i) => [i.id, i.status])).toEqual([
      ['NATIVE_FILTER-g', 'applied'],
      ['NATIVE_FILTER-t', 'applied'],
    ]);
    expect(chartFilterIndicators(2, [gender, time], null).map((i) => [i.id, i.status])).toEqual([
      ['NATIVE_FILTER-g', 'applied'],
      ['NATIVE_FILTER-t', 'out_of_scope'],
    ]);
  });

  it('marks a filter the server rejected as incompatible, with the reason', () => {
    const queries = [{ rejectedFilters: [{ column: 'gender', reason: 'not_in_datasource' }, { column: '__time_range', reason: 'no_temporal_column' }] }];
    const [byGender, byTime] = chartFilterIndicators(1, [gender, time], queries);
    expect(byGender).toMatchObject({ status: 'incompatible', reason: "The column is not in this chart's dataset" });
    expect(byTime).toMatchObject({ status: 'incompatible', reason: "This chart's dataset has no temporal column" });
  });

  it("leaves out a chart's own cross-filter and shows other charts' ones", () => {
    const cross = { ...source('3', undefined, [1]), mask: crossFilterDataMask(3, { columns: ['state'], values: [['CA']], label: 'CA' }), crossFilter: true };
    expect(chartFilterIndicators(3, [cross], null)).toEqual([]);
    expect(chartFilterIndicators(1, [cross], null)).toEqual([{ id: '3', name: 'name 3', value: 'v', status: 'applied', crossFilter: true }]);
  });

  it('names the columns a mask filters as the server reports them', () => {
    expect(maskColumns({ id: 'x', extraFormData: { filters: [{ col: 'a', op: '>=', val: 1 }], time_range: 'Last day', time_grain_sqla: 'P1D', granularity_sqla: 'ds' } })).toEqual([
      'a',
      '__time_range',
      '__time_grain',
      '__time_col',
    ]);
  });

  it.each([
    ['filter_range', [1, 5], '1 ≤ x ≤ 5'],
    ['filter_range', [1, null], 'x ≥ 1'],
    ['filter_range', [null, 5], 'x ≤ 5'],
    ['filter_select', ['boy', 'girl'], 'boy, girl'],
    ['filter_time', 'Last year', 'Last year'],
    ['filter_select', null, ''],
  ])('shows a %s value %j as %s', (type, value, label) => {
    expect(filterValueLabel(type, value)).toBe(label);
  });
});
