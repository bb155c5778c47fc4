/**
 * From the SQL a user typed to the statements a run sends (pure): split in the engine's dialect, writes
 * refused unless the database allows DML, the row limit applied to a final SELECT (or the final SELECT
 * wrapped into CREATE TABLE/VIEW … AS for CTAS/CVAS). The statement library (semantic/sql-lab) does the
 * parsing; this file only decides what to do with its answers.
 */
import { TesseraError } from '../../platform/errors';
import { checkStatementsAllowed, isRowQuery } from '../../semantic/sql-lab/dml';
import { applyLimit } from '../../semantic/sql-lab/limit';
import { splitStatements, type SqlDialect } from '../../semantic/sql-lab/statements';
import { parseTemplateParams, renderTemplate, type RenderTemplateOptions } from '../../semantic/sql-lab/template';
import { CtasMethod, LimitingFactor } from './query-state';

export interface CtasTarget {
  method: CtasMethod;
  table: string;
  schema: string | null;
  /** `schema.table`, quoted by the engine. */
  quotedName: string;
}

export interface PrepareOptions {
  dialect: SqlDialect;
  allowDml: boolean;
  /** The dropdown's limit. */
  requestedLimit: number | null;
  /** SQL_MAX_ROW. */
  maxRow: number;
  ctas: CtasTarget | null;
}

export interface PreparedSql {
  /** The statements as typed (what access checks read). */
  sourceStatements: string[];
  /** What is sent, in order. */
  statements: string[];
  executedSql: string;
  /** The SELECT a CTAS/CVAS run wraps. */
  selectSql: string | null;
  limit: number | null;
  limitingFactor: LimitingFactor;
}

/** Superset's texts for a CTAS/CVAS whose SQL is not a (single) SELECT. */
export const CTAS_NOT_SELECT_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const CVAS_NOT_SELECT_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/** Only a statement answering rows can be wrapped: SHOW, EXPLAIN or PRAGMA read but cannot follow AS. */
const isSelect = isRowQuery;

export function prepareSql(sql: string, opts: PrepareOptions): PreparedSql {
  const split = splitStatements(sql, opts.dialect);
  if (!split.length) throw new TesseraError('INVALID_SQL_ERROR', 'The query has no statement to run.', { code: 'BAD_USER_INPUT' });
  checkStatementsAllowed(sql, split, opts.dialect, { allowDml: opts.allowDml });
  const parts = split.map((s) => s.text);
  const last = parts[parts.length - 1];
  const head = parts.slice(0, -1);

  if (opts.ctas) {
    if (opts.ctas.method === CtasMethod.VIEW && (parts.length !== 1 || !isSelect(last, opts.dialect))) {
      throw new TesseraError('INVALID_CVAS_QUERY_ERROR', CVAS_NOT_SELECT_MESSAGE);
    }
    if (!isSelect(last, opts.dialect)) throw new TesseraError('INVALID_CTAS_QUERY_ERROR', CTAS_NOT_SELECT_MESSAGE);
    const create = `CREATE ${opts.ctas.method} ${opts.ctas.quotedName} AS\n${last}`;
    const statements = [...head, create];
    return { sourceStatements: parts, statements, executedSql: statements.join(';\n'), selectSql: last, limit: null, limitingFactor: LimitingFactor.NOT_LIMITED };
  }

  // Every final statement goes through applyLimit: a query gets LIMIT n+1, anything else (SHOW, DML …)
  // stays as typed and its rows are cut to n after fetching.
  const limited = applyLimit(last, opts.dialect, { requested: opts.requestedLimit, maxRow: opts.maxRow });
  const statements = [...head, limited.sql];
  return {
    sourceStatements: parts,
    statements,
    executedSql: statements.join(';\n'),
    selectSql: null,
    limit: limited.limit,
    limitingFactor: limited.limitingFactor as LimitingFactor,
  };
}

/** Renders the SQL with the run's template parameters (JSON text; empty means {}) and the user macros. */
export function renderSqlTemplate(sql: string, templateParams: string | null, options: RenderTemplateOptions): string {
  return renderTemplate(sql, parseTemplateParams(templateParams ?? ''), options);
}

export { userMacros } from '../../semantic/sql-lab';

/** Superset's name for a CTAS table nobody named: tmp_<user id>_table_<YYYY_MM_DD_HH_MM_SS> (UTC). */
export function ctasTableName(userId: number, at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `tmp_${userId}_table_${at.getUTCFullYear()}_${p(at.getUTCMonth() + 1)}_${p(at.getUTCDate())}_${p(at.getUTCHours())}_${p(at.getUTCMinutes())}_${p(at.getUTCSeconds())}`;
}
