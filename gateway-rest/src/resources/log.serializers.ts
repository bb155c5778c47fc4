import { epochMillis, humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RecentActivityItemType, RestLogItemFragment, RestRecentActivityQuery } from '../gql/graphql';

/** A log row as LogRestApi serialises it: `user` is the related user's primary key (REST ref §3.8). */
export function serializeLogEntry(l: RestLogItemFragment): Row {
  return {
    user: l.userId ?? null,
    user_id: l.userId ?? null,
    action: l.action ?? null,
    dttm: isoWithoutTimezone(l.dttm),
    json: l.json ?? null,
    slice_id: l.sliceId ?? null,
    dashboard_id: l.dashboardId ?? null,
    duration_ms: l.durationMs ?? null,
    referrer: l.referrer ?? null,
  };
}

type Activity = RestRecentActivityQuery['recentActivity'][number];

const ITEM_TYPES: Record<RecentActivityItemType, string> = { DASHBOARD: 'dashboard', SLICE: 'slice' };

/** RecentActivitySchema: the time as epoch milliseconds (a float) and humanized. */
export function serializeRecentActivity(a: Activity, now: Date): Row {
  return {
    action: a.action,
    item_type: ITEM_TYPES[a.itemType],
    item_url: a.itemUrl,
    item_title: a.itemTitle,
    time: epochMillis(a.time),
    time_delta_humanized: humanizedDelta(a.time, now),
  };
}
