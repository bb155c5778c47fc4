import { duckdbEngineSpec } from '../engines';
import { TesseraError } from '../platform/errors';
import { buildQuery } from './build-query';
import { birthNames, OPTS } from './test-fixtures';
import type { QueryFilter } from './types';

function whereOf(filters: QueryFilter[], extras = {}) {
  const built = buildQuery(birthNames(), { metrics: ['count'], filters, extras }, duckdbEngineSpec, OPTS);
  const match = /\nWHERE ([\s\S]*?)\nORDER BY/.exec(built.sql);
  return { where: match ? match[1] : null, params: built.params, built };
}

const y2000 = new Date('2000-01-01T00:00:00Z');
const y2001 = new Date('2001-01-01T00:00:00Z');

describe('filters become WHERE conditions with bound parameters', () => {
  const cases: [string, QueryFilter, string | null, unknown[]][] = [
    ['== binds the value', { col: 'gender', op: '==', val: 'boy' }, '"gender" = $1', ['boy']],
    ['== null is IS NULL', { col: 'gender', op: '==', val: null }, '"gender" IS NULL', []],
    ['!= binds the value', { col: 'gender', op: '!=', val: 'boy' }, '"gender" != $1', ['boy']],
    ['!= null is IS NOT NULL', { col: 'gender', op: '!=', val: null }, '"gender" IS NOT NULL', []],
    ['< on a numeric column casts a numeric string', { col: 'num', op: '<', val: '10' }, '"num" < $1', [10]],
    ['<=', { col: 'num', op: '<=', val: 10 }, '"num" <= $1', [10]],
    ['>', { col: 'num', op: '>', val: 10.5 }, '"num" > $1', [10.5]],
    ['>=', { col: 'num', op: '>=', val: 0 }, '"num" >= $1', [0]],
    ['IN binds each value', { col: 'state', op: 'IN', val: ['CA', 'NY'] }, '"state" IN ($1, $2)', ['CA', 'NY']],
    ['IN with null adds IS NULL', { col: 'state', op: 'IN', val: ['CA', null] }, '("state" IN ($1) OR "state" IS NULL)', ['CA']],
    ['IN <NULL> means NULL', { col: 'state', op: 'IN', val: ['<NULL>'] }, '"state" IS NULL', []],
    ['IN an empty list matches nothing', { col: 'state', op: 'IN', val: [] }, '1 = 0', []],
    ['IN a scalar is a one-item list', { col: 'state', op: 'in', val: 'CA' }, '"state" IN ($1)', ['CA']],
    ['NOT IN binds each value', { col: 'state', op: 'NOT IN', val: ['CA'] }, '"state" NOT IN ($1)', ['CA']],
    ['NOT IN with null excludes nulls too', { col: 'state', op: 'NOT IN', val: ['CA', null] }, 'NOT ("state" IN ($1) OR "state" IS NULL)', ['CA']],
    ['NOT IN only null is IS NOT NULL', { col: 'state', op: 'not in', val: [null] }, '"state" IS NOT NULL', []],
    ['NOT IN an empty list matches everything', { col: 'state', op: 'NOT IN', val: [] }, '1 = 1', []],
    ['IN on a numeric column casts strings', { col: 'num', op: 'IN', val: ['1', 2] }, '"num" IN ($1, $2)', [1, 2]],
    ['LIKE binds the pattern', { col: 'name', op: 'LIKE', val: 'A%' }, '"name" LIKE $1', ['A%']],
    ['LIKE on a numeric column keeps the pattern a string', { col: 'num', op: 'LIKE', val: '1%' }, '"num" LIKE $1', ['1%']],
    ['ILIKE lowers both sides', { col: 'name', op: 'ILIKE', val: 'a%' }, 'LOWER("name") LIKE LOWER($1)', ['a%']],
    ['IS NULL', { col: 'state', op: 'IS NULL' }, '"state" IS NULL', []],
    ['IS NOT NULL', { col: 'state', op: 'IS NOT NULL' }, '"state" IS NOT NULL', []],
    ['IS TRUE', { col: 'is_big', op: 'IS TRUE' }, '"is_big" IS TRUE', []],
    ['IS FALSE', { col: 'is_big', op: 'IS FALSE' }, '"is_big" IS FALSE', []],
    ['TEMPORAL_RANGE is [start, end)', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2001-01-01' }, '"ds" >= $1 AND "ds" < $2', [y2000, y2001]],
    ['TEMPORAL_RANGE with an open end', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : ' }, '"ds" >= $1', [y2000]],
    ['TEMPORAL_RANGE No filter adds nothing', { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }, null, []],
    ['epoch milliseconds on a temporal column bind as a date', { col: 'ds', op: '==', val: 946684800000 }, '"ds" = $1', [y2000]],
    ['a DATE column is temporal by its type', { col: 'birthday', op: '>=', val: 946684800000 }, '"birthday" >= $1', [y2000]],
    ['a boolean column casts "true"', { col: 'is_big', op: '==', val: 'true' }, '"is_big" = $1', [true]],
    ['<empty string> means the empty string', { col: 'name', op: '==', val: '<empty string>' }, '"name" = $1', ['']],
    ['a calculated column filters on its expression', { col: 'num_california', op: '>', val: 5 }, `(CASE WHEN state = 'CA' THEN num ELSE 0 END) > $1`, [5]],
    ['an ad-hoc column filters on its SQL', { col: { sqlExpression: 'UPPER(name)', label: 'upper' }, op: '==', val: 'X' }, '(UPPER(name)) = $1', ['X']],
    ['operators are case-insensitive', { col: 'state', op: 'is not null' }, '"state" IS NOT NULL', []],
  ];

  it.each(cases)('%s', (_name, filter, where, params) => {
    const result = whereOf([filter]);
    expect(result.where).toBe(where);
    expect(result.params).toEqual(params);
  });

  it('joins several filters with AND, numbering parameters in order', () => {
    const { where, params } = whereOf([
      { col: 'state', op: 'IN', val: ['CA', 'NY'] },
      { col: 'num', op: '>', val: 3 },
    ]);
    expect(where).toBe('"state" IN ($1, $2)\nAND "num" > $3');
    expect(params).toEqual(['CA', 'NY', 3]);
  });

  it('never puts a filter value into the SQL text', () => {
    const evil = "x'); DROP TABLE birth_names; --";
    const { built } = whereOf([{ col: 'name', op: '==', val: evil }]);
    expect(built.sql).not.toContain('DROP');
    expect(built.params).toEqual([evil]);
  });

  it('rejects (but does not apply) a filter on a column the datasource lacks', () => {
    const { where, built } = whereOf([
      { col: 'zip', op: '==', val: '1' },
      { col: 'state', op: '==', val: 'CA' },
    ]);
    expect(where).toBe('"state" = $1');
    expect(built.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: 'zip' }]);
    expect(built.appliedFilters).toEqual([{ column: 'state' }]);
  });

  it('skips filters without a column or operator', () => {
    expect(whereOf([{ col: '', op: '==', val: 1 }, { col: 'state', op: '' }]).where).toBeNull();
  });

  const errors: [string, QueryFilter, string][] = [
    ['an unknown operator', { col: 'state', op: 'BETWEEN', val: [1, 2] }, 'Invalid filter operation type: BETWEEN'],
    ['a comparison without a value', { col: 'num', op: '>', val: null }, 'Must specify a value for filters with comparison operators'],
    ['a list for a single-value operator', { col: 'num', op: '==', val: [1, 2] }, 'The == operator needs a single value'],
    ['a TEMPORAL_RANGE without a string', { col: 'ds', op: 'TEMPORAL_RANGE', val: 5 }, 'A TEMPORAL_RANGE filter needs a time range string value'],
    ['an unparsable time range', { col: 'ds', op: 'TEMPORAL_RANGE', val: 'soonish : later' }, 'Cannot parse time string [soonish]'],
    ['an object as a value', { col: 'state', op: '==', val: { a: 1 } }, 'Invalid filter value: {"a":1}'],
  ];

  it.each(errors)('refuses %s', (_name, filter, message) => {
    let error: unknown;
    try {
      whereOf([filter]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as Error).message).toBe(message);
  });

  it('rejects a sub-query in an ad-hoc filter column', () => {
    expect(() => whereOf([{ col: { sqlExpression: '(SELECT 1)', label: 'x' }, op: '==', val: 1 }])).toThrow(
      expect.objectContaining({ errorType: 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR' }),
    );
  });

  it('reports the first TEMPORAL_RANGE as the query time bounds', () => {
    const { built } = whereOf([{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1960-01-01 : 2000-01-01' }]);
    expect(built.fromDttm).toBe(Date.UTC(1960, 0, 1));
    expect(built.toDttm).toBe(Date.UTC(2000, 0, 1));
    expect(built.appliedFilters).toEqual([{ column: 'ds' }]);
  });

  it('uses extras.relative_start for "Last" ranges in filters', () => {
    const { params } = whereOf([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last day' }], { relativeStart: 'now', relativeEnd: 'now' });
    expect(params).toEqual([new Date('2024-05-14T13:45:30Z'), new Date('2024-05-15T13:45:30Z')]);
  });
});
