import { loadOrThrow, type FieldSpec, type Schema } from '../core/marshmallow-schema';
import type { CreateChartInput, UpdateChartInput } from '../gql/graphql';

/**
 * The chart request bodies as Superset's marshmallow schemas load them (ChartPostSchema, ChartPutSchema):
 * every field's messages collected, unknown fields refused, then mapped onto the GraphQL inputs. `params`
 * and `query_context` stay JSON text (the server parses and stores them).
 */

export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] as const;

const str = (length?: [number, number]): FieldSpec => ({ kind: 'string', allowNone: true, length });
const json: FieldSpec = { kind: 'string', allowNone: true, json: true };
const bool: FieldSpec = { kind: 'boolean', allowNone: true };
const int: FieldSpec = { kind: 'integer', allowNone: true };

const POST_SCHEMA: Schema = {
  slice_name: { kind: 'string', required: true, length: [1, 250] },
  description: str(),
  viz_type: { kind: 'string', length: [0, 250] },
  owners: { kind: 'integer-list' },
  params: json,
  query_context: json,
  query_context_generation: bool,
  cache_timeout: int,
  datasource_id: { kind: 'integer', required: true },
  datasource_type: { kind: 'string', required: true, oneOf: DATASOURCE_TYPES },
  datasource_name: str(),
  dashboards: { kind: 'integer-list' },
  certified_by: str(),
  certification_details: str(),
  is_managed_externally: bool,
  external_url: str(),
  uuid: { kind: 'uuid', allowNone: true },
};

const PUT_SCHEMA: Schema = {
  slice_name: str([0, 250]),
  description: str(),
  viz_type: str([0, 250]),
  owners: { kind: 'integer-list' },
  params: json,
  query_context: json,
  query_context_generation: bool,
  cache_timeout: int,
  datasource_id: int,
  datasource_type: { kind: 'string', allowNone: true, oneOf: DATASOURCE_TYPES },
  dashboards: { kind: 'integer-list' },
  certified_by: str(),
  certification_details: str(),
  is_managed_externally: bool,
  external_url: str(),
  tags: { kind: 'integer-list' },
};

/** snake_case body field -> GraphQL input field. */
const INPUT_FIELDS: Record<string, string> = {
  slice_name: 'sliceName',
  description: 'description',
  viz_type: 'vizType',
  owners: 'owners',
  params: 'params',
  query_context: 'queryContext',
  query_context_generation: 'queryContextGeneration',
  cache_timeout: 'cacheTimeout',
  datasource_id: 'datasourceId',
  datasource_type: 'datasourceType',
  datasource_name: 'datasourceName',
  dashboards: 'dashboards',
  certified_by: 'certifiedBy',
  certification_details: 'certificationDetails',
  is_managed_externally: 'isManagedExternally',
  external_url: 'externalUrl',
  uuid: 'uuid',
  tags: 'tags',
};

function toInput<T>(data: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [INPUT_FIELDS[name], value])) as T;
}

/** POST /chart/: the GraphQL input, and the loaded body Superset echoes as `result`. */
export function parseChartCreateBody(body: unknown): { input: CreateChartInput; echo: Record<string, unknown> } {
  const data = loadOrThrow(POST_SCHEMA, body);
  return { input: toInput<CreateChartInput>(data), echo: data };
}

/** PUT /chart/{pk}: a partial update; omitted fields stay as stored. */
export function parseChartUpdateBody(body: unknown): { input: UpdateChartInput; echo: Record<string, unknown> } {
  const data = loadOrThrow(PUT_SCHEMA, body);
  return { input: toInput<UpdateChartInput>(data), echo: data };
}
