/**
 * What other modules do with tags (tag-links.ts) against a real metadata PostgreSQL (PGlite, or
 * TEST_DATABASE_URL): an object's custom tags set and compared, tags attached by name, links dropped and read.
 * tagged_object.object_id has no foreign key, so the objects here are bare ids.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { addCustomTagsByName, changesCustomTags, customTagIds, deleteTagLinks, setCustomTags, tagsOfObjects } from './tag-links';
import { Tag, TaggedObject, type TagType } from './tag.entity';

let testDb: TestDataSource;
let ds: DataSource;
let em: EntityManager;
let actorId: number;
const tag = {} as Record<'red' | 'blue' | 'green' | 'owner', Tag>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  em = ds.manager;
  await seedSecurity(em);
  actorId = (await seedUser(em, { username: 'tagger', roles: ['Admin'] })).id;
  const save = (name: string, type: TagType) => em.getRepository(Tag).save({ name, type, createdByFk: actorId, changedByFk: actorId });
  Object.assign(tag, { red: await save('red', 'custom'), blue: await save('blue', 'custom'), green: await save('green', 'custom'), owner: await save('owner:1', 'owner') });
});

afterAll(async () => {
  await testDb?.close();
});

const links = (objectType: 'chart' | 'dashboard', objectId: number) =>
  em.getRepository(TaggedObject).find({ select: { id: true, tagId: true }, where: { objectType, objectId }, order: { tagId: 'ASC' } }).then((rows) => rows.map((r) => r.tagId));

describe('tag links', () => {
  it("sets an object's custom tags exactly, leaving system tags and other objects alone", async () => {
    await em.getRepository(TaggedObject).insert({ tagId: tag.owner.id, objectType: 'chart', objectId: 1 });
    await setCustomTags(em, 'chart', 1, [tag.red.id, tag.blue.id, tag.blue.id, tag.owner.id], actorId);
    await setCustomTags(em, 'chart', 2, [tag.red.id], actorId);
    await setCustomTags(em, 'dashboard', 1, [tag.green.id], actorId);
    expect(await links('chart', 1)).toEqual([tag.red.id, tag.blue.id, tag.owner.id].sort((a, b) => a - b));
    expect(await customTagIds(em, 'chart', 1)).toEqual([tag.red.id, tag.blue.id].sort((a, b) => a - b));
    await expect(changesCustomTags(em, 'chart', 1, [tag.blue.id, tag.red.id, tag.red.id])).resolves.toBe(false);
    await expect(changesCustomTags(em, 'chart', 1, [tag.blue.id])).resolves.toBe(true);

    await setCustomTags(em, 'chart', 1, [tag.green.id], actorId);
    expect(await links('chart', 1)).toEqual([tag.green.id, tag.owner.id].sort((a, b) => a - b));
    await setCustomTags(em, 'chart', 1, [], actorId);
    expect(await links('chart', 1)).toEqual([tag.owner.id]);
    expect(await links('chart', 2)).toEqual([tag.red.id]);
    expect(await links('dashboard', 1)).toEqual([tag.green.id]);
    const stamped = await em.getRepository(TaggedObject).findOneByOrFail({ objectType: 'chart', objectId: 2 });
    expect([stamped.createdByFk, stamped.changedByFk]).toEqual([actorId, actorId]);
  });

  it('attaches custom tags by name, creating the missing ones with their description, skipping system tags', async () => {
    await addCustomTagsByName(em, 'dashboard', 7, ['red', 'imported', 'owner:1', 'imported'], new Map([['imported', 'from a bundle']]), actorId);
    await addCustomTagsByName(em, 'dashboard', 7, ['red'], new Map(), actorId);
    const imported = await em.getRepository(Tag).findOneByOrFail({ name: 'imported' });
    expect([imported.type, imported.description, imported.createdByFk]).toEqual(['custom', 'from a bundle', actorId]);
    expect(await links('dashboard', 7)).toEqual([tag.red.id, imported.id]);
  });

  it('reads the tags of objects by name and drops the links of deleted objects', async () => {
    await setCustomTags(em, 'chart', 10, [tag.red.id, tag.blue.id], actorId);
    await setCustomTags(em, 'chart', 11, [tag.green.id], actorId);
    await setCustomTags(em, 'chart', 12, [tag.red.id], actorId);
    const read = await tagsOfObjects(em, 'chart', [10, 11, 99]);
    expect(read.map((t) => [t.objectId, t.name])).toEqual([
      [10, 'blue'],
      [11, 'green'],
      [10, 'red'],
    ]);
    expect(read[0]).toEqual({ objectId: 10, id: tag.blue.id, name: 'blue', type: 'custom', description: null });
    await expect(tagsOfObjects(em, 'chart', [])).resolves.toEqual([]);

    await deleteTagLinks(em, 'chart', [10, 11]);
    await deleteTagLinks(em, 'chart', []);
    expect([await links('chart', 10), await links('chart', 11), await links('chart', 12)]).toEqual([[], [], [tag.red.id]]);
    // A DataSource serves as well as a manager.
    await expect(customTagIds(ds, 'chart', 12)).resolves.toEqual([tag.red.id]);
  });
});
