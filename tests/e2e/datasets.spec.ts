import type { Page } from '@playwright/test';
import { locksOf } from './isolation';
import { artifact, expect, searchList, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

const datasetRows = (page: Page) => page.getByTestId('dataset-list-row');
const modal = (page: Page) => page.getByRole('dialog', { name: 'Edit Dataset' });

async function openEditor(page: Page, tableName: string) {
  const row = datasetRows(page).filter({ has: page.getByRole('link', { name: tableName, exact: true }) });
  await row.getByRole('button', { name: `Edit ${tableName}` }).click();
  await expect(modal(page).getByRole('tab', { name: /Metrics/ })).toBeVisible();
}

async function metricLabel(page: Page, metric: string) {
  await modal(page).getByRole('tab', { name: /Metrics/ }).click();
  return modal(page).getByRole('textbox', { name: `Label of metric ${metric}` });
}

test('a person edits a metric label of birth_names and sees it saved', async ({ page }) => {
  await signIn(page, '/tablemodelview/list/');
  await expect(page).toHaveURL(/\/tablemodelview\/list\//);
  await expect(datasetRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'birth_names', exact: true })).toBeVisible();
  await page.screenshot({ path: artifact('dataset-list.png'), fullPage: true });

  await openEditor(page, 'birth_names');
  const box = await modal(page).boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(900);
  await page.screenshot({ path: artifact('dataset-edit-source.png') });

  const label = await metricLabel(page, 'sum__num');
  const original = await label.inputValue();
  const changed = `Births (edited ${Date.now().toString(36)})`;
  await label.fill(changed);
  await page.screenshot({ path: artifact('dataset-edit-metrics.png') });
  await modal(page).getByTestId('dataset-save').click();
  await expect(page.getByText('The dataset has been saved')).toBeVisible();
  await expect(modal(page)).toBeHidden();
  await page.screenshot({ path: artifact('dataset-saved.png') });

  await openEditor(page, 'birth_names');
  await expect(await metricLabel(page, 'sum__num')).toHaveValue(changed);

  // Put the label back so other suites see the example as it was generated.
  await (await metricLabel(page, 'sum__num')).fill(original);
  await modal(page).getByTestId('dataset-save').click();
  await expect(modal(page)).toBeHidden();
});

test('a person syncs the columns of birth_names from the source and keeps unsaved edits', async ({ page }) => {
  await signIn(page, '/tablemodelview/list/');
  await expect(datasetRows(page).first()).toBeVisible();
  await openEditor(page, 'birth_names');
  // An unsaved edit in another tab survives the sync.
  const label = await metricLabel(page, 'sum__num');
  const typed = `Unsaved ${Date.now().toString(36)}`;
  await label.fill(typed);

  await modal(page).getByRole('tab', { name: 'Columns', exact: true }).click();
  const columns = modal(page).getByTestId('columns-table').getByTestId('column-row');
  await expect(columns.first()).toBeVisible();
  const before = await columns.count();
  const sync = modal(page).getByRole('button', { name: 'Sync columns from source' });
  await expect(sync).toBeEnabled();
  await sync.click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Columns synced from source' })).toBeVisible();
  await expect(sync).toBeEnabled();
  await expect(columns).toHaveCount(before);
  await page.screenshot({ path: artifact('dataset-edit-columns-synced.png') });

  await expect(await metricLabel(page, 'sum__num')).toHaveValue(typed);
  await modal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(modal(page)).toBeHidden();
});

test('the list filters by schema and search, and keeps them in the URL', async ({ page }) => {
  await signIn(page, '/tablemodelview/list/');
  await expect(datasetRows(page).first()).toBeVisible();
  // The full name: other tests leave datasets whose names share a prefix (explore's births_copy_<run>).
  await searchList(page, page.getByRole('textbox', { name: 'Search datasets' }), 'birth_names');
  await expect.poll(() => datasetRows(page).count()).toBe(1);
  await expect.poll(() => decodeURIComponent(page.url())).toContain('birth_names');
  await page.reload();
  await expect(datasetRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'birth_names', exact: true })).toBeVisible();

  await page.getByTestId('dataset-filter-schema').click();
  await page.getByRole('option', { name: 'main', exact: true }).click();
  await page.getByTestId('dataset-filter-database').click();
  await page.getByRole('option', { name: 'examples', exact: true }).click();
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/schema:main/);
  await expect(datasetRows(page)).toHaveCount(1);
  await page.screenshot({ path: artifact('dataset-list-filtered.png') });
  await page.reload();
  await expect(page.getByTestId('dataset-filter-schema')).toHaveValue('main');
  await expect(page.getByTestId('dataset-filter-database')).toHaveValue('examples');
  await expect(datasetRows(page)).toHaveCount(1);
});

test('a virtual dataset opens with its SQL, and Save waits for valid input', async ({ page }) => {
  await signIn(page, '/tablemodelview/list/');
  await expect(datasetRows(page).first()).toBeVisible();
  await openEditor(page, 'birth_names');
  await modal(page).getByRole('tab', { name: /Metrics/ }).click();
  await modal(page).getByRole('textbox', { name: 'Key of metric sum__num' }).fill('');
  await expect(modal(page).getByTestId('dataset-problems')).toContainText('Every metric needs a name');
  await expect(modal(page).getByTestId('dataset-save')).toBeDisabled();

  await modal(page).getByRole('tab', { name: 'Source' }).click();
  await modal(page).getByText('Virtual (SQL)').click();
  await expect(modal(page).getByTestId('dataset-sql')).toBeVisible();
  await expect(modal(page).getByTestId('dataset-sync-columns')).toBeChecked();
  // Syncing reads the stored source, so with a changed query Save (which offers the sync) comes first.
  await modal(page).getByRole('tab', { name: 'Columns', exact: true }).click();
  await expect(modal(page).getByRole('button', { name: 'Sync columns from source' })).toBeDisabled();
  await modal(page).getByRole('tab', { name: 'Source' }).click();
  await page.screenshot({ path: artifact('dataset-edit-virtual.png') });
  await modal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(modal(page)).toBeHidden();
});
