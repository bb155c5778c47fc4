import { buildListWhere, ListFilterOp, listOperators, normalisePage, STRING_OPS, type FilterFieldSpec } from './list-query';
import { TesseraError } from './errors';

/** A resource's own operator, declared as a list spec declares its operators. */
const TestOp = listOperators(['TEST_CREATED_BY_ME']);

const specs: Record<string, FilterFieldSpec> = {
  NAME: { kind: 'string', sql: 't.name', ops: STRING_OPS },
  ID: { kind: 'integer', sql: 't.id', ops: [ListFilterOp.EQ, ListFilterOp.GT, ListFilterOp.IN] },
  OWNERS: { kind: 'relation-many', memberSql: 'EXISTS (SELECT 1 FROM o WHERE o.t = t.id AND o.u = ?)', ops: [ListFilterOp.REL_M_M] },
  MINE: {
    kind: 'boolean',
    ops: [TestOp.TEST_CREATED_BY_ME],
    custom: { [TestOp.TEST_CREATED_BY_ME]: (_v, fc) => ({ sql: 't.created_by = ?', params: [fc.userId] }) },
  },
};
const fc = { userId: 9 };

describe('buildListWhere', () => {
  const cases: [string, { field: string; op: ListFilterOp; value: unknown }[], string, unknown[]][] = [
    ['no filters', [], 'TRUE', []],
    ['contains, case-insensitive, LIKE-escaped', [{ field: 'NAME', op: ListFilterOp.CT, value: 'A_b%' }], "((LOWER(CAST(t.name AS TEXT)) LIKE $1 ESCAPE '\\'))", ['%a\\_b\\%%']],
    ['starts with', [{ field: 'NAME', op: ListFilterOp.SW, value: 'tr' }], "((LOWER(CAST(t.name AS TEXT)) LIKE $1 ESCAPE '\\'))", ['tr%']],
    ['not ends with', [{ field: 'NAME', op: ListFilterOp.NEW, value: 'x' }], "(NOT (LOWER(CAST(t.name AS TEXT)) LIKE $1 ESCAPE '\\'))", ['%x']],
    ['equals a number, coerced', [{ field: 'ID', op: ListFilterOp.EQ, value: '4' }], '(t.id = $1)', [4]],
    ['in', [{ field: 'ID', op: ListFilterOp.IN, value: [1, 2] }], '((t.id IN ($1, $2)))', [1, 2]],
    ['empty in matches nothing', [{ field: 'ID', op: ListFilterOp.IN, value: [] }], '(FALSE)', []],
    [
      'array with a non-IN operator ANDs one filter per element',
      [{ field: 'OWNERS', op: ListFilterOp.REL_M_M, value: [1, 2] }],
      '(EXISTS (SELECT 1 FROM o WHERE o.t = t.id AND o.u = $1)) AND (EXISTS (SELECT 1 FROM o WHERE o.t = t.id AND o.u = $2))',
      [1, 2],
    ],
    ['custom operator gets the actor', [{ field: 'MINE', op: TestOp.TEST_CREATED_BY_ME, value: true }], '(t.created_by = $1)', [9]],
    [
      'numbering continues across filters',
      [
        { field: 'ID', op: ListFilterOp.GT, value: 1 },
        { field: 'NAME', op: ListFilterOp.EQ, value: 'a' },
      ],
      '(t.id > $1) AND (t.name = $2)',
      [1, 'a'],
    ],
  ];
  it.each(cases)('%s', (_n, filters, sql, params) => {
    expect(buildListWhere(specs, filters as never, fc)).toEqual({ sql, params });
  });

  it('rejects an unknown column and a disallowed operator with Superset texts', () => {
    expect(() => buildListWhere(specs, [{ field: 'ZIP', op: ListFilterOp.EQ, value: 1 }], fc)).toThrow('Filter column: zip not allowed to filter');
    expect(() => buildListWhere(specs, [{ field: 'ID', op: ListFilterOp.CT, value: 1 }], fc)).toThrow('Filter operation: ct not allowed on column: id');
  });

  it('rejects a non-numeric value for a numeric column', () => {
    expect(() => buildListWhere(specs, [{ field: 'ID', op: ListFilterOp.EQ, value: 'abc' }], fc)).toThrow(TesseraError);
  });

  // A fuzz seed sent -0.5 as a user id and PostgreSQL refused to compare it ("invalid input syntax for type integer"): a 500.
  it.each([-0.5, '2.5', 2 ** 31, -(2 ** 31) - 1, 1e300])('rejects %p for a row id with a 400', (value) => {
    for (const field of ['ID', 'OWNERS']) {
      const op = field === 'ID' ? ListFilterOp.EQ : ListFilterOp.REL_M_M;
      expect(() => buildListWhere(specs, [{ field, op, value }], fc)).toThrow(`Filter value for column: ${field.toLowerCase()} must be an integer`);
    }
  });

  it('takes the extreme 32-bit ids', () => {
    expect(buildListWhere(specs, [{ field: 'ID', op: ListFilterOp.IN, value: [2 ** 31 - 1, -(2 ** 31)] }], fc).params).toEqual([2 ** 31 - 1, -(2 ** 31)]);
  });
});

describe('buildListWhere with objects where values belong', () => {
  const message = (column: string) => `Filter value for column: ${column} must be a string, a number or a boolean`;
  it.each<[string, { field: string; op: ListFilterOp; value: unknown }]>([
    ['an object for a text search', { field: 'NAME', op: ListFilterOp.CT, value: { a: 1 } }],
    ['an object whose toString is not a function', { field: 'NAME', op: ListFilterOp.SW, value: { toString: 1 } }],
    ['an object in a list AND-ed per element', { field: 'NAME', op: ListFilterOp.EQ, value: ['a', { valueOf: {} }] }],
    ['a list inside a list', { field: 'NAME', op: ListFilterOp.EQ, value: [['a']] }],
    ['an object among IN values', { field: 'ID', op: ListFilterOp.IN, value: [1, { toString: 1 }] }],
    ['an object for a custom operator', { field: 'MINE', op: TestOp.TEST_CREATED_BY_ME, value: { a: 1 } }],
  ])('rejects %s with a 400', (_name, filter) => {
    let thrown: unknown;
    try {
      buildListWhere(specs, [filter] as never, fc);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TesseraError);
    expect(thrown).toMatchObject({ message: message(filter.field.toLowerCase()), status: 400 });
  });
});

describe('normalisePage', () => {
  it('turns page and size into offset and limit', () => {
    expect(normalisePage(2, 25)).toEqual({ offset: 50, limit: 25 });
  });
  it.each([[-1, 10], [0, 0], [0, 101], [1.5, 10]])('rejects page %p size %p', (p, s) => {
    expect(() => normalisePage(p, s)).toThrow(TesseraError);
  });
});

describe('listOperators', () => {
  it('declares each operator once', () => {
    expect(() => listOperators(['TEST_CREATED_BY_ME'])).toThrow('List operator TEST_CREATED_BY_ME is declared twice');
    expect(() => listOperators(['EQ'])).toThrow('List operator EQ is declared twice');
  });
});
