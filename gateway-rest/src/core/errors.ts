import { issueCodesFor } from './issue-codes';
import { isPlainObject } from './json-schema';
import { pyRepr } from './py-repr';

/**
 * The one place where failures become Superset-shaped REST responses: the gateway's own
 * request errors (RestError), GraphQL errors carrying the server's typed extensions, and
 * anything unexpected.
 */

export type ResponseBody = Record<string, unknown>;
export type FieldMessages = Record<string, unknown>;

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ResponseBody,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'RestError';
  }
}

/** 400 `{"message": text}` or 400 `{"message": {field: [messages]}}`. */
export function badRequest(message: string | FieldMessages): RestError {
  return new RestError(400, { message });
}

export function notFound(): RestError {
  return new RestError(404, { message: 'Not found' });
}

/** What `/me/*` and a failed login answer. */
export function notAuthorized(): RestError {
  return new RestError(401, { message: 'Not authorized' });
}

export function fatalError(): RestError {
  return new RestError(500, { message: 'Fatal error' });
}

export type ErrorLevel = 'info' | 'warning' | 'error';

/** A SIP-40 `{"errors": [SupersetError]}` response; issue codes follow from the error type. */
export function supersetError(
  status: number,
  error: { message: string; errorType: string; level?: ErrorLevel; extra?: Record<string, unknown> | null },
): RestError {
  let extra = error.extra && Object.keys(error.extra).length > 0 ? { ...error.extra } : null;
  const issueCodes = issueCodesFor(error.errorType);
  if (issueCodes && !extra?.issue_codes) extra = { ...extra, issue_codes: issueCodes };
  return new RestError(status, {
    errors: [{ message: error.message, error_type: error.errorType, level: error.level ?? 'error', extra }],
  });
}

/** Werkzeug's texts for unmatched routes, as Superset's JSON error handler reports them. */
export function routeNotFound(): RestError {
  return supersetError(404, {
    message:
      '404 Not Found: The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
    errorType: 'GENERIC_BACKEND_ERROR',
  });
}

export function methodNotAllowed(): RestError {
  return supersetError(405, {
    message: '405 Method Not Allowed: The method is not allowed for the requested URL.',
    errorType: 'GENERIC_BACKEND_ERROR',
  });
}

/** The parts of a GraphQL error the gateway reads (a GraphQLError or its formatted JSON). */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

export class GraphQLOperationError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'GraphQLOperationError';
  }
}

/**
 * How an endpoint family words its failures:
 * - `api`: FAB-protected endpoints (JWT errors as `{"msg"}`, field errors as `{"message": {...}}`);
 * - `session`: login and `/me/*`, where any authentication failure is 401 "Not authorized";
 * - `chart-data`: query-context endpoints, where a failing query is 400 "Error: <text>" and
 *   schema errors are "Request is incorrect: {...}";
 * - `sip40`: endpoints that let Superset's typed exceptions through (test_connection, table_metadata,
 *   database create/update): field errors keep the FAB shape, a bare "not found" stays
 *   `{"message": "Not found"}`, and every other typed failure is a SIP-40 body with its status;
 * - `legacy`: Superset's pre-/api/v1 views (/superset/explore_json/, /datasource/samples, ...), which
 *   answer `{"error": text}` (access errors stay SIP-40).
 */
export type ErrorFlavor = 'api' | 'session' | 'chart-data' | 'sip40' | 'legacy';

/** Access errors Superset reports in the SIP-40 shape rather than as a bare "Forbidden". */
const SIP40_ACCESS_ERROR_TYPES = new Set([
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'TABLE_SECURITY_ACCESS_ERROR',
]);

/** Error types raised by running SQL on an analytics engine. */
const ENGINE_ERROR_TYPES = new Set([
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'SYNTAX_ERROR',
  'BACKEND_TIMEOUT_ERROR',
  'MISSING_TEMPLATE_PARAMS_ERROR',
  'INVALID_TEMPLATE_PARAMS_ERROR',
]);

function isEngineError(errorType: string): boolean {
  return ENGINE_ERROR_TYPES.has(errorType) || errorType.startsWith('CONNECTION_');
}

/** The legacy views' `{"error": text}`, with the status the chart-data endpoints would answer. */
function legacyError(error: GraphQLErrorLike): RestError {
  const code = error.extensions?.code;
  const errorType = typeof error.extensions?.errorType === 'string' ? error.extensions.errorType : '';
  if ((code === 'FORBIDDEN' && !SIP40_ACCESS_ERROR_TYPES.has(errorType)) || code === 'NOT_FOUND') {
    return new RestError(code === 'NOT_FOUND' ? 404 : 403, { error: error.message });
  }
  const mapped = restErrorFromGraphQL(error, 'chart-data');
  return typeof mapped.body.message === 'string' ? new RestError(mapped.status, { error: mapped.body.message }) : mapped;
}

export function restErrorFromGraphQL(error: GraphQLErrorLike, flavor: ErrorFlavor): RestError {
  if (flavor === 'legacy') return legacyError(error);
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  const errorType = typeof extensions.errorType === 'string' ? extensions.errorType : '';
  const extra = isPlainObject(extensions.extra) ? extensions.extra : {};
  const level = isErrorLevel(extensions.level) ? extensions.level : undefined;
  const declaredStatus = typeof extensions.status === 'number' ? extensions.status : undefined;
  const fields = isPlainObject(extra.fields) ? extra.fields : undefined;

  if (code === 'CSRF') {
    const message = error.message.startsWith('400 Bad Request') ? error.message : `400 Bad Request: ${error.message}`;
    return supersetError(400, { message, errorType: 'GENERIC_BACKEND_ERROR', level: 'error' });
  }
  if (code === 'UNAUTHENTICATED') {
    if (flavor === 'session') return notAuthorized();
    if (typeof extra.msg === 'string') return new RestError(declaredStatus ?? 401, { msg: extra.msg });
    return new RestError(401, { msg: 'Missing Authorization Header' });
  }
  // Superset endpoints that answer a command's own text (e.g. 'Changing one or more of these dashboards is
  // forbidden', 'Dataset does not exist') instead of FAB's generic one.
  if ((code === 'FORBIDDEN' || code === 'NOT_FOUND') && extra.publicMessage === true && flavor !== 'sip40') {
    return new RestError(code === 'FORBIDDEN' ? 403 : 404, { message: error.message });
  }
  if (code === 'FORBIDDEN') {
    if (SIP40_ACCESS_ERROR_TYPES.has(errorType)) {
      return supersetError(403, { message: error.message, errorType, level: level ?? 'error', extra: supersetExtra(extra) });
    }
    return new RestError(403, { message: 'Forbidden' });
  }
  if (flavor === 'sip40') {
    if (fields) return new RestError(declaredStatus ?? (code === 'UNPROCESSABLE' ? 422 : 400), { message: fields });
    if (code === 'NOT_FOUND' && (!errorType || errorType === 'OBJECT_DOES_NOT_EXIST_ERROR')) return notFound();
    if (code !== 'INTERNAL_SERVER_ERROR' && errorType) {
      return supersetError(declaredStatus ?? 400, { message: error.message, errorType, level: level ?? 'error', extra: supersetExtra(extra) });
    }
  }
  if (code === 'NOT_FOUND') return notFound();

  if (flavor === 'chart-data') {
    if (isEngineError(errorType)) return badRequest(`Error: ${error.message}`);
    if (code === 'BAD_USER_INPUT') {
      return badRequest(fields ? `Request is incorrect: ${pyRepr(fields)}` : error.message);
    }
  }
  if (code === 'BAD_USER_INPUT') return new RestError(declaredStatus ?? 400, { message: fields ?? error.message });
  if (code === 'UNPROCESSABLE') return new RestError(declaredStatus ?? 422, { message: fields ?? error.message });
  return fatalError();
}

/** Any thrown value -> the REST error to answer with. */
export function toRestError(error: unknown, flavor: ErrorFlavor): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof GraphQLOperationError && error.errors.length > 0) {
    return restErrorFromGraphQL(error.errors[0], flavor);
  }
  // body-parser reports oversized or unreadable bodies as exposable 4xx http-errors.
  if (isExposableClientError(error)) return new RestError(error.status, { message: error.message });
  return fatalError();
}

export function isUnexpected(error: unknown): boolean {
  return !(error instanceof RestError || error instanceof GraphQLOperationError || isExposableClientError(error));
}

function isExposableClientError(error: unknown): error is { status: number; message: string } {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as Error & { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

/** `fields`, `msg` and `publicMessage` are this gateway's own channels; the rest (link, datasource, ...) is Superset's extra. */
function supersetExtra(extra: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'fields' && key !== 'msg' && key !== 'publicMessage'));
}

function isErrorLevel(value: unknown): value is ErrorLevel {
  return value === 'info' || value === 'warning' || value === 'error';
}
