// The explore flow of issue 5: build a line chart from the births dataset with a time grain and a rolling
// mean, save it into a new dashboard, reopen it from the chart list, swap its dataset; plus the chart area's
// statuses, the data pane and sharing. Screenshots go to tests/artifacts for a person to look at.
import type { Page } from '@playwright/test';
import { locksOf } from './isolation';
import { apiToken, artifact, chartRows, chartSearch, chooseVizType, expect, searchList, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** Runs a GraphQL operation as the signed-in browser user (session cookie + CSRF token). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const tokenAnswer = await page.request.post('/graphql', { data: { query: '{ csrfToken }' } });
  const token = ((await tokenAnswer.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const answer = await page.request.post('/graphql', { data: { query, variables }, headers: { 'X-CSRFToken': token } });
  const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

/** Picks an option of a control's select by its visible label. */
async function pickOption(page: Page, controlName: string, option: string) {
  await page.getByTestId(`control-${controlName}-input`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openSection(page: Page, label: string) {
  const section = page.getByTestId(`control-section-${label}`);
  const toggle = section.getByRole('button', { name: label });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const chartStatus = (page: Page) => page.getByTestId('chart-container');

test('builds a line chart with a time grain and a rolling mean, saves it to a new dashboard, reopens it and swaps its dataset', async ({ page }) => {
  // Per run, not per file: with --repeat-each the file is loaded once for all its repeats.
  const runId = Date.now().toString(36);
  test.setTimeout(300_000);
  await signIn(page, '/tablemodelview/list/');
  await expect(page.getByTestId('dataset-link').first()).toBeVisible();

  // A second dataset over the same table, to swap to later (virtual: the births rows through SQL).
  const { databases } = await graphql<{ databases: { items: Array<{ id: number; databaseName: string }> } }>(
    page,
    'query { databases(pageSize: 100) { items { id databaseName } } }',
  );
  const examples = databases.items.find((database) => database.databaseName === 'examples');
  expect(examples, 'the examples database').toBeTruthy();
  const swapName = `births_copy_${runId}`;
  const { createDataset: swapDataset } = await graphql<{ createDataset: { id: number } }>(page, 'mutation($input: CreateDatasetInput!) { createDataset(input: $input) { id } }', {
    input: { databaseId: examples!.id, tableName: swapName, sql: 'SELECT * FROM birth_names' },
  });

  // Open the births dataset in explore from the dataset list, as a line chart.
  await page.getByTestId('dataset-link').filter({ hasText: /^birth_names$/ }).click();
  await expect(page).toHaveURL(/\/explore\/\?.*datasource_id=\d+/);
  await expect(page.getByTestId('dataset-name')).toContainText('birth_names');
  await chooseVizType(page, 'Line Chart');
  await expect(page.getByTestId('control-x_axis')).toContainText('ds');

  // Metrics: SUM(num), dragged from the dataset pane; the chart cannot run before.
  await expect(page.getByTestId('control-errors')).toContainText('Metrics: cannot be empty');
  await expect(page.getByTestId('update-chart')).toBeDisabled();
  const numColumn = page.getByTestId('datasource-column').filter({ has: page.getByText('num', { exact: true }) });
  await numColumn.dragTo(page.getByTestId('control-metrics').getByText(/Drop columns/));
  await expect(page.getByTestId('control-metrics')).toContainText('SUM(num)');

  await pickOption(page, 'time_grain_sqla', 'Year');
  await openSection(page, 'Advanced analytics');
  await pickOption(page, 'rolling_type', 'mean');
  await page.getByTestId('control-rolling_periods-input').fill('3');

  await page.getByTestId('update-chart').click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByTestId('chart-stale')).toHaveCount(0);
  // The data pane starts collapsed, as in Superset.
  await expect(page.getByTestId('data-pane')).toHaveCount(0);
  await page.getByTestId('data-pane-toggle').click();
  await expect(page.getByTestId('results-data').getByTestId('row-count')).toHaveText(/\d+ rows/);
  // The address now holds the chart being built: a reload comes back to it.
  await expect(page).toHaveURL(/\/explore\/p\/[\w-]+\/$/);
  await page.screenshot({ path: artifact('explore-line-rolling.png') });

  // Save into a new dashboard.
  const chartName = `Births rolling mean ${runId}`;
  const dashboardName = `Births board ${runId}`;
  await page.getByTestId('save-chart').click();
  const modal = page.getByTestId('save-modal');
  await expect(modal.getByTestId('save-overwrite')).toBeDisabled();
  await modal.getByTestId('save-chart-name').fill(chartName);
  await modal.getByTestId('save-dashboard-select').fill(dashboardName);
  await page.getByRole('option', { name: `+ Create "${dashboardName}"` }).click();
  await page.screenshot({ path: artifact('explore-save-modal.png') });
  await modal.getByTestId('save-submit').click();
  await expect(page.getByText(`Dashboard [${dashboardName}] just got created and chart [${chartName}] was added to it.`)).toBeVisible();
  await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+$/);
  await expect(page.getByTestId('chart-title')).toHaveText(chartName);
  // The save kept the chart's query context, as Superset's explore does: a REST client gets the chart's data.
  const savedId = new URL(page.url()).searchParams.get('slice_id');
  const restData = await page.request.get(`/api/v1/chart/${savedId}/data/`, { headers: { Authorization: `Bearer ${await apiToken(page.request)}` } });
  expect(restData.status()).toBe(200);
  const restResult = ((await restData.json()) as { result: Array<{ rowcount: number; data: unknown[] }> }).result[0];
  expect(restResult.rowcount).toBeGreaterThan(0);
  expect(restResult.data.length).toBe(restResult.rowcount);

  // Reopen from the chart list: the saved controls come back and the chart draws.
  await page.goto('/chart/list/');
  await searchList(page, chartSearch(page), chartName);
  await expect(chartRows(page)).toHaveCount(1);
  await chartRows(page).getByRole('link', { name: chartName }).click();
  await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByTestId('chart-title')).toHaveText(chartName);
  await expect(page.getByTestId('control-time_grain_sqla-input')).toHaveValue('Year');
  await expect(page.getByTestId('control-metrics')).toContainText('SUM(num)');
  await expect(page.getByTestId('altered-tag')).toHaveCount(0);
  await page.screenshot({ path: artifact('explore-reopened.png') });

  // Properties: the cache timeout must be an integer; saving updates the chart.
  await page.getByTestId('explore-actions').click();
  await page.getByTestId('edit-properties').click();
  const properties = page.getByTestId('properties-modal');
  await properties.getByLabel('Description').fill('Births per year, smoothed over three years');
  await properties.getByLabel('Cache timeout').fill('soon');
  await expect(properties.getByText('Cache timeout is expected to be an integer')).toBeVisible();
  await expect(properties.getByTestId('properties-save')).toBeDisabled();
  await properties.getByLabel('Cache timeout').fill('600');
  await properties.getByLabel('Certified by').fill('Data team');
  await page.screenshot({ path: artifact('explore-properties.png') });
  await properties.getByTestId('properties-save').click();
  await expect(page.getByText('Chart properties updated')).toBeVisible();
  await expect(page.getByTestId('explore-header').getByLabel('Certified by Data team')).toBeVisible();

  // Renaming in the header saves the name.
  const renamed = `${chartName} (renamed)`;
  await page.getByTestId('chart-name-edit').click();
  await page.getByTestId('chart-name-input').fill(renamed);
  await page.getByTestId('chart-name-input').press('Enter');
  await expect(page.getByTestId('chart-title')).toHaveText(renamed);
  await page.reload();
  await expect(page.getByTestId('chart-title')).toHaveText(renamed);

  // Swap the dataset: select, confirm, then the chart runs on the new one.
  await page.getByTestId('dataset-menu').click();
  await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
  const swap = page.getByTestId('swap-dataset-modal');
  await swap.getByRole('textbox', { name: 'Search datasets' }).fill(swapName);
  await swap.getByTestId('swap-dataset-option').filter({ hasText: swapName }).click();
  await expect(swap.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.screenshot({ path: artifact('explore-swap-confirm.png') });
  await swap.getByTestId('swap-dataset-proceed').click();
  await expect(page.getByText('Successfully changed dataset!')).toBeVisible();
  await expect(page.getByTestId('dataset-name')).toContainText(swapName);
  await expect(page.getByTestId('altered-tag')).toBeVisible();
  await page.getByTestId('update-chart').click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await page.getByTestId('altered-tag').click();
  await expect(page.getByTestId('chart-changes-modal').getByTestId('chart-change').first()).toBeVisible();
  await page.screenshot({ path: artifact('explore-swapped-changes.png') });

  // The swap was not saved, so nothing uses the copy: remove it, leaving other tests' dataset lists as they were.
  await graphql(page, 'mutation($id: Int!) { deleteDataset(id: $id) }', { id: swapDataset.id });
});

test('the chart area reports stops and failures, and the data pane shows results, samples and the query', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, '/chart/list/');
  await expect(chartRows(page).first()).toBeVisible();
  await searchList(page, chartSearch(page), 'Genders');
  await chartRows(page).getByRole('link', { name: 'Genders', exact: true }).click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });

  // The dataset pane: search, and a tooltip naming the metric behind a label.
  await page.getByRole('textbox', { name: 'Search Metrics & Columns' }).fill('birth');
  await expect(page.getByTestId('datasource-column')).toHaveCount(0);
  await page.getByTestId('datasource-metric').getByText('Births', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Metric name: sum__num');
  await page.screenshot({ path: artifact('explore-dataset-tooltip.png') });
  await page.getByRole('textbox', { name: 'Search Metrics & Columns' }).fill('');

  // The dataset menu: Edit dataset opens the Edit Dataset modal; View in SQL Lab links with the datasource key.
  await page.getByTestId('dataset-menu').click();
  await expect(page.getByRole('menuitem', { name: 'View in SQL Lab' })).toHaveAttribute('href', /^\/sqllab\/\?datasourceKey=\d+__table$/);
  await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
  const editDataset = page.getByRole('dialog', { name: 'Edit Dataset' });
  await expect(editDataset.getByRole('textbox', { name: 'Table name' })).toHaveValue('birth_names', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(editDataset).toHaveCount(0);

  // Results and samples, with row counts and search.
  await page.getByTestId('data-pane-toggle').click();
  await expect(page.getByTestId('results-data').getByTestId('row-count')).toHaveText(/\d+ rows?/);
  await page.getByRole('tab', { name: 'Samples' }).click();
  await expect(page.getByTestId('samples-data').getByTestId('results-row').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Search results' }).fill('boy');
  await expect(page.getByTestId('samples-data').getByTestId('row-count')).toHaveText(/of/);
  await page.screenshot({ path: artifact('explore-samples.png') });

  // Downloads: the results as CSV (server export) and the chart as a PNG image.
  await page.getByTestId('download-menu').click();
  const csv = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export to .CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^Genders_\d{8}_\d{6}\.csv$/);
  await page.getByTestId('download-menu').click();
  const png = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as image' }).click();
  expect((await png).suggestedFilename()).toMatch(/^Genders_\d{8}_\d{6}\.png$/);

  // Changing a control marks the chart out of date until it runs again.
  await page.getByTestId('control-row_limit-input').fill('5');
  await page.getByTestId('control-row_limit-input').press('Enter');
  await expect(page.getByTestId('chart-stale')).toBeVisible();
  await expect(page.getByTestId('altered-tag')).toBeVisible();
  await page.screenshot({ path: artifact('explore-stale.png') });
  // The address follows the controls: a reload comes back to the edited chart.
  await expect(page).toHaveURL(/\/explore\/p\/[\w-]+\/$/);
  await page.reload();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  // The data pane stays as the person left it.
  await expect(page.getByTestId('data-pane')).toBeVisible();
  await expect(page.getByTestId('control-row_limit-input')).toHaveValue('5');
  await expect(page.getByTestId('chart-title')).toHaveText('Genders');
  await page.getByTestId('update-chart').click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByTestId('chart-stale')).toHaveCount(0);

  // View query shows the SQL the chart runs.
  await page.getByTestId('view-query').click();
  await expect(page.getByTestId('view-query-sql').first()).toContainText(/SELECT/i);
  await page.screenshot({ path: artifact('explore-view-query.png') });
  await page.keyboard.press('Escape');

  // Stop an update in flight: the request is aborted and the chart says so.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('query ChartData(')) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    } else {
      await route.continue();
    }
  });
  await page.getByTestId('update-chart').click();
  await page.getByTestId('chart-stop').click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByTestId('chart-stopped')).toHaveText('Updating chart was stopped');
  await page.screenshot({ path: artifact('explore-stopped.png') });
  await page.unroute('**/graphql');

  // A network failure reads 'Network error.'.
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('query ChartData(') ? route.abort('failed') : route.continue(),
  );
  await page.getByTestId('update-chart').click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('chart-error')).toHaveText('Network error.');
  await page.unroute('**/graphql');

  // Ctrl+Enter runs the query again.
  await page.keyboard.press('Control+Enter');
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });

  // A refused save keeps the modal open with 'Failed to save slice' and the server's reason.
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('mutation SaveExploreChart(')
      ? route.fulfill({ json: { errors: [{ message: 'You do not have permission to edit this chart' }], data: null } })
      : route.continue(),
  );
  await page.getByTestId('save-chart').click();
  await page.getByTestId('save-as').check();
  await page.getByTestId('save-submit').click();
  await expect(page.getByTestId('save-failed')).toContainText('Failed to save slice');
  await expect(page.getByTestId('save-failed')).toContainText('You do not have permission to edit this chart');
  await page.screenshot({ path: artifact('explore-save-failed.png') });
  await page.unroute('**/graphql');
});

test("the '…' menu downloads the chart, shows its query and runs it in SQL Lab; Escape closes a filter's operator list, not the filter", async ({ page, context }) => {
  await signIn(page, '/chart/list/');
  await searchList(page, chartSearch(page), 'Genders');
  await chartRows(page).getByRole('link', { name: 'Genders', exact: true }).click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });

  // Download ▸ the same entries as the data pane's, here the chart as a JPEG.
  await page.getByTestId('explore-actions').click();
  await page.getByTestId('explore-download').hover();
  await expect(page.getByRole('menuitem', { name: 'Export to .CSV' })).toBeVisible();
  await page.screenshot({ path: artifact('explore-actions-download.png') });
  const jpeg = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as JPEG image' }).click();
  expect((await jpeg).suggestedFilename()).toMatch(/^Genders_\d{8}_\d{6}\.jpg$/);

  await page.getByTestId('explore-actions').click();
  await page.getByTestId('explore-view-query').click();
  await expect(page.getByTestId('view-query-sql').first()).toContainText(/SELECT/i);
  const sql = (await page.getByTestId('view-query-sql').first().innerText()).trim();
  await page.keyboard.press('Escape');

  // Run in SQL Lab: a new browser tab with the chart's SQL in a new SQL Lab tab named after the chart.
  await page.getByTestId('explore-actions').click();
  const sqlLab = context.waitForEvent('page');
  await page.getByTestId('run-in-sqllab').click();
  const lab = await sqlLab;
  await expect(lab).toHaveURL(/\/sqllab\/$/, { timeout: 30_000 });
  await expect(lab.getByRole('tab', { name: /Genders/, selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(lab.getByTestId('sqllab-editor').locator('.cm-content')).toContainText(sql.split('\n')[0].trim());
  await lab.close();

  // Escape with the operator list of a half-built filter open closes the list only; a second Escape the editor.
  await page.getByTestId('control-adhoc_filters-add').click();
  const editor = page.getByTestId('filter-editor-operator');
  await expect(editor).toBeVisible();
  await editor.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
});

test('share copies a permalink that opens the same chart, and the embed code points at it', async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/chart/list/');
  await expect(chartRows(page).first()).toBeVisible();
  // An example chart, by its name: the list's first row may be another file's chart, deleted meanwhile.
  await searchList(page, chartSearch(page), 'Genders');
  await chartRows(page).getByRole('link', { name: 'Genders', exact: true }).click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  const title = await page.getByTestId('chart-title').innerText();

  await page.getByTestId('explore-actions').click();
  await page.getByTestId('copy-permalink').click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/explore\/p\/[\w-]+\/$/);

  await page.getByTestId('explore-actions').click();
  await page.getByTestId('embed-code').click();
  await expect(page.getByTestId('embed-code-text')).toHaveValue(new RegExp(`src="${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?standalone=1&height=400"`));
  await page.screenshot({ path: artifact('explore-embed-code.png') });
  await page.keyboard.press('Escape');

  await page.goto(link);
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByTestId('chart-title')).toHaveText(title);

  // The embedded address draws only the chart.
  await page.goto(`${link}?standalone=1&height=400`);
  await expect(page.getByTestId('explore-standalone').getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await page.screenshot({ path: artifact('explore-standalone.png') });
  await page.goto(link);
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });

  // The star toggles and survives a reload.
  const star = page.getByTestId('chart-star');
  const before = await star.getAttribute('aria-pressed');
  await star.click();
  await expect(star).not.toHaveAttribute('aria-pressed', before ?? 'false');
  await page.reload();
  await expect(page.getByTestId('chart-star')).not.toHaveAttribute('aria-pressed', before ?? 'false');
  await page.getByTestId('chart-star').click();
});

test('matrixify repeats the chart per member of its dimension', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, '/chart/list/');
  await searchList(page, chartSearch(page), 'Life Expectancy by Region');
  await chartRows(page).getByRole('link', { name: 'Life Expectancy by Region', exact: true }).click();
  await expect(chartStatus(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });

  await openSection(page, 'Matrixify');
  await page.getByTestId('control-matrixify_enable_horizontal_layout-input').check();
  await page.getByTestId('control-matrixify_mode_columns-input').getByText('Dimension members').click();
  await page.getByTestId('control-matrixify_topn_value-input').fill('3');
  await page.getByTestId('update-chart').click();
  const cells = page.getByTestId('matrixify-cell');
  await expect(cells).toHaveCount(3, { timeout: 60_000 });
  for (const cell of await cells.all()) {
    await expect(cell.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  }
  await page.screenshot({ path: artifact('explore-matrixify.png') });
});
