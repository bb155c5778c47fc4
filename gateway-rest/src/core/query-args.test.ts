import { RestError } from './errors';
import { decodeQueryArgument, INFO_ARGS_SCHEMA, LIST_ARGS_SCHEMA, readRisonArgs } from './query-args';

function restError(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

describe('decodeQueryArgument', () => {
  it.each<[unknown, unknown]>([
    [undefined, {}],
    ['', {}],
    ['(page:2)', { page: 2 }],
    ['{"page":0,"filters":[]}', { page: 0, filters: [] }],
    // still percent-encoded after the query-string decoding: JSON after unquoting
    ['%7B"page":1%7D', { page: 1 }],
    // a bare rison id, as prison reads it (the schema check rejects it later)
    ['%7B%22page%22%3A1%7D', '%7B%22page%22%3A1%7D'],
    [['(page:3)', '(page:4)'], { page: 3 }],
    ['!(1,2,3)', [1, 2, 3]],
  ])('reads %j as rison, falling back to JSON', (raw, expected) => {
    expect(decodeQueryArgument(raw)).toEqual(expected);
  });

  it.each(['(page:', '{page:0}', '{"page":'])('answers 400 when %j is neither rison nor JSON', (raw) => {
    const error = restError(() => decodeQueryArgument(raw));
    expect([error.status, error.body]).toEqual([400, { message: 'Not a valid rison/json argument' }]);
  });
});

describe('readRisonArgs', () => {
  it('takes Object member names as ordinary keys', () => {
    expect(readRisonArgs('(constructor:1,toString:x,page:1)', LIST_ARGS_SCHEMA)).toEqual({ constructor: 1, toString: 'x', page: 1 });
  });

  it('accepts a valid list argument', () => {
    const q = '(keys:!(none),columns:!(id),order_column:id,order_direction:desc,page:1,page_size:5,filters:!((col:id,opr:eq,value:!(1,2))))';
    expect(readRisonArgs(q, LIST_ARGS_SCHEMA)).toEqual({
      keys: ['none'],
      columns: ['id'],
      order_column: 'id',
      order_direction: 'desc',
      page: 1,
      page_size: 5,
      filters: [{ col: 'id', opr: 'eq', value: [1, 2] }],
    });
  });

  it.each<[string, string]>([
    ["(page:'x')", "'x' is not of type 'integer'"],
    ['(page:1.5)', "1.5 is not of type 'integer'"],
    ['(page_size:!t)', "True is not of type 'integer'"],
    ['(order_direction:up)', "'up' is not one of ['asc', 'desc']"],
    ['(keys:!(everything))', "'everything' is not one of ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title', 'none']"],
    ['(columns:id)', "'id' is not of type 'array'"],
    ['(filters:!((col:id,opr:eq)))', "'value' is a required property"],
    ['(filters:!((col:id,opr:eq,value:!n)))', 'None is not valid under any of the given schemas'],
    ['(filters:!((col:id,opr:eq,value:(a:1))))', "{'a': 1} is not valid under any of the given schemas"],
    ['!(1,2)', "[1, 2] is not of type 'object'"],
    ['(page:99999999999999)', '99999999999999 is greater than the maximum of 2147483647'],
    ['(page:0,page_size:2147483648)', '2147483648 is greater than the maximum of 2147483647'],
    ['(page:(toString:1))', "{'toString': 1} is not of type 'integer'"],
    ['(filters:!((col:id,opr:eq,value:(toString:1))))', "{'toString': 1} is not valid under any of the given schemas"],
  ])('rejects %s with the jsonschema text', (q, violation) => {
    const error = restError(() => readRisonArgs(q, LIST_ARGS_SCHEMA));
    expect([error.status, error.body]).toEqual([400, { message: `Not a valid rison schema ${violation}` }]);
  });

  it('validates _info arguments', () => {
    expect(readRisonArgs('(keys:!(permissions))', INFO_ARGS_SCHEMA)).toEqual({ keys: ['permissions'] });
    expect(readRisonArgs('(add_columns:(owners:(page:0,page_size:10)))', INFO_ARGS_SCHEMA)).toEqual({
      add_columns: { owners: { page: 0, page_size: 10 } },
    });
    const error = restError(() => readRisonArgs('(add_columns:(owners:(page:x)))', INFO_ARGS_SCHEMA));
    expect(error.body).toEqual({ message: "Not a valid rison schema 'x' is not of type 'integer'" });
    const huge = restError(() => readRisonArgs('(edit_columns:(owners:(page_size:1e12)))', INFO_ARGS_SCHEMA));
    expect(huge.body).toEqual({ message: 'Not a valid rison schema 1000000000000 is greater than the maximum of 2147483647' });
  });
});
