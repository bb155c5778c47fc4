import { duckdbEngineSpec } from '../engines';
import { buildQuery } from './build-query';
import { birthNames, OPTS } from './test-fixtures';
import type { BuildQueryOptions, QueryObject } from './types';

const build = (q: QueryObject, opts: Partial<BuildQueryOptions> = {}, ds = birthNames()) => buildQuery(ds, q, duckdbEngineSpec, { ...OPTS, ...opts });

describe('buildQuery: row-level security', () => {
  it('ANDs every clause into WHERE after the query filters', () => {
    const built = build({ columns: ['state'], metrics: ['count'], filters: [{ col: 'gender', op: '==', val: 'boy' }] }, { rlsClauses: ["state = 'CA'", ' num > 0 '] });
    expect(built.sql).toContain(`WHERE "gender" = $1\nAND (state = 'CA')\nAND (num > 0)\nGROUP BY`);
  });

  it('applies inside the series-limit sub-query too, so hidden rows cannot rank series', () => {
    const built = build(
      { columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'name'], metrics: ['count'], seriesColumns: ['name'], seriesLimit: 3 },
      { rlsClauses: ["state = 'CA'"] },
    );
    expect(built.sql.match(/\(state = 'CA'\)/g)).toHaveLength(2);
  });

  it('adds nothing without clauses', () => {
    expect(build({ metrics: ['count'] }, { rlsClauses: [] }).sql).not.toContain('WHERE');
  });
});

describe('buildQuery: applied time extras', () => {
  it('reports dashboard time extras as applied on a datasource with temporal columns', () => {
    const built = build({ metrics: ['count'], appliedTimeExtras: { __time_range: '2000 : 2001', __time_grain: 'P1D', __time_col: 'ds' } });
    expect(built.appliedFilters).toEqual([{ column: '__time_col' }, { column: '__time_grain' }, { column: '__time_range' }]);
    expect(built.rejectedFilters).toEqual([]);
  });

  it('rejects them on a datasource without one', () => {
    const ds = birthNames({ mainDttmCol: null, columns: birthNames().columns.filter((c) => !['ds', 'birthday'].includes(c.columnName)) });
    const built = build({ metrics: ['count'], appliedTimeExtras: { __time_range: 'Last week', __time_col: 'ds' } }, {}, ds);
    expect(built.appliedFilters).toEqual([]);
    expect(built.rejectedFilters).toEqual([
      { reason: 'not_in_datasource', column: '__time_col' },
      { reason: 'no_temporal_column', column: '__time_range' },
    ]);
  });

  it('reports __time_range once when the query also filters its granularity', () => {
    const built = build({ metrics: ['count'], granularity: 'ds', timeRange: 'Last week', appliedTimeExtras: { __time_range: 'Last week' } });
    expect(built.appliedFilters).toEqual([{ column: '__time_range' }]);
  });
});

describe('buildQuery: the SQL shown to people', () => {
  it('renders parameters as literals, limit included', () => {
    const built = build({ columns: ['name'], metrics: ['count'], filters: [{ col: 'state', op: 'IN', val: ["O'Hare", 'NY'] }], rowLimit: 7 });
    expect(built.displaySql).toBe(
      `SELECT "name", COUNT(*) AS "count"\nFROM "main"."birth_names"\nWHERE "state" IN ('O''Hare', 'NY')\nGROUP BY "name"\nORDER BY "count" DESC\nLIMIT 7`,
    );
  });
});

describe('buildQuery: row count', () => {
  it('counts the rows the query would give, its limit and offset included', () => {
    const built = build({ columns: ['name'], metrics: ['sum__num'], rowLimit: 100, rowOffset: 20, isRowcount: true });
    expect(built.colnames).toEqual(['rowcount']);
    expect(built.metricColnames).toEqual([]);
    expect(built.sql).toBe(
      'SELECT COUNT(*) AS "rowcount" FROM (SELECT "name", SUM(num) AS "sum__num"\nFROM "main"."birth_names"\nGROUP BY "name"\nORDER BY "sum__num" DESC\nLIMIT 100\nOFFSET 20) AS rowcount_qry',
    );
    expect(built.displaySql.startsWith('SELECT COUNT(*) AS "rowcount" FROM (')).toBe(true);
  });
});
