/**
 * A small SQL tokenizer: enough to tell code from strings, quoted identifiers and comments, which is what
 * the conservative SQL checks and the parameter inliner need. It does not parse; it never guesses a
 * statement's meaning from text that sits inside a string or a comment.
 */

export type SqlTokenKind = 'word' | 'number' | 'string' | 'identifier' | 'comment' | 'space' | 'param' | 'punct';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  offset: number;
}

export class SqlLexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
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
    } else if (ch === '-' && next === '-') {
      const nl = sql.indexOf('\n', i);
      push('comment', nl < 0 ? sql.length : nl);
    } else if (ch === '/' && next === '*') {
      push('comment', blockCommentEnd(sql, i));
    } else if (ch === "'" || ((ch === 'E' || ch === 'e') && next === "'")) {
      push('string', quotedEnd(sql, ch === "'" ? i : i + 1, "'", ch !== "'"));
    } else if (ch === '"' || ch === '`') {
      push('identifier', quotedEnd(sql, i, ch, false));
    } else if (ch === '$') {
      const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      const positional = /^\$\d+/.exec(sql.slice(i));
      if (positional) push('param', i + positional[0].length);
      else if (dollar) {
        const close = sql.indexOf(dollar[0], i + dollar[0].length);
        if (close < 0) throw new SqlLexError('Unterminated dollar-quoted string');
        push('string', close + dollar[0].length);
      } else push('punct', i + 1);
    } else if (ch === '?') {
      push('param', i + 1);
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(next ?? ''))) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(sql.slice(i));
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

/** End offset (exclusive) of a quoted run starting at `start`; doubled quotes escape, `\` too for E''. */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let j = start + 1;
  while (j < sql.length) {
    if (backslashEscapes && sql[j] === '\\') j += 2;
    else if (sql[j] === quote) {
      if (sql[j + 1] === quote) j += 2;
      else return j + 1;
    } else j += 1;
  }
  throw new SqlLexError(quote === "'" ? 'Unterminated string literal' : 'Unterminated quoted identifier');
}

/** Block comments nest in PostgreSQL and DuckDB. */
function blockCommentEnd(sql: string, start: number): number {
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
  throw new SqlLexError('Unterminated comment');
}

/** The code tokens only (no spaces or comments), for keyword and punctuation checks. */
export function codeTokens(tokens: SqlToken[]): SqlToken[] {
  return tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
}
