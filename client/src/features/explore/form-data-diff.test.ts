import { describeFormValue, diffFormData, formValuesEqual, onlyRenderControlsChanged } from './form-data-diff';

describe('chart changes diff', () => {
  it.each([
    [undefined, null, true],
    [[], '', true],
    [null, [], true],
    [100, '100', true],
    [100, '101', false],
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [['a', 'b'], ['b', 'a'], false],
    [true, false, false],
    [false, undefined, false],
  ])('treats %j and %j as equal: %s', (a, b, equal) => {
    expect(formValuesEqual(a, b)).toBe(equal);
  });

  it.each([
    [undefined, 'N/A'],
    [[], 'N/A'],
    [true, 'true'],
    [['state', 'gender'], 'state, gender'],
    [[{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } }], 'SUM(num)'],
    [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' }, 'rows'],
    [[{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }], 'state IN CA, NY'],
    [[{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IS NULL' }], 'name IS NULL'],
    [[{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 5' }], 'HAVING SUM(num) > 5'],
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
  ])('describes %j as %s', (value, text) => {
    expect(describeFormValue(value)).toBe(text);
  });

  it('lists changed controls in panel order with their labels, then other keys', () => {
    const before = { viz_type: 'line', datasource: '1__table', slice_id: 3, metrics: ['count'], row_limit: 100, zzz: 1, groupby: [] };
    const after = { viz_type: 'bar', datasource: '2__table', slice_id: 3, metrics: ['count', 'sum__num'], row_limit: '100', groupby: null, aaa: 'x' };
    const controls = [
      { name: 'metrics', label: 'Metrics' },
      { name: 'row_limit', label: 'Row limit' },
      { name: 'groupby', label: 'Dimensions' },
      { name: 'metrics', label: 'Metrics' },
    ];
    expect(diffFormData(before, after, controls)).toEqual([
      { key: 'metrics', label: 'Metrics', before: 'count', after: 'count, sum__num' },
      { key: 'aaa', label: 'aaa', before: 'N/A', after: 'x' },
      { key: 'datasource', label: 'Dataset', before: '1__table', after: '2__table' },
      { key: 'viz_type', label: 'Chart type', before: 'line', after: 'bar' },
      { key: 'zzz', label: 'zzz', before: '1', after: 'N/A' },
    ]);
  });

  it('finds nothing when only the chart id or the address parameters differ', () => {
    expect(diffFormData({ slice_id: 1, datasource: '1__table', url_params: {} }, { slice_id: 2, datasource: '1__table' })).toEqual([]);
  });

  it.each([
    [{ show_legend: false }, true],
    [{ show_legend: false, metrics: ['sum__num'] }, false],
    [{ metrics: ['sum__num'] }, false],
    [{}, false],
  ])('re-draws without a query after %j: %s', (patch, renderOnly) => {
    const before = { viz_type: 'line', metrics: ['count'], show_legend: true };
    const controls = [{ name: 'show_legend', renderTrigger: true }, { name: 'metrics' }];
    expect(onlyRenderControlsChanged(before, { ...before, ...patch }, controls)).toBe(renderOnly);
  });
});
