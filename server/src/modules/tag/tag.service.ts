/**
 * Tags (REST ref §6.9, feature TAGGING_SYSTEM): the tag list and CRUD, tagging and untagging one object,
 * bulk tagging (objects the actor may not edit are skipped and reported), and the objects carrying tags.
 * `can_read` on Tag reads, `can_write` changes tags and their links, `can_bulk_create` bulk-tags; tagging an
 * object also needs the right to edit it, which the object's module answers (TagTargets). Every write is
 * one transaction.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { readEntityPage } from '../../platform/entity-page';
import type { ListArgs, Page } from '../../platform/list-query';
import type { TableRow } from '../../platform/entity-select';
import { dbFor, isUniqueViolation, withTransaction } from '../../platform/sql';
import { relatedUsers, userSummaries, type RelatedUsersArgs, type UserSummary } from '../security';
import { insertMissingCustomTags, tagsOfObjects } from './tag-links';
import type { TagDependents } from './tag-dependents';
import type { TagTargets, TaggableObject } from './tag-targets';
import { Tag, TaggedObject, type TaggedObjectType } from './tag.entity';
import { TAG_FILTERS, TAG_ORDERS } from './tag.list-spec';
import { TaggableType, type BulkTagInput, type BulkTagPayload, type TaggableRef, type TaggedObjectView, type TagInput, type TagOrderField, type TagView } from './tag.types';

/** The name column's length. */
export const TAG_NAME_MAX = 250;

/** Prefixes of the implicit tags' names; a custom tag may not take one. */
const RESERVED_PREFIXES = ['type:', 'owner:', 'favorited_by:'];

const stored = (type: TaggableType): TaggedObjectType => type.toLowerCase() as TaggedObjectType;
const exposed = (type: TaggedObjectType): TaggableType => type.toUpperCase() as TaggableType;
/** The order the tag page lists kinds in. */
const KIND_ORDER: TaggedObjectType[] = ['dashboard', 'chart', 'query', 'dataset'];

const RELATIONS = { createdBy: true, changedBy: true } as const;

const summary = (user: UserSummary | null | undefined): UserSummary | null =>
  user ? { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName } : null;

function toTagView(tag: Tag): TagView {
  return {
    id: tag.id,
    name: tag.name,
    type: tag.type,
    description: tag.description,
    createdOn: tag.createdOn,
    changedOn: tag.changedOn,
    createdBy: summary(tag.createdBy),
    changedBy: summary(tag.changedBy),
  };
}

/** A custom tag's name, trimmed; 422 with Superset's field-keyed message when it is empty, too long or reserved. */
export function customTagName(raw: string | null | undefined): string {
  const name = (raw ?? '').trim();
  if (!name) throw errors.invalidFields({ name: ['Tag name cannot be empty'] });
  if (name.length > TAG_NAME_MAX) throw errors.invalidFields({ name: [`Longer than maximum length ${TAG_NAME_MAX}.`] });
  if (RESERVED_PREFIXES.some((p) => name.toLowerCase().startsWith(p))) throw errors.invalidFields({ name: [`Tag names starting with ${RESERVED_PREFIXES.join(', ')} are reserved`] });
  return name;
}

const refKey = (type: TaggedObjectType, id: number) => `${type}:${id}`;

/** Distinct refs grouped by kind, in first-seen order. */
function groupRefs(refs: readonly { objectType: TaggableType; objectId: number }[]): Map<TaggedObjectType, number[]> {
  const byType = new Map<TaggedObjectType, number[]>();
  for (const ref of refs) {
    const type = stored(ref.objectType);
    const ids = byType.get(type) ?? [];
    if (!ids.includes(ref.objectId)) ids.push(ref.objectId);
    byType.set(type, ids);
  }
  return byType;
}

export class TagService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly targets: TagTargets,
    private readonly dependents: TagDependents,
  ) {}

  async list(ctx: RequestContext, args: ListArgs<TagOrderField>): Promise<Page<TagView>> {
    const actor = ctx.require('can_read', 'Tag');
    const page = await readEntityPage(
      dbFor(ctx, this.dataSource),
      { entity: Tag, from: 'tag', alias: 't', filters: TAG_FILTERS, orders: TAG_ORDERS, defaultOrder: 't.id', relations: RELATIONS },
      args,
      actor.user.id,
    );
    return { count: page.count, items: page.items.map(toTagView) };
  }

  async get(ctx: RequestContext, id: number): Promise<TagView | null> {
    ctx.require('can_read', 'Tag');
    const found = await dbFor(ctx, this.dataSource).findOne(Tag, { where: { id }, relations: RELATIONS });
    return found ? toTagView(found) : null;
  }

  /** A new custom tag on the given objects, each of which the actor must be allowed to tag. */
  async create(ctx: RequestContext, input: TagInput): Promise<TagView> {
    const actor = ctx.require('can_write', 'Tag');
    const name = customTagName(input.name);
    return withTransaction(ctx, this.dataSource, async (tx, em) => {
      const repo = em.getRepository(Tag);
      // One statement: a name already taken, or taken concurrently, inserts nothing and returns no id.
      const { raw } = await em
        .createQueryBuilder()
        .insert()
        .into(Tag)
        .values({ name, type: 'custom', description: input.description ?? null, createdByFk: actor.user.id, changedByFk: actor.user.id })
        .orIgnore()
        .returning(['id'])
        .updateEntity(false)
        .execute();
      const inserted = raw as Pick<TableRow<Tag>, 'id'>[];
      if (!inserted.length) throw errors.invalidFields({ name: ['A tag with this name already exists'] });
      const id = inserted[0].id;
      await this.linkAll(tx, em, id, await this.requireTaggable(tx, input.objectsToTag ?? []));
      return toTagView(await repo.findOneOrFail({ where: { id }, relations: RELATIONS }));
    });
  }

  /** Partial: a given name or description replaces the stored one; given objects become the tag's objects. */
  async update(ctx: RequestContext, id: number, input: TagInput): Promise<TagView> {
    const actor = ctx.require('can_write', 'Tag');
    const name = input.name === undefined || input.name === null ? undefined : customTagName(input.name);
    return withTransaction(ctx, this.dataSource, async (tx, em) => {
      const repo = em.getRepository(Tag);
      const tag = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!tag) throw errors.notFound();
      if (tag.type !== 'custom') throw errors.invalidFields({ type: ['Only custom tags can be changed'] });
      if (name !== undefined && name !== tag.name && (await repo.exists({ where: { name } }))) throw errors.invalidFields({ name: ['A tag with this name already exists'] });
      const values: Partial<Tag> = { changedByFk: actor.user.id };
      if (name !== undefined) values.name = name;
      if (input.description !== undefined) values.description = input.description;
      try {
        await repo.update(id, values);
      } catch (err) {
        if (isUniqueViolation(err)) throw errors.invalidFields({ name: ['A tag with this name already exists'] });
        throw err;
      }
      if (input.objectsToTag) await this.replaceObjects(tx, em, id, input.objectsToTag);
      return toTagView(await repo.findOneOrFail({ where: { id }, relations: RELATIONS }));
    });
  }

  /** By ids or by names (Superset's bulk delete takes names); all or nothing: any one missing is a 404. */
  async deleteMany(ctx: RequestContext, key: { ids?: readonly number[] | null; names?: readonly string[] | null }): Promise<number> {
    ctx.require('can_write', 'Tag');
    const ids = [...new Set(key.ids ?? [])];
    const names = [...new Set(key.names ?? [])];
    if (!ids.length && !names.length) return 0;
    return withTransaction(ctx, this.dataSource, async (_tx, em) => {
      const repo = em.getRepository(Tag);
      const found = await repo.find({ select: { id: true, name: true }, where: [{ id: In(ids) }, { name: In(names) }], lock: { mode: 'pessimistic_write' } });
      const foundIds = new Set(found.map((t) => t.id));
      const foundNames = new Set(found.map((t) => t.name));
      if (ids.some((id) => !foundIds.has(id)) || names.some((n) => !foundNames.has(n))) throw errors.notFound();
      // tagged_object rows go with their tag (ON DELETE CASCADE); stars on the tags with the favourite module.
      await this.dependents.deleting(em, [...foundIds]);
      await repo.delete({ id: In([...foundIds]) });
      return foundIds.size;
    });
  }

  /** Tags one object with custom tags by name, creating the missing ones (POST /tag/{type}/{id}/). */
  async tagObject(ctx: RequestContext, objectType: TaggableType, objectId: number, tagNames: readonly string[]): Promise<TagView[]> {
    const actor = ctx.require('can_write', 'Tag');
    const names = [...new Set(tagNames.map(customTagName))];
    return withTransaction(ctx, this.dataSource, async (tx, em) => {
      await this.requireTaggable(tx, [{ objectType, objectId }]);
      const tags = await this.ensureCustomTags(em, names, actor.user.id);
      for (const tag of tags) await this.linkAll(tx, em, tag.id, [{ objectType, objectId }]);
      return tags.map(toTagView);
    });
  }

  /** Removes one tag, by name, from one object; 404 when the tag or the link does not exist. */
  async untagObject(ctx: RequestContext, objectType: TaggableType, objectId: number, tagName: string): Promise<boolean> {
    ctx.require('can_write', 'Tag');
    return withTransaction(ctx, this.dataSource, async (tx, em) => {
      await this.requireTaggable(tx, [{ objectType, objectId }]);
      const named = em.createQueryBuilder(Tag, 't').select('t.id').where('t.name = :tagName');
      const { affected } = await em
        .createQueryBuilder()
        .delete()
        .from(TaggedObject)
        .where({ objectType: stored(objectType), objectId })
        .andWhere(`tag_id IN (${named.getQuery()})`, { tagName })
        .execute();
      if (!affected) throw errors.notFound('Tagged object not found');
      return true;
    });
  }

  /**
   * Tags many objects with many tags (created when missing). Objects the actor may not tag, missing or
   * unseen ones included, are skipped and reported rather than failing the whole request.
   */
  async bulkCreate(ctx: RequestContext, tags: readonly BulkTagInput[]): Promise<BulkTagPayload> {
    // Superset guards bulk_create by its own permission alone.
    const actor = ctx.require('can_bulk_create', 'Tag');
    const wanted = tags.map((t) => ({ name: customTagName(t.name), description: t.description, refs: t.objectsToTag ?? [] }));
    return withTransaction(ctx, this.dataSource, async (tx, em) => {
      const allowed = new Set<string>();
      const tagged = new Map<string, TaggableRef>();
      const skipped = new Map<string, TaggableRef>();
      for (const [type, ids] of groupRefs(wanted.flatMap((t) => t.refs))) {
        for (const o of await this.targets.describe(tx, type, ids)) if (o.canTag) allowed.add(refKey(type, o.id));
      }
      for (const tag of wanted) {
        const [stored_] = await this.ensureCustomTags(em, [tag.name], actor.user.id);
        if (tag.description !== undefined && tag.description !== null) await em.getRepository(Tag).update(stored_.id, { description: tag.description, changedByFk: actor.user.id });
        const refs = [...groupRefs(tag.refs)].flatMap(([type, ids]) => ids.map((objectId) => ({ objectType: exposed(type), objectId })));
        const ok = refs.filter((r) => allowed.has(refKey(stored(r.objectType), r.objectId)));
        for (const r of refs) (ok.includes(r) ? tagged : skipped).set(refKey(stored(r.objectType), r.objectId), r);
        await this.linkAll(tx, em, stored_.id, ok);
      }
      return { objectsTagged: [...tagged.values()], objectsSkipped: [...skipped.values()] };
    });
  }

  /**
   * The objects carrying any of the tags (by id, or else by name; neither: any tag), of the given kinds,
   * that the actor may see, grouped by kind (dashboards, charts, saved queries, datasets) and by name.
   */
  async taggedObjects(ctx: RequestContext, query: { tagIds?: readonly number[] | null; tagNames?: readonly string[] | null; types?: readonly TaggableType[] | null }): Promise<TaggedObjectView[]> {
    ctx.require('can_read', 'Tag');
    const em = dbFor(ctx, this.dataSource);
    const links = em.createQueryBuilder(TaggedObject, 'o').innerJoin('o.tag', 't').select('o.objectType', 'object_type').addSelect('o.objectId', 'object_id').distinct(true);
    if (query.tagIds?.length) links.andWhere({ tagId: In([...query.tagIds]) });
    else if (query.tagNames?.length) links.andWhere('t.name IN (:...tagNames)', { tagNames: [...query.tagNames] });
    if (query.types?.length) links.andWhere({ objectType: In(query.types.map(stored)) });
    const rows = await links.getRawMany<Pick<TableRow<TaggedObject>, 'object_type' | 'object_id'>>();
    const users = userSummaries(ctx, em);
    const result: TaggedObjectView[] = [];
    for (const type of KIND_ORDER) {
      const ids = rows.filter((r) => r.object_type === type).map((r) => r.object_id);
      const objects = (await this.targets.describe(ctx, type, ids)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      const tags = await tagsOfObjects(em, type, objects.map((o) => o.id));
      // Every owner and creator of the kind in one batch, not one per object.
      await users.loadMany(objects.flatMap((o) => (o.createdById === null ? o.ownerIds : [...o.ownerIds, o.createdById])));
      for (const o of objects) {
        const owners = (await users.loadMany(o.ownerIds)).filter((u): u is UserSummary => !!u && !(u instanceof Error));
        result.push({
          id: o.id,
          type: exposed(type),
          name: o.name,
          url: o.url,
          changedOn: o.changedOn,
          createdBy: o.createdById === null ? null : await users.load(o.createdById),
          owners,
          tags: tags.filter((t) => t.objectId === o.id).map((t) => ({ id: t.id, name: t.name, type: t.type })),
        });
      }
    }
    return result;
  }

  /** The user pickers of the list (related/created_by, related/changed_by). */
  async relatedUsers(ctx: RequestContext, args: RelatedUsersArgs) {
    ctx.require('can_read', 'Tag');
    return relatedUsers(dbFor(ctx, this.dataSource), args);
  }

  /** The ids among `ids` of tags that exist (for stars on tags), for an actor who may read tags. */
  async visibleIds(ctx: RequestContext, ids: readonly number[]): Promise<number[]> {
    if (!ctx.requireActor().can('can_read', 'Tag') || !ids.length) return [];
    const found = await dbFor(ctx, this.dataSource).find(Tag, { select: { id: true }, where: { id: In([...ids]) } });
    return found.map((t) => t.id);
  }

  /** The custom tags of these names, created when missing (concurrent creators meet at the unique name). */
  private async ensureCustomTags(em: EntityManager, names: readonly string[], actorId: number): Promise<Tag[]> {
    if (!names.length) return [];
    await insertMissingCustomTags(em, names, actorId);
    const found = await em.getRepository(Tag).find({ where: { name: In([...names]) }, relations: RELATIONS });
    if (found.some((t) => t.type !== 'custom')) throw errors.invalidFields({ name: ['Only custom tags can be attached'] });
    return names.map((n) => found.find((t) => t.name === n)!);
  }

  /** The objects, each of which must exist, be seen by the actor (else 404) and be taggable by them (else 403). */
  private async requireTaggable(ctx: RequestContext, refs: readonly { objectType: TaggableType; objectId: number }[]): Promise<{ objectType: TaggableType; objectId: number }[]> {
    for (const [type, ids] of groupRefs(refs)) {
      const found = new Map<number, TaggableObject>((await this.targets.describe(ctx, type, ids)).map((o) => [o.id, o]));
      for (const id of ids) {
        if (!found.has(id)) throw errors.notFound(`${type} ${id} not found`);
        if (!found.get(id)!.canTag) throw errors.forbidden(`You do not have permission to tag this ${type}`, 'GENERIC_COMMAND_ERROR', { publicMessage: true });
      }
    }
    return [...refs];
  }

  /** Links the tag to the objects; links that exist (or are made concurrently) stay as they are. */
  private async linkAll(ctx: RequestContext, em: EntityManager, tagId: number, refs: readonly { objectType: TaggableType; objectId: number }[]): Promise<void> {
    if (!refs.length) return;
    const actorId = ctx.requireActor().user.id;
    await em
      .createQueryBuilder()
      .insert()
      .into(TaggedObject)
      .values(refs.map((r) => ({ tagId, objectType: stored(r.objectType), objectId: r.objectId, createdByFk: actorId, changedByFk: actorId })))
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** Makes `refs` the tag's objects: links to add and links to drop both need the right to tag the object. */
  private async replaceObjects(ctx: RequestContext, em: EntityManager, tagId: number, refs: readonly { objectType: TaggableType; objectId: number }[]): Promise<void> {
    const repo = em.getRepository(TaggedObject);
    const current = await repo.find({ select: { id: true, objectType: true, objectId: true }, where: { tagId } });
    const wanted = new Set(refs.map((r) => refKey(stored(r.objectType), r.objectId)));
    const removed = current.filter((c) => !wanted.has(refKey(c.objectType, c.objectId)));
    const have = new Set(current.map((c) => refKey(c.objectType, c.objectId)));
    const added = refs.filter((r) => !have.has(refKey(stored(r.objectType), r.objectId)));
    await this.requireTaggable(ctx, [...added, ...removed.map((c) => ({ objectType: exposed(c.objectType), objectId: c.objectId }))]);
    if (removed.length) await repo.delete({ id: In(removed.map((c) => c.id)) });
    await this.linkAll(ctx, em, tagId, added);
  }
}
