// The state of a resource list (page, sort, filters, view mode) and its address-bar encoding. The URL is the
// single source of truth, so reloading or sharing a link restores the same view. Key names follow Superset's
// list views: ?pageIndex=0&sortColumn=changed_on_delta_humanized&sortOrder=desc&viewMode=table&filters=(...)
import { decodeRison, encodeRison, type RisonValue } from './rison';

export type SortOrder = 'asc' | 'desc';
export type ViewMode = 'table' | 'card';

export interface ListSort {
  column: string;
  order: SortOrder;
}

export interface ListViewState {
  pageIndex: number;
  /** null: no explicit sort; the server's default order applies. */
  sort: ListSort | null;
  /** Filter id -> value; an absent key means the filter is not applied. */
  filters: Record<string, RisonValue>;
  viewMode: ViewMode;
}

/** A new state, or how to get it from the state the address holds when the change lands. */
export type ListViewStateChange = ListViewState | ((current: ListViewState) => ListViewState);

export interface ListViewDefaults {
  sort: ListSort | null;
  viewMode: ViewMode;
}

const KEYS = ['pageIndex', 'sortColumn', 'sortOrder', 'viewMode', 'filters'] as const;

// Characters that are safe in a query value and keep rison readable (Rison's own URI quoting keeps these).
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2C|3A|40|24|2F)/g, (match) => decodeURIComponent(match));
}

function isEmptyFilterValue(value: RisonValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function initialListViewState(defaults: ListViewDefaults): ListViewState {
  return { pageIndex: 0, sort: defaults.sort, filters: {}, viewMode: defaults.viewMode };
}

/** The query string (without '?') for a state. pageIndex is always written, so an encoded state is never
 * mistaken for "no state in the URL" when decoded. */
export function encodeListViewState(state: ListViewState): string {
  const parts = [`pageIndex=${state.pageIndex}`];
  if (state.sort) {
    parts.push(`sortColumn=${encodeQueryValue(state.sort.column)}`, `sortOrder=${state.sort.order}`);
  }
  parts.push(`viewMode=${state.viewMode}`);
  const filterIds = Object.keys(state.filters).filter((id) => !isEmptyFilterValue(state.filters[id]));
  if (filterIds.length > 0) {
    const filters = Object.fromEntries(filterIds.map((id) => [id, state.filters[id]]));
    parts.push(`filters=${encodeQueryValue(encodeRison(filters))}`);
  }
  return parts.join('&');
}

/** The state as the address bar holds it ('?'-prefixed). Browsers percent-encode some characters of a query
 * (the quote rison uses, for one), so the encoding goes through the URL parser; comparing this with
 * location.search then never disagrees over spelling alone, which would make URL normalisation loop. */
export function listViewSearch(state: ListViewState): string {
  return new URL(`?${encodeListViewState(state)}`, 'http://localhost').search;
}

function parseFilters(raw: string | null): Record<string, RisonValue> {
  if (!raw) return {};
  try {
    const parsed = decodeRison(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => !isEmptyFilterValue(value)));
  } catch {
    // A hand-edited or truncated link should still open the list, just unfiltered.
    return {};
  }
}

/** Reads a state from a query string (with or without '?'). A URL carrying none of the list keys gets the
 * defaults (first visit); otherwise every missing or invalid key falls back to "not set". */
export function decodeListViewState(search: string, defaults: ListViewDefaults): ListViewState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!KEYS.some((key) => params.has(key))) return initialListViewState(defaults);

  const pageIndexRaw = params.get('pageIndex');
  const pageIndex = pageIndexRaw !== null && /^\d+$/.test(pageIndexRaw) ? Number(pageIndexRaw) : 0;

  const sortColumn = params.get('sortColumn');
  const sortOrder = params.get('sortOrder');
  const sort: ListSort | null =
    sortColumn && (sortOrder === 'asc' || sortOrder === 'desc') ? { column: sortColumn, order: sortOrder } : null;

  const viewModeRaw = params.get('viewMode');
  const viewMode: ViewMode = viewModeRaw === 'table' || viewModeRaw === 'card' ? viewModeRaw : defaults.viewMode;

  return { pageIndex, sort, filters: parseFilters(params.get('filters')), viewMode };
}

/** Clicking a sortable header cycles that column none -> asc -> desc -> none; another column starts at asc. */
export function nextSort(current: ListSort | null, column: string): ListSort | null {
  if (!current || current.column !== column) return { column, order: 'asc' };
  if (current.order === 'asc') return { column, order: 'desc' };
  return null;
}

export function withSort(state: ListViewState, column: string): ListViewState {
  return { ...state, sort: nextSort(state.sort, column), pageIndex: 0 };
}

/** Sets (or, for an empty value, removes) one filter; any filter change returns to the first page. */
export function withFilter(state: ListViewState, id: string, value: RisonValue | undefined): ListViewState {
  const filters = { ...state.filters };
  if (value === undefined || isEmptyFilterValue(value)) delete filters[id];
  else filters[id] = value;
  return { ...state, filters, pageIndex: 0 };
}

export function withoutFilters(state: ListViewState): ListViewState {
  return { ...state, filters: {}, pageIndex: 0 };
}

/** Switches between cards and the table; the filters, sort and page stay. */
export function withViewMode(state: ListViewState, viewMode: ViewMode): ListViewState {
  return { ...state, viewMode };
}

/** Sets the order outright (the card mode's sort dropdown), back to the first page. */
export function withSortOrder(state: ListViewState, sort: ListSort): ListViewState {
  return { ...state, sort, pageIndex: 0 };
}

export function withPage(state: ListViewState, pageIndex: number): ListViewState {
  return { ...state, pageIndex: Math.max(0, Math.floor(pageIndex)) };
}

export function hasActiveFilters(state: ListViewState): boolean {
  return Object.keys(state.filters).length > 0;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The free-text search filter's value, trimmed; null when it is absent, blank or not text. */
export function searchText(state: ListViewState, filterId: string): string | null {
  const value = state.filters[filterId];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Page and sort as list-query variables. `sortFields` maps the list's (Superset) column ids to the resource's
 * order enum; an unknown sort column (hand-edited URL) falls back to the server's default order.
 */
export function pageAndOrder<F extends string>(
  state: ListViewState,
  sortFields: Readonly<Record<string, F>>,
  pageSize: number,
): { page: number; pageSize: number; orderBy?: F; orderDirection?: 'ASC' | 'DESC' } {
  const orderBy = state.sort ? sortFields[state.sort.column] : undefined;
  return {
    page: state.pageIndex,
    pageSize,
    ...(orderBy && state.sort ? { orderBy, orderDirection: state.sort.order === 'asc' ? 'ASC' : 'DESC' } : {}),
  };
}
