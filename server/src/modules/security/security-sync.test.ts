/** syncSecurity and ensureAdminUser against a real PostgreSQL (PGlite, or TEST_DATABASE_URL). */
import type { DataSource } from 'typeorm';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { Permission, PermissionView, ViewMenu } from './permission.entity';
import { builtInRolePairs, permissionCatalogue, type BuiltInRole } from './role-permissions';
import { Role } from './role.entity';
import { ensureAdminUser, syncSecurity } from './security-sync';
import { User } from './user.entity';

let db: TestDataSource;
let ds: DataSource;

beforeAll(async () => {
  db = await openTestDataSource();
  ds = db.dataSource;
});

afterAll(async () => {
  await db?.close();
});

/** Every security row, ids included, in a stable order. */
async function securityRows() {
  return {
    permissions: await ds.query(`SELECT id, name FROM ab_permission ORDER BY id`),
    viewMenus: await ds.query(`SELECT id, name FROM ab_view_menu ORDER BY id`),
    pairs: await ds.query(`SELECT id, permission_id, view_menu_id FROM ab_permission_view ORDER BY id`),
    roles: await ds.query(`SELECT id, name FROM ab_role ORDER BY id`),
    links: await ds.query(`SELECT role_id, permission_view_id FROM ab_permission_view_role ORDER BY role_id, permission_view_id`),
  };
}

async function pairsOfRole(name: string): Promise<string[]> {
  const rows: { p: string; v: string }[] = await ds.query(
    `SELECT p.name AS p, v.name AS v
       FROM ab_role r
       JOIN ab_permission_view_role pvr ON pvr.role_id = r.id
       JOIN ab_permission_view pv ON pv.id = pvr.permission_view_id
       JOIN ab_permission p ON p.id = pv.permission_id
       JOIN ab_view_menu v ON v.id = pv.view_menu_id
      WHERE r.name = $1`,
    [name],
  );
  return rows.map((r) => `${r.p} on ${r.v}`).sort();
}

const expected = (role: BuiltInRole) => builtInRolePairs(role).map(([p, v]) => `${p} on ${v}`).sort();

/** Creates a pair the way a feature would (e.g. datasource_access on a new dataset) and returns its id. */
async function createPair(permission: string, viewMenu: string): Promise<number> {
  const p = await ds.getRepository(Permission).save({ name: permission });
  const v = await ds.getRepository(ViewMenu).save({ name: viewMenu });
  return (await ds.getRepository(PermissionView).save({ permissionId: p.id, viewMenuId: v.id })).id;
}

describe('syncSecurity', () => {
  it('writes the catalogue and the built-in roles', async () => {
    await syncSecurity(ds.manager);
    expect(await ds.getRepository(PermissionView).count()).toBe(permissionCatalogue().length);
    expect((await ds.getRepository(Role).find()).map((r) => r.name).sort()).toEqual(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']);
    for (const role of ['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const) expect(await pairsOfRole(role)).toEqual(expected(role));
    expect(await pairsOfRole('Public')).toEqual([]);
  });

  it('leaves exactly the same rows when run again', async () => {
    await syncSecurity(ds.manager);
    const before = await securityRows();
    await syncSecurity(ds.manager);
    expect(await securityRows()).toEqual(before);
  });

  it('resets built-in roles but leaves custom roles and object-level pairs alone', async () => {
    await syncSecurity(ds.manager);
    const datasourcePair = await createPair('datasource_access', '[examples].[birth_names](id:1)');
    const gamma = await ds.getRepository(Role).findOneByOrFail({ name: 'Gamma' });
    const custom = await ds.getRepository(Role).save({ name: 'analysts' });
    const dropped = await ds.getRepository(PermissionView).findOneOrFail({
      where: { permission: { name: 'can_read' }, viewMenu: { name: 'Chart' } },
    });
    const rel = (roleId: number) => ds.createQueryBuilder().relation(Role, 'permissions').of(roleId);
    await rel(gamma.id).add(datasourcePair);
    await rel(gamma.id).remove(dropped.id);
    await rel(custom.id).add([datasourcePair, dropped.id]);

    await syncSecurity(ds.manager);

    expect(await pairsOfRole('Gamma')).toEqual(expected('Gamma'));
    expect(await pairsOfRole('analysts')).toEqual(['can_read on Chart', 'datasource_access on [examples].[birth_names](id:1)']);
    expect(await pairsOfRole('Admin')).toEqual(expected('Admin'));
    expect(await ds.getRepository(PermissionView).existsBy({ id: datasourcePair })).toBe(true);
  });

  it('merges PUBLIC_ROLE_LIKE into Public, keeping what admins granted it', async () => {
    const granted = await createPair('schema_access', '[examples].[main]');
    const pub = await ds.getRepository(Role).findOneByOrFail({ name: 'Public' });
    await ds.createQueryBuilder().relation(Role, 'permissions').of(pub.id).add(granted);

    await syncSecurity(ds.manager, { publicRoleLike: 'Gamma' });

    expect(await pairsOfRole('Public')).toEqual([...expected('Gamma'), 'schema_access on [examples].[main]'].sort());
  });

  it('runs inside a caller transaction', async () => {
    await ds.transaction((tx) => syncSecurity(tx));
    expect(await pairsOfRole('Alpha')).toEqual(expected('Alpha'));
  });
});

describe('ensureAdminUser', () => {
  const hashPassword = jest.fn(async (plain: string) => `hashed:${plain}`);

  it('creates the admin user with the Admin role, storing only the hash', async () => {
    await syncSecurity(ds.manager);
    await expect(ensureAdminUser(ds.manager, { username: 'admin', password: 's3cret', hashPassword })).resolves.toEqual({ created: true });
    const admin = await ds.getRepository(User).findOneOrFail({ where: { username: 'admin' }, relations: { roles: true } });
    expect(admin.roles?.map((r) => r.name)).toEqual(['Admin']);
    expect(admin.passwordHash).toBe('hashed:s3cret');
    expect(admin).toMatchObject({ firstName: 'admin', lastName: 'user', email: 'admin@localhost', active: true, loginCount: 0 });
  });

  it('does nothing when a user of that username exists, without hashing', async () => {
    hashPassword.mockClear();
    await expect(ensureAdminUser(ds.manager, { username: 'admin', password: 'other', hashPassword })).resolves.toEqual({ created: false });
    expect(hashPassword).not.toHaveBeenCalled();
    expect(await ds.getRepository(User).countBy({ username: 'admin' })).toBe(1);
  });

  it('uses the names and e-mail given', async () => {
    await ensureAdminUser(ds.manager, { username: 'root', password: 'x', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', hashPassword });
    expect(await ds.getRepository(User).findOneByOrFail({ username: 'root' })).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
  });
});
