import { nextSort, pageCount, pageOf, searchRows, sortRows, type SortEntry } from './table-state';
import type { TableRow } from './transform-props';

const row = (values: unknown[]): TableRow => ({ values, text: values.map((v) => (v === null ? 'N/A' : String(v))), background: [] });
const rows = [row(['b', 2]), row(['a', 10]), row([null, 2]), row(['c', null])];
const index = (key: string) => ['name', 'num'].indexOf(key);

describe('table sort cycling', () => {
  it.each([
    ['a new column sorts ascending', [], 'num', false, [{ key: 'num', desc: false }]],
    ['ascending becomes descending', [{ key: 'num', desc: false }], 'num', false, [{ key: 'num', desc: true }]],
    ['descending becomes unsorted', [{ key: 'num', desc: true }], 'num', false, []],
    ['a click on another column replaces the sort', [{ key: 'num', desc: true }], 'name', false, [{ key: 'name', desc: false }]],
    ['Shift-click adds a column', [{ key: 'num', desc: true }], 'name', true, [{ key: 'num', desc: true }, { key: 'name', desc: false }]],
    ['Shift-click flips a column in place', [{ key: 'num', desc: false }, { key: 'name', desc: false }], 'num', true, [{ key: 'num', desc: true }, { key: 'name', desc: false }]],
    ['Shift-click drops a descending column', [{ key: 'num', desc: true }, { key: 'name', desc: false }], 'num', true, [{ key: 'name', desc: false }]],
  ] as Array<[string, SortEntry[], string, boolean, SortEntry[]]>)('%s', (_name, sortBy, key, multi, expected) => {
    expect(nextSort(sortBy, key, multi)).toEqual(expected);
  });

  it.each([
    ['unsorted keeps the server order', [], [['b', 2], ['a', 10], [null, 2], ['c', null]]],
    ['numbers ascending, empty cells last', [{ key: 'num', desc: false }], [['b', 2], [null, 2], ['a', 10], ['c', null]]],
    ['numbers descending, empty cells still last', [{ key: 'num', desc: true }], [['a', 10], ['b', 2], [null, 2], ['c', null]]],
    ['by two columns', [{ key: 'num', desc: false }, { key: 'name', desc: true }], [['b', 2], [null, 2], ['a', 10], ['c', null]]],
  ] as Array<[string, SortEntry[], unknown[][]]>)('sorts %s', (_name, sortBy, expected) => {
    expect(sortRows(rows, sortBy, index).map((r) => r.values)).toEqual(expected);
  });

  it('searches the shown text of every cell, ignoring case', () => {
    expect(searchRows(rows, ' B ').map((r) => r.values)).toEqual([['b', 2]]);
    expect(searchRows(rows, '10').map((r) => r.values)).toEqual([['a', 10]]);
    expect(searchRows(rows, '')).toHaveLength(4);
  });

  it.each([
    [0, 10, 1],
    [10, 0, 1],
    [10, 10, 1],
    [11, 10, 2],
  ])('counts pages of %d rows by %d', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });

  it('slices a page', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 0, 0)).toEqual([1, 2, 3]);
  });
});
