import {
  decodeListViewState,
  encodeListViewState,
  hasActiveFilters,
  initialListViewState,
  listViewSearch,
  nextSort,
  pageCount,
  withFilter,
  withoutFilters,
  withPage,
  withSort,
  withSortOrder,
  withViewMode,
  type ListViewDefaults,
  type ListViewState,
} from './list-view-state';

const defaults: ListViewDefaults = { sort: { column: 'changed_on_delta_humanized', order: 'desc' }, viewMode: 'table' };

describe('list view URL state', () => {
  it('starts from the defaults when the URL carries no list keys', () => {
    expect(decodeListViewState('', defaults)).toEqual(initialListViewState(defaults));
    expect(decodeListViewState('?utm=x', defaults)).toEqual(initialListViewState(defaults));
  });

  it('encodes the default state with Superset key names', () => {
    expect(encodeListViewState(initialListViewState(defaults))).toBe(
      'pageIndex=0&sortColumn=changed_on_delta_humanized&sortOrder=desc&viewMode=table',
    );
  });

  it('keeps filters readable in the address bar', () => {
    const state: ListViewState = { ...initialListViewState(defaults), filters: { slice_name: 'births by state' } };
    expect(encodeListViewState(state)).toBe(
      "pageIndex=0&sortColumn=changed_on_delta_humanized&sortOrder=desc&viewMode=table&filters=(slice_name:'births%20by%20state')",
    );
  });

  it('spells the search the way the address bar does, and reads that spelling back', () => {
    const state: ListViewState = { ...initialListViewState(defaults), filters: { slice_name: "it's a b" } };
    const search = listViewSearch(state);
    expect(search).toBe(
      '?pageIndex=0&sortColumn=changed_on_delta_humanized&sortOrder=desc&viewMode=table&filters=(slice_name:%27it!%27s%20a%20b%27)',
    );
    expect(new URL(search, 'http://127.0.0.1').search).toBe(search);
    expect(decodeListViewState(search, defaults)).toEqual(state);
  });

  const roundTrips: Array<[string, ListViewState]> = [
    ['the defaults', initialListViewState(defaults)],
    ['an explicit unsorted state', { pageIndex: 3, sort: null, filters: {}, viewMode: 'table' }],
    ['an ascending sort on another column', { pageIndex: 0, sort: { column: 'slice_name', order: 'asc' }, filters: {}, viewMode: 'card' }],
    [
      'several filters with awkward values',
      {
        pageIndex: 2,
        sort: { column: 'viz_type', order: 'desc' },
        filters: { slice_name: "O'Neil & co: 100%", owners: [1, 2], viz_type: 'pie' },
        viewMode: 'table',
      },
    ],
  ];

  it.each(roundTrips)('round-trips %s', (_name, state) => {
    expect(decodeListViewState(`?${encodeListViewState(state)}`, defaults)).toEqual(state);
  });

  it.each([
    ['a negative page index', 'pageIndex=-1', { pageIndex: 0 }],
    ['a non-numeric page index', 'pageIndex=abc', { pageIndex: 0 }],
    ['a sort order that is not asc/desc', 'pageIndex=0&sortColumn=slice_name&sortOrder=up', { sort: null }],
    ['a sort column without order', 'pageIndex=0&sortColumn=slice_name', { sort: null }],
    ['an unknown view mode', 'pageIndex=0&viewMode=grid', { viewMode: 'table' }],
    ['broken rison filters', 'pageIndex=0&filters=(slice_name:', { filters: {} }],
    ['filters that are not an object', 'pageIndex=0&filters=!(a,b)', { filters: {} }],
    ['empty filter values', "pageIndex=0&filters=(a:'',b:!(),c:!n,d:x)", { filters: { d: 'x' } }],
  ])('tolerates %s', (_name, search, expected) => {
    expect(decodeListViewState(search, defaults)).toMatchObject(expected);
  });
});

describe('list view state transitions', () => {
  it.each([
    ['no sort -> asc', null, 'slice_name', { column: 'slice_name', order: 'asc' }],
    ['asc -> desc', { column: 'slice_name', order: 'asc' as const }, 'slice_name', { column: 'slice_name', order: 'desc' }],
    ['desc -> none', { column: 'slice_name', order: 'desc' as const }, 'slice_name', null],
    ['another column starts at asc', { column: 'viz_type', order: 'desc' as const }, 'slice_name', { column: 'slice_name', order: 'asc' }],
  ])('cycles the sort %s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });

  const paged: ListViewState = { pageIndex: 4, sort: null, filters: { owners: [1] }, viewMode: 'table' };

  it('returns to the first page when the sort changes', () => {
    expect(withSort(paged, 'slice_name')).toMatchObject({ pageIndex: 0, sort: { column: 'slice_name', order: 'asc' } });
  });

  it('returns to the first page when a filter changes and drops empty values', () => {
    expect(withFilter(paged, 'slice_name', 'x')).toMatchObject({ pageIndex: 0, filters: { owners: [1], slice_name: 'x' } });
    expect(withFilter(paged, 'owners', []).filters).toEqual({});
    expect(withFilter(paged, 'owners', '   ').filters).toEqual({});
    expect(withFilter(paged, 'owners', undefined).filters).toEqual({});
  });

  it('clears all filters', () => {
    expect(withoutFilters(paged)).toMatchObject({ pageIndex: 0, filters: {} });
    expect(hasActiveFilters(paged)).toBe(true);
    expect(hasActiveFilters(withoutFilters(paged))).toBe(false);
  });

  it('never goes below the first page', () => {
    expect(withPage(paged, -3).pageIndex).toBe(0);
    expect(withPage(paged, 2).pageIndex).toBe(2);
  });

  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [101, 25, 5],
  ])('counts pages: %i rows of %i per page -> %i pages', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });
});

describe('view mode and range filters in the address', () => {
  const cardsFirst: ListViewDefaults = { ...defaults, viewMode: 'card' };

  it('keeps the chosen view mode across a reload, the other filters and the sort with it', () => {
    const table = withViewMode({ ...initialListViewState(cardsFirst), filters: { favorite: true }, pageIndex: 2 }, 'table');
    const reloaded = decodeListViewState(listViewSearch(table), cardsFirst);
    expect(reloaded).toEqual({ pageIndex: 2, sort: cardsFirst.sort, filters: { favorite: true }, viewMode: 'table' });
    expect(decodeListViewState(listViewSearch(withViewMode(reloaded, 'card')), cardsFirst).viewMode).toBe('card');
  });

  it('starts a first visit in the list default view, and falls back to it for an unknown mode', () => {
    expect(decodeListViewState('', cardsFirst).viewMode).toBe('card');
    expect(decodeListViewState('?pageIndex=0&viewMode=grid', cardsFirst).viewMode).toBe('card');
    expect(decodeListViewState('?pageIndex=0&viewMode=grid', defaults).viewMode).toBe('table');
  });

  it('sets a card sort outright and returns to the first page', () => {
    const sorted = withSortOrder({ ...initialListViewState(cardsFirst), pageIndex: 3 }, { column: 'slice_name', order: 'asc' });
    expect(sorted).toMatchObject({ pageIndex: 0, sort: { column: 'slice_name', order: 'asc' } });
    expect(decodeListViewState(listViewSearch(sorted), cardsFirst).sort).toEqual({ column: 'slice_name', order: 'asc' });
  });

  it('round-trips both ends of a datetime range and a numeric range', () => {
    let state = withFilter(initialListViewState(defaults), 'start_time_from', '2026-11-27T09:30');
    state = withFilter(state, 'start_time_to', '2026-11-28T18:05');
    state = withFilter(state, 'rows_from', 10);
    state = withFilter(state, 'rows_to', 2.5);
    const reloaded = decodeListViewState(listViewSearch(state), defaults);
    expect(reloaded.filters).toEqual({ start_time_from: '2026-11-27T09:30', start_time_to: '2026-11-28T18:05', rows_from: 10, rows_to: 2.5 });
  });

  it('keeps an open end open: an emptied end leaves the address', () => {
    const state = withFilter(withFilter(initialListViewState(defaults), 'rows_from', 10), 'rows_from', undefined);
    expect(encodeListViewState(state)).not.toContain('filters=');
  });
});
