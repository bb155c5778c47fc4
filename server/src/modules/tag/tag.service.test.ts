/**
 * Tags against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL), composed with the modules above
 * (charts, dashboards, saved queries, datasets say what may be tagged): CRUD through the list mechanism,
 * bulk tagging with its skip count, permissions, all-or-nothing writes and the tag page's objects.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { ListFilterOp, SortDirection } from '../../platform/list-query';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { composeTestServices } from '../../test-support/services';
import { grantDatasourceAccess, seedChart, seedDashboard, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import type { Chart } from '../chart';
import type { Dashboard } from '../dashboard';
import { FavoriteObjectType, FavoriteService } from '../favorite';
import { TagListOp } from './tag.list-spec';
import { TagService } from './tag.service';
import { TaggableType as T, TagFilterField as F, TagOrderField as O } from './tag.types';
import { loadActors } from '../../test-support/actors';

let testDb: TestDataSource;
let ds: DataSource;
let tags: TagService;
let favorites: FavoriteService;
const actors = {} as Record<'admin' | 'ada' | 'gina' | 'sam', Actor>;
let adasChart: Chart;
let adasOther: Chart;
let othersChart: Chart;
let hiddenChart: Chart;
let adasDashboard: Dashboard;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  const em = ds.manager;
  await seedSecurity(em);
  const examples = await seedDatabase(em, { databaseName: 'examples' });
  const births = await seedDataset(em, { database: examples, tableName: 'birth_names' });
  const flights = await seedDataset(em, { database: examples, tableName: 'flights' });
  await grantDatasourceAccess(em, 'births_reader', examples, births);
  const admin = await seedUser(em, { username: 'admin', roles: ['Admin'] });
  const ada = await seedUser(em, { username: 'ada', firstName: 'Ada', roles: ['Alpha'] });
  const gina = await seedUser(em, { username: 'gina', roles: ['Gamma', 'births_reader'] });
  const sam = await seedUser(em, { username: 'sam', roles: ['sql_lab'] });
  adasChart = await seedChart(em, { sliceName: 'Births by year', dataset: births, owners: [ada], createdBy: ada });
  adasOther = await seedChart(em, { sliceName: 'Births by state', dataset: births, owners: [ada] });
  othersChart = await seedChart(em, { sliceName: 'Admin births', dataset: births, owners: [admin] });
  hiddenChart = await seedChart(em, { sliceName: 'Flights', dataset: flights, owners: [admin] });
  adasDashboard = await seedDashboard(em, { title: 'Births', owners: [ada], published: true });
  const services = composeTestServices(ds);
  tags = services.get(TagService);
  favorites = services.get(FavoriteService);
  Object.assign(actors, await loadActors(ds, { admin, ada, gina, sam }));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
const chartRef = (c: Chart) => ({ objectType: T.CHART, objectId: c.id });
const page = { page: 0, pageSize: 25 };

describe('tag CRUD', () => {
  it('creates a custom tag on objects, lists it with the custom_tag filter and by name, updates and deletes it by name', async () => {
    const finance = await tags.create(ctxOf('ada'), { name: '  finance ', description: 'Money', objectsToTag: [chartRef(adasChart), { objectType: T.DASHBOARD, objectId: adasDashboard.id }] });
    expect(finance).toMatchObject({ name: 'finance', type: 'custom', description: 'Money', createdBy: { username: 'ada' } });
    await ds.query(`INSERT INTO tag (name, type) VALUES ('type:chart', 'type')`);

    const custom = await tags.list(ctxOf('gina'), { ...page, filters: [{ field: F.TYPE, op: TagListOp.CUSTOM_TAG, value: true }] });
    expect(custom.items.map((t) => t.name)).toEqual(['finance']);
    const implicit = await tags.list(ctxOf('gina'), { ...page, filters: [{ field: F.TYPE, op: TagListOp.CUSTOM_TAG, value: false }] });
    expect(implicit.items.map((t) => t.name)).toEqual(['type:chart']);
    const byName = await tags.list(ctxOf('gina'), { ...page, filters: [{ field: F.NAME, op: ListFilterOp.CT, value: 'FIN' }], orderBy: O.NAME, orderDirection: SortDirection.ASC });
    expect(byName.count).toBe(1);

    const renamed = await tags.update(ctxOf('ada'), finance.id, { name: 'money' });
    expect(renamed).toMatchObject({ name: 'money', description: 'Money' });
    expect((await tags.taggedObjects(ctxOf('ada'), { tagIds: [finance.id] })).map((o) => [o.type, o.name])).toEqual([
      [T.DASHBOARD, 'Births'],
      [T.CHART, 'Births by year'],
    ]);

    expect((await failure(tags.deleteMany(ctxOf('ada'), { names: ['money', 'no such tag'] }))).code).toBe('NOT_FOUND');
    expect(await tags.get(ctxOf('ada'), finance.id)).not.toBeNull();
    expect(await tags.deleteMany(ctxOf('ada'), { names: ['money', 'type:chart'] })).toBe(2);
    expect(await ds.query(`SELECT * FROM tagged_object WHERE tag_id = $1`, [finance.id])).toEqual([]);
  });

  it('refuses empty, reserved and duplicate names with field messages', async () => {
    expect((await failure(tags.create(ctxOf('ada'), { name: '   ' }))).extra).toEqual({ fields: { name: ['Tag name cannot be empty'] } });
    expect((await failure(tags.create(ctxOf('ada'), { name: 'owner:1' }))).code).toBe('UNPROCESSABLE');
    await tags.create(ctxOf('ada'), { name: 'dup' });
    expect((await failure(tags.create(ctxOf('ada'), { name: 'dup' }))).extra).toEqual({ fields: { name: ['A tag with this name already exists'] } });
    const other = await tags.create(ctxOf('ada'), { name: 'dup2' });
    expect((await failure(tags.update(ctxOf('ada'), other.id, { name: 'dup' }))).extra).toEqual({ fields: { name: ['A tag with this name already exists'] } });
    expect((await failure(tags.update(ctxOf('ada'), 424242, { name: 'x' }))).code).toBe('NOT_FOUND');
  });

  it('creates nothing when one of the objects to tag may not be tagged by the actor', async () => {
    const refused = await failure(tags.create(ctxOf('ada'), { name: 'half', objectsToTag: [chartRef(adasChart), chartRef(othersChart)] }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(await ds.query(`SELECT id FROM tag WHERE name = 'half'`)).toEqual([]);
    expect((await failure(tags.create(ctxOf('ada'), { name: 'ghost', objectsToTag: [{ objectType: T.CHART, objectId: 424242 }] }))).code).toBe('NOT_FOUND');
  });

  it('needs the Tag permissions', async () => {
    expect((await failure(tags.list(ctxOf('sam'), page))).code).toBe('FORBIDDEN');
    expect((await failure(tags.create(ctxOf('sam'), { name: 'nope' }))).code).toBe('FORBIDDEN');
    expect((await failure(tags.bulkCreate(ctxOf('sam'), [{ name: 'nope', objectsToTag: [] }]))).code).toBe('FORBIDDEN');
  });
});

describe('bulk tagging', () => {
  it('tags what the actor may edit and reports the rest as skipped', async () => {
    const result = await tags.bulkCreate(ctxOf('ada'), [
      { name: 'q3', objectsToTag: [chartRef(adasChart), chartRef(adasOther), chartRef(othersChart), chartRef(hiddenChart), { objectType: T.CHART, objectId: 424242 }] },
      { name: 'review', objectsToTag: [chartRef(adasChart)] },
    ]);
    expect(result.objectsTagged).toEqual([chartRef(adasChart), chartRef(adasOther)]);
    expect(result.objectsSkipped).toEqual([chartRef(othersChart), chartRef(hiddenChart), { objectType: T.CHART, objectId: 424242 }]);
    const linked: { name: string; object_id: number }[] = await ds.query(
      `SELECT t.name, o.object_id FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE t.name IN ('q3', 'review') ORDER BY t.name, o.object_id`,
    );
    expect(linked).toEqual([
      { name: 'q3', object_id: adasChart.id },
      { name: 'q3', object_id: adasOther.id },
      { name: 'review', object_id: adasChart.id },
    ]);
    // Resending tags nothing twice.
    await tags.bulkCreate(ctxOf('ada'), [{ name: 'q3', objectsToTag: [chartRef(adasChart)] }]);
    expect(await ds.query(`SELECT COUNT(*)::int AS n FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE t.name = 'q3'`)).toEqual([{ n: 2 }]);
  });

  it('lets the admin tag any object, and shows on the tag page only what the reader may see', async () => {
    await tags.bulkCreate(ctxOf('admin'), [{ name: 'ops', objectsToTag: [chartRef(othersChart), chartRef(hiddenChart)] }]);
    expect((await tags.taggedObjects(ctxOf('admin'), { tagNames: ['ops'] })).map((o) => o.name)).toEqual(['Admin births', 'Flights']);
    const seen = await tags.taggedObjects(ctxOf('gina'), { tagNames: ['ops'], types: [T.CHART] });
    expect(seen).toEqual([
      expect.objectContaining({ type: T.CHART, name: 'Admin births', url: `/explore/?slice_id=${othersChart.id}`, owners: [expect.objectContaining({ username: 'admin' })] }),
    ]);
    expect(seen[0].tags.map((t) => t.name)).toEqual(['ops']);
  });

  it('tags and untags one object by tag name', async () => {
    await tags.tagObject(ctxOf('ada'), T.CHART, adasOther.id, ['solo', 'duo']);
    expect((await tags.taggedObjects(ctxOf('ada'), { tagNames: ['solo'] })).map((o) => o.id)).toEqual([adasOther.id]);
    await tags.untagObject(ctxOf('ada'), T.CHART, adasOther.id, 'solo');
    expect(await tags.taggedObjects(ctxOf('ada'), { tagNames: ['solo'] })).toEqual([]);
    expect((await failure(tags.untagObject(ctxOf('ada'), T.CHART, adasOther.id, 'solo'))).code).toBe('NOT_FOUND');
    expect((await failure(tags.tagObject(ctxOf('ada'), T.CHART, othersChart.id, ['solo']))).code).toBe('FORBIDDEN');
  });
});

describe('favourite tags', () => {
  it('stars and unstars a tag', async () => {
    const [solo] = (await tags.list(ctxOf('ada'), { ...page, filters: [{ field: F.NAME, op: ListFilterOp.EQ, value: 'duo' }] })).items;
    await favorites.add(ctxOf('ada'), FavoriteObjectType.TAG, solo.id);
    await expect(favorites.status(ctxOf('ada'), FavoriteObjectType.TAG, [solo.id, 424242])).resolves.toEqual([
      { objectType: FavoriteObjectType.TAG, id: solo.id, value: true },
      { objectType: FavoriteObjectType.TAG, id: 424242, value: false },
    ]);
    await favorites.remove(ctxOf('ada'), FavoriteObjectType.TAG, solo.id);
    await expect(favorites.isStarred(ctxOf('ada'), FavoriteObjectType.TAG, solo.id)).resolves.toBe(false);
  });

  it('drops the stars on a deleted tag with it, and keeps them when the delete fails', async () => {
    const starred = await tags.create(ctxOf('ada'), { name: 'starred' });
    await favorites.add(ctxOf('ada'), FavoriteObjectType.TAG, starred.id);
    await favorites.add(ctxOf('admin'), FavoriteObjectType.TAG, starred.id);
    // A chart star with the same object id is another kind's and stays.
    await ds.query(`INSERT INTO favstar (user_id, class_name, obj_id) VALUES ($1, 'slice', $2)`, [actors.ada.user.id, starred.id]);
    const stars = async () => (await ds.query(`SELECT class_name, user_id FROM favstar WHERE obj_id = $1 ORDER BY class_name, user_id`, [starred.id])) as { class_name: string }[];

    expect((await failure(tags.deleteMany(ctxOf('ada'), { ids: [starred.id, 424242] }))).code).toBe('NOT_FOUND');
    expect((await stars()).filter((s) => s.class_name === 'tag')).toHaveLength(2);

    await expect(tags.deleteMany(ctxOf('ada'), { ids: [starred.id] })).resolves.toBe(1);
    expect(await stars()).toEqual([{ class_name: 'slice', user_id: actors.ada.user.id }]);
  });
});
