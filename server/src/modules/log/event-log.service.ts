/**
 * The action log (Superset's LogRestApi and its event logger): clients post batches of events, which are
 * queued for writing (the request never waits on storage); admins read the log through the one list
 * mechanism; every user reads their own recent activity, the dashboards and charts they viewed.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { buildListWhere, normalisePage, SortDirection, type ListArgs } from '../../platform/list-query';
import type { TableRow } from '../../platform/entity-select';
import { dbFor, isRowId } from '../../platform/sql';
import type { ActivityItem, ActivityTargets, DescribeVisible } from './activity-targets';
import { EventLog } from './event-log.entity';
import { CLIENT_EVENT_ACTION, eventRows } from './event-log.events';
import { EVENT_LOG_FILTERS, EVENT_LOG_ORDERS } from './event-log.list-spec';
import { EventLogOrderField, RecentActivityItemType, type EventLogEntry, type EventLogList, type LogEventsInput, type RecentActivity, type RecentActivityArgs } from './event-log.types';
import type { EventLogWriter } from './event-log.writer';

/** What the home page counts as a visit unless asked otherwise. */
export const DEFAULT_ACTIVITY_ACTIONS = ['mount_dashboard', 'mount_explorer'];
/** Distinct recent activity looks back one year (Superset's bound, which keeps the scan small). */
const DISTINCT_LOOKBACK = `timezone('utc', now()) - interval '1 year'`;
/** The event name inside a logged event's JSON text, read without parsing it (a row may hold any text). */
const EVENT_NAME_PATTERN = '"event_name": ?"([^"\\\\]*)"';

/** A visit as recent activity's SQL derives it from `logs` rows: the object it names, when, and the event's name. */
type Visit = Pick<TableRow<EventLog>, 'dttm'> & { item_type: RecentActivityItemType; item_id: number; event_name: string };

const toEntry = (l: EventLog): EventLogEntry => ({
  id: l.id,
  action: l.action,
  userId: l.userId,
  json: l.json,
  dttm: l.dttm,
  dashboardId: l.dashboardId,
  sliceId: l.sliceId,
  durationMs: l.durationMs,
  referrer: l.referrer,
});

export class EventLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: EventLogWriter,
    private readonly targets: ActivityTargets,
  ) {}

  /** Validates a batch and queues it; answers how many events were accepted. */
  record(ctx: RequestContext, input: LogEventsInput): number {
    const actor = ctx.require('can_log', 'Superset');
    const rows = eventRows(actor.user.id, input.events, { dashboardId: input.dashboardId, sliceId: input.sliceId, referrer: input.referrer });
    this.writer.enqueue(rows);
    return rows.length;
  }

  async list(ctx: RequestContext, args: ListArgs<EventLogOrderField>): Promise<EventLogList> {
    const actor = ctx.require('can_read', 'Log');
    const db = dbFor(ctx, this.dataSource);
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const where = buildListWhere(EVENT_LOG_FILTERS, args.filters, { userId: actor.user.id });
    // LogMixin's base order: newest first.
    const orderSql = EVENT_LOG_ORDERS[args.orderBy ?? EventLogOrderField.DTTM];
    const direction = args.orderDirection ?? (args.orderBy ? SortDirection.ASC : SortDirection.DESC);
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM logs l WHERE ${where.sql}`, where.params);
    const ids: { id: number }[] = await db.query(
      `SELECT l.id FROM logs l WHERE ${where.sql} ORDER BY ${orderSql} ${direction} NULLS LAST, l.id ${direction}
        LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, limit, offset],
    );
    if (!ids.length) return { count, items: [] };
    const manager = dbFor(ctx, this.dataSource);
    const rows = await manager.getRepository(EventLog).findBy(ids.map(({ id }) => ({ id })));
    const byId = new Map(rows.map((l) => [l.id, l]));
    return { count, items: ids.flatMap(({ id }) => (byId.has(id) ? [toEntry(byId.get(id)!)] : [])) };
  }

  async get(ctx: RequestContext, id: number): Promise<EventLogEntry | null> {
    ctx.require('can_read', 'Log');
    if (!isRowId(id)) return null;
    const found = await dbFor(ctx, this.dataSource).getRepository(EventLog).findOneBy({ id });
    return found ? toEntry(found) : null;
  }

  /**
   * The dashboards and charts the actor viewed, newest first (LogDAO.get_recent_activity): client events
   * whose name is one of `actions` and that name a dashboard (else a chart). Objects since deleted or hidden
   * from the actor are left out of the page.
   */
  async recentActivity(ctx: RequestContext, args: RecentActivityArgs): Promise<RecentActivity[]> {
    const actor = ctx.require('can_recent_activity', 'Log');
    const { offset, limit } = normalisePage(args.page, args.pageSize);
    const actions = args.actions?.length ? args.actions : DEFAULT_ACTIVITY_ACTIONS;
    const events = `SELECT CASE WHEN l.dashboard_id IS NOT NULL THEN 'dashboard' ELSE 'slice' END AS item_type,
                           COALESCE(l.dashboard_id, l.slice_id) AS item_id, l.dttm, substring(l.json from $2) AS event_name
                      FROM logs l
                     WHERE l.user_id = $1 AND l.action = $3 AND (l.dashboard_id IS NOT NULL OR l.slice_id IS NOT NULL)
                       ${args.distinct ? `AND l.dttm > ${DISTINCT_LOOKBACK}` : ''}`;
    const visits = args.distinct
      ? `SELECT item_type, item_id, MAX(dttm) AS dttm, (array_agg(event_name ORDER BY dttm DESC))[1] AS event_name
           FROM (${events}) e WHERE event_name = ANY($4::text[]) GROUP BY item_type, item_id`
      : `SELECT item_type, item_id, dttm, event_name FROM (${events}) e WHERE event_name = ANY($4::text[])`;
    const rows: Visit[] = await dbFor(ctx, this.dataSource).query(
      `SELECT * FROM (${visits}) v ORDER BY dttm DESC, item_id DESC LIMIT $5 OFFSET $6`,
      [actor.user.id, EVENT_NAME_PATTERN, CLIENT_EVENT_ACTION, actions, limit, offset],
    );
    const idsOf = (type: RecentActivityItemType) => [...new Set(rows.filter((r) => r.item_type === type).map((r) => r.item_id))];
    const dashboards = await this.describe(ctx, this.targets.dashboards.get(), idsOf(RecentActivityItemType.DASHBOARD));
    const charts = await this.describe(ctx, this.targets.charts.get(), idsOf(RecentActivityItemType.SLICE));
    return rows.flatMap((r) => {
      const item = (r.item_type === RecentActivityItemType.DASHBOARD ? dashboards : charts).get(r.item_id);
      return item ? [{ action: r.event_name, itemType: r.item_type, itemId: r.item_id, itemUrl: item.url, itemTitle: item.title, time: r.dttm }] : [];
    });
  }

  private async describe(ctx: RequestContext, describe: DescribeVisible, ids: number[]): Promise<Map<number, ActivityItem>> {
    return new Map((ids.length ? await describe(ctx, ids) : []).map((item) => [item.id, item]));
  }
}
