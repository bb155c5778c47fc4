/**
 * The life of a SQL Lab run (spec 2 §4) as pure rules: which state may follow which, what a guarded write
 * may overwrite, and when a forgotten run counts as stale. The store turns `writableFrom` into the
 * `WHERE status IN (…)` of every UPDATE, so a late progress or success write never revives a stopped,
 * failed or timed-out run.
 */
import { QueryState } from './query-state';

/** Running-type states (spec 2 §4). */
export const RUNNING_STATES: readonly QueryState[] = [QueryState.RUNNING, QueryState.STARTED, QueryState.PENDING, QueryState.FETCHING, QueryState.SCHEDULED];
/** Finished-type states: nothing follows them. */
export const FINISHED_STATES: readonly QueryState[] = [QueryState.STOPPED, QueryState.FAILED, QueryState.SUCCESS, QueryState.TIMED_OUT];

/**
 * Allowed next states. A state may follow itself only while running (progress writes). `offline` is the
 * browser's own view of a lost server: the server never stores it, so nothing leads to or from it here.
 */
const NEXT: Record<QueryState, readonly QueryState[]> = {
  [QueryState.PENDING]: [QueryState.PENDING, QueryState.SCHEDULED, QueryState.STARTED, QueryState.RUNNING, QueryState.STOPPED, QueryState.FAILED, QueryState.TIMED_OUT],
  [QueryState.SCHEDULED]: [QueryState.SCHEDULED, QueryState.STARTED, QueryState.RUNNING, QueryState.STOPPED, QueryState.FAILED, QueryState.TIMED_OUT],
  [QueryState.STARTED]: [QueryState.STARTED, QueryState.RUNNING, QueryState.STOPPED, QueryState.FAILED, QueryState.TIMED_OUT],
  [QueryState.RUNNING]: [QueryState.RUNNING, QueryState.FETCHING, QueryState.SUCCESS, QueryState.STOPPED, QueryState.FAILED, QueryState.TIMED_OUT],
  [QueryState.FETCHING]: [QueryState.FETCHING, QueryState.SUCCESS, QueryState.STOPPED, QueryState.FAILED, QueryState.TIMED_OUT],
  [QueryState.SUCCESS]: [],
  [QueryState.FAILED]: [],
  [QueryState.STOPPED]: [],
  [QueryState.TIMED_OUT]: [],
  [QueryState.OFFLINE]: [],
};

export function canTransition(from: QueryState, to: QueryState): boolean {
  return NEXT[from].includes(to);
}

/** The stored states a write of `to` may replace: the guard of the UPDATE. */
export function writableFrom(to: QueryState): QueryState[] {
  return (Object.keys(NEXT) as QueryState[]).filter((from) => NEXT[from].includes(to));
}

export const isRunning = (s: QueryState): boolean => RUNNING_STATES.includes(s);
export const isFinished = (s: QueryState): boolean => FINISHED_STATES.includes(s);

/** The state a new run starts in: asynchronous runs wait in the queue, synchronous ones run at once. */
export const initialState = (runAsync: boolean): QueryState => (runAsync ? QueryState.PENDING : QueryState.RUNNING);

/** Slack beyond a run's own time limit before the clean-up declares it stale (its runner would have ended it). */
export const STALE_GRACE_MS = 60_000;
/** How often the clean-up looks for stale runs. */
export const CLEANUP_INTERVAL_MS = 60_000;

export interface StaleCheck {
  status: QueryState;
  progress: number;
  runAsync: boolean;
  startTime: number | null;
  /** Whether a runner of this process still holds the run. */
  live: boolean;
}

export interface StaleVerdict {
  status: QueryState.FAILED | QueryState.TIMED_OUT;
  message: string;
}

export const SERVER_RESTART_MESSAGE = 'The server stopped while the query was running. Please run it again.';

/**
 * Spec 2 §4 clean-up: a running or pending run with zero progress, older than its time limit plus grace, is
 * timed out; one that no runner holds any more (the server restarted under it) has failed.
 */
export function staleVerdict(q: StaleCheck, nowMs: number, limits: { syncSec: number; asyncSec: number }): StaleVerdict | null {
  if (!isRunning(q.status) || q.progress > 0 || q.startTime === null) return null;
  const limitSec = q.runAsync ? limits.asyncSec : limits.syncSec;
  const age = nowMs - q.startTime;
  if (!q.live && age > STALE_GRACE_MS) return { status: QueryState.FAILED, message: SERVER_RESTART_MESSAGE };
  if (age > limitSec * 1000 + STALE_GRACE_MS) return { status: QueryState.TIMED_OUT, message: timeoutMessage(limitSec, q.runAsync) };
  return null;
}

/** Superset's texts: the sync SQLLAB_TIMEOUT and the async worker's soft time limit. */
export function timeoutMessage(seconds: number, runAsync: boolean): string {
  return runAsync
    ? `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`
    : `The query exceeded the ${seconds} seconds timeout.`;
}

export const STOPPED_MESSAGE = 'The query was stopped.';

/** `queryUpdated` reaches only subscribers of that run who are its own user. */
export function receivesUpdate(run: { clientId: string; userId: number | null }, subscribedClientId: string, actorUserId: number | null): boolean {
  return run.clientId === subscribedClientId && actorUserId !== null && run.userId === actorUserId;
}
