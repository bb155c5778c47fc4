import { TesseraError } from '../../platform/errors';
import { checkStatementsAllowed, classifyStatement, DML_NOT_ALLOWED_MESSAGE } from './dml';
import { ALL_DIALECTS, COMMON_READS, COMMON_WRITES, DIALECT_READS, DIALECT_WRITES, UNPARSEABLE } from './dml-corpus';
import { dialectOf } from '../../test-support/sql-dialects';
import { splitStatements } from './statements';

/** A script is refused when any of its statements is; the verdict goes through the public check. */
function verdict(sql: string, engine: string): 'read' | 'write' | 'unparseable' {
  const dialect = dialectOf(engine);
  try {
    checkStatementsAllowed(sql, splitStatements(sql, dialect), dialect, { allowDml: false });
    return 'read';
  } catch (err) {
    if (err instanceof TesseraError && err.errorType === 'DML_NOT_ALLOWED_ERROR') return 'write';
    if (err instanceof TesseraError && err.errorType === 'SYNTAX_ERROR') return 'unparseable';
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

  it.each(UNPARSEABLE)('refuses %s as a syntax error', (sql) => {
    expect(verdict(sql, engine)).toBe('unparseable');
  });

  it('runs everything when the database allows DML', () => {
    for (const sql of writes) expect(() => checkStatementsAllowed(sql, splitStatements(sql, dialect), dialect, { allowDml: true })).not.toThrow();
  });
});

describe('checkStatementsAllowed', () => {
  it("throws Superset's DML_NOT_ALLOWED_ERROR naming the statement's keyword and line", () => {
    const script = 'SELECT 1;\n\nDELETE FROM t';
    const statements = splitStatements(script, dialectOf('postgresql'));
    let caught: unknown;
    try {
      checkStatementsAllowed(script, statements, dialectOf('postgresql'), { allowDml: false });
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

  it.each(ALL_DIALECTS)('reports a statement that cannot be parsed as a syntax error at its first word, not a DML refusal (%s)', (engine) => {
    const dialect = dialectOf(engine);
    const script = 'SELECT 1;\n  SELEC name FRM birth_names';
    let caught: unknown;
    try {
      checkStatementsAllowed(script, splitStatements(script, dialect), dialect, { allowDml: false });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(TesseraError);
    const err = caught as TesseraError;
    expect(err.errorType).toBe('SYNTAX_ERROR');
    expect(err.message).toBe('Please check your query for syntax errors at or near "SELEC". Then, try running your query again.');
    expect(err.extra).toEqual({ near: 'SELEC', line: 2, column: 3 });
  });

  it('leaves an unparseable statement to the engine when the database allows DML', () => {
    const dialect = dialectOf('duckdb');
    expect(() => checkStatementsAllowed('SELEC 1', splitStatements('SELEC 1', dialect), dialect, { allowDml: true })).not.toThrow();
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
    ['SELEC name FRM birth_names', 'duckdb', 'unparseable', 'SELEC'],
    ['42', 'postgresql', 'unparseable', '42'],
    ['"select" 1', 'sqlite', 'unparseable', '"select"'],
    ['REPAIR TABLE t', 'mysql', 'other', 'REPAIR'],
    ['ANALYSE t', 'postgresql', 'other', 'ANALYSE'],
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
