export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * FAB's page-argument sanitising: page_size 0 or absent means the default, and anything above
 * the maximum or below 1 (including -1) silently becomes the maximum.
 */
export function normalizePaging(
  page: number | undefined,
  pageSize: number | undefined,
  options: { defaultPageSize?: number; maxPageSize?: number } = {},
): { page: number; pageSize: number } {
  const maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE;
  const size = pageSize || (options.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  return { page: pageIndex(page), pageSize: size > maxPageSize || size < 1 ? maxPageSize : size };
}

/**
 * Paging for resources that lift the maximum (the database API): any positive size is honoured
 * and -1 means all rows (pageSize null).
 */
export function normalizeUncappedPaging(
  page: number | undefined,
  pageSize: number | undefined,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number | null } {
  const size = pageSize || defaultPageSize;
  return size === -1 ? { page: 0, pageSize: null } : { page: pageIndex(page), pageSize: size };
}

/** A negative page would become a negative OFFSET; FAB lets the database reject it, we read it as the first page. */
function pageIndex(page: number | undefined): number {
  return page && page > 0 ? page : 0;
}
