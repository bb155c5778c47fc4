/**
 * The query history (REST ref §6.7): SQL Lab runs, the caller's own unless they hold `all_query_access`
 * (Admin does), through the one list mechanism; plus the pickers of its filters.
 */
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { buildListWhere, escapeLike, normalisePage, SortDirection, type ListArgs } from '../../platform/list-query';
import { dbFor } from '../../platform/sql';
import { relatedUsers } from '../security';
import { relatedDatabaseOptions } from '../database';
import { accessibleDatabaseIds } from '../dataset';
import type { RelatedArgs, SqlLabDistinctList, SqlLabRelatedList } from '../saved-query';
import type { Actor } from '../../platform/actor';
import { QUERY_FILTERS, QUERY_ORDERS } from './query-list.list-spec';
import { QueryOrderField, type SqlLabQueryList } from './query-list.types';
import { Query } from './query.entity';
import { toSqlLabQuery } from './query.types';

export const seesAllQueries = (actor: Actor) => actor.isAdmin || actor.can('all_query_access', 'all_query_access');

export class QueryListService {
  constructor(private readonly dataSource: DataSource) {}

  /** The base filter: own runs unless all queries are visible. `n` is the placeholder number to use. */
  private visibility(actor: Actor, n: number) {
    return seesAllQueries(actor) ? { sql: 'TRUE', params: [] } : { sql: `q.user_id = $${n}`, params: [actor.user.id] };
  }

  async list(ctx: RequestContext, args: ListArgs<QueryOrderField>): Promise<SqlLabQueryList> {
    const actor = ctx.require('can_read', 'Query');
    const db = dbFor(ctx, this.dataSource);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(QUERY_FILTERS, args.filters, { userId: actor.user.id });
    const vis = this.visibility(actor, where.params.length + 1);
    const params = [...where.params, ...vis.params];
    const predicate = `${where.sql} AND ${vis.sql}`;
    const orderSql = QUERY_ORDERS[args.orderBy ?? QueryOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM query q WHERE ${predicate}`, params);
    const ids: { id: number }[] = await db.query(
      `SELECT q.id FROM query q WHERE ${predicate} ORDER BY ${orderSql} ${direction} NULLS LAST, q.id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    if (!ids.length) return { count, items: [] };
    const manager = dbFor(ctx, this.dataSource);
    const rows = await manager.getRepository(Query).find({ where: { id: In(ids.map((r) => r.id)) }, relations: { database: true, user: true } });
    const byId = new Map(rows.map((q) => [q.id, q]));
    return { count, items: ids.flatMap(({ id }) => (byId.has(id) ? [toSqlLabQuery(byId.get(id)!)] : [])) };
  }

  async relatedDatabases(ctx: RequestContext, args: RelatedArgs): Promise<SqlLabRelatedList> {
    const actor = ctx.require('can_read', 'Query');
    const db = dbFor(ctx, this.dataSource);
    return relatedDatabaseOptions(db, await accessibleDatabaseIds(db, actor), args);
  }

  relatedUsers(ctx: RequestContext, args: RelatedArgs): Promise<SqlLabRelatedList> {
    ctx.require('can_read', 'Query');
    return relatedUsers(dbFor(ctx, this.dataSource), args);
  }

  /** Distinct statuses of the runs the caller sees (distinct/status). */
  async distinctStatus(ctx: RequestContext, args: RelatedArgs): Promise<SqlLabDistinctList> {
    const actor = ctx.require('can_read', 'Query');
    const db = dbFor(ctx, this.dataSource);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const vis = this.visibility(actor, 2);
    const where = `q.status IS NOT NULL AND LOWER(q.status) LIKE $1 ESCAPE '\\' AND ${vis.sql}`;
    const params = [`${escapeLike((args.filter ?? '').toLowerCase())}%`, ...vis.params];
    const [{ count }] = await db.query(`SELECT COUNT(DISTINCT q.status)::int AS count FROM query q WHERE ${where}`, params);
    const rows: { v: string }[] = await db.query(
      `SELECT DISTINCT q.status AS v FROM query q WHERE ${where} ORDER BY v LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { count, items: rows.map((r) => r.v) };
  }
}
