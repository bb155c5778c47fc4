import type { QueryFormData } from '../shared/form-data';
import { buildTableQuery } from './build-query';
import { tableControlPanel } from './control-panel';
import { validateControls } from '../shared/control-panel';
import { parseOrderByCols, tableQueryMode } from './table-form';
import { transformTableProps } from './transform-props';

const base: QueryFormData = { viz_type: 'table', datasource: '1__table', row_limit: 100, order_desc: true };

describe('table buildQuery', () => {
  it.each([
    ['explicit aggregate', { query_mode: 'aggregate', all_columns: ['a'] }, 'aggregate'],
    ['explicit raw', { query_mode: 'raw' }, 'raw'],
    ['implied raw by raw columns', { all_columns: ['name'] }, 'raw'],
    ['implied aggregate', { groupby: ['name'] }, 'aggregate'],
  ])('reads the query mode: %s', (_name, values, mode) => {
    expect(tableQueryMode({ ...base, ...values } as QueryFormData)).toBe(mode);
  });

  it('groups by the dimensions and orders by the first metric descending', () => {
    const [query] = buildTableQuery({ ...base, query_mode: 'aggregate', groupby: ['state'], metrics: ['count', 'sum__num'] });
    expect(query).toMatchObject({
      columns: ['state'],
      metrics: ['count', 'sum__num'],
      orderby: [['count', false]],
      rowLimit: 100,
    });
  });

  it.each([
    ['descending', true, [['sum__num', false]]],
    ['ascending', false, [['sum__num', true]]],
  ])('sorts by the sort-by metric %s', (_name, orderDesc, orderby) => {
    const [query] = buildTableQuery({
      ...base,
      groupby: ['state'],
      metrics: ['count'],
      timeseries_limit_metric: 'sum__num',
      order_desc: orderDesc,
    });
    expect(query.orderby).toEqual(orderby);
  });

  it('selects raw columns without metrics, in the saved ordering', () => {
    const [query] = buildTableQuery({
      ...base,
      query_mode: 'raw',
      all_columns: ['name', 'num'],
      metrics: ['count'],
      order_by_cols: ['["num", false]', '["name", true]'],
    });
    expect(query).toMatchObject({ columns: ['name', 'num'], metrics: [], orderby: [['num', false], ['name', true]] });
  });

  it.each([
    ['valid entries', ['["a", true]'], { orderby: [['a', true]], invalid: false }],
    ['invalid JSON', ['["a", true'], { orderby: [], invalid: true }],
    ['a wrong shape', ['["a"]', '[1, true]'], { orderby: [], invalid: true }],
    ['nothing', undefined, { orderby: [], invalid: false }],
  ])('parses raw ordering with %s', (_name, value, expected) => {
    expect(parseOrderByCols(value)).toEqual(expected);
  });

  it.each([
    ['aggregate without dimensions or metrics', { query_mode: 'aggregate' }, ['Group By, Metrics or Percentage Metrics must have a value']],
    ['raw without columns', { query_mode: 'raw' }, ['cannot be empty']],
    ['raw with invalid ordering', { query_mode: 'raw', all_columns: ['a'], order_by_cols: ['nope'] }, ['Found invalid orderby options']],
    ['aggregate with metrics', { metrics: ['count'] }, []],
  ])('validates %s', (_name, values, messages) => {
    expect(validateControls(tableControlPanel, { ...base, ...values } as QueryFormData).map((error) => error.message)).toEqual(
      messages,
    );
  });
});

describe('table transformProps', () => {
  it('formats metrics adaptively, other numbers plainly, dates by precision and nulls as N/A', () => {
    const props = transformTableProps({
      formData: { ...base, metrics: ['sum__num'], groupby: ['ds', 'state', 'year'] },
      queriesData: [
        {
          colnames: ['ds', 'state', 'year', 'sum__num'],
          coltypes: [2, 1, 0, 0],
          rowcount: 2,
          data: [
            { ds: Date.parse('2020-01-01T00:00:00Z'), state: 'CA', year: 2020, sum__num: 1234567 },
            { ds: Date.parse('2020-03-05T00:00:00Z'), state: null, year: 12345.5, sum__num: null },
          ],
        },
      ],
    });
    expect(props.columns).toEqual([
      { key: 'ds', label: 'ds', kind: 'temporal' },
      { key: 'state', label: 'state', kind: 'string' },
      { key: 'year', label: 'year', kind: 'number' },
      { key: 'sum__num', label: 'sum__num', kind: 'number' },
    ]);
    expect(props.rows).toEqual([
      ['2020', 'CA', '2,020', '1.23M'],
      ['2020-03-05', 'N/A', '12,345.5', 'N/A'],
    ]);
  });

  it('uses the chosen timestamp format', () => {
    const props = transformTableProps({
      formData: { ...base, table_timestamp_format: '%d/%m/%Y' },
      queriesData: [{ colnames: ['ds'], coltypes: [2], rowcount: 1, data: [{ ds: Date.parse('2020-03-05T10:00:00Z') }] }],
    });
    expect(props.rows).toEqual([['05/03/2020']]);
  });

  it('infers column kinds when coltypes are missing', () => {
    const props = transformTableProps({
      formData: base,
      queriesData: [{ colnames: ['a', 'b', 'c'], coltypes: [], rowcount: 1, data: [{ a: null }, { a: 1, b: true, c: { x: 1 } }] }],
    });
    expect(props.columns.map((column) => column.kind)).toEqual(['number', 'boolean', 'string']);
    expect(props.rows[1]).toEqual(['1', 'true', '{"x":1}']);
  });

  it('rejects a result whose data is not a list of rows', () => {
    expect(() =>
      transformTableProps({ formData: base, queriesData: [{ colnames: [], coltypes: [], rowcount: 0, data: { a: 1 } }] }),
    ).toThrow('The query result is not a list of rows.');
  });
});
