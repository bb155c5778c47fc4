import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const entry = {
  id: 9,
  action: 'log',
  userId: 2,
  json: '{"event_name":"sqllab_run_query"}',
  dttm: '2025-08-21T11:00:00.000Z',
  dashboardId: null,
  sliceId: 4,
  durationMs: 15,
  referrer: 'http://localhost/sqllab/',
};

describe('/api/v1/log and POST /superset/log/', () => {
  let gateway: Harness;
  const logged: unknown[] = [];

  beforeAll(async () => {
    gateway = await startGateway(
      {
        RestLogList: () => ({ data: { eventLogs: { count: 1, items: [entry] } } }),
        RestLogShow: ({ id }) => ({ data: { eventLog: id === 9 ? entry : null } }),
        RestRecentActivity: () => ({
          data: { recentActivity: [{ action: 'mount_dashboard', itemType: 'DASHBOARD', itemUrl: '/superset/dashboard/sales/', itemTitle: 'Sales', time: '2025-08-21T10:00:00.000Z' }] },
        }),
        RestLogEvents: ({ input }) => {
          const { events } = input as { events: unknown };
          if (!Array.isArray(events)) return graphqlError('events must be a JSON array of event objects', { code: 'BAD_USER_INPUT', errorType: 'INVALID_PAYLOAD_FORMAT_ERROR' });
          if (events.length > 1024) return graphqlError('Too many events: at most 1024 per request', { code: 'BAD_USER_INPUT', status: 413 });
          logged.push(input);
          return { data: { logEvents: events.length } };
        },
      },
      { legacy: true },
    );
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.executed.length = 0;
    logged.length = 0;
  });

  it('lists the log newest first with LogRestApi’s columns, `user` as the user id', async () => {
    const response = await gateway.getJson('/api/v1/log/');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 1, ids: [9], list_title: 'List Log' });
    expect((response.body as { result: unknown[] }).result[0]).toEqual({
      user: 2,
      user_id: 2,
      action: 'log',
      dttm: '2025-08-21T11:00:00',
      json: '{"event_name":"sqllab_run_query"}',
      slice_id: 4,
      dashboard_id: null,
      duration_ms: 15,
      referrer: 'http://localhost/sqllab/',
    });
    expect(gateway.executed[0].variables).toMatchObject({ orderBy: 'DTTM', orderDirection: 'DESC', page: 0, pageSize: 20 });
    await gateway.getJson(`/api/v1/log/${q('(filters:!((col:user,opr:rel_o_m,value:2)))')}`);
    expect(gateway.executed[1].variables).toMatchObject({ filters: [{ field: 'USER', op: 'REL_O_M', value: 2 }] });
  });

  it('shows one entry, 404 for an unknown one', async () => {
    const shown = await gateway.getJson('/api/v1/log/9');
    expect(shown.body).toMatchObject({ id: 9, result: { action: 'log', user: 2 }, show_title: 'Show Log' });
    expect((await gateway.getJson('/api/v1/log/10')).status).toBe(404);
  });

  it('answers recent activity in Superset’s shape, with its defaults', async () => {
    const response = await gateway.getJson(`/api/v1/log/recent_activity/${q('(page_size:5,actions:!(mount_dashboard))')}`);
    expect(response.body).toEqual({
      result: [{ action: 'mount_dashboard', item_type: 'dashboard', item_url: '/superset/dashboard/sales/', item_title: 'Sales', time: Date.parse('2025-08-21T10:00:00Z'), time_delta_humanized: '2 hours ago' }],
    });
    expect(gateway.executed[0].variables).toEqual({ page: 0, pageSize: 5, actions: ['mount_dashboard'], distinct: true });
    await gateway.getJson('/api/v1/log/recent_activity/');
    expect(gateway.executed[1].variables).toEqual({ page: 0, pageSize: 10, actions: null, distinct: true });
    expect((await gateway.getJson(`/api/v1/log/recent_activity/${q('(distinct:yes)')}`)).status).toBe(400);
  });

  it('takes a beacon as a form field, with the request’s dashboard and the referrer, and answers an empty 200', async () => {
    const events = [{ event_name: 'mount_dashboard', ts: 1 }];
    const response = await gateway.request('POST', '/superset/log/?explode=events&dashboard_id=7', {
      body: new URLSearchParams({ events: JSON.stringify(events) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/superset/dashboard/7/' },
    });
    expect([response.status, response.body]).toEqual([200, '']);
    expect(logged).toEqual([{ events, dashboardId: 7, sliceId: null, referrer: 'http://localhost/superset/dashboard/7/' }]);
  });

  it('takes `events` as a multipart field (navigator.sendBeacon with FormData) and as a JSON list', async () => {
    const form = new FormData();
    form.append('events', JSON.stringify([{ event_name: 'a' }, { event_name: 'b' }]));
    expect((await gateway.request('POST', '/superset/log/?explode=events&slice_id=3', { body: form })).status).toBe(200);
    expect((await gateway.postJson('/superset/log/?explode=events', { events: [{ event_name: 'c' }] })).status).toBe(200);
    expect(logged).toEqual([
      { events: [{ event_name: 'a' }, { event_name: 'b' }], dashboardId: null, sliceId: 3, referrer: null },
      { events: [{ event_name: 'c' }], dashboardId: null, sliceId: null, referrer: null },
    ]);
  });

  it.each([
    ['no events', { other: 1 }, 400],
    ['events that are not JSON', { events: '[{' }, 400],
    ['events that are not a list', { events: '{"a":1}' }, 400],
    ['a dashboard id that is not an integer', { events: '[]', dashboard_id: 'x' }, 400],
    ['a dashboard id beyond an Int', { events: '[]', dashboard_id: '99999999999' }, 400],
  ])('refuses %s with a 4xx', async (_label, fields, status) => {
    const response = await gateway.request('POST', '/superset/log/?explode=events', {
      body: new URLSearchParams(fields as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(status);
    expect(gateway.unexpected).toEqual([]);
  });

  it('refuses a body over its bound (413), whatever its encoding', async () => {
    const huge = JSON.stringify([{ event_name: 'x', pad: 'p'.repeat(1024 * 1024) }]);
    const asForm = await gateway.request('POST', '/superset/log/', { body: new URLSearchParams({ events: huge }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(asForm.status).toBe(413);
    const form = new FormData();
    form.append('events', huge);
    expect((await gateway.request('POST', '/superset/log/', { body: form })).status).toBe(413);
    expect((await gateway.postJson('/superset/log/', { events: new Array(1025).fill({}) })).status).toBe(413);
    expect(logged).toEqual([]);
  });
});
