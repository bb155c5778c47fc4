/**
 * One page of a list whose rows are entities: the list's predicates (the one list mechanism's `buildListWhere`),
 * count, order and paging run in SQL over the ids, then the page's entities load with their relations and come
 * back in that order. The services of tables without a list query of their own (CSS templates, tags,
 * annotation layers and annotations) read their pages through it.
 */
import { In, type EntityManager, type EntityTarget, type FindOptionsRelations, type FindOptionsWhere } from 'typeorm';
import { buildListWhere, normalisePage, SortDirection, type FilterFieldSpec, type ListArgs, type Page } from './list-query';

export interface EntityPageQuery<E extends { id: number }, O extends string> {
  entity: EntityTarget<E>;
  /** The table, read under `alias` (the alias the filter and order declarations use). */
  from: string;
  alias: string;
  filters: Record<string, FilterFieldSpec>;
  orders: Record<O, string>;
  /** A fixed condition with `$1`.. placeholders, AND-ed before the filters (the layer of an annotation list). */
  scope?: { sql: string; params: unknown[] };
  /** The order without an asked one (FAB's base order, else the id). */
  defaultOrder: string;
  relations: FindOptionsRelations<E>;
}

/** `em`: the request's manager (its transaction's, when it has one), which runs both the id query and the load. */
export async function readEntityPage<E extends { id: number }, O extends string>(em: EntityManager, q: EntityPageQuery<E, O>, args: ListArgs<O>, userId: number): Promise<Page<E>> {
  const { offset, limit } = normalisePage(args.page, args.pageSize);
  const scopeParams = q.scope?.params ?? [];
  const where = buildListWhere(q.filters, args.filters, { userId }, scopeParams.length + 1);
  const condition = q.scope ? `(${q.scope.sql}) AND ${where.sql}` : where.sql;
  const params = [...scopeParams, ...where.params];
  const order = args.orderBy ? `${q.orders[args.orderBy]} ${args.orderDirection ?? SortDirection.ASC} NULLS LAST, ${q.alias}.id` : q.defaultOrder;
  const [{ count }] = await em.query(`SELECT COUNT(*)::int AS count FROM ${q.from} ${q.alias} WHERE ${condition}`, params);
  const ids: { id: number }[] = await em.query(
    `SELECT ${q.alias}.id FROM ${q.from} ${q.alias} WHERE ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  if (!ids.length) return { count, items: [] };
  const found = await em.find(q.entity, { where: { id: In(ids.map((r) => r.id)) } as FindOptionsWhere<E>, relations: q.relations });
  const byId = new Map(found.map((e) => [e.id, e]));
  return { count, items: ids.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : [])) };
}
