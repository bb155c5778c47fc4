import { TesseraError } from '../../platform/errors';
import { dialectOf } from '../../test-support/sql-dialects';
import { formatSql } from './format';

// Expected layouts are sqlglot's pretty printing, which Superset's SQLScript.format() answers.
describe('formatSql', () => {
  it('lays a query out with upper-case keywords, one clause per line and its items below', () => {
    expect(formatSql('select a, count(*) from t where b = 1 group by a', dialectOf('postgresql'))).toBe(
      'SELECT\n  a,\n  COUNT(*)\nFROM t\nWHERE\n  b = 1\nGROUP BY\n  a',
    );
  });

  it.each([
    ['duckdb', 'select * exclude (a) from t group by all', 'SELECT\n  * EXCLUDE (a)\nFROM t\nGROUP BY ALL'],
    ['mysql', 'select `a` from t limit 5, 10', 'SELECT\n  `a`\nFROM t\nLIMIT 5, 10'],
    ['sqlite', 'select [a] from t', 'SELECT\n  [a]\nFROM t'],
  ] as const)('speaks %s', (dialect, sql, expected) => {
    expect(formatSql(sql, dialectOf(dialect))).toBe(expected);
  });

  it('keeps template placeholders verbatim', () => {
    expect(formatSql("select * from t where a = {{ name }} and b = '{{ x }}' {# note #}", dialectOf('postgresql'))).toBe(
      "SELECT\n  *\nFROM t\nWHERE\n  a = {{ name }} AND b = '{{ x }}' {# note #}",
    );
  });

  it('joins statements with ";\\n"', () => {
    expect(formatSql('select 1; select 2', dialectOf('postgresql'))).toBe('SELECT\n  1;\nSELECT\n  2');
  });

  it('opens subqueries and parenthesised conditions on their own lines, aliases with AS, ON under its JOIN', () => {
    const sql =
      "WITH cte1 AS (SELECT a, z and e AS b FROM cte WHERE x IN (1, 2, 3) AND z < -1 OR z > 1 AND w = 'AND') SELECT a, b c FROM " +
      '(SELECT a w, 1 + 1 AS c FROM foo WHERE w IN (SELECT z FROM q) GROUP BY a, b) x LEFT JOIN (SELECT a, b FROM (SELECT * FROM bar ' +
      'WHERE (c > 1 AND d > 1) OR e > 1 GROUP BY a HAVING a > 1 LIMIT 10) z) y ON x.a = y.b AND x.a > 1 OR (x.c = y.d OR x.c = y.e)';
    expect(formatSql(sql, dialectOf('postgresql'))).toBe(
      [
        'WITH cte1 AS (',
        '  SELECT',
        '    a,',
        '    z AND e AS b',
        '  FROM cte',
        '  WHERE',
        "    x IN (1, 2, 3) AND z < -1 OR z > 1 AND w = 'AND'",
        ')',
        'SELECT',
        '  a,',
        '  b AS c',
        'FROM (',
        '  SELECT',
        '    a AS w,',
        '    1 + 1 AS c',
        '  FROM foo',
        '  WHERE',
        '    w IN (',
        '      SELECT',
        '        z',
        '      FROM q',
        '    )',
        '  GROUP BY',
        '    a,',
        '    b',
        ') AS x',
        'LEFT JOIN (',
        '  SELECT',
        '    a,',
        '    b',
        '  FROM (',
        '    SELECT',
        '      *',
        '    FROM bar',
        '    WHERE',
        '      (',
        '        c > 1 AND d > 1',
        '      ) OR e > 1',
        '    GROUP BY',
        '      a',
        '    HAVING',
        '      a > 1',
        '    LIMIT 10',
        '  ) AS z',
        ') AS y',
        '  ON x.a = y.b AND x.a > 1 OR (',
        '    x.c = y.d OR x.c = y.e',
        '  )',
      ].join('\n'),
    );
  });

  it('spaces operators, keeps signs, casts and qualified names tight, and puts set operations between queries', () => {
    expect(formatSql('select a-1, -b, x::int, cast(y as varchar), t.* from s.t as t join u on t.id=u.id order by a desc limit 5 offset 10', dialectOf('postgresql'))).toBe(
      'SELECT\n  a - 1,\n  -b,\n  x::INT,\n  CAST(y AS VARCHAR),\n  t.*\nFROM s.t AS t\nJOIN u\n  ON t.id = u.id\nORDER BY\n  a DESC\nLIMIT 5\nOFFSET 10',
    );
    expect(formatSql('select 1 union all select 2', dialectOf('postgresql'))).toBe('SELECT\n  1\nUNION ALL\nSELECT\n  2');
  });

  it('turns line comments into block comments, since the lines they sat on are joined', () => {
    expect(formatSql("select a from t -- why\nwhere s = '--x'", dialectOf('postgresql'))).toBe("SELECT\n  a\nFROM t /* why */\nWHERE\n  s = '--x'");
  });

  it('breaks a CASE wider than a line into its branches', () => {
    const sql = "select case when a = 1 then 'one one one one one one one' when a = 2 then 'two two two two two two' else 'many many' end as label from t";
    expect(formatSql(sql, dialectOf('postgresql'))).toBe(
      "SELECT\n  CASE\n    WHEN a = 1\n    THEN 'one one one one one one one'\n    WHEN a = 2\n    THEN 'two two two two two two'\n    ELSE 'many many'\n  END AS label\nFROM t",
    );
  });

  it('refuses text it cannot read with INVALID_SQL_ERROR', () => {
    expect(() => formatSql("select 'unterminated", dialectOf('postgresql'))).toThrow(TesseraError);
    expect(() => formatSql('select (1', dialectOf('postgresql'))).toThrow(TesseraError);
  });
});
