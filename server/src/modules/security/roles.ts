/**
 * What other modules read of roles (`ab_role` is this module's table): the roles picker, existence checks,
 * and the SQL fragment a query on another table joins roles with.
 */
import { errors } from '../../platform/errors';
import { escapeLike, normalisePage } from '../../platform/list-query';
import type { Queryable } from '../../platform/sql';
import type { RelatedUser, RelatedUsersArgs } from './users';

/** `JOIN ab_role <alias> ON <alias>.id = <idSql>`: joins the role an id column points at. */
export const roleJoin = (alias: string, idSql: string): string => `JOIN ab_role ${alias} ON ${alias}.id = ${idSql}`;

/** The ids among `ids` of roles that exist. */
export async function existingRoleIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows: { id: number }[] = await db.query(`SELECT id FROM ab_role WHERE id = ANY($1::int[])`, [[...ids]]);
  return rows.map((r) => r.id);
}

/** The roles picker (FAB's related/roles): roles whose name contains the text, by name; `includeIds` appended as for users. */
export async function relatedRoles(db: Queryable, args: RelatedUsersArgs): Promise<{ count: number; items: RelatedUser[] }> {
  const include = args.includeIds ?? [];
  if (include.length && args.page > 0) throw errors.invalidFields({}, 'Could not process entity');
  const { offset, limit } = normalisePage(args.page, args.pageSize);
  const text = (args.filter ?? '').trim().toLowerCase();
  const match = `($1 = '' OR LOWER(r.name) LIKE $2 ESCAPE '\\')`;
  const params = [text, `%${escapeLike(text)}%`];
  const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM ab_role r WHERE ${match}`, params);
  const rows: { id: number; name: string }[] = await db.query(`SELECT r.id, r.name FROM ab_role r WHERE ${match} ORDER BY r.name, r.id LIMIT $3 OFFSET $4`, [...params, limit, offset]);
  const items: RelatedUser[] = rows.map((r) => ({ value: r.id, text: r.name }));
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra: { id: number; name: string }[] = await db.query(`SELECT r.id, r.name FROM ab_role r WHERE r.id = ANY($1::int[]) ORDER BY r.name, r.id`, [missing]);
  const merged = [...items, ...extra.map((r) => ({ value: r.id, text: r.name }))];
  return { count: merged.length, items: merged };
}
