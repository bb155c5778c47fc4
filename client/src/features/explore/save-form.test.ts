import { dashboardChoiceFromOption, dashboardPickerOptions, defaultSaveAction, saveBlockedReason, toSaveRequest } from './save-form';

const dashboards = [
  { id: 1, dashboardTitle: 'Births' },
  { id: 2, dashboardTitle: 'Sales' },
];

describe('save modal', () => {
  it('overwrites by default only for those who may', () => {
    expect(defaultSaveAction(true)).toBe('overwrite');
    expect(defaultSaveAction(false)).toBe('saveas');
  });

  it('offers to create a dashboard for a typed title that matches none', () => {
    expect(dashboardPickerOptions(dashboards, '')).toEqual([
      { value: '1', label: 'Births' },
      { value: '2', label: 'Sales' },
    ]);
    expect(dashboardPickerOptions(dashboards, ' New one ')[0]).toEqual({ value: 'new:New one', label: '+ Create "New one"' });
    expect(dashboardPickerOptions(dashboards, 'births')).toHaveLength(2);
  });

  it.each([
    [null, null],
    [{ value: '2', label: 'Sales' }, { kind: 'existing', id: 2, title: 'Sales' }],
    [{ value: 'x', label: 'Sales' }, null],
    [{ value: 'new:Team board', label: '+ Create "Team board"' }, { kind: 'new', title: 'Team board' }],
    [{ value: 'new:   ', label: '' }, null],
  ])('reads the picked option %j', (option, choice) => {
    expect(dashboardChoiceFromOption(option)).toEqual(choice);
  });

  it.each([
    [{ action: 'saveas', sliceName: ' ', dashboard: null }, true, 'Chart name cannot be empty'],
    [{ action: 'overwrite', sliceName: 'x', dashboard: null }, false, 'You do not have permission to edit this chart'],
    [{ action: 'overwrite', sliceName: 'x', dashboard: null }, true, null],
    [{ action: 'saveas', sliceName: 'x', dashboard: null }, false, null],
  ] as const)('blocks %j (may overwrite: %s) with %j', (form, canOverwrite, reason) => {
    expect(saveBlockedReason(form, canOverwrite)).toBe(reason);
  });

  it('builds the save request without the chart identity keys', () => {
    const formData = { viz_type: 'echarts_timeseries_line', datasource: '3__table', slice_id: 7, url_params: { a: 1 }, metrics: ['count'] };
    expect(toSaveRequest({ action: 'overwrite', sliceName: ' Births ', dashboard: { kind: 'new', title: 'Board' } }, formData, { id: 7 }, { id: 3, type: 'table' })).toEqual({
      action: 'OVERWRITE',
      chartId: 7,
      sliceName: 'Births',
      vizType: 'echarts_timeseries_line',
      datasourceId: 3,
      datasourceType: 'table',
      params: { viz_type: 'echarts_timeseries_line', datasource: '3__table', metrics: ['count'] },
      newDashboardTitle: 'Board',
    });
    const saveAs = toSaveRequest({ action: 'saveas', sliceName: 'Copy', dashboard: { kind: 'existing', id: 2, title: 'Sales' } }, formData, { id: 7 }, { id: 3, type: 'table' });
    expect(saveAs).toMatchObject({ action: 'SAVE_AS', dashboardId: 2 });
    expect(saveAs.chartId).toBeUndefined();
    expect(toSaveRequest({ action: 'overwrite', sliceName: 'New', dashboard: null }, formData, null, { id: 3, type: 'table' }).action).toBe('SAVE_AS');
  });

  it("saves the query the form data makes as Superset's query context of the saved form data", () => {
    const formData = { viz_type: 'table', datasource: '3__table', slice_id: 7, metrics: ['count'] };
    const query = { datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'], rowLimit: 10 }] };
    const request = toSaveRequest({ action: 'saveas', sliceName: 'Copy', dashboard: null }, formData, null, { id: 3, type: 'table' }, query);
    expect(request.queryContext).toMatchObject({ datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'], row_limit: 10 }], form_data: request.params });
    expect(toSaveRequest({ action: 'saveas', sliceName: 'Copy', dashboard: null }, formData, null, { id: 3, type: 'table' }).queryContext).toBeUndefined();
  });
});
