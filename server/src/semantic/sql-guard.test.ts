import { checkAdhocExpression, checkReadOnlyQuery, type AdhocClause } from './sql-guard';
import { tokenizeSql } from './sql-lexer';

function outcome(fn: () => string): string {
  try {
    return `ok: ${fn()}`;
  } catch (e) {
    return (e as { errorType: string }).errorType;
  }
}

describe('checkAdhocExpression', () => {
  const cases: [string, AdhocClause, string][] = [
    ['num > 0', 'where', 'ok: num > 0'],
    [`CASE WHEN state = 'CA' THEN num ELSE 0 END`, 'expression', `ok: CASE WHEN state = 'CA' THEN num ELSE 0 END`],
    ['COUNT(DISTINCT name)', 'expression', 'ok: COUNT(DISTINCT name)'],
    ['SUM(num) > 10', 'having', 'ok: SUM(num) > 10'],
    [`SUM(num) FILTER (WHERE gender = 'boy')`, 'expression', `ok: SUM(num) FILTER (WHERE gender = 'boy')`],
    ['EXTRACT(year FROM ds)', 'expression', 'ok: EXTRACT(year FROM ds)'],
    ['x::DATE', 'expression', 'ok: x::DATE'],
    // DuckDB-only syntax falls back to the token check, and passes when harmless.
    ['list_transform([1, 2], x -> x + 1)[1]', 'expression', 'ok: list_transform([1, 2], x -> x + 1)[1]'],
    [`percentile_cont(0.5) WITHIN GROUP (ORDER BY num)`, 'expression', 'ok: percentile_cont(0.5) WITHIN GROUP (ORDER BY num)'],
    [`name = 'it''s; fine'`, 'where', `ok: name = 'it''s; fine'`],
    ['num > 0 -- trailing comment', 'where', 'ok: num > 0'],
    ['num /* inline */ > 0', 'where', 'ok: num   > 0'],
    ['  spaced  ', 'expression', 'ok: spaced'],
    ['num IN (SELECT 1)', 'where', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['EXISTS (SELECT 1)', 'where', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['(FROM birth_names)', 'expression', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['num IN (VALUES (1))', 'where', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['num IN (TABLE other)', 'where', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    [`TRIM(FROM name)`, 'expression', 'ok: TRIM(FROM name)'],
    ['1=1 UNION SELECT password FROM users', 'where', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'],
    ['1=1; DROP TABLE x', 'where', 'INVALID_SQL_ERROR'],
    ['1=1) OR (1=1', 'where', 'INVALID_SQL_ERROR'],
    ['x) AS y, (z', 'expression', 'INVALID_SQL_ERROR'],
    ['1 FROM other WHERE 1=1', 'expression', 'INVALID_SQL_ERROR'],
    ['num GROUP BY name', 'where', 'INVALID_SQL_ERROR'],
    ['num > $1', 'where', 'INVALID_SQL_ERROR'],
    ['num > ?', 'where', 'INVALID_SQL_ERROR'],
    [`read_csv('/etc/passwd')`, 'expression', 'INVALID_SQL_ERROR'],
    [`'unterminated`, 'expression', 'INVALID_SQL_ERROR'],
    ['/* unterminated', 'expression', 'INVALID_SQL_ERROR'],
    ['', 'where', 'INVALID_SQL_ERROR'],
  ];

  it.each(cases)('%s (%s) -> %s', (sql, clause, expected) => {
    expect(outcome(() => checkAdhocExpression(sql, clause))).toBe(expected);
  });

  it('says why in the message', () => {
    expect(() => checkAdhocExpression('num IN (SELECT 1)')).toThrow('Custom SQL fields cannot contain sub-queries.');
    expect(() => checkAdhocExpression('a; b')).toThrow('Custom SQL fields cannot contain multiple statements.');
  });
});

describe('checkReadOnlyQuery', () => {
  const cases: [string, string][] = [
    ['SELECT * FROM t;', 'ok: SELECT * FROM t'],
    ['  SELECT 1 ;  ; ', 'ok: SELECT 1'],
    ['WITH a AS (SELECT 1) SELECT * FROM a', 'ok: WITH a AS (SELECT 1) SELECT * FROM a'],
    ['SELECT 1 UNION ALL SELECT 2', 'ok: SELECT 1 UNION ALL SELECT 2'],
    ['SELECT a FROM t WHERE x IN (SELECT 1) GROUP BY 1 ORDER BY 1 LIMIT 3', 'ok: SELECT a FROM t WHERE x IN (SELECT 1) GROUP BY 1 ORDER BY 1 LIMIT 3'],
    [`SELECT REPLACE(name, 'a', 'b') FROM t`, `ok: SELECT REPLACE(name, 'a', 'b') FROM t`],
    ['-- a note\nSELECT 1', 'ok: SELECT 1'],
    ['SELECT * EXCLUDE (x) FROM t', 'ok: SELECT * EXCLUDE (x) FROM t'],
    ['FROM t', 'ok: FROM t'],
    ['SELECT 1; SELECT 2', 'INVALID_SQL_ERROR'],
    ['DELETE FROM t', 'DML_NOT_ALLOWED_ERROR'],
    ['INSERT INTO t SELECT 1', 'DML_NOT_ALLOWED_ERROR'],
    ['CREATE TABLE x AS SELECT 1', 'DML_NOT_ALLOWED_ERROR'],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'DML_NOT_ALLOWED_ERROR'],
    ['PRAGMA version', 'DML_NOT_ALLOWED_ERROR'],
    ['ATTACH \'x.db\' AS x', 'DML_NOT_ALLOWED_ERROR'],
    ['SELECT * EXCLUDE (x) FROM t; DROP TABLE t', 'INVALID_SQL_ERROR'],
    [`SELECT * FROM read_parquet('/tmp/x.parquet')`, 'INVALID_SQL_ERROR'],
    [';', 'INVALID_SQL_ERROR'],
  ];

  it.each(cases)('%s -> %s', (sql, expected) => {
    expect(outcome(() => checkReadOnlyQuery(sql))).toBe(expected);
  });

  it('names what it checked in the message', () => {
    expect(() => checkReadOnlyQuery('UPDATE t SET a = 1', 'SQL Lab query')).toThrow('SQL Lab query must be read-only.');
  });
});

describe('tokenizeSql', () => {
  it('keeps strings, quoted identifiers, comments and parameters whole', () => {
    const tokens = tokenizeSql(`SELECT "a;b", 'c--d', $$e;f$$, E'g\\'h' -- x\n/* y */ $2 ?`).filter((t) => t.kind !== 'space');
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['word', 'SELECT'],
      ['identifier', '"a;b"'],
      ['punct', ','],
      ['string', "'c--d'"],
      ['punct', ','],
      ['string', '$$e;f$$'],
      ['punct', ','],
      ['string', "E'g\\'h'"],
      ['comment', '-- x'],
      ['comment', '/* y */'],
      ['param', '$2'],
      ['param', '?'],
    ]);
  });
});
