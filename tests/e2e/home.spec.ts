// The home page (spec 1 §2, §9): after a person views and edits things, Recents lists them (Viewed from the
// action log, Edited, Created); Dashboards and Charts show Favorite / Mine / Other as cards with a "See all"
// to the list filtered the same way; saved queries; empty tabs offer the next step.
import type { APIRequestContext, Page } from '@playwright/test';
import { createDashboard } from './dashboard-support';
import { locksOf } from './isolation';
import { apiToken, artifact, expect, exampleChartId, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const answer = await request.post('/graphql', { headers, data: { query, variables } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Unstars every chart the admin starred (earlier specs may have), so the Favorite tab starts empty. */
async function clearChartFavorites(request: APIRequestContext): Promise<void> {
  const { charts } = await graphql<{ charts: { items: { id: number }[] } }>(request, '{ charts(filters: [{ field: ID, op: CHART_IS_FAVORITE, value: true }], pageSize: 100) { items { id } } }');
  for (const { id } of charts.items) await graphql(request, 'mutation($id: Int!) { removeFavorite(id: $id, objectType: CHART) { value } }', { id });
}

const section = (page: Page, name: 'recents' | 'dashboards' | 'charts' | 'saved-queries') => page.getByTestId(`home-${name}`);

test('the home page lists what a person viewed, edited and created, and their dashboards, charts and queries', async ({ page, request }) => {
  const marker = Date.now().toString(36);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();

  // Viewed: a dashboard and a chart opened in the app.
  const salesId = await graphql<{ dashboards: { items: { id: number }[] } }>(request, '{ dashboards(filters: [{ field: DASHBOARD_TITLE, op: EQ, value: "Sales Dashboard" }]) { items { id } } }');
  await page.goto(`/superset/dashboard/${salesId.dashboards.items[0].id}/`);
  await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
  const boysId = await exampleChartId(page, 'Boys');
  await page.goto(`/explore/?slice_id=${boysId}`);
  await expect(page.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  // The event logger sends its batch a second after the first event; leaving the page sends it at once.
  await page.goto('/');
  const recents = section(page, 'recents');
  await expect(async () => {
    await page.reload();
    await recents.getByTestId('home-recents-tab-viewed').click();
    await expect(recents.getByTestId('home-recent-item').first()).toContainText('Boys', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(recents.getByTestId('home-recent-item').nth(1)).toContainText('Sales Dashboard');
  await expect(recents.getByTestId('home-recent-item').first()).toContainText(/Viewed/);

  // Edited: a chart renamed; Created: a new dashboard. Edited lists three, newest first.
  const renamed = `Boys ${marker}`;
  expect((await request.put(`/api/v1/chart/${boysId}`, { headers, data: { slice_name: renamed } })).status()).toBe(200);
  const dashboardTitle = `Home ${marker}`;
  const dashboardId = await createDashboard(request, dashboardTitle);
  const savedQuery = await request.post('/api/v1/saved_query/', { headers, data: { label: `Query ${marker}`, sql: 'SELECT 1 AS home', db_id: 1 } });
  expect(savedQuery.status()).toBe(201);
  const savedQueryId = ((await savedQuery.json()) as { id: number }).id;
  try {
    await page.reload();
    await recents.getByTestId('home-recents-tab-edited').click();
    await expect(recents.getByTestId('home-recent-item')).toHaveCount(3);
    // The new dashboard was created after the rename: it is the latest change of all.
    await expect(recents.getByTestId('home-recent-item').first()).toContainText(dashboardTitle);
    await expect(recents.getByTestId('home-recent-item').nth(1)).toContainText(renamed);
    await recents.getByTestId('home-recents-tab-created').click();
    await expect(recents.getByTestId('home-recent-item').first()).toContainText(dashboardTitle);
    await expect(recents.getByTestId('home-recent-item')).toHaveCount(5);

    // Dashboards: Mine holds the new one; starring it puts it under Favorite, whose "See all" is the list
    // filtered to favourites.
    const dashboards = section(page, 'dashboards');
    await dashboards.getByTestId('home-dashboards-tab-mine').click();
    const card = dashboards.getByTestId('home-dashboard-card').filter({ hasText: dashboardTitle });
    await expect(card).toBeVisible();
    await expect(dashboards.getByTestId('home-dashboard-card')).toHaveCount(5);
    await card.getByTestId('favorite-star').click();
    await expect(card.getByTestId('favorite-star')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await dashboards.getByTestId('home-dashboards-tab-favorite').click();
    await expect(dashboards.getByTestId('home-dashboard-card').filter({ hasText: dashboardTitle })).toBeVisible();
    const charts = section(page, 'charts');
    await charts.getByTestId('home-charts-tab-other').click();
    await expect(charts.getByTestId('home-chart-card')).toHaveCount(5);
    const queries = section(page, 'saved-queries');
    await expect(queries.getByTestId('home-saved-query').first()).toContainText(`Query ${marker}`);
    await page.screenshot({ path: artifact('home.png'), fullPage: true });

    await dashboards.getByTestId('home-dashboards-see-all').click();
    await expect(page).toHaveURL(/\/dashboard\/list\/.*favorite:!t/);
    await expect(page.getByTestId('dashboard-filter-favorite')).toHaveValue('Yes');
    await expect(page.getByTestId('dashboard-list-row').filter({ hasText: dashboardTitle })).toBeVisible();
    await expect(page.getByTestId('list-cards')).toBeVisible();

    // /superset/welcome/ is the same page.
    await page.goto('/superset/welcome/');
    await expect(section(page, 'recents')).toBeVisible();
  } finally {
    await request.put(`/api/v1/chart/${boysId}`, { headers, data: { slice_name: 'Boys' } });
    await request.delete(`/api/v1/dashboard/${dashboardId}`, { headers });
    await request.delete(`/api/v1/saved_query/${savedQueryId}`, { headers });
  }
});

test('an empty Favorite tab says so and offers the whole list', async ({ page, request }) => {
  await clearChartFavorites(request);
  await signIn(page);
  const charts = section(page, 'charts');
  await charts.getByTestId('home-charts-tab-favorite').click();
  const empty = charts.getByTestId('home-empty');
  await expect(empty).toContainText("You don't have any favorite charts yet!");
  await expect(charts.getByTestId('home-add-chart')).toBeVisible();
  await page.screenshot({ path: artifact('home-empty-favorites.png'), fullPage: true });
  await empty.getByRole('link', { name: 'See all charts' }).click();
  await expect(page).toHaveURL(/\/chart\/list\//);
  await expect(page.getByTestId('chart-list-row').first()).toBeVisible();
});
