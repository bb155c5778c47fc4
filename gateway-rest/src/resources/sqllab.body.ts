/** SQL Lab request bodies as Superset's marshmallow schemas load them (unknown keys refused). */
import { badRequest } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { loadOrThrow, type FieldSpec, type Schema } from '../core/marshmallow-schema';
import type { CtasMethod, ExecuteSqlInput } from '../gql/graphql';

const str: FieldSpec = { kind: 'string', allowNone: true };
const bool: FieldSpec = { kind: 'boolean', allowNone: true };
const int: FieldSpec = { kind: 'integer', allowNone: true };

/** ExecutePayloadSchema. */
const EXECUTE_SCHEMA: Schema = {
  database_id: { kind: 'integer', required: true },
  sql: { kind: 'string', required: true },
  client_id: str,
  queryLimit: int,
  sql_editor_id: str,
  catalog: str,
  schema: str,
  tab: str,
  ctas_method: { kind: 'string', allowNone: true, oneOf: ['TABLE', 'VIEW'] },
  templateParams: str,
  tmp_table_name: str,
  select_as_cta: bool,
  json: bool,
  runAsync: bool,
  expand_data: bool,
};

const opt = <T>(v: unknown): T | null => (v === undefined ? null : (v as T));

export function parseExecuteBody(body: unknown): ExecuteSqlInput {
  const d = loadOrThrow(EXECUTE_SCHEMA, body);
  return {
    databaseId: d.database_id as number,
    sql: d.sql as string,
    clientId: opt<string>(d.client_id),
    queryLimit: opt<number>(d.queryLimit),
    sqlEditorId: opt<string>(d.sql_editor_id),
    catalog: opt<string>(d.catalog),
    schema: opt<string>(d.schema),
    tabName: opt<string>(d.tab),
    ctasMethod: opt<CtasMethod>(d.ctas_method),
    templateParams: opt<string>(d.templateParams),
    tmpTableName: opt<string>(d.tmp_table_name),
    selectAsCta: opt<boolean>(d.select_as_cta),
    runAsync: opt<boolean>(d.runAsync),
    expandData: opt<boolean>(d.expand_data),
  };
}

/** `template_params` is a dict in these schemas; it travels on as JSON text. */
function templateParamsOf(body: unknown): { rest: unknown; templateParams: string | null } {
  if (!isPlainObject(body) || !('template_params' in body)) return { rest: body, templateParams: null };
  const { template_params: value, ...rest } = body;
  if (value === null || value === undefined) return { rest, templateParams: null };
  if (!isPlainObject(value)) throw badRequest({ template_params: ['Not a valid mapping type.'] });
  return { rest, templateParams: JSON.stringify(value) };
}

const ESTIMATE_SCHEMA: Schema = { database_id: { kind: 'integer', required: true }, sql: { kind: 'string', required: true }, catalog: str, schema: str };

export function parseEstimateBody(body: unknown) {
  const { rest, templateParams } = templateParamsOf(body);
  const d = loadOrThrow(ESTIMATE_SCHEMA, rest);
  return { databaseId: d.database_id as number, sql: d.sql as string, catalog: opt<string>(d.catalog), schema: opt<string>(d.schema), templateParams };
}

const VALIDATE_SCHEMA: Schema = { sql: { kind: 'string', required: true }, catalog: str, schema: str };

export function parseValidateBody(body: unknown) {
  const { rest, templateParams } = templateParamsOf(body);
  const d = loadOrThrow(VALIDATE_SCHEMA, rest);
  return { sql: d.sql as string, catalog: opt<string>(d.catalog), schema: opt<string>(d.schema), templateParams };
}

const FORMAT_SCHEMA: Schema = { sql: { kind: 'string', required: true }, engine: str };

export function parseFormatBody(body: unknown) {
  const d = loadOrThrow(FORMAT_SCHEMA, body);
  return { sql: d.sql as string, engine: opt<string>(d.engine) };
}

const STOP_SCHEMA: Schema = { client_id: { kind: 'string', required: true } };

export function parseStopBody(body: unknown): string {
  return loadOrThrow(STOP_SCHEMA, body).client_id as string;
}
