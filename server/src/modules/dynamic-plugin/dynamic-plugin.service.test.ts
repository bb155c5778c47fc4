/** The dynamic plugin list against a real PostgreSQL: empty until one is registered, readable by every role. */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { DynamicPlugin } from './dynamic-plugin.entity';
import { DynamicPluginService } from './dynamic-plugin.service';

let testDb: TestDataSource;
let ds: DataSource;
let actors: Record<'gamma' | 'nobody', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  await seedSecurity(ds.manager);
  actors = await loadActors(ds, {
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma'] }),
    nobody: await seedUser(ds.manager, { username: 'nobody', roles: [] }),
  });
});

afterAll(async () => {
  await testDb?.close();
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'rest' });

describe('dynamic plugins', () => {
  it('lists none until one is registered, then it', async () => {
    const service = new DynamicPluginService(ds);
    expect(await service.list(ctxOf('gamma'))).toEqual([]);
    await ds.getRepository(DynamicPlugin).insert({ name: 'Sankey', key: 'sankey_v2', bundleUrl: 'https://cdn.example.test/sankey.js' });
    expect(await service.list(ctxOf('gamma'))).toEqual([{ id: expect.any(Number), name: 'Sankey', key: 'sankey_v2', bundleUrl: 'https://cdn.example.test/sankey.js' }]);
    expect((await failure(service.list(ctxOf('nobody')))).code).toBe('FORBIDDEN');
  });
});
