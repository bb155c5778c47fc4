/**
 * Writes the permission catalogue and the built-in roles to the metadata database, like `superset init`:
 * idempotent, run at every start. Built-in roles are reset to their derived pairs; custom roles and the
 * object-level pairs admins grant are left alone. Also creates the first admin user.
 *
 * Every query goes through the transaction's EntityManager (see stack notes: with PGlite, a query on another
 * connection while a transaction is open waits forever).
 */
import { In, type EntityManager } from 'typeorm';
import { Permission, PermissionView, ViewMenu } from './permission.entity';
import {
  BUILT_IN_ROLES,
  permissionCatalogue,
  RESYNCED_ROLES,
  ROLE_RULES,
  type BuiltInRole,
  type PermissionPair,
} from './role-permissions';
import { Role } from './role.entity';
import { User } from './user.entity';

export interface SyncSecurityOptions {
  /** Superset's PUBLIC_ROLE_LIKE: merge that role's pairs into Public (anonymous and guest users). */
  publicRoleLike?: BuiltInRole | null;
}

type Named = typeof Permission | typeof ViewMenu | typeof Role;

/** Inserts the missing names and returns name -> id for all of them. */
async function upsertNames(tx: EntityManager, entity: Named, names: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  await tx
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(unique.map((name) => ({ name })))
    .orIgnore()
    .updateEntity(false)
    .execute();
  const rows: { id: number; name: string }[] = await tx.getRepository(entity).find({ where: { name: In(unique) } });
  return new Map(rows.map((r) => [r.name, r.id]));
}

interface StoredPair {
  id: number;
  pair: PermissionPair;
}

async function upsertCatalogue(tx: EntityManager): Promise<StoredPair[]> {
  const catalogue = permissionCatalogue();
  const permissionIds = await upsertNames(tx, Permission, catalogue.map(([p]) => p));
  const viewIds = await upsertNames(tx, ViewMenu, catalogue.map(([, v]) => v));
  await tx
    .createQueryBuilder()
    .insert()
    .into(PermissionView)
    .values(catalogue.map(([p, v]) => ({ permissionId: permissionIds.get(p)!, viewMenuId: viewIds.get(v)! })))
    .orIgnore()
    .updateEntity(false)
    .execute();
  // Every stored pair, not only the catalogue: Admin's rule also covers pairs other code created.
  const stored = await tx.getRepository(PermissionView).find({ relations: { permission: true, viewMenu: true } });
  return stored.map((pv) => ({ id: pv.id, pair: [pv.permission!.name, pv.viewMenu!.name] as const }));
}

/** Makes the role hold exactly `pairIds` (replace) or at least them (merge). */
async function setRolePairs(tx: EntityManager, roleId: number, pairIds: number[], mode: 'replace' | 'merge'): Promise<void> {
  const links = tx.createQueryBuilder().relation(Role, 'permissions').of(roleId);
  const current = new Set((await links.loadMany<PermissionView>()).map((pv) => pv.id));
  const wanted = new Set(pairIds);
  const toAdd = pairIds.filter((id) => !current.has(id));
  const toRemove = mode === 'replace' ? [...current].filter((id) => !wanted.has(id)) : [];
  if (toAdd.length || toRemove.length) await links.addAndRemove(toAdd, toRemove);
}

export async function syncSecurity(manager: EntityManager, options: SyncSecurityOptions = {}): Promise<void> {
  await manager.transaction(async (tx) => {
    const stored = await upsertCatalogue(tx);
    const roleIds = await upsertNames(tx, Role, BUILT_IN_ROLES);
    const pairsOf = (role: BuiltInRole) => stored.filter((s) => ROLE_RULES[role](s.pair)).map((s) => s.id);
    for (const role of RESYNCED_ROLES) await setRolePairs(tx, roleIds.get(role)!, pairsOf(role), 'replace');
    // Public is never reset: admins may have granted it data access (Superset merges PUBLIC_ROLE_LIKE).
    if (options.publicRoleLike) await setRolePairs(tx, roleIds.get('Public')!, pairsOf(options.publicRoleLike), 'merge');
  });
}

export interface AdminUserInput {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The app's password hasher (argon2), injected so this module stays free of it. */
  hashPassword: (plain: string) => Promise<string>;
}

/** Creates the user with the Admin role unless a user of that username exists (whatever their roles). */
export async function ensureAdminUser(manager: EntityManager, input: AdminUserInput): Promise<{ created: boolean }> {
  const users = () => manager.getRepository(User);
  if (await users().exists({ where: { username: input.username } })) return { created: false };
  // Hashing is slow on purpose; do it before the transaction so the transaction stays short.
  const passwordHash = await input.hashPassword(input.password);
  return manager.transaction(async (tx) => {
    if (await tx.getRepository(User).exists({ where: { username: input.username } })) return { created: false };
    const roleIds = await upsertNames(tx, Role, ['Admin']);
    await tx.getRepository(User).save(
      tx.getRepository(User).create({
        username: input.username,
        firstName: input.firstName ?? 'admin',
        lastName: input.lastName ?? 'user',
        email: input.email ?? `${input.username}@localhost`,
        passwordHash,
        active: true,
        roles: [{ id: roleIds.get('Admin')! } as Role],
      }),
    );
    return { created: true };
  });
}
