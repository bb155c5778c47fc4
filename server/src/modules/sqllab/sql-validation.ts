/**
 * SQL validation markers (Superset's validate_sql): each statement is EXPLAINed — planned by the engine,
 * never executed — and a failure becomes an annotation at the line and column the engine points at, read
 * by the statement library's syntaxErrorLocation (the one reader of engine error positions). Statements
 * EXPLAIN cannot take (DDL, SET, …; the engine spec's `validator` names those it takes) are not checked.
 */
import type { EngineConnection, SqlValidator } from '../../engines';
import { codeTokens } from '../../semantic/sql-lexer';
import { syntaxErrorLocation } from '../../semantic/sql-lab/error-location';
import { lexStatement, type SqlDialect, type SqlStatement } from '../../semantic/sql-lab/statements';
import type { SqlValidationAnnotation } from './sqllab-execute.types';

const EXPLAIN = 'EXPLAIN ';

function explainable(statement: SqlStatement, dialect: SqlDialect, validator: SqlValidator): boolean {
  const first = codeTokens(lexStatement(statement.text, dialect))[0];
  if (!first) return false;
  if (first.text === '(') return true;
  return validator.explainable.has(first.text.toUpperCase());
}

/** The engine's message: the driver's own under a mapped error. */
function rawMessage(err: unknown): string {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  return String((cause as Error)?.message ?? (err as Error)?.message ?? err);
}

/** The message as the editor shows it: the first line, without the engine's excerpt. */
export function annotationMessage(message: string): string {
  return message.split('\n')[0].trim() || message.trim();
}

/**
 * One annotation for a statement whose EXPLAIN failed with `err`, positioned in the whole script (1-based
 * line and columns) by the statement library's syntaxErrorLocation. The engine saw `EXPLAIN <statement>`,
 * so its positions are read against that text, placed EXPLAIN.length before the statement.
 */
export function annotationFor(script: string, statement: SqlStatement, err: unknown, dialect: SqlDialect): SqlValidationAnnotation {
  const message = annotationMessage(rawMessage(err));
  const explained: SqlStatement = { ...statement, text: EXPLAIN + statement.text, startOffset: statement.startOffset - EXPLAIN.length };
  const at = syntaxErrorLocation(script, explained, err, dialect);
  if (!at) return { lineNumber: statement.startLine, startColumn: null, endColumn: null, message };
  const word = /^[\w$".]+/.exec((script.split('\n')[at.line - 1] ?? '').slice(at.column - 1))?.[0].length ?? 1;
  return { lineNumber: at.line, startColumn: at.column, endColumn: at.column + word - 1, message };
}

export async function annotationsFor(conn: EngineConnection, validator: SqlValidator, script: string, statements: SqlStatement[], timeoutMs: number): Promise<SqlValidationAnnotation[]> {
  const out: SqlValidationAnnotation[] = [];
  for (const statement of statements) {
    if (!explainable(statement, conn.spec.sqlDialect, validator)) continue;
    try {
      await conn.query(EXPLAIN + statement.text, [], { timeoutMs });
    } catch (err) {
      out.push(annotationFor(script, statement, err, conn.spec.sqlDialect));
    }
  }
  return out;
}
