import { initialListViewState, type ListViewState } from '../../components/list-view/list-view-state';
import { listQueryVariables } from '../../components/list-view/list-spec';
import { DATABASE_LIST } from './database-list-query';

const state = (over: Partial<ListViewState>): ListViewState => ({ ...initialListViewState(DATABASE_LIST.defaults), ...over });

describe('the databases list query', () => {
  it('starts sorted by name, on the first page of 25', () => {
    expect(listQueryVariables(DATABASE_LIST, state({}))).toEqual({ filters: [], page: 0, pageSize: 25, orderBy: 'DATABASE_NAME', orderDirection: 'ASC' });
  });

  it.each([
    [
      'searches names by substring and maps sortable columns',
      state({ pageIndex: 2, sort: { column: 'changed_on_delta_humanized', order: 'desc' }, filters: { database_name: '  exam ' } }),
      { filters: [{ field: 'DATABASE_NAME', op: 'CT', value: 'exam' }], page: 2, pageSize: 25, orderBy: 'CHANGED_ON', orderDirection: 'DESC' },
    ],
    [
      'ignores a blank search and an unknown sort column',
      state({ sort: { column: 'bogus', order: 'asc' }, filters: { database_name: '   ' } }),
      { filters: [], page: 0, pageSize: 25 },
    ],
  ])('%s', (_name, given, expected) => {
    expect(listQueryVariables(DATABASE_LIST, given)).toEqual(expected);
  });
});
