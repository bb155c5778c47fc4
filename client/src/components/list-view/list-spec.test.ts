import type { TypedDocumentNode } from '@apollo/client';
import { DEFAULT_APP_CONFIG } from '../../app/app-config';
import { tagFilter } from '../../features/tags/tag-filter';
import { cardSortOf, defineList, distinctOptions, idValue, listQueryVariables, rangeKeys, relatedOptions, selectValue, withFlags, type OptionSearchVariables, type SelectFilterSpec } from './list-spec';
import { initialListViewState, type ListViewState } from './list-view-state';

const NO_QUERY = {} as TypedDocumentNode<{ distinct: { count: number; items: string[] } }, OptionSearchVariables>;
const options = distinctOptions(NO_QUERY, (data) => data.distinct);

const owner: SelectFilterSpec<'OWNERS'> = { kind: 'select', id: 'owners', field: 'OWNERS', op: 'REL_M_M', value: 'id', label: 'Owner', options };
const status: SelectFilterSpec<'STATUS'> = { kind: 'select', id: 'status', field: 'STATUS', value: 'text', label: 'State', options };

const LIST = defineList<'NAME' | 'OWNERS' | 'STATUS' | 'ROWS' | 'START', 'NAME'>({
  resourceName: 'things',
  sortFields: { name: 'NAME' },
  filters: [
    { kind: 'search', id: 'name', field: 'NAME', op: 'CT', label: 'Search things' },
    owner,
    status,
    { kind: 'numericRange', id: 'rows', field: 'ROWS', labels: ['Min', 'Max'] },
    { kind: 'datetimeRange', id: 'start', field: 'START', labels: ['From', 'To'] },
  ],
});

const state = (filters: ListViewState['filters']): ListViewState => ({ ...initialListViewState(LIST.defaults), filters });

describe('defineList', () => {
  it('fills in the spec defaults: 25 a page, newest change first, table mode', () => {
    expect(LIST.pageSize).toBe(25);
    expect(LIST.defaults).toEqual({ sort: { column: 'changed_on_delta_humanized', order: 'desc' }, viewMode: 'table' });
  });

  it('keeps a declared first order', () => {
    const byName = defineList({ resourceName: 'x', sortFields: {}, filters: [], sort: { column: 'name', order: 'asc' } });
    expect(byName.defaults.sort).toEqual({ column: 'name', order: 'asc' });
  });
});

describe('listQueryVariables', () => {
  it('sends every applied filter in declaration order, with each kind\'s operator', () => {
    const variables = listQueryVariables(LIST, state({ start_from: '2025-01-02T03:04', rows_to: 10, status: 'failed', owners: 4, name: ' a ', rows_from: 2 }));
    expect(variables.filters).toEqual([
      { field: 'NAME', op: 'CT', value: 'a' },
      { field: 'OWNERS', op: 'REL_M_M', value: 4 },
      { field: 'STATUS', op: 'EQ', value: 'failed' },
      { field: 'ROWS', op: 'GT', value: 2 },
      { field: 'ROWS', op: 'LT', value: 10 },
      { field: 'START', op: 'GT', value: new Date('2025-01-02T03:04').getTime() },
    ]);
  });

  it.each([
    ['a text where a number is expected', { rows_from: '5' }],
    ['a number where a date-time is expected', { start_to: 5 }],
    ['a text select given a number', { status: 3 }],
    ['an id select given a word', { owners: 'me' }],
  ])('ignores %s', (_name, filters) => {
    expect(listQueryVariables(LIST, state(filters)).filters).toEqual([]);
  });

  it('takes the page size from the declaration unless told otherwise', () => {
    expect(listQueryVariables(LIST, state({}))).toMatchObject({ page: 0, pageSize: 25 });
    expect(listQueryVariables(LIST, state({}), 5)).toMatchObject({ pageSize: 5 });
  });
});

describe('filter values', () => {
  it('reads ids as numbers or digit strings', () => {
    expect([idValue(3), idValue('12'), idValue('1a'), idValue(undefined)]).toEqual([3, 12, null, null]);
  });

  it('reads a select filter by its kind of value', () => {
    expect(selectValue(owner, state({ owners: '7' }))).toBe(7);
    expect(selectValue(status, state({ status: '' }))).toBeNull();
  });

  it('keeps a range under two address-bar keys', () => {
    expect(rangeKeys({ kind: 'datetimeRange', id: 'start_time', field: 'START', labels: ['From', 'To'] })).toEqual(['start_time_from', 'start_time_to']);
  });

  it('offers related objects by id, named, and distinct values as they are, a page with its count', () => {
    const related = relatedOptions({} as TypedDocumentNode<{ related: { count: number; items: { value: number; text: string }[] } }, OptionSearchVariables>, (data) => data.related);
    expect(related.kind === 'search' && related.toPage({ related: { count: 7, items: [{ value: 2, text: 'examples' }] } })).toEqual({ count: 7, options: [{ value: '2', label: 'examples' }] });
    expect(options.kind === 'search' && options.toPage({ distinct: { count: 1, items: ['main'] } })).toEqual({ count: 1, options: ['main'] });
  });
});

describe('card lists', () => {
  const CARDS = defineList<'NAME', 'NAME'>({ resourceName: 'cards', cards: { titleColumn: 'name' }, sortFields: { name: 'NAME' }, filters: [] });

  it('open as cards and offer Superset\'s three card sorts', () => {
    expect(CARDS.defaults.viewMode).toBe('card');
    expect(CARDS.cardSorts).toEqual([
      { label: 'Alphabetical', sort: { column: 'name', order: 'asc' } },
      { label: 'Recently modified', sort: { column: 'changed_on_delta_humanized', order: 'desc' } },
      { label: 'Least recently modified', sort: { column: 'changed_on_delta_humanized', order: 'asc' } },
    ]);
    expect(LIST.cardSorts).toEqual([]);
  });

  it('names the card sort a state is in, and none for an order set from a table header', () => {
    expect(cardSortOf(CARDS, { column: 'changed_on_delta_humanized', order: 'asc' })?.label).toBe('Least recently modified');
    expect(cardSortOf(CARDS, { column: 'name', order: 'desc' })).toBeNull();
    expect(cardSortOf(CARDS, null)).toBeNull();
  });
});

describe('withFlags', () => {
  const TAGGED = defineList<'NAME' | 'TAGS', 'NAME'>({
    resourceName: 'things',
    sortFields: { name: 'NAME' },
    filters: [{ kind: 'search', id: 'name', field: 'NAME', op: 'CT', label: 'Search things' }, tagFilter('TAGS', 'CHART_TAG_ID', 'thing-filter-tags')],
  });

  it('keeps the Tag filter, and the same spec, while TAGGING_SYSTEM is on', () => {
    expect(withFlags(TAGGED, { ...DEFAULT_APP_CONFIG, taggingSystem: true })).toBe(TAGGED);
  });

  it('leaves the Tag filter out while TAGGING_SYSTEM is off: neither drawn nor sent from an address that names it', () => {
    const off = withFlags(TAGGED, { ...DEFAULT_APP_CONFIG, taggingSystem: false });
    expect(off.filters.map((f) => f.id)).toEqual(['name']);
    const tagged = { ...initialListViewState(TAGGED.defaults), filters: { name: 'x', tags: 3 } };
    expect(listQueryVariables(off, tagged).filters).toEqual([{ field: 'NAME', op: 'CT', value: 'x' }]);
    expect(listQueryVariables(TAGGED, tagged).filters).toEqual([
      { field: 'NAME', op: 'CT', value: 'x' },
      { field: 'TAGS', op: 'CHART_TAG_ID', value: 3 },
    ]);
  });
});
