/**
 * The legacy tab-state views' request bodies (REST ref §6.15): form-encoded fields whose values are JSON
 * (`queryEditor`, `table`, each PUT field, `queryId`, `expanded`). A JSON body with the same keys is taken
 * too. Failures are `{"error": text}` with 400.
 */
import type { Request } from 'express';
import { isJsonRequest } from '../core/body';
import { RestError } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { parseBooleanField, parseIntegerField } from '../core/marshmallow-fields';
import type { AddTableSchemaInput, CreateSqlLabTabInput, UpdateSqlLabTabInput } from '../gql/graphql';

export const legacyBadRequest = (error: string) => new RestError(400, { error });

/** The request's fields: the form, or a JSON object body. */
export function requestFields(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (isJsonRequest(req)) {
    if (typeof body === 'string') {
      try {
        const parsed: unknown = JSON.parse(body);
        if (isPlainObject(parsed)) return parsed;
      } catch {
        // reported below
      }
      throw legacyBadRequest('Request is not valid JSON');
    }
    return isPlainObject(body) ? body : {};
  }
  return isPlainObject(body) ? body : {};
}

/** A form value holds JSON text; an already-decoded value (JSON body) is taken as is. */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function requiredObject(fields: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = jsonValue(fields[name]);
  if (!isPlainObject(value)) throw legacyBadRequest(`${name} is required and must be a JSON object`);
  return value;
}

const text = (v: unknown): string | null | undefined => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
const int = (v: unknown, name: string): number | null | undefined => {
  if (v === undefined || v === null || v === '') return v === undefined ? undefined : null;
  const n = parseIntegerField(v);
  if (n === undefined) throw legacyBadRequest(`${name} must be an integer`);
  return n;
};
const bool = (v: unknown, name: string): boolean | undefined => {
  if (v === undefined || v === null) return undefined;
  const b = parseBooleanField(v);
  if (b === undefined) throw legacyBadRequest(`${name} must be a boolean`);
  return b;
};
/** Template parameters travel as JSON text; an object is kept as its JSON. */
const jsonText = (v: unknown): string | null | undefined => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** POST /tabstateview/: the `queryEditor` object of SQL Lab's client. */
export function parseCreateTab(fields: Record<string, unknown>): CreateSqlLabTabInput {
  const qe = requiredObject(fields, 'queryEditor');
  return {
    label: text(qe.title ?? qe.name) ?? 'Untitled Query',
    databaseId: int(qe.dbId, 'dbId'),
    catalog: text(qe.catalog),
    schema: text(qe.schema),
    // Superset's default text of a tab created without SQL.
    sql: qe.sql === undefined ? 'SELECT ...' : text(qe.sql),
    queryLimit: int(qe.queryLimit, 'queryLimit'),
    hideLeftBar: bool(qe.hideLeftBar, 'hideLeftBar'),
    autorun: bool(qe.autorun, 'autorun'),
    savedQueryId: int(qe.remoteId, 'remoteId'),
    templateParams: jsonText(qe.templateParams),
  };
}

const PUT_FIELDS: Record<string, (v: unknown) => [keyof UpdateSqlLabTabInput, unknown]> = {
  database_id: (v) => ['databaseId', int(v, 'database_id')],
  catalog: (v) => ['catalog', text(v)],
  schema: (v) => ['schema', text(v)],
  sql: (v) => ['sql', text(v)],
  label: (v) => ['label', text(v)],
  query_limit: (v) => ['queryLimit', int(v, 'query_limit')],
  latest_query_id: (v) => ['latestQueryId', text(v)],
  saved_query_id: (v) => ['savedQueryId', int(v, 'saved_query_id')],
  template_params: (v) => ['templateParams', jsonText(v)],
  hide_left_bar: (v) => ['hideLeftBar', bool(v, 'hide_left_bar') ?? null],
  autorun: (v) => ['autorun', bool(v, 'autorun') ?? null],
  extra_json: (v) => ['extraJson', jsonText(v)],
};

/** PUT /tabstateview/{id}: column-named fields, each value JSON-encoded. */
export function parseUpdateTab(fields: Record<string, unknown>): UpdateSqlLabTabInput {
  const patch: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const map = Object.hasOwn(PUT_FIELDS, name) ? PUT_FIELDS[name] : undefined;
    if (!map) throw legacyBadRequest(`Unknown field: ${name}`);
    const [field, value] = map(jsonValue(raw));
    patch[field] = value;
  }
  return patch as UpdateSqlLabTabInput;
}

/** A client id sent as `queryId` (JSON text) for migrate_query. */
export function parseQueryId(fields: Record<string, unknown>): string {
  const id = jsonValue(fields.queryId);
  if (typeof id !== 'string' && typeof id !== 'number') throw legacyBadRequest('queryId is required');
  return String(id);
}

/** POST /tableschemaview/: the `table` object (queryEditorId, dbId, catalog, schema, name, and what the editor shows). */
export function parseCreateTableSchema(fields: Record<string, unknown>): AddTableSchemaInput {
  const t = requiredObject(fields, 'table');
  const tabId = int(t.queryEditorId, 'queryEditorId');
  const databaseId = int(t.dbId, 'dbId');
  if (tabId == null || databaseId == null || typeof t.name !== 'string' || !t.name) throw legacyBadRequest('table needs queryEditorId, dbId and name');
  return { tabId, databaseId, catalog: text(t.catalog) ?? null, schema: text(t.schema) ?? null, table: t.name, description: t, expanded: true };
}

export function parseExpanded(fields: Record<string, unknown>): boolean {
  const b = bool(jsonValue(fields.expanded), 'expanded');
  if (b === undefined) throw legacyBadRequest('expanded is required');
  return b;
}
