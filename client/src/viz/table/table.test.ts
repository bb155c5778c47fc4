import { validateControls } from '../shared/control-panel';
import type { QueryFormData } from '../shared/form-data';
import { buildTableQuery } from './build-query';
import { colorFormatters, readRules, withAlpha } from './conditional-formatting';
import { tableControlPanel } from './control-panel';
import { parseOrderByCols, tableQueryMode } from './table-form';
import { transformTableProps } from './transform-props';

// As Superset saves the births example's "Girls" table.
const base: QueryFormData = {
  viz_type: 'table',
  datasource: '1__table',
  query_mode: 'aggregate',
  groupby: ['name'],
  metrics: ['sum__num'],
  adhoc_filters: [{ expressionType: 'SIMPLE', subject: 'gender', operator: '==', comparator: 'girl', clause: 'WHERE' }],
  row_limit: 100,
  order_desc: true,
  time_range: 'No filter',
};

describe('table buildQuery', () => {
  it.each([
    ['explicit aggregate', { query_mode: 'aggregate', all_columns: ['a'] }, 'aggregate'],
    ['explicit raw', { query_mode: 'raw' }, 'raw'],
    ['implied raw by raw columns', { query_mode: undefined, all_columns: ['name'] }, 'raw'],
    ['implied aggregate', { query_mode: undefined, groupby: ['name'] }, 'aggregate'],
  ])('reads the query mode: %s', (_name, values, mode) => {
    expect(tableQueryMode({ ...base, ...values } as QueryFormData)).toBe(mode);
  });

  it('groups by the dimensions, orders by the first metric descending and filters', () => {
    const queries = buildTableQuery({ ...base, metrics: ['sum__num', 'count'] });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      columns: ['name'],
      metrics: ['sum__num', 'count'],
      orderby: [['sum__num', false]],
      filters: [{ col: 'gender', op: '==', val: 'girl' }],
      rowLimit: 100,
    });
  });

  it.each([
    ['descending', true, [['count', false]]],
    ['ascending', false, [['count', true]]],
  ])('sorts by the sort-by metric %s', (_name, orderDesc, orderby) => {
    expect(buildTableQuery({ ...base, timeseries_limit_metric: 'count', order_desc: orderDesc })[0].orderby).toEqual(orderby);
  });

  it('adds percentage metrics as shares of their column', () => {
    const [query] = buildTableQuery({ ...base, percent_metrics: ['sum__num', 'count'] });
    expect(query.metrics).toEqual(['sum__num', 'count']);
    expect(query.postProcessing).toEqual([
      { operation: 'contribution', options: { columns: ['sum__num', 'count'], rename_columns: ['%sum__num', '%count'] } },
    ]);
  });

  it('selects raw columns without metrics, in the saved ordering', () => {
    const [query] = buildTableQuery({
      ...base,
      query_mode: 'raw',
      all_columns: ['name', 'num'],
      order_by_cols: ['["num", false]', '["name", true]'],
      show_totals: true,
    });
    expect(query).toMatchObject({ columns: ['name', 'num'], metrics: [], orderby: [['num', false], ['name', true]] });
  });

  it('buckets temporal dimensions by the time grain', () => {
    const [query] = buildTableQuery({ ...base, groupby: ['ds', 'name'], time_grain_sqla: 'P1M', temporal_columns_lookup: { ds: true } });
    expect(query.columns).toEqual([{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, 'name']);
  });

  it('asks for the totals without dimensions', () => {
    const [, totals] = buildTableQuery({ ...base, show_totals: true });
    expect(totals).toMatchObject({ columns: [], metrics: ['sum__num'], rowLimit: 0, rowOffset: 0, orderby: [], postProcessing: [] });
  });

  it.each([
    ['the first page', {}, { rowLimit: 20, rowOffset: 0 }],
    ['the third page', { currentPage: 2 }, { rowLimit: 20, rowOffset: 40 }],
    ['a chosen page size and sort', { currentPage: 1, pageSize: 50, sortBy: [{ key: 'name', desc: true }] }, { rowLimit: 50, rowOffset: 50, orderby: [['name', false]] }],
    [
      'a search',
      { searchText: 'ann', searchColumn: 'name' },
      { filters: [{ col: 'gender', op: '==', val: 'girl' }, { col: 'name', op: 'ILIKE', val: '%ann%' }] },
    ],
  ])('pages on the server: %s, with a row count query', (_name, ownState, expected) => {
    const [page, count, totals] = buildTableQuery({ ...base, server_pagination: true, server_page_length: 20, show_totals: true }, { ownState });
    expect(page).toMatchObject(expected);
    expect(count).toMatchObject({ isRowcount: true, postProcessing: [], orderby: [] });
    expect(count).not.toHaveProperty('rowOffset');
    expect(totals).toMatchObject({ columns: [], rowLimit: 0 });
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
    ['aggregate without dimensions or metrics', { query_mode: 'aggregate', groupby: [], metrics: [] }, ['Group By, Metrics or Percentage Metrics must have a value']],
    ['aggregate with only percentage metrics', { groupby: [], metrics: [], percent_metrics: ['count'] }, []],
    ['raw without columns', { query_mode: 'raw' }, ['cannot be empty']],
    ['raw with invalid ordering', { query_mode: 'raw', all_columns: ['a'], order_by_cols: ['nope'] }, ['Found invalid orderby options']],
    ['aggregate with metrics', {}, []],
  ])('validates %s', (_name, values, messages) => {
    expect(validateControls(tableControlPanel, { ...base, ...values } as QueryFormData).map((error) => error.message)).toEqual(messages);
  });
});

describe('table transformProps', () => {
  const result = {
    colnames: ['ds', 'state', 'year', 'sum__num'],
    coltypes: [2, 1, 0, 0],
    rowcount: 2,
    data: [
      { ds: Date.parse('2020-01-01T00:00:00Z'), state: 'CA', year: 2020, sum__num: 1234567 },
      { ds: Date.parse('2020-03-05T00:00:00Z'), state: null, year: 12345.5, sum__num: -20 },
    ],
  };

  it('formats metrics adaptively, other numbers plainly, dates by precision and nulls as N/A', () => {
    const props = transformTableProps({ formData: { ...base, groupby: ['ds', 'state', 'year'] }, queriesData: [result] });
    expect(props.columns.map(({ key, kind, isMetric, align }) => ({ key, kind, isMetric, align }))).toEqual([
      { key: 'ds', kind: 'temporal', isMetric: false, align: 'left' },
      { key: 'state', kind: 'string', isMetric: false, align: 'left' },
      { key: 'year', kind: 'number', isMetric: false, align: 'right' },
      { key: 'sum__num', kind: 'number', isMetric: true, align: 'right' },
    ]);
    expect(props.rows.map((row) => row.text)).toEqual([
      ['2020', 'CA', '2,020', '1.23M'],
      ['2020-03-05', 'N/A', '12,345.5', '−20'],
    ]);
    expect(props.columns[3]).toMatchObject({ showCellBars: true, maxAbs: 1234567, min: -20 });
    expect(props).toMatchObject({ totals: null, pageLength: 0, serverPagination: null, includeSearch: false });
  });

  it("heads columns with the dataset's verbose names, keeping the keys", () => {
    const props = transformTableProps({ formData: { ...base, groupby: ['ds', 'state', 'year'], percent_metrics: ['sum__num'] }, queriesData: [{ ...result, colnames: [...result.colnames, '%sum__num'], coltypes: [...result.coltypes, 0] }], verboseMap: { sum__num: 'Births', state: 'State' } });
    expect(props.columns.map(({ key, label }) => [key, label])).toEqual([['ds', 'ds'], ['state', 'State'], ['year', 'year'], ['sum__num', 'Births'], ['%sum__num', '%Births']]);
  });

  it('applies per-column formats and currencies, the timestamp format and the table currency', () => {
    const props = transformTableProps({
      formData: {
        ...base,
        table_timestamp_format: '%d/%m/%Y',
        currency_format: { symbol: 'EUR', symbolPosition: 'prefix' },
        column_config: { year: { d3NumberFormat: '.0f', horizontalAlign: 'center' }, ds: { d3TimeFormat: '%Y' } },
      },
      queriesData: [result],
    });
    expect(props.rows[0].text).toEqual(['2020', 'CA', '2020', '€ 1.23M']);
    expect(props.columns[2].align).toBe('center');
  });

  it('shows totals, percentage metrics and the server row count', () => {
    const props = transformTableProps({
      formData: { ...base, percent_metrics: ['sum__num'], show_totals: true, server_pagination: true, server_page_length: 10 },
      queriesData: [
        { colnames: ['name', 'sum__num', '%sum__num'], coltypes: [1, 0, 0], rowcount: 1, data: [{ name: 'ann', sum__num: 5, '%sum__num': 0.25 }] },
        { colnames: ['rowcount'], coltypes: [0], rowcount: 1, data: [{ rowcount: 42 }] },
        { colnames: ['sum__num'], coltypes: [0], rowcount: 1, data: [{ sum__num: 20 }] },
      ],
    });
    expect(props.rows[0].text).toEqual(['ann', '5', '25.000%']);
    expect(props.totals).toEqual(['Summary', '20', '']);
    expect(props.serverPagination).toEqual({ pageSize: 10, rowCount: 42 });
  });

  it('colours cells by the conditional formatting rules, the later rule winning', () => {
    const props = transformTableProps({
      formData: {
        ...base,
        conditional_formatting: [
          { column: 'sum__num', operator: '>', targetValue: 0, colorScheme: '#ff0000' },
          { column: 'sum__num', operator: '<', targetValue: 0, colorScheme: 'colorError' },
          { column: 'nope', operator: 'bad' },
        ],
      },
      queriesData: [result],
    });
    expect(props.rows.map((row) => row.background[3])).toEqual(['rgba(255, 0, 0, 1)', 'rgba(224, 67, 85, 1)']);
  });

  it('infers column kinds when coltypes are missing', () => {
    const props = transformTableProps({
      formData: base,
      queriesData: [{ colnames: ['a', 'b', 'c'], coltypes: [], rowcount: 1, data: [{ a: null }, { a: 1, b: true, c: { x: 1 } }] }],
    });
    expect(props.columns.map((column) => column.kind)).toEqual(['number', 'boolean', 'string']);
    expect(props.rows[1].text).toEqual(['1', 'true', '{"x":1}']);
  });

  it('rejects a result whose data is not a list of rows', () => {
    expect(() => transformTableProps({ formData: base, queriesData: [{ colnames: [], coltypes: [], rowcount: 0, data: { a: 1 } }] })).toThrow(
      'The query result is not a list of rows.',
    );
  });
});

describe('conditional formatting', () => {
  const values = [0, 50, 100];
  const colour = (rule: Record<string, unknown>) => {
    const format = colorFormatters(readRules([{ column: 'x', colorScheme: '#000000', ...rule }]), () => values).get('x')!;
    return values.map(format);
  };

  it.each([
    ['None (a gradient over the column)', { operator: 'None' }, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0.5)', 'rgba(0, 0, 0, 1)']],
    ['>', { operator: '>', targetValue: 50 }, [undefined, undefined, 'rgba(0, 0, 0, 1)']],
    ['≥', { operator: '≥', targetValue: 50 }, [undefined, 'rgba(0, 0, 0, 0.05)', 'rgba(0, 0, 0, 1)']],
    ['<', { operator: '<', targetValue: 50 }, ['rgba(0, 0, 0, 1)', undefined, undefined]],
    ['=', { operator: '=', targetValue: 50 }, [undefined, 'rgba(0, 0, 0, 1)', undefined]],
    ['≠', { operator: '≠', targetValue: 0 }, [undefined, 'rgba(0, 0, 0, 0.53)', 'rgba(0, 0, 0, 1)']],
    ['< x <', { operator: '< x <', targetValueLeft: 0, targetValueRight: 100 }, [undefined, 'rgba(0, 0, 0, 0.53)', undefined]],
    ['≤ x ≤', { operator: '≤ x ≤', targetValueLeft: 0, targetValueRight: 100 }, ['rgba(0, 0, 0, 0.05)', 'rgba(0, 0, 0, 0.53)', 'rgba(0, 0, 0, 1)']],
  ])('colours with %s', (_name, rule, expected) => {
    expect(colour(rule)).toEqual(expected);
  });

  it.each([
    ['#abc', 0.5, 'rgba(170, 187, 204, 0.5)'],
    ['colorSuccess', 1, 'rgba(90, 193, 137, 1)'],
    ['not a colour', 1, 'not a colour'],
  ])('adds alpha to %s', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });
});
