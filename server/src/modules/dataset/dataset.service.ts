/**
 * Reading datasets: the list (filters, sort, paging), one dataset, and the pickers around them (related
 * owners and databases, distinct schemas and catalogs, related charts and dashboards), each limited to
 * what the actor may see (REST ref §8.4: datasets follow data access).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { buildListWhere, escapeLike, normalisePage, SortDirection, type ListArgs, type Page } from '../../platform/list-query';
import { relatedPage, type RelatedList } from '../../platform/related-args';
import { dbFor, type Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { relatedDatabaseOptions } from '../database';
import { relatedOwners } from '../security';
import { accessibleDatabaseIds, accessibleDatasetIds } from './dataset-access';
import type { DatasetDependents } from './dataset-dependents';
import type { TableRow } from '../../platform/entity-select';
import { datasetsWithDatabase, toDataset } from './dataset-rows';
import type { Dataset as DatasetEntity } from './dataset.entity';
import { DATASET_FILTERS, DATASET_ORDERS } from './dataset.list-spec';
import {
  Dataset,
  DatasetDistinctColumn,
  DatasetOrderField,
  type DatasetDistinctList,
  type DatasetRelatedObjects,
} from './dataset.types';

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly dependents: DatasetDependents,
  ) {}

  db(ctx: RequestContext): EntityManager {
    return dbFor(ctx, this.dataSource);
  }

  async list(ctx: RequestContext, args: ListArgs<DatasetOrderField>): Promise<Page<Dataset>> {
    const actor = ctx.require('can_read', 'Dataset');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(DATASET_FILTERS, args.filters, { userId: actor.user.id });
    const vis = await datasetVisibility(db, actor, where.params.length + 1);
    const predicate = `${where.sql} AND ${vis.sql}`;
    const params = [...where.params, ...vis.params];

    const orderSql = DATASET_ORDERS[args.orderBy ?? DatasetOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    // The list's predicates and orders are SQL: the page's ids come from them, with the count of every match
    // alongside (a page past the end has no row to carry it, so it is counted apart).
    const page: (Pick<TableRow<DatasetEntity>, 'id'> & { total: number })[] = await db.query(
      `SELECT t.id, COUNT(*) OVER ()::int AS total FROM tables t WHERE ${predicate}
        ORDER BY ${orderSql} ${direction} NULLS LAST, t.id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    if (!page.length) {
      if (offset === 0) return { count: 0, items: [] };
      const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM tables t WHERE ${predicate}`, params);
      return { count, items: [] };
    }
    const found = await datasetsWithDatabase(db, 't.id = ANY($1)', [page.map((r) => r.id)]);
    const byId = new Map(found.map((d) => [d.id, toDataset(d)]));
    return { count: page[0].total, items: page.flatMap((r) => byId.get(r.id) ?? []) };
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
    if (key.uuid && !/^[0-9a-f-]{36}$/i.test(key.uuid)) return null;
    if (key.id == null && !key.uuid) return null;
    const db = this.db(ctx);
    const visibleIds = await accessibleDatasetIds(db, actor);
    const visible = (id: number) => visibleIds === null || visibleIds.includes(id);
    if (key.id != null && !visible(key.id)) return null;
    const [found] = await datasetsWithDatabase(db, key.id != null ? 't.id = $1' : 't.uuid = $1', [key.id ?? key.uuid]);
    return found && visible(found.id) ? toDataset(found) : null;
  }

  /** The `owners` picker: users matching the text in "first last" or the username, by first name. */
  async relatedOwners(ctx: RequestContext, args: RelatedArgs): Promise<RelatedList> {
    ctx.require('can_read', 'Dataset');
    this.checkRelatedPage(args);
    return this.countIncluded(args, await relatedOwners(this.db(ctx), args));
  }

  /** The `database` picker: databases the actor may use, whose name starts with the text. */
  async relatedDatabases(ctx: RequestContext, args: RelatedArgs): Promise<RelatedList> {
    const actor = ctx.require('can_read', 'Dataset');
    const ids = await accessibleDatabaseIds(this.db(ctx), actor);
    this.checkRelatedPage(args);
    return this.countIncluded(args, relatedPage(await relatedDatabaseOptions(this.db(ctx), ids, args)));
  }

  /** With include_ids the dataset pickers count what they answer (the page plus the included ids). */
  private countIncluded(args: RelatedArgs, page: RelatedList): RelatedList {
    return args.includeIds?.length ? { count: page.items.length, items: page.items } : page;
  }

  /** FAB's related endpoint refuses include_ids with a later page. */
  private checkRelatedPage(args: RelatedArgs): void {
    normalisePage(args.page, args.pageSize);
    if (args.includeIds?.length && args.page !== 0) throw new TesseraError('GENERIC_COMMAND_ERROR', 'Could not process entity', { code: 'UNPROCESSABLE' });
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
    return this.dependents.relatedObjects(this.db(ctx), [id]);
  }
}
