// What the dashboard specs share: set-up through the REST API (example charts by name, a dashboard, a one-row
// layout) and the page's charts and filters as a person finds them.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect } from './support';

/** A new dashboard (owned by the admin), with this layout when given; answers its id. */
export async function createDashboard(request: APIRequestContext, title: string, positionJson?: unknown): Promise<number> {
  const token = await apiToken(request);
  const answer = await request.post('/api/v1/dashboard/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { dashboard_title: title, ...(positionJson ? { position_json: JSON.stringify(positionJson) } : {}) },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** The ids of the example charts with these names. */
export async function chartIds(request: APIRequestContext, names: string[]): Promise<number[]> {
  const token = await apiToken(request);
  const answer = await request.get('/api/v1/chart/?q=(page_size:100)', { headers: { Authorization: `Bearer ${token}` } });
  const charts = ((await answer.json()) as { result: { id: number; slice_name: string }[] }).result;
  return names.map((name) => charts.find((c) => c.slice_name === name)!.id);
}

/** root > grid > one row of the charts, 4 columns each. */
export function rowLayout(ids: number[], names: string[]) {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-r'], parents: ['ROOT_ID'] },
    'ROW-r': { id: 'ROW-r', type: 'ROW', children: ids.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  };
  ids.forEach((id, i) => (layout[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-r'], meta: { chartId: id, sliceName: names[i], width: 4, height: 50 } }));
  return layout;
}

export const charts = (page: Page) => page.getByTestId('dashboard-chart');

/** A native filter's input, found by the filter's name in the bar. */
export const filterInput = (page: Page, name: string) => page.locator(`[data-testid="native-filter"][data-filter-name="${name}"] input`).first();

/** Waits until every chart on screen has finished: drawn (or empty), none loading, none failed. */
export async function expectAllChartsDrawn(page: Page, minimum: number) {
  await expect.poll(() => charts(page).count(), { message: 'charts on screen' }).toBeGreaterThanOrEqual(minimum);
  const containers = charts(page).getByTestId('chart-container');
  await expect(containers.and(page.locator('[data-status="rendered"]'))).toHaveCount(await charts(page).count(), { timeout: 60_000 });
  await expect(page.getByTestId('chart-error')).toHaveCount(0);
}
