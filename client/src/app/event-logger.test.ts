import { beaconSender, EventLogger, LOG_BATCH_SIZE, LOG_ENDPOINT, LOG_FLUSH_DELAY_MS, type LogEvent } from './event-logger';

describe('EventLogger', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-08-21T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const collect = () => {
    const batches: LogEvent[][] = [];
    return { batches, logger: new EventLogger((events) => batches.push(events)) };
  };

  it('sends the events of a batch together once the delay after the first has passed', () => {
    const { batches, logger } = collect();
    logger.log('sqllab_run_query', { database_id: 1 });
    jest.advanceTimersByTime(LOG_FLUSH_DELAY_MS / 2);
    logger.log('sqllab_stop_query');
    jest.advanceTimersByTime(LOG_FLUSH_DELAY_MS / 2 - 1);
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([
      [
        { database_id: 1, event_name: 'sqllab_run_query', ts: Date.parse('2025-08-21T12:00:00Z') },
        { event_name: 'sqllab_stop_query', ts: Date.parse('2025-08-21T12:00:00.500Z') },
      ],
    ]);
    jest.advanceTimersByTime(LOG_FLUSH_DELAY_MS * 5);
    expect(batches).toHaveLength(1);
  });

  it('sends a full batch at once, and what follows after the delay', () => {
    const { batches, logger } = collect();
    for (let i = 0; i < LOG_BATCH_SIZE + 1; i++) logger.log('e', { i });
    expect(batches.map((b) => b.length)).toEqual([LOG_BATCH_SIZE]);
    jest.advanceTimersByTime(LOG_FLUSH_DELAY_MS);
    expect(batches.map((b) => b.length)).toEqual([LOG_BATCH_SIZE, 1]);
    expect(batches[1][0].i).toBe(LOG_BATCH_SIZE);
  });

  it('sends what waits when flushed (the page is hidden) and nothing when nothing waits', () => {
    const { batches, logger } = collect();
    logger.flush();
    expect(batches).toEqual([]);
    logger.log('e');
    logger.flush();
    expect(batches).toHaveLength(1);
    jest.advanceTimersByTime(LOG_FLUSH_DELAY_MS);
    expect(batches).toHaveLength(1);
  });
});

describe('beaconSender', () => {
  const events: LogEvent[] = [{ event_name: 'e', ts: 1 }];

  it('sends a form-encoded beacon when the browser takes it', () => {
    const sendBeacon = jest.fn(() => true);
    const post = jest.fn();
    beaconSender({ sendBeacon }, post as unknown as typeof fetch)(events);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe(LOG_ENDPOINT);
    expect(JSON.parse(body.get('events')!)).toEqual(events);
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', { sendBeacon: () => false }],
    ['throws', { sendBeacon: () => { throw new TypeError('too large'); } }],
    ['has no beacons', undefined],
  ])('falls back to a POST when the browser %s', (_label, nav) => {
    const post = jest.fn(() => Promise.resolve(new Response()));
    beaconSender(nav as Pick<Navigator, 'sendBeacon'> | undefined, post as unknown as typeof fetch)(events);
    expect(post).toHaveBeenCalledWith(LOG_ENDPOINT, expect.objectContaining({ method: 'POST', credentials: 'same-origin', keepalive: true }));
  });
});
