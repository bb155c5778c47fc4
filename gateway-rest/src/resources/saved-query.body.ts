import type { CreateSavedQueryInput, UpdateSavedQueryInput } from '../gql/graphql';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';

/** The saved-query add/edit schema (FAB-generated from the model, REST ref §6.6 add/edit cols). */
const str = (max?: number) => ({ kind: 'string' as const, allowNone: true, ...(max ? { length: [0, max] as [number, number] } : {}) });
const SCHEMA: Schema = {
  db_id: { kind: 'integer' as const, required: true },
  description: str(),
  label: str(256),
  catalog: str(256),
  schema: str(256),
  sql: str(),
  template_parameters: str(),
  extra_json: str(),
};

function toInput(data: Record<string, unknown>): UpdateSavedQueryInput {
  const input: UpdateSavedQueryInput = {};
  const map: [string, keyof UpdateSavedQueryInput][] = [
    ['db_id', 'dbId'], ['description', 'description'], ['label', 'label'], ['catalog', 'catalog'], ['schema', 'schema'], ['sql', 'sql'],
    ['template_parameters', 'templateParameters'], ['extra_json', 'extraJson'],
  ];
  for (const [rest, field] of map) if (rest in data) (input as Record<string, unknown>)[field] = data[rest];
  return input;
}

export function parseSavedQueryCreate(body: unknown): CreateSavedQueryInput {
  return toInput(loadOrThrow(SCHEMA, body)) as CreateSavedQueryInput;
}

/** A partial update: nothing is required. */
export function parseSavedQueryUpdate(body: unknown): UpdateSavedQueryInput {
  return toInput(loadOrThrow({ ...SCHEMA, db_id: { kind: 'integer' } }, body));
}
