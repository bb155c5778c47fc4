/**
 * A small SQL tokenizer: enough to tell code from strings, quoted identifiers and comments, which is what
 * the conservative SQL checks, the statement splitter and the parameter inliner need. It does not parse;
 * it never guesses a statement's meaning from text that sits inside a string or a comment.
 *
 * Without a dialect it follows PostgreSQL's rules (what the query engine's own checks always did). With
 * one it follows the lexical rules the engine's spec declares, which is what keeps a check from being
 * fooled by text the engine reads differently: MySQL's backslash escapes, `#` comments, `-- ` needing a
 * space and executable `/*! … *\/` comments (their content is code); SQLite's `[identifiers]`; dollar
 * quoting and nested block comments only in PostgreSQL and DuckDB.
 */
import { DEFAULT_SQL_DIALECT, type SqlDialect } from '../engines';

export type SqlTokenKind = 'word' | 'number' | 'string' | 'identifier' | 'comment' | 'space' | 'param' | 'punct';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  offset: number;
}

export interface LexOptions {
  dialect?: SqlDialect;
  /**
   * An unterminated string, identifier or comment runs to the end of the input instead of throwing: the
   * splitter uses it so the engine reports the syntax error in its own words. Whatever runs to the end is
   * still string or comment, so no code hides in it.
   */
  lenient?: boolean;
}

export class SqlLexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

export function tokenizeSql(sql: string, options: LexOptions = {}): SqlToken[] {
  const rules = (options.dialect ?? DEFAULT_SQL_DIALECT).lexical;
  const lenient = !!options.lenient;
  const tokens: SqlToken[] = [];
  let i = 0;
  // Inside a MySQL `/*! … */`: its `*/` closes it and is not code.
  let executable = false;
  const push = (kind: SqlTokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), offset: i });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /\s/.test(sql[end])) end += 1;
      push('space', end);
    } else if (executable && ch === '*' && next === '/') {
      executable = false;
      push('comment', i + 2);
    } else if ((ch === '-' && next === '-' && (!rules.dashDashNeedsSpace || i + 2 >= sql.length || sql.charCodeAt(i + 2) <= 0x20)) || (ch === '#' && rules.hashComments)) {
      // PostgreSQL and DuckDB end a line comment at \r as well as \n; ending it there for every dialect
      // can only show more code than the engine reads, never less.
      let end = i + 2;
      while (end < sql.length && sql[end] !== '\n' && sql[end] !== '\r') end += 1;
      push('comment', end);
    } else if (ch === '/' && next === '*') {
      const opener = rules.executableComments ? /^\/\*M?!\d*/.exec(sql.slice(i, i + 12)) : null;
      if (opener) {
        executable = true;
        push('comment', i + opener[0].length);
      } else push('comment', blockCommentEnd(sql, i, rules.nestedComments, lenient));
    } else if (ch === "'" || ((ch === 'E' || ch === 'e') && next === "'" && !rules.backslashEscapes && !wordBefore(sql, i))) {
      const start = ch === "'" ? i : i + 1;
      push('string', quotedEnd(sql, start, "'", rules.backslashEscapes || ch !== "'", lenient));
    } else if (ch === '"' && rules.doubleQuotedStrings) {
      push('string', quotedEnd(sql, i, '"', rules.backslashEscapes, lenient));
    } else if (ch === '"' || ch === '`') {
      push('identifier', quotedEnd(sql, i, ch, false, lenient));
    } else if (ch === '[' && rules.bracketIdentifiers) {
      const close = sql.indexOf(']', i + 1);
      if (close < 0 && !lenient) throw new SqlLexError('Unterminated quoted identifier');
      push('identifier', close < 0 ? sql.length : close + 1);
    } else if (ch === '$') {
      const positional = /^\$\d+/.exec(sql.slice(i, i + 24));
      const dollar = rules.dollarQuotes ? /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 66)) : null;
      const named = /^\$[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i, i + 66));
      if (positional) push('param', i + positional[0].length);
      else if (dollar) {
        const close = sql.indexOf(dollar[0], i + dollar[0].length);
        if (close < 0 && !lenient) throw new SqlLexError('Unterminated dollar-quoted string');
        push('string', close < 0 ? sql.length : close + dollar[0].length);
      } else if (named && rules.dollarParameters) push('param', i + named[0].length);
      else push('punct', i + 1);
    } else if (ch === '?') {
      push('param', i + 1);
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(next ?? ''))) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(sql.slice(i, i + 400));
      push('number', i + (m ? m[0].length : 1));
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end])) end += 1;
      push('word', end);
    } else {
      push('punct', i + 1);
    }
  }
  return tokens;
}

/** `xE'…'` is the word `xE` followed by a string, not an escape string. */
function wordBefore(sql: string, i: number): boolean {
  return i > 0 && WORD_PART.test(sql[i - 1]);
}

/** End offset (exclusive) of a quoted run starting at `start`; doubled quotes escape, `\` too when asked. */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean, lenient: boolean): number {
  let j = start + 1;
  while (j < sql.length) {
    if (backslashEscapes && sql[j] === '\\') j += 2;
    else if (sql[j] === quote) {
      if (sql[j + 1] === quote) j += 2;
      else return j + 1;
    } else j += 1;
  }
  if (lenient) return sql.length;
  throw new SqlLexError(quote === "'" ? 'Unterminated string literal' : 'Unterminated quoted identifier');
}

/** Block comments nest in PostgreSQL and DuckDB; in MySQL and SQLite the first `*\/` ends one. */
function blockCommentEnd(sql: string, start: number, nested: boolean, lenient: boolean): number {
  if (!nested) {
    const close = sql.indexOf('*/', start + 2);
    if (close >= 0) return close + 2;
    if (lenient) return sql.length;
    throw new SqlLexError('Unterminated comment');
  }
  let depth = 0;
  let j = start;
  while (j < sql.length) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth += 1;
      j += 2;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth -= 1;
      j += 2;
      if (depth === 0) return j;
    } else j += 1;
  }
  if (lenient) return sql.length;
  throw new SqlLexError('Unterminated comment');
}

/** The code tokens only (no spaces or comments), for keyword and punctuation checks. */
export function codeTokens(tokens: SqlToken[]): SqlToken[] {
  return tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
}
