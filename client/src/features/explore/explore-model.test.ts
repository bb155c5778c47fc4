import { needsPermalink, startingFormData, swapDatasource, switchVizType } from './explore-model';

describe('explore form data', () => {
  it('starts a new chart from the dataset with the default chart type and its defaults', () => {
    const start = startingFormData({ datasource: '3__table' }, null);
    expect('error' in start).toBe(false);
    if ('error' in start) return;
    expect(start.formData).toMatchObject({ viz_type: 'table', datasource: '3__table' });
    expect(start.formData.row_limit).toBeDefined();
  });

  it("keeps a saved chart's id, type and dataset", () => {
    const start = startingFormData({ metrics: ['count'], x_axis: 'ds' }, { id: 9, vizType: 'echarts_timeseries_line', datasourceId: 2, datasourceType: 'table' });
    if ('error' in start) throw new Error(start.error);
    expect(start.formData).toMatchObject({ slice_id: 9, viz_type: 'echarts_timeseries_line', datasource: '2__table', metrics: ['count'] });
    expect(start.viz.vizTypes).toContain('echarts_timeseries_line');
  });

  it('lets a permalink name another dataset than the saved chart', () => {
    const start = startingFormData({ datasource: '5__table', viz_type: 'table' }, { id: 9, vizType: 'table', datasourceId: 2, datasourceType: 'table' });
    if ('error' in start) throw new Error(start.error);
    expect(start.formData.datasource).toBe('5__table');
  });

  it('reports an unknown chart type', () => {
    expect(startingFormData({ viz_type: 'no_such_chart' }, null)).toEqual({ error: 'Unknown chart type "no_such_chart"' });
  });

  it('switches the chart type keeping values', () => {
    const switched = switchVizType({ viz_type: 'table', datasource: '1__table', metrics: ['count'] }, 'pie');
    expect(switched?.formData).toMatchObject({ viz_type: 'pie', metrics: ['count'], datasource: '1__table' });
    expect(switchVizType({ viz_type: 'table', datasource: '1__table' }, 'nope')).toBeNull();
  });

  it('carries the metric, dimensions, filters, time range and row limit into the new type', () => {
    const filter = { expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'gender', operator: '==', comparator: 'boy' };
    const line = { viz_type: 'echarts_timeseries_line', datasource: '1__table', x_axis: 'ds', metrics: ['sum__num'], groupby: ['gender'], adhoc_filters: [filter], time_range: 'Last year', row_limit: 500 };
    const bigNumber = switchVizType(line, 'big_number_total');
    expect(bigNumber?.formData).toMatchObject({ viz_type: 'big_number_total', metric: 'sum__num', adhoc_filters: [filter], time_range: 'Last year' });
    expect(bigNumber?.viz.validate(bigNumber.formData)).toEqual([]);
    const pivot = switchVizType(line, 'pivot_table_v2');
    expect(pivot?.formData).toMatchObject({ metrics: ['sum__num'], groupbyRows: ['gender'], groupbyColumns: [], adhoc_filters: [filter], time_range: 'Last year', row_limit: 500 });
  });

  it('carries dimensions through a type that has none (line -> big number -> pivot table)', () => {
    const line = { viz_type: 'echarts_timeseries_line', datasource: '1__table', x_axis: 'ds', metrics: ['sum__num'], groupby: ['gender'] };
    const bigNumber = switchVizType(line, 'big_number_total')!;
    const pivot = switchVizType({ ...bigNumber.formData, metric: 'count' }, 'pivot_table_v2', null, bigNumber.carried);
    expect(pivot?.formData).toMatchObject({ metrics: ['count'], groupbyRows: ['gender'] });
  });

  it('swaps the dataset keeping the controls', () => {
    expect(swapDatasource({ viz_type: 'table', datasource: '1__table', groupby: ['a'] }, 4)).toEqual({ viz_type: 'table', datasource: '4__table', groupby: ['a'] });
  });

  it('puts a permalink in the address only when the chart differs from the saved one', () => {
    const saved = { viz_type: 'table', datasource: '1__table', slice_id: 3, row_limit: 10 };
    expect(needsPermalink(saved, null)).toBe(true);
    expect(needsPermalink({ ...saved, url_params: { a: '1' } }, saved)).toBe(false);
    expect(needsPermalink({ ...saved, row_limit: '10' }, saved)).toBe(false);
    expect(needsPermalink({ ...saved, row_limit: 50 }, saved)).toBe(true);
  });
});
