import { listQueryVariables } from '../../components/list-view/list-spec';
import { decodeListViewState, initialListViewState, listViewSearch, withFilter } from '../../components/list-view/list-view-state';
import { DASHBOARD_LIST } from './dashboard-list-query';

describe('the dashboard list query', () => {
  const initial = initialListViewState(DASHBOARD_LIST.defaults);

  it('sends Status, Favorite and Certified with the operators the server declares for them', () => {
    let state = withFilter(initial, 'published', false);
    state = withFilter(state, 'favorite', true);
    state = withFilter(state, 'certified', true);
    expect(listQueryVariables(DASHBOARD_LIST, state).filters).toEqual([
      { field: 'PUBLISHED', op: 'EQ', value: false },
      { field: 'ID', op: 'DASHBOARD_IS_FAVORITE', value: true },
      { field: 'ID', op: 'DASHBOARD_IS_CERTIFIED', value: true },
    ]);
  });

  it('reads them back from the address, with the search and an owner', () => {
    const state = withFilter(withFilter(withFilter(initial, 'dashboard_title', 'sales'), 'owners', 1), 'certified', false);
    const decoded = decodeListViewState(listViewSearch(state), DASHBOARD_LIST.defaults);
    expect(listQueryVariables(DASHBOARD_LIST, decoded).filters).toEqual([
      { field: 'DASHBOARD_TITLE', op: 'TITLE_OR_SLUG', value: 'sales' },
      { field: 'OWNERS', op: 'REL_M_M', value: 1 },
      { field: 'ID', op: 'DASHBOARD_IS_CERTIFIED', value: false },
    ]);
  });

  it('ignores a yes/no filter whose value is not a boolean (a hand-edited address)', () => {
    expect(listQueryVariables(DASHBOARD_LIST, withFilter(initial, 'published', 'draft')).filters).toEqual([]);
  });
});
