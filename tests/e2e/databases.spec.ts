import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artifact, expect, signIn, test } from './support';

const rows = (page: import('@playwright/test').Page) => page.getByTestId('database-list-row');

test('an admin opens the databases, tests the examples connection and connects a new DuckDB database', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-db-'));
  const name = `E2E DuckDB ${Date.now()}`;
  try {
    await signIn(page, '/databaseview/list/');
    await expect(page).toHaveURL(/\/databaseview\/list\//);
    const examples = rows(page).filter({ hasText: 'examples' });
    await expect(examples).toBeVisible();
    await expect(examples).toContainText('duckdb');
    await page.screenshot({ path: artifact('database-list.png'), fullPage: true });

    // The examples connection, opened for editing and tested as it is stored.
    await examples.getByTestId('database-name').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByTestId('sqlalchemy-uri-input')).toHaveValue(/^duckdb:\/\/\//);
    await modal.getByTestId('test-connection').click();
    await expect(modal.getByTestId('test-connection-result')).toHaveText('Connection looks good!');
    await modal.getByTestId('tab-advanced').click();
    await expect(modal.getByTestId('flag-expose-in-sqllab')).toBeChecked();
    await page.screenshot({ path: artifact('database-edit.png'), fullPage: true });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    // A new database: pick DuckDB, point it at a file, test, connect.
    await page.getByTestId('database-add').click();
    await page.getByTestId('engine-select').click();
    await page.getByRole('option', { name: 'DuckDB' }).click();
    await modal.getByTestId('database-name-input').fill(name);
    await modal.getByTestId('sqlalchemy-uri-input').fill('not a uri');
    await modal.getByTestId('test-connection').click();
    await expect(modal.getByTestId('test-connection-result')).toHaveText(/^ERROR: Invalid connection string/);
    await modal.getByTestId('sqlalchemy-uri-input').fill(`duckdb:///${path.join(dir, 'e2e.duckdb')}`);
    await modal.getByTestId('test-connection').click();
    await expect(modal.getByTestId('test-connection-result')).toHaveText('Connection looks good!');
    await modal.getByTestId('tab-advanced').click();
    await modal.getByTestId('flag-allow-dml').click();
    await page.screenshot({ path: artifact('database-new.png'), fullPage: true });
    await modal.getByTestId('database-save').click();
    await expect(modal).toBeHidden();

    const created = rows(page).filter({ hasText: name });
    await expect(created).toBeVisible();
    await expect(created.getByLabel('Allow DML: yes')).toBeVisible();
    await page.screenshot({ path: artifact('database-list-new.png'), fullPage: true });

    // Leave the server as it was.
    await created.getByTestId('database-delete').click();
    await page.getByTestId('database-delete-confirm').click();
    await expect(created).toBeHidden();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the connection form shows the required fields of a server engine', async ({ page }) => {
  await signIn(page, '/databaseview/list/');
  await page.getByTestId('database-add').click();
  await page.getByTestId('engine-postgresql').click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('parameter-host')).toBeVisible();
  await modal.getByTestId('parameter-port').fill('');
  await modal.getByTestId('database-save').click();
  await expect(modal.getByText('This is a required field').first()).toBeVisible();
  await page.screenshot({ path: artifact('database-form-postgresql.png'), fullPage: true });
});
