// Card and table lists (spec 1 §2): cards first where a list has them, the toggle and the card sort kept in the
// address across a reload, bulk selection on cards, and every filter kind (search, select searched on the
// server, yes/no, datetime range, numeric range) with the spec's empty state.
import type { Page } from '@playwright/test';
import { locksOf } from './isolation';
import { runSqlThroughApi } from './sqllab-support';
import { artifact, chartRows, chartSearch, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

const cards = (page: Page) => page.getByTestId('list-cards');
const table = (page: Page) => page.getByTestId('list-table');

test('the chart list opens as cards, switches to a table and keeps each view and the card sort on reload', async ({ page }) => {
  await signIn(page, '/chart/list/');
  await expect(chartRows(page).first()).toBeVisible();
  await expect(cards(page)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(page).toHaveURL(/viewMode=card/);
  // A card: its title links to explore, a placeholder stands for the thumbnail, the owners and the star are there.
  const first = chartRows(page).first();
  await expect(first.getByTestId('chart-link')).toHaveAttribute('href', /slice_id=\d+/);
  // The cover: the thumbnail once the server has taken it, its placeholder until then.
  await expect(first.getByTestId('card-placeholder').or(first.getByTestId('card-thumbnail')).filter({ visible: true }).first()).toBeVisible();
  await expect(first.getByTestId('card-modified')).toContainText(/^Modified /);
  await expect(first.getByTestId('favorite-star')).toBeVisible();
  await page.screenshot({ path: artifact('chart-list-cards.png'), fullPage: true });

  // The sort dropdown belongs to card mode: alphabetical puts the names in order, and survives a reload.
  await page.getByTestId('card-sort').click();
  await page.getByRole('option', { name: 'Alphabetical', exact: true }).click();
  await expect(page).toHaveURL(/sortColumn=slice_name&sortOrder=asc/);
  const names = async () => (await chartRows(page).getByTestId('chart-link').allInnerTexts()).map((name) => name.trim());
  await expect.poll(async () => {
    const shown = await names();
    return shown.length > 2 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })).join('|');
  }).toBe(true);
  await page.reload();
  await expect(page.getByTestId('card-sort')).toHaveValue('Alphabetical');
  await expect(cards(page)).toBeVisible();

  await page.getByTestId('view-mode-table').click();
  await expect(page).toHaveURL(/viewMode=table/);
  await expect(table(page)).toBeVisible();
  await expect(page.getByTestId('card-sort')).toHaveCount(0);
  await expect(chartRows(page).first()).toBeVisible();
  await page.screenshot({ path: artifact('chart-list-table.png'), fullPage: true });
  await page.reload();
  await expect(table(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page).toHaveURL(/viewMode=table/);

  await page.getByTestId('view-mode-card').click();
  await expect(cards(page)).toBeVisible();
  await page.reload();
  await expect(cards(page)).toBeVisible();
});

test('bulk selection works on cards', async ({ page }) => {
  await signIn(page, '/dashboard/list/');
  const rows = page.getByTestId('dashboard-list-row');
  await expect(rows.first()).toBeVisible();
  await expect(cards(page)).toBeVisible();
  await page.getByTestId('dashboard-bulk-toggle').click();
  const bar = page.getByTestId('dashboard-bulk-bar');
  await expect(bar).toContainText('0 Selected');
  await rows.nth(0).getByTestId('dashboard-select').check();
  await rows.nth(1).getByTestId('dashboard-select').check();
  await expect(bar).toContainText('2 Selected');
  await expect(rows.nth(0)).toHaveAttribute('data-selected', 'true');
  await page.screenshot({ path: artifact('dashboard-list-cards-bulk.png'), fullPage: true });
  await bar.getByRole('button', { name: 'Deselect all' }).click();
  await expect(bar).toContainText('0 Selected');
});

test('the chart list filters by a searched select, a yes/no filter and the search, with the spec empty state', async ({ page }) => {
  await signIn(page, '/chart/list/?viewMode=table');
  await expect(chartRows(page).first()).toBeVisible();
  const total = await chartRows(page).count();

  // Dataset: a select whose options the server searches as the person types.
  await page.getByTestId('chart-filter-dataset').click();
  await page.getByTestId('chart-filter-dataset').fill('flights');
  await page.getByRole('option', { name: /flights/ }).first().click();
  await expect(page).toHaveURL(/datasource_id/);
  await expect.poll(() => chartRows(page).count()).toBeLessThan(total);
  for (const dataset of await chartRows(page).locator('td:nth-child(4)').allInnerTexts()) expect(dataset).toContain('flights');
  await page.reload();
  await expect(page.getByTestId('chart-filter-dataset')).toHaveValue(/flights/);
  await expect.poll(() => chartRows(page).count()).toBeLessThan(total);

  // Type: every remaining chart is of the chosen type.
  const type = (await chartRows(page).first().locator('td:nth-child(3)').innerText()).trim();
  await page.getByTestId('chart-filter-type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page).toHaveURL(/viz_type/);
  await expect.poll(async () => [...new Set(await chartRows(page).locator('td:nth-child(3)').allInnerTexts())]).toEqual([type]);

  // Certified: no example chart is certified, so the spec's empty state shows.
  await page.getByTestId('chart-filter-certified').click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(chartRows(page)).toHaveCount(0);
  const empty = page.getByTestId('list-empty');
  await expect(empty).toContainText('No results match your filter criteria');
  await expect(empty).toContainText('Try different criteria to display results.');
  await page.screenshot({ path: artifact('chart-list-filtered-empty.png'), fullPage: true });
  await empty.getByRole('button', { name: 'clear all filters' }).click();
  await expect(chartRows(page)).toHaveCount(total);
  await expect(page).not.toHaveURL(/filters=/);

  // Search, in card mode too.
  await page.getByTestId('view-mode-card').click();
  await chartSearch(page).fill('no chart is called this');
  await expect(page.getByTestId('list-empty')).toContainText('No results match your filter criteria');
});

/** A datetime-local input's value for a time, in the browser's zone (the page runs in the test's zone). */
const localDateTime = (time: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
};

test('the query history filters by a datetime range and a numeric range', async ({ page, request }) => {
  const marker = `ranges_${Date.now().toString(36)}`;
  await runSqlThroughApi(request, `SELECT name AS ${marker} FROM birth_names LIMIT 3`, 'Ranges');
  await runSqlThroughApi(request, `SELECT name AS ${marker} FROM birth_names LIMIT 40`, 'Ranges');
  const rows = page.getByTestId('query-history-row');

  await signIn(page, '/sqllab/history/');
  await page.getByRole('textbox', { name: /search/i }).fill(marker);
  await expect(rows).toHaveCount(2);

  // Numeric range: more than 10 rows keeps the 40-row run; below 10 keeps the 3-row run.
  await page.getByRole('textbox', { name: 'Rows from' }).fill('10');
  await expect(page).toHaveURL(/rows_from:10/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('LIMIT 40');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rows from' })).toHaveValue('10');
  await expect(rows).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Rows from' }).fill('');
  await expect(page).not.toHaveURL(/rows_from/);
  await page.getByRole('textbox', { name: 'Rows to' }).fill('10');
  await expect(page).toHaveURL(/rows_to:10/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('LIMIT 3');
  await page.getByRole('textbox', { name: 'Rows to' }).fill('');
  await expect(page).not.toHaveURL(/rows_to/);
  await expect(rows).toHaveCount(2);

  // Datetime range: runs start before a time an hour ahead, none after it; start and end carry a time of day.
  const inAnHour = localDateTime(new Date(Date.now() + 3_600_000));
  const anHourAgo = localDateTime(new Date(Date.now() - 3_600_000));
  await page.getByLabel('From', { exact: true }).fill(anHourAgo);
  await expect(page).toHaveURL(/start_time_from/);
  await page.getByLabel('To', { exact: true }).fill(inAnHour);
  await expect(page).toHaveURL(/start_time_to/);
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: artifact('query-history-ranges.png'), fullPage: true });
  await page.getByLabel('From', { exact: true }).fill(inAnHour);
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('list-empty')).toContainText('No results match your filter criteria');
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(inAnHour);
  await expect(rows).toHaveCount(0);
});
