import { initialListViewState, withFilter } from '../../components/list-view/list-view-state';
import { listQueryVariables } from '../../components/list-view/list-spec';
import { SAVED_QUERY_LIST, savedQueryLink } from './saved-query-list-query';

describe('the saved query list query', () => {
  const initial = initialListViewState(SAVED_QUERY_LIST.defaults);

  it('pages by 25, newest change first', () => {
    expect(listQueryVariables(SAVED_QUERY_LIST, initial)).toEqual({ filters: [], page: 0, pageSize: 25, orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });

  it('maps search, database and schema filters', () => {
    const state = withFilter(withFilter(withFilter(initial, 'label', ' revenue '), 'database', '3'), 'schema', 'main');
    expect(listQueryVariables(SAVED_QUERY_LIST, state).filters).toEqual([
      { field: 'LABEL', op: 'ALL_TEXT', value: 'revenue' },
      { field: 'DATABASE', op: 'REL_O_M', value: 3 },
      { field: 'SCHEMA', op: 'EQ', value: 'main' },
    ]);
  });

  it('ignores a database filter that is not an id', () => {
    expect(listQueryVariables(SAVED_QUERY_LIST, withFilter(initial, 'database', 'examples')).filters).toEqual([]);
  });

  it('sorts by a known column and ignores an unknown one', () => {
    expect(listQueryVariables(SAVED_QUERY_LIST, { ...initial, sort: { column: 'label', order: 'asc' } })).toMatchObject({ orderBy: 'LABEL', orderDirection: 'ASC' });
    expect(listQueryVariables(SAVED_QUERY_LIST, { ...initial, sort: { column: 'sql', order: 'asc' } }).orderBy).toBeUndefined();
  });
});

describe('savedQueryLink', () => {
  it('opens SQL Lab on the saved query', () => {
    expect(savedQueryLink('http://localhost:8088', 12)).toBe('http://localhost:8088/sqllab/?savedQueryId=12');
  });
});
