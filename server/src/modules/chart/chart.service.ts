/** Reading charts: list with filters/sort/paging and single lookup, both limited to what the actor may see. */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { parseJsonObjectText, parseJsonText } from '../../platform/json-text';
import { buildListWhere, normalisePage, SortDirection, type ListArgs, type Page } from '../../platform/list-query';
import { dbFor, type Queryable } from '../../platform/sql';
import { relatedOwners, relatedUsers, type RelatedUsersArgs } from '../security';
import { relatedPage, type RelatedList } from '../../platform/related-args';
import { accessibleDatasetIds } from '../dataset';
import type { Actor } from '../../platform/actor';
import type { ChartDashboardsPort } from './chart-dependents';
import { CHART_ORDERS, chartFilters } from './chart.list-spec';
import { Chart as ChartEntity } from './chart.entity';
import { Chart, ChartOrderField } from './chart.types';

/** A `slices` row as the chart services read it. */
export type ChartRow = TableRow<ChartEntity>;

export const CHART_COLUMNS = tableColumns(ChartEntity, 'c');

/** The one mapping from a `slices` row to the GraphQL Chart. */
export function toChart(r: ChartRow): Chart {
  return Object.assign(new Chart(), {
    id: r.id,
    uuid: r.uuid,
    sliceName: r.slice_name,
    description: r.description,
    vizType: r.viz_type ?? 'table',
    params: parseJsonObjectText(r.params),
    paramsText: r.params,
    queryContext: parseJsonText(r.query_context),
    queryContextText: r.query_context,
    cacheTimeout: r.cache_timeout,
    certifiedBy: r.certified_by,
    certificationDetails: r.certification_details,
    isManagedExternally: !!r.is_managed_externally,
    externalUrl: r.external_url,
    datasourceId: r.datasource_id,
    datasourceType: r.datasource_type,
    url: chartExploreUrl(r.id),
    sliceUrl: `/explore/?slice_id=${r.id}&form_data=${encodeURIComponent(JSON.stringify({ slice_id: r.id }))}`,
    editUrl: `/chart/edit/${r.id}`,
    thumbnailUrl: null,
    createdOn: r.created_on,
    changedOn: r.changed_on,
    lastSavedAt: r.last_saved_at,
    createdById: r.created_by_fk,
    changedById: r.changed_by_fk,
    lastSavedById: r.last_saved_by_fk,
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

  /** Charts are visible when their dataset is (REST ref §8.4). */
  private async visibility(db: Queryable, actor: Actor, nextParam: number): Promise<{ sql: string; params: unknown[] }> {
    const ids = await accessibleDatasetIds(db, actor);
    if (ids === null) return { sql: 'TRUE', params: [] };
    return { sql: `(c.datasource_type IN ('table', 'dataset') AND c.datasource_id = ANY($${nextParam}))`, params: [ids] };
  }

  async list(ctx: RequestContext, args: ListArgs<ChartOrderField>): Promise<Page<Chart>> {
    const actor = ctx.require('can_read', 'Chart');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(chartFilters(this.dashboards.get()), args.filters, { userId: actor.user.id });
    const vis = await this.visibility(db, actor, where.params.length + 1);
    const predicate = `${where.sql} AND ${vis.sql}`;
    const params = [...where.params, ...vis.params];

    const orderSql = CHART_ORDERS[args.orderBy ?? ChartOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM slices c WHERE ${predicate}`, params);
    const rows: ChartRow[] = await db.query(
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
  async visibleNames(ctx: RequestContext, ids: readonly number[]): Promise<Pick<ChartRow, 'id' | 'slice_name'>[]> {
    const actor = ctx.requireActor();
    if (!ids.length) return [];
    const db = this.db(ctx);
    const vis = await this.visibility(db, actor, 2);
    return db.query(`SELECT c.id, c.slice_name FROM slices c WHERE c.id = ANY($1::int[]) AND ${vis.sql}`, [[...ids], ...vis.params]);
  }

  /**
   * A chart by id whatever its dataset (can_read on Chart): Explore then checks the dataset itself, so an
   * inaccessible dataset answers 403 as Superset does rather than looking like a missing chart.
   */
  async findForExplore(ctx: RequestContext, id: number): Promise<Chart | null> {
    ctx.require('can_read', 'Chart');
    const rows: ChartRow[] = await this.db(ctx).query(`SELECT ${CHART_COLUMNS} FROM slices c WHERE c.id = $1`, [id]);
    return rows[0] ? toChart(rows[0]) : null;
  }

  /** One chart by id or uuid; null when it does not exist or the actor may not see it. */
  async get(ctx: RequestContext, key: { id?: number | null; uuid?: string | null }): Promise<Chart | null> {
    const actor = ctx.require('can_read', 'Chart');
    const db = this.db(ctx);
    if (key.id == null && !key.uuid) return null;
    if (key.uuid && !/^[0-9a-f-]{36}$/i.test(key.uuid)) return null;
    const vis = await this.visibility(db, actor, 2);
    const byKey = key.id != null ? 'c.id = $1' : 'c.uuid = $1';
    const rows: ChartRow[] = await db.query(`SELECT ${CHART_COLUMNS} FROM slices c WHERE ${byKey} AND ${vis.sql}`, [key.id ?? key.uuid, ...vis.params]);
    return rows[0] ? toChart(rows[0]) : null;
  }
}
