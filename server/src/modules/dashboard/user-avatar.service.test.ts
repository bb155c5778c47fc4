/** Avatars against a real PostgreSQL: the stored picture, initials when avatars are on, unknown users. */
import type { DataSource } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { RequestContext } from '../../platform/context';
import { loadActors } from '../../test-support/actors';
import { failure } from '../../test-support/failure';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedSecurity, seedUser } from '../../test-support/seed';
import { UserAttribute } from './user-attribute.entity';
import { initialsOf, UserAvatarService } from './user-avatar.service';

let testDb: TestDataSource;
let ds: DataSource;
let actors: Record<'ada' | 'grace', Actor>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  await seedSecurity(ds.manager);
  const users = {
    ada: await seedUser(ds.manager, { username: 'ada', firstName: 'Ada', lastName: 'Lovelace', roles: ['Gamma'] }),
    grace: await seedUser(ds.manager, { username: 'grace', firstName: 'grace', lastName: 'hopper', roles: ['Gamma'] }),
  };
  actors = await loadActors(ds, users);
  await ds.getRepository(UserAttribute).insert({ userId: users.ada.id, avatarUrl: 'https://example.test/ada.png' });
});

afterAll(async () => {
  await testDb?.close();
});

const ctx = () => new RequestContext({ actor: actors.grace, authKind: 'bearer', transport: 'rest' });

describe('user avatars', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }, 'AL'],
    [{ firstName: 'élodie', lastName: '', username: 'e' }, 'É'],
    [{ firstName: ' ', lastName: ' ', username: 'root' }, 'R'],
  ])('takes the initials of %j', (user, expected) => {
    expect(initialsOf(user)).toBe(expected);
  });

  it('answers the stored picture, the initials only with avatars on, and null for an unknown user', async () => {
    const on = new UserAvatarService(ds, true);
    expect(await on.avatar(ctx(), actors.ada.user.id)).toEqual({ url: 'https://example.test/ada.png', initials: 'AL' });
    expect(await on.avatar(ctx(), actors.grace.user.id)).toEqual({ url: null, initials: 'GH' });
    expect(await new UserAvatarService(ds, false).avatar(ctx(), actors.grace.user.id)).toEqual({ url: null, initials: null });
    expect(await on.avatar(ctx(), 999_999)).toBeNull();
    expect(await on.avatar(ctx(), -1)).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    const anonymous = new RequestContext({ actor: null, authKind: 'anonymous', transport: 'rest' });
    expect((await failure(new UserAvatarService(ds, true).avatar(anonymous, actors.ada.user.id))).code).toBe('UNAUTHENTICATED');
  });
});
