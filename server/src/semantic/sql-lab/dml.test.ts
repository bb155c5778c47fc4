import { TesseraError } from '../../platform/errors';
import { checkStatementsAllowed, classifyStatement, DML_NOT_ALLOWED_MESSAGE } from './dml';
import { ALL_DIALECTS, COMMON_READS, COMMON_WRITES, DIALECT_READS, DIALECT_WRITES } from './dml-corpus';
import { dialectOf } from '../../test-support/sql-dialects';
import { splitStatements } from './statements';

/** A script is refused when any of its statements is; the verdict goes through the public check. */
function verdict(sql: string, engine: string): 'read' | 'write' {
  const dialect = dialectOf(engine);
  try {
    checkStatementsAllowed(splitStatements(sql, dialect), dialect, { allowDml: false });
    return 'read';
  } catch (err) {
    if (err instanceof TesseraError && err.errorType === 'DML_NOT_ALLOWED_ERROR') return 'write';
    throw err;
  }
}

describe.each(ALL_DIALECTS)('read-only check (%s)', (engine) => {
  const dialect = dialectOf(engine);
  const writes = [...COMMON_WRITES, ...(DIALECT_WRITES[engine] ?? [])];
  const reads = [...COMMON_READS, ...(DIALECT_READS[engine] ?? [])];

  it.each(writes)('refuses %s', (sql) => {
    expect(verdict(sql, engine)).toBe('write');
  });

  it.each(reads)('allows %s', (sql) => {
    expect(verdict(sql, engine)).toBe('read');
  });

  it('runs everything when the database allows DML', () => {
    for (const sql of writes) expect(() => checkStatementsAllowed(splitStatements(sql, dialect), dialect, { allowDml: true })).not.toThrow();
  });
});

describe('checkStatementsAllowed', () => {
  it("throws Superset's DML_NOT_ALLOWED_ERROR naming the statement's keyword and line", () => {
    const statements = splitStatements('SELECT 1;\n\nDELETE FROM t', dialectOf('postgresql'));
    let caught: unknown;
    try {
      checkStatementsAllowed(statements, dialectOf('postgresql'), { allowDml: false });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(TesseraError);
    const err = caught as TesseraError;
    expect(err.errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(err.message).toBe(DML_NOT_ALLOWED_MESSAGE);
    expect(err.level).toBe('error');
    expect(err.extra).toEqual({ keyword: 'DELETE', line: 3 });
  });
});

describe('classifyStatement', () => {
  it.each<[string, string, string, string]>([
    ['SELECT 1', 'postgresql', 'select', 'SELECT'],
    ['WITH a AS (SELECT 1) SELECT * FROM a', 'postgresql', 'select', 'WITH'],
    ['  (SELECT 1)', 'postgresql', 'select', 'SELECT'],
    ['insert into t values (1)', 'postgresql', 'dml', 'INSERT'],
    ['WITH a AS (SELECT 1) UPDATE t SET x = 1', 'postgresql', 'dml', 'WITH'],
    ['CREATE TABLE t (a int)', 'duckdb', 'ddl', 'CREATE'],
    ['GRANT ALL ON t TO u', 'postgresql', 'ddl', 'GRANT'],
    ["LOAD DATA INFILE 'x' INTO TABLE t", 'mysql', 'dml', 'LOAD'],
    ['LOAD httpfs', 'duckdb', 'other', 'LOAD'],
    ['SET a = 1', 'postgresql', 'other', 'SET'],
    ['PRAGMA table_info(t)', 'sqlite', 'select', 'PRAGMA'],
    ['SHOW TABLES', 'mysql', 'select', 'SHOW'],
    ['', 'postgresql', 'other', ''],
  ])('%s (%s) is %s, keyword %s', (sql, dialect, kind, keyword) => {
    const c = classifyStatement(sql, dialectOf(dialect));
    expect([c.kind, c.keyword]).toEqual([kind, keyword]);
    expect(c.readOnly).toBe(kind === 'select' || sql === '');
  });

  it('judges text holding several statements by the one that writes', () => {
    expect(classifyStatement('SELECT 1; DROP TABLE t', dialectOf('postgresql'))).toMatchObject({ readOnly: false, keyword: 'DROP' });
  });

});

describe('bypasses that depend on the engine reading text differently', () => {
  it.each<[string, string]>([
    // PostgreSQL ends a line comment at a carriage return: the DELETE is code there.
    ['SELECT 1 --x\r; DELETE FROM t', 'postgresql'],
    ['SELECT 1 --x\r; DELETE FROM t', 'duckdb'],
    // MySQL's `--` needs white space or a control character after it; U+00A0 is neither.
    ['SELECT 1 --\u00a0; DROP TABLE t', 'mysql'],
    ['EXPLAIN ANALYZE FORCE CHECKPOINT', 'duckdb'],
    ['SUMMARIZE DELETE FROM t RETURNING *', 'duckdb'],
    ['SUMMARIZE SELECT nextval(\'s\')', 'duckdb'],
  ])('refuses %j (%s)', (sql, dialect) => {
    expect(verdict(sql, dialect)).toBe('write');
  });

  it.each<[string, string]>([
    ['SUMMARIZE t', 'duckdb'],
    ['SUMMARIZE main.t', 'duckdb'],
    ['DESC t a', 'mysql'],
  ])('allows %j (%s)', (sql, dialect) => {
    expect(verdict(sql, dialect)).toBe('read');
  });
});
