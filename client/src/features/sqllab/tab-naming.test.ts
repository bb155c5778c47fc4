import { copyTabName, newTabName, tabAfterClose, wrappedTabIndex } from './tab-naming';

describe('newTabName', () => {
  it.each([
    [[], 'Untitled Query 1'],
    [['Untitled Query 1'], 'Untitled Query 2'],
    [['Untitled Query 1', 'Untitled Query 7', 'Untitled Query 3'], 'Untitled Query 8'],
    [['Sales by month', 'Copy of Untitled Query 4'], 'Untitled Query 1'],
    [['Untitled Query 2', 'Untitled query 9'], 'Untitled Query 3'],
  ])('names a tab after %j "%s"', (existing, expected) => {
    expect(newTabName(existing)).toBe(expected);
  });
});

it('prefixes a copy with "Copy of"', () => {
  expect(copyTabName('Untitled Query 3')).toBe('Copy of Untitled Query 3');
});

describe('wrappedTabIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, -1],
  ] as const)('from %i step %i of %i tabs goes to %i', (current, step, count, expected) => {
    expect(wrappedTabIndex(current, step, count)).toBe(expected);
  });
});

describe('tabAfterClose', () => {
  it('returns to the most recently active tab still open', () => {
    expect(tabAfterClose(['a', 'b', 'c'], ['a', 'c'], 'b')).toBe('c');
  });
  it('falls back to the neighbour when the history has nothing open', () => {
    expect(tabAfterClose(['a', 'b', 'c'], [], 'b')).toBe('c');
    expect(tabAfterClose(['a', 'b', 'c'], [], 'c')).toBe('b');
  });
  it('leaves no tab when the last one closes', () => {
    expect(tabAfterClose(['a'], [], 'a')).toBeNull();
  });
});
