import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, request, withQ } from './support/http';

/** The action log over HTTP: the event beacon, the admins' log list, recent activity; and the small calls beside it. */
describe('/superset/log/ and /api/v1/log', () => {
  let token: string;
  const marker = `api-log-${Date.now().toString(36)}`;
  const beacon = (body: string, contentType: string, query = '?explode=events') =>
    request('POST', `/superset/log/${query}`, { token, body, headers: { 'Content-Type': contentType } });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  /** The log rows holding `text`, once the background writer has stored `expected` of them. */
  async function loggedRows(text: string, expected: number): Promise<{ count: number; result: Record<string, unknown>[] }> {
    for (let attempt = 0; ; attempt++) {
      const list = await get(withQ('/api/v1/log/', `(filters:!((col:json,opr:ct,value:'${text}')),page_size:100)`), { token });
      expect(list.status).toBe(200);
      if (list.json.count >= expected || attempt >= 50) return list.json;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('stores a batch of events, one row each, answering an empty 200 at once', async () => {
    const events = [
      { event_name: 'sqllab_run_query', ts: Date.now(), marker, duration: 42 },
      { event_name: 'sqllab_stop_query', ts: Date.now(), marker },
    ];
    const answer = await beacon(form({ events: JSON.stringify(events) }), 'application/x-www-form-urlencoded');
    expect([answer.status, answer.text]).toEqual([200, '']);
    const rows = await loggedRows(marker, 2);
    expect(rows.count).toBe(2);
    expect(rows.result.map((r) => JSON.parse(r.json as string).event_name).sort()).toEqual(['sqllab_run_query', 'sqllab_stop_query']);
    expect(rows.result.find((r) => (r.json as string).includes('sqllab_run_query'))).toMatchObject({ action: 'log', duration_ms: 42, user: expect.any(Number) });
    const [first] = rows.result;
    const ids = (await get(withQ('/api/v1/log/', `(filters:!((col:json,opr:ct,value:'${marker}')))`), { token })).json.ids as number[];
    const show = await get(`/api/v1/log/${ids[0]}`, { token });
    expect(show.json).toMatchObject({ id: ids[0], result: { action: 'log' } });
    expect(first).toHaveProperty('dttm');
  });

  it('takes the JSON form too, and answers the viewer’s recent activity from logged visits', async () => {
    const births = await get('/api/v1/dashboard/births', { token });
    const dashboardId = births.json.result.id as number;
    const answer = await request('POST', `/superset/log/?explode=events&dashboard_id=${dashboardId}`, { token, body: { events: [{ event_name: 'mount_dashboard', ts: Date.now(), marker }] } });
    expect(answer.status).toBe(200);
    await loggedRows(marker, 3);
    const recent = await get(withQ('/api/v1/log/recent_activity/', '(page_size:5)'), { token });
    expect(recent.status).toBe(200);
    expect(recent.json.result[0]).toMatchObject({
      action: 'mount_dashboard',
      item_type: 'dashboard',
      item_url: '/superset/dashboard/births/',
      item_title: births.json.result.dashboard_title,
      time: expect.any(Number),
      time_delta_humanized: expect.any(String),
    });
  });

  it.each([
    ['a body that is not JSON', '{"events": [', 'application/json'],
    ['events that are not JSON', form({ events: '[{' }), 'application/x-www-form-urlencoded'],
    ['events that are not a list', form({ events: '{"event_name":"x"}' }), 'application/x-www-form-urlencoded'],
    ['an event that is not an object', form({ events: '[{"event_name":"x"}, 5]' }), 'application/x-www-form-urlencoded'],
    ['no events at all', form({ other: '1' }), 'application/x-www-form-urlencoded'],
  ])('refuses %s with 400', async (_label, body, contentType) => {
    const answer = await beacon(body, contentType);
    expect(answer.status).toBe(400);
    expect(answer.json).toHaveProperty('message');
  });

  it('refuses an oversized body with 413', async () => {
    const huge = JSON.stringify([{ event_name: 'x', pad: 'p'.repeat(2 * 1024 * 1024) }]);
    expect((await beacon(form({ events: huge }), 'application/x-www-form-urlencoded')).status).toBe(413);
    expect((await beacon(JSON.stringify({ events: new Array(1025).fill({ event_name: 'x' }) }), 'application/json')).status).toBe(413);
  });

  it('wants a signed-in caller', async () => {
    const anonymous = await request('POST', '/superset/log/?explode=events', { body: form({ events: '[]' }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(anonymous.status).toBe(401);
    expect((await get('/api/v1/log/')).status).toBe(401);
  });
});

describe('small calls', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('lists no dynamic plugins in FAB’s shape', async () => {
    const answer = await get('/dynamic-plugins/api/read', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ count: 0, pks: [], result: [], modelview_name: 'DynamicPluginsView' });
  });

  it('answers an avatar: 204 without a picture while avatars are off, 404 for an unknown user', async () => {
    const me = await get('/api/v1/me/', { token });
    const avatar = await get(`/api/v1/user/${me.json.result.id}/avatar.png`, { token });
    expect([avatar.status, avatar.text]).toEqual([204, '']);
    expect((await get('/api/v1/user/987654/avatar.png', { token })).status).toBe(404);
    expect((await get(`/api/v1/user/${me.json.result.id}/avatar.png`)).status).toBe(401);
  });
});
