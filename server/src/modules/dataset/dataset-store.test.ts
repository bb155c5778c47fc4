/** The dataset store's writes through TypeORM, where they must do what the SQL they replaced did. */
import type { EntityManager } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import type { Database } from '../database';
import { DatasetColumn } from './dataset-column.entity';
import { columnsOf, insertColumn, nameTaken, ownerIdsOf, parkChildNames, setOwners, syncPermissions } from './dataset-store';
import { Dataset } from './dataset.entity';

let db: TestDataSource;
let em: EntityManager;
let database: Database;
let userIds: number[];

beforeAll(async () => {
  db = await openTestDataSource();
  em = db.dataSource.manager;
  await seedSecurity(em);
  userIds = [];
  for (const username of ['ada', 'alan', 'grace']) userIds.push((await seedUser(em, { username, roles: ['Admin'] })).id);
  database = await seedDatabase(em, { databaseName: 'store' });
});
afterAll(() => db.close());

const changedOnText = async (id: number): Promise<string> => (await em.query('SELECT changed_on::text AS c FROM tables WHERE id = $1', [id]))[0].c;

it('writes the permission names without marking the dataset changed', async () => {
  const { id } = await seedDataset(em, { database, tableName: 'perms' });
  const before = await changedOnText(id);
  await db.dataSource.transaction((tx) => syncPermissions(tx, id, { perm: '[store].[perms](id:1)', schemaPerm: '[store].[main]', catalogPerm: null }, null));
  expect(await em.findOneByOrFail(Dataset, { id })).toMatchObject({ perm: '[store].[perms](id:1)', schemaPerm: '[store].[main]', catalogPerm: null });
  expect(await changedOnText(id)).toBe(before);
});

it('inserts a column under the id it keeps, every other column taking its default', async () => {
  const { id } = await seedDataset(em, { database, tableName: 'kept_ids' });
  await db.dataSource.transaction(async (tx) => {
    await insertColumn(tx, id, { columnName: 'kept' }, userIds[0], 987_654);
    await insertColumn(tx, id, { columnName: 'fresh', extra: { warning_markdown: 'w' } }, userIds[0]);
  });
  // Ordered by id: the sequence's new id comes before the kept one.
  const [fresh, kept] = await columnsOf(em, id);
  expect(kept).toMatchObject({ id: 987_654, columnName: 'kept', isActive: true, groupby: true, filterable: true, isDttm: false, createdByFk: userIds[0] });
  expect(fresh).toMatchObject({ columnName: 'fresh', extra: '{"warning_markdown":"w"}' });
  expect(kept.uuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(fresh.uuid).not.toBe(kept.uuid);

  await db.dataSource.transaction((tx) => parkChildNames(tx, DatasetColumn, [kept.id, fresh.id]));
  expect((await columnsOf(em, id)).map((c) => c.columnName)).toEqual([`__tessera_renaming_${fresh.id}`, '__tessera_renaming_987654']);
});

it('replaces the owners', async () => {
  const { id } = await seedDataset(em, { database, tableName: 'owned' });
  await db.dataSource.transaction((tx) => setOwners(tx, id, [userIds[1], userIds[0], userIds[1]], []));
  expect(await ownerIdsOf(em, id)).toEqual([userIds[0], userIds[1]]);
  await db.dataSource.transaction(async (tx) => setOwners(tx, id, [userIds[2]], await ownerIdsOf(tx, id)));
  expect(await ownerIdsOf(em, id)).toEqual([userIds[2]]);
});

it('finds a taken name with nulls comparing equal, apart from the dataset itself', async () => {
  const { id } = await seedDataset(em, { database, tableName: 'named' });
  const key = { databaseId: database.id, catalog: null, schema: null, tableName: 'named' };
  expect(await nameTaken(em, key)).toBe(true);
  expect(await nameTaken(em, key, id)).toBe(false);
  expect(await nameTaken(em, { ...key, schema: 'main' })).toBe(false);
});
