import { initialListViewState } from '../../components/list-view/list-view-state';
import { DATABASE_LIST_DEFAULTS, databaseListVariables } from './database-list-query';

describe('databaseListVariables', () => {
  it('starts sorted by name, on the first page of 25', () => {
    expect(databaseListVariables(initialListViewState(DATABASE_LIST_DEFAULTS))).toEqual({
      filters: [],
      page: 0,
      pageSize: 25,
      orderBy: 'DATABASE_NAME',
      orderDirection: 'ASC',
    });
  });

  it('searches names by substring and maps sortable columns', () => {
    const state = { pageIndex: 2, sort: { column: 'changed_on_delta_humanized', order: 'desc' as const }, filters: { database_name: '  exam ' }, viewMode: 'table' as const };
    expect(databaseListVariables(state)).toEqual({
      filters: [{ field: 'DATABASE_NAME', op: 'CT', value: 'exam' }],
      page: 2,
      pageSize: 25,
      orderBy: 'CHANGED_ON',
      orderDirection: 'DESC',
    });
  });

  it('ignores a blank search and an unknown sort column', () => {
    const state = { pageIndex: 0, sort: { column: 'bogus', order: 'asc' as const }, filters: { database_name: '   ' }, viewMode: 'table' as const };
    expect(databaseListVariables(state)).toEqual({ filters: [], page: 0, pageSize: 25 });
  });
});
