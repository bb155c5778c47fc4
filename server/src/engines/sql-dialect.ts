/**
 * The facts about an engine's SQL that code reading SQL text needs: how the engine tokenizes it, which
 * grammar reads it, and the few statement forms that behave differently on it. The SQL Lab
 * statement library (semantic/sql-lab) and the shared tokenizer (semantic/sql-lexer) take a SqlDialect
 * and never ask which engine it is; each engine folder declares its own in its EngineSpec.
 */

/** How the engine reads SQL text: what is a string, a quoted identifier, a comment or a parameter. */
export interface SqlLexicalRules {
  /** `$tag$…$tag$` strings (PostgreSQL, DuckDB). */
  readonly dollarQuotes: boolean;
  /** Block comments nest (PostgreSQL, DuckDB); elsewhere the first `*\/` ends one. */
  readonly nestedComments: boolean;
  /** Quoted strings take backslash escapes, and `E'…'` is no escape string (MySQL). */
  readonly backslashEscapes: boolean;
  /** `"…"` is a string, not an identifier (MySQL). */
  readonly doubleQuotedStrings: boolean;
  /** `#` starts a line comment (MySQL). */
  readonly hashComments: boolean;
  /** `--` starts a comment only when white space follows: `1--1` is arithmetic (MySQL). */
  readonly dashDashNeedsSpace: boolean;
  /** `/*! … *\/` comments hold code the engine runs (MySQL). */
  readonly executableComments: boolean;
  /** `[name]` quotes an identifier (SQLite). */
  readonly bracketIdentifiers: boolean;
  /** `$name` is a bound parameter (SQLite). */
  readonly dollarParameters: boolean;
}

export interface SqlDialect {
  readonly lexical: SqlLexicalRules;
  /**
   * node-sql-parser grammars that may read the engine's statements, tried in order, for the read-only
   * check's second opinion (it can only add a refusal); [] leaves the check to the token proof alone.
   */
  readonly parserDatabases: readonly string[];
  /** The engine has PRAGMA statements: the reporting ones are reads, the rest may write (SQLite, DuckDB). */
  readonly pragmas: boolean;
  /** A string where a table goes reads that file or URL (DuckDB's `FROM 'data.csv'`): not read-only. */
  readonly readsFilesInFrom: boolean;
  /** A bare `VALUES …` list takes a LIMIT clause; where it does not (SQLite), SQL Lab's row limit wraps it. */
  readonly valuesTakeLimit: boolean;
}

/** PostgreSQL's lexical rules; DuckDB reads SQL text the same way. */
export const POSTGRES_LEXICAL_RULES: SqlLexicalRules = {
  dollarQuotes: true,
  nestedComments: true,
  backslashEscapes: false,
  doubleQuotedStrings: false,
  hashComments: false,
  dashDashNeedsSpace: false,
  executableComments: false,
  bracketIdentifiers: false,
  dollarParameters: false,
};

/**
 * SQL validation (Superset's validate_sql) by EXPLAIN: each statement is planned by the engine, never
 * executed, and a failure becomes an editor marker.
 */
export interface SqlValidator {
  /** Leading keywords of the statements EXPLAIN takes (a statement opening with `(` always qualifies). */
  readonly explainable: ReadonlySet<string>;
}

/** Statements whose first word EXPLAIN accepts on PostgreSQL, DuckDB and SQLite alike. */
export const EXPLAINABLE_STATEMENTS: ReadonlySet<string> = new Set(['SELECT', 'WITH', 'VALUES', 'INSERT', 'UPDATE', 'DELETE', 'TABLE']);
