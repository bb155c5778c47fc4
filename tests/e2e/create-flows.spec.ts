// Issue 13, items 1 and 2: starting a chart or a dataset the way a Superset user expects. + Chart on the chart
// list -> a dataset and a chart type from the viz-type gallery -> explore with both; + Dataset on the dataset
// list -> database, schema, table, a preview of its columns -> create, then the list or + Chart. Screenshots
// of the gallery and of both flows go to tests/artifacts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiToken, artifact, chooseVizType, expect, signIn, test } from './support';

const tiles = (page: Page) => page.getByTestId('viz-tile');

test('+ Chart: a dataset and a chart type chosen in the gallery open explore with both', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/chart/list/');
  await page.getByTestId('chart-add').click();
  await expect(page).toHaveURL(/\/chart\/add$/);
  const create = page.getByTestId('chart-add-create');
  await expect(create).toBeDisabled();

  // The dataset, searched on the server by name.
  await page.getByTestId('chart-add-dataset').click();
  await page.getByTestId('chart-add-dataset').fill('birth');
  await page.getByRole('option', { name: /^birth_names/ }).click();
  await expect(page.getByTestId('chart-add-dataset')).toHaveValue('birth_names');
  await expect(create).toBeDisabled();

  // The gallery: every type with a thumbnail; the featured ones first and badged, the badge explained.
  const gallery = page.getByTestId('viz-gallery');
  await expect(tiles(page).first()).toBeVisible();
  const tileCount = await tiles(page).count();
  expect(tileCount).toBeGreaterThanOrEqual(25);
  await expect(gallery.getByTestId('viz-thumbnail')).toHaveCount(tileCount);
  await expect(tiles(page).first().getByTestId('viz-label')).toHaveText('Featured');
  await tiles(page).first().getByTestId('viz-label').hover();
  await expect(page.getByRole('tooltip')).toContainText('recommended');

  // A category narrows the gallery; a search looks through every type.
  await gallery.getByTestId('viz-gallery-section').filter({ hasText: 'Part of a Whole' }).click();
  await expect(tiles(page)).toHaveText(['Pie Chart', 'Sunburst Chart', 'Treemap']);
  await gallery.getByTestId('viz-gallery-search').fill('big number');
  await expect(tiles(page)).toHaveText([/^Big Number with Trendline/, 'Big Number']);
  await gallery.getByTestId('viz-gallery-search').fill('pie');
  await expect(tiles(page)).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Pie Chart', exact: true }).click();
  await expect(gallery.getByTestId('viz-gallery-details')).toContainText("Each category's share of a total");
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('create-chart.png'), fullPage: true });

  await create.click();
  await expect(page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+&viz_type=pie$/);
  await expect(page.getByTestId('dataset-name')).toContainText('birth_names');
  await expect(page.getByTestId('viz-type-name')).toHaveText('Pie Chart');
  // Featured is the gallery's word, not the chart title's.
  await expect(page.getByTestId('explore-header').getByText('Featured')).toHaveCount(0);

  // Explore's chart type control opens the same gallery, on the recently used types.
  await page.getByTestId('viz-type-view-all').click();
  const modal = page.getByTestId('viz-type-modal');
  await expect(modal.getByTestId('viz-gallery-section').filter({ hasText: 'Recently used' })).toHaveAttribute('data-active', 'true');
  await expect(tiles(page).first()).toHaveText('Pie Chart');
  await expect(tiles(page).first()).toHaveAttribute('aria-pressed', 'true');
  await modal.getByTestId('viz-gallery-section').filter({ hasText: 'All charts' }).click();
  await expect(tiles(page)).toHaveCount(tileCount);
  await expect(tiles(page).last()).toContainText('Deprecated');
  await page.screenshot({ path: artifact('viz-gallery-modal.png') });
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await chooseVizType(page, 'Line Chart');
  await expect(page.getByTestId('control-x_axis')).toBeVisible();
});

test('+ Dataset: a database table, previewed, becomes a dataset; then the list or + Chart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const runId = Date.now().toString(36);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  // A scratch database holding two tables no dataset uses yet (the examples' tables all have theirs).
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-create-'));
  const databaseName = `scratch_${runId}`;
  const created = await request.post('/api/v1/database/', {
    headers,
    data: { database_name: databaseName, sqlalchemy_uri: `duckdb:///${path.join(dir, 'scratch.duckdb')}`, allow_dml: true, expose_in_sqllab: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const databaseId = (await created.json()).id as number;
  const datasetIds: number[] = [];
  try {
    for (const sql of [
      "CREATE TABLE city_sales AS SELECT * FROM (VALUES ('Lyon', 12.5, DATE '2019-01-14'), ('Nantes', 7.0, DATE '2019-01-15')) AS t(city, sold, day)",
      'CREATE TABLE visits AS SELECT 1 AS id',
    ]) {
      const run = await request.post('/api/v1/sqllab/execute/', { headers, data: { database_id: databaseId, sql, schema: 'main', runAsync: false } });
      expect(run.status(), await run.text()).toBe(200);
    }

    await signIn(page, '/tablemodelview/list/');
    await page.getByTestId('dataset-add').click();
    await expect(page).toHaveURL(/\/dataset\/add\/$/);
    await expect(page.getByTestId('dataset-add-empty')).toContainText('Select dataset source');
    const createWithChart = page.getByTestId('dataset-add-create-chart');
    await expect(createWithChart).toBeDisabled();

    // A table of the examples that already has a dataset says so, and cannot get a second one.
    await pickInSelect(page, 'dataset-add-database', 'examples');
    await pickInSelect(page, 'dataset-add-schema', 'main');
    await page.getByTestId('dataset-add-table-search').fill('birth');
    await expect(page.getByTestId('dataset-add-table')).toHaveCount(1);
    await page.getByTestId('dataset-add-table').click();
    await expect(page.getByTestId('dataset-add-exists')).toContainText('This table already has a dataset');
    await expect(page.getByTestId('dataset-add-column').filter({ hasText: 'num' }).first()).toBeVisible();
    await expect(createWithChart).toBeDisabled();

    // The scratch table: its columns with their types, then the dataset and on to + Chart.
    await pickInSelect(page, 'dataset-add-database', databaseName);
    await pickInSelect(page, 'dataset-add-schema', 'main');
    await expect(page.getByTestId('dataset-add-table')).toHaveText(['city_sales', 'visits']);
    await page.getByTestId('dataset-add-table').filter({ hasText: 'city_sales' }).click();
    const columns = page.getByTestId('dataset-add-column');
    await expect(columns).toHaveCount(3);
    await expect(columns.nth(0)).toContainText('city');
    await expect(columns.nth(0)).toContainText(/VARCHAR/i);
    await expect(columns.nth(2)).toContainText('day');
    await expect(columns.nth(2)).toContainText(/DATE/i);
    await expect(page.getByTestId('dataset-add-exists')).toHaveCount(0);
    await page.screenshot({ path: artifact('create-dataset.png'), fullPage: true });
    await createWithChart.click();
    await expect(page).toHaveURL(/\/chart\/add\?dataset=\d+$/);
    datasetIds.push(Number(new URL(page.url()).searchParams.get('dataset')));
    await expect(page.getByTestId('chart-add-dataset')).toHaveValue('city_sales');
    await page.screenshot({ path: artifact('create-dataset-then-chart.png') });

    // The other table with "Create dataset": back to the list, where it is.
    await page.goto('/dataset/add/');
    await pickInSelect(page, 'dataset-add-database', databaseName);
    await pickInSelect(page, 'dataset-add-schema', 'main');
    // The table just given a dataset is marked.
    await expect(page.getByTestId('dataset-add-table').filter({ hasText: 'city_sales' })).toContainText('dataset');
    await page.getByTestId('dataset-add-table').filter({ hasText: 'visits' }).click();
    await expect(columns).toHaveText([/^id/]);
    await page.getByTestId('dataset-add-create').click();
    // The list writes its default state into the address as it arrives (?pageIndex=0&...).
    await expect(page).toHaveURL(/\/tablemodelview\/list\/(\?|$)/);
    await expect(page.getByRole('link', { name: 'visits', exact: true })).toBeVisible();
  } finally {
    const list = await request.get(`/api/v1/dataset/?q=(filters:!((col:database,opr:rel_o_m,value:${databaseId})))`, { headers });
    for (const { id } of ((await list.json()).result ?? []) as { id: number }[]) if (!datasetIds.includes(id)) datasetIds.push(id);
    for (const id of datasetIds) await request.delete(`/api/v1/dataset/${id}`, { headers });
    await request.delete(`/api/v1/database/${databaseId}`, { headers });
    rmSync(dir, { recursive: true, force: true });
  }
});

async function pickInSelect(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByTestId(testId)).toHaveValue(option);
}
