// Issue 13, item 15: a chart opened by its address asks the server for the session, the explore bootstrap and
// the chart's data once each. The page sends the first two before React's first render and the data the moment
// the bootstrap arrives (client/src/app/prefetch.ts); the screen's own queries must take those answers rather
// than send their own, for a saved chart and for a permalink of an edited one alike.
import type { Page } from '@playwright/test';
import { exampleChartId, expect, signIn, test } from './support';

/** Counts the GraphQL operations the page sends, by operation name. */
function countOperations(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1] ?? '(unnamed)';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

const chartContainer = (page: Page) => page.getByTestId('chart-container');

/** Opens `path` as a fresh page load and answers the operations it sent until its chart was drawn. */
async function openAndCount(page: Page, path: string): Promise<Map<string, number>> {
  const counts = countOperations(page);
  await page.goto(path);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  return counts;
}

test('a chart opened by its address asks for the session, its bootstrap and its data once each', async ({ page }) => {
  await signIn(page, '/chart/list/');
  const counts = await openAndCount(page, `/explore/?slice_id=${await exampleChartId(page, 'Num Births Trend')}`);
  expect(counts.get('Session')).toBe(1);
  expect(counts.get('ExploreBootstrap')).toBe(1);
  expect(counts.get('ChartData')).toBe(1);
  await expect(page.getByTestId('chart-title')).toHaveText('Num Births Trend');
  await expect(page.locator('.highcharts-series-group path.highcharts-graph').first()).toBeVisible();
});

test("asks for a chart's bootstrap and data without waiting for the explore screen's code", async ({ page }) => {
  await signIn(page, '/chart/list/');
  const path = `/explore/?slice_id=${await exampleChartId(page, 'Num Births Trend')}`;
  const counts = countOperations(page);
  // Hold the screen's module back until the chart's data was asked for (at most 10 s): the page asks for the
  // bootstrap at boot and for the data the moment the bootstrap arrives, so neither waits for this module.
  let dataAskedBeforeScreen = false;
  await page.route('**/assets/explore-page-*.js', async (route) => {
    const until = Date.now() + 10_000;
    while (!counts.get('ChartData') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    dataAskedBeforeScreen = Boolean(counts.get('ChartData'));
    await route.continue();
  });
  await page.goto(path);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  expect(dataAskedBeforeScreen).toBe(true);
  expect(counts.get('ExploreBootstrap')).toBe(1);
  expect(counts.get('ChartData')).toBe(1);
});

test('an edited chart reopened from its permalink asks for its data once, with the edit applied', async ({ page }) => {
  await signIn(page, '/chart/list/');
  await page.goto(`/explore/?slice_id=${await exampleChartId(page, 'Num Births Trend')}`);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');

  // Change the row limit and run: the address becomes a permalink of the edited chart.
  await page.getByTestId('control-row_limit-input').fill('10');
  await page.getByTestId('control-row_limit-input').press('Enter');
  await page.getByTestId('update-chart').click();
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  await expect(page).toHaveURL(/\/explore\/p\/[\w-]+\//, { timeout: 15_000 });

  const counts = await openAndCount(page, new URL(page.url()).pathname);
  expect(counts.get('ExploreBootstrap')).toBe(1);
  expect(counts.get('ChartData')).toBe(1);
  await expect(page.getByTestId('control-row_limit-input')).toHaveValue('10');
});
