/**
 * What other modules do with tags (`tag` and `tagged_object` are this module's tables): read and set an
 * object's custom tags, drop an object's links when it is deleted, and filter a list by tag.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import type { Queryable } from '../../platform/sql';
import type { TagSummary } from './tag.types';
import type { TaggedObjectType, TagType } from './tag.entity';

/**
 * `EXISTS (...)` true when the object `idSql` of `objectType` carries a tag matching `match` (a condition on
 * the tag `t`, e.g. `t.id = ?`), for list filters.
 */
export const taggedPredicate = (objectType: TaggedObjectType, idSql: string, match: string): string =>
  `EXISTS (SELECT 1 FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE o.object_type = '${objectType}' AND o.object_id = ${idSql} AND ${match})`;

/** Ids of the custom tags on an object (implicit owner/type/favourite tags are the system's, not the user's). */
export async function customTagIds(db: Queryable, objectType: TaggedObjectType, objectId: number): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT t.id FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE o.object_type = $2 AND o.object_id = $1 AND t.type = 'custom' ORDER BY t.id`,
    [objectId, objectType],
  );
  return rows.map((r) => r.id);
}

/** Whether `requested` would change the object's custom tags (Superset's validate_tags: resending them is no change). */
export async function changesCustomTags(db: Queryable, objectType: TaggedObjectType, objectId: number, requested: readonly number[]): Promise<boolean> {
  const current = await customTagIds(db, objectType, objectId);
  const wanted = [...new Set(requested)].sort((a, b) => a - b);
  return wanted.length !== current.length || wanted.some((id, i) => id !== current[i]);
}

/**
 * Makes the object's custom tags exactly `tagIds` (Superset's update_tags): links to other custom tags go,
 * missing ones are added; ids that are not custom tags are ignored.
 */
export async function setCustomTags(db: Queryable, objectType: TaggedObjectType, objectId: number, tagIds: readonly number[], actorId: number): Promise<void> {
  const keep = [...new Set(tagIds)];
  await db.query(
    `DELETE FROM tagged_object o USING tag t WHERE t.id = o.tag_id AND t.type = 'custom' AND o.object_type = $3 AND o.object_id = $1 AND NOT (o.tag_id = ANY($2::int[]))`,
    [objectId, keep, objectType],
  );
  await db.query(
    `INSERT INTO tagged_object (tag_id, object_id, object_type, created_by_fk, changed_by_fk)
     SELECT t.id, $1, $4, $3, $3 FROM tag t WHERE t.id = ANY($2::int[]) AND t.type = 'custom'
     ON CONFLICT DO NOTHING`,
    [objectId, keep, actorId, objectType],
  );
}

/**
 * Attaches custom tags named `names` to the object, creating the missing ones with the description given
 * for them (a bundle import: Superset's import_tag); links it already has stay, a name held by a system tag is
 * skipped (only custom tags are the user's).
 */
export async function addCustomTagsByName(db: Queryable, objectType: TaggedObjectType, objectId: number, names: readonly string[], descriptions: ReadonlyMap<string, string | null>, actorId: number): Promise<void> {
  const wanted = [...new Set(names)];
  if (!wanted.length) return;
  await db.query(
    `INSERT INTO tag (name, type, description, created_by_fk, changed_by_fk)
     SELECT n, 'custom', d, $3, $3 FROM unnest($1::text[], $2::text[]) AS x(n, d) ON CONFLICT (name) DO NOTHING`,
    [wanted, wanted.map((n) => descriptions.get(n) ?? null), actorId],
  );
  await db.query(
    `INSERT INTO tagged_object (tag_id, object_id, object_type, created_by_fk, changed_by_fk)
     SELECT t.id, $1, $3, $4, $4 FROM tag t WHERE t.name = ANY($2::text[]) AND t.type = 'custom'
     ON CONFLICT DO NOTHING`,
    [objectId, wanted, objectType, actorId],
  );
}

/** Removes every tag link of these objects (they are being deleted; object_id has no foreign key). */
export async function deleteTagLinks(db: Queryable, objectType: TaggedObjectType, objectIds: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM tagged_object WHERE object_type = $2 AND object_id = ANY($1::int[])`, [[...objectIds], objectType]);
}

export interface ObjectTag {
  objectId: number;
  id: number;
  name: string;
  type: TagType;
  description: string | null;
}

/** The tags on these objects, by name. */
export async function tagsOfObjects(db: Queryable, objectType: TaggedObjectType, objectIds: readonly number[]): Promise<ObjectTag[]> {
  const rows: { object_id: number; id: number; name: string; type: TagType; description: string | null }[] = await db.query(
    `SELECT o.object_id, t.id, t.name, t.type, t.description FROM tagged_object o JOIN tag t ON t.id = o.tag_id
      WHERE o.object_type = $2 AND o.object_id = ANY($1::int[]) ORDER BY t.name, t.id`,
    [[...objectIds], objectType],
  );
  return rows.map((r) => ({ objectId: r.object_id, id: r.id, name: r.name, type: r.type, description: r.description }));
}

/** The tags on objects of one kind, by tag id, batched per request (list rows' tag chips). */
export function objectTags(ctx: RequestContext, db: Queryable, objectType: TaggedObjectType): DataLoader<number, TagSummary[]> {
  return ctx.loader(`tag:${objectType}`, () => new DataLoader<number, TagSummary[]>(async (ids) => {
    const rows = (await tagsOfObjects(db, objectType, ids)).sort((a, b) => a.id - b.id);
    return ids.map((id) => rows.filter((r) => r.objectId === id).map((r) => ({ id: r.id, name: r.name, type: r.type })));
  }));
}
