import { canTransition, receivesUpdate, initialState, isFinished, isRunning, staleVerdict, writableFrom, SERVER_RESTART_MESSAGE, STALE_GRACE_MS } from './query-state.policy';
import { QueryState as S } from './query-state';

describe('query state transitions (spec 2 §4)', () => {
  const table: [S, S, boolean][] = [
    [S.PENDING, S.RUNNING, true],
    [S.PENDING, S.STARTED, true],
    [S.PENDING, S.SCHEDULED, true],
    [S.PENDING, S.STOPPED, true],
    [S.PENDING, S.SUCCESS, false],
    [S.SCHEDULED, S.STARTED, true],
    [S.STARTED, S.RUNNING, true],
    [S.RUNNING, S.RUNNING, true],
    [S.RUNNING, S.FETCHING, true],
    [S.RUNNING, S.SUCCESS, true],
    [S.RUNNING, S.FAILED, true],
    [S.RUNNING, S.TIMED_OUT, true],
    [S.RUNNING, S.STOPPED, true],
    [S.RUNNING, S.PENDING, false],
    [S.FETCHING, S.SUCCESS, true],
    [S.FETCHING, S.RUNNING, false],
    [S.STOPPED, S.SUCCESS, false],
    [S.STOPPED, S.RUNNING, false],
    [S.STOPPED, S.FAILED, false],
    [S.FAILED, S.SUCCESS, false],
    [S.FAILED, S.RUNNING, false],
    [S.TIMED_OUT, S.SUCCESS, false],
    [S.SUCCESS, S.RUNNING, false],
    [S.SUCCESS, S.STOPPED, false],
    [S.OFFLINE, S.RUNNING, false],
    [S.RUNNING, S.OFFLINE, false],
  ];
  it.each(table)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('a progress or success write never replaces a finished run', () => {
    for (const to of [S.RUNNING, S.FETCHING, S.SUCCESS, S.FAILED, S.STOPPED, S.TIMED_OUT]) {
      const from = writableFrom(to);
      expect(from).not.toContain(S.STOPPED);
      expect(from).not.toContain(S.FAILED);
      expect(from).not.toContain(S.SUCCESS);
      expect(from).not.toContain(S.TIMED_OUT);
    }
    expect(writableFrom(S.SUCCESS).sort()).toEqual([S.FETCHING, S.RUNNING].sort());
  });

  it('classifies running and finished states, and the start state', () => {
    expect([S.RUNNING, S.STARTED, S.PENDING, S.FETCHING, S.SCHEDULED].every(isRunning)).toBe(true);
    expect([S.STOPPED, S.FAILED, S.SUCCESS, S.TIMED_OUT].every(isFinished)).toBe(true);
    expect(isRunning(S.OFFLINE) || isFinished(S.OFFLINE)).toBe(false);
    expect(initialState(true)).toBe(S.PENDING);
    expect(initialState(false)).toBe(S.RUNNING);
  });
});

describe('staleVerdict', () => {
  const limits = { syncSec: 30, asyncSec: 600 };
  const now = 10_000_000;
  const base = { status: S.RUNNING, progress: 0, runAsync: false, startTime: now - 1000, live: true };
  it.each([
    ['fresh run', base, null],
    ['live sync run past its limit', { ...base, startTime: now - 30_000 - STALE_GRACE_MS - 1 }, S.TIMED_OUT],
    ['live sync run within grace', { ...base, startTime: now - 30_000 - 1 }, null],
    ['live async run past the sync limit only', { ...base, runAsync: true, startTime: now - 120_000 }, null],
    ['live async run past its limit', { ...base, runAsync: true, status: S.PENDING, startTime: now - 600_000 - STALE_GRACE_MS - 1 }, S.TIMED_OUT],
    ['run with progress', { ...base, progress: 10, startTime: now - 10_000_000 }, null],
    ['finished run', { ...base, status: S.SUCCESS, startTime: 0 }, null],
    ['orphaned run', { ...base, live: false, startTime: now - STALE_GRACE_MS - 1 }, S.FAILED],
    ['orphaned but young', { ...base, live: false }, null],
  ])('%s', (_label, q, expected) => {
    const verdict = staleVerdict(q, now, limits);
    expect(verdict?.status ?? null).toBe(expected);
    if (expected === S.FAILED) expect(verdict?.message).toBe(SERVER_RESTART_MESSAGE);
    if (expected === S.TIMED_OUT) expect(verdict?.message).toMatch(/seconds/);
  });
});

describe('receivesUpdate', () => {
  it.each([
    ['the owner subscribed to the run', { clientId: 'a', userId: 1 }, 'a', 1, true],
    ['another user', { clientId: 'a', userId: 1 }, 'a', 2, false],
    ['an anonymous subscriber', { clientId: 'a', userId: 1 }, 'a', null, false],
    ['the owner subscribed to another run', { clientId: 'a', userId: 1 }, 'b', 1, false],
    ['a run without a user', { clientId: 'a', userId: null }, 'a', 1, false],
  ])('%s', (_label, run, clientId, actor, expected) => {
    expect(receivesUpdate(run, clientId, actor)).toBe(expected);
  });
});
