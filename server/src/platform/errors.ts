/**
 * Typed domain errors. Services throw TesseraError with one of the spec's error types; the GraphQL layer
 * carries it in `extensions` (see toGraphQLExtensions) and the REST gateway maps `extensions.status` and
 * `extensions.code` onto Superset's bodies. This file is the single place error types meet HTTP semantics.
 */

/** Superset's error type names (spec 1 §8, spec 2 §8), used verbatim so REST clients can match on them. */
export const ERROR_TYPES = [
  'FRONTEND_CSRF_ERROR',
  'FRONTEND_NETWORK_ERROR',
  'FRONTEND_TIMEOUT_ERROR',
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_INVALID_PORT_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_DATABASE_TIMEOUT',
  'SYNTAX_ERROR',
  'VIZ_GET_DF_ERROR',
  'UNKNOWN_DATASOURCE_TYPE_ERROR',
  'FAILED_FETCHING_DATASOURCE_INFO_ERROR',
  'TABLE_SECURITY_ACCESS_ERROR',
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'MISSING_OWNERSHIP_ERROR',
  'USER_ACTIVITY_SECURITY_ACCESS_ERROR',
  'DASHBOARD_SECURITY_ACCESS_ERROR',
  'CHART_SECURITY_ACCESS_ERROR',
  'OAUTH2_REDIRECT',
  'OAUTH2_REDIRECT_ERROR',
  'BACKEND_TIMEOUT_ERROR',
  'DATABASE_NOT_FOUND_ERROR',
  'MISSING_TEMPLATE_PARAMS_ERROR',
  'INVALID_TEMPLATE_PARAMS_ERROR',
  'RESULTS_BACKEND_NOT_CONFIGURED_ERROR',
  'DML_NOT_ALLOWED_ERROR',
  'INVALID_CTAS_QUERY_ERROR',
  'INVALID_CVAS_QUERY_ERROR',
  'SQLLAB_TIMEOUT_ERROR',
  'RESULTS_BACKEND_ERROR',
  'ASYNC_WORKERS_ERROR',
  'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
  'INVALID_SQL_ERROR',
  'RESULT_TOO_LARGE_ERROR',
  'GENERIC_COMMAND_ERROR',
  'GENERIC_BACKEND_ERROR',
  'INVALID_PAYLOAD_FORMAT_ERROR',
  'INVALID_PAYLOAD_SCHEMA_ERROR',
  'MARSHMALLOW_ERROR',
  'REPORT_NOTIFICATION_ERROR',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];
export type ErrorLevel = 'info' | 'warning' | 'error';

/** GraphQL `extensions.code`: the coarse class a client (or the REST gateway) switches on. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UNPROCESSABLE'
  | 'CONFLICT'
  | 'CSRF'
  | 'INTERNAL_SERVER_ERROR';

const STATUS_OF_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  UNPROCESSABLE: 422,
  CONFLICT: 409,
  CSRF: 400,
  INTERNAL_SERVER_ERROR: 500,
};

/** Issue codes Superset attaches per error type (REST reference §5); the message is 'Issue <code> - <text>'. */
const ISSUE_CODES: Partial<Record<ErrorType, [number, string][]>> = {
  GENERIC_DB_ENGINE_ERROR: [[1002, 'The database returned an unexpected error.']],
  TABLE_DOES_NOT_EXIST_ERROR: [
    [1003, 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.'],
    [1005, 'The table was deleted or renamed in the database.'],
  ],
  COLUMN_DOES_NOT_EXIST_ERROR: [
    [1003, 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.'],
    [1004, 'The column was deleted or renamed in the database.'],
  ],
  MISSING_TEMPLATE_PARAMS_ERROR: [[1006, 'One or more parameters specified in the query are missing.']],
  INVALID_TEMPLATE_PARAMS_ERROR: [[1028, 'One or more parameters specified in the query are malformed.']],
  GENERIC_COMMAND_ERROR: [[1010, 'Superset encountered an error while running a command.']],
  GENERIC_BACKEND_ERROR: [[1011, 'Superset encountered an unexpected error.']],
  INVALID_PAYLOAD_FORMAT_ERROR: [[1019, 'The submitted payload has the incorrect format.']],
  INVALID_PAYLOAD_SCHEMA_ERROR: [[1020, 'The submitted payload has the incorrect schema.']],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [[1021, 'Results backend needed for asynchronous queries is not configured.']],
  DML_NOT_ALLOWED_ERROR: [[1022, 'Database does not allow data manipulation.']],
  SQLLAB_TIMEOUT_ERROR: [
    [1026, 'The query was killed after %(sqllab_timeout)s seconds. It might be too complex, or the database might be under heavy load.'],
    [1027, 'The results stored in the backend were stored in a different format, and no longer can be deserialized.'],
  ],
  OBJECT_DOES_NOT_EXIST_ERROR: [[1029, 'The object does not exist in the given database.']],
  SYNTAX_ERROR: [[1030, 'The query has a syntax error.']],
  MARSHMALLOW_ERROR: [[1040, 'The submitted payload failed validation.']],
};

export interface IssueCode {
  code: number;
  message: string;
}

export function issueCodesFor(errorType: ErrorType): IssueCode[] {
  return (ISSUE_CODES[errorType] ?? []).map(([code, text]) => ({ code, message: `Issue ${code} - ${text}` }));
}

export interface TesseraErrorOptions {
  code?: ErrorCode;
  level?: ErrorLevel;
  /** HTTP status the error means; defaults from `code`. */
  status?: number;
  extra?: Record<string, unknown>;
  cause?: unknown;
}

export class TesseraError extends Error {
  readonly errorType: ErrorType;
  readonly code: ErrorCode;
  readonly level: ErrorLevel;
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(errorType: ErrorType, message: string, opts: TesseraErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'TesseraError';
    this.errorType = errorType;
    this.code = opts.code ?? 'BAD_USER_INPUT';
    this.status = opts.status ?? STATUS_OF_CODE[this.code];
    this.level = opts.level ?? (this.status >= 500 ? 'error' : this.status >= 400 ? 'warning' : 'info');
    this.extra = opts.extra ?? {};
  }
}

/** Shorthands for the classes of error every service needs. */
export const errors = {
  unauthenticated: (message = 'Not authorized', extra: Record<string, unknown> = {}, status = 401) =>
    new TesseraError('GENERIC_COMMAND_ERROR', message, { code: 'UNAUTHENTICATED', status, extra }),
  forbidden: (message = 'Forbidden', errorType: ErrorType = 'GENERIC_COMMAND_ERROR', extra: Record<string, unknown> = {}) =>
    new TesseraError(errorType, message, { code: 'FORBIDDEN', extra }),
  notFound: (message = 'Not found', errorType: ErrorType = 'OBJECT_DOES_NOT_EXIST_ERROR') =>
    new TesseraError(errorType, message, { code: 'NOT_FOUND' }),
  badInput: (message: string, errorType: ErrorType = 'INVALID_PAYLOAD_SCHEMA_ERROR', extra: Record<string, unknown> = {}) =>
    new TesseraError(errorType, message, { code: 'BAD_USER_INPUT', extra }),
  /** Field-keyed business validation (REST 422 `{"message": {field: [msg]}}`). */
  invalidFields: (fields: Record<string, string[]>, message = 'Could not process entity') =>
    new TesseraError('GENERIC_COMMAND_ERROR', message, { code: 'UNPROCESSABLE', extra: { fields } }),
};

export interface ErrorExtensions {
  code: ErrorCode;
  errorType: ErrorType;
  level: ErrorLevel;
  status: number;
  extra: Record<string, unknown> & { issue_codes?: IssueCode[] };
  [key: string]: unknown;
}

export function toExtensions(err: TesseraError): ErrorExtensions {
  const issue_codes = issueCodesFor(err.errorType);
  return {
    code: err.code,
    errorType: err.errorType,
    level: err.level,
    status: err.status,
    extra: issue_codes.length ? { ...err.extra, issue_codes } : { ...err.extra },
  };
}
