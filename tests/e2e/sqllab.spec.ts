import { locksOf } from './isolation';
import { editor, pickCompletion, run, tabs, typeSql } from './sqllab-support';
import { artifact, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

// A three-way cross join of the 100k-row birth_names (10^15 rows): on DuckDB it runs until stopped (or until
// SQLLAB_TIMEOUT), however fast the machine.
const LONG_QUERY = 'SELECT count(*) FROM birth_names a CROSS JOIN birth_names b CROSS JOIN birth_names c WHERE (a.num * b.num + c.num) % 7 = 3';

test('a person runs, stops, saves and reopens queries in SQL Lab, and the tabs survive a reload', async ({ page }) => {
  // A long story with fixed waits (the stop, the 5 s tab sync): the budget of the other long flows.
  test.setTimeout(240_000);
  const savedName = `E2E births ${Date.now().toString(36)}`;
  await signIn(page, '/sqllab/');
  await expect(page).toHaveURL(/\/sqllab\//);
  await expect(page.getByTestId('sqllab-page')).toBeVisible();
  // Earlier runs' tabs may come back from the server: work in a fresh one.
  await page.getByTestId('sqllab-add-tab').click();

  // Pick the examples database and its schema in the left bar.
  await page.getByTestId('sqllab-database-select').click();
  await page.getByRole('option', { name: 'examples' }).click();
  await expect(page.getByTestId('sqllab-database-select')).toHaveValue('examples');
  await page.getByTestId('sqllab-schema-select').click();
  await page.getByRole('option', { name: 'main' }).click();
  await expect(page.getByTestId('sqllab-schema-select')).toHaveValue('main');

  // Open a table card: its columns and types.
  await page.getByTestId('sqllab-table-select').click();
  await page.getByRole('option', { name: 'birth_names' }).click();
  const card = page.getByTestId('sqllab-table-card').filter({ hasText: 'birth_names' });
  await expect(card.getByTestId('sqllab-table-column').filter({ hasText: 'num_boys' })).toBeVisible();

  // Autocomplete a table name, then run.
  await typeSql(page, 'SELECT name, num, state FROM birth_na');
  // Picked with the mouse: a keyboard Enter raced the list being refreshed by a late completion source and
  // sometimes landed in the editor as a newline.
  await pickCompletion(page, /^birth_names/, 'FROM birth_names');
  await page.keyboard.type(' ORDER BY num DESC');
  await page.keyboard.press('Escape');
  await run(page);
  await expect(page.getByTestId('sqllab-row-count')).toContainText('1,000 rows');
  await expect(page.getByTestId('sqllab-result-row').first()).toBeVisible();
  await expect(page.getByTestId('sqllab-limit-notice')).toHaveText('The number of rows displayed is limited to 1,000 by the limit dropdown.');
  await expect(page.getByRole('columnheader').filter({ hasText: 'num' }).first()).toContainText('BIGINT');
  await page.screenshot({ path: artifact('sqllab-results.png') });

  // A syntax error shows the error view, pointing at the line.
  await typeSql(page, 'SELECT name, num\nFROM birth_names\nWHERE num > 10 GRUOP BY name');
  await page.keyboard.press('Escape');
  await run(page);
  await expect(page.getByTestId('sqllab-error')).toHaveAttribute('data-kind', 'syntax');
  await expect(page.getByTestId('sqllab-error')).toContainText('Syntax error on line 3');
  await expect(page.getByTestId('sqllab-error-caret')).toContainText('3 | WHERE num > 10 GRUOP BY name');
  await page.screenshot({ path: artifact('sqllab-error.png') });

  // A long query is stopped.
  await typeSql(page, LONG_QUERY);
  await run(page);
  await expect(page.getByTestId('sqllab-running')).toBeVisible();
  await expect(page.getByTestId('sqllab-stop')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('sqllab-running')).toBeVisible();
  await page.getByTestId('sqllab-stop').click();
  await expect(page.getByTestId('sqllab-stopped')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Query was stopped.').first()).toBeVisible();
  await expect(page.getByTestId('sqllab-run')).toBeVisible();

  // Save a query.
  await typeSql(page, 'SELECT name, sum(num) AS total FROM birth_names GROUP BY name ORDER BY total DESC LIMIT 20');
  await page.getByTestId('sqllab-save').click();
  await page.getByTestId('sqllab-save-name').fill(savedName);
  await page.getByTestId('sqllab-save-submit').click();
  await expect(page.getByText('Your query was saved')).toBeVisible();
  await expect(tabs(page).filter({ hasText: savedName })).toBeVisible();

  // Close its tab, then reopen it from the Saved queries list.
  await tabs(page).filter({ hasText: savedName }).getByRole('button', { name: `Close ${savedName}` }).click();
  await expect(tabs(page).filter({ hasText: savedName })).toHaveCount(0);
  await page.goto('/savedqueryview/list/');
  await page.getByRole('button', { name: `Edit ${savedName}` }).click();
  await expect(page).toHaveURL(/\/sqllab\//);
  await expect(tabs(page).filter({ hasText: savedName })).toBeVisible();
  await expect(editor(page)).toContainText('GROUP BY name');
  await run(page);
  await expect(page.getByTestId('sqllab-row-count')).toContainText('20 rows');

  // A second tab, then a reload: the tabs come back from the server.
  const before = await tabs(page).count();
  await page.getByTestId('sqllab-add-tab').click();
  await expect(tabs(page)).toHaveCount(before + 1);
  const newName = (await tabs(page).last().getByTestId('sqllab-tab-name').innerText()).trim();
  expect(newName).toMatch(/^Untitled Query \d+$/);
  await typeSql(page, 'SELECT 42 AS answer');
  // Edits reach the server with the periodic sync (every 5 s).
  await page.waitForTimeout(6500);
  await page.reload();
  await expect(page.getByTestId('sqllab-page')).toBeVisible();
  await expect(tabs(page)).toHaveCount(before + 1);
  await expect(tabs(page).filter({ hasText: savedName })).toBeVisible();
  await expect(tabs(page).filter({ hasText: newName })).toHaveAttribute('data-active', 'true');
  await expect(editor(page)).toContainText('SELECT 42 AS answer');
  await page.screenshot({ path: artifact('sqllab-reloaded.png') });
});
