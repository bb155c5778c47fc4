import { RestError } from '../core/errors';
import { datasourceOf, parseFormData, queryFromFormData, savedChartId } from './legacy.form-data';

const failure = (fn: () => unknown): [number, unknown] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return [error.status, error.body];
    throw error;
  }
  throw new Error('expected a RestError');
};

describe('queryFromFormData', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'an aggregate table: groupby, metrics, row limit, time range on the granularity',
      { viz_type: 'table', groupby: ['gender'], metrics: ['count'], row_limit: 100, granularity_sqla: 'ds', time_range: 'Last year', order_desc: true },
      { columns: ['gender'], metrics: ['count'], rowLimit: 100, granularity: 'ds', timeRange: 'Last year', orderDesc: true, isTimeseries: false },
    ],
    [
      'a raw-mode table: all_columns, no metrics, its order_by_cols',
      { viz_type: 'table', query_mode: 'raw', all_columns: ['name', 'num'], metrics: ['count'], order_by_cols: ['["num", false]'] },
      { columns: ['name', 'num'], metrics: [], orderby: [['num', false]], isTimeseries: false },
    ],
    [
      'a legacy line chart: a time series with a series limit',
      { viz_type: 'line', groupby: ['name'], metrics: ['sum__num'], limit: 5, timeseries_limit_metric: 'sum__num', time_grain_sqla: 'P1Y' },
      { columns: ['name'], metrics: ['sum__num'], seriesLimit: 5, seriesLimitMetric: 'sum__num', isTimeseries: true, extras: { timeGrainSqla: 'P1Y' } },
    ],
    [
      'a big number: its single metric',
      { viz_type: 'big_number_total', metric: 'count' },
      { columns: [], metrics: ['count'], isTimeseries: false },
    ],
  ];
  it.each(cases)('maps %s', (_name, formData, expected) => {
    expect(queryFromFormData(formData)).toMatchObject(expected);
  });

  it('splits adhoc filters into filters, WHERE and HAVING (SIMPLE HAVING is ignored, as in Superset)', () => {
    const query = queryFromFormData({
      metrics: ['count'],
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'] },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 1' },
        { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'count', operator: '>', comparator: 1 },
      ],
      where: 'gender = 1',
    });
    expect(query.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA'], isExtra: false }]);
    expect(query.extras).toEqual({ where: '(num > 10) AND (gender = 1)', having: '(COUNT(*) > 1)' });
  });

  it('applies dashboard extra_filters: columns as filters, __time_* as time settings', () => {
    const query = queryFromFormData({
      metrics: ['count'],
      granularity_sqla: 'ds',
      extra_filters: [
        { col: 'gender', op: 'in', val: ['boy'] },
        { col: '__time_range', op: '==', val: '2000 : 2001' },
        { col: '__time_grain', op: '==', val: 'P1M' },
      ],
    });
    expect(query.filters).toEqual([{ col: 'gender', op: 'IN', val: ['boy'], isExtra: true }]);
    expect(query).toMatchObject({ timeRange: '2000 : 2001', extras: { timeGrainSqla: 'P1M' } });
  });

  it('turns time_compare into time offsets and a compare operation', () => {
    const query = queryFromFormData({ viz_type: 'line', metrics: ['count'], time_compare: ['1 year ago'], comparison_type: 'percentage' });
    expect(query.timeOffsets).toEqual(['1 year ago']);
    expect(query.postProcessing).toEqual([
      {
        operation: 'compare',
        options: { source_columns: ['count'], compare_columns: ['count__1 year ago'], compare_type: 'percentage', drop_original_columns: true },
      },
    ]);
    expect(queryFromFormData({ metrics: ['count'], time_compare: ['1 year ago'], comparison_type: 'values' }).postProcessing).toBeUndefined();
  });

  it('reads objects where form data holds text as missing, without calling their toString', () => {
    const object = { valueOf: {}, toString: 'x' };
    const query = queryFromFormData({
      viz_type: object,
      metrics: [{ expressionType: 'SIMPLE', aggregate: object, column: { column_name: 'num' } }],
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: object, subject: 'gender', operator: object, comparator: 'boy' }],
      extra_filters: [{ col: 'state', op: object, val: ['CA'] }],
    });
    expect(query.isTimeseries).toBe(false);
    expect(query.filters).toEqual([
      { col: 'gender', op: '', val: 'boy', isExtra: false },
      { col: 'state', op: 'IN', val: ['CA'], isExtra: true },
    ]);
    expect(query.postProcessing?.[0]).toMatchObject({ options: { source_columns: ['(num)'] } });
  });

  it.each<[unknown, string]>([
    ['', "Request is incorrect: {'row_limit': ['cannot be empty']}"],
    [null, "Request is incorrect: {'row_limit': ['cannot be empty']}"],
    ['ten', "Request is incorrect: {'row_limit': ['is expected to be an integer']}"],
    [2.5, "Request is incorrect: {'row_limit': ['is expected to be an integer']}"],
  ])('refuses row_limit %p', (rowLimit, message) => {
    expect(failure(() => queryFromFormData({ metrics: ['count'], row_limit: rowLimit }))).toEqual([400, { error: message }]);
  });
});

describe('form data plumbing', () => {
  it('parses form_data text and refuses what is not a JSON object', () => {
    expect(parseFormData('{"viz_type": "table"}')).toEqual({ viz_type: 'table' });
    expect(failure(() => parseFormData('{broken'))).toEqual([400, { error: 'form_data is not valid JSON' }]);
    expect(failure(() => parseFormData('[1]'))).toEqual([400, { error: 'form_data must be a JSON object' }]);
  });

  it('stands for the saved chart when it carries little more than slice_id', () => {
    expect(savedChartId({ slice_id: 12 })).toBe(12);
    expect(savedChartId({ slice_id: '12', extra_filters: [] })).toBe(12);
    expect(savedChartId({ slice_id: 12, metrics: ['count'] })).toBeNull();
    expect(savedChartId({ metrics: ['count'] })).toBeNull();
  });

  it('finds the datasource in the form data, else in the URL', () => {
    expect(datasourceOf({ datasource: '3__table' }, {})).toEqual({ id: 3, type: 'table' });
    expect(datasourceOf({}, { datasourceType: 'table', datasourceId: '7' })).toEqual({ id: 7, type: 'table' });
    expect(failure(() => datasourceOf({}, {}))[0]).toBe(400);
  });
});
