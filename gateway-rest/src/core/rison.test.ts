import { decodeRison, RisonSyntaxError } from './rison';

describe('decodeRison', () => {
  it.each<[string, unknown]>([
    ['(a:1,b:!(x,y))', { a: 1, b: ['x', 'y'] }],
    ['()', {}],
    ['!()', []],
    ['!(1,2,3)', [1, 2, 3]],
    ["'hello world'", 'hello world'],
    ["'it!'s'", "it's"],
    ["'wow!!'", 'wow!'],
    ["''", ''],
    ['!t', true],
    ['!f', false],
    ['!n', null],
    ['-3', -3],
    ['1.5', 1.5],
    ['2e3', 2000],
    ['1.5e-2', 0.015],
    ['abc', 'abc'],
    ['owners.first_name', 'owners.first_name'],
    ['a-b_c/d~e', 'a-b_c/d~e'],
    ['.5', '.5'],
    [
      '(columns:!(id,slice_name),order_column:slice_name,order_direction:asc,page:0,page_size:25,filters:!((col:viz_type,opr:eq,value:table)))',
      {
        columns: ['id', 'slice_name'],
        order_column: 'slice_name',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
        filters: [{ col: 'viz_type', opr: 'eq', value: 'table' }],
      },
    ],
    ["(filters:!((col:dashboard_title,opr:title_or_slug,value:'sales 2024')),keys:!(none))", {
      filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'sales 2024' }],
      keys: ['none'],
    }],
    ['(filters:!((col:id,opr:chart_is_favorite,value:!t)))', { filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] }],
  ])('decodes %s', (text, expected) => {
    expect(decodeRison(text)).toEqual(expected);
  });

  it('keeps __proto__ as a key, as JSON.parse does, instead of setting the prototype', () => {
    const decoded = decodeRison('(__proto__:(page:5),constructor:1)') as Record<string, unknown>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(decoded.page).toBeUndefined();
    expect(Object.keys(decoded)).toEqual(['__proto__', 'constructor']);
    expect(decoded).toEqual(JSON.parse('{"__proto__": {"page": 5}, "constructor": 1}'));
  });

  it.each([
    '',
    '(',
    '(a:1',
    '(a)',
    '(a:1,)',
    '(,a:1)',
    '!(1,,2)',
    '(a:)',
    "'unterminated",
    "'bad!escape'",
    '!x',
    '!',
    '-',
    '1e',
    '(a:1)x',
    ':abc',
    'a b',
    '{"page":0}',
  ])('rejects %j', (text) => {
    expect(() => decodeRison(text)).toThrow(RisonSyntaxError);
  });
});
