// The event logger (spec 2 §7, §9): usage events queued in the page and sent in batches to
// POST /superset/log/?explode=events with navigator.sendBeacon (an ordinary POST where beacons are missing
// or refused), at most 1024 events at once, 1000 ms after the first event of a batch; whatever waits is sent
// at once when the page is hidden, so leaving a screen loses nothing.

/** Spec 2 §9: the beacon queue's batch size and delay. */
export const LOG_BATCH_SIZE = 1024;
export const LOG_FLUSH_DELAY_MS = 1000;
export const LOG_ENDPOINT = '/superset/log/?explode=events';

/** Logged event names (Superset's LOG_ACTIONS_*) of the parts of the app that log. */
export const LOG_EVENTS = {
  spaNavigation: 'spa_navigation',
  /** A dashboard opened (with dashboard_id): the home page's Viewed list reads these. */
  mountDashboard: 'mount_dashboard',
  /** Explore opened on a saved chart (with slice_id): the home page's Viewed list reads these. */
  mountExplorer: 'mount_explorer',
  sqlLabRunQuery: 'sqllab_run_query',
  sqlLabStopQuery: 'sqllab_stop_query',
  sqlLabEstimateQueryCost: 'sqllab_estimate_query_cost',
  sqlLabSaveQuery: 'sqllab_save_query',
} as const;

export interface LogEvent {
  event_name: string;
  /** Epoch milliseconds. */
  ts: number;
  [field: string]: unknown;
}

/** Sends one batch; must not throw (logging never disturbs the page). */
export type SendBatch = (events: LogEvent[]) => void;

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class EventLogger {
  private queue: LogEvent[] = [];
  private timer: unknown = null;

  constructor(
    private readonly send: SendBatch,
    private readonly clock: () => number = Date.now,
    private readonly timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
  ) {}

  /** Queues an event; a full batch goes at once, otherwise the batch goes after the delay. */
  log(eventName: string, payload: Record<string, unknown> = {}): void {
    this.queue.push({ ...payload, event_name: eventName, ts: this.clock() });
    if (this.queue.length >= LOG_BATCH_SIZE) this.flush();
    else this.timer ??= this.timers.setTimeout(() => this.flush(), LOG_FLUSH_DELAY_MS);
  }

  /** Sends everything queued, in batches of at most LOG_BATCH_SIZE. */
  flush(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length) this.send(this.queue.splice(0, LOG_BATCH_SIZE));
  }
}

/** The browser's way to send a batch: a form-encoded beacon (no preflight, survives unload), else a keepalive POST. */
export function beaconSender(nav: Pick<Navigator, 'sendBeacon'> | undefined, post: typeof fetch): SendBatch {
  return (events) => {
    const body = new URLSearchParams({ events: JSON.stringify(events) });
    try {
      if (nav?.sendBeacon?.(LOG_ENDPOINT, body)) return;
    } catch {
      // A refused beacon (too large, or not allowed) falls back to the POST.
    }
    void post(LOG_ENDPOINT, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  };
}

let shared: EventLogger | null = null;

function sharedLogger(): EventLogger | null {
  if (shared || typeof window === 'undefined') return shared;
  shared = new EventLogger(beaconSender(window.navigator, window.fetch.bind(window)));
  const logger = shared;
  window.addEventListener('pagehide', () => logger.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') logger.flush();
  });
  return shared;
}

/** Logs a usage event from anywhere in the app (a no-op outside a browser). */
export function logEvent(eventName: string, payload: Record<string, unknown> = {}): void {
  sharedLogger()?.log(eventName, payload);
}
