/**
 * Splitting a SQL Lab script into statements. The one tokenizer (../sql-lexer) decides what is a string,
 * a quoted identifier or a comment in the engine's dialect, so a `;` inside any of them never splits.
 * Compound bodies (`CREATE TRIGGER … BEGIN …; …; END`, PostgreSQL's `BEGIN ATOMIC … END`, MySQL routine
 * bodies) stay one statement.
 */
import type { SqlDialect } from '../../engines';
import { codeTokens, tokenizeSql, type SqlToken } from '../sql-lexer';

export type { SqlDialect };

export interface SqlStatement {
  /** The statement without surrounding white space and without its terminating ';' (comments kept). */
  text: string;
  /** Offset of `text` in the script. */
  startOffset: number;
  /** 1-based line of the script on which `text` starts. */
  startLine: number;
}

/** The script's tokens in the dialect; unterminated strings or comments run to the end (the engine reports them). */
export function lexStatement(sql: string, dialect: SqlDialect): SqlToken[] {
  return tokenizeSql(sql, { dialect, lenient: true });
}

const ROUTINE_WORDS = new Set(['TRIGGER', 'FUNCTION', 'PROCEDURE', 'EVENT']);
/** `END IF`, `END LOOP`, … close MySQL control blocks that were never counted as openers. */
const END_QUALIFIERS = new Set(['IF', 'LOOP', 'WHILE', 'REPEAT']);

/**
 * Tracks BEGIN … END nesting inside a CREATE of a trigger or routine, where `;` ends inner statements,
 * not the CREATE. CASE … END is counted too, since its END would otherwise close a BEGIN early.
 */
class CompoundTracker {
  private words: string[] = [];
  private depth = 0;

  /** Feeds one code token of the current statement (`next` tells BEGIN TRANSACTION from a body's BEGIN). */
  feed(token: SqlToken, next: SqlToken | undefined): void {
    if (token.kind !== 'word') return;
    const word = token.text.toUpperCase();
    this.words.push(word);
    if (this.words[0] !== 'CREATE' || !this.words.some((w) => ROUTINE_WORDS.has(w))) return;
    const nextWord = next?.kind === 'word' ? next.text.toUpperCase() : next?.text;
    if (word === 'BEGIN' && nextWord !== 'TRANSACTION' && nextWord !== 'WORK' && nextWord !== ';') this.depth += 1;
    else if (word === 'CASE' && this.depth > 0) this.depth += 1;
    else if (word === 'END' && this.depth > 0 && !(nextWord && END_QUALIFIERS.has(nextWord))) this.depth -= 1;
  }

  get insideBody(): boolean {
    return this.depth > 0;
  }

  reset(): void {
    this.words = [];
    this.depth = 0;
  }
}

/** The statements of a script, in order; statements holding nothing but white space or comments are dropped. */
export function splitStatements(sql: string, dialect: SqlDialect): SqlStatement[] {
  const source = sql ?? '';
  const tokens = lexStatement(source, dialect);
  const code = codeTokens(tokens);
  const out: SqlStatement[] = [];
  const tracker = new CompoundTracker();
  let start = 0;
  let hasCode = false;
  const close = (end: number) => {
    if (hasCode) {
      const raw = source.slice(start, end);
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      out.push({ text, startOffset: start + lead, startLine: 0 });
    }
    hasCode = false;
    tracker.reset();
  };
  code.forEach((token, index) => {
    if (token.text === ';' && token.kind === 'punct' && !tracker.insideBody) {
      close(token.offset);
      start = token.offset + 1;
      return;
    }
    hasCode = true;
    tracker.feed(token, code[index + 1]);
  });
  close(source.length);
  // Line numbers in one pass over the script rather than one scan per statement.
  let line = 1;
  let pos = 0;
  for (const statement of out) {
    for (; pos < statement.startOffset; pos += 1) if (source.charCodeAt(pos) === 10) line += 1;
    statement.startLine = line;
  }
  return out;
}

/** 1-based line and column of an offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lastNl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: before.length - (lastNl + 1) + 1 };
}
