/**
 * What a batch of client events becomes in the action log (Superset's DBEventLogger over `explode=events`):
 * one row per event, the event kept as JSON text under action 'log', tied to a dashboard or chart when the
 * event or the request names one. Pure: validated here once, then written by the EventLogWriter.
 */
import { errors, TesseraError } from '../../platform/errors';
import { INT4_MAX, isRowId } from '../../platform/sql';
import type { EventLog } from './event-log.entity';

/** The client's beacon queue sends at most this many events at once (spec 2 §9). */
export const MAX_EVENTS_PER_BATCH = 1024;
/** Superset keeps the first 1000 characters of the referrer. */
const REFERRER_MAX = 1000;
/** The action every client event is logged under (the view's name in Superset, which recent activity reads). */
export const CLIENT_EVENT_ACTION = 'log';

/** A log row before it is written. */
export type EventLogValues = Pick<EventLog, 'action' | 'userId' | 'json' | 'dashboardId' | 'sliceId' | 'durationMs' | 'referrer'>;

/** What the request itself says about the events (Superset's first-class request arguments). */
export interface EventSource {
  dashboardId?: number | null;
  sliceId?: number | null;
  referrer?: string | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A timing in whole milliseconds when the event carries a usable one (`duration`, or `duration_ms`). */
function durationOf(event: Record<string, unknown>): number | null {
  const raw = event.duration_ms ?? event.duration;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) return null;
  const ms = Math.round(raw);
  return ms <= INT4_MAX ? ms : null;
}

/** An id the event names itself, else the request's; anything that is not a row id names nothing. */
const idOf = (own: unknown, fallback: number | null | undefined): number | null => (isRowId(own) ? own : isRowId(fallback) ? fallback : null);

/** The log rows for `events` posted by `userId`; a malformed batch is refused whole (400, nothing written). */
export function eventRows(userId: number, events: unknown, source: EventSource = {}): EventLogValues[] {
  if (!Array.isArray(events)) throw errors.badInput('events must be a JSON array of event objects', 'INVALID_PAYLOAD_FORMAT_ERROR');
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw new TesseraError('INVALID_PAYLOAD_FORMAT_ERROR', `Too many events: at most ${MAX_EVENTS_PER_BATCH} per request`, { code: 'BAD_USER_INPUT', status: 413 });
  }
  const referrer = source.referrer ? source.referrer.slice(0, REFERRER_MAX) : null;
  return events.map((event, index) => {
    if (!isPlainObject(event)) throw errors.badInput(`events[${index}] must be a JSON object`, 'INVALID_PAYLOAD_FORMAT_ERROR');
    if (event.event_name !== undefined && typeof event.event_name !== 'string') {
      throw errors.badInput(`events[${index}].event_name must be a string`, 'INVALID_PAYLOAD_SCHEMA_ERROR');
    }
    return {
      action: CLIENT_EVENT_ACTION,
      userId,
      json: JSON.stringify(event),
      dashboardId: idOf(event.dashboard_id, source.dashboardId),
      sliceId: idOf(event.slice_id, source.sliceId),
      durationMs: durationOf(event),
      referrer,
    };
  });
}
