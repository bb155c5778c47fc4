import { initialListViewState, type ListViewState } from '../../components/list-view/list-view-state';
import { listQueryVariables } from '../../components/list-view/list-spec';
import { CHART_LIST } from './chart-list-query';

const initial = initialListViewState(CHART_LIST.defaults);

describe('the chart list query', () => {
  it('asks for the first 25 charts, most recently changed first', () => {
    expect(listQueryVariables(CHART_LIST, initial)).toEqual({
      filters: [],
      page: 0,
      pageSize: 25,
      orderBy: 'CHANGED_ON',
      orderDirection: 'DESC',
    });
  });

  it.each([
    ['slice_name', 'asc', 'SLICE_NAME', 'ASC'],
    ['viz_type', 'desc', 'VIZ_TYPE', 'DESC'],
    ['datasource_name', 'asc', 'DATASOURCE_NAME', 'ASC'],
  ] as const)('sorts by %s %s', (column, order, orderBy, orderDirection) => {
    expect(listQueryVariables(CHART_LIST, { ...initial, sort: { column, order } })).toMatchObject({ orderBy, orderDirection });
  });

  it.each([
    ['no sort', null],
    ['an unknown sort column', { column: 'owners', order: 'asc' as const }],
  ])('leaves ordering to the server for %s', (_name, sort) => {
    const variables = listQueryVariables(CHART_LIST, { ...initial, sort });
    expect(variables).not.toHaveProperty('orderBy');
    expect(variables).not.toHaveProperty('orderDirection');
  });

  it('searches all chart text with the trimmed query and keeps the page', () => {
    const state: ListViewState = { ...initial, pageIndex: 2, filters: { slice_name: '  births ' } };
    expect(listQueryVariables(CHART_LIST, state, 10)).toMatchObject({
      filters: [{ field: 'SLICE_NAME', op: 'CHART_ALL_TEXT', value: 'births' }],
      page: 2,
      pageSize: 10,
    });
  });

  it('ignores a blank or non-text search value', () => {
    expect(listQueryVariables(CHART_LIST, { ...initial, filters: { slice_name: '   ' } }).filters).toEqual([]);
    expect(listQueryVariables(CHART_LIST, { ...initial, filters: { slice_name: 42 } }).filters).toEqual([]);
  });
});
