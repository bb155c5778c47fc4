import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureBundle } from '../api/support/bundles';
import { locksOf } from './isolation';
import { artifact, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

test('a dashboard is exported from the list and imported back through the modal, confirmed with OVERWRITE', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-io-'));
  try {
    await signIn(page, '/dashboard/list/?viewMode=table');
    const row = page.getByTestId('dashboard-list-row').filter({ hasText: 'USA Births Names' });
    await expect(row).toBeVisible();
    const downloading = page.waitForEvent('download');
    await row.getByTestId('dashboard-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dashboard_export_\d{8}T\d{6}\.zip$/);
    const bundle = path.join(dir, download.suggestedFilename());
    await download.saveAs(bundle);

    await page.getByTestId('dashboard-import').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByTestId('import-submit')).toBeDisabled();
    const choosing = page.waitForEvent('filechooser');
    await modal.getByTestId('import-file').click();
    await (await choosing).setFiles(bundle);
    await expect(modal.getByTestId('import-submit')).toHaveText('Import');
    await modal.getByTestId('import-submit').click();

    // The dashboard exists: the button turns into a red Overwrite waiting for the word.
    await expect(modal.getByTestId('import-overwrite')).toBeVisible();
    const overwrite = modal.getByTestId('import-submit');
    await expect(overwrite).toHaveText('Overwrite');
    await expect(overwrite).toBeDisabled();
    await modal.getByTestId('import-overwrite-input').fill('overwrit');
    await expect(overwrite).toBeDisabled();
    await modal.getByTestId('import-overwrite-input').fill('overwrite');
    await expect(overwrite).toBeEnabled();
    await page.screenshot({ path: artifact('import-modal-overwrite.png') });
    await overwrite.click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Import was successful' })).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(row).toContainText('a few seconds ago');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a database bundle asks for its password and SSH tunnel password in the modal', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-io-'));
  const name = `e2e analytics ${Date.now()}`;
  try {
    const file = path.join(dir, 'database_export.zip');
    // A fresh uuid each run, so the bundle is new to the server.
    const uuid = crypto.randomUUID();
    writeFileSync(
      file,
      fixtureBundle('superset6-database', (f, text) => text.replace('database_name: analytics', `database_name: ${name}`).replaceAll('8b3e5d71-2a4c-4f9b-9d0e-6c1a7f2b3e58', uuid).replace('table_name: orders', `table_name: orders_${Date.now()}`)),
    );
    await signIn(page, '/databaseview/list/');
    await page.getByTestId('database-import').click();
    const modal = page.getByRole('dialog');
    const choosing = page.waitForEvent('filechooser');
    await modal.getByTestId('import-file').click();
    await (await choosing).setFiles(file);
    await modal.getByTestId('import-submit').click();

    await expect(modal.getByTestId('import-passwords')).toBeVisible();
    await expect(modal.getByTestId('import-submit')).toBeDisabled();
    await modal.getByTestId('import-password').fill('secret');
    await modal.getByTestId('import-sshPassword').fill('tunnel secret');
    await page.screenshot({ path: artifact('import-modal-passwords.png') });
    await modal.getByTestId('import-submit').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('database-list-row').filter({ hasText: name })).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the import modal refuses other file types and reports a bad bundle with the import message', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-io-'));
  try {
    await signIn(page, '/chart/list/');
    await page.getByTestId('chart-import').click();
    const modal = page.getByRole('dialog');
    const bad = path.join(dir, 'broken.zip');
    writeFileSync(bad, 'not really a zip');
    const choosing = page.waitForEvent('filechooser');
    await modal.getByTestId('import-file').click();
    await (await choosing).setFiles(bad);
    await modal.getByTestId('import-submit').click();
    await expect(modal.getByTestId('import-error')).toContainText('An error occurred while importing chart: Not a ZIP file');
    await expect(modal.getByTestId('import-error')).toContainText('Please re-export your file and try importing again');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
