/**
 * Object-level permission pairs (REST ref §8.1): the `database_access` / `schema_access` /
 * `datasource_access` view-menus admins grant. They are created with the object they name, renamed with it
 * (so grants survive a rename, as Superset's after-update hooks do) and removed with it.
 */
import { escapeLike } from '../../platform/list-query';
import { type Queryable, managerOf } from '../../platform/sql';
import { Permission, ViewMenu } from './permission.entity';

/** The permission pair, created (with its permission and view-menu) unless it exists. */
export async function ensurePermissionView(db: Queryable, permission: string, viewMenu: string): Promise<void> {
  const em = managerOf(db);
  // Concurrent creators meet at the unique names.
  await em.createQueryBuilder().insert().into(Permission).values({ name: permission }).orIgnore().updateEntity(false).execute();
  await em.createQueryBuilder().insert().into(ViewMenu).values({ name: viewMenu }).orIgnore().updateEntity(false).execute();
  // The pair by the two names in one INSERT … SELECT, which an existing pair leaves as it is.
  await em.query(
    `INSERT INTO ab_permission_view (permission_id, view_menu_id)
     SELECT p.id, v.id FROM ab_permission p, ab_view_menu v WHERE p.name = $1 AND v.name = $2
     ON CONFLICT DO NOTHING`,
    [permission, viewMenu],
  );
}

/** Renames a view-menu unless the new name is already taken (then the old one is left to be dropped). */
export async function renameViewMenu(db: Queryable, from: string, to: string): Promise<void> {
  if (from === to) return;
  const viewMenus = managerOf(db).getRepository(ViewMenu);
  if (!(await viewMenus.exists({ where: { name: to } }))) await viewMenus.update({ name: from }, { name: to });
}

/** Drops a view-menu with its permission pairs and their grants (ON DELETE CASCADE in the schema). */
export async function dropViewMenu(db: Queryable, name: string | null): Promise<void> {
  if (name) await managerOf(db).delete(ViewMenu, { name });
}

/**
 * A renamed database carries every view-menu named after it (`[old].…`: its database_access, schema_access,
 * catalog_access and datasource_access views) to the new name, so the grants on them keep working. A name
 * already taken is left alone.
 */
export async function renameViewMenuPrefix(db: Queryable, from: string, to: string): Promise<void> {
  if (from === to) return;
  // One set-based UPDATE: each name rewritten in SQL, skipping those whose new name another view-menu holds.
  await db.query(
    `UPDATE ab_view_menu v SET name = $2 || substr(v.name, $3)
      WHERE v.name LIKE $1 ESCAPE '\\' AND NOT EXISTS (SELECT 1 FROM ab_view_menu w WHERE w.name = $2 || substr(v.name, $3))`,
    [`${escapeLike(from)}%`, to, from.length + 1],
  );
}
