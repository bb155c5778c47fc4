import { requireJsonBody } from '../core/body';
import { badRequest, notFound } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { requireIntId } from '../core/ids';
import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { JsonSchema } from '../core/json-schema';
import type { Row } from '../core/list-response';
import { deletedMessage, resourceRoutes } from '../core/resource-routes';
import { readRisonArgs } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import { showResponse } from '../core/show-response';
import {
  RestTagBulkCreateDocument,
  RestTagCreateDocument,
  RestTagDeleteDocument,
  RestTaggedObjectsDocument,
  RestTagListDocument,
  RestTagObjectDocument,
  RestTagRelatedUsersDocument,
  RestTagShowDocument,
  RestTagUpdateDocument,
  RestUntagObjectDocument,
  type RestTagItemFragment,
  type RestTagUserFragment,
  type TaggableType,
} from '../gql/graphql';
import { parseBulkTagBody, parseTagBody, parseTagNames } from './tag.body';
import { objectTags, objectTypeName, RELATED_COLUMNS, SHOW_COLUMNS, tagTypeCode, taggableType, tagResource } from './tag.resource';

const user = (u: RestTagUserFragment | null | undefined) => (u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null);

/** Every list and show column of a tag, as Superset serialises them (`type` by its code). */
function serializeTag(t: RestTagItemFragment, now: Date): Row {
  return {
    id: t.id,
    name: t.name,
    type: tagTypeCode(t.type),
    description: t.description ?? null,
    changed_by: user(t.changedBy),
    changed_on_delta_humanized: humanizedDelta(t.changedOn, now),
    created_on_delta_humanized: humanizedDelta(t.createdOn, now),
    created_by: user(t.createdBy),
  };
}

/** A comma-separated query argument (`?tagIds=1,2`), empty parts dropped. */
function commaList(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'string') throw badRequest('Query arguments must be comma-separated lists');
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/** Superset's bulk delete takes tag names; ids are accepted too. */
const BULK_DELETE_SCHEMA: JsonSchema = { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } };

function objectKind(segment: string): TaggableType {
  const type = taggableType(segment);
  if (!type) throw notFound();
  return type;
}

/**
 * TagRestApi (view-menu `Tag`): the FAB list (custom_tag filter), show, create, update and delete; bulk delete
 * by name; tagging one object and bulk tagging; the objects carrying tags. Stars on tags are favorite.routes'.
 */
export const tagRoutes: readonly RouteDef[] = resourceRoutes({
  path: 'tag',
  viewMenu: 'Tag',
  resource: tagResource,
  async list({ run, now }, request) {
    const { tags } = await run(RestTagListDocument, request.variables);
    return { count: tags.count, ids: tags.items.map((t) => t.id), rows: tags.items.map((t) => serializeTag(t, now)) };
  },
  related: { columns: RELATED_COLUMNS, fetch: async (run, _column, args) => (await run(RestTagRelatedUsersDocument, args)).tagRelatedUsers },
  routes: [
    {
      method: 'delete',
      path: '/tag/',
      async handle({ req, run }) {
        const keys = readRisonArgs<(string | number)[]>(req.query.q, BULK_DELETE_SCHEMA);
        const names = keys.filter((k): k is string => typeof k === 'string');
        const ids = keys.filter((k): k is number => typeof k === 'number');
        const { deleteTags } = await run(RestTagDeleteDocument, { ids, names });
        return ok({ message: deletedMessage('tag', 'tags')(deleteTags.count) });
      },
    },
    {
      method: 'post',
      path: '/tag/',
      body: 'json',
      async handle({ req, run }) {
        await run(RestTagCreateDocument, { input: parseTagBody(requireJsonBody(req), 'post') });
        return { status: 201, body: {} };
      },
    },
    {
      method: 'post',
      path: '/tag/bulk_create',
      body: 'json',
      async handle({ req, run }) {
        const { bulkTag } = await run(RestTagBulkCreateDocument, { tags: parseBulkTagBody(requireJsonBody(req)) });
        const pairs = (refs: readonly { objectType: TaggableType; objectId: number }[]) => refs.map((r) => [objectTypeName(r.objectType), r.objectId]);
        return ok({ result: { objects_tagged: pairs(bulkTag.objectsTagged), objects_skipped: pairs(bulkTag.objectsSkipped) } });
      },
    },
    {
      method: 'get',
      path: '/tag/get_objects/',
      async handle({ req, run }) {
        const tagIds = commaList(req.query.tagIds).map((v) => {
          if (!/^\d+$/.test(v)) throw badRequest('tagIds must be integers');
          return Number(v);
        });
        const tagNames = commaList(req.query.tags);
        const types = commaList(req.query.types).map((v) => {
          const type = taggableType(v);
          if (!type) throw badRequest(`Unknown object type: ${v}`);
          return type;
        });
        const { taggedObjects } = await run(RestTaggedObjectsDocument, { tagIds, tagNames, types });
        return ok({
          result: taggedObjects.map((o) => ({
            id: o.id,
            type: objectTypeName(o.type),
            name: o.name,
            url: o.url,
            changed_on: o.changedOn ? isoWithoutTimezone(o.changedOn) : null,
            created_by: user(o.createdBy),
            creator: o.createdBy ? `${o.createdBy.firstName} ${o.createdBy.lastName}` : null,
            tags: objectTags(o.tags),
            owners: o.owners.map((u) => ({ id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName })),
          })),
        });
      },
    },
    {
      method: 'get',
      path: '/tag/:pk',
      async handle({ req, params, run, now }) {
        const id = flaskIntId(params.pk, 'take-text');
        const { tag } = await run(RestTagShowDocument, { id });
        if (!tag) throw notFound();
        return ok(showResponse(req, { id, row: serializeTag(tag, now), showColumns: SHOW_COLUMNS, title: 'Show Tag' }));
      },
    },
    {
      method: 'put',
      path: '/tag/:pk',
      body: 'json',
      async handle({ req, params, run }) {
        const id = requireIntId(params.pk);
        const body = requireJsonBody(req);
        await run(RestTagUpdateDocument, { id, input: parseTagBody(body, 'put') });
        return ok({ id, result: body });
      },
    },
    {
      method: 'delete',
      path: '/tag/:pk',
      async handle({ params, run }) {
        await run(RestTagDeleteDocument, { ids: [requireIntId(params.pk)], names: [] });
        return ok({ message: 'OK' });
      },
    },
    {
      method: 'post',
      path: '/tag/:objectType/:objectId/',
      body: 'json',
      async handle({ req, params, run }) {
        const objectType = objectKind(params.objectType);
        const objectId = requireIntId(params.objectId);
        await run(RestTagObjectDocument, { objectType, objectId, tags: parseTagNames(requireJsonBody(req)) });
        return { status: 201, body: {} };
      },
    },
    {
      method: 'delete',
      path: '/tag/:objectType/:objectId/:tagName/',
      async handle({ params, run }) {
        await run(RestUntagObjectDocument, { objectType: objectKind(params.objectType), objectId: requireIntId(params.objectId), tag: params.tagName });
        return ok({ message: 'OK' });
      },
    },
  ],
});
