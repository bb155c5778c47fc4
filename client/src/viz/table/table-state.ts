// The table's interactive state, as pure functions: sort cycling (none -> ascending -> descending -> none;
// Shift-click adds a column to a multi-column sort), search and paging in the browser.
import { compareValues } from '../shared/result-rows';
import type { TableRow } from './transform-props';

export interface SortEntry {
  key: string;
  desc: boolean;
}

/** The sort after a click on `key`'s header; `multi` (Shift held) keeps the other columns' sort. */
export function nextSort(sortBy: readonly SortEntry[], key: string, multi: boolean): SortEntry[] {
  const current = sortBy.find((entry) => entry.key === key);
  const others = multi ? sortBy.filter((entry) => entry.key !== key) : [];
  if (!current) return [...others, { key, desc: false }];
  if (!current.desc) {
    return multi ? sortBy.map((entry) => (entry.key === key ? { key, desc: true } : entry)) : [{ key, desc: true }];
  }
  return others;
}

export function sortRows(rows: readonly TableRow[], sortBy: readonly SortEntry[], columnIndex: (key: string) => number): TableRow[] {
  if (!sortBy.length) return [...rows];
  const keys = sortBy.map((entry) => ({ index: columnIndex(entry.key), desc: entry.desc })).filter((k) => k.index >= 0);
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => {
      for (const { index, desc } of keys) {
        const [x, y] = [a.row.values[index], b.row.values[index]];
        // Empty cells stay last in both directions.
        if (x === null || x === undefined || y === null || y === undefined) {
          if (x !== y && !(x == null && y == null)) return x == null ? 1 : -1;
          continue;
        }
        const c = compareValues(x, y);
        if (c !== 0) return desc ? -c : c;
      }
      return a.position - b.position;
    })
    .map(({ row }) => row);
}

/** Rows whose shown text contains the search text in any cell (case-insensitive). */
export function searchRows(rows: readonly TableRow[], search: string): TableRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row.text.some((text) => text.toLowerCase().includes(needle)));
}

export function pageCount(rowCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(rowCount / pageSize)) : 1;
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  if (pageSize <= 0) return [...rows];
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}
