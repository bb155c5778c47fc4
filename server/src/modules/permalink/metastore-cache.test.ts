/** MetastoreCache against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import { In, type DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { loadActors } from '../../test-support/actors';
import { KeyValue } from './key-value.entity';
import { MetastoreCache } from './metastore-cache';

let testDb: TestDataSource;
let ds: DataSource;
let cache: MetastoreCache;
let admin: Actor;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  cache = new MetastoreCache(ds, { secretKey: 'metastore-cache-test-secret' });
  await seedSecurity(ds.manager);
  ({ admin } = await loadActors(ds, { admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }) }));
});

afterAll(async () => {
  await testDb?.close();
});

const ctx = () => new RequestContext({ actor: admin, authKind: 'bearer', transport: 'graphql' });
const entries = () => ds.getRepository(KeyValue).find({ where: { resource: 'metastore_cache' }, order: { id: 'ASC' } });
const expire = (ids: number[]) => ds.getRepository(KeyValue).update({ id: In(ids) }, { expiresOn: new Date(Date.now() - 60_000) });

describe('MetastoreCache', () => {
  it('stores, replaces, reads and deletes a value under a key, without storing the key', async () => {
    await cache.set(ctx(), 'form:1', { a: 1 }, 60);
    await expect(cache.get(ctx(), 'form:1')).resolves.toEqual({ a: 1 });
    await cache.set(ctx(), 'form:1', 'a string', 60);
    await expect(cache.get(ctx(), 'form:1')).resolves.toBe('a string');
    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(JSON.stringify(entry)).not.toContain('form:1');
    expect(entry.createdByFk).toBe(admin.user.id);
    await expect(cache.get(ctx(), 'form:2')).resolves.toBeUndefined();
    await expect(cache.delete(ctx(), 'form:1')).resolves.toBe(true);
    await expect(cache.delete(ctx(), 'form:1')).resolves.toBe(false);
    await expect(cache.get(ctx(), 'form:1')).resolves.toBeUndefined();
  });

  it('treats an expired entry as absent, drops expired entries on the next write, and restarts a live clock on refresh', async () => {
    await cache.set(ctx(), 'old', 1, 60);
    await cache.set(ctx(), 'live', 2, 60);
    const [old, live] = await entries();
    await expire([old.id]);
    await expect(cache.get(ctx(), 'old')).resolves.toBeUndefined();
    await expect(cache.get(ctx(), 'old', 600)).resolves.toBeUndefined();
    await expect(cache.delete(ctx(), 'old')).resolves.toBe(false);

    await expect(cache.get(ctx(), 'live', 3600)).resolves.toBe(2);
    const refreshed = await ds.getRepository(KeyValue).findOneByOrFail({ id: live.id });
    expect((refreshed.expiresOn?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3000 * 1000);
    // Reading is no edit of the entry.
    expect(refreshed.changedOn).toEqual(live.changedOn);

    await expire([live.id]);
    await cache.set(ctx(), 'new', 3, 60);
    expect((await entries()).map((e) => e.value)).toEqual([3]);
  });
});
