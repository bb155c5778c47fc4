import { TesseraError } from '../../platform/errors';
import { dialectOf } from '../../test-support/sql-dialects';
import { formatSql } from './format';

describe('formatSql', () => {
  it('lays a query out with upper-case keywords', () => {
    expect(formatSql('select a, count(*) from t where b = 1 group by a', dialectOf('postgresql'))).toBe(
      'SELECT\n  a,\n  count(*)\nFROM\n  t\nWHERE\n  b = 1\nGROUP BY\n  a',
    );
  });

  it.each([
    ['duckdb', 'select * exclude (a) from t group by all', 'SELECT\n  * exclude (a)\nFROM\n  t\nGROUP BY ALL'],
    ['mysql', 'select `a` from t limit 5, 10', 'SELECT\n  `a`\nFROM\n  t\nLIMIT\n  5, 10'],
    ['sqlite', 'select [a] from t', 'SELECT\n  [a]\nFROM\n  t'],
  ] as const)('speaks %s', (dialect, sql, expected) => {
    expect(formatSql(sql, dialectOf(dialect))).toBe(expected);
  });

  it('keeps template placeholders verbatim', () => {
    expect(formatSql("select * from t where a = {{ name }} and b = '{{ x }}' {# note #}", dialectOf('postgresql'))).toBe(
      "SELECT\n  *\nFROM\n  t\nWHERE\n  a = {{ name }}\n  AND b = '{{ x }}' {# note #}",
    );
  });

  it('keeps several statements apart', () => {
    expect(formatSql('select 1; select 2', dialectOf('postgresql'))).toBe('SELECT\n  1;\n\nSELECT\n  2');
  });

  it('refuses text it cannot read with INVALID_SQL_ERROR', () => {
    expect(() => formatSql("select 'unterminated", dialectOf('postgresql'))).toThrow(TesseraError);
  });
});
