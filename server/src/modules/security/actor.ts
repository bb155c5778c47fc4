/**
 * Building the Actor (platform/actor.ts): who is acting, with their roles and permission/view pairs, resolved
 * once per request. Pure: built from plain rows so the permission rules are unit-tested without a database.
 */
import type { Actor, ActorRole, ActorUser } from '../../platform/actor';
import { errors } from '../../platform/errors';
import type { Permission, ViewMenu } from './permission.entity';
import type { Role } from './role.entity';

/** Object-level permissions: their view-menu names identify data objects, not product areas (REST ref §8.1). */
export const DATA_ACCESS_PERMISSIONS = ['database_access', 'catalog_access', 'schema_access', 'datasource_access'] as const;

/** One permission/view pair of one of the user's roles (null for a role without any), by name. */
export interface PermissionRow {
  role: Role['name'];
  permission: Permission['name'] | null;
  viewMenu: ViewMenu['name'] | null;
}

export const isAdminRoleName = (name: string): boolean => name.toLowerCase() === 'admin';

const pairKey = (permission: string, viewMenu: string) => `${permission}\u0000${viewMenu}`;

export function buildActor(user: ActorUser, rows: PermissionRow[]): Actor {
  const byRole = new Map<string, ActorRole>();
  const pairs = new Set<string>();
  const dataAccess = new Map<string, string[]>();
  const perView = new Map<string, Set<string>>();
  for (const row of rows) {
    let role = byRole.get(row.role);
    if (!role) byRole.set(row.role, (role = { name: row.role, permissions: [] }));
    if (!row.permission || !row.viewMenu) continue;
    role.permissions.push([row.permission, row.viewMenu]);
    if ((DATA_ACCESS_PERMISSIONS as readonly string[]).includes(row.permission)) {
      const views = dataAccess.get(row.permission) ?? [];
      if (!views.includes(row.viewMenu)) views.push(row.viewMenu);
      dataAccess.set(row.permission, views);
      continue;
    }
    pairs.add(pairKey(row.permission, row.viewMenu));
    const names = perView.get(row.viewMenu) ?? new Set<string>();
    names.add(row.permission);
    perView.set(row.viewMenu, names);
  }
  const roles = [...byRole.values()];
  const isAdmin = roles.some((r) => isAdminRoleName(r.name));
  return {
    user,
    roles,
    isAdmin,
    dataAccess,
    can: (permission, viewMenu) => isAdmin || pairs.has(pairKey(permission, viewMenu)),
    permissionsOn: (viewMenu) => [...(perView.get(viewMenu) ?? [])].sort(),
  };
}

/** What a dataset is, for data-access decisions (REST ref §8.1 naming of the object-level views). */
export interface DatasourceAccessTarget {
  datasetId: number;
  tableName: string;
  schema: string | null;
  catalog: string | null;
  databaseId: number;
  databaseName: string;
}

/** Reaches every database and dataset: admin, `all_datasource_access` or `all_database_access`. */
export function seesAllData(actor: Actor): boolean {
  return actor.isAdmin || actor.can('all_datasource_access', 'all_datasource_access') || actor.can('all_database_access', 'all_database_access');
}

export function canAccessDatasource(actor: Actor, t: DatasourceAccessTarget): boolean {
  if (seesAllData(actor)) return true;
  const has = (perm: string, view: string) => (actor.dataAccess.get(perm) ?? []).includes(view);
  if (has('database_access', `[${t.databaseName}].(id:${t.databaseId})`)) return true;
  if (t.catalog && has('catalog_access', `[${t.databaseName}].[${t.catalog}]`)) return true;
  if (t.schema) {
    if (has('schema_access', `[${t.databaseName}].[${t.schema}]`)) return true;
    if (t.catalog && has('schema_access', `[${t.databaseName}].[${t.catalog}].[${t.schema}]`)) return true;
  }
  return has('datasource_access', `[${t.databaseName}].[${t.tableName}](id:${t.datasetId})`);
}

/** Superset's refusal when the actor lacks data access to a datasource (403 DATASOURCE_SECURITY_ACCESS_ERROR). */
export function requireDatasourceAccess(actor: Actor, t: DatasourceAccessTarget): void {
  if (canAccessDatasource(actor, t)) return;
  throw errors.forbidden(`This endpoint requires the datasource ${t.tableName}, database or \`all_datasource_access\` permission`, 'DATASOURCE_SECURITY_ACCESS_ERROR', {
    datasource: t.datasetId,
  });
}
