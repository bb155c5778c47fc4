import { pyRepr } from './py-repr';

describe('pyRepr', () => {
  it.each<[unknown, string]>([
    [null, 'None'],
    [true, 'True'],
    [false, 'False'],
    [3, '3'],
    [1.5, '1.5'],
    ['abc', "'abc'"],
    ["it's", '"it\'s"'],
    ['say "hi" it\'s', "'say \"hi\" it\\'s'"],
    ['line\nbreak', "'line\\nbreak'"],
    [['a', 1], "['a', 1]"],
    [{ queries: { 0: { row_limit: ['Not a valid integer.'] } } }, "{'queries': {0: {'row_limit': ['Not a valid integer.']}}}"],
  ])('renders %j as %s', (value, expected) => {
    expect(pyRepr(value)).toBe(expected);
  });
});
