/**
 * The user pickers of the database list (FAB's related/created_by and related/changed_by): users whose
 * "first last" or username contains the text, by first name; ids in `includeIds` are appended when the
 * page lacks them (the count is then the merged length), which only the first page may ask for.
 */
import { errors } from '../../platform/errors';
import { escapeLike } from '../../platform/list-query';
import type { Queryable } from '../../platform/sql';

export interface RelatedUsersArgs {
  filter?: string | null;
  page: number;
  pageSize: number;
  includeIds?: number[] | null;
}

export interface RelatedUser {
  value: number;
  text: string;
}


export async function relatedUsers(db: Queryable, args: RelatedUsersArgs): Promise<{ count: number; items: RelatedUser[] }> {
  const include = args.includeIds ?? [];
  if (include.length && args.page > 0) throw errors.invalidFields({}, 'Could not process entity');
  if (!Number.isInteger(args.page) || args.page < 0 || !Number.isInteger(args.pageSize) || args.pageSize < 1) {
    throw errors.badInput('page and pageSize must be a non-negative and a positive integer');
  }
  const text = (args.filter ?? '').trim().toLowerCase();
  const match = `($1 = '' OR LOWER(u.first_name || ' ' || u.last_name) LIKE $2 ESCAPE '\\' OR LOWER(u.username) LIKE $2 ESCAPE '\\')`;
  const params = [text, `%${escapeLike(text)}%`];
  const toItem = (u: { id: number; first_name: string; last_name: string }): RelatedUser => ({ value: u.id, text: `${u.first_name} ${u.last_name}` });
  const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM ab_user u WHERE ${match}`, params);
  const rows = await db.query(`SELECT u.id, u.first_name, u.last_name FROM ab_user u WHERE ${match} ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4`, [
    ...params,
    args.pageSize,
    args.page * args.pageSize,
  ]);
  const items: RelatedUser[] = rows.map(toItem);
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra = await db.query('SELECT u.id, u.first_name, u.last_name FROM ab_user u WHERE u.id = ANY($1::int[]) ORDER BY u.first_name, u.id', [missing]);
  const merged = [...items, ...extra.map(toItem)];
  return { count: merged.length, items: merged };
}
