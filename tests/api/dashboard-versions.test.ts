import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from './support/graphql';
import { get, login, post, request } from './support/http';

// A dashboard's version history over HTTP: GET /api/v1/dashboard/{id_or_slug}/versions in Superset's list
// envelope, 404 for a dashboard that does not exist or is not seen, restoring over GraphQL as a new save,
// and concurrent saves leaving one version each, numbered one after the other.

const RESTORE = `mutation Restore($id: Int!, $input: RestoreDashboardVersionInput!) {
  restoreDashboardVersion(id: $id, input: $input) { id dashboardTitle changedOn }
}`;

let token: string;
let dashboardId: number;
const suffix = Date.now().toString(36);

const put = (path: string, body: unknown) => request('PUT', path, { token, body });
const versions = async (idOrSlug: string | number = dashboardId) => get(`/api/v1/dashboard/${idOrSlug}/versions`, { token });

beforeAll(async () => {
  token = (await login()).access_token;
  const made = await post('/api/v1/dashboard/', { dashboard_title: `versions api ${suffix}`, slug: `versions-api-${suffix}` }, { token });
  expect(made.status).toBe(201);
  dashboardId = made.json.id;
});

afterAll(async () => {
  if (dashboardId) await request('DELETE', `/api/v1/dashboard/${dashboardId}`, { token });
});

describe('GET /api/v1/dashboard/{id_or_slug}/versions', () => {
  it('lists every save, newest first, with who, when and what changed', async () => {
    expect((await put(`/api/v1/dashboard/${dashboardId}`, { dashboard_title: `versions api renamed ${suffix}` })).status).toBe(200);
    const filter = { id: 'NATIVE_FILTER-gender', name: 'Gender', filterType: 'filter_select', targets: [], controlValues: {}, defaultDataMask: {}, cascadeParentIds: [], scope: { rootPath: ['ROOT_ID'], excluded: [] } };
    expect((await put(`/api/v1/dashboard/${dashboardId}/filters`, { modified: [filter] })).status).toBe(200);

    const answer = await versions();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['count', 'ids', 'result']);
    expect(answer.json.count).toBe(3);
    expect(answer.json.ids).toEqual(answer.json.result.map((v: { id: number }) => v.id));
    expect(answer.json.result.map((v: { version_number: number; summary: string }) => [v.version_number, v.summary])).toEqual([
      [3, 'added filter Gender'],
      [2, `renamed the dashboard to versions api renamed ${suffix}`],
      [1, 'created the dashboard'],
    ]);
    expect(answer.json.result[0]).toMatchObject({ dashboard_title: `versions api renamed ${suffix}`, published: false, created_on_delta_humanized: expect.any(String) });
    expect(answer.json.result[0].created_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?$/);
    expect(answer.json.result[0].created_by).toEqual({ id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) });
    // By slug too.
    expect((await versions(`versions-api-${suffix}`)).json.ids).toEqual(answer.json.ids);
  });

  it.each([['999999999'], ['2147483648'], ['no-such-dashboard'], ['-1'], ['%20']])('answers 404 for %s', async (idOrSlug) => {
    const answer = await versions(idOrSlug);
    expect([answer.status, answer.json]).toEqual([404, { message: 'Not found' }]);
  });

  it('answers 401 without a login', async () => {
    expect((await get(`/api/v1/dashboard/${dashboardId}/versions`)).status).toBe(401);
  });
});

describe('restoring a version', () => {
  it('saves the version again as a new one, refusing a restore against a stale state with 409', async () => {
    const before = (await versions()).json;
    const created = before.result.find((v: { version_number: number }) => v.version_number === 1);
    const current = (await graphql(`query($id: String!) { dashboard(idOrSlug: $id) { changedOn } }`, { id: String(dashboardId) }, token)).data.dashboard;

    const stale = await graphql(RESTORE, { id: dashboardId, input: { versionId: created.id, expectedChangedOn: '2000-01-01T00:00:00.000Z' } }, token);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });

    const restored = await graphql(RESTORE, { id: dashboardId, input: { versionId: created.id, expectedChangedOn: current.changedOn } }, token);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreDashboardVersion.dashboardTitle).toBe(`versions api ${suffix}`);
    const after = (await versions()).json;
    expect(after.count).toBe(before.count + 1);
    expect(after.result[0].summary).toBe(`restored version 1 (removed filter Gender, renamed the dashboard to versions api ${suffix})`);

    const unknown = await graphql(RESTORE, { id: dashboardId, input: { versionId: 2_000_000_000 } }, token);
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('concurrent saves', () => {
  it('20 saves at once: every one acknowledged and kept as one version, numbered one after the other', async () => {
    const before = (await versions()).json;
    const newest = before.result[0].version_number as number;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(`/api/v1/dashboard/${dashboardId}`, { dashboard_title: `versions api race ${i} ${suffix}` })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = (await versions()).json;
    const numbers = after.result.map((v: { version_number: number }) => v.version_number);
    expect(numbers.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => newest + 20 - i));
    expect(new Set(after.result.slice(0, 20).map((v: { dashboard_title: string }) => v.dashboard_title)).size).toBe(20);
    const show = await get(`/api/v1/dashboard/${dashboardId}`, { token });
    expect(after.result[0].dashboard_title).toBe(show.json.result.dashboard_title);
  });
});
