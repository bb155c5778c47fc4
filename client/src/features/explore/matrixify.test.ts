import { axesNeedingMembers, matrixifyDimension, matrixifyEnabled, matrixifyLayout, matrixifyTopN } from './matrixify';

const base = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  metrics: ['sum__num', { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'rows' }],
  groupby: ['gender', 'state'],
  adhoc_filters: [{ expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: 'num > 0' }],
};

describe('matrixify', () => {
  it('is off unless a layout is on', () => {
    expect(matrixifyEnabled(base)).toBe(false);
    expect(matrixifyEnabled({ ...base, matrixify_enable_horizontal_layout: true })).toBe(true);
  });

  it('makes one row per metric, one chart per row by default, 300 px tall', () => {
    const layout = matrixifyLayout({ ...base, matrixify_enable_vertical_layout: true, matrixify_mode_rows: 'metrics' });
    expect(layout.cells.map((cell) => cell.rowLabel)).toEqual(['sum__num', 'rows']);
    expect(layout.cells[1].formData.metrics).toEqual([base.metrics[1]]);
    expect(layout.cells[0].formData.matrixify_enable_vertical_layout).toBe(false);
    expect(layout).toMatchObject({ columns: 1, rowHeight: 300, rowHeaders: false, columnHeaders: false });
  });

  it('wraps a single axis at charts per row (default 4) when columns do not fit dynamically', () => {
    const formData = { ...base, metrics: ['a', 'b', 'c', 'd', 'e'], matrixify_enable_horizontal_layout: true, matrixify_fit_columns_dynamically: false };
    expect(matrixifyLayout(formData).columns).toBe(4);
    expect(matrixifyLayout({ ...formData, matrixify_charts_per_row: 2, matrixify_row_height: '150' })).toMatchObject({ columns: 2, rowHeight: 150 });
    expect(matrixifyLayout({ ...formData, matrixify_fit_columns_dynamically: true }).columns).toBe(5);
  });

  it('filters each cell to a member of the first dimension, top N only', () => {
    const formData = { ...base, matrixify_enable_horizontal_layout: true, matrixify_mode_columns: 'dimensions', matrixify_topn_value: 2 };
    expect(axesNeedingMembers(formData)).toEqual(['columns']);
    expect(matrixifyDimension(formData)).toBe('gender');
    const layout = matrixifyLayout(formData, ['boy', 'girl', 'other']);
    expect(layout.cells.map((cell) => cell.columnLabel)).toEqual(['boy', 'girl']);
    expect(layout.cells[0].formData.groupby).toEqual(['state']);
    expect(layout.cells[0].formData.adhoc_filters).toEqual([
      base.adhoc_filters[0],
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' },
    ]);
    expect(matrixifyLayout({ ...formData, matrixify_topn_value: 2 }, [null]).cells[0].formData.adhoc_filters?.[1]).toMatchObject({ operator: 'IS NULL' });
  });

  it('crosses rows and columns with headers on both', () => {
    const layout = matrixifyLayout(
      { ...base, matrixify_enable_vertical_layout: true, matrixify_mode_rows: 'metrics', matrixify_enable_horizontal_layout: true, matrixify_mode_columns: 'dimensions' },
      ['boy', 'girl'],
    );
    expect(layout.cells.map((cell) => `${cell.rowLabel}/${cell.columnLabel}`)).toEqual(['sum__num/boy', 'sum__num/girl', 'rows/boy', 'rows/girl']);
    expect(layout).toMatchObject({ columns: 2, rowHeaders: true, columnHeaders: true });
  });

  it.each([[undefined, 10], ['abc', 10], [0, 10], [3, 3], ['7', 7]])('reads top N %j as %d', (value, topN) => {
    expect(matrixifyTopN({ ...base, matrixify_topn_value: value })).toBe(topN);
  });
});
