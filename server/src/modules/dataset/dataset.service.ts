/**
 * Reading datasets: the list (filters, sort, paging), one dataset, and the pickers around them (related
 * owners and databases, distinct schemas and catalogs, related charts and dashboards), each limited to
 * what the actor may see (REST ref §8.4: datasets follow data access).
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { buildListWhere, escapeLike, normalisePage, SortDirection, type ListFilterInput } from '../../platform/list-query';
import { dbFor, type Queryable } from '../../platform/sql';
import { chartsAndDashboardsOf } from '../chart/related-objects';
import type { Actor } from '../security/actor';
import { accessibleDatabaseIds, accessibleDatasetIds } from './dataset-access';
import { DATASET_COLUMNS, toDataset, type DatasetRow } from './dataset-rows';
import { DATASET_FILTERS, DATASET_ORDERS } from './dataset.list-spec';
import {
  Dataset,
  DatasetDistinctColumn,
  DatasetOrderField,
  type DatasetDistinctList,
  type DatasetRelatedList,
  type DatasetRelatedObjects,
} from './dataset.types';

export interface DatasetListArgs {
  filters: ListFilterInput[];
  orderBy?: DatasetOrderField | null;
  orderDirection?: SortDirection | null;
  page: number;
  pageSize: number;
}

export interface RelatedArgs {
  filter?: string | null;
  page: number;
  pageSize: number;
  includeIds?: number[] | null;
}


/** `AND`-able predicate restricting `tables t` to the datasets the actor may see. */
export async function datasetVisibility(db: Queryable, actor: Actor, nextParam: number): Promise<{ sql: string; params: unknown[] }> {
  const ids = await accessibleDatasetIds(db, actor);
  if (ids === null) return { sql: 'TRUE', params: [] };
  return { sql: `t.id = ANY($${nextParam})`, params: [ids] };
}

export class DatasetService {
  constructor(private readonly dataSource: DataSource) {}

  db(ctx: RequestContext): Queryable {
    return dbFor(ctx, this.dataSource);
  }

  async list(ctx: RequestContext, args: DatasetListArgs): Promise<{ count: number; items: Dataset[] }> {
    const actor = ctx.require('can_read', 'Dataset');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(DATASET_FILTERS, args.filters, { userId: actor.user.id });
    const vis = await datasetVisibility(db, actor, where.params.length + 1);
    const predicate = `${where.sql} AND ${vis.sql}`;
    const params = [...where.params, ...vis.params];

    const orderSql = DATASET_ORDERS[args.orderBy ?? DatasetOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM tables t WHERE ${predicate}`, params);
    const rows: DatasetRow[] = await db.query(
      `SELECT ${DATASET_COLUMNS} FROM tables t WHERE ${predicate}
        ORDER BY ${orderSql} ${direction} NULLS LAST, t.id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { count, items: rows.map(toDataset) };
  }

  /** One dataset by id or uuid; null when it does not exist or the actor may not see it. */
  async get(ctx: RequestContext, key: { id?: number | null; uuid?: string | null }): Promise<Dataset | null> {
    return this.visible(ctx, ctx.require('can_read', 'Dataset'), key);
  }

  /**
   * A dataset for drilling by its columns (Superset's drill_info): `can_get_drill_info` instead of
   * `can_read`, same data access. Superset also lets dashboard viewers through; that comes with dashboards.
   */
  async drillInfo(ctx: RequestContext, id: number): Promise<Dataset | null> {
    return this.visible(ctx, ctx.require('can_get_drill_info', 'Dataset'), { id });
  }

  private async visible(ctx: RequestContext, actor: Actor, key: { id?: number | null; uuid?: string | null }): Promise<Dataset | null> {
    if (key.id == null && !key.uuid) return null;
    if (key.uuid && !/^[0-9a-f-]{36}$/i.test(key.uuid)) return null;
    const db = this.db(ctx);
    const vis = await datasetVisibility(db, actor, 2);
    const byKey = key.id != null ? 't.id = $1' : 't.uuid = $1';
    const rows: DatasetRow[] = await db.query(`SELECT ${DATASET_COLUMNS} FROM tables t WHERE ${byKey} AND ${vis.sql}`, [key.id ?? key.uuid, ...vis.params]);
    return rows[0] ? toDataset(rows[0]) : null;
  }

  /** The `owners` picker: users matching the text in "first last" or the username, by first name. */
  async relatedOwners(ctx: RequestContext, args: RelatedArgs): Promise<DatasetRelatedList> {
    ctx.require('can_read', 'Dataset');
    const text = (args.filter ?? '').trim().toLowerCase();
    const match = `($1 = '' OR LOWER(u.first_name || ' ' || u.last_name) LIKE $2 ESCAPE '\\' OR LOWER(u.username) LIKE $2 ESCAPE '\\')`;
    type UserRow = { id: number; first_name: string; last_name: string; email: string; active: boolean };
    const toOption = (u: UserRow) => ({ value: u.id, text: `${u.first_name} ${u.last_name}`, extra: { email: u.email, active: !!u.active } });
    return this.related(ctx, args, {
      count: `SELECT COUNT(*)::int AS count FROM ab_user u WHERE ${match}`,
      page: `SELECT u.id, u.first_name, u.last_name, u.email, u.active FROM ab_user u WHERE ${match}
              ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4`,
      byIds: `SELECT u.id, u.first_name, u.last_name, u.email, u.active FROM ab_user u WHERE u.id = ANY($1::int[]) ORDER BY u.first_name, u.id`,
      params: [text, `%${escapeLike(text)}%`],
      toOption,
    });
  }

  /** The `database` picker: databases the actor may use, whose name starts with the text. */
  async relatedDatabases(ctx: RequestContext, args: RelatedArgs): Promise<DatasetRelatedList> {
    const actor = ctx.require('can_read', 'Dataset');
    const ids = await accessibleDatabaseIds(this.db(ctx), actor);
    const text = (args.filter ?? '').trim().toLowerCase();
    // Null: every database. The cast keeps the parameter typed when it is null.
    const visible = (n: number) => `($${n}::int[] IS NULL OR d.id = ANY($${n}::int[]))`;
    const match = `LOWER(d.database_name) LIKE $1 ESCAPE '\\' AND ${visible(2)}`;
    type DbRow = { id: number; database_name: string };
    return this.related(ctx, args, {
      count: `SELECT COUNT(*)::int AS count FROM dbs d WHERE ${match}`,
      page: `SELECT d.id, d.database_name FROM dbs d WHERE ${match} ORDER BY d.database_name, d.id LIMIT $3 OFFSET $4`,
      byIds: `SELECT d.id, d.database_name FROM dbs d WHERE d.id = ANY($1) AND ${visible(2)} ORDER BY d.database_name, d.id`,
      params: [`${escapeLike(text)}%`, ids],
      byIdsParams: [ids],
      toOption: (d: DbRow) => ({ value: d.id, text: d.database_name, extra: {} }),
    });
  }

  /**
   * FAB's related endpoint: a page of options, plus `includeIds` appended when missing (then the count is
   * the merged length); include_ids with a later page is refused. `params` bind $1 and $2 of every query
   * but `byIds`, whose $1 is the ids and whose further parameters are `byIdsParams`.
   */
  private async related<T extends { id: number }>(
    ctx: RequestContext,
    args: RelatedArgs,
    q: {
      count: string;
      page: string;
      byIds: string;
      params: [unknown, unknown];
      byIdsParams?: unknown[];
      toOption: (row: T) => { value: number; text: string; extra: Record<string, unknown> };
    },
  ): Promise<DatasetRelatedList> {
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    if (args.includeIds?.length && args.page !== 0) throw new TesseraError('GENERIC_COMMAND_ERROR', 'Could not process entity', { code: 'UNPROCESSABLE' });
    const db = this.db(ctx);
    const [{ count }] = await db.query(q.count, q.params);
    const rows: T[] = await db.query(q.page, [...q.params, limit, offset]);
    const items = rows.map(q.toOption);
    if (!args.includeIds?.length) return { count, items };
    const missing = args.includeIds.filter((id) => !rows.some((r) => r.id === id));
    const extra: T[] = missing.length ? await db.query(q.byIds, [missing, ...(q.byIdsParams ?? [])]) : [];
    const merged = [...items, ...extra.map(q.toOption)];
    return { count: merged.length, items: merged };
  }

  /** Distinct schemas or catalogs of visible datasets, case-insensitive prefix match, ascending. */
  async distinct(ctx: RequestContext, column: DatasetDistinctColumn, args: RelatedArgs): Promise<DatasetDistinctList> {
    const actor = ctx.require('can_read', 'Dataset');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const col = column === DatasetDistinctColumn.CATALOG ? 't.catalog' : 't.schema';
    const vis = await datasetVisibility(db, actor, 2);
    const where = `${col} IS NOT NULL AND LOWER(${col}) LIKE $1 ESCAPE '\\' AND ${vis.sql}`;
    const params = [`${escapeLike((args.filter ?? '').toLowerCase())}%`, ...vis.params];
    const [{ count }] = await db.query(`SELECT COUNT(DISTINCT ${col})::int AS count FROM tables t WHERE ${where}`, params);
    const rows: { v: string }[] = await db.query(
      `SELECT DISTINCT ${col} AS v FROM tables t WHERE ${where} ORDER BY v LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { count, items: rows.map((r) => r.v) };
  }

  /** Charts built on the dataset and the dashboards showing them; 404 when the dataset is not visible. */
  async relatedObjects(ctx: RequestContext, id: number): Promise<DatasetRelatedObjects> {
    const dataset = await this.get(ctx, { id });
    if (!dataset) throw errors.notFound();
    return chartsAndDashboardsOf(this.db(ctx), [id]);
  }
}
