import { toEngineError } from '../../engines';
import { dialectOf } from '../../test-support/sql-dialects';
import { syntaxErrorLocation } from './error-location';
import { splitStatements } from './statements';

/** The location of an engine error raised by the script's statement number `index`. */
function locate(script: string, index: number, err: unknown, engine: string) {
  const dialect = dialectOf(engine);
  return syntaxErrorLocation(script, splitStatements(script, dialect)[index], err, dialect);
}

describe('syntaxErrorLocation', () => {
  it("reads PostgreSQL's 1-based position from the driver error, through the TesseraError wrapping it", () => {
    const driverError = Object.assign(new Error('syntax error at or near "FORM"'), { position: '10' });
    const script = 'SELECT 1;\n  SELECT * FORM t';
    expect(locate(script, 1, toEngineError(driverError, 'PostgreSQL'), 'postgresql')).toEqual({ line: 2, column: 12, near: 'FORM' });
  });

  it("reads DuckDB's LINE echo and caret", () => {
    const message = 'Parser Error: syntax error at or near "t"\n\nLINE 3:   2 FORM t\n                 ^';
    const script = '-- q\nSELECT 1,\n  2 FORM t';
    expect(locate(script, 0, new Error(message), 'duckdb')).toEqual({ line: 3, column: 10 });
  });

  it("finds DuckDB's caret in a line it abbreviated", () => {
    const columns = Array.from({ length: 40 }, (_, i) => `c${i}`).join(', ');
    const script = `SELECT ${columns} FORM t WHERE x`;
    const message =
      'Parser Error: syntax error at or near "t"\n\nLINE 1: ..., c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39 FORM t WHERE x\n                                                                        ^';
    const location = locate(script, 0, new Error(message), 'duckdb');
    expect(script[(location?.column ?? 0) - 1]).toBe('t');
    expect(script.slice((location?.column ?? 0) - 6, location?.column)).toBe('FORM t');
  });

  it("reads MySQL's near text and line", () => {
    const message =
      "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'FORM t' at line 2";
    const script = 'SELECT 1;\nSELECT *\nFROM u, v FORM t';
    expect(locate(script, 1, new Error(message), 'mysql')).toEqual({ line: 3, column: 11, near: 'FORM t' });
  });

  it('finds SQLite\'s near "…" token in the statement, not in a string or comment', () => {
    const script = "SELECT 'FORM' /* FORM */, a FORM t";
    expect(locate(script, 0, new Error('near "FORM": syntax error'), 'sqlite')).toEqual({ line: 1, column: 29, near: 'FORM' });
  });

  it('points at the end of the statement for an error at the end of input', () => {
    const script = 'SELECT 1;\nSELECT (1';
    expect(locate(script, 1, new Error('syntax error at end of input'), 'postgresql')).toEqual({ line: 2, column: 10 });
  });

  it('is null when the error says nothing about where', () => {
    expect(locate('SELECT 1', 0, new Error('permission denied for table t'), 'postgresql')).toBeNull();
  });
});
