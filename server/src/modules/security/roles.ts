/**
 * What other modules read of roles (`ab_role` is this module's table): the roles picker, existence checks,
 * and the SQL fragment a query on another table joins roles with.
 */
import { In } from 'typeorm';
import { errors } from '../../platform/errors';
import { escapeLike, normalisePage } from '../../platform/list-query';
import { type Queryable, managerOf } from '../../platform/sql';
import { Role } from './role.entity';
import type { RelatedUser, RelatedUsersArgs } from './users';

/** `JOIN ab_role <alias> ON <alias>.id = <idSql>`: joins the role an id column points at. */
export const roleJoin = (alias: string, idSql: string): string => `JOIN ab_role ${alias} ON ${alias}.id = ${idSql}`;

/** The ids among `ids` of roles that exist. */
export async function existingRoleIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const roles = await managerOf(db).find(Role, { select: { id: true }, where: { id: In([...ids]) } });
  return roles.map((r) => r.id);
}

/** The roles picker (FAB's related/roles): roles whose name contains the text, by name; `includeIds` appended as for users. */
export async function relatedRoles(db: Queryable, args: RelatedUsersArgs): Promise<{ count: number; items: RelatedUser[] }> {
  const include = args.includeIds ?? [];
  if (include.length && args.page > 0) throw errors.invalidFields({}, 'Could not process entity');
  const { offset, limit } = normalisePage(args.page, args.pageSize);
  const text = (args.filter ?? '').trim().toLowerCase();
  const em = managerOf(db);
  const page = em.createQueryBuilder(Role, 'r').select(['r.id', 'r.name']);
  if (text) page.where(`LOWER(r.name) LIKE :pattern ESCAPE '\\'`, { pattern: `%${escapeLike(text)}%` });
  const toItem = (r: Pick<Role, 'id' | 'name'>): RelatedUser => ({ value: r.id, text: r.name });
  const [roles, count] = await page.orderBy('r.name').addOrderBy('r.id').offset(offset).limit(limit).getManyAndCount();
  const items: RelatedUser[] = roles.map(toItem);
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra = await em.find(Role, { select: { id: true, name: true }, where: { id: In(missing) }, order: { name: 'ASC', id: 'ASC' } });
  const merged = [...items, ...extra.map(toItem)];
  return { count: merged.length, items: merged };
}
