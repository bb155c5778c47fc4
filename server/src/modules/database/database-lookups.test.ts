/** What other modules read and write of databases through this module's lookups and the import's save. */
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedSecurity, seedUser } from '../../test-support/seed';
import { failure } from '../../test-support/failure';
import { databaseIdByUuid, databaseNameTakenByOther, databaseUuidByName, lockDatabasesByUuid, saveImportedDatabase } from './database-import';
import { databaseHeaders, databaseIdsByUuid, databaseNameOf, databaseNames, exportableDatabases, loadConnectUri, loadDatabaseTarget, relatedDatabaseOptions } from './database-lookups';
import { Database } from './database.entity';
import { SshTunnel } from './ssh-tunnel.entity';

let testDb: TestDataSource;
let ds: DataSource;
let actorId: number;
const dbs = {} as Record<'alpha' | 'beta' | 'under', Database>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  await seedSecurity(ds.manager);
  actorId = (await seedUser(ds.manager, { username: 'importer', roles: ['Admin'] })).id;
  dbs.alpha = await seedDatabase(ds.manager, { databaseName: 'alpha', sqlalchemyUri: 'duckdb:///alpha.duckdb' });
  dbs.beta = await seedDatabase(ds.manager, { databaseName: 'Beta', sqlalchemyUri: 'duckdb:///beta.duckdb' });
  dbs.under = await seedDatabase(ds.manager, { databaseName: 'a_b', sqlalchemyUri: 'duckdb:///ab.duckdb' });
});

afterAll(async () => {
  await testDb?.close();
});

describe('lookups', () => {
  it('reads a database by id, and none for an id that names none', async () => {
    await expect(loadDatabaseTarget(ds.manager, dbs.alpha.id)).resolves.toEqual({ id: dbs.alpha.id, databaseName: 'alpha', storedUri: 'duckdb:///alpha.duckdb', allowMultiCatalog: false });
    await expect(loadConnectUri(ds.manager, dbs.alpha.id, 'k'.repeat(32))).resolves.toBe('duckdb:///alpha.duckdb');
    await expect(databaseNameOf(ds.manager, dbs.beta.id)).resolves.toBe('Beta');
    await expect(databaseNameOf(ds, dbs.beta.id)).resolves.toBe('Beta');
    for (const missing of [0, null as unknown as number, undefined as unknown as number]) {
      await expect(loadDatabaseTarget(ds.manager, missing)).resolves.toBeNull();
      await expect(loadConnectUri(ds.manager, missing, 'k'.repeat(32))).resolves.toBeNull();
      await expect(databaseNameOf(ds.manager, missing)).resolves.toBeNull();
    }
  });

  it('answers rows keyed by column name', async () => {
    expect((await databaseNames(ds.manager)).sort((a, b) => a.id - b.id)).toEqual([
      { id: dbs.alpha.id, database_name: 'alpha' },
      { id: dbs.beta.id, database_name: 'Beta' },
      { id: dbs.under.id, database_name: 'a_b' },
    ]);
    expect(await databaseHeaders(ds.manager, [dbs.beta.id, -1])).toEqual([
      { id: dbs.beta.id, database_name: 'Beta', uuid: dbs.beta.uuid, sqlalchemy_uri: 'duckdb:///beta.duckdb', allow_multi_catalog: false },
    ]);
    expect(await databaseIdsByUuid(ds.manager, [dbs.alpha.uuid])).toEqual([{ id: dbs.alpha.id, uuid: dbs.alpha.uuid }]);
    await expect(databaseIdsByUuid(ds.manager, [])).resolves.toEqual([]);
  });

  it('exports the listed columns of the databases asked for, by id', async () => {
    const rows = await exportableDatabases(ds.manager, [dbs.beta.id, dbs.alpha.id]);
    expect(rows.map((r) => r.id)).toEqual([dbs.alpha.id, dbs.beta.id]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['id', 'uuid', 'database_name', 'sqlalchemy_uri', 'password', 'cache_timeout', 'expose_in_sqllab', 'allow_run_async', 'allow_ctas', 'allow_cvas', 'allow_dml', 'allow_file_upload', 'extra', 'impersonate_user'].sort(),
    );
    expect(rows[0]).toMatchObject({ uuid: dbs.alpha.uuid, database_name: 'alpha', expose_in_sqllab: true, password: null });
    await expect(exportableDatabases(ds.manager, [])).resolves.toEqual([]);
  });
});

describe('relatedDatabaseOptions', () => {
  const page = (filter: string, visible: number[] | null, extra: { page?: number; pageSize?: number; includeIds?: number[] } = {}) =>
    relatedDatabaseOptions(ds.manager, visible, { filter, page: extra.page ?? 0, pageSize: extra.pageSize ?? 10, includeIds: extra.includeIds });

  it('pages the databases by case-insensitive name prefix, LIKE characters taken literally', async () => {
    expect(await page('a', null)).toEqual({ count: 2, items: [{ value: dbs.under.id, text: 'a_b' }, { value: dbs.alpha.id, text: 'alpha' }] });
    expect((await page('A_', null)).items.map((i) => i.text)).toEqual(['a_b']);
    const [first, second] = [await page('', null, { pageSize: 2 }), await page('', null, { page: 1, pageSize: 2 })];
    expect([first.count, second.count, first.items.length, second.items.length]).toEqual([3, 3, 2, 1]);
    expect([...first.items, ...second.items].map((i) => i.value).sort()).toEqual([dbs.alpha.id, dbs.beta.id, dbs.under.id].sort());
  });

  it('keeps to the visible databases, and appends the included ones it may show', async () => {
    expect(await page('', [dbs.beta.id])).toEqual({ count: 1, items: [{ value: dbs.beta.id, text: 'Beta' }] });
    await expect(page('', [])).resolves.toEqual({ count: 0, items: [] });
    expect(await page('b', [dbs.beta.id, dbs.alpha.id], { includeIds: [dbs.alpha.id, dbs.under.id] })).toEqual({
      count: 2,
      items: [
        { value: dbs.beta.id, text: 'Beta' },
        { value: dbs.alpha.id, text: 'alpha' },
      ],
    });
    expect((await failure(page('', null, { page: 1, includeIds: [dbs.alpha.id] }))).code).toBe('UNPROCESSABLE');
  });
});

describe('bundle import', () => {
  const values = (uuid: string, name: string) => ({ uuid, database_name: name, sqlalchemy_uri: 'duckdb:///imported.duckdb', password: null, extra: '{}', allow_dml: true });
  const tunnel = { server_address: 'bastion', server_port: 22, username: 'u', password: 'cipher', private_key: null, private_key_password: null };

  it('creates, then replaces a database with its tunnel, stamped with the importer', async () => {
    const uuid = '3a1e3c2e-6a53-4c3c-9d2f-6f1b0d7f0a01';
    const id = await ds.transaction((em) => saveImportedDatabase(em, values(uuid, 'imported'), tunnel, null, actorId));
    const created = await ds.manager.findOneByOrFail(Database, { id });
    expect(created).toMatchObject({ uuid, databaseName: 'imported', allowDml: true, createdByFk: actorId, changedByFk: actorId, configurationMethod: 'sqlalchemy_form' });
    expect(await ds.manager.findBy(SshTunnel, { databaseId: id })).toEqual([expect.objectContaining({ serverAddress: 'bastion', serverPort: 22, password: 'cipher', createdByFk: actorId })]);
    await expect(databaseUuidByName(ds.manager, 'imported')).resolves.toBe(uuid);
    await expect(databaseIdByUuid(ds.manager, uuid)).resolves.toBe(id);
    await expect(databaseNameTakenByOther(ds.manager, 'imported', uuid)).resolves.toBe(false);
    await expect(databaseNameTakenByOther(ds.manager, 'alpha', uuid)).resolves.toBe(true);

    await ds.transaction(async (em) => {
      expect(await lockDatabasesByUuid(em, [uuid, uuid, dbs.alpha.uuid])).toEqual([
        { id: dbs.alpha.id, uuid: dbs.alpha.uuid, sqlalchemy_uri: 'duckdb:///alpha.duckdb', password: null },
        { id, uuid, sqlalchemy_uri: 'duckdb:///imported.duckdb', password: null },
      ]);
      await expect(saveImportedDatabase(em, { ...values(uuid, 'renamed'), allow_dml: false }, null, id, actorId)).resolves.toBe(id);
    });
    const replaced = await ds.manager.findOneByOrFail(Database, { id });
    expect(replaced).toMatchObject({ databaseName: 'renamed', allowDml: false, createdByFk: actorId });
    expect(replaced.changedOn.getTime()).toBeGreaterThanOrEqual(created.changedOn.getTime());
    expect(await ds.manager.findBy(SshTunnel, { databaseId: id })).toEqual([]);
    await expect(databaseUuidByName(ds.manager, 'imported')).resolves.toBeNull();
    await expect(databaseIdByUuid(ds.manager, '3a1e3c2e-6a53-4c3c-9d2f-6f1b0d7f0a02')).resolves.toBeNull();
  });

  it('refuses a value for a column the table does not have', async () => {
    await expect(ds.transaction((em) => saveImportedDatabase(em, { ...values('3a1e3c2e-6a53-4c3c-9d2f-6f1b0d7f0a03', 'odd'), no_such: 1 }, null, null, actorId))).rejects.toThrow(
      'dbs has no column no_such',
    );
    await expect(databaseUuidByName(ds.manager, 'odd')).resolves.toBeNull();
  });
});
