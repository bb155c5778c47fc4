import { dialectOf } from '../../test-support/sql-dialects';
import { lineColumnAt, splitStatements } from './statements';

const texts = (sql: string, engine: string) => splitStatements(sql, dialectOf(engine)).map((s) => s.text);

describe('splitStatements', () => {
  it.each<[string, string, string[]]>([
    ['SELECT 1', 'postgresql', ['SELECT 1']],
    ['SELECT 1;', 'postgresql', ['SELECT 1']],
    ['SELECT 1; SELECT 2;', 'postgresql', ['SELECT 1', 'SELECT 2']],
    ['  SELECT 1 ;;\n; SELECT 2 ;  ', 'postgresql', ['SELECT 1', 'SELECT 2']],
    ['', 'postgresql', []],
    [' ; ;\n ', 'postgresql', []],
    ['-- only a comment', 'postgresql', []],
    ['SELECT 1; -- trailing note', 'postgresql', ['SELECT 1']],
    ['SELECT 1; /* trailing ; block */', 'postgresql', ['SELECT 1']],
    ["SELECT 'a;b'; SELECT 2", 'postgresql', ["SELECT 'a;b'", 'SELECT 2']],
    ["SELECT 'it''s;'; SELECT 2", 'sqlite', ["SELECT 'it''s;'", 'SELECT 2']],
    ['SELECT "a;b" FROM t; SELECT 2', 'postgresql', ['SELECT "a;b" FROM t', 'SELECT 2']],
    ['SELECT "a"";b" FROM t; SELECT 2', 'duckdb', ['SELECT "a"";b" FROM t', 'SELECT 2']],
    ['SELECT `a;b` FROM t; SELECT 2', 'mysql', ['SELECT `a;b` FROM t', 'SELECT 2']],
    ['SELECT [a;b] FROM t; SELECT 2', 'sqlite', ['SELECT [a;b] FROM t', 'SELECT 2']],
    ["SELECT 'a\\'; b'; SELECT 2", 'mysql', ["SELECT 'a\\'; b'", 'SELECT 2']],
    ['SELECT "a\\"; b"; SELECT 2', 'mysql', ['SELECT "a\\"; b"', 'SELECT 2']],
    // Standard strings end at the first lone quote: the backslash is an ordinary character.
    ["SELECT 'a\\'; SELECT 2", 'postgresql', ["SELECT 'a\\'", 'SELECT 2']],
    ["SELECT E'a\\'; b'; SELECT 2", 'postgresql', ["SELECT E'a\\'; b'", 'SELECT 2']],
    ["SELECT e'a\\'; b'; SELECT 2", 'duckdb', ["SELECT e'a\\'; b'", 'SELECT 2']],
    ['SELECT $$a;b$$; SELECT 2', 'postgresql', ['SELECT $$a;b$$', 'SELECT 2']],
    ['SELECT $fn$ $$;$$ ; $fn$; SELECT 2', 'postgresql', ['SELECT $fn$ $$;$$ ; $fn$', 'SELECT 2']],
    ['SELECT $x$;$x$; SELECT 2', 'duckdb', ['SELECT $x$;$x$', 'SELECT 2']],
    ['SELECT $1; SELECT $2', 'postgresql', ['SELECT $1', 'SELECT $2']],
    ['SELECT 1 -- a; b\n; SELECT 2', 'postgresql', ['SELECT 1 -- a; b', 'SELECT 2']],
    ['SELECT 1 /* a; b */; SELECT 2', 'sqlite', ['SELECT 1 /* a; b */', 'SELECT 2']],
    ['SELECT 1 /* a /* b; */ c; */; SELECT 2', 'postgresql', ['SELECT 1 /* a /* b; */ c; */', 'SELECT 2']],
    // MySQL and SQLite comments do not nest: the first */ ends it.
    ['SELECT 1 /* a /* b */; SELECT 2', 'mysql', ['SELECT 1 /* a /* b */', 'SELECT 2']],
    ['SELECT 1 # a; b\n; SELECT 2', 'mysql', ['SELECT 1 # a; b', 'SELECT 2']],
    // `#` is an operator outside MySQL.
    ['SELECT 1 # 2; SELECT 3', 'postgresql', ['SELECT 1 # 2', 'SELECT 3']],
    // MySQL's executable comment is code, its ; too.
    ['SELECT 1 /*!; SELECT 2 */', 'mysql', ['SELECT 1 /*!', 'SELECT 2 */']],
    ['SELECT 1 --1; SELECT 2', 'mysql', ['SELECT 1 --1', 'SELECT 2']],
    ['SELECT 1 --1; SELECT 2', 'postgresql', ['SELECT 1 --1; SELECT 2']],
    // Compound bodies stay whole.
    ['CREATE TRIGGER tr AFTER INSERT ON t BEGIN INSERT INTO log VALUES (1); UPDATE c SET n = n + 1; END; SELECT 1', 'sqlite', [
      'CREATE TRIGGER tr AFTER INSERT ON t BEGIN INSERT INTO log VALUES (1); UPDATE c SET n = n + 1; END',
      'SELECT 1',
    ]],
    ["CREATE PROCEDURE p() BEGIN IF x THEN SELECT 1; END IF; SELECT CASE WHEN a THEN 1 END; END; SELECT 2", 'mysql', [
      'CREATE PROCEDURE p() BEGIN IF x THEN SELECT 1; END IF; SELECT CASE WHEN a THEN 1 END; END',
      'SELECT 2',
    ]],
    ['CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; END; SELECT 2', 'postgresql', [
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; END',
      'SELECT 2',
    ]],
    ['CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql; SELECT 2', 'postgresql', [
      'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql',
      'SELECT 2',
    ]],
    // A transaction's BEGIN is a statement of its own.
    ['BEGIN; SELECT 1; COMMIT', 'postgresql', ['BEGIN', 'SELECT 1', 'COMMIT']],
    ['CREATE TABLE begin_end (a int); SELECT 1', 'duckdb', ['CREATE TABLE begin_end (a int)', 'SELECT 1']],
    // Unterminated text runs to the end; the engine reports it.
    ["SELECT 'abc; SELECT 2", 'postgresql', ["SELECT 'abc; SELECT 2"]],
    ['SELECT 1; SELECT /* open', 'postgresql', ['SELECT 1', 'SELECT /* open']],
  ])('%j (%s)', (sql, dialect, expected) => {
    expect(texts(sql, dialect)).toEqual(expected);
  });

  it('keeps comments before a statement with it and reports where its text starts', () => {
    const script = 'SELECT 1;\n\n  -- the second\n  SELECT 2;\r\nSELECT\n3';
    expect(splitStatements(script, dialectOf('postgresql'))).toEqual([
      { text: 'SELECT 1', startOffset: 0, startLine: 1 },
      { text: '-- the second\n  SELECT 2', startOffset: 13, startLine: 3 },
      { text: 'SELECT\n3', startOffset: 40, startLine: 5 },
    ]);
    for (const s of splitStatements(script, dialectOf('postgresql'))) expect(script.slice(s.startOffset, s.startOffset + s.text.length)).toBe(s.text);
  });

  it('splits a script of 20 000 statements and numbers their lines', () => {
    const script = Array.from({ length: 20_000 }, (_, i) => `SELECT ${i}, 'x;y' -- c;\n`).join(';');
    const statements = splitStatements(script, dialectOf('postgresql'));
    expect(statements).toHaveLength(20_000);
    expect(statements[19_999].startLine).toBe(20_000);
  });
});

describe('lineColumnAt', () => {
  it.each<[string, number, number, number]>([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['ab\ncd', 3, 2, 1],
    ['ab\ncd', 4, 2, 2],
    ['ab\n\ncd', 5, 3, 2],
  ])('%j at %d is line %d column %d', (text, offset, line, column) => {
    expect(lineColumnAt(text, offset)).toEqual({ line, column });
  });
});
