import { badRequest } from '../core/errors';
import { loadOrThrow, type FieldSpec, type Schema } from '../core/marshmallow-schema';
import { parseBooleanField } from '../core/marshmallow-fields';
import type {
  CreateDatasetInput,
  DatasetColumnInput,
  DatasetMetricInput,
  DuplicateDatasetInput,
  GetOrCreateDatasetInput,
  UpdateDatasetInput,
} from '../gql/graphql';

/** Re-exported for the resources that load their bodies through the dataset module's import. */
export { loadSchema } from '../core/marshmallow-schema';

/**
 * The dataset request bodies as Superset's marshmallow schemas load them (DatasetPostSchema,
 * DatasetPutSchema and its nested column/metric schemas, DatasetDuplicateSchema,
 * GetOrCreateDatasetSchema): every field's messages collected, unknown fields refused, then mapped
 * onto the GraphQL inputs.
 */

const str = (length?: [number, number]): FieldSpec => ({ kind: 'string', allowNone: true, length });
const bool: FieldSpec = { kind: 'boolean', allowNone: true };

const POST_SCHEMA: Schema = {
  database: { kind: 'integer', required: true },
  catalog: str([0, 250]),
  schema: str([0, 250]),
  table_name: { kind: 'string', required: true, length: [1, 250] },
  sql: str(),
  owners: { kind: 'integer-list' },
  is_managed_externally: bool,
  external_url: str(),
  normalize_columns: { kind: 'boolean' },
  always_filter_main_dttm: { kind: 'boolean' },
  template_params: str(),
  uuid: { kind: 'uuid', allowNone: true },
};

const COLUMN_SCHEMA: Schema = {
  id: { kind: 'integer' },
  column_name: { kind: 'string', required: true, length: [1, 255] },
  type: str(),
  advanced_data_type: str([1, 255]),
  verbose_name: str(),
  description: str(),
  expression: str(),
  extra: { kind: 'string', allowNone: true, json: true },
  filterable: { kind: 'boolean' },
  groupby: { kind: 'boolean' },
  is_active: bool,
  is_dttm: bool,
  python_date_format: str([1, 255]),
  uuid: { kind: 'uuid', allowNone: true },
};

const CURRENCY_SCHEMA: Schema = { symbol: str(), symbolPosition: str() };

const METRIC_SCHEMA: Schema = {
  id: { kind: 'integer' },
  expression: { kind: 'string', required: true },
  description: str(),
  extra: { kind: 'string', allowNone: true, json: true },
  metric_name: { kind: 'string', required: true, length: [1, 255] },
  metric_type: str([1, 32]),
  d3format: str([1, 128]),
  currency: { kind: 'nested', schema: CURRENCY_SCHEMA, allowNone: true },
  verbose_name: str(),
  warning_text: str(),
  uuid: { kind: 'uuid', allowNone: true },
};

const PUT_SCHEMA: Schema = {
  table_name: str([1, 250]),
  database_id: { kind: 'integer' },
  sql: str(),
  filter_select_enabled: bool,
  fetch_values_predicate: str([0, 1000]),
  catalog: str([0, 250]),
  schema: str([0, 255]),
  description: str(),
  main_dttm_col: str(),
  normalize_columns: bool,
  always_filter_main_dttm: { kind: 'boolean' },
  offset: { kind: 'integer', allowNone: true },
  default_endpoint: str(),
  // The dataset editor sends "" for an empty cache timeout (spec 1 §3): it means none.
  cache_timeout: { kind: 'integer', allowNone: true, blankIsNone: true },
  is_sqllab_view: bool,
  template_params: str(),
  owners: { kind: 'integer-list' },
  columns: { kind: 'nested', schema: COLUMN_SCHEMA, many: true },
  metrics: { kind: 'nested', schema: METRIC_SCHEMA, many: true },
  folders: { kind: 'list', allowNone: true },
  extra: { kind: 'string', allowNone: true, json: true },
  is_managed_externally: bool,
  external_url: str(),
  uuid: { kind: 'uuid', allowNone: true },
};

const DUPLICATE_SCHEMA: Schema = {
  base_model_id: { kind: 'integer', required: true },
  table_name: { kind: 'string', required: true, length: [1, 250] },
};

const GET_OR_CREATE_SCHEMA: Schema = {
  table_name: { kind: 'string', required: true },
  database_id: { kind: 'integer', required: true },
  catalog: str(),
  schema: str(),
  template_params: str(),
  always_filter_main_dttm: { kind: 'boolean' },
  normalize_columns: { kind: 'boolean' },
};

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const jsonOrNull = (text: unknown) => (typeof text === 'string' && text !== '' ? JSON.parse(text) : null);

/** Loaded snake_case fields -> camelCase input fields; `json` names are parsed from their JSON text. */
function toInput<T>(data: Record<string, unknown>, renames: Record<string, string> = {}, json: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) out[renames[name] ?? camel(name)] = json.includes(name) ? jsonOrNull(value) : value;
  return out as T;
}

/** POST /dataset/: the GraphQL input, and the loaded body Superset echoes as `result` (defaults applied). */
export function parseCreateBody(body: unknown): { input: CreateDatasetInput; echo: Record<string, unknown> } {
  const data = loadOrThrow(POST_SCHEMA, body);
  const echo = { normalize_columns: false, always_filter_main_dttm: false, ...data };
  return { input: toInput<CreateDatasetInput>(echo, { database: 'databaseId' }), echo };
}

export function parseUpdateBody(body: unknown): { input: UpdateDatasetInput; echo: Record<string, unknown> } {
  const data = loadOrThrow(PUT_SCHEMA, body);
  const input = toInput<UpdateDatasetInput>(data, {}, ['extra']);
  if (Array.isArray(data.columns)) {
    input.columns = (data.columns as Record<string, unknown>[]).map((c) => toInput<DatasetColumnInput>(c, {}, ['extra']));
  }
  if (Array.isArray(data.metrics)) {
    input.metrics = (data.metrics as Record<string, unknown>[]).map((m) => toInput<DatasetMetricInput>(m, {}, ['extra']));
  }
  return { input, echo: data };
}

export function parseDuplicateBody(body: unknown): { input: DuplicateDatasetInput; echo: Record<string, unknown> } {
  const data = loadOrThrow(DUPLICATE_SCHEMA, body);
  return { input: toInput<DuplicateDatasetInput>(data), echo: data };
}

export function parseGetOrCreateBody(body: unknown): GetOrCreateDatasetInput {
  return toInput<GetOrCreateDatasetInput>(loadOrThrow(GET_OR_CREATE_SCHEMA, body));
}

/** `?override_columns=`: Python's strtobool words; absent means false. */
export function parseOverrideColumns(raw: unknown): boolean {
  if (raw === undefined) return false;
  const text = Array.isArray(raw) ? raw[0] : raw;
  const parsed = typeof text === 'string' ? parseBooleanField(text.toLowerCase()) : undefined;
  if (parsed === undefined) throw badRequest(`Invalid value for override_columns: ${String(text)}`);
  return parsed;
}
