import { dialectOf } from '../../test-support/sql-dialects';
import { applyLimit, dropdownLimit, finalLimitingFactor, type LimitingFactor } from './limit';

describe('dropdownLimit (Superset apply_max_row_limit)', () => {
  it.each<[number | null | undefined, number, number]>([
    [1000, 100000, 1000],
    [200000, 100000, 100000],
    [undefined, 100000, 100000],
    [null, 5000, 5000],
    [0, 5000, 5000],
    [-5, 5000, 5000],
    [10.7, 5000, 10],
  ])('requested %p with SQL_MAX_ROW %p gives %p', (requested, maxRow, expected) => {
    expect(dropdownLimit(requested, maxRow)).toBe(expected);
  });
});

describe('applyLimit', () => {
  const MAX = 100000;
  it.each<[string, string, number | undefined, string, number, LimitingFactor]>([
    // No LIMIT: the dropdown's, plus one row to detect truncation.
    ['SELECT * FROM t', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['select * from t', 'duckdb', undefined, 'select * from t LIMIT 100001', MAX, 'DROPDOWN'],
    ['SELECT * FROM t', 'mysql', 500000, 'SELECT * FROM t LIMIT 100001', MAX, 'DROPDOWN'],
    // The query's own LIMIT: kept when smaller, capped when larger, both when equal.
    ['SELECT * FROM t LIMIT 10', 'postgresql', 1000, 'SELECT * FROM t LIMIT 11', 10, 'QUERY'],
    ['SELECT * FROM t LIMIT 5000', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * FROM t LIMIT 1000', 'sqlite', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'QUERY_AND_DROPDOWN'],
    ['SELECT * FROM t limit 10', 'duckdb', 1000, 'SELECT * FROM t limit 11', 10, 'QUERY'],
    // OFFSET stays, in either order.
    ['SELECT * FROM t LIMIT 10 OFFSET 20', 'postgresql', 1000, 'SELECT * FROM t LIMIT 11 OFFSET 20', 10, 'QUERY'],
    ['SELECT * FROM t OFFSET 20 LIMIT 10', 'postgresql', 1000, 'SELECT * FROM t OFFSET 20 LIMIT 11', 10, 'QUERY'],
    ['SELECT * FROM t OFFSET 20', 'postgresql', 1000, 'SELECT * FROM t OFFSET 20 LIMIT 1001', 1000, 'DROPDOWN'],
    // MySQL / SQLite `LIMIT offset, count`.
    ['SELECT * FROM t LIMIT 20, 10', 'mysql', 1000, 'SELECT * FROM t LIMIT 20, 11', 10, 'QUERY'],
    ['SELECT * FROM t LIMIT 20, 5000', 'sqlite', 1000, 'SELECT * FROM t LIMIT 20, 1001', 1000, 'DROPDOWN'],
    // FETCH FIRST keeps its shape.
    ['SELECT * FROM t FETCH FIRST 10 ROWS ONLY', 'postgresql', 1000, 'SELECT * FROM t FETCH FIRST 11 ROWS ONLY', 10, 'QUERY'],
    ['SELECT * FROM t OFFSET 5 ROWS FETCH NEXT 5000 ROWS ONLY', 'postgresql', 1000, 'SELECT * FROM t OFFSET 5 ROWS FETCH NEXT 1001 ROWS ONLY', 1000, 'DROPDOWN'],
    ['SELECT * FROM t FETCH FIRST ROW ONLY', 'postgresql', 1000, 'SELECT * FROM t FETCH FIRST 2 ROW ONLY', 1, 'QUERY'],
    // LIMIT ALL / NULL / -1 mean no limit.
    ['SELECT * FROM t LIMIT ALL', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * FROM t LIMIT NULL', 'duckdb', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * FROM t LIMIT -1', 'sqlite', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    // A LIMIT inside a sub-query, a CTE, a string or a comment is not the query's.
    ['SELECT * FROM (SELECT * FROM t LIMIT 5) s', 'postgresql', 1000, 'SELECT * FROM (SELECT * FROM t LIMIT 5) s LIMIT 1001', 1000, 'DROPDOWN'],
    ['WITH a AS (SELECT 1 LIMIT 3) SELECT * FROM a', 'duckdb', 1000, 'WITH a AS (SELECT 1 LIMIT 3) SELECT * FROM a LIMIT 1001', 1000, 'DROPDOWN'],
    ['WITH a AS (SELECT 1 LIMIT 3) SELECT * FROM a LIMIT 2', 'duckdb', 1000, 'WITH a AS (SELECT 1 LIMIT 3) SELECT * FROM a LIMIT 3', 2, 'QUERY'],
    ["SELECT 'LIMIT 5' AS s FROM t", 'postgresql', 1000, "SELECT 'LIMIT 5' AS s FROM t LIMIT 1001", 1000, 'DROPDOWN'],
    ['SELECT * FROM t /* LIMIT 5 */', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001 /* LIMIT 5 */', 1000, 'DROPDOWN'],
    // Trailing comments and semicolons: the LIMIT goes before them.
    ['SELECT * FROM t -- latest rows', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001 -- latest rows', 1000, 'DROPDOWN'],
    ['SELECT * FROM t LIMIT 10 -- ten', 'mysql', 1000, 'SELECT * FROM t LIMIT 11 -- ten', 10, 'QUERY'],
    ['SELECT * FROM t;', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * FROM t; -- done', 'postgresql', 1000, 'SELECT * FROM t LIMIT 1001 -- done', 1000, 'DROPDOWN'],
    // Unions: the outer LIMIT covers the whole query.
    ['SELECT 1 UNION ALL SELECT 2', 'sqlite', 1000, 'SELECT 1 UNION ALL SELECT 2 LIMIT 1001', 1000, 'DROPDOWN'],
    ['(SELECT 1 LIMIT 1) UNION (SELECT 2 LIMIT 1)', 'mysql', 1000, '(SELECT 1 LIMIT 1) UNION (SELECT 2 LIMIT 1) LIMIT 1001', 1000, 'DROPDOWN'],
    // Other queries.
    ['VALUES (1), (2)', 'postgresql', 1000, 'VALUES (1), (2) LIMIT 1001', 1000, 'DROPDOWN'],
    ['VALUES (1), (2)', 'sqlite', 1000, 'SELECT * FROM (\nVALUES (1), (2)\n) AS tessera_limited LIMIT 1001', 1000, 'DROPDOWN'],
    ['TABLE t', 'postgresql', 1000, 'TABLE t LIMIT 1001', 1000, 'DROPDOWN'],
    ['FROM t', 'duckdb', 1000, 'FROM t LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * EXCLUDE (a) FROM t QUALIFY row_number() OVER () < 5', 'duckdb', 10, 'SELECT * EXCLUDE (a) FROM t QUALIFY row_number() OVER () < 5 LIMIT 11', 10, 'DROPDOWN'],
    // Locking clauses come after LIMIT.
    ['SELECT * FROM t FOR UPDATE', 'mysql', 1000, 'SELECT * FROM t LIMIT 1001 FOR UPDATE', 1000, 'DROPDOWN'],
    // A LIMIT this module cannot evaluate: the query is wrapped.
    ['SELECT * FROM t LIMIT 2 + 3', 'postgresql', 1000, 'SELECT * FROM (\nSELECT * FROM t LIMIT 2 + 3\n) AS tessera_limited LIMIT 1001', 1000, 'DROPDOWN'],
    ['SELECT * FROM t LIMIT $1', 'duckdb', 1000, 'SELECT * FROM (\nSELECT * FROM t LIMIT $1\n) AS tessera_limited LIMIT 1001', 1000, 'DROPDOWN'],
  ])('%j (%s, dropdown %p) runs %j', (sql, dialect, requested, expectedSql, limit, factor) => {
    const applied = applyLimit(sql, dialectOf(dialect), { requested, maxRow: MAX });
    expect(applied).toMatchObject({ sql: expectedSql, limit, limitingFactor: factor, applied: true });
  });

  it.each<[string, string]>([
    ['SHOW TABLES', 'mysql'],
    ['EXPLAIN SELECT * FROM t', 'postgresql'],
    ['DESCRIBE t', 'duckdb'],
    ['PRAGMA table_info(t)', 'sqlite'],
    ['INSERT INTO t SELECT * FROM u', 'postgresql'],
    ['WITH a AS (SELECT 1) DELETE FROM t', 'postgresql'],
    ['SELECT * INTO t2 FROM t', 'postgresql'],
    ['', 'postgresql'],
  ])('leaves %j (%s) unchanged, to be cut after fetching', (sql, dialect) => {
    expect(applyLimit(sql, dialectOf(dialect), { requested: 100, maxRow: MAX })).toEqual({
      sql,
      limit: 100,
      limitingFactor: 'DROPDOWN',
      queryLimit: null,
      applied: false,
    });
  });

  it('reports the query LIMIT it found', () => {
    expect(applyLimit('SELECT 1 LIMIT 7', dialectOf('postgresql'), { requested: 1000, maxRow: MAX }).queryLimit).toBe(7);
    expect(applyLimit('SELECT 1', dialectOf('postgresql'), { requested: 1000, maxRow: MAX }).queryLimit).toBeNull();
  });
});

describe('finalLimitingFactor', () => {
  it.each<[LimitingFactor, number, number, LimitingFactor]>([
    ['DROPDOWN', 1001, 1000, 'DROPDOWN'],
    ['DROPDOWN', 1000, 1000, 'NOT_LIMITED'],
    ['QUERY', 11, 10, 'QUERY'],
    ['QUERY', 3, 10, 'NOT_LIMITED'],
    ['QUERY_AND_DROPDOWN', 1001, 1000, 'QUERY_AND_DROPDOWN'],
    ['QUERY_AND_DROPDOWN', 0, 1000, 'NOT_LIMITED'],
  ])('%s with %d rows fetched for limit %d is %s', (planned, rows, limit, expected) => {
    expect(finalLimitingFactor(planned, rows, limit)).toBe(expected);
  });
});
