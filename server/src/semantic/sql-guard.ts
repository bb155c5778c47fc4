/**
 * Checks on SQL a user typed that Tessera embeds in generated SQL: ad-hoc expressions (custom SQL
 * metrics, columns, WHERE and HAVING) must be one expression with no sub-query and no statement
 * separator; a virtual dataset (or any read-only context) must be one read-only query.
 *
 * node-sql-parser (PostgreSQL dialect) gives the real structure. Engine-specific syntax it does not know
 * (DuckDB's EXCLUDE, lambdas, FROM-first queries, ...) falls back to a conservative token check that
 * rejects anything that could start a query or change data. SQL Lab reuses these checks.
 */
import { Parser } from 'node-sql-parser';
import { DEFAULT_SQL_DIALECT } from '../engines';
import { TesseraError } from '../platform/errors';
import { codeTokens, SqlLexError, tokenizeSql, type SqlToken } from './sql-lexer';
import { classifyStatement } from './sql-lab/dml';

export type AdhocClause = 'expression' | 'where' | 'having';

const parser = new Parser();
const SENTINEL_TABLE = 'tessera_guard_table';
const SENTINEL_ALIAS = 'tessera_guard_alias';

const QUERY_STARTERS = new Set(['SELECT', 'WITH', 'FROM', 'TABLE', 'VALUES', 'SHOW', 'DESCRIBE', 'SUMMARIZE', 'PIVOT', 'UNPIVOT', 'EXPLAIN']);
const WRITE_KEYWORDS = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'RENAME', 'COMMENT', 'GRANT', 'REVOKE',
  'COPY', 'ATTACH', 'DETACH', 'INSTALL', 'LOAD', 'PRAGMA', 'CALL', 'EXPORT', 'IMPORT', 'SET', 'RESET', 'VACUUM', 'ANALYZE', 'CHECKPOINT',
  'EXECUTE', 'PREPARE', 'DEALLOCATE', 'USE', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'LOCK', 'UNLISTEN', 'LISTEN', 'NOTIFY', 'DO',
]);
/** Keywords that start a clause: never part of an expression outside parentheses. */
const CLAUSE_KEYWORDS = new Set(['FROM', 'WHERE', 'GROUP', 'HAVING', 'ORDER', 'LIMIT', 'OFFSET', 'QUALIFY', 'WINDOW', 'INTO', 'FETCH', 'RETURNING']);
/** Functions that read files or server state; no chart expression needs them. */
const DENIED_FUNCTIONS = new Set([
  'PG_READ_FILE', 'PG_READ_BINARY_FILE', 'PG_LS_DIR', 'LO_IMPORT', 'LO_EXPORT', 'DBLINK', 'DBLINK_EXEC', 'READ_TEXT', 'READ_BLOB', 'READ_CSV',
  'READ_CSV_AUTO', 'READ_PARQUET', 'READ_JSON', 'READ_JSON_AUTO', 'READ_JSON_OBJECTS', 'QUERY', 'QUERY_TABLE', 'SNIFF_CSV', 'GLOB', 'GETENV',
  'LOAD_FILE', 'SYSTEM',
]);

function invalidSql(message: string, extra: Record<string, unknown> = {}): TesseraError {
  return new TesseraError('INVALID_SQL_ERROR', message, { extra });
}

function subqueryNotAllowed(): TesseraError {
  return new TesseraError('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR', 'Custom SQL fields cannot contain sub-queries.');
}

function lex(sql: string): SqlToken[] {
  try {
    return codeTokens(tokenizeSql(sql));
  } catch (err) {
    if (err instanceof SqlLexError) throw invalidSql(`Invalid SQL: ${err.message.toLowerCase()}.`);
    throw err;
  }
}

/** Checks shared by both kinds: parameter markers would shift Tessera's own bound parameters. */
function checkTokens(tokens: SqlToken[], what: string): void {
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'param') throw invalidSql(`${what} cannot contain bind parameters (${t.text}).`);
    if (t.text === '(') depth += 1;
    if (t.text === ')') depth -= 1;
    if (depth < 0) throw invalidSql(`${what} has unbalanced parentheses.`);
  }
  if (depth !== 0) throw invalidSql(`${what} has unbalanced parentheses.`);
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.kind === 'word' && next?.text === '(' && DENIED_FUNCTIONS.has(t.text.toUpperCase())) {
      throw invalidSql(`${what} cannot call ${t.text}().`);
    }
  });
}

/** SELECT anywhere, or a query keyword opening the text or a parenthesis (`(FROM t)`, `IN (VALUES …)`). */
function startsQuery(tokens: SqlToken[], i: number): boolean {
  const word = tokens[i].text.toUpperCase();
  if (word === 'SELECT') return true;
  if (!QUERY_STARTERS.has(word)) return false;
  const prev = tokens[i - 1];
  if (!prev) return true;
  if (prev.text !== '(') return false;
  // TRIM(FROM x) is the one function whose argument list may open with FROM.
  return !(word === 'FROM' && tokens[i - 2]?.text.toUpperCase() === 'TRIM');
}

function tryParse(sql: string): unknown[] | null {
  try {
    const ast = parser.astify(sql, { database: 'postgresql' });
    return Array.isArray(ast) ? ast : [ast];
  } catch {
    return null;
  }
}

/** Visits every object in an AST (node-sql-parser nests sub-queries as `{ast: ...}` or `type: 'select'`). */
function walk(node: unknown, visit: (obj: Record<string, unknown>, isRoot: boolean) => void, isRoot = true): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, false);
  } else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    visit(obj, isRoot);
    for (const value of Object.values(obj)) walk(value, visit, false);
  }
}

function containsSubquery(node: unknown): boolean {
  let found = false;
  walk(node, (obj, isRoot) => {
    if (!isRoot && (obj.type === 'select' || ('ast' in obj && obj.ast && typeof obj.ast === 'object'))) found = true;
  });
  return found;
}

const EMPTY_LIMIT = (limit: unknown) => !limit || (typeof limit === 'object' && Array.isArray((limit as { value?: unknown[] }).value) && (limit as { value: unknown[] }).value.length === 0);

/** The parsed template must be exactly what was built around the expression, nothing the expression smuggled in. */
function isTemplateShape(ast: Record<string, unknown>, clause: AdhocClause): boolean {
  const from = ast.from as { table?: string }[] | null;
  const columns = ast.columns as { as?: string | null }[] | null;
  const shapeOk =
    ast.type === 'select' &&
    !ast.with &&
    !ast._next &&
    !ast.set_op &&
    !ast.groupby &&
    !ast.orderby &&
    EMPTY_LIMIT(ast.limit) &&
    Array.isArray(from) &&
    from.length === 1 &&
    from[0].table === SENTINEL_TABLE &&
    Array.isArray(columns) &&
    columns.length === 1;
  if (!shapeOk) return false;
  if (clause === 'expression') return columns[0].as === SENTINEL_ALIAS && !ast.where && !ast.having;
  if (clause === 'where') return !!ast.where && !ast.having;
  return !!ast.having && !ast.where;
}

function template(sql: string, clause: AdhocClause): string {
  // The newline ends a trailing `--` comment inside the expression before Tessera's own text resumes.
  if (clause === 'expression') return `SELECT (${sql}\n) AS ${SENTINEL_ALIAS} FROM ${SENTINEL_TABLE}`;
  if (clause === 'where') return `SELECT 1 FROM ${SENTINEL_TABLE} WHERE (${sql}\n)`;
  return `SELECT 1 FROM ${SENTINEL_TABLE} HAVING (${sql}\n)`;
}

/** Comments become a space, so the expression can be embedded in `( … )` without a `--` eating the rest. */
function withoutComments(sql: string): string {
  try {
    return tokenizeSql(sql)
      .map((t) => (t.kind === 'comment' ? ' ' : t.text))
      .join('')
      .trim();
  } catch (err) {
    if (err instanceof SqlLexError) throw invalidSql(`Invalid SQL: ${err.message.toLowerCase()}.`);
    throw err;
  }
}

/**
 * Validates an ad-hoc SQL expression and returns it trimmed, comments removed. Callers embed the result
 * in parentheses, so a balanced expression can never close Tessera's own SQL early. Throws
 * ADHOC_SUBQUERY_NOT_ALLOWED_ERROR for a sub-query, INVALID_SQL_ERROR for anything that is not a single
 * expression.
 */
export function checkAdhocExpression(sql: string, clause: AdhocClause = 'expression'): string {
  const what = 'Custom SQL';
  const expr = withoutComments(sql ?? '');
  if (!expr) throw invalidSql(`${what} cannot be empty.`);
  const tokens = lex(expr);
  if (tokens.some((t) => t.text === ';')) throw invalidSql(`${what} fields cannot contain multiple statements.`);
  checkTokens(tokens, what);

  // Checked on tokens whatever the parser says: it reads some sub-queries (`IN (VALUES …)`) as plain lists.
  tokens.forEach((t, i) => {
    if (t.kind === 'word' && startsQuery(tokens, i)) throw subqueryNotAllowed();
  });
  const statements = tryParse(template(expr, clause));
  if (statements) {
    if (statements.length !== 1) throw invalidSql(`${what} fields cannot contain multiple statements.`);
    const ast = statements[0] as Record<string, unknown>;
    if (ast._next || ast.set_op || containsSubquery(ast)) throw subqueryNotAllowed();
    if (!isTemplateShape(ast, clause)) throw invalidSql(`${what} must be a single expression: ${expr}`);
    return expr;
  }
  // Unparsed (engine-specific syntax): refuse anything that could open a query, write, or add a clause.
  let depth = 0;
  tokens.forEach((t, i) => {
    if (t.text === '(') depth += 1;
    if (t.text === ')') depth -= 1;
    if (t.kind !== 'word') return;
    const word = t.text.toUpperCase();
    const prev = tokens[i - 1];
    if (['UNION', 'INTERSECT', 'EXCEPT'].includes(word)) throw subqueryNotAllowed();
    if (WRITE_KEYWORDS.has(word) && word !== 'REPLACE') throw invalidSql(`${what} cannot contain ${word}.`);
    const withinGroup = word === 'GROUP' && prev?.text.toUpperCase() === 'WITHIN';
    if (depth === 0 && CLAUSE_KEYWORDS.has(word) && !withinGroup) throw invalidSql(`${what} must be a single expression: ${expr}`);
  });
  return expr;
}

/** What a virtual dataset may be: a query, embedded as a sub-query (no SHOW, EXPLAIN, PRAGMA, …). */
const QUERY_KEYWORDS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'SUMMARIZE', 'PIVOT', 'UNPIVOT']);

/**
 * Validates a query that must only read (a virtual dataset's SQL) and returns it without trailing
 * semicolons. Throws INVALID_SQL_ERROR for several statements, DML_NOT_ALLOWED_ERROR for anything that
 * writes. Whether it writes is SQL Lab's classifier (sql-lab/dml.ts): one read-only proof for both.
 */
export function checkReadOnlyQuery(sql: string, what = 'Virtual dataset query'): string {
  let tokens = lex((sql ?? '').trim());
  while (tokens.length && tokens[tokens.length - 1].text === ';') tokens = tokens.slice(0, -1);
  if (!tokens.length) throw invalidSql(`${what} cannot be empty.`);
  const last = tokens[tokens.length - 1];
  const body = sql.trim().slice(tokens[0].offset, last.offset + last.text.length);
  if (tokens.some((t) => t.text === ';')) throw invalidSql(`${what} cannot consist of multiple statements.`);
  checkTokens(tokens, what);
  const verdict = classifyStatement(body, DEFAULT_SQL_DIALECT);
  if (!verdict.readOnly || !(QUERY_KEYWORDS.has(verdict.keyword))) {
    throw new TesseraError('DML_NOT_ALLOWED_ERROR', `${what} must be read-only.`);
  }
  return body;
}
