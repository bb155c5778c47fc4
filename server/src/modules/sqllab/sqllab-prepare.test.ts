import { TesseraError } from '../../platform/errors';
import { dialectOf } from '../../test-support/sql-dialects';
import { CtasMethod, LimitingFactor, QueryState } from './query-state';
import { annotationFor } from './sql-validation';
import { ctasTableName, prepareSql } from './sqllab-prepare';
import type { StoredResults } from './sqllab-result-store';
import { isoText, sqlLabResults } from './sqllab-results';

const base = { dialect: dialectOf('postgresql'), allowDml: false, requestedLimit: 100, maxRow: 1000, ctas: null };

function failure(work: () => unknown): TesseraError {
  try {
    work();
  } catch (err) {
    if (err instanceof TesseraError) return err;
    throw err;
  }
  throw new Error('expected a TesseraError');
}

describe('prepareSql', () => {
  it.each([
    ['dropdown limit on a plain SELECT', 'SELECT * FROM t', 100, 'DROPDOWN', /LIMIT 101$/],
    ["the query's smaller LIMIT", 'SELECT * FROM t LIMIT 5', 5, 'QUERY', /LIMIT 6$/],
    ['the dropdown capped at SQL_MAX_ROW', 'SELECT 1', 1000, 'DROPDOWN', /LIMIT 1001$/],
  ])('applies %s', (label, sql, limit, factor, executed) => {
    const requestedLimit = label.includes('capped') ? 50_000 : 100;
    const out = prepareSql(sql, { ...base, requestedLimit });
    expect(out.limit).toBe(limit);
    expect(out.limitingFactor).toBe(factor);
    expect(out.executedSql).toMatch(executed);
  });

  it('limits only the last statement and keeps the others as typed', () => {
    const out = prepareSql('SET search_path TO x; SELECT 1', { ...base, allowDml: true });
    expect(out.statements).toHaveLength(2);
    expect(out.statements[0]).toBe('SET search_path TO x');
    expect(out.statements[1]).toMatch(/^SELECT 1\s+LIMIT 101$/);
  });

  it('refuses writes unless the database allows DML', () => {
    expect(failure(() => prepareSql('DELETE FROM t', base)).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(failure(() => prepareSql('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', base)).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(prepareSql('DELETE FROM t', { ...base, allowDml: true }).statements).toEqual(['DELETE FROM t']);
  });

  it('refuses an empty script', () => {
    expect(failure(() => prepareSql(' ; -- nothing', base)).errorType).toBe('INVALID_SQL_ERROR');
  });

  it('wraps the final SELECT for CTAS and CVAS, without a limit', () => {
    const ctas = { method: CtasMethod.TABLE, table: 't_out', schema: 's', quotedName: '"s"."t_out"' };
    const table = prepareSql('SELECT a FROM t', { ...base, ctas });
    expect(table).toMatchObject({ statements: ['CREATE TABLE "s"."t_out" AS\nSELECT a FROM t'], selectSql: 'SELECT a FROM t', limit: null, limitingFactor: LimitingFactor.NOT_LIMITED });
    const view = prepareSql('SELECT a FROM t', { ...base, ctas: { ...ctas, method: CtasMethod.VIEW } });
    expect(view.statements).toEqual(['CREATE VIEW "s"."t_out" AS\nSELECT a FROM t']);
    expect(failure(() => prepareSql('SELECT 1; SELECT 2', { ...base, ctas: { ...ctas, method: CtasMethod.VIEW } })).errorType).toBe('INVALID_CVAS_QUERY_ERROR');
    expect(failure(() => prepareSql('DELETE FROM t', { ...base, allowDml: true, ctas })).errorType).toBe('INVALID_CTAS_QUERY_ERROR');
  });

  it.each([
    ['SHOW search_path', 'postgresql'],
    ['EXPLAIN SELECT 1', 'postgresql'],
    ['PRAGMA table_info(t)', 'sqlite'],
  ] as const)('refuses to wrap %s, which reads but answers no query rows', (sql, dialect) => {
    const ctas = { method: CtasMethod.TABLE, table: 't_out', schema: null, quotedName: '"t_out"' };
    expect(failure(() => prepareSql(sql, { ...base, dialect: dialectOf(dialect), ctas })).errorType).toBe('INVALID_CTAS_QUERY_ERROR');
    expect(failure(() => prepareSql(sql, { ...base, dialect: dialectOf(dialect), ctas: { ...ctas, method: CtasMethod.VIEW } })).errorType).toBe('INVALID_CVAS_QUERY_ERROR');
  });

  it("names an unnamed CTAS table Superset's way", () => {
    expect(ctasTableName(7, new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('tmp_7_table_2025_01_02_03_04_05');
  });
});

describe('results', () => {
  const stored: StoredResults = {
    queryId: 1,
    columns: [
      { name: 'n', nativeType: 'INTEGER', genericType: 'NUMERIC', isDttm: false },
      { name: 'ts', nativeType: 'TIMESTAMP', genericType: 'TEMPORAL', isDttm: true },
    ],
    rows: [
      { n: 1, ts: Date.UTC(2024, 0, 2) },
      { n: 2, ts: Date.UTC(2024, 0, 2, 3, 4, 5, 600) },
    ],
    limitingFactor: LimitingFactor.DROPDOWN,
  };

  it('sends temporal values as ISO text and says when the page holds fewer rows than the run', () => {
    const out = sqlLabResults(structuredClone(stored), QueryState.SUCCESS, { offset: 0, totalRows: 3 });
    expect(out.data).toEqual([
      { n: 1, ts: '2024-01-02T00:00:00' },
      { n: 2, ts: '2024-01-02T03:04:05.600' },
    ]);
    expect(out).toMatchObject({ rowCount: 2, totalRowCount: 3, offset: 0, displayLimitReached: true });
    expect(out.columns[1]).toEqual({ name: 'ts', columnName: 'ts', type: 'TIMESTAMP', typeGeneric: 2, isDttm: true });
    expect(sqlLabResults(structuredClone(stored), QueryState.SUCCESS, { offset: 0, totalRows: 2 }).displayLimitReached).toBe(false);
    expect(sqlLabResults(structuredClone(stored), QueryState.SUCCESS, { offset: 5, totalRows: 7 })).toMatchObject({ offset: 5, totalRowCount: 7, displayLimitReached: true });
    expect(isoText(0)).toBe('1970-01-01T00:00:00');
  });
});

describe('validation positions', () => {
  const script = 'SELECT 1; SELECT *\nFORM t';
  const statement = { text: 'SELECT *\nFORM t', startOffset: 10, startLine: 1 };

  it.each([
    // PostgreSQL counts from 1 in the EXPLAIN text it was sent.
    ['a PostgreSQL position', Object.assign(new Error('syntax error at or near "FORM"'), { position: 'EXPLAIN '.length + 10 }), 'postgresql'],
    ['a DuckDB caret', new Error('Parser Error: syntax error at or near "FORM"\n\nLINE 2: FORM t\n        ^'), 'duckdb'],
    ['a SQLite token', new Error('near "FORM": syntax error'), 'sqlite'],
  ] as const)('positions %s in the whole script', (_label, err, dialect) => {
    expect(annotationFor(script, statement, err, dialectOf(dialect))).toEqual({ lineNumber: 2, startColumn: 1, endColumn: 4, message: err.message.split('\n')[0] });
  });

  it('keeps the statement line when the engine gives no position', () => {
    expect(annotationFor(script, statement, new Error('boom\nLINE x'), dialectOf('duckdb'))).toEqual({ lineNumber: 1, startColumn: null, endColumn: null, message: 'boom' });
  });
});
