/**
 * Classifies database error text into the spec's error types, so the UI can show "table does not exist"
 * rather than a raw driver message. Patterns cover the engines Tessera ships (DuckDB, PostgreSQL, SQLite,
 * MySQL); a spec can pass extra patterns for its own dialect. Messages follow Superset's wording.
 */
import { TesseraError, type ErrorType } from '../../platform/errors';

export interface ErrorPattern {
  pattern: RegExp;
  errorType: ErrorType;
  /** Builds the user-facing message from the match; named groups become `extra` too. */
  message: (groups: Record<string, string>) => string;
}

export interface ClassifiedEngineError {
  errorType: ErrorType;
  message: string;
  extra: Record<string, unknown>;
}

const tableMissing = (g: Record<string, string>) =>
  `The table "${g.table}" does not exist. A valid table must be used to run this query.`;
const schemaMissing = (g: Record<string, string>) =>
  `The schema "${g.schema}" does not exist. A valid schema must be used to run this query.`;
const columnMissing = (g: Record<string, string>) => `We can't seem to resolve the column "${g.column}".`;
/** Superset's text for a syntax error at a token; also what SQL Lab says of a statement it cannot parse. */
export const syntaxErrorMessage = (near: string) => `Please check your query for syntax errors at or near "${near}". Then, try running your query again.`;
const syntax = (g: Record<string, string>) => syntaxErrorMessage(g.near);

/** Order matters: the first match wins (a missing schema also reads as a missing table in DuckDB). */
export const COMMON_ERROR_PATTERNS: ErrorPattern[] = [
  // DuckDB
  { pattern: /Table with name "?(?<table>[^"\s]+?)"? does not exist because schema "(?<schema>[^"]+)" does not exist/i, errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR', message: schemaMissing },
  { pattern: /Schema with name "?(?<schema>[^"\s!]+)"? does not exist/i, errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR', message: schemaMissing },
  { pattern: /Table with name "?(?<table>[^"\s!]+)"? does not exist/i, errorType: 'TABLE_DOES_NOT_EXIST_ERROR', message: tableMissing },
  { pattern: /Referenced column "(?<column>[^"]+)" not found/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: columnMissing },
  { pattern: /Values list "[^"]*" does not have a column named "(?<column>[^"]+)"/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: columnMissing },
  // PostgreSQL
  { pattern: /schema "(?<schema>[^"]+)" does not exist/i, errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR', message: schemaMissing },
  { pattern: /relation "(?<table>[^"]+)" does not exist/i, errorType: 'TABLE_DOES_NOT_EXIST_ERROR', message: tableMissing },
  { pattern: /column "(?<column>[^"]+)" does not exist/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: columnMissing },
  { pattern: /password authentication failed for user "(?<username>[^"]+)"/i, errorType: 'CONNECTION_INVALID_PASSWORD_ERROR', message: (g) => `The password provided for username "${g.username}" is incorrect.` },
  { pattern: /role "(?<username>[^"]+)" does not exist/i, errorType: 'CONNECTION_INVALID_USERNAME_ERROR', message: (g) => `The username "${g.username}" does not exist.` },
  { pattern: /database "(?<database>[^"]+)" does not exist/i, errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR', message: (g) => `Unable to connect to database "${g.database}".` },
  { pattern: /(could not translate host name|getaddrinfo ENOTFOUND) "?(?<hostname>[^"\s:]+)/i, errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR', message: (g) => `The hostname "${g.hostname}" cannot be resolved.` },
  { pattern: /(connection refused|ECONNREFUSED)/i, errorType: 'CONNECTION_PORT_CLOSED_ERROR', message: () => 'The port is closed.' },
  { pattern: /permission denied for (table|relation|schema) (?<object>\S+)/i, errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR', message: (g) => `Unable to access the object "${g.object}" with the credentials given.` },
  // SQLite
  { pattern: /no such table: (?<table>\S+)/i, errorType: 'TABLE_DOES_NOT_EXIST_ERROR', message: tableMissing },
  { pattern: /no such column: (?<column>\S+)/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: columnMissing },
  { pattern: /near "(?<near>[^"]*)": syntax error/i, errorType: 'SYNTAX_ERROR', message: syntax },
  // MySQL
  { pattern: /Table '(?<table>[^']+)' doesn't exist/i, errorType: 'TABLE_DOES_NOT_EXIST_ERROR', message: tableMissing },
  { pattern: /Unknown column '(?<column>[^']+)'/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: columnMissing },
  { pattern: /Access denied for user '(?<username>[^']+)'/i, errorType: 'CONNECTION_ACCESS_DENIED_ERROR', message: () => 'Either the username or the password is wrong.' },
  { pattern: /Unknown database '(?<database>[^']+)'/i, errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR', message: (g) => `Unable to connect to database "${g.database}".` },
  { pattern: /error in your SQL syntax.*near '(?<near>[^']*)'/is, errorType: 'SYNTAX_ERROR', message: syntax },
  // DuckDB and PostgreSQL share this wording.
  { pattern: /syntax error at or near "?(?<near>[^"\n]*)"?/i, errorType: 'SYNTAX_ERROR', message: syntax },
  { pattern: /syntax error at end of input/i, errorType: 'SYNTAX_ERROR', message: () => 'Please check your query for syntax errors near the end of the query. Then, try running your query again.' },
];

/** The message of anything thrown; native bindings may throw Errors from another realm, so no instanceof. */
export function errorText(err: unknown): string {
  if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') return (err as { message: string }).message;
  if (typeof err === 'string') return err;
  return String(err);
}

export function classifyEngineError(text: string, engineName: string, extraPatterns: ErrorPattern[] = []): ClassifiedEngineError {
  for (const { pattern, errorType, message } of [...extraPatterns, ...COMMON_ERROR_PATTERNS]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const groups = { ...(match.groups ?? {}) };
    return { errorType, message: message(groups), extra: { engine_name: engineName, ...groups } };
  }
  return { errorType: 'GENERIC_DB_ENGINE_ERROR', message: `${engineName} error: ${firstLine(text)}`, extra: { engine_name: engineName } };
}

/** A TesseraError for a database error; an error that already is one passes through unchanged. */
export function toEngineError(err: unknown, engineName: string, extraPatterns: ErrorPattern[] = []): TesseraError {
  if (err instanceof TesseraError) return err;
  const { errorType, message, extra } = classifyEngineError(errorText(err), engineName, extraPatterns);
  return new TesseraError(errorType, message, { extra, cause: err });
}

/** Drivers append caret diagrams and candidate lists after the first line; the first line is the error. */
function firstLine(text: string): string {
  const trimmed = text.trim();
  const end = trimmed.indexOf('\n');
  return end < 0 ? trimmed : trimmed.slice(0, end).trim();
}
