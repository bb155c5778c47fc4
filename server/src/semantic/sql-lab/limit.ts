/**
 * SQL Lab's row limit, Superset's way (commands/sql_lab/execute.py and sql_lab.py):
 *  - the dropdown's value (`queryLimit`) is capped at SQL_MAX_ROW; absent or 0 means SQL_MAX_ROW;
 *  - the query's own outermost LIMIT is compared with it: none or larger -> DROPDOWN, smaller -> QUERY,
 *    equal -> QUERY_AND_DROPDOWN; the effective limit is the smaller one;
 *  - the statement runs with limit + 1 so the executor can tell a cut result from a complete one: more
 *    than `limit` rows back means the factor stands and the extra row is dropped, otherwise the result was
 *    NOT_LIMITED (finalLimitingFactor).
 * Only a query (SELECT, WITH … SELECT, VALUES, TABLE, DuckDB's FROM-first) is rewritten, on the dialect's
 * tokens: a LIMIT inside a sub-query, a CTE, a string or a comment is never touched, `LIMIT n OFFSET m`,
 * MySQL's `LIMIT m, n` and `FETCH FIRST n ROWS ONLY` keep their shape, and a LIMIT is added before
 * trailing comments and locking clauses. Every engine takes `LIMIT n`; where a bare VALUES list takes none
 * (the dialect's `valuesTakeLimit`), the query is wrapped.
 */
import { codeTokens, type SqlToken } from '../sql-lexer';
import { isRowQuery } from './dml';
import { lexStatement, type SqlDialect } from './statements';

export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED';

export interface LimitOptions {
  /** The row-limit dropdown (`queryLimit`); absent, null or 0 means SQL_MAX_ROW. */
  requested?: number | null;
  /** SQL_MAX_ROW. */
  maxRow: number;
}

export interface AppliedLimit {
  /** The statement to run: with LIMIT limit + 1 when it is a query, unchanged otherwise. */
  sql: string;
  /** Rows to keep at most (the smaller of the query's LIMIT and the capped dropdown). */
  limit: number;
  /** The factor before execution; finalLimitingFactor turns it into NOT_LIMITED when no row was cut. */
  limitingFactor: LimitingFactor;
  /** The query's own outermost LIMIT, when it has a literal one. */
  queryLimit: number | null;
  /** Whether `sql` was rewritten (false for SHOW, EXPLAIN, PRAGMA, DML, …: cut the rows to `limit` after fetching). */
  applied: boolean;
}

const WRAP_ALIAS = 'tessera_limited';

/** Superset's apply_max_row_limit: the dropdown's value capped at SQL_MAX_ROW. */
export function dropdownLimit(requested: number | null | undefined, maxRow: number): number {
  const cap = Math.max(1, Math.floor(maxRow));
  if (!requested || !Number.isFinite(requested) || requested <= 0) return cap;
  return Math.min(Math.floor(requested), cap);
}

/** The factor to report once rows came back (`rowsFetched` counts the extra limit + 1 row). */
export function finalLimitingFactor(planned: LimitingFactor, rowsFetched: number, limit: number): LimitingFactor {
  return rowsFetched > limit ? planned : 'NOT_LIMITED';
}

interface LimitClause {
  /** Tokens to replace with the new count (their span in the text). */
  replace: { start: number; end: number } | null;
  /** The literal count of the query, or null (no LIMIT, LIMIT ALL/NULL/negative). */
  count: number | null;
  /** Where a new LIMIT goes when the query has none. */
  insertAt: number;
  /** The count is an expression or parameter this module cannot evaluate: wrap the query instead. */
  opaque: boolean;
}

const integer = (t: SqlToken | undefined) => (t?.kind === 'number' && /^\d+$/.test(t.text) ? Number(t.text) : null);
const word = (t: SqlToken | undefined) => (t?.kind === 'word' ? t.text.toUpperCase() : '');
const span = (a: SqlToken, b: SqlToken) => ({ start: a.offset, end: b.offset + b.text.length });

/** The outermost LIMIT / FETCH FIRST of a query's code tokens. */
function findLimit(code: SqlToken[]): LimitClause {
  let depth = 0;
  let limitAt = -1;
  let fetchAt = -1;
  let lockAt = -1;
  code.forEach((t, i) => {
    if (t.text === '(') depth += 1;
    else if (t.text === ')') depth -= 1;
    else if (depth === 0) {
      const w = word(t);
      if (w === 'LIMIT') limitAt = i;
      else if (w === 'FETCH' && ['FIRST', 'NEXT'].includes(word(code[i + 1]))) fetchAt = i;
      else if (lockAt < 0 && ((w === 'FOR' && ['UPDATE', 'SHARE', 'NO', 'KEY'].includes(word(code[i + 1]))) || (w === 'LOCK' && word(code[i + 1]) === 'IN'))) lockAt = i;
    }
  });
  const last = code[code.length - 1];
  const insertAt = lockAt >= 0 ? code[lockAt].offset : last.offset + last.text.length;
  if (limitAt >= 0) {
    const a = code[limitAt + 1];
    const b = code[limitAt + 2];
    if (['ALL', 'NULL'].includes(word(a))) return { replace: span(a, a), count: null, insertAt, opaque: false };
    if (a?.text === '-' && integer(b) !== null) return { replace: span(a, b), count: null, insertAt, opaque: false };
    const first = integer(a);
    if (first !== null && b?.text === ',' && integer(code[limitAt + 3]) !== null) {
      const countToken = code[limitAt + 3];
      return { replace: span(countToken, countToken), count: integer(countToken), insertAt, opaque: false };
    }
    const simple = !b || ['OFFSET', 'FOR', 'LOCK', 'FETCH'].includes(word(b));
    if (first !== null && simple) return { replace: span(a, a), count: first, insertAt, opaque: false };
    return { replace: null, count: null, insertAt, opaque: true };
  }
  if (fetchAt >= 0) {
    // FETCH {FIRST|NEXT} [n] {ROW|ROWS} {ONLY|WITH TIES}
    const n = code[fetchAt + 2];
    const count = integer(n);
    if (count !== null) return { replace: span(n, n), count, insertAt, opaque: false };
    if (['ROW', 'ROWS'].includes(word(n))) return { replace: { start: n.offset, end: n.offset }, count: 1, insertAt, opaque: false };
    return { replace: null, count: null, insertAt, opaque: true };
  }
  return { replace: null, count: null, insertAt, opaque: false };
}

function factorFor(queryLimit: number | null, dropdown: number): LimitingFactor {
  if (queryLimit === null || queryLimit > dropdown) return 'DROPDOWN';
  if (dropdown > queryLimit) return 'QUERY';
  return 'QUERY_AND_DROPDOWN';
}

/**
 * Applies SQL Lab's row limit to a statement (the last of a script: the one whose rows are shown).
 * `limitingFactor` is the factor before execution; see finalLimitingFactor.
 */
export function applyLimit(text: string, dialect: SqlDialect, options: LimitOptions): AppliedLimit {
  const dropdown = dropdownLimit(options.requested, options.maxRow);
  const tokens = lexStatement(text, dialect);
  const code = codeTokens(tokens);
  while (code.length && code[code.length - 1].text === ';') code.pop();
  const body = code.length ? text.slice(0, code[code.length - 1].offset + code[code.length - 1].text.length) : text;
  const trailing = code.length ? text.slice(body.length).replace(/^\s*;[\s;]*/, '') : '';
  if (!code.length || !isRowQuery(body, dialect)) return { sql: text, limit: dropdown, limitingFactor: factorFor(null, dropdown), queryLimit: null, applied: false };

  const clause = findLimit(code);
  const queryLimit = clause.count;
  const limit = queryLimit === null ? dropdown : Math.min(queryLimit, dropdown);
  const limitingFactor = factorFor(queryLimit, dropdown);
  const run = String(limit + 1);
  // A bare VALUES list that takes no LIMIT (SQLite) is wrapped like an opaque LIMIT.
  const bareValues = !dialect.valuesTakeLimit && code[0].text.toUpperCase() === 'VALUES' && !clause.replace;
  let sql: string;
  if (clause.opaque || bareValues) {
    sql = `SELECT * FROM (\n${body}\n) AS ${WRAP_ALIAS} LIMIT ${run}`;
  } else if (clause.replace) {
    const { start, end } = clause.replace;
    const spaced = start === end ? `${run} ` : run;
    sql = body.slice(0, start) + spaced + body.slice(end);
  } else {
    const at = clause.insertAt;
    sql = `${body.slice(0, at).trimEnd()} LIMIT ${run}${at < body.length ? ` ${body.slice(at).trimStart()}` : ''}`;
  }
  return { sql: trailing.trim() ? `${sql} ${trailing.trim()}` : sql, limit, limitingFactor, queryLimit, applied: true };
}
