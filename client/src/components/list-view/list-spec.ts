// A resource list as a declaration: its page size, default order, sortable columns and filters. The same
// declaration draws the filter controls (ListView) and turns the address-bar state into the list query's
// variables (listQueryVariables), so a list is written once, not once per layer.
import type { TypedDocumentNode } from '@apollo/client';
import type { AppConfig, FeatureFlag } from '../../app/app-config';
import type { ListFilterOp } from '../../gql/graphql';
import { pageAndOrder, searchText, type ListSort, type ListViewDefaults, type ListViewState } from './list-view-state';
import type { OptionPage } from './option-pages';
import type { RisonValue } from './rison';

/** An option of a select filter, as Mantine's Select takes it. */
export type SelectOption = string | { value: string; label: string };

/** Spec 1 §9: a select asks for this many options at a time: typing asks the server for the matching
 * ones, scrolling to the end of the list for the next page of them. */
export const SELECT_OPTION_LIMIT = 100;

/** What a searched options query takes: the typed text and one page of matches (a related/distinct call). */
export interface OptionSearchVariables {
  filter: string | null;
  page: number;
  pageSize: number;
}

/** Where a select filter's options come from: the server's related/distinct options (or another searched
 * list), asked for a page at a time with the typed text, and how to read a page out of the answer; or a
 * fixed list the client knows. */
export type SelectOptionsSource<TData = unknown> =
  | {
      kind: 'search';
      query: TypedDocumentNode<TData, OptionSearchVariables>;
      // A method, so a source of any answer type fits a list of filters.
      toPage(data: TData): OptionPage;
    }
  | { kind: 'fixed'; options: () => SelectOption[] };

interface FilterBase<F extends string> {
  /** The key in the address bar's filters, Superset's filter id (e.g. 'slice_name', 'database'). */
  id: string;
  /** The resource's filter field it becomes in the list query. */
  field: F;
  /** The feature flag the filter needs (the Tag filter: TAGGING_SYSTEM); while it is off the list neither
   * draws the filter nor sends it, whatever the address says. */
  flag?: FeatureFlag;
}

/** Free text, searched 500 ms after typing stops; drawn beside the list's title. */
export interface SearchFilterSpec<F extends string> extends FilterBase<F> {
  kind: 'search';
  op: ListFilterOp;
  /** The search box's accessible name, e.g. 'Search charts'. */
  label: string;
}

/** One value out of a list of options: an id of a related object (Superset's rel_o_m filter), or a
 * distinct text value (eq). */
export interface SelectFilterSpec<F extends string> extends FilterBase<F> {
  kind: 'select';
  value: 'id' | 'text';
  /** By default REL_O_M for an id, EQ for a text. */
  op?: ListFilterOp;
  label: string;
  options: SelectOptionsSource;
  searchable?: boolean;
  width?: number;
  testId?: string;
}

/** Yes or no (Superset's Status, Favorite and Certified filters): kept in the address bar as true/false and
 * sent as a boolean with the filter's operator. */
export interface BooleanFilterSpec<F extends string> extends FilterBase<F> {
  kind: 'boolean';
  op: ListFilterOp;
  label: string;
  /** The option labels of true and of false, e.g. ['Published', 'Draft']. */
  choices: readonly [string, string];
  width?: number;
  testId?: string;
}

/** A range with two ends, kept in the address bar as `<id>_from` and `<id>_to`; either end may be open.
 * datetimeRange ends are local date-times (sent as epoch milliseconds), numericRange ends numbers. */
export interface RangeFilterSpec<F extends string> extends FilterBase<F> {
  kind: 'datetimeRange' | 'numericRange';
  /** The labels of the two inputs, e.g. ['From', 'To']. */
  labels: readonly [string, string];
  width?: number;
}

export type ListFilterSpec<F extends string = string> = SearchFilterSpec<F> | SelectFilterSpec<F> | BooleanFilterSpec<F> | RangeFilterSpec<F>;

export interface ListSpec<F extends string = string, O extends string = string> {
  /** The resource in plural as messages name it: 'An error occurred while fetching charts: …'. */
  resourceName: string;
  pageSize: number;
  /** Sort and view mode of a first visit. */
  defaults: ListViewDefaults;
  /** Superset's column id (the sortColumn in the address bar) -> the resource's order field. */
  sortFields: Readonly<Record<string, O>>;
  /** In the order they are drawn and sent. */
  filters: ReadonlyArray<ListFilterSpec<F>>;
  /** The card mode's sort dropdown; empty for a list without cards. */
  cardSorts: ReadonlyArray<CardSortOption>;
}

/** One choice of the card mode's sort dropdown. */
export interface CardSortOption {
  label: string;
  sort: ListSort;
}

/** Superset's card sort choices: by name, or by last change either way. */
export function cardSortOptions(titleColumn: string): CardSortOption[] {
  return [
    { label: 'Alphabetical', sort: { column: titleColumn, order: 'asc' } },
    { label: 'Recently modified', sort: LAST_CHANGED_FIRST },
    { label: 'Least recently modified', sort: { column: LAST_CHANGED_FIRST.column, order: 'asc' } },
  ];
}

/** The card sort choice a state's order is, or null when the order is none of them (set from a table header). */
export function cardSortOf(spec: Pick<ListSpec, 'cardSorts'>, sort: ListSort | null): CardSortOption | null {
  return spec.cardSorts.find((option) => sort !== null && option.sort.column === sort.column && option.sort.order === sort.order) ?? null;
}

/** One condition of a list query; every resource's filter input has this shape. */
export interface ListFilterInput<F extends string> {
  field: F;
  op: ListFilterOp;
  value: unknown;
}

export interface ListQueryVariables<F extends string, O extends string> {
  filters: ListFilterInput<F>[];
  page: number;
  pageSize: number;
  orderBy?: O;
  orderDirection?: 'ASC' | 'DESC';
}

/** Spec section 9: lists page by 25, sorted by last change, newest first. */
export const LIST_PAGE_SIZE = 25;
const LAST_CHANGED_FIRST: ListSort = { column: 'changed_on_delta_humanized', order: 'desc' };

/**
 * A list's declaration; what it leaves out is the spec's default (25 a page, newest change first, table). A
 * list whose screen draws cards names its title column in `cards` (the alphabetical card sort); cards are
 * then its first view.
 */
export function defineList<F extends string, O extends string>(
  declaration: Pick<ListSpec<F, O>, 'resourceName' | 'sortFields' | 'filters'> & { sort?: ListSort; cards?: { titleColumn: string } },
): ListSpec<F, O> {
  const { sort = LAST_CHANGED_FIRST, cards, ...rest } = declaration;
  return {
    ...rest,
    pageSize: LIST_PAGE_SIZE,
    defaults: { sort, viewMode: cards ? 'card' : 'table' },
    cardSorts: cards ? cardSortOptions(cards.titleColumn) : [],
  };
}

/** The list as the server's flags allow it: filters whose flag is off left out (the same spec when none is). */
export function withFlags<F extends string, O extends string>(spec: ListSpec<F, O>, flags: Pick<AppConfig, FeatureFlag>): ListSpec<F, O> {
  const filters = spec.filters.filter((filter) => !filter.flag || flags[filter.flag]);
  return filters.length === spec.filters.length ? spec : { ...spec, filters };
}

/** The two address-bar keys of a range filter. */
export const rangeKeys = (filter: RangeFilterSpec<string>): readonly [string, string] => [`${filter.id}_from`, `${filter.id}_to`];

/** An id as a link or a hand-edited address may carry it: a number or a string of digits. */
export function idValue(value: RisonValue | undefined): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

function textValue(value: RisonValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A select filter's current value; null when it is not applied or not of the filter's kind. */
export function selectValue(filter: SelectFilterSpec<string>, state: ListViewState): number | string | null {
  const value = state.filters[filter.id];
  return filter.value === 'id' ? idValue(value) : textValue(value);
}

/** A yes/no filter's current value; null when it is not applied. */
export function booleanValue(filter: BooleanFilterSpec<string>, state: ListViewState): boolean | null {
  const value = state.filters[filter.id];
  return typeof value === 'boolean' ? value : null;
}

/** A `datetime-local` value (browser local time) as epoch milliseconds. */
export function localDateTimeMillis(value: unknown): number | null {
  if (typeof value !== 'string' || !value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

function rangeEnd(kind: RangeFilterSpec<string>['kind'], value: RisonValue | undefined): number | null {
  if (kind === 'datetimeRange') return localDateTimeMillis(value);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function filterInputs<F extends string>(filter: ListFilterSpec<F>, state: ListViewState): ListFilterInput<F>[] {
  const { field } = filter;
  switch (filter.kind) {
    case 'search': {
      const text = searchText(state, filter.id);
      return text === null ? [] : [{ field, op: filter.op, value: text }];
    }
    case 'select': {
      const value = selectValue(filter, state);
      return value === null ? [] : [{ field, op: filter.op ?? (filter.value === 'id' ? 'REL_O_M' : 'EQ'), value }];
    }
    case 'boolean': {
      const value = booleanValue(filter, state);
      return value === null ? [] : [{ field, op: filter.op, value }];
    }
    case 'datetimeRange':
    case 'numericRange': {
      const [fromKey, toKey] = rangeKeys(filter);
      const from = rangeEnd(filter.kind, state.filters[fromKey]);
      const to = rangeEnd(filter.kind, state.filters[toKey]);
      return [
        ...(from === null ? [] : [{ field, op: 'GT' as const, value: from }]),
        ...(to === null ? [] : [{ field, op: 'LT' as const, value: to }]),
      ];
    }
  }
}

/** The list query's variables for a state: the applied filters, the page, and the order (an unknown sort
 * column, from a hand-edited address, leaves the order to the server). */
export function listQueryVariables<F extends string, O extends string>(
  spec: ListSpec<F, O>,
  state: ListViewState,
  pageSize: number = spec.pageSize,
): ListQueryVariables<F, O> {
  return {
    filters: spec.filters.flatMap((filter) => filterInputs(filter, state)),
    ...pageAndOrder(state, spec.sortFields, pageSize),
  };
}

/** A page of a list answer: how many match in all and this page's items. */
interface AnsweredPage<T> {
  count: number;
  items: readonly T[];
}

/** A select filter whose options the server searches and pages: `page` picks the page out of the answer,
 * `toOption` makes an option of each item. */
export const searchedOptions = <TData, T>(
  query: TypedDocumentNode<TData, OptionSearchVariables>,
  page: (data: TData) => AnsweredPage<T>,
  toOption: (item: T) => SelectOption,
): SelectOptionsSource<TData> => ({
  kind: 'search',
  query,
  toPage: (data) => {
    const answer = page(data);
    return { count: answer.count, options: answer.items.map(toOption) };
  },
});

/** Options of a related-field picker (FAB related/{column}: owners, database): the id as value, the name as label. */
export const relatedOptions = <TData>(query: TypedDocumentNode<TData, OptionSearchVariables>, page: (data: TData) => AnsweredPage<{ value: number; text: string }>) =>
  searchedOptions(query, page, (item) => ({ value: String(item.value), label: item.text }));

/** Options of a distinct-values picker (FAB distinct/{column}: schema, status): the value is its own label. */
export const distinctOptions = <TData>(query: TypedDocumentNode<TData, OptionSearchVariables>, page: (data: TData) => AnsweredPage<string>) =>
  searchedOptions(query, page, (value) => value);

/** A select filter over options the client knows (the chart types it can draw). */
export const fixedOptions = (options: () => SelectOption[]): SelectOptionsSource => ({ kind: 'fixed', options });

type SelectLook = Pick<SelectFilterSpec<string>, 'width' | 'testId'>;

/** Filters several lists share: the database a row belongs to, and its schema. */
export const databaseFilter = <F extends string>(field: F, options: SelectOptionsSource, look: SelectLook = {}): SelectFilterSpec<F> => ({
  kind: 'select',
  id: 'database',
  field,
  value: 'id',
  label: 'Database',
  searchable: true,
  options,
  ...look,
});

/** The owner filter of the dashboard and chart lists: a person among the owners (Superset's rel_m_m). */
export const ownersFilter = <F extends string>(field: F, options: SelectOptionsSource, look: SelectLook = {}): SelectFilterSpec<F> => ({
  kind: 'select',
  id: 'owners',
  field,
  value: 'id',
  op: 'REL_M_M',
  label: 'Owner',
  searchable: true,
  options,
  ...look,
});

/** The Created by filter (Superset's created_by, rel_o_m): the person who made the row. */
export const createdByFilter = <F extends string>(field: F, options: SelectOptionsSource, look: SelectLook = {}): SelectFilterSpec<F> => ({
  kind: 'select',
  id: 'created_by',
  field,
  value: 'id',
  label: 'Created by',
  searchable: true,
  options,
  ...look,
});

export const schemaFilter = <F extends string>(field: F, options: SelectOptionsSource, look: SelectLook = {}): SelectFilterSpec<F> => ({
  kind: 'select',
  id: 'schema',
  field,
  value: 'text',
  label: 'Schema',
  searchable: true,
  options,
  ...look,
});
