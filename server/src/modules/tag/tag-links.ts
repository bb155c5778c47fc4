/**
 * What other modules do with tags (`tag` and `tagged_object` are this module's tables): read and set an
 * object's custom tags, drop an object's links when it is deleted, and filter a list by tag.
 */
import DataLoader from 'dataloader';
import { In, Not, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { entityColumns, tableOf } from '../../platform/entity-select';
import { managerOf, type Queryable } from '../../platform/sql';
import type { TagSummary } from './tag.types';
import { Tag, TaggedObject, type TaggedObjectType, type TagType } from './tag.entity';

/**
 * `EXISTS (...)` true when the object `idSql` of `objectType` carries a tag matching `match` (a condition on
 * the tag `t`, e.g. `t.id = ?`), for list filters.
 */
export const taggedPredicate = (objectType: TaggedObjectType, idSql: string, match: string): string =>
  `EXISTS (SELECT 1 FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE o.object_type = '${objectType}' AND o.object_id = ${idSql} AND ${match})`;

/** Ids of the custom tags on an object (implicit owner/type/favourite tags are the system's, not the user's). */
export async function customTagIds(db: Queryable, objectType: TaggedObjectType, objectId: number): Promise<number[]> {
  const links = await managerOf(db).find(TaggedObject, {
    select: { id: true, tagId: true },
    where: { objectType, objectId, tag: { type: 'custom' } },
    relations: { tag: true },
    order: { tagId: 'ASC' },
  });
  return links.map((l) => l.tagId);
}

/** Whether `requested` would change the object's custom tags (Superset's validate_tags: resending them is no change). */
export async function changesCustomTags(db: Queryable, objectType: TaggedObjectType, objectId: number, requested: readonly number[]): Promise<boolean> {
  const current = await customTagIds(db, objectType, objectId);
  const wanted = [...new Set(requested)].sort((a, b) => a - b);
  return wanted.length !== current.length || wanted.some((id, i) => id !== current[i]);
}

/**
 * Links the object to the custom tags picked by `pick` (their ids, or their names); links it already has
 * stay. One statement: choosing the custom tags and linking them in SQL spares a read of the tags first.
 */
async function linkCustomTags(em: EntityManager, objectType: TaggedObjectType, objectId: number, pick: { ids: number[] } | { names: string[] }, actorId: number): Promise<void> {
  const [column, values] = 'ids' in pick ? ['id', pick.ids] : ['name', pick.names];
  if (!values.length) return;
  await em.query(
    `INSERT INTO tagged_object (tag_id, object_id, object_type, created_by_fk, changed_by_fk)
     SELECT t.id, $1, $2, $3, $3 FROM tag t WHERE t.${column} = ANY($4) AND t.type = 'custom'
     ON CONFLICT DO NOTHING`,
    [objectId, objectType, actorId, values],
  );
}

/**
 * Makes the object's custom tags exactly `tagIds` (Superset's update_tags): links to other custom tags go,
 * missing ones are added; ids that are not custom tags are ignored.
 */
export async function setCustomTags(db: Queryable, objectType: TaggedObjectType, objectId: number, tagIds: readonly number[], actorId: number): Promise<void> {
  const em = managerOf(db);
  const keep = [...new Set(tagIds)];
  const dropped = await em.find(TaggedObject, {
    select: { id: true },
    where: { objectType, objectId, tag: { type: 'custom' }, ...(keep.length ? { tagId: Not(In(keep)) } : {}) },
    relations: { tag: true },
  });
  if (dropped.length) await em.delete(TaggedObject, { id: In(dropped.map((l) => l.id)) });
  await linkCustomTags(em, objectType, objectId, { ids: keep }, actorId);
}

/**
 * Attaches custom tags named `names` to the object, creating the missing ones with the description given
 * for them (a bundle import: Superset's import_tag); links it already has stay, a name held by a system tag is
 * skipped (only custom tags are the user's).
 */
export async function addCustomTagsByName(db: Queryable, objectType: TaggedObjectType, objectId: number, names: readonly string[], descriptions: ReadonlyMap<string, string | null>, actorId: number): Promise<void> {
  const wanted = [...new Set(names)];
  if (!wanted.length) return;
  const em = managerOf(db);
  await insertMissingCustomTags(em, wanted, actorId, descriptions);
  await linkCustomTags(em, objectType, objectId, { names: wanted }, actorId);
}

/**
 * Creates the custom tags among `names` that do not exist yet, created and changed by the actor, with the
 * description given for each (none: null); a tag that exists, whatever its type, stays as it is.
 */
export async function insertMissingCustomTags(em: EntityManager, names: readonly string[], actorId: number, descriptions?: ReadonlyMap<string, string | null>): Promise<void> {
  if (!names.length) return;
  await em
    .createQueryBuilder()
    .insert()
    .into(Tag)
    .values(names.map((name) => ({ name, type: 'custom' as const, description: descriptions?.get(name) ?? null, createdByFk: actorId, changedByFk: actorId })))
    .orIgnore()
    .updateEntity(false)
    .execute();
}

/** Removes every tag link of these objects (they are being deleted; object_id has no foreign key). */
export async function deleteTagLinks(db: Queryable, objectType: TaggedObjectType, objectIds: readonly number[]): Promise<void> {
  if (!objectIds.length) return;
  await managerOf(db).delete(TaggedObject, { objectType, objectId: In([...objectIds]) });
}

export interface ObjectTag {
  objectId: number;
  id: number;
  name: string;
  type: TagType;
  description: string | null;
}

/** The tags on these objects, by name: a hot read (every listed or opened object's tags), one statement built once. */
const TAGS_OF_OBJECTS = `SELECT o.object_id AS "objectId", ${entityColumns(Tag, 't', ['id', 'name', 'type', 'description'])}
  FROM ${tableOf(TaggedObject)} o JOIN ${tableOf(Tag)} t ON t.id = o.tag_id
 WHERE o.object_type = $1 AND o.object_id = ANY($2) ORDER BY t.name, t.id, o.object_id`;

export async function tagsOfObjects(db: Queryable, objectType: TaggedObjectType, objectIds: readonly number[]): Promise<ObjectTag[]> {
  if (!objectIds.length) return [];
  return db.query(TAGS_OF_OBJECTS, [objectType, [...objectIds]]);
}

/** The tags on objects of one kind, by tag id, batched per request (list rows' tag chips). */
export function objectTags(ctx: RequestContext, db: Queryable, objectType: TaggedObjectType): DataLoader<number, TagSummary[]> {
  return ctx.loader(`tag:${objectType}`, () => new DataLoader<number, TagSummary[]>(async (ids) => {
    const rows = (await tagsOfObjects(db, objectType, ids)).sort((a, b) => a.id - b.id);
    return ids.map((id) => rows.filter((r) => r.objectId === id).map((r) => ({ id: r.id, name: r.name, type: r.type })));
  }));
}
