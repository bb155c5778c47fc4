import type { Page } from '@playwright/test';
import { runSqlThroughApi } from './sqllab-support';
import { artifact, expect, signIn, test } from './support';

const rows = (page: Page) => page.getByTestId('query-history-row');

test('a person reviews the query history, filters failed runs and previews the SQL', async ({ page, request }) => {
  const marker = `history_${Date.now().toString(36)}`;
  await runSqlThroughApi(request, `SELECT name AS ${marker} FROM birth_names LIMIT 5`, 'History tab');
  await runSqlThroughApi(request, `SELECT * FROM no_such_table_${marker}`, 'History tab');

  await signIn(page, '/sqllab/history/');
  await expect(page.getByRole('heading', { name: 'Query history' })).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill(marker);
  await page.getByRole('textbox', { name: /search/i }).press('Enter');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('History tab');
  await page.screenshot({ path: artifact('query-history.png'), fullPage: true });

  await page.getByTestId('query-filter-state').click();
  await page.getByRole('option', { name: 'failed' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('query-state')).toHaveText(/^failed$/i);

  await rows(page).getByTestId('query-sql').click();
  const preview = page.getByRole('dialog', { name: 'Query preview' });
  await expect(preview.getByTestId('query-preview-sql')).toContainText(`no_such_table_${marker}`);
  await page.screenshot({ path: artifact('query-history-preview.png') });
});
