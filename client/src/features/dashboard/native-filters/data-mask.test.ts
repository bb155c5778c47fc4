import { applyExtraFormData, hasExtraFormData, mergeExtraFormData } from './data-mask';
import { filterDataMask, filterExtraFormData, maskProblem, RANGE_ORDER_ERROR } from './filter-types';

const select = { id: 'F1', filterType: 'filter_select', targets: [{ datasetId: 1, column: { name: 'gender' } }], controlValues: { multiSelect: true } };

describe('mergeExtraFormData', () => {
  it('appends filters and adhoc filters of both masks', () => {
    const merged = mergeExtraFormData({ filters: [{ col: 'a', op: 'IN', val: [1] }] }, { filters: [{ col: 'b', op: 'IN', val: [2] }], adhoc_filters: [] });
    expect(merged.filters).toEqual([{ col: 'a', op: 'IN', val: [1] }, { col: 'b', op: 'IN', val: [2] }]);
    expect(merged).not.toHaveProperty('adhoc_filters');
  });

  it('lets the later mask override time range, grain and time column', () => {
    const merged = mergeExtraFormData({ time_range: 'Last week', time_grain_sqla: 'P1D' }, { time_range: 'Last year', granularity_sqla: 'ds' });
    expect(merged).toEqual({ time_range: 'Last year', time_grain_sqla: 'P1D', granularity_sqla: 'ds' });
  });

  it('drops keys that are neither appended nor overridden', () => {
    expect(mergeExtraFormData({ something: 1 }, {})).toEqual({});
  });
});

describe('applyExtraFormData', () => {
  const formData = { viz_type: 'pie', datasource: '1__table', adhoc_filters: [{ expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: 'x > 1' }], x_axis: 'ds' };

  it('adds extra filters as SIMPLE WHERE filters marked isExtra, after the chart own filters', () => {
    const next = applyExtraFormData(formData, { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] });
    expect(next.adhoc_filters).toEqual([formData.adhoc_filters[0], { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: 'IN', comparator: ['boy'], isExtra: true }]);
    expect(formData.adhoc_filters).toHaveLength(1);
  });

  it('overrides time range and grain; a time column becomes the granularity and the temporal x-axis', () => {
    const next = applyExtraFormData(formData, { time_range: 'Last year', time_grain_sqla: 'P1M', time_column: 'created' });
    expect(next).toMatchObject({ time_range: 'Last year', time_grain_sqla: 'P1M', granularity_sqla: 'created', x_axis: 'created' });
  });

  it('returns the same form data when there is nothing to apply', () => {
    expect(applyExtraFormData(formData, {})).toBe(formData);
  });
});

describe('filter values as data masks', () => {
  it('a value filter filters its column IN the values, NOT IN when inverse', () => {
    expect(filterExtraFormData(select, ['boy'])).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] });
    expect(filterExtraFormData({ ...select, controlValues: { inverseSelection: true } }, 'boy')).toEqual({ filters: [{ col: 'gender', op: 'NOT IN', val: ['boy'] }] });
    expect(filterExtraFormData(select, [])).toEqual({});
    expect(hasExtraFormData(filterDataMask(select, null))).toBe(false);
  });

  it('a range filter applies only ordered bounds, with the spec message otherwise', () => {
    const range = { ...select, id: 'R', filterType: 'filter_range' };
    expect(filterExtraFormData(range, [1, 5])).toEqual({ filters: [{ col: 'gender', op: '>=', val: 1 }, { col: 'gender', op: '<=', val: 5 }] });
    expect(filterExtraFormData(range, [null, 5])).toEqual({ filters: [{ col: 'gender', op: '<=', val: 5 }] });
    const bad = filterDataMask(range, [5, 5]);
    expect(bad.extraFormData).toEqual({});
    expect(maskProblem(range, bad)).toBe(RANGE_ORDER_ERROR);
  });

  it('time, time grain and time column filters override the matching form data keys', () => {
    expect(filterExtraFormData({ ...select, filterType: 'filter_time' }, 'Last week')).toEqual({ time_range: 'Last week' });
    expect(filterExtraFormData({ ...select, filterType: 'filter_timegrain' }, ['P1M'])).toEqual({ time_grain_sqla: 'P1M' });
    expect(filterExtraFormData({ ...select, filterType: 'filter_timecolumn' }, ['ds'])).toEqual({ granularity_sqla: 'ds' });
  });

  it('a required filter without a value cannot be applied', () => {
    const required = { ...select, controlValues: { enableEmptyFilter: true } };
    expect(maskProblem(required, filterDataMask(required, null))).toBe('Value is required');
    expect(maskProblem(required, filterDataMask(required, ['boy']))).toBeNull();
  });
});
