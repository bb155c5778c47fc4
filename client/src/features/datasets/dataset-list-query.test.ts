import { initialListViewState, type ListViewState } from '../../components/list-view/list-view-state';
import { listQueryVariables } from '../../components/list-view/list-spec';
import { DATASET_LIST, kindLabel } from './dataset-list-query';

const state = (over: Partial<ListViewState>): ListViewState => ({ ...initialListViewState(DATASET_LIST.defaults), ...over });

describe('the dataset list query', () => {
  it('asks for the newest changes first, 25 a page, by default', () => {
    expect(listQueryVariables(DATASET_LIST, state({}))).toEqual({ filters: [], page: 0, pageSize: 25, orderBy: 'CHANGED_ON', orderDirection: 'DESC' });
  });

  it('maps search, database and schema filters', () => {
    expect(listQueryVariables(DATASET_LIST, state({ filters: { table_name: ' birth ', database: 3, schema: 'main' } })).filters).toEqual([
      { field: 'TABLE_NAME', op: 'CT', value: 'birth' },
      { field: 'DATABASE', op: 'REL_O_M', value: 3 },
      { field: 'SCHEMA', op: 'EQ', value: 'main' },
    ]);
  });

  it('reads a database id typed into the URL as text, and ignores junk', () => {
    expect(listQueryVariables(DATASET_LIST, state({ filters: { database: '4' } })).filters).toEqual([{ field: 'DATABASE', op: 'REL_O_M', value: 4 }]);
    expect(listQueryVariables(DATASET_LIST, state({ filters: { database: 'x' } })).filters).toEqual([]);
  });

  it.each([
    ['table_name', 'asc', 'TABLE_NAME', 'ASC'],
    ['database.database_name', 'desc', 'DATABASE_DATABASE_NAME', 'DESC'],
    ['schema', 'asc', 'SCHEMA', 'ASC'],
  ] as const)('sorts by %s %s', (column, order, orderBy, orderDirection) => {
    expect(listQueryVariables(DATASET_LIST, state({ sort: { column, order }, pageIndex: 2 }))).toMatchObject({ orderBy, orderDirection, page: 2 });
  });

  it('leaves an unknown sort column to the server', () => {
    expect(listQueryVariables(DATASET_LIST, state({ sort: { column: 'owners', order: 'asc' } }))).not.toHaveProperty('orderBy');
  });
});

describe('kindLabel', () => {
  it('names the two kinds as Superset does', () => {
    expect([kindLabel('PHYSICAL'), kindLabel('VIRTUAL')]).toEqual(['Physical', 'Virtual']);
  });
});
