/**
 * Where in the editor a syntax error is: the engines report it relative to the statement they ran, in
 * their own ways — PostgreSQL a 1-based character `position` on the driver error, DuckDB a `LINE n:` echo
 * with a caret under it, MySQL `near '…' at line n`, SQLite only `near "…"`. This turns any of them into
 * the line and column of the script the user typed, for the caret of the syntax error view.
 */
import { errorText } from '../../engines';
import { codeTokens } from '../sql-lexer';
import { lexStatement, lineColumnAt, type SqlDialect, type SqlStatement } from './statements';

export interface SyntaxErrorLocation {
  /** 1-based line in the script. */
  line: number;
  /** 1-based column in that line. */
  column: number;
  /** The text the engine named, when it named one. */
  near?: string;
}

function causes(err: unknown): unknown[] {
  const out: unknown[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    out.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return out;
}

/** Offset in `text` of line `line` (1-based), column `column` (1-based). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l += 1) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(text.length, offset + Math.max(0, column - 1));
}

/** First code token of the statement (from `from`) spelling `near`, case-insensitively. */
function findNear(text: string, near: string, dialect: SqlDialect, from = 0): number | null {
  const wanted = near.trim().split(/\s+/)[0]?.toLowerCase();
  if (!wanted) return null;
  const token = codeTokens(lexStatement(text, dialect)).find((t) => t.offset >= from && t.text.toLowerCase().startsWith(wanted));
  if (token) return token.offset;
  const index = text.toLowerCase().indexOf(wanted, from);
  return index >= 0 ? index : null;
}

/** The statement-relative offset of the error, or null when the engine gave nothing to go on. */
function statementOffset(statement: SqlStatement, err: unknown, dialect: SqlDialect): { offset: number; near?: string } | null {
  const chain = causes(err);
  const text = chain.map(errorText).join('\n');
  const extraNear = chain.map((c) => (c as { extra?: { near?: unknown } })?.extra?.near).find((n) => typeof n === 'string') as string | undefined;
  const position = chain.map((c) => Number((c as { position?: unknown })?.position)).find((n) => Number.isInteger(n) && n > 0);
  if (position) return { offset: Math.min(position - 1, statement.text.length), near: extraNear };

  const caret = /LINE (\d+): ?([^\n]*)\n( *)\^/.exec(text);
  if (caret) {
    const prefix = `LINE ${caret[1]}: `.length;
    const echoed = caret[2];
    let column = caret[3].length - prefix + 1;
    // DuckDB abbreviates long lines with a leading '...': find the echoed text in the statement instead.
    if (echoed.startsWith('...')) {
      const lineText = statement.text.split('\n')[Number(caret[1]) - 1] ?? '';
      const at = lineText.indexOf(echoed.slice(3, 3 + 20));
      if (at >= 0) column = at + (column - 3);
    }
    return { offset: offsetOf(statement.text, Number(caret[1]), column), near: extraNear };
  }
  const mysql = /near '([\s\S]*?)' at line (\d+)/.exec(text);
  if (mysql) {
    const lineStart = offsetOf(statement.text, Number(mysql[2]), 1);
    const at = mysql[1] ? findNear(statement.text, mysql[1], dialect, lineStart) : statement.text.length;
    return { offset: at ?? lineStart, near: mysql[1] };
  }
  if (/at end of input|incomplete input|unexpected end/i.test(text)) return { offset: statement.text.length };
  const near = extraNear ?? /near "([^"]*)"/.exec(text)?.[1];
  if (near) {
    const at = findNear(statement.text, near, dialect);
    if (at !== null) return { offset: at, near };
  }
  return null;
}

/**
 * The script position of a syntax error the engine raised while running `statement` (one of
 * splitStatements(script)); null when the error carries no position. `err` is the driver error or the
 * TesseraError whose `cause` it is.
 */
export function syntaxErrorLocation(script: string, statement: SqlStatement, err: unknown, dialect: SqlDialect): SyntaxErrorLocation | null {
  const found = statementOffset(statement, err, dialect);
  if (!found) return null;
  const { line, column } = lineColumnAt(script, statement.startOffset + found.offset);
  return found.near === undefined ? { line, column } : { line, column, near: found.near };
}
