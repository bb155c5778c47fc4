import { RestError } from './errors';
import { mapListFilters, mapListOrder, orderFieldName, parseListRequest, selectListColumns } from './list-request';
import { widgetResource } from '../test-support/widget-resource';

function failure(fn: () => unknown): [number, unknown] {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return [error.status, error.body];
    throw error;
  }
  throw new Error('expected a RestError');
}

describe('orderFieldName', () => {
  it.each<[string, string]>([
    ['slice_name', 'SLICE_NAME'],
    ['changed_by.first_name', 'CHANGED_BY_FIRST_NAME'],
    ['last_saved_by.id', 'LAST_SAVED_BY_ID'],
    ['changed_on_delta_humanized', 'CHANGED_ON'],
  ])('%s -> %s', (column, field) => {
    expect(orderFieldName(column)).toBe(field);
  });
});

describe('mapListOrder', () => {
  it('applies the default order when none is requested', () => {
    expect(mapListOrder(undefined, undefined, widgetResource)).toEqual({ orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });

  it.each<[string, 'asc' | 'desc' | undefined, unknown]>([
    ['name', 'desc', { orderBy: 'NAME', orderDirection: 'DESC' }],
    ['name', undefined, { orderBy: 'NAME', orderDirection: 'ASC' }],
    ['changed_on_delta_humanized', 'asc', { orderBy: 'CHANGED_ON', orderDirection: 'ASC' }],
    ['changed_by.first_name', 'asc', { orderBy: 'CHANGED_BY_FIRST_NAME', orderDirection: 'ASC' }],
  ])('maps %s %s', (column, direction, expected) => {
    expect(mapListOrder(column, direction, widgetResource)).toEqual(expected);
  });

  it.each([
    // not an order column
    'id',
    // an order column the schema has no order field for
    'created_on',
  ])('rejects order_column %s', (column) => {
    expect(failure(() => mapListOrder(column, 'asc', widgetResource))).toEqual([
      400,
      { message: `Invalid order by column: ${column}` },
    ]);
  });
});

describe('mapListFilters', () => {
  it('upper-cases column and operator and passes values through', () => {
    expect(
      mapListFilters(
        [
          { col: 'name', opr: 'ct', value: 'sales' },
          { col: 'owners', opr: 'rel_m_m', value: [1, 2] },
          { col: 'name', opr: 'chart_all_text', value: '' },
        ],
        widgetResource,
      ),
    ).toEqual([
      { field: 'NAME', op: 'CT', value: 'sales' },
      { field: 'OWNERS', op: 'REL_M_M', value: [1, 2] },
      { field: 'NAME', op: 'CHART_ALL_TEXT', value: '' },
    ]);
  });

  it.each<[{ col: string; opr: string }, string]>([
    [{ col: 'secret', opr: 'eq' }, 'Filter column: secret not allowed to filter'],
    [{ col: 'owners', opr: 'eq' }, 'Filter operation: eq not allowed on column: owners'],
    [{ col: 'name', opr: 'CT' }, 'Filter operation: CT not allowed on column: name'],
  ])('rejects %j', (filter, message) => {
    expect(failure(() => mapListFilters([{ ...filter, value: 1 }], widgetResource))).toEqual([400, { message }]);
  });
});

describe('selectListColumns', () => {
  const all = widgetResource.listColumns;
  it.each<[object, readonly string[], boolean]>([
    [{}, all, false],
    [{ columns: ['name', 'id'] }, ['name', 'id'], true],
    [{ select_columns: ['id', 'nope', 'id'] }, ['id'], true],
    [{ columns: ['nope'] }, all, false],
    [{ columns: [] }, all, false],
  ])('%j', (args, columns, restricted) => {
    expect(selectListColumns(all, args)).toEqual({ columns, restricted });
  });

  it('refuses columns and select_columns together', () => {
    expect(failure(() => selectListColumns(all, { columns: ['id'], select_columns: ['id'] }))).toEqual([
      400,
      { message: 'Cannot use both select and sel columns' },
    ]);
  });
});

describe('parseListRequest', () => {
  it('builds the GraphQL list variables', () => {
    const request = parseListRequest(
      '(columns:!(id,name),order_column:name,order_direction:asc,page:2,page_size:500,filters:!((col:name,opr:sw,value:a)))',
      widgetResource,
    );
    expect(request.variables).toEqual({
      filters: [{ field: 'NAME', op: 'SW', value: 'a' }],
      orderBy: 'NAME',
      orderDirection: 'ASC',
      page: 2,
      pageSize: 100,
    });
    expect(request.selection).toEqual({ columns: ['id', 'name'], restricted: true });
  });

  it('defaults to the first page of 20 in the default order', () => {
    expect(parseListRequest(undefined, widgetResource).variables).toEqual({
      filters: [],
      orderBy: 'CHANGED_ON',
      orderDirection: 'DESC',
      page: 0,
      pageSize: 20,
    });
  });

  it('checks the order column before the filters, as FAB does', () => {
    expect(failure(() => parseListRequest('(order_column:bad,filters:!((col:bad,opr:eq,value:1)))', widgetResource))).toEqual([
      400,
      { message: 'Invalid order by column: bad' },
    ]);
  });
});
