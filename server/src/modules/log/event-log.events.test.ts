import { CLIENT_EVENT_ACTION, eventRows, MAX_EVENTS_PER_BATCH } from './event-log.events';

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as { code: string; status: number; message: string };
  }
  throw new Error('expected a refusal');
};

describe('eventRows', () => {
  it('makes one log row per event, the event kept as JSON under the client action', () => {
    const rows = eventRows(7, [{ event_name: 'sqllab_run_query', ts: 1, duration: 12.6 }, { event_name: 'mount_dashboard', dashboard_id: 3 }], {
      sliceId: 5,
      referrer: 'http://x/sqllab/',
    });
    expect(rows).toEqual([
      { action: CLIENT_EVENT_ACTION, userId: 7, json: '{"event_name":"sqllab_run_query","ts":1,"duration":12.6}', dashboardId: null, sliceId: 5, durationMs: 13, referrer: 'http://x/sqllab/' },
      { action: CLIENT_EVENT_ACTION, userId: 7, json: '{"event_name":"mount_dashboard","dashboard_id":3}', dashboardId: 3, sliceId: 5, durationMs: null, referrer: 'http://x/sqllab/' },
    ]);
  });

  it.each([
    ['a negative duration', { duration: -1 }, null],
    ['a text duration', { duration: '5' }, null],
    ['an int4 overflow', { duration: 2 ** 40 }, null],
    ['duration_ms', { duration_ms: 40 }, 40],
  ])('reads %s as the duration it is', (_label, event, expected) => {
    expect(eventRows(1, [event])[0].durationMs).toBe(expected);
  });

  it('ignores ids that are not row ids and keeps the first 1000 characters of the referrer', () => {
    const [row] = eventRows(1, [{ dashboard_id: 'x', slice_id: -4 }], { dashboardId: 0, referrer: 'r'.repeat(2000) });
    expect(row).toMatchObject({ dashboardId: null, sliceId: null });
    expect(row.referrer).toHaveLength(1000);
  });

  it.each([
    ['an object instead of a list', { event_name: 'x' }],
    ['a text', 'events'],
    ['a list holding a number', [{}, 3]],
    ['a list holding a list', [[]]],
    ['a non-text event name', [{ event_name: 4 }]],
  ])('refuses %s as bad input', (_label, events) => {
    expect(thrown(() => eventRows(1, events))).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });

  it('refuses more events than one beacon batch holds as too large', () => {
    expect(eventRows(1, new Array(MAX_EVENTS_PER_BATCH).fill({}))).toHaveLength(MAX_EVENTS_PER_BATCH);
    expect(thrown(() => eventRows(1, new Array(MAX_EVENTS_PER_BATCH + 1).fill({})))).toMatchObject({ status: 413 });
  });
});
