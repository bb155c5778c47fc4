// Maps a failed run's SIP-40 errors to what the results pane shows: an engine error with its issue codes, a
// syntax error pointing at a line and column, a timeout, or undefined template parameters with suggestions.
import { didYouMean } from './template-params';

export interface RunError {
  message: string;
  errorType?: string | null;
  level?: string | null;
  extra?: Record<string, unknown> | null;
}

export interface IssueCode {
  code: number;
  message: string;
}

export type ErrorView =
  | { kind: 'syntax'; message: string; line: number | null; column: number | null; lineText: string | null; issueCodes: IssueCode[] }
  | { kind: 'timeout'; message: string; issueCodes: IssueCode[] }
  | { kind: 'parameters'; message: string; missing: Array<{ name: string; suggestions: string[] }> }
  | { kind: 'engine'; message: string; errorType: string; engineName: string | null; issueCodes: IssueCode[] };

const TIMEOUT_TYPES = new Set(['SQLLAB_TIMEOUT_ERROR', 'DATABASE_TIMEOUT_ERROR', 'BACKEND_TIMEOUT_ERROR', 'FRONTEND_TIMEOUT_ERROR']);
const PARAMETER_TYPES = new Set(['MISSING_TEMPLATE_PARAMS_ERROR', 'INVALID_TEMPLATE_PARAMS_ERROR']);
const SYNTAX_TYPES = new Set(['SYNTAX_ERROR', 'INVALID_SQL_ERROR', 'INVALID_CTAS_QUERY_ERROR', 'INVALID_CVAS_QUERY_ERROR']);

/** A raw error object from GraphQL or a run's `errors` JSON (snake_case or camelCase keys). */
export function toRunError(raw: unknown): RunError {
  if (!raw || typeof raw !== 'object') return { message: String(raw ?? 'Unknown error') };
  const record = raw as Record<string, unknown>;
  const extensions = (record.extensions ?? {}) as Record<string, unknown>;
  const errorType = record.error_type ?? record.errorType ?? extensions.errorType ?? null;
  const extra = record.extra ?? extensions.extra ?? null;
  return {
    message: typeof record.message === 'string' ? record.message : 'Unknown error',
    errorType: typeof errorType === 'string' ? errorType : null,
    level: typeof record.level === 'string' ? record.level : null,
    extra: extra && typeof extra === 'object' ? (extra as Record<string, unknown>) : null,
  };
}

function issueCodesOf(extra: Record<string, unknown> | null | undefined): IssueCode[] {
  const codes = extra?.issue_codes ?? extra?.issueCodes;
  if (!Array.isArray(codes)) return [];
  return codes
    .filter((code): code is { code: unknown; message: unknown } => !!code && typeof code === 'object')
    .map((code) => ({ code: Number(code.code), message: String(code.message ?? '') }));
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Line and column (1-based) of a syntax error: from `extra` when the server gives them, else from the text. */
export function syntaxLocation(error: RunError, sql: string): { line: number; column: number | null } | null {
  const line = positiveInt(error.extra?.line);
  if (line) return { line, column: positiveInt(error.extra?.column) };
  const position = positiveInt(error.extra?.position);
  if (position) return offsetToLocation(sql, position - 1);
  const text = error.message;
  const lineMatch = /\bline[:\s]+(\d+)/i.exec(text);
  const columnMatch = /\b(?:column|col)[:\s]+(\d+)/i.exec(text);
  if (lineMatch) return { line: Number(lineMatch[1]), column: columnMatch ? Number(columnMatch[1]) : null };
  const positionMatch = /\bposition[:\s]+(\d+)/i.exec(text);
  if (positionMatch) return offsetToLocation(sql, Number(positionMatch[1]) - 1);
  // 'at or near "FORM"': the first occurrence of the token in the SQL as typed.
  const nearMatch = /near "([^"]+)"/i.exec(text);
  if (nearMatch) {
    const at = sql.toLowerCase().indexOf(nearMatch[1].toLowerCase());
    if (at >= 0) return offsetToLocation(sql, at);
  }
  return null;
}

function offsetToLocation(sql: string, offset: number): { line: number; column: number } {
  const before = sql.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

export function errorViewOf(error: RunError, sql: string, templateParams: Record<string, unknown>): ErrorView {
  const errorType = error.errorType ?? 'GENERIC_DB_ENGINE_ERROR';
  if (TIMEOUT_TYPES.has(errorType)) return { kind: 'timeout', message: error.message, issueCodes: issueCodesOf(error.extra) };
  if (PARAMETER_TYPES.has(errorType)) {
    const names = error.extra?.undefined_parameters ?? error.extra?.undefinedParameters;
    const defined = Object.keys((error.extra?.template_parameters as Record<string, unknown> | undefined) ?? templateParams);
    const missing = Array.isArray(names) ? names.map((name) => String(name)) : [];
    return { kind: 'parameters', message: error.message, missing: missing.map((name) => ({ name, suggestions: didYouMean(name, defined) })) };
  }
  const location = syntaxLocation(error, sql);
  if (SYNTAX_TYPES.has(errorType) || (location && /syntax/i.test(error.message))) {
    const lineText = location ? (sql.split('\n')[location.line - 1] ?? null) : null;
    return { kind: 'syntax', message: error.message, line: location?.line ?? null, column: location?.column ?? null, lineText, issueCodes: issueCodesOf(error.extra) };
  }
  const engineName = error.extra?.engine_name ?? error.extra?.engineName;
  return {
    kind: 'engine',
    message: error.message,
    errorType,
    engineName: typeof engineName === 'string' ? engineName : null,
    issueCodes: issueCodesOf(error.extra),
  };
}

/** "Query was stopped." etc. are plain messages; the spec replaces CSRF complaints with a session timeout. */
export function normaliseRunMessage(message: string): string {
  return /csrf/i.test(message) ? 'Your session timed out, please refresh your page and try again.' : message;
}
