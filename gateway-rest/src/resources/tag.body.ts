import { badRequest } from '../core/errors';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';
import type { BulkTagInput, TaggableRefInput, TagInput } from '../gql/graphql';
import { taggableType } from './tag.resource';

const TAG_SCHEMA: Schema = {
  name: { kind: 'string', required: true, length: [1, 250] },
  description: { kind: 'string', allowNone: true },
  objects_to_tag: { kind: 'list', allowNone: true },
};

/** `objects_to_tag`: pairs of an object kind (name or code) and an integer id. */
function objectsToTag(value: unknown, field: string): TaggableRefInput[] {
  if (value === null || value === undefined) return [];
  const refs: TaggableRefInput[] = [];
  for (const item of value as unknown[]) {
    const objectType = Array.isArray(item) && item.length === 2 ? taggableType(item[0]) : undefined;
    const objectId = Array.isArray(item) ? item[1] : undefined;
    if (!objectType || typeof objectId !== 'number' || !Number.isInteger(objectId)) {
      throw badRequest({ [field]: [`Invalid object to tag: ${JSON.stringify(item)}; expected [type, id] with type one of chart, dashboard, query, dataset`] });
    }
    refs.push({ objectType, objectId });
  }
  return refs;
}

const TAG_PUT_SCHEMA: Schema = { ...TAG_SCHEMA, name: { kind: 'string', length: [1, 250] } };

/** POST (name required) and PUT /tag/ bodies: name, description, objects_to_tag; omitted fields stay. */
export function parseTagBody(body: unknown, method: 'post' | 'put'): TagInput {
  const data = loadOrThrow(method === 'post' ? TAG_SCHEMA : TAG_PUT_SCHEMA, body);
  const input: TagInput = {};
  if ('name' in data) input.name = data.name as string;
  if ('description' in data) input.description = data.description as string | null;
  if ('objects_to_tag' in data) input.objectsToTag = objectsToTag(data.objects_to_tag, 'objects_to_tag');
  return input;
}

const BULK_SCHEMA: Schema = { tags: { kind: 'nested', many: true, schema: TAG_SCHEMA } };

/** POST /tag/bulk_create: `{"tags": [{name, description?, objects_to_tag?}]}`. */
export function parseBulkTagBody(body: unknown): BulkTagInput[] {
  const data = loadOrThrow(BULK_SCHEMA, body);
  if (!Array.isArray(data.tags)) throw badRequest({ tags: ['Missing data for required field.'] });
  return (data.tags as Record<string, unknown>[]).map((tag) => ({
    name: tag.name as string,
    description: (tag.description as string | null | undefined) ?? null,
    objectsToTag: objectsToTag(tag.objects_to_tag, 'tags'),
  }));
}

/** POST /tag/{type}/{id}/: `{"properties": {"tags": [names]}}`. */
export function parseTagNames(body: unknown): string[] {
  const properties = body && typeof body === 'object' ? (body as { properties?: unknown }).properties : undefined;
  const tags = properties && typeof properties === 'object' ? (properties as { tags?: unknown }).tags : undefined;
  if (tags === undefined) throw badRequest("Missing required field 'tags' in 'properties'");
  if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string')) throw badRequest({ tags: ['Not a valid list of strings.'] });
  return tags as string[];
}
