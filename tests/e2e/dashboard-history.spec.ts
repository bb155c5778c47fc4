import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chartIds, createDashboard, rowLayout } from './dashboard-support';
import { apiToken, artifact, expect, signIn, test } from './support';

// A dashboard's version history as a person uses it: edit a dashboard twice, open the history from the
// header's menu, read what each save changed, look at one version's before/after, restore it, and find the
// restored state after a reload (with the restore itself kept as the newest version).

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: artifact(`${name}.png`) });
};

const CHARTS = ['Genders', 'Trends', 'Top 10 States'];

const chartTitles = (page: Page) => page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title');
const editComponent = (page: Page, name: string) =>
  page.locator('[data-testid="edit-component"][data-component-type="CHART"]').filter({ has: page.getByTestId('dashboard-chart-title').getByText(name, { exact: true }) });

async function saveEdit(page: Page) {
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' }).first()).toBeVisible();
  await expect(page.getByTestId('builder-pane')).toHaveCount(0);
}

async function openHistory(page: Page) {
  // The saves' notifications sit over the header's menu button until they close; a pointer resting on one
  // (where Save was clicked) keeps it open, so it moves away first, as a person's would.
  await page.mouse.move(10, 500);
  await expect(page.getByTestId('toast-success')).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId('dashboard-version-history').click();
  const drawer = page.getByRole('dialog', { name: 'Version history' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('edits twice, reads the history, views a version’s diff, restores it and finds it after a reload', async ({ page, request }) => {
  // Two saves in the editor, a restore and a reload: a longer journey than the default allows on a busy machine.
  test.setTimeout(240_000);
  const id = await createDashboard(request, `History e2e ${Date.now().toString(36)}`, rowLayout(await chartIds(request, CHARTS), CHARTS));
  try {
    await signIn(page, `/dashboard/${id}/`);
    await expect(chartTitles(page)).toHaveText(CHARTS);

    // First edit: Genders one place to the right.
    await page.getByTestId('dashboard-edit').click();
    await editComponent(page, 'Genders').hover();
    await page.getByRole('button', { name: 'Move Genders right' }).click();
    await saveEdit(page);
    await expect(chartTitles(page)).toHaveText(['Trends', 'Genders', 'Top 10 States']);

    // Second edit: Top 10 States taken off.
    await page.getByTestId('dashboard-edit').click();
    await editComponent(page, 'Top 10 States').hover();
    await editComponent(page, 'Top 10 States').getByTestId('delete-component').click();
    await saveEdit(page);
    await expect(chartTitles(page)).toHaveText(['Trends', 'Genders']);

    // The history: newest first, what each save changed in a sentence.
    let drawer = await openHistory(page);
    await expect(drawer.getByTestId('version-summary')).toHaveText(['Removed chart Top 10 States', 'Moved 2 charts', 'Created the dashboard']);
    await expect(drawer.getByTestId('version-item').first()).toContainText('Current');
    await shot(page, 'dashboard-history-drawer');

    // Version 2's before/after: the two charts that changed places, against version 1.
    await drawer.getByTestId('version-item').filter({ hasText: 'Moved 2 charts' }).click();
    const detail = drawer.getByTestId('version-detail');
    await expect(detail).toContainText('Before: version 1. After: version 2.');
    await expect(detail.getByTestId('version-change').filter({ hasText: 'Genders' })).toContainText('position 1');
    await expect(detail.getByTestId('version-change').filter({ hasText: 'Genders' })).toContainText('position 2');
    await expect(detail.getByTestId('version-change')).toHaveCount(2);
    await shot(page, 'dashboard-history-diff');

    // Restore it: asked first, then saved, the page refreshed and a notification shown.
    await detail.getByTestId('version-restore').click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 2?' });
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('version-restore-confirm').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Version 2 was restored.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Version history' })).toHaveCount(0);
    await expect(chartTitles(page)).toHaveText(['Trends', 'Genders', 'Top 10 States']);

    await page.reload();
    await expect(chartTitles(page)).toHaveText(['Trends', 'Genders', 'Top 10 States']);
    drawer = await openHistory(page);
    // (The page stored its label colours in the metadata meanwhile, without a version; the restore names that too.)
    await expect(drawer.getByTestId('version-summary').first()).toHaveText(/^Restored version 2 \(added chart Top 10 States(, changed the colours)?\)$/);
    await expect(drawer.getByTestId('version-item')).toHaveCount(4);
  } finally {
    await request.delete(`/api/v1/dashboard/${id}`, { headers: { Authorization: `Bearer ${await apiToken(request)}` } });
  }
});
