/** The enums of a SQL Lab run, free of decorators so pure modules (policies, tests) can use them. */

/** Spec 2 §4: every state a run can be in (stored lowercase in `query.status`). */
export enum QueryState {
  PENDING = 'pending',
  RUNNING = 'running',
  FETCHING = 'fetching',
  SUCCESS = 'success',
  FAILED = 'failed',
  STOPPED = 'stopped',
  TIMED_OUT = 'timed_out',
  SCHEDULED = 'scheduled',
  STARTED = 'started',
  /** Client-side only (the browser lost the server); never stored, listed so the client can share the enum. */
  OFFLINE = 'offline',
}

export enum LimitingFactor {
  QUERY = 'QUERY',
  DROPDOWN = 'DROPDOWN',
  QUERY_AND_DROPDOWN = 'QUERY_AND_DROPDOWN',
  NOT_LIMITED = 'NOT_LIMITED',
  UNKNOWN = 'UNKNOWN',
}

export enum CtasMethod {
  TABLE = 'TABLE',
  VIEW = 'VIEW',
}
