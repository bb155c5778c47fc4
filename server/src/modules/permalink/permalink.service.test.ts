/** PermalinkService against a real metadata PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import { RequestContext } from '../../platform/context';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { decodePermalinkKey, encodePermalinkKey } from './permalink.key';
import { INVALID_PERMALINK_KEY, PermalinkService } from './permalink.service';
import { createSqlLabPermalink, getSqlLabPermalink } from './sqllab-permalink';
import { failure } from '../../test-support/failure';
import { loadActors } from '../../test-support/actors';

const KEY = 'permalink-service-test-secret';
let testDb: TestDataSource;
let ds: DataSource;
let service: PermalinkService;
const actors = {} as Record<'admin' | 'sqlLab' | 'gamma' | 'noRoles', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  service = new PermalinkService(ds, { secretKey: KEY });
  await seedSecurity(ds.manager);
  const users = {
    admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }),
    sqlLab: await seedUser(ds.manager, { username: 'analyst', roles: ['Gamma', 'sql_lab'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
    noRoles: await seedUser(ds.manager, { username: 'nobody', roles: [] }),
  };
  Object.assign(actors, await loadActors(ds, users));
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });


describe('PermalinkService', () => {
  it('stores a state permanently and reads it back by its key', async () => {
    const state = { formData: { datasource: '3__table', viz_type: 'table' }, urlParams: [['a', 'b']] };
    const key = await service.create(ctxOf('admin'), 'explore', state);
    const stored = await service.get(ctxOf('admin'), 'explore', key);
    expect(stored.state).toEqual(state);
    const [row] = await ds.query('SELECT resource, expires_on, created_by_fk FROM key_value WHERE id = $1', [decodePermalinkKey(key)!.id]);
    expect(row).toEqual({ resource: 'explore_permalink', expires_on: null, created_by_fk: actors.admin.user.id });
  });

  it('keeps resources apart: an explore key is unknown to SQL Lab', async () => {
    const key = await service.create(ctxOf('admin'), 'explore', { formData: {} });
    expect((await failure(service.get(ctxOf('admin'), 'sqllab', key))).code).toBe('NOT_FOUND');
  });

  it('refuses a key forged from a known id (the key needs the row uuid)', async () => {
    const key = await service.create(ctxOf('admin'), 'dashboard', { dataMask: {} });
    const id = decodePermalinkKey(key)!.id;
    const forged = encodePermalinkKey(KEY, 'dashboard_permalink', id, '00000000-0000-4000-8000-000000000000');
    expect((await failure(service.get(ctxOf('admin'), 'dashboard', forged))).code).toBe('NOT_FOUND');
    const nextId = encodePermalinkKey(KEY, 'dashboard_permalink', id + 1, '00000000-0000-4000-8000-000000000000');
    expect((await failure(service.get(ctxOf('admin'), 'dashboard', nextId))).code).toBe('NOT_FOUND');
    // An altered MAC byte makes the id garbage, even beyond the id column's range: still just unknown.
    const altered = `${key[0] === 'A' ? 'B' : 'A'}${key.slice(1)}`;
    expect((await failure(service.get(ctxOf('admin'), 'dashboard', altered))).code).toBe('NOT_FOUND');
  });

  it('answers 400 for a key that is not a permalink key', async () => {
    const err = await failure(service.get(ctxOf('admin'), 'sqllab', 'not-a-key'));
    expect([err.status, err.message]).toEqual([400, INVALID_PERMALINK_KEY]);
  });

  it('treats an expired entry as unknown', async () => {
    const key = await service.create(ctxOf('admin'), 'sqllab', { dbId: 1, name: 'x', sql: 'SELECT 1' });
    await ds.query(`UPDATE key_value SET expires_on = timezone('utc', now()) - interval '1 minute' WHERE id = $1`, [decodePermalinkKey(key)!.id]);
    expect((await failure(service.get(ctxOf('admin'), 'sqllab', key))).code).toBe('NOT_FOUND');
  });

  it('checks the permalink permissions of the resource', async () => {
    expect((await failure(service.create(ctxOf('noRoles'), 'sqllab', { dbId: 1, name: 'x', sql: 'SELECT 1' }))).code).toBe('FORBIDDEN');
    // Gamma holds explore permalinks but SQL Lab's only come with the sql_lab role.
    expect((await failure(service.create(ctxOf('gamma'), 'sqllab', { dbId: 1, name: 'x', sql: 'SELECT 1' }))).code).toBe('FORBIDDEN');
    const key = await service.create(ctxOf('sqlLab'), 'sqllab', { dbId: 1, name: 'x', sql: 'SELECT 1' });
    expect((await failure(service.get(ctxOf('gamma'), 'sqllab', key))).code).toBe('FORBIDDEN');
    await expect(service.get(ctxOf('sqlLab'), 'sqllab', key)).resolves.toMatchObject({ state: { sql: 'SELECT 1' } });
  });

  it('stores SQL Lab state with only the keys the editor sent', async () => {
    const link = await createSqlLabPermalink(ctxOf('sqlLab'), service, { dbId: 4, name: 'Untitled Query 2', sql: 'SELECT 2', schema: 'main' });
    expect(link.url).toBe(`/sqllab/p/${link.key}/`);
    const [row] = await ds.query('SELECT value FROM key_value WHERE id = $1', [decodePermalinkKey(link.key)!.id]);
    expect(row.value).toEqual({ dbId: 4, name: 'Untitled Query 2', sql: 'SELECT 2', schema: 'main' });
    const read = await getSqlLabPermalink(ctxOf('admin'), service, `kv:${link.key}`);
    expect(read.state).toMatchObject({ dbId: 4, name: 'Untitled Query 2', sql: 'SELECT 2', schema: 'main', catalog: null, autorun: null });
  });
});
