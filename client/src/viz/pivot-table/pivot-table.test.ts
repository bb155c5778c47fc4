import type { QueryFormData } from '../shared/form-data';
import { validateControls } from '../shared/control-panel';
import { aggregate, type AggregateFunction } from './aggregators';
import { buildPivotTableQuery } from './build-query';
import { pivotTableControlPanel } from './control-panel';
import { buildPivot, compareValues, rowHeaderSpans, type PivotOptions } from './pivot';
import { pivotTablePlugin } from './index';
import { pivotCellMark, transformPivotTableProps } from './transform-props';

// As Superset saves the births example's "Pivot Table v2".
const base: QueryFormData = {
  viz_type: 'pivot_table_v2',
  datasource: '2__table',
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  metrics: ['sum__num'],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [],
  row_limit: 10000,
  aggregateFunction: 'Sum',
  valueFormat: ',d',
  order_desc: true,
};

const records = [
  { state: 'CA', gender: 'boy', sum__num: 10, count: 1 },
  { state: 'CA', gender: 'girl', sum__num: 30, count: 2 },
  { state: 'NY', gender: 'boy', sum__num: 5, count: 3 },
  { state: 'TX', gender: 'girl', sum__num: 20, count: 4 },
];

const options = (values: Partial<PivotOptions> = {}): PivotOptions => ({
  rows: ['state'],
  cols: ['gender'],
  metrics: ['sum__num'],
  aggregateFunction: 'Sum',
  metricsLayout: 'COLUMNS',
  combineMetric: false,
  rowTotals: false,
  rowSubTotals: false,
  colTotals: false,
  colSubTotals: false,
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  keyLabel: (_attr, value) => String(value),
  ...values,
});

describe('pivot table buildQuery', () => {
  it('groups by the column and row dimensions once each, ordered by the sort-by metric', () => {
    const [query] = buildPivotTableQuery({ ...base, groupbyRows: ['state', 'gender'], series_limit_metric: 'count', order_desc: false });
    expect(query).toMatchObject({ columns: ['gender', 'state'], metrics: ['sum__num'], orderby: [['count', true]], rowLimit: 10000 });
  });

  it('buckets temporal dimensions by the time grain', () => {
    const [query] = buildPivotTableQuery({ ...base, groupbyRows: ['ds'], time_grain_sqla: 'P1Y', temporal_columns_lookup: { ds: true } });
    expect(query.columns).toEqual(['gender', { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }]);
    expect(query.orderby).toEqual([]);
  });

  it('needs a dimension', () => {
    expect(validateControls(pivotTableControlPanel, { ...base, groupbyRows: [], groupbyColumns: [] }).map((e) => e.message)).toContain(
      'Please choose at least one groupby',
    );
  });
});

describe('pivot', () => {
  it('lays out rows x (metric, columns) with empty cells for missing combinations', () => {
    const model = buildPivot(records, options());
    expect(model.rowLevels).toEqual(['state']);
    expect(model.colLevels).toEqual(['Metric', 'gender']);
    expect(model.rows.map((r) => r.labels)).toEqual([['CA'], ['NY'], ['TX']]);
    expect(model.columns.map((c) => c.labels)).toEqual([['sum__num', 'boy'], ['sum__num', 'girl']]);
    expect(model.cells).toEqual([[10, 30], [5, null], [null, 20]]);
  });

  it('adds totals per metric on both axes', () => {
    const model = buildPivot(records, options({ rowTotals: true, colTotals: true, metrics: ['sum__num', 'count'] }));
    expect(model.rows.map((r) => r.labels)).toEqual([['CA'], ['NY'], ['TX'], ['Total (Sum)']]);
    expect(model.columns.map((c) => c.labels)).toEqual([
      ['sum__num', 'boy'], ['sum__num', 'girl'], ['sum__num', 'Total (Sum)'],
      ['count', 'boy'], ['count', 'girl'], ['count', 'Total (Sum)'],
    ]);
    expect(model.cells[3]).toEqual([15, 50, 65, 4, 6, 10]);
    expect(model.cells.map((row) => row[2])).toEqual([40, 5, 20, 65]);
  });

  it('adds subtotals after each group and sorts groups by value', () => {
    const model = buildPivot(records, options({ rows: ['gender', 'state'], cols: [], rowSubTotals: true, rowOrder: 'value_z_to_a' }));
    expect(model.rows.map((r) => r.labels)).toEqual([
      ['girl', 'CA'], ['girl', 'TX'], ['girl', 'Subtotal'],
      ['boy', 'CA'], ['boy', 'NY'], ['boy', 'Subtotal'],
    ]);
    expect(model.cells.map((row) => row[0])).toEqual([30, 20, 50, 10, 5, 15]);
  });

  it('puts metrics on the rows, innermost when combined', () => {
    const model = buildPivot(records, options({ metricsLayout: 'ROWS', combineMetric: true, metrics: ['sum__num', 'count'], cols: [] }));
    expect(model.rowLevels).toEqual(['state', 'Metric']);
    expect(model.rows.map((r) => r.labels)).toEqual([['CA', 'sum__num'], ['CA', 'count'], ['NY', 'sum__num'], ['NY', 'count'], ['TX', 'sum__num'], ['TX', 'count']]);
    expect(model.cells.map((row) => row[0])).toEqual([40, 3, 5, 3, 20, 4]);
  });

  it.each([
    ['Sum as Fraction of Total', [[10 / 65, 30 / 65], [5 / 65, null], [null, 20 / 65]]],
    ['Sum as Fraction of Rows', [[0.25, 0.75], [1, null], [null, 1]]],
    ['Sum as Fraction of Columns', [[10 / 15, 30 / 50], [5 / 15, null], [null, 20 / 50]]],
    ['Count', [[1, 1], [1, null], [null, 1]]],
  ])('computes %s', (fn, cells) => {
    expect(buildPivot(records, options({ aggregateFunction: fn as AggregateFunction })).cells).toEqual(cells);
  });

  it('merges a row label shared by consecutive rows into one spanning header', () => {
    const model = buildPivot(records, options({ rows: ['gender', 'state'], cols: [], rowSubTotals: true }));
    expect(rowHeaderSpans(model.rows)).toEqual([
      [{ label: 'boy', span: 2 }, { label: 'CA', span: 1 }],
      [null, { label: 'NY', span: 1 }],
      [{ label: 'boy', span: 1 }, { label: 'Subtotal', span: 1 }],
      [{ label: 'girl', span: 2 }, { label: 'CA', span: 1 }],
      [null, { label: 'TX', span: 1 }],
      [{ label: 'girl', span: 1 }, { label: 'Subtotal', span: 1 }],
    ]);
  });

  it('shows nothing for no records', () => {
    const model = buildPivot([], options({ rowTotals: true }));
    expect(model.rows).toEqual([]);
  });
});

describe('pivot aggregators', () => {
  const values = [4, '2', null, 4, 10];
  it.each([
    ['Count', 5],
    ['Count Unique Values', 3],
    ['List Unique Values', '4, 2, 10'],
    ['Sum', 20],
    ['Average', 5],
    ['Median', 4],
    ['Sample Variance', 12],
    ['Minimum', 2],
    ['Maximum', 10],
    ['First', 4],
    ['Last', 10],
  ])('%s', (fn, expected) => {
    expect(aggregate(fn as AggregateFunction, values)).toBe(expected);
  });

  it('sorts numbers numerically and nulls last', () => {
    expect(['10', '9', null, 'b', 'a'].sort(compareValues)).toEqual(['9', '10', 'a', 'b', null]);
  });
});

describe('pivot table transformProps', () => {
  it('transposes, formats values and temporal keys', () => {
    const props = transformPivotTableProps({
      formData: { ...base, transposePivot: true, groupbyRows: ['ds'], groupbyColumns: ['gender'], time_grain_sqla: 'P1Y', colTotals: true },
      queriesData: [
        {
          colnames: ['gender', 'ds', 'sum__num'],
          coltypes: [1, 2, 0],
          rowcount: 2,
          data: [
            { gender: 'boy', ds: Date.parse('2000-01-01T00:00:00Z'), sum__num: 1234 },
            { gender: 'boy', ds: Date.parse('2001-01-01T00:00:00Z'), sum__num: 1000 },
          ],
        },
      ],
    });
    expect(props.model.rows.map((r) => r.labels)).toEqual([['boy']]);
    expect(props.model.columns.map((c) => c.labels)).toEqual([['sum__num', '2000'], ['sum__num', '2001'], ['sum__num', 'Total (Sum)']]);
    expect(props.cellText).toEqual([['1,234', '1,000', '2,234']]);
  });

  it.each([
    ['a data cell: its row and column values', 1, 0, { columns: ['state', 'gender'], values: ['NY', 'boy'], label: 'NY / boy' }],
    ['a row total: its row value', 1, 2, { columns: ['state'], values: ['NY'], label: 'NY' }],
    ['a column total: its column value', 3, 1, { columns: ['gender'], values: ['girl'], label: 'girl' }],
    ['the grand total: nothing', 3, 2, null],
  ])('cross-filters from %s', (_what, row, column, mark) => {
    const props = transformPivotTableProps({
      formData: { ...base, rowTotals: true, colTotals: true },
      queriesData: [{ colnames: ['state', 'gender', 'sum__num'], coltypes: [1, 1, 0], rowcount: 4, data: records }],
    });
    expect(pivotCellMark(props, row, column)).toEqual(mark);
  });

  it.each([false, true])("heads metrics by their verbose names and still cross-filters on the dimensions (combineMetric %s)", (combineMetric) => {
    const props = transformPivotTableProps({
      formData: { ...base, combineMetric },
      queriesData: [{ colnames: ['state', 'gender', 'sum__num'], coltypes: [1, 1, 0], rowcount: 4, data: records }],
      verboseMap: { sum__num: 'Births' },
    });
    expect(props.model.columns.map((column) => column.labels)).toEqual(combineMetric ? [['boy', 'Births'], ['girl', 'Births']] : [['Births', 'boy'], ['Births', 'girl']]);
    expect(pivotCellMark(props, 0, 1)).toMatchObject({ columns: ['state', 'gender'], label: `${props.model.rows[0].labels[0]} / girl` });
  });

  it('cross-filters on its physical row and column dimensions', () => {
    expect(pivotTablePlugin.crossFilter?.columns({ ...base, groupbyRows: ['state', { label: 'x', sqlExpression: 'x', expressionType: 'SQL' }] } as unknown as QueryFormData)).toEqual(['state', 'gender']);
  });

  it('shows fractions as percentages', () => {
    const props = transformPivotTableProps({
      formData: { ...base, aggregateFunction: 'Sum as Fraction of Total' },
      queriesData: [{ colnames: ['state', 'gender', 'sum__num'], coltypes: [1, 1, 0], rowcount: 4, data: records }],
    });
    expect(props.cellText[0]).toEqual(['15.4%', '46.2%']);
  });
});
