import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts } from './support/examples';
import { graphql } from './support/graphql';
import { login, request } from './support/http';

// Saving the dashboard editor's layout over GraphQL: the overwrite check against the changedOn the editor
// loaded (a stale one is refused with 409 and the stored state; confirming against that state saves), and
// concurrent saves of one dashboard, which must end in exactly one acknowledged state, never a mix.

const UPDATE = `mutation Save($id: Int!, $input: UpdateDashboardInput!) {
  updateDashboard(id: $id, input: $input) { id changedOn lastModifiedTime position charts { id } }
}`;
const READ = `query Read($id: String!) { dashboard(idOrSlug: $id) { id changedOn position charts { id } } }`;

let token: string;
let chartIds: number[];
let dashboardId: number;

/** root > grid > one row holding `ids` (a label in the row's meta tells saves apart). */
function layoutOf(ids: number[], label: string): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ids.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT', label } },
  };
  for (const id of ids) layout[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: id, width: 4, height: 50 } };
  return layout;
}

const save = (input: Record<string, unknown>) => graphql(UPDATE, { id: dashboardId, input }, token);
const read = async () => (await graphql(READ, { id: String(dashboardId) }, token)).data.dashboard;

beforeAll(async () => {
  token = (await login()).access_token;
  chartIds = (await listCharts(token)).filter((c) => c.datasource_type === 'table').slice(0, 3).map((c) => c.id);
  expect(chartIds).toHaveLength(3);
  const made = await graphql(`mutation { createDashboard(input: { dashboardTitle: "edit api ${Date.now().toString(36)}" }) { id } }`, {}, token);
  dashboardId = made.data.createDashboard.id;
});

afterAll(async () => {
  if (dashboardId) await request('DELETE', `/api/v1/dashboard/${dashboardId}`, { token });
});

describe('overwriting a dashboard that changed since it was loaded', () => {
  it('refuses a stale save (CONFLICT, status 409) with the stored state, then saves once confirmed against that state', async () => {
    const loaded = await read();
    const other = await save({ positionJson: layoutOf([chartIds[0]], 'someone else') });
    expect(other.errors).toBeUndefined();

    const stale = await save({ positionJson: layoutOf([chartIds[1]], 'mine'), expectedChangedOn: loaded.changedOn });
    // GraphQL answers the refusal in its errors (HTTP 200, as every GraphQL error with data here); the class is in extensions.
    const error = stale.errors![0];
    expect(error.message).toBe('This dashboard was changed since you loaded it.');
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const current = (error.extensions!.extra as { current: { position: Record<string, { meta?: { label?: string } }>; changedOn: string } }).current;
    expect(current.position['ROW-1'].meta?.label).toBe('someone else');
    expect((await read()).charts.map((c: { id: number }) => c.id)).toEqual([chartIds[0]]);

    const confirmed = await save({ positionJson: layoutOf([chartIds[1]], 'mine'), expectedChangedOn: current.changedOn });
    expect(confirmed.errors).toBeUndefined();
    const after = await read();
    expect(after.position['ROW-1'].meta.label).toBe('mine');
    expect(after.charts.map((c: { id: number }) => c.id)).toEqual([chartIds[1]]);
    expect(after.changedOn).toBe(confirmed.data.updateDashboard.changedOn);
  });
});

describe('concurrent saves of one dashboard', () => {
  const SAVES = 20;
  /** Save i places one of the seven non-empty sets of the three charts and labels its row with i. */
  const inputOf = (i: number) => layoutOf(chartIds.filter((_, k) => (((i % 7) + 1) >> k) & 1), `save ${i}`);

  function expectOneConsistentState(final: { position: Record<string, { children: string[]; meta?: { label?: string } }>; charts: { id: number }[] }, acknowledged: number[]) {
    const label = final.position['ROW-1'].meta?.label ?? '';
    const winner = Number(label.replace('save ', ''));
    expect(acknowledged).toContain(winner);
    const expected = inputOf(winner) as Record<string, { children: string[] }>;
    expect(final.position['ROW-1'].children).toEqual(expected['ROW-1'].children);
    // The chart set (dashboard_slices) is the winner's too: layout and membership written together.
    const placed = expected['ROW-1'].children.map((id) => Number(id.replace('CHART-', ''))).sort((a, b) => a - b);
    expect(final.charts.map((c) => c.id).sort((a, b) => a - b)).toEqual(placed);
  }

  it(`${SAVES} saves against the same loaded state: exactly one is acknowledged, the others are refused as changed since`, async () => {
    const loaded = await read();
    const answers = await Promise.all(Array.from({ length: SAVES }, (_, i) => save({ positionJson: inputOf(i), expectedChangedOn: loaded.changedOn })));
    const acknowledged = answers.flatMap((a, i) => (a.errors ? [] : [i]));
    const refused = answers.filter((a) => a.errors);
    expect(acknowledged).toHaveLength(1);
    expect(refused.map((a) => [a.errors![0].extensions?.code, a.errors![0].extensions?.status])).toEqual(Array(SAVES - 1).fill(['CONFLICT', 409]));
    expectOneConsistentState(await read(), acknowledged);
  });

  it(`${SAVES} unconditional saves: every one acknowledged, the final state equal to one of them, never a mix`, async () => {
    const answers = await Promise.all(Array.from({ length: SAVES }, (_, i) => save({ positionJson: inputOf(i) })));
    expect(answers.map((a) => a.errors?.[0]?.message ?? 'ok')).toEqual(Array(SAVES).fill('ok'));
    expectOneConsistentState(await read(), answers.map((_, i) => i));
  });
});
