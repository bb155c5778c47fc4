import { dialectOf } from '../../test-support/sql-dialects';
import { astWrites } from './dml-ast';

describe("node-sql-parser's second opinion", () => {
  it.each<[string, 'postgresql' | 'mysql' | 'sqlite' | 'duckdb', string]>([
    ['DELETE FROM t', 'postgresql', 'DELETE in the parsed statement'],
    ['UPDATE t SET a = 1', 'sqlite', 'UPDATE in the parsed statement'],
    ['INSERT INTO t VALUES (1)', 'mysql', 'INSERT in the parsed statement'],
    ['DROP TABLE t', 'duckdb', 'DROP in the parsed statement'],
    ['SELECT * INTO new_t FROM t', 'postgresql', 'SELECT … INTO'],
    ["SELECT a INTO OUTFILE '/tmp/x' FROM t", 'mysql', 'SELECT … INTO'],
    ['SELECT a FROM t FOR UPDATE', 'mysql', 'a locking read'],
  ])('finds the write in %j (%s)', (sql, dialect, reason) => {
    expect(astWrites(sql, dialectOf(dialect))).toBe(reason);
  });

  it.each<[string, 'postgresql' | 'mysql' | 'sqlite' | 'duckdb']>([
    ['SELECT a, comment FROM t WHERE b IN (SELECT c FROM u)', 'postgresql'],
    ['WITH a AS (SELECT 1) SELECT * FROM a', 'sqlite'],
    ["SELECT replace(a, 'x', 'y') FROM t", 'mysql'],
    // DuckDB syntax PostgreSQL's grammar rejects: read as Snowflake.
    ['SELECT * EXCLUDE (a) FROM t GROUP BY ALL', 'duckdb'],
    // No grammar parses it: the token proof decides alone.
    ['PIVOT t ON a USING sum(b)', 'duckdb'],
  ])('finds nothing to refuse in %j (%s)', (sql, dialect) => {
    expect(astWrites(sql, dialectOf(dialect))).toBeNull();
  });
});
