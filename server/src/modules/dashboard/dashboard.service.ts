/**
 * The part of dashboards that saving a chart needs: which dashboards the actor may add a chart to, creating
 * one by title, linking and unlinking a chart (dashboard_slices and a position_json entry, kept in step), and
 * whether a dashboard is visible (for favourites). The full dashboard feature builds on this file.
 * Write methods take the caller's context: inside a transaction they use its manager. Each records the
 * version it leaves the dashboard at (dashboard-versions.ts).
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { parseJsonText } from '../../platform/json-text';
import { escapeLike, normalisePage } from '../../platform/list-query';
import { dbFor, type Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { visibleDashboardIds } from './dashboard-access';
import type { DashboardPolicyOptions } from './dashboard.policy';
import { appendChart, parseLayout, randomComponentId, removeChart, type LayoutChart } from './dashboard-layout';
import type { EditableDashboardList } from './dashboard.types';
import { lockedDashboardContent, recordDashboardVersion } from './dashboard-versions';

const NOW = `timezone('utc', now())`;

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

  /** Dashboards the actor may add a chart to (the save modal's picker): owned ones, every one for admins. */
  async editable(ctx: RequestContext, args: { search?: string | null; page: number; pageSize: number }): Promise<EditableDashboardList> {
    const actor = ctx.require('can_write', 'Dashboard');
    const db = this.db(ctx);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const text = (args.search ?? '').trim().toLowerCase();
    const where = `($1 = '' OR LOWER(COALESCE(d.dashboard_title, '')) LIKE $2 ESCAPE '\\')
      AND ($3::boolean OR EXISTS (SELECT 1 FROM dashboard_user du WHERE du.dashboard_id = d.id AND du.user_id = $4))`;
    const params = [text, `%${escapeLike(text)}%`, actor.isAdmin, actor.user.id];
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM dashboards d WHERE ${where}`, params);
    const rows: { id: number; dashboard_title: string | null; json_metadata: string | null }[] = await db.query(
      `SELECT d.id, d.dashboard_title, d.json_metadata FROM dashboards d WHERE ${where}
        ORDER BY LOWER(COALESCE(d.dashboard_title, '')), d.id LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    );
    return { count, items: rows.map((r) => ({ id: r.id, dashboardTitle: r.dashboard_title ?? '', jsonMetadata: parseJsonText(r.json_metadata), jsonMetadataText: r.json_metadata })) };
  }

  /** The dashboards with these ids, with their owners, locked for the caller's transaction. */
  async loadForLink(db: Queryable, ids: readonly number[]): Promise<DashboardLinkTarget[]> {
    if (!ids.length) return [];
    const rows: { id: number; dashboard_title: string | null; owner_ids: number[] | null }[] = await db.query(
      `SELECT d.id, d.dashboard_title,
              (SELECT array_agg(du.user_id ORDER BY du.user_id) FROM dashboard_user du WHERE du.dashboard_id = d.id) AS owner_ids
         FROM dashboards d WHERE d.id = ANY($1::int[]) ORDER BY d.id FOR UPDATE`,
      [[...new Set(ids)]],
    );
    return rows.map((r) => ({ id: r.id, title: r.dashboard_title ?? '', ownerIds: r.owner_ids ?? [] }));
  }

  /** A new draft dashboard with this title, owned by the actor (Superset's POST /dashboard/ {dashboard_title}). */
  async createWithTitle(db: Queryable, actor: Actor, title: string): Promise<DashboardLinkTarget> {
    if (title.length > 500) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { dashboard_title: ['Length must be between 0 and 500.'] } });
    const [row] = await db.query(
      `INSERT INTO dashboards (dashboard_title, published, created_by_fk, changed_by_fk) VALUES ($1, false, $2, $2) RETURNING id`,
      [title, actor.user.id],
    );
    await db.query(`INSERT INTO dashboard_user (dashboard_id, user_id) VALUES ($1, $2)`, [row.id, actor.user.id]);
    await recordDashboardVersion(db, row.id, null, actor.user.id);
    return { id: row.id as number, title, ownerIds: [actor.user.id] };
  }

  /** Links the chart (dashboard_slices) and appends it to the layout; already linked charts stay where they are. */
  async addChart(db: Queryable, actorId: number, dashboardId: number, chart: LayoutChart): Promise<void> {
    const before = await lockedDashboardContent(db, dashboardId);
    if (!before) return;
    await db.query(`INSERT INTO dashboard_slices (dashboard_id, slice_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [dashboardId, chart.id]);
    const layout = appendChart(parseLayout(before.positionJson, before.dashboardTitle ?? ''), chart, randomComponentId);
    await db.query(`UPDATE dashboards SET position_json = $2, changed_on = ${NOW}, changed_by_fk = $3 WHERE id = $1`, [dashboardId, JSON.stringify(layout), actorId]);
    await recordDashboardVersion(db, dashboardId, before, actorId);
  }

  /** Unlinks the chart and takes it off the layout (with any row it leaves empty). */
  async removeChart(db: Queryable, actorId: number | null, dashboardId: number, chartId: number): Promise<void> {
    await db.query(`DELETE FROM dashboard_slices WHERE dashboard_id = $1 AND slice_id = $2`, [dashboardId, chartId]);
    const before = await lockedDashboardContent(db, dashboardId);
    if (!before?.positionJson) return;
    const layout = parseLayout(before.positionJson, before.dashboardTitle ?? '');
    const next = removeChart(layout, chartId);
    if (next === layout) return;
    await db.query(`UPDATE dashboards SET position_json = $2, changed_on = ${NOW}, changed_by_fk = COALESCE($3, changed_by_fk) WHERE id = $1`, [
      dashboardId,
      JSON.stringify(next),
      actorId,
    ]);
    await recordDashboardVersion(db, dashboardId, before, actorId);
  }

  /** Visible dashboard ids among `ids` (REST ref §6.3), by the one visibility rule of dashboard-access.ts. */
  visibleIds(db: Queryable, actor: Actor, ids: readonly number[]): Promise<number[]> {
    return visibleDashboardIds(db, actor, this.options, ids);
  }
}
