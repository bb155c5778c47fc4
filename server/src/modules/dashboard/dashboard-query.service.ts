/**
 * Reading dashboards: by id, uuid or slug; the list with Superset's filters; the charts, datasets and tabs
 * of one; the related-object pickers; and what the actor may do with each. Everything is limited to the
 * dashboards the actor may see (dashboard-access.ts); a dashboard they may not see is not found.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { entityColumns, rowsWhereIn, tableColumns, type EntityRow, type TableRow } from '../../platform/entity-select';
import { parseJsonObjectText } from '../../platform/json-text';
import { buildListWhere, normalisePage, numbered, SortDirection, type ListArgs, type Page } from '../../platform/list-query';
import { type Chart as ChartEntity, chartExploreUrl } from '../chart';
import { relatedPage, type RelatedList } from '../../platform/related-args';
import { accessibleDatasetIds } from '../dataset';
import { type DatasourceMetadata, type DatasourceMetadataService, sliceFormData } from '../explore';
import { relatedOwners, relatedRoles, relatedUsers, type RelatedUsersArgs } from '../security';
import { dashboardPolicyTarget, dashboardUrl, dashboardVisibility } from './dashboard-access';
import { Dashboard as DashboardEntity } from './dashboard.entity';
import { DASHBOARD_FILTERS, DASHBOARD_ORDERS } from './dashboard.list-spec';
import { dashboardLoaders } from './dashboard.loaders';
import { dashboardAbilities, roleGrantsDashboard, type DashboardAbilitiesView, type DashboardPolicyOptions, type DashboardPolicyTarget } from './dashboard.policy';
import { dashboardTabs, type DashboardTabTree } from './dashboard-position';
import { Dashboard, DashboardOrderField, DashboardRelatedColumn, type DashboardChart } from './dashboard.types';
import type { Layout } from './layout-rules';
import { dbFor } from '../../platform/sql';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const MAX_ID = 2_147_483_647;
/** The id column of `dashboards d`, the one column the raw queries below select. */
const ID = tableColumns(DashboardEntity, 'd', ['id']);
/** Every column of `dashboards d` under its property's name: a read row has the entity's shape. */
const DASHBOARD_COLUMNS = entityColumns(DashboardEntity, 'd');

/** `{id_or_slug}`: digits are an id, a UUID a uuid, anything else a slug. */
export function dashboardKey(idOrSlug: string): { sql: string; value: unknown } | null {
  const text = idOrSlug.trim();
  if (/^\d+$/.test(text)) return Number(text) <= MAX_ID ? { sql: 'd.id = $1', value: Number(text) } : null;
  if (UUID.test(text)) return { sql: 'd.uuid = $1', value: text.toLowerCase() };
  return text ? { sql: 'd.slug = $1', value: text } : null;
}

/** Superset's last_modified_time: changed_on in epoch seconds, microseconds dropped. */
export const lastModifiedTime = (changedOn: Date) => Math.floor(changedOn.getTime() / 1000);

/** The one mapping from the entity to the GraphQL Dashboard. */
export function toDashboard(d: EntityRow<DashboardEntity>): Dashboard {
  return Object.assign(new Dashboard(), {
    id: d.id,
    uuid: d.uuid,
    dashboardTitle: d.dashboardTitle ?? '',
    slug: d.slug,
    url: dashboardUrl(d),
    published: d.published,
    status: d.published ? 'published' : 'draft',
    css: d.css,
    description: d.description,
    certifiedBy: d.certifiedBy,
    certificationDetails: d.certificationDetails,
    isManagedExternally: d.isManagedExternally,
    externalUrl: d.externalUrl,
    positionJson: d.positionJson,
    jsonMetadata: d.jsonMetadata,
    thumbnailUrl: null,
    changedOn: d.changedOn,
    createdOn: d.createdOn,
    lastModifiedTime: lastModifiedTime(d.changedOn),
    themeId: d.themeId,
    createdById: d.createdByFk,
    changedById: d.changedByFk,
  });
}

function toDashboardChart(c: ChartEntity): DashboardChart {
  const params = parseJsonObjectText(c.params);
  const vizType = c.vizType ?? 'table';
  const onDataset = c.datasourceId != null && c.datasourceType != null;
  return {
    id: c.id,
    uuid: c.uuid,
    sliceName: c.sliceName,
    vizType,
    params,
    formData: sliceFormData({ id: c.id, params, vizType, datasourceId: c.datasourceId, datasourceType: c.datasourceType, cacheTimeout: c.cacheTimeout }),
    datasource: onDataset ? { id: c.datasourceId as number, type: c.datasourceType as string, uid: `${c.datasourceId}__${c.datasourceType}`, name: c.datasourceName } : null,
    description: c.description,
    cacheTimeout: c.cacheTimeout,
    certifiedBy: c.certifiedBy,
    certificationDetails: c.certificationDetails,
    changedOn: c.changedOn,
    sliceUrl: `/explore/?slice_id=${c.id}&form_data=${encodeURIComponent(JSON.stringify({ slice_id: c.id }))}`,
    url: chartExploreUrl(c.id),
  };
}

export class DashboardQueryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DashboardPolicyOptions,
    private readonly datasetMetadata: DatasourceMetadataService,
  ) {}

  em(ctx: RequestContext): EntityManager {
    return dbFor(ctx, this.dataSource);
  }

  /**
   * The dashboard behind `{id_or_slug}` when the actor may see it (can_read on Dashboard); 404 otherwise.
   * `lock` takes the row for the rest of the caller's transaction (writes).
   */
  async find(ctx: RequestContext, idOrSlug: string | number, lock = false): Promise<EntityRow<DashboardEntity>> {
    const actor = ctx.require('can_read', 'Dashboard');
    const key = dashboardKey(String(idOrSlug));
    if (!key) throw errors.notFound();
    const em = this.em(ctx);
    const visibility = await dashboardVisibility(em, actor, this.options);
    // Raw SQL: the visibility predicate is the list mechanism's (`?` numbered), and the lock is the row's alone;
    // the row comes back entity-shaped in the same statement (a hot read: every dashboard page and call).
    const [found]: EntityRow<DashboardEntity>[] = await em.query(
      `SELECT ${DASHBOARD_COLUMNS} FROM dashboards d WHERE ${key.sql}${visibility ? ` AND ${numbered(visibility, 2).sql}` : ''}${lock ? ' FOR UPDATE OF d' : ''}`,
      [key.value, ...(visibility?.params ?? [])],
    );
    if (!found) throw errors.notFound();
    return found;
  }

  async get(ctx: RequestContext, idOrSlug: string): Promise<Dashboard> {
    return toDashboard(await this.find(ctx, idOrSlug));
  }

  async list(ctx: RequestContext, args: ListArgs<DashboardOrderField>): Promise<Page<Dashboard>> {
    const actor = ctx.require('can_read', 'Dashboard');
    const em = this.em(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(DASHBOARD_FILTERS, args.filters, { userId: actor.user.id });
    const visibility = await dashboardVisibility(em, actor, this.options);
    const predicate = visibility ? `${where.sql} AND ${numbered(visibility, where.params.length + 1).sql}` : where.sql;
    const params = [...where.params, ...(visibility?.params ?? [])];
    const orderSql = DASHBOARD_ORDERS[args.orderBy ?? DashboardOrderField.CHANGED_ON];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    // Raw SQL: the predicate is the list mechanism's (filters and visibility); the page's entities load by id.
    const [{ count }]: { count: number }[] = await em.query(`SELECT COUNT(*)::int AS count FROM dashboards d WHERE ${predicate}`, params);
    const page: Pick<TableRow<DashboardEntity>, 'id'>[] = await em.query(
      `SELECT ${ID} FROM dashboards d WHERE ${predicate}
        ORDER BY ${orderSql} ${direction} NULLS LAST, d.id ${direction} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const ids = page.map((r) => r.id);
    const found = new Map((ids.length ? await rowsWhereIn(em, DashboardEntity, 'id', ids) : []).map((d) => [d.id, d]));
    return { count, items: ids.flatMap((id) => (found.has(id) ? [toDashboard(found.get(id)!)] : [])) };
  }

  async tabs(ctx: RequestContext, idOrSlug: string): Promise<DashboardTabTree> {
    const dashboard = await this.find(ctx, idOrSlug);
    const layout = parseJsonObjectText(dashboard.positionJson);
    return dashboardTabs(Object.keys(layout).length ? (layout as Layout) : null);
  }

  /** Owners, shared roles and flags, for the policy (batched per request). */
  async policyTarget(ctx: RequestContext, dashboard: Pick<Dashboard, 'id' | 'published' | 'isManagedExternally'>): Promise<DashboardPolicyTarget> {
    const loaders = dashboardLoaders(ctx, this.em(ctx));
    const [owners, roles] = await Promise.all([loaders.owners.load(dashboard.id), loaders.roles.load(dashboard.id)]);
    return { ownerIds: owners.map((o) => o.id), roleNames: roles.map((r) => r.name), published: dashboard.published, isManagedExternally: dashboard.isManagedExternally };
  }

  async abilities(ctx: RequestContext, dashboard: Dashboard): Promise<DashboardAbilitiesView> {
    return dashboardAbilities(ctx.requireActor(), await this.policyTarget(ctx, dashboard), this.options);
  }

  /**
   * The charts of the dashboard the actor may see: those on datasets they can read, or all of them when
   * one of their roles is granted the dashboard (DASHBOARD_RBAC).
   */
  async visibleCharts(ctx: RequestContext, dashboard: Pick<Dashboard, 'id' | 'published' | 'isManagedExternally'>): Promise<ChartEntity[]> {
    const actor = ctx.requireActor();
    const em = this.em(ctx);
    const charts = await dashboardLoaders(ctx, em).charts.load(dashboard.id);
    if (roleGrantsDashboard(actor, await this.policyTarget(ctx, dashboard), this.options)) return charts;
    const readable = await ctx.loader('dashboard:datasets', () => accessibleDatasetIds(em, actor));
    if (readable === null) return charts;
    return charts.filter((c) => c.datasourceId != null && (c.datasourceType === 'table' || c.datasourceType === 'dataset') && readable.includes(c.datasourceId));
  }

  async charts(ctx: RequestContext, dashboard: Dashboard): Promise<DashboardChart[]> {
    return (await this.visibleCharts(ctx, dashboard)).map(toDashboardChart);
  }

  /** The datasets of the charts the actor may see on the dashboard. */
  async datasets(ctx: RequestContext, dashboard: Dashboard): Promise<DatasourceMetadata[]> {
    return this.datasetMetadata.forAuthorized(ctx, await this.datasetIds(ctx, dashboard));
  }

  /** The ids of the datasets of the charts the actor sees on the dashboard. */
  async datasetIds(ctx: RequestContext, dashboard: Dashboard): Promise<number[]> {
    const charts = await this.visibleCharts(ctx, dashboard);
    return [...new Set(charts.filter((c) => c.datasourceId != null && c.datasourceType !== 'query').map((c) => c.datasourceId as number))];
  }

  /** One of `datasets`; null when no chart the actor sees on the dashboard uses it. */
  async dataset(ctx: RequestContext, dashboard: Dashboard, id: number): Promise<DatasourceMetadata | null> {
    if (!(await this.datasetIds(ctx, dashboard)).includes(id)) return null;
    const [metadata] = await this.datasetMetadata.forAuthorized(ctx, [id]);
    return metadata ?? null;
  }

  /** FAB's related/{owners,roles,created_by,changed_by} pickers; owners carry the user's email and active flag. */
  async related(ctx: RequestContext, column: DashboardRelatedColumn, args: RelatedUsersArgs): Promise<RelatedList> {
    ctx.require('can_read', 'Dashboard');
    const em = this.em(ctx);
    if (column === DashboardRelatedColumn.OWNERS) return relatedOwners(em, args);
    return relatedPage(await (column === DashboardRelatedColumn.ROLES ? relatedRoles : relatedUsers)(em, args));
  }

  /** Whether the actor's roles are granted this dashboard (DASHBOARD_RBAC): its charts' data then needs no data access. */
  async roleGrants(ctx: RequestContext, dashboard: DashboardEntity): Promise<boolean> {
    return roleGrantsDashboard(ctx.requireActor(), await dashboardPolicyTarget(this.em(ctx), dashboard), this.options);
  }
}
