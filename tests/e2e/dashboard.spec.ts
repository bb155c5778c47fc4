import type { APIRequestContext, Page } from '@playwright/test';
import { charts, createDashboard, expectAllChartsDrawn, filterInput, rowLayout } from './dashboard-support';
import { locksOf } from './isolation';
import { apiToken, artifact, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** Counts the dashboardChartData subscriptions the page starts (each is one data request for many charts). */
function countChartDataRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
      if (text.includes('"subscribe"') && text.includes('dashboardChartData')) count += 1;
    });
  });
  return { count: () => count };
}

test('the USA Births Names dashboard draws every chart in one request, switches tabs and applies a filter', async ({ page }) => {
  const requests = countChartDataRequests(page);
  await signIn(page, '/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('USA Births Names');
  await expectAllChartsDrawn(page, 3);
  expect(requests.count()).toBe(1);
  await expect(page.getByTestId('dashboard-markdown')).toContainText('USA births');
  // Downloads are in each chart's own menu, as on Superset's dashboards: no chart draws an export button.
  await expect(page.locator('[data-testid="dashboard-chart"] svg.highcharts-root').first()).toBeVisible();
  await expect(page.locator('[data-testid="dashboard-chart"] .highcharts-contextbutton')).toHaveCount(0);
  await page.screenshot({ path: artifact('dashboard-births.png'), fullPage: true });

  // The second tab's charts load when it is first shown, in one more request.
  await page.getByTestId('dashboard-tab').filter({ hasText: 'Names' }).click();
  await expect(page.getByText('Names tab selected')).toBeAttached();
  await expect(page).toHaveURL(/#TAB-/);
  await expectAllChartsDrawn(page, 3);
  expect(requests.count()).toBe(2);
  // Headers show the dataset's verbose names, as in explore: sum__num is "Births".
  const girls = page.getByTestId('dashboard-chart').filter({ hasText: 'Girls' });
  await expect(girls.getByRole('columnheader', { name: 'Births' })).toBeVisible();
  await expect(girls.getByRole('columnheader', { name: 'sum__num' })).toHaveCount(0);
  await page.screenshot({ path: artifact('dashboard-births-names-tab.png'), fullPage: true });

  // A value filter: pick a gender, apply, and the charts are asked again in one request.
  await page.getByTestId('dashboard-tab').filter({ hasText: 'Overview' }).click();
  await expectAllChartsDrawn(page, 3);
  const before = requests.count();
  const gender = filterInput(page, 'Gender');
  await gender.click();
  await page.getByRole('option', { name: 'girl', exact: true }).click();
  await page.getByTestId('filter-apply').click();
  await expect.poll(() => requests.count()).toBe(before + 1);
  await expectAllChartsDrawn(page, 3);
  await expect(page.getByTestId('chart-filter-indicator').first()).toBeVisible();
  // The indicator opens the breakdown of the chart's filters.
  await page.getByTestId('chart-filter-indicator').first().click();
  await expect(page.getByTestId('chart-filter-details').getByTestId('indicators-applied')).toContainText('Gender: girl');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/native_filters_key=/);
  await page.screenshot({ path: artifact('dashboard-births-filtered.png'), fullPage: true });

  // A reload restores the applied filter from the address.
  await page.reload();
  await expectAllChartsDrawn(page, 3);
  await expect(filterInput(page, 'Gender')).toHaveValue('girl');
});

test('a click on a pie slice of the Sales dashboard cross-filters the other charts, and the chip removes it', async ({ page }) => {
  await signIn(page, '/dashboard/sales/');
  await expect(page.getByTestId('filter-bar')).toHaveAttribute('data-orientation', 'horizontal');
  await expectAllChartsDrawn(page, 5);
  await page.screenshot({ path: artifact('dashboard-sales.png'), fullPage: true });

  const pie = charts(page).filter({ hasText: 'Revenue by Deal Size' });
  await pie.locator('.highcharts-point').first().click();
  const chip = page.getByTestId('cross-filter-chip');
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText('Revenue by Deal Size');
  await expectAllChartsDrawn(page, 5);
  await expect(charts(page).filter({ hasText: 'Top 20 Customers' }).getByTestId('chart-filter-indicator')).toBeVisible();
  await page.screenshot({ path: artifact('dashboard-sales-cross-filtered.png'), fullPage: true });

  await chip.getByRole('button').click();
  await expect(chip).toHaveCount(0);
  await expectAllChartsDrawn(page, 5);
  await expect(page.getByTestId('chart-filter-indicator')).toHaveCount(0);
});

/** Each legend label of a chart with the colour its symbol is drawn in. */
async function legendColors(page: Page, title: string): Promise<Record<string, string>> {
  const chart = charts(page).filter({ hasText: title });
  await expect(chart.locator('.highcharts-legend-item').first()).toBeVisible();
  return chart.locator('.highcharts-legend-item').evaluateAll((items) =>
    Object.fromEntries(
      items.map((item) => {
        const symbol = item.querySelector('.highcharts-point, .highcharts-graph');
        const color = symbol?.getAttribute('fill') && symbol.getAttribute('fill') !== 'none' ? symbol.getAttribute('fill') : symbol?.getAttribute('stroke');
        return [item.querySelector('text')?.textContent ?? '', (color ?? '').toLowerCase()];
      }),
    ),
  );
}

test('a label has one colour across the Sales dashboard, stored with the dashboard and the same on the next visit', async ({ page }) => {
  await signIn(page, '/dashboard/sales/');
  await expectAllChartsDrawn(page, 5);
  const pie = await legendColors(page, 'Proportion of Revenue by Product Line');
  const line = await legendColors(page, 'Quarterly Revenue by Product Line');
  expect(Object.keys(pie).length).toBeGreaterThan(3);
  expect(line).toEqual(pie);

  // The editor's visit stores the page's colours in the dashboard's map_label_colors (without marking it modified).
  const token = await apiToken(page.request);
  const storedMap = async () => {
    const answer = await page.request.get('/api/v1/dashboard/sales', { headers: { Authorization: `Bearer ${token}` } });
    const metadata = JSON.parse((await answer.json()).result.json_metadata) as { map_label_colors?: Record<string, string> };
    return Object.fromEntries(Object.keys(pie).map((label) => [label, metadata.map_label_colors?.[label]?.toLowerCase()]));
  };
  await expect.poll(storedMap, { message: 'the stored label colours' }).toEqual(pie);

  await page.reload();
  await expectAllChartsDrawn(page, 5);
  expect(await legendColors(page, 'Proportion of Revenue by Product Line')).toEqual(pie);
  expect(await legendColors(page, 'Quarterly Revenue by Product Line')).toEqual(pie);
});

test('a table cell and a line series of the Sales dashboard cross-filter the other charts; a second click clears', async ({ page }) => {
  await signIn(page, '/dashboard/sales/');
  await expectAllChartsDrawn(page, 5);
  const chip = page.getByTestId('cross-filter-chip');

  // A country cell of the customers table filters every other chart on that country.
  const table = charts(page).filter({ hasText: 'Top 20 Customers' });
  const cell = table.locator('td[data-cross-filter="country"]').first();
  const country = (await cell.innerText()).trim();
  await cell.click();
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText('Top 20 Customers');
  await expect(chip).toContainText(country);
  await expectAllChartsDrawn(page, 5);
  await expect(charts(page).filter({ hasText: 'Total Revenue by Month' }).getByTestId('chart-filter-indicator')).toBeVisible();
  await expect(table.getByTestId('chart-filter-indicator')).toHaveCount(0);
  await page.screenshot({ path: artifact('dashboard-sales-table-cross-filter.png'), fullPage: true });
  // The same cell again clears the table's cross-filter.
  await cell.click();
  await expect(chip).toHaveCount(0);
  await expectAllChartsDrawn(page, 5);

  // A point of the product-line series filters on its product line.
  const lines = charts(page).filter({ hasText: 'Quarterly Revenue by Product Line' });
  // A click in the plot lands on the point under the pointer (Highcharts' hover point, set by moving over it).
  const plot = lines.locator('.highcharts-container');
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(lines.locator('.highcharts-tooltip')).toBeVisible();
  await page.mouse.down();
  await page.mouse.up();
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText('Quarterly Revenue by Product Line');
  await expectAllChartsDrawn(page, 5);
  await expect(table.getByTestId('chart-filter-indicator')).toBeVisible();
  await page.screenshot({ path: artifact('dashboard-sales-series-cross-filter.png'), fullPage: true });
});

test('the header stars the dashboard, toggles Draft/Published with its toasts, and full screen hides the nav', async ({ page }) => {
  await signIn(page, '/dashboard/sales/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
  const star = page.getByTestId('dashboard-favorite');
  const starred = (await star.getAttribute('aria-pressed')) === 'true';
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', String(!starred));
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', String(starred));

  const status = page.getByTestId('dashboard-status');
  await expect(status).toHaveText('Published');
  await page.getByTestId('dashboard-publish-toggle').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard is now hidden' })).toBeVisible();
  await expect(status).toHaveText('Draft');
  await page.getByTestId('dashboard-publish-toggle').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard is now published' })).toBeVisible();
  await expect(status).toHaveText('Published');

  // Full screen: the dashboard covers the window (standalone=1), the title stays; Exit brings the nav back.
  const covered = () => page.evaluate(() => document.elementFromPoint(20, 20)?.closest('[data-testid="dashboard-page"]') !== null);
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId('dashboard-fullscreen').click();
  await expect(page).toHaveURL(/standalone=1/);
  await expect.poll(covered).toBe(true);
  await expect(page.getByTestId('dashboard-title')).toBeVisible();
  await page.screenshot({ path: artifact('dashboard-sales-fullscreen.png') });
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId('dashboard-fullscreen').click();
  await expect(page).not.toHaveURL(/standalone=/);
  await expect.poll(covered).toBe(false);

  // standalone=2 also hides the title.
  await page.goto('/dashboard/sales/?standalone=2');
  await expectAllChartsDrawn(page, 5);
  await expect(page.getByTestId('dashboard-title')).toHaveCount(0);
  await expect.poll(covered).toBe(true);
  // Scrolled down, the nav stays hidden.
  await charts(page).filter({ hasText: 'Top 20 Customers' }).scrollIntoViewIfNeeded();
  await expect.poll(covered).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Sales dashboard stacks every chart full width, loads the far ones when scrolled to, and keeps its filters in a drawer', async ({ page }) => {
    const requests = countChartDataRequests(page);
    await signIn(page, '/dashboard/sales/');
    await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
    await expect(page.getByTestId('filter-bar')).toHaveCount(0);
    const grid = (await page.getByTestId('dashboard-grid').first().boundingBox())!;
    const first = charts(page).first();
    await expect(first.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    // Full width: the grid's width less its padding.
    expect((await first.boundingBox())!.width).toBeGreaterThan(grid.width - 40);
    // The customers table, far below, is not asked for until it comes near.
    const table = charts(page).filter({ hasText: 'Top 20 Customers' });
    await expect(table.getByTestId('chart-container')).toHaveAttribute('data-status', 'loading');
    expect(requests.count()).toBe(1);
    await page.screenshot({ path: artifact('dashboard-sales-phone.png') });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    expect(requests.count()).toBe(2);

    await page.getByTestId('filter-drawer-open').click();
    await expect(page.getByTestId('filter-drawer').getByTestId('filter-bar')).toBeVisible();
    await page.screenshot({ path: artifact('dashboard-sales-phone-filters.png') });
  });

  test('the Births tabs are a select', async ({ page }) => {
    await signIn(page, '/superset/dashboard/births/');
    const select = page.getByTestId('dashboard-tab-select');
    await expect(select).toBeVisible();
    await select.selectOption({ label: 'Names' });
    await expect(page.getByText('Names tab selected')).toBeAttached();
    await expect(charts(page).filter({ hasText: 'Girls' }).getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    await page.screenshot({ path: artifact('dashboard-births-phone-names.png') });
  });
});

test('the dashboard list searches by title and opens a dashboard', async ({ page }) => {
  await signIn(page, '/dashboard/list/');
  const rows = page.getByTestId('dashboard-list-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await page.getByRole('textbox', { name: /search/i }).fill('Sales');
  await expect.poll(() => rows.count()).toBe(1);
  await expect(rows.first()).toContainText('Sales Dashboard');
  // Status: the published examples are there, none is a draft.
  await page.getByTestId('dashboard-filter-status').click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(page).toHaveURL(/published/);
  await expect.poll(() => rows.count()).toBe(0);
  await page.getByTestId('dashboard-filter-status').click();
  await page.getByRole('option', { name: 'Published', exact: true }).click();
  await expect.poll(() => rows.count()).toBe(1);
  await page.screenshot({ path: artifact('dashboard-list.png'), fullPage: true });
  await rows.first().getByTestId('dashboard-link').click();
  await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
});

/** Charts on one example dataset, placed in one row of a new dashboard; `cleanUp` removes them all afterwards. */
async function scratchDashboard(request: APIRequestContext, table: string, specs: Array<{ name: string; vizType: string; params: Record<string, unknown> }>) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const datasets = ((await (await request.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`, { headers })).json()) as { result: { id: number }[] }).result;
  const created: number[] = [];
  const cleanUp = async (dashboardId?: number) => {
    if (dashboardId !== undefined) await request.delete(`/api/v1/dashboard/${dashboardId}`, { headers });
    for (const chartId of created) await request.delete(`/api/v1/chart/${chartId}`, { headers });
  };
  try {
    for (const { name, vizType, params } of specs) {
      const answer = await request.post('/api/v1/chart/', {
        headers,
        data: { slice_name: name, viz_type: vizType, datasource_id: datasets[0].id, datasource_type: 'table', params: JSON.stringify({ viz_type: vizType, time_range: 'No filter', ...params }) },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      created.push(((await answer.json()) as { id: number }).id);
    }
    const id = await createDashboard(request, `Scratch ${Date.now().toString(36)}`, rowLayout(created, specs.map((spec) => spec.name)));
    return { id, cleanUp: () => cleanUp(id) };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

test('a click on a treemap or sunburst node or a pivot table cell cross-filters the other charts on its dimension values', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const { id, cleanUp } = await scratchDashboard(request, 'cleaned_sales_data', [
    { name: `Treemap ${run}`, vizType: 'treemap_v2', params: { groupby: ['product_line', 'deal_size'], metric: 'sum__sales', row_limit: 100 } },
    { name: `Sunburst ${run}`, vizType: 'sunburst_v2', params: { columns: ['deal_size', 'product_line'], metric: 'sum__sales', row_limit: 100 } },
    { name: `Lines ${run}`, vizType: 'table', params: { query_mode: 'aggregate', groupby: ['product_line'], metrics: ['sum__sales'], row_limit: 100 } },
    { name: `Pivot ${run}`, vizType: 'pivot_table_v2', params: { groupbyRows: ['product_line'], groupbyColumns: ['deal_size'], metrics: ['sum__sales'], aggregateFunction: 'Sum' } },
  ]);
  try {
    await signIn(page, `/dashboard/${id}/`);
    await expectAllChartsDrawn(page, 4);
    const table = charts(page).filter({ hasText: `Lines ${run}` });
    await expect(table.locator('tbody tr')).toHaveCount(7);

    // A node of the treemap: its product line (and deal size, for a leaf) filter the table to one line.
    await charts(page).filter({ hasText: `Treemap ${run}` }).locator('.highcharts-point').last().click();
    const chip = page.getByTestId('cross-filter-chip');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(new RegExp(`Treemap ${run}: (Classic Cars|Motorcycles|Planes|Ships|Trains|Trucks and Buses|Vintage Cars)`));
    await expectAllChartsDrawn(page, 4);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByTestId('chart-filter-indicator')).toBeVisible();
    await page.screenshot({ path: artifact('dashboard-treemap-cross-filter.png'), fullPage: true });
    await chip.getByRole('button').click();
    await expect(chip).toHaveCount(0);

    // The inner ring of the sunburst: a deal size only, so every product line stays.
    const sunburst = charts(page).filter({ hasText: `Sunburst ${run}` });
    await sunburst.locator('.highcharts-data-label', { hasText: /^Medium$/ }).first().click();
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText('Medium');
    await expectAllChartsDrawn(page, 4);
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(table.getByTestId('chart-filter-indicator')).toBeVisible();
    await chip.getByRole('button').click();
    await expect(chip).toHaveCount(0);

    // A pivot cell: its product line and deal size.
    await charts(page).filter({ hasText: `Pivot ${run}` }).locator('td[data-cross-filter="product_line,deal_size"]').first().click();
    await expect(chip).toContainText(new RegExp(`Pivot ${run}: .+ / (Small|Medium|Large)`));
    await expectAllChartsDrawn(page, 4);
    await expect(table.locator('tbody tr')).toHaveCount(1);
  } finally {
    await cleanUp();
  }
});

test('a click on a country of a world map cross-filters the other charts on the country column', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const { id, cleanUp } = await scratchDashboard(request, 'wb_health_population', [
    { name: `Map ${run}`, vizType: 'world_map', params: { entity: 'country_code', country_fieldtype: 'cca3', metric: 'sum__SP_POP_TOTL', row_limit: 500 } },
    { name: `Countries ${run}`, vizType: 'table', params: { query_mode: 'aggregate', groupby: ['country_code'], metrics: ['sum__SP_POP_TOTL'], row_limit: 10 } },
  ]);
  try {
    await signIn(page, `/dashboard/${id}/`);
    await expectAllChartsDrawn(page, 2);
    const table = charts(page).filter({ hasText: `Countries ${run}` });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await charts(page).filter({ hasText: `Map ${run}` }).locator('.highcharts-key-br').click();
    const chip = page.getByTestId('cross-filter-chip');
    await expect(chip).toContainText(`Map ${run}: BRA`);
    await expectAllChartsDrawn(page, 2);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('BRA');
  } finally {
    await cleanUp();
  }
});
