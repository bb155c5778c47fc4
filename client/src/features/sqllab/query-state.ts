// Query run states (spec 2 §4): which are running or finished, how each is shown, and the rule that a late
// update (a poll or a push) never revives a run the user stopped or that already failed.
export type RunState =
  | 'pending'
  | 'fetching'
  | 'running'
  | 'stopped'
  | 'failed'
  | 'success'
  | 'offline'
  | 'timed_out'
  | 'started'
  | 'scheduled';

export const RUNNING_STATES: ReadonlySet<RunState> = new Set<RunState>(['running', 'started', 'pending', 'fetching', 'scheduled']);
export const FINISHED_STATES: ReadonlySet<RunState> = new Set<RunState>(['stopped', 'failed', 'success', 'timed_out']);

export function isRunning(state: RunState): boolean {
  return RUNNING_STATES.has(state);
}

export type StateDisplay = 'error' | 'info' | 'warning' | 'success';

/** offline, failed, stopped show as error; pending, fetching as info; running as warning; success as success. */
export function stateDisplay(state: RunState): StateDisplay {
  switch (state) {
    case 'offline':
    case 'failed':
    case 'stopped':
    case 'timed_out':
      return 'error';
    case 'pending':
    case 'fetching':
    case 'scheduled':
      return 'info';
    case 'running':
    case 'started':
      return 'warning';
    case 'success':
      return 'success';
  }
}

export const STATE_COLOR: Record<StateDisplay, string> = { error: 'red', info: 'blue', warning: 'yellow', success: 'teal' };

/**
 * The state after a server report: a stopped or failed run keeps its state whatever arrives later; a success
 * report leaves a run that is still fetching its rows (or already shows them) where it is.
 */
export function nextRunState(current: RunState, reported: RunState): RunState {
  if (current === 'stopped' || current === 'failed') return current;
  if (reported === 'success' && (current === 'fetching' || current === 'success')) return current;
  return reported;
}

/** Runs the client shows progress for by polling when the push channel is down. */
export function needsPolling(state: RunState): boolean {
  return isRunning(state);
}
