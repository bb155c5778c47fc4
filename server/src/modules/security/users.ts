/**
 * What other modules read of users (`ab_user` is this module's table): the user pickers, owner checks, user
 * summaries by id (one batched query per request), and the SQL fragments a query on another table joins or
 * orders by users with.
 */
import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { escapeLike } from '../../platform/list-query';
import { type Queryable, managerOf } from '../../platform/sql';
import { rowsWhereIn, type Prefixed, type TableRow } from '../../platform/entity-select';
import type { UserSummary } from './security.types';
import { User } from './user.entity';

/** `<kind> ab_user <alias> ON <alias>.id = <idSql>`: joins the user an id column points at. */
export const userJoin = (alias: string, idSql: string, kind: 'JOIN' | 'LEFT JOIN' = 'LEFT JOIN'): string => `${kind} ab_user ${alias} ON ${alias}.id = ${idSql}`;

/** A user's first or last name as a scalar subquery, for ORDER BY. */
export const userNameSql = (column: 'first_name' | 'last_name', idSql: string): string => `(SELECT u.${column} FROM ab_user u WHERE u.id = ${idSql})`;

/** An `ab_user` row as raw SQL returns it (the hashed password's column is `password`). */
export type UserRow = TableRow<User, { passwordHash: 'password' }>;

/** A user's name columns, what a summary shows. */
export type UserSummaryRow = Pick<UserRow, 'id' | 'username' | 'first_name' | 'last_name'>;

const summaryOf = (user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>): UserSummary => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** The summary of a user entity a relation loaded (an audit column's user); null when there is none. */
export const userEntitySummary = (user: User | null | undefined): UserSummary | null => (user ? summaryOf(user) : null);

/** The names of a joined user, each column under a prefix (`cu_username`): null where the join found no one. */
export type JoinedUserNames<P extends string> = Prefixed<Pick<UserRow, 'username' | 'first_name' | 'last_name'>, P>;

/** SELECT columns of the user joined as `alias`, named as JoinedUserNames<prefix> reads them. */
export const joinedUserColumns = (alias: string, prefix: string): string =>
  `${alias}.username AS ${prefix}username, ${alias}.first_name AS ${prefix}first_name, ${alias}.last_name AS ${prefix}last_name`;

/** The summary of the user an audit column points at, from its joined names; null when there is none. */
export function joinedUser<P extends string>(id: number | null, row: JoinedUserNames<P>, prefix: P): UserSummary | null {
  const names = row as Record<string, string | null>;
  const username = names[`${prefix}username`];
  if (id === null || username === null || username === undefined) return null;
  return { id, username, firstName: names[`${prefix}first_name`] ?? '', lastName: names[`${prefix}last_name`] ?? '' };
}

export const toUserSummary = (r: UserSummaryRow): UserSummary => ({
  id: r.id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
});

/** Users by id, batched per request: created_by, changed_by and the like of a list page. */
export function userSummaries(ctx: RequestContext, db: Queryable): DataLoader<number, UserSummary | null> {
  return ctx.loader('security:users', () => new DataLoader<number, UserSummary | null>(async (ids) => {
    const users = await rowsWhereIn(db, User, 'id', ids, ['id', 'username', 'firstName', 'lastName']);
    const byId = new Map<number, UserSummary>(users.map((u) => [u.id, summaryOf(u)]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** The ids among `ids` of users that exist. */
export async function existingUserIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await rowsWhereIn(db, User, 'id', ids, ['id'])).map((u) => u.id);
}

/** E-mail and active flag by user id (what an owner picker shows beside the name). */
export async function userContacts(db: Queryable, ids: readonly number[]): Promise<Map<number, { email: string; active: boolean }>> {
  const users = ids.length ? await managerOf(db).find(User, { select: { id: true, email: true, active: true }, where: { id: In([...ids]) } }) : [];
  return new Map(users.map((u) => [u.id, { email: u.email, active: !!u.active }]));
}

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

/**
 * The user pickers of the lists (FAB's related/owners, created_by, changed_by): users whose "first last" or
 * username contains the text, by first name; ids in `includeIds` are appended when the page lacks them (the
 * count is then the merged length), which only the first page may ask for.
 */
export async function relatedUsers(db: Queryable, args: RelatedUsersArgs): Promise<{ count: number; items: RelatedUser[] }> {
  const include = args.includeIds ?? [];
  if (include.length && args.page > 0) throw errors.invalidFields({}, 'Could not process entity');
  if (!Number.isInteger(args.page) || args.page < 0 || !Number.isInteger(args.pageSize) || args.pageSize < 1) {
    throw errors.badInput('page and pageSize must be a non-negative and a positive integer');
  }
  const text = (args.filter ?? '').trim().toLowerCase();
  const em = managerOf(db);
  const page = em.createQueryBuilder(User, 'u').select(['u.id', 'u.firstName', 'u.lastName']);
  if (text) {
    page.where(`(LOWER(u.firstName || ' ' || u.lastName) LIKE :pattern ESCAPE '\\' OR LOWER(u.username) LIKE :pattern ESCAPE '\\')`, { pattern: `%${escapeLike(text)}%` });
  }
  const toItem = (u: Pick<User, 'id' | 'firstName' | 'lastName'>): RelatedUser => ({ value: u.id, text: `${u.firstName} ${u.lastName}` });
  const [users, count] = await page.orderBy('u.firstName').addOrderBy('u.lastName').addOrderBy('u.id').offset(args.page * args.pageSize).limit(args.pageSize).getManyAndCount();
  const items: RelatedUser[] = users.map(toItem);
  const missing = include.filter((id) => !items.some((i) => i.value === id));
  if (!missing.length) return { count, items };
  const extra = await em.find(User, { select: { id: true, firstName: true, lastName: true }, where: { id: In(missing) }, order: { firstName: 'ASC', id: 'ASC' } });
  const merged = [...items, ...extra.map(toItem)];
  return { count: merged.length, items: merged };
}

/** The owner pickers: related users with their e-mail and active flag (FAB's related `extra`). */
export async function relatedOwners(db: Queryable, args: RelatedUsersArgs): Promise<{ count: number; items: (RelatedUser & { extra: { email: string; active: boolean } | Record<string, never> })[] }> {
  const page = await relatedUsers(db, args);
  const contacts = await userContacts(db, page.items.map((u) => u.value));
  return { count: page.count, items: page.items.map((u) => ({ ...u, extra: contacts.get(u.value) ?? {} })) };
}
