/**
 * Is a SQL Lab statement read-only? A database without `allow_dml` runs only statements this module can
 * prove read-only; everything else gets Superset's DML_NOT_ALLOWED_ERROR.
 *
 * The decision is made on the dialect's tokens, so strings, quoted identifiers and comments never hide or
 * fake a keyword (MySQL's executable `/*! … *\/` comments count as code). A statement is read-only only
 * when it starts with a reading keyword AND nothing in it writes:
 *  - a data-modifying verb in statement position: `WITH x AS (DELETE … RETURNING *) SELECT …`,
 *    `WITH a AS (…) INSERT …` (the verb right after `(` or after a CTE's closing `)`);
 *  - `SELECT … INTO` (a new table, a file with MySQL's OUTFILE/DUMPFILE, or variables);
 *  - locking reads (`FOR UPDATE`/`FOR SHARE`, MySQL's `LOCK IN SHARE MODE`): PostgreSQL itself refuses
 *    them in a read-only transaction;
 *  - a call of a built-in with side effects (./side-effects.ts);
 *  - `EXPLAIN ANALYZE` of a statement that writes (it executes it).
 * node-sql-parser then reads the statements it can parse and refuses any write node it finds, a second
 * opinion that can only refuse; a statement it cannot parse (engine-specific syntax) stands on the token
 * proof alone.
 *
 * A statement whose first word starts no statement of any engine (`SELEC name FRM t`) is neither read-only
 * nor a write: it cannot be parsed at all. It is refused as the syntax error it is, at that word, in the
 * words the engines' syntax errors are reported in — a typo is never called a DML refusal.
 */
import { TesseraError } from '../../platform/errors';
import { syntaxErrorMessage } from '../../engines';
import { codeTokens, type SqlToken } from '../sql-lexer';
import { astWrites } from './dml-ast';
import { functionName, SIDE_EFFECT_FUNCTIONS } from './side-effects';
import { lexStatement, lineColumnAt, splitStatements, type SqlDialect, type SqlStatement } from './statements';

/** 'unparseable': the first word starts no statement any engine knows (a typo, most likely). */
export type StatementKind = 'select' | 'dml' | 'ddl' | 'other' | 'unparseable';

export interface StatementClassification {
  readOnly: boolean;
  kind: StatementKind;
  /** The statement's leading keyword, upper case ('SELECT', 'WITH', 'DELETE', …); '' when there is none. */
  keyword: string;
  /** Why a statement is not read-only, for logs and tests (the user sees Superset's fixed message). */
  reason?: string;
}

/** Superset's text (superset/sql_lab.py) for a write on a database without allow_dml. */
export const DML_NOT_ALLOWED_MESSAGE =
  'This database does not allow for DDL/DML, and the query could not be parsed to confirm it is a read-only query. Please contact your administrator for more assistance.';

const READ_KEYWORDS = new Set(['SELECT', 'VALUES', 'TABLE', 'FROM', 'SHOW', 'PIVOT', 'UNPIVOT']);
/** Keywords that describe another statement without running it (unless asked to ANALYZE it). */
const DESCRIBING_KEYWORDS = new Set(['EXPLAIN', 'DESCRIBE', 'DESC', 'SUMMARIZE']);
const DML_KEYWORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'COPY']);
const DDL_KEYWORDS = new Set(['CREATE', 'ALTER', 'DROP', 'TRUNCATE', 'RENAME', 'COMMENT', 'GRANT', 'REVOKE']);
/** Verbs that can write from inside another statement (data-modifying CTEs). */
const NESTED_WRITE_VERBS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE']);
/** INSERT(…) and REPLACE(…) are also MySQL string functions. */
const ALSO_FUNCTIONS = new Set(['INSERT', 'REPLACE']);
const EXPLAIN_OPTION_WORDS = new Set([
  'ANALYZE', 'ANALYSE', 'VERBOSE', 'QUERY', 'PLAN', 'EXTENDED', 'PARTITIONS', 'FORMAT', 'COSTS', 'BUFFERS', 'TIMING', 'SUMMARY',
  'SETTINGS', 'WAL', 'GENERIC_PLAN', 'MEMORY', 'SERIALIZE', 'TREE', 'JSON', 'TRADITIONAL', 'XML', 'YAML', 'TEXT', 'TRUE', 'FALSE', 'ON', 'OFF',
]);
/** SQLite / DuckDB pragmas that only report, with an optional table or schema argument. */
const REPORTING_PRAGMAS_WITH_ARGUMENT = new Set([
  'table_info', 'table_xinfo', 'table_list', 'index_list', 'index_info', 'index_xinfo', 'foreign_key_list', 'foreign_key_check',
  'integrity_check', 'quick_check', 'storage_info', 'show', 'show_tables', 'show_tables_expanded', 'database_list', 'collation_list',
  'function_list', 'module_list', 'pragma_list', 'compile_options', 'functions', 'version', 'platform', 'database_size', 'metadata_info',
]);
/** Pragmas whose bare form reads a setting (`PRAGMA user_version`) but whose `=`/`(x)` form changes it. */
const SETTING_PRAGMAS = new Set([
  'user_version', 'schema_version', 'application_id', 'page_count', 'page_size', 'freelist_count', 'data_version', 'encoding',
  'journal_mode', 'cache_size', 'foreign_keys', 'busy_timeout', 'threads', 'memory_limit', 'max_memory', 'default_order',
]);

const upper = (t: SqlToken | undefined) => (t && t.kind === 'word' ? t.text.toUpperCase() : '');

function write(kind: StatementKind, keyword: string, reason: string): StatementClassification {
  return { readOnly: false, kind, keyword, reason };
}

function kindOf(keyword: string, next: string): StatementKind {
  if (DDL_KEYWORDS.has(keyword)) return 'ddl';
  if (DML_KEYWORDS.has(keyword) || (keyword === 'LOAD' && (next === 'DATA' || next === 'XML'))) return 'dml';
  return 'other';
}

/** Index just past the parenthesised group opening at `open`, or -1 when it never closes. */
function skipGroup(code: SqlToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if (code[i].text === '(') depth += 1;
    else if (code[i].text === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Index of the main statement's first token after `WITH [RECURSIVE] name [(cols)] AS [NOT] [MATERIALIZED] (…), …`; -1 if unrecognised. */
function afterCteList(code: SqlToken[], withIndex: number): number {
  let i = withIndex + 1;
  if (upper(code[i]) === 'RECURSIVE') i += 1;
  for (;;) {
    if (!code[i] || (code[i].kind !== 'word' && code[i].kind !== 'identifier')) return -1;
    i += 1;
    if (code[i]?.text === '(') i = skipGroup(code, i);
    if (i < 0 || upper(code[i]) !== 'AS') return -1;
    i += 1;
    if (upper(code[i]) === 'NOT') i += 1;
    if (upper(code[i]) === 'MATERIALIZED') i += 1;
    if (code[i]?.text !== '(') return -1;
    i = skipGroup(code, i);
    if (i < 0) return -1;
    if (code[i]?.text !== ',') return i;
    i += 1;
  }
}

/**
 * Whether `name(` at `i` names a column list rather than calling a function: a table alias
 * (`AS query(a, b)`) or a CTE (`WITH query(a) AS (…)`), so a CTE called `query` is not dblink's cousin.
 */
function namesColumnList(code: SqlToken[], i: number): boolean {
  if (upper(code[i - 1]) === 'AS') return true;
  const after = skipGroup(code, i + 1);
  if (after < 0 || upper(code[after]) !== 'AS') return false;
  const next = code[after + 1];
  return next?.text === '(' || ['NOT', 'MATERIALIZED'].includes(upper(next));
}

/** Clause keywords that end a FROM list at their depth. */
const AFTER_FROM = new Set(['WHERE', 'GROUP', 'HAVING', 'ORDER', 'LIMIT', 'OFFSET', 'QUALIFY', 'WINDOW', 'UNION', 'EXCEPT', 'INTERSECT', 'SELECT', 'ON', 'USING', 'FETCH', 'RETURNING']);

/**
 * DuckDB reads a file (or URL) named by a string where a table goes: `FROM 'data.csv'`,
 * `JOIN 's3://b/x.parquet'`, `FROM t, '/etc/passwd'`. Index of such a string, or -1.
 */
function fileInFromList(code: SqlToken[]): number {
  const inFrom: boolean[] = [false];
  for (let i = 0; i < code.length; i += 1) {
    const t = code[i];
    const word = upper(t);
    if (t.text === '(') inFrom.push(false);
    else if (t.text === ')') inFrom.pop();
    else if (word === 'FROM' || word === 'JOIN') inFrom[inFrom.length - 1] = true;
    else if (AFTER_FROM.has(word)) inFrom[inFrom.length - 1] = false;
    else if (t.kind === 'string' && inFrom[inFrom.length - 1]) {
      const prev = upper(code[i - 1]) || code[i - 1]?.text;
      if (prev === 'FROM' || prev === 'JOIN' || prev === ',') return i;
    }
  }
  return -1;
}

/** What inside an otherwise reading statement makes it write; null when nothing does. */
function writeInside(code: SqlToken[], dialect: SqlDialect): string | null {
  if (dialect.readsFilesInFrom && fileInFromList(code) >= 0) return 'a file read as a table';
  for (let i = 0; i < code.length; i += 1) {
    const t = code[i];
    const word = upper(t);
    const prev = code[i - 1];
    const next = code[i + 1];
    if (NESTED_WRITE_VERBS.has(word) && (!prev || prev.text === '(' || prev.text === ')') && !(ALSO_FUNCTIONS.has(word) && next?.text === '(')) {
      return `${word} inside the statement`;
    }
    if (word === 'INTO') return 'SELECT … INTO';
    if (word === 'FOR' && ['UPDATE', 'SHARE', 'NO', 'KEY'].includes(upper(next))) return 'a locking read (FOR UPDATE/SHARE)';
    if (word === 'LOCK' && upper(next) === 'IN') return 'a locking read (LOCK IN SHARE MODE)';
    if ((t.kind === 'word' || t.kind === 'identifier') && next?.text === '(' && !namesColumnList(code, i)) {
      const name = functionName(t.text);
      if (SIDE_EFFECT_FUNCTIONS.has(name)) return `${name}() has side effects`;
    }
  }
  return null;
}

function classifyPragma(code: SqlToken[], start: number): StatementClassification {
  let i = start + 1;
  if (code[i + 1]?.text === '.') i += 2; // PRAGMA schema.name
  const name = code[i]?.kind === 'word' || code[i]?.kind === 'identifier' ? functionName(code[i].text) : '';
  const rest = code.slice(i + 1);
  const sets = rest.some((t) => t.text === '=');
  const hasArgument = rest.length > 0;
  if (!sets && REPORTING_PRAGMAS_WITH_ARGUMENT.has(name)) return { readOnly: true, kind: 'select', keyword: 'PRAGMA' };
  if (!sets && !hasArgument && SETTING_PRAGMAS.has(name)) return { readOnly: true, kind: 'select', keyword: 'PRAGMA' };
  return write('other', 'PRAGMA', `PRAGMA ${name || '?'} may change the database or the session`);
}

/** EXPLAIN/DESCRIBE/SUMMARIZE: read-only unless the described statement writes and is ANALYZEd (executed). */
function classifyDescribing(code: SqlToken[], start: number, dialect: SqlDialect): StatementClassification {
  const keyword = upper(code[start]);
  let i = start + 1;
  let analyze = false;
  for (;;) {
    const t = code[i];
    if (!t) break;
    if (t.text === '(' && i === start + 1) {
      const end = skipGroup(code, i);
      if (end < 0) break;
      analyze ||= code.slice(i, end).some((x) => ['ANALYZE', 'ANALYSE'].includes(upper(x)));
      i = end;
    } else if (EXPLAIN_OPTION_WORDS.has(upper(t))) {
      analyze ||= ['ANALYZE', 'ANALYSE'].includes(upper(t));
      i += 1;
    } else if (t.text === '=' || (upper(code[i - 1]) === 'FORMAT' && t.kind === 'word')) {
      i += 1;
    } else break;
  }
  const rest = code.slice(i);
  if (!rest.length) return { readOnly: true, kind: 'select', keyword };
  const described = classifyCode(rest, dialect);
  // What follows DESCRIBE may be a table name, which starts no statement: judged here, not a syntax error.
  const inner = described.kind === 'unparseable' ? { ...described, kind: 'other' as const } : described;
  // `DESCRIBE t`, `DESC schema.t col`, `EXPLAIN t` (MySQL): a table name, not a statement.
  const executes = analyze || keyword === 'SUMMARIZE';
  const nameParts = (t: SqlToken) => ['word', 'identifier', 'string'].includes(t.kind) || t.text === '.';
  // A described statement it would run must be a dotted name exactly; `DESC t col` may add a column.
  const qualifiedName = rest.every((t, i) => (i % 2 === 0 ? t.kind !== 'punct' && nameParts(t) : t.text === '.'));
  const namesTable =
    rest.length <= 5 && rest.every(nameParts) && (qualifiedName || !executes) && inner.kind === 'other' && !KNOWN_STATEMENT_WORDS.has(inner.keyword);
  if (inner.readOnly || namesTable) return { readOnly: true, kind: 'select', keyword };
  const describedOnly = !executes && inner.kind === 'dml' && inner.keyword !== 'COPY' && !inner.reason?.includes('()');
  if (describedOnly) return { readOnly: true, kind: 'select', keyword };
  return write(inner.kind, keyword, `${keyword}${analyze ? ' ANALYZE' : ''} of a statement that writes (${inner.reason ?? inner.keyword})`);
}

/** Every keyword this module knows to start a statement; anything else after DESCRIBE is a table name. */
const KNOWN_STATEMENT_WORDS = new Set([
  ...READ_KEYWORDS, ...DESCRIBING_KEYWORDS, ...DML_KEYWORDS, ...DDL_KEYWORDS, 'WITH', 'PRAGMA', 'SET', 'RESET', 'CALL', 'EXEC',
  'EXECUTE', 'DO', 'LOAD', 'ATTACH', 'DETACH', 'INSTALL', 'EXPORT', 'IMPORT', 'VACUUM', 'ANALYZE', 'LOCK', 'UNLOCK', 'USE', 'BEGIN',
  'START', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'CHECKPOINT', 'PREPARE', 'DEALLOCATE', 'DECLARE', 'FETCH', 'CLOSE', 'MOVE',
  'LISTEN', 'NOTIFY', 'UNLISTEN', 'DISCARD', 'REINDEX', 'CLUSTER', 'REFRESH', 'SECURITY', 'REASSIGN', 'OPTIMIZE', 'FLUSH', 'KILL',
  'HANDLER', 'SHUTDOWN', 'RESTART', 'PURGE', 'CHANGE', 'XA', 'HELP', 'FORCE', 'ABORT', 'END', 'GET', 'INSTALL', 'UNINSTALL',
  'REPAIR', 'CHECK', 'CHECKSUM', 'CACHE', 'BINLOG', 'CLONE', 'SIGNAL', 'RESIGNAL', 'STOP', 'ANALYSE',
]);

function classifyCode(code: SqlToken[], dialect: SqlDialect): StatementClassification {
  let start = 0;
  while (code[start]?.text === '(') start += 1;
  const first = code[start];
  if (!first) return { readOnly: true, kind: 'other', keyword: '' };
  const keyword = first.kind === 'word' ? first.text.toUpperCase() : first.text;
  const next = upper(code[start + 1]);

  if (keyword === 'WITH') {
    const main = afterCteList(code, start);
    const mainWord = upper(code[main]);
    if (main < 0) {
      // An unrecognised CTE list: read-only only when no data-modifying verb appears anywhere at all.
      const verb = code.findIndex((t, i) => NESTED_WRITE_VERBS.has(upper(t)) && !(ALSO_FUNCTIONS.has(upper(t)) && code[i + 1]?.text === '('));
      if (verb >= 0) return write('dml', keyword, `${upper(code[verb])} in a WITH statement`);
    } else if (!READ_KEYWORDS.has(mainWord) && mainWord !== '') {
      return write(kindOf(mainWord, upper(code[main + 1])), keyword, `WITH … ${mainWord}`);
    }
    const inside = writeInside(code, dialect);
    return inside ? write('dml', keyword, inside) : { readOnly: true, kind: 'select', keyword };
  }
  if (DESCRIBING_KEYWORDS.has(keyword)) return classifyDescribing(code, start, dialect);
  if (keyword === 'PRAGMA' && dialect.pragmas) return classifyPragma(code, start);
  if (keyword === 'SHOW') return { readOnly: true, kind: 'select', keyword };
  if (READ_KEYWORDS.has(keyword)) {
    const inside = writeInside(code, dialect);
    return inside ? write('dml', keyword, inside) : { readOnly: true, kind: 'select', keyword };
  }
  // Text opening with `(` is not judged unparseable: it may be an EXPLAIN option list.
  if (start === 0 && (first.kind !== 'word' || !KNOWN_STATEMENT_WORDS.has(keyword))) {
    return write('unparseable', keyword, `${keyword} starts no statement`);
  }
  return write(kindOf(keyword, next), keyword, `${keyword} statements are not read-only`);
}

const ROW_QUERY_KEYWORDS = new Set(['SELECT', 'VALUES', 'TABLE', 'FROM']);

/**
 * Whether a statement is a query whose rows SQL Lab shows (SELECT, WITH … SELECT, VALUES, TABLE, DuckDB's
 * FROM-first), side effects or not, and not `SELECT … INTO` (whose LIMIT would change what is stored).
 * applyLimit rewrites exactly these.
 */
export function isRowQuery(text: string, dialect: SqlDialect): boolean {
  const code = codeTokens(lexStatement(text, dialect));
  let start = 0;
  while (code[start]?.text === '(') start += 1;
  let keyword = upper(code[start]);
  if (keyword === 'WITH') keyword = upper(code[afterCteList(code, start)]);
  return ROW_QUERY_KEYWORDS.has(keyword) && !code.some((t) => upper(t) === 'INTO');
}

/**
 * Classifies one statement (as splitStatements returns it). Text holding several statements is classified
 * by its first writing statement, so a caller passing a whole script cannot get a misleading answer.
 */
export function classifyStatement(text: string, dialect: SqlDialect): StatementClassification {
  const parts = splitStatements(text, dialect);
  if (parts.length > 1) {
    const all = parts.map((p) => classifyStatement(p.text, dialect));
    return all.find((c) => !c.readOnly) ?? all[0];
  }
  const code = codeTokens(lexStatement(parts[0]?.text ?? '', dialect));
  const byTokens = classifyCode(code, dialect);
  if (!byTokens.readOnly || !parts.length) return byTokens;
  const byParser = astWrites(parts[0].text, dialect);
  return byParser ? write('dml', byTokens.keyword, byParser) : byTokens;
}

export interface StatementPolicy {
  /** The database's `allow_dml`. */
  allowDml: boolean;
}

/** The spec's DML error for a database without allow_dml. */
export function dmlNotAllowedError(extra: Record<string, unknown> = {}): TesseraError {
  return new TesseraError('DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED_MESSAGE, { level: 'error', extra });
}

/**
 * The syntax error of a statement (one of splitStatements(script)) whose first word starts nothing: at that
 * word (1-based line and column of the script), in the message engines' syntax errors are reported with.
 */
export function unparseableError(script: string, statement: SqlStatement, dialect: SqlDialect): TesseraError {
  const first = codeTokens(lexStatement(statement.text, dialect))[0];
  const near = first?.text ?? '';
  const { line, column } = lineColumnAt(script, statement.startOffset + (first?.offset ?? 0));
  return new TesseraError('SYNTAX_ERROR', syntaxErrorMessage(near), { level: 'error', extra: { near, line, column } });
}

/**
 * Unless DML is allowed, throws for the first statement of `script` (split into `statements`) that is not
 * read-only: SYNTAX_ERROR (extra: near, line, column) when it cannot be parsed, else DML_NOT_ALLOWED_ERROR
 * (extra: keyword, line).
 */
export function checkStatementsAllowed(script: string, statements: readonly SqlStatement[], dialect: SqlDialect, policy: StatementPolicy): void {
  if (policy.allowDml) return;
  for (const statement of statements) {
    const verdict = classifyStatement(statement.text, dialect);
    if (verdict.kind === 'unparseable') throw unparseableError(script, statement, dialect);
    if (!verdict.readOnly) throw dmlNotAllowedError({ keyword: verdict.keyword, line: statement.startLine });
  }
}
