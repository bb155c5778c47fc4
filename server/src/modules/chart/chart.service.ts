/** Reading charts: list with filters/sort/paging and single lookup, both limited to what the actor may see. */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import type { EntityRow, TableRow } from '../../platform/entity-select';
import { parseJsonObjectText, parseJsonText } from '../../platform/json-text';
import { buildListWhere, normalisePage, SortDirection, type ListArgs, type Page } from '../../platform/list-query';
import { dbFor, type Queryable } from '../../platform/sql';
import { relatedOwners, relatedUsers, type RelatedUsersArgs } from '../security';
import { relatedPage, type RelatedList } from '../../platform/related-args';
import { accessibleDatasetIds } from '../dataset';
import type { ChartDashboardsPort } from './chart-dependents';
import { CHART_COLUMNS, chartRow } from './chart-store';
import { DATASET_TYPES } from './chart-validation';
import { CHART_ORDERS, chartFilters } from './chart.list-spec';
import { Chart as ChartEntity } from './chart.entity';
import { Chart, ChartOrderField } from './chart.types';

/** A chart's columns under its entity's properties: what the repository loads and what the list selects. */
export type ChartColumns = EntityRow<ChartEntity>;

/** The one mapping from a chart to the GraphQL Chart. */
export function toChart(c: ChartColumns): Chart {
  return Object.assign(new Chart(), {
    id: c.id,
    uuid: c.uuid,
    sliceName: c.sliceName,
    description: c.description,
    vizType: c.vizType ?? 'table',
    params: parseJsonObjectText(c.params),
    paramsText: c.params,
    queryContext: parseJsonText(c.queryContext),
    queryContextText: c.queryContext,
    cacheTimeout: c.cacheTimeout,
    certifiedBy: c.certifiedBy,
    certificationDetails: c.certificationDetails,
    isManagedExternally: !!c.isManagedExternally,
    externalUrl: c.externalUrl,
    datasourceId: c.datasourceId,
    datasourceType: c.datasourceType,
    url: chartExploreUrl(c.id),
    sliceUrl: `/explore/?slice_id=${c.id}&form_data=${encodeURIComponent(JSON.stringify({ slice_id: c.id }))}`,
    editUrl: `/chart/edit/${c.id}`,
    thumbnailUrl: null,
    createdOn: c.createdOn,
    changedOn: c.changedOn,
    lastSavedAt: c.lastSavedAt,
    createdById: c.createdByFk,
    changedById: c.changedByFk,
    lastSavedById: c.lastSavedByFk,
  });
}

/** Where a saved chart opens (Slice.build_explore_url). */
export const chartExploreUrl = (id: number) => `/explore/?slice_id=${id}`;

export class ChartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dashboards: ChartDashboardsPort,
  ) {}

  db(ctx: RequestContext): Queryable {
    return dbFor(ctx, this.dataSource);
  }

  /**
   * Charts are visible when their dataset is (REST ref §8.4): the datasets whose charts the actor sees, null
   * for all, as a predicate over `slices c` (its parameter numbered `nextParam`) for the list's SQL.
   */
  private static visibilitySql(datasetIds: number[] | null, nextParam: number): { sql: string; params: unknown[] } {
    if (datasetIds === null) return { sql: 'TRUE', params: [] };
    return { sql: `(c.datasource_type IN (${DATASET_TYPES.map((t) => `'${t}'`).join(', ')}) AND c.datasource_id = ANY($${nextParam}))`, params: [datasetIds] };
  }

  async list(ctx: RequestContext, args: ListArgs<ChartOrderField>): Promise<Page<Chart>> {
    const actor = ctx.require('can_read', 'Chart');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(chartFilters(this.dashboards.get()), args.filters, { userId: actor.user.id });
    const vis = ChartService.visibilitySql(await accessibleDatasetIds(db, actor), where.params.length + 1);
    const predicate = `${where.sql} AND ${vis.sql}`;
    const params = [...where.params, ...vis.params];

    const orderSql = CHART_ORDERS[args.orderBy ?? ChartOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM slices c WHERE ${predicate}`, params);
    const rows: ChartColumns[] = await db.query(
      `SELECT ${CHART_COLUMNS} FROM slices c WHERE ${predicate}
        ORDER BY ${orderSql} ${direction} NULLS LAST, c.id ${direction}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { count, items: rows.map(toChart) };
  }

  /**
   * FAB's related/{owners,created_by,changed_by} user pickers. Owners carry the user's email and active flag
   * (FAB's related `extra`), the audit columns nothing.
   */
  async relatedUsers(ctx: RequestContext, column: 'owners' | 'created_by' | 'changed_by', args: RelatedUsersArgs): Promise<RelatedList> {
    ctx.require('can_read', 'Chart');
    const db = this.db(ctx);
    if (column === 'owners') return relatedOwners(db, args);
    return relatedPage(await relatedUsers(db, args));
  }

  /** The ids among `ids` of charts that exist and the actor may see (favourites, bulk answers). */
  async visibleIds(ctx: RequestContext, ids: readonly number[]): Promise<number[]> {
    return (await this.visibleNames(ctx, ids)).map((r) => r.id);
  }

  /** The charts among `ids` that exist and the actor may see, with their names (recent activity). */
  async visibleNames(ctx: RequestContext, ids: readonly number[]): Promise<Pick<TableRow<ChartEntity>, 'id' | 'slice_name'>[]> {
    const actor = ctx.requireActor();
    if (!ids.length) return [];
    const em = dbFor(ctx, this.dataSource);
    const vis = ChartService.visibilitySql(await accessibleDatasetIds(em, actor), 2);
    return em.query(`SELECT c.id, c.slice_name FROM slices c WHERE c.id = ANY($1) AND ${vis.sql} ORDER BY c.id`, [[...ids], ...vis.params]);
  }

  /**
   * A chart by id whatever its dataset (can_read on Chart): Explore then checks the dataset itself, so an
   * inaccessible dataset answers 403 as Superset does rather than looking like a missing chart.
   */
  async findForExplore(ctx: RequestContext, id: number): Promise<Chart | null> {
    ctx.require('can_read', 'Chart');
    const found = await chartRow(dbFor(ctx, this.dataSource), id);
    return found ? toChart(found) : null;
  }

  /** One chart by id or uuid; null when it does not exist or the actor may not see it. */
  async get(ctx: RequestContext, key: { id?: number | null; uuid?: string | null }): Promise<Chart | null> {
    const actor = ctx.require('can_read', 'Chart');
    const em = dbFor(ctx, this.dataSource);
    if (key.id == null && !key.uuid) return null;
    if (key.uuid && !/^[0-9a-f-]{36}$/i.test(key.uuid)) return null;
    const vis = ChartService.visibilitySql(await accessibleDatasetIds(em, actor), 2);
    // A hot read (every chart page and REST GET): one statement whose text is built once, no per-call find.
    const [found]: ChartColumns[] = await em.query(`SELECT ${CHART_COLUMNS} FROM slices c WHERE ${key.id != null ? 'c.id' : 'c.uuid'} = $1 AND ${vis.sql}`, [key.id ?? key.uuid, ...vis.params]);
    return found ? toChart(found) : null;
  }
}
