import { certificationText, columnTooltip, filterColumns, filterMetrics, metricTooltip, type PaneColumn, type PaneMetric } from './datasource-items';

const column = (columnName: string, extra: Partial<PaneColumn> = {}): PaneColumn => ({
  id: 1, columnName, verboseName: null, description: null, expression: null, filterable: true, groupby: true, isDttm: false,
  type: 'VARCHAR', typeGeneric: 1, isCertified: false, certifiedBy: null, certificationDetails: null, warningMarkdown: null, ...extra,
});
const metric = (metricName: string, extra: Partial<PaneMetric> = {}): PaneMetric => ({
  id: 1, metricName, verboseName: null, description: null, expression: 'COUNT(*)', warningText: null, d3format: null,
  isCertified: false, certifiedBy: null, certificationDetails: null, warningMarkdown: null, ...extra,
});

describe('dataset pane lists', () => {
  const columns = [column('state'), column('ds', { isDttm: true, typeGeneric: 2 }), column('num', { verboseName: 'Births' }), column('gender')];

  it('puts temporal columns first, then sorts by label', () => {
    expect(filterColumns(columns, '').map((c) => c.columnName)).toEqual(['ds', 'num', 'gender', 'state']);
  });

  it('searches names and labels, ignoring case and spaces around', () => {
    expect(filterColumns(columns, ' BIRTH ').map((c) => c.columnName)).toEqual(['num']);
    expect(filterColumns(columns, 'at').map((c) => c.columnName)).toEqual(['state']);
    expect(filterColumns(columns, 'zzz')).toEqual([]);
  });

  it('searches metrics by name and label', () => {
    const metrics = [metric('sum__num', { verboseName: 'Total' }), metric('count')];
    expect(filterMetrics(metrics, '').map((m) => m.metricName)).toEqual(['count', 'sum__num']);
    expect(filterMetrics(metrics, 'tot').map((m) => m.metricName)).toEqual(['sum__num']);
  });

  it('shows type, name, label and description for a column, the metric name for a metric', () => {
    expect(columnTooltip(column('num', { type: 'BIGINT', verboseName: 'Births', description: 'per year' }))).toEqual([
      { label: 'Column type', value: 'BIGINT' },
      { label: 'Column name', value: 'num' },
      { label: 'Label', value: 'Births' },
      { label: 'Description', value: 'per year' },
    ]);
    expect(columnTooltip(column('x', { type: null }))).toEqual([{ label: 'Column name', value: 'x' }]);
    expect(metricTooltip(metric('sum__num', { verboseName: 'Total' }))).toEqual([
      { label: 'Metric name', value: 'sum__num' },
      { label: 'Label', value: 'Total' },
    ]);
  });

  it.each([
    [null, null, null],
    ['Data team', null, 'Certified by Data team'],
    ['Data team', 'Checked weekly', 'Certified by Data team\nChecked weekly'],
  ])('certification of %j / %j', (by, details, text) => {
    expect(certificationText(by, details)).toBe(text);
  });
});
