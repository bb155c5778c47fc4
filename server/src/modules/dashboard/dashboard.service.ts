/**
 * The part of dashboards that saving a chart needs: which dashboards the actor may add a chart to, creating
 * one by title, linking and unlinking a chart (dashboard_slices and a position_json entry, kept in step), and
 * whether a dashboard is visible (for favourites). The full dashboard feature builds on this file.
 * Write methods take the caller's context: inside a transaction they use its manager. Each records the
 * version it leaves the dashboard at (dashboard-versions.ts).
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { parseJsonText } from '../../platform/json-text';
import { escapeLike, normalisePage } from '../../platform/list-query';
import { dbFor, type Queryable, managerOf } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { visibleDashboardIds } from './dashboard-access';
import type { DashboardPolicyOptions } from './dashboard.policy';
import { appendChart, parseLayout, randomComponentId, removeChart, type LayoutChart } from './dashboard-layout';
import { linkChart, unlinkChart } from './dashboard-slices';
import { Dashboard } from './dashboard.entity';
import type { EditableDashboardList } from './dashboard.types';
import { lockedDashboardContent, recordDashboardVersion } from './dashboard-versions';

export interface DashboardLinkTarget {
  id: number;
  title: string;
  ownerIds: number[];
}

export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: DashboardPolicyOptions = { rbac: false },
  ) {}

  db(ctx: RequestContext): Queryable {
    return dbFor(ctx, this.dataSource);
  }

  private em(ctx: RequestContext): EntityManager {
    return dbFor(ctx, this.dataSource);
  }

  /** Dashboards the actor may add a chart to (the save modal's picker): owned ones, every one for admins. */
  async editable(ctx: RequestContext, args: { search?: string | null; page: number; pageSize: number }): Promise<EditableDashboardList> {
    const actor = ctx.require('can_write', 'Dashboard');
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const text = (args.search ?? '').trim().toLowerCase();
    const query = this.em(ctx).getRepository(Dashboard).createQueryBuilder('d').select(['d.id', 'd.dashboardTitle', 'd.jsonMetadata']);
    if (text) query.andWhere(`LOWER(COALESCE(d.dashboardTitle, '')) LIKE :pattern ESCAPE '\\'`, { pattern: `%${escapeLike(text)}%` });
    if (!actor.isAdmin) query.innerJoin('d.owners', 'owner', 'owner.id = :userId', { userId: actor.user.id });
    const [rows, count] = await query.orderBy(`LOWER(COALESCE(d.dashboardTitle, ''))`).addOrderBy('d.id').offset(offset).limit(limit).getManyAndCount();
    return { count, items: rows.map((r) => ({ id: r.id, dashboardTitle: r.dashboardTitle ?? '', jsonMetadata: parseJsonText(r.jsonMetadata), jsonMetadataText: r.jsonMetadata })) };
  }

  /** The dashboards with these ids, with their owners, locked for the caller's transaction (in id order). */
  async loadForLink(db: Queryable, ids: readonly number[]): Promise<DashboardLinkTarget[]> {
    if (!ids.length) return [];
    const found = await managerOf(db)
      .getRepository(Dashboard)
      .createQueryBuilder('d')
      .leftJoin('d.owners', 'owner')
      .select(['d.id', 'd.dashboardTitle', 'owner.id'])
      .where({ id: In([...new Set(ids)]) })
      .orderBy('d.id')
      .setLock('pessimistic_write', undefined, ['d'])
      .getMany();
    return found.map((d) => ({ id: d.id, title: d.dashboardTitle ?? '', ownerIds: (d.owners ?? []).map((u) => u.id).sort((x, y) => x - y) }));
  }

  /** A new draft dashboard with this title, owned by the actor (Superset's POST /dashboard/ {dashboard_title}). */
  async createWithTitle(db: Queryable, actor: Actor, title: string): Promise<DashboardLinkTarget> {
    if (title.length > 500) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { dashboard_title: ['Length must be between 0 and 500.'] } });
    const em = managerOf(db);
    const { identifiers } = await em.getRepository(Dashboard).insert({ dashboardTitle: title, published: false, createdByFk: actor.user.id, changedByFk: actor.user.id });
    const id = identifiers[0].id as number;
    await em.createQueryBuilder().relation(Dashboard, 'owners').of(id).add(actor.user.id);
    await recordDashboardVersion(em, id, null, actor.user.id);
    return { id, title, ownerIds: [actor.user.id] };
  }

  /** Links the chart (dashboard_slices) and appends it to the layout; already linked charts stay where they are. */
  async addChart(db: Queryable, actorId: number, dashboardId: number, chart: LayoutChart): Promise<void> {
    const em = managerOf(db);
    const before = await lockedDashboardContent(em, dashboardId);
    if (!before) return;
    await linkChart(em, dashboardId, chart.id);
    const layout = appendChart(parseLayout(before.positionJson, before.dashboardTitle ?? ''), chart, randomComponentId);
    await em.update(Dashboard, dashboardId, { positionJson: JSON.stringify(layout), changedByFk: actorId });
    await recordDashboardVersion(em, dashboardId, before, actorId);
  }

  /** Unlinks the chart and takes it off the layout (with any row it leaves empty). */
  async removeChart(db: Queryable, actorId: number | null, dashboardId: number, chartId: number): Promise<void> {
    const em = managerOf(db);
    await unlinkChart(em, dashboardId, chartId);
    const before = await lockedDashboardContent(em, dashboardId);
    if (!before?.positionJson) return;
    const layout = parseLayout(before.positionJson, before.dashboardTitle ?? '');
    const next = removeChart(layout, chartId);
    if (next === layout) return;
    // Without an actor (a chart deleted by cleanup) the last change keeps its author.
    await em.update(Dashboard, dashboardId, { positionJson: JSON.stringify(next), changedByFk: actorId ?? undefined });
    await recordDashboardVersion(em, dashboardId, before, actorId);
  }

  /** Visible dashboard ids among `ids` (REST ref §6.3), by the one visibility rule of dashboard-access.ts. */
  visibleIds(db: Queryable, actor: Actor, ids: readonly number[]): Promise<number[]> {
    return visibleDashboardIds(db, actor, this.options, ids);
  }
}
