// SQL Lab's editor as a person switching from Superset expects it: coloured SQL, a split and result columns
// they can resize, a typo reported as a syntax error, and SQL that is never lost to a closed page.
import type { Page } from '@playwright/test';
import { locksOf } from './isolation';
import { editor, resetSqlLabTabs, run, typeSql } from './sqllab-support';
import { expect, signIn, test, watchCspViolations } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

// Typing character by character on a loaded CI machine: the budget of SQL Lab's other flows.
test.describe.configure({ timeout: 180_000 });

const split = (page: Page) => page.getByRole('separator', { name: 'Resize editor and results' });

/** Signs in to SQL Lab with no tabs left from earlier tests: one fresh tab on the default database. */
async function freshSqlLab(page: Page) {
  await resetSqlLabTabs(page.request);
  await signIn(page, '/sqllab/');
  await expect(page.getByTestId('sqllab-page')).toBeVisible();
  await expect(editor(page)).toContainText('SELECT ...');
}

/** The colour of the first editor token spelling `text`. */
async function colourOf(page: Page, text: string): Promise<string> {
  const token = page.getByTestId('sqllab-editor').locator('.cm-line span').filter({ hasText: new RegExp(`^${text.replace(/[()$.*]/g, '\\$&')}$`) }).first();
  await expect(token).toBeVisible();
  return token.evaluate((element) => getComputedStyle(element).color);
}

test('the editor colours keywords, strings, numbers and comments, and a new tab shows no error mark', async ({ page }) => {
  await freshSqlLab(page);
  // Validation runs 600 ms after typing stops: long enough to have marked the new tab's text, were it marked.
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('sql-diagnostic')).toHaveCount(0);

  await typeSql(page, "SELECT name, 'boy' AS gender, 42 AS answer -- the top names\nFROM birth_names");
  await page.keyboard.press('Escape');
  const plain = await editor(page).evaluate((element) => getComputedStyle(element).color);
  const colours = {
    keyword: await colourOf(page, 'SELECT'),
    string: await colourOf(page, "'boy'"),
    number: await colourOf(page, '42'),
    comment: await colourOf(page, '-- the top names'),
  };
  expect(new Set(Object.values(colours)).size).toBe(4);
  for (const colour of Object.values(colours)) expect(colour).not.toBe(plain);
  expect(await colourOf(page, 'FROM')).toBe(colours.keyword);

  // The validator still marks real mistakes.
  await typeSql(page, 'SELECT nme FROM birth_names');
  await expect(page.getByTestId('sql-diagnostic').first()).toBeVisible();
  await typeSql(page, "SELECT name, 'boy' AS gender, 42 AS answer -- the top names\nFROM birth_names");
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/sqllab-highlighting.png' });
});

test('a person resizes the editor/results split by mouse and keyboard and the tab keeps it; result columns fit and resize', async ({ page }) => {
  await freshSqlLab(page);
  await typeSql(page, 'SELECT name, sum(num) FROM birth_names GROUP BY name ORDER BY 2 DESC');
  await page.keyboard.press('Escape');
  await run(page);
  await expect(page.getByTestId('sqllab-row-count')).toContainText('rows');

  // A new tab gives the results most of the page: a screenful of rows, not five.
  await expect(split(page)).toHaveAttribute('aria-valuenow', '30');
  await expect(split(page)).toHaveAttribute('aria-orientation', 'horizontal');
  const grid = page.getByTestId('sqllab-result-grid');
  const gridBox = (await grid.boundingBox())!;
  const visibleRows = await page.getByTestId('sqllab-result-row').evaluateAll(
    (rows, bottom) => rows.filter((row) => row.getBoundingClientRect().bottom <= bottom).length,
    gridBox.y + gridBox.height,
  );
  expect(visibleRows).toBeGreaterThanOrEqual(10);
  await page.screenshot({ path: '/tmp/sqllab-default-split.png' });

  // Columns fit their header and values: sum(num) is not cut.
  const header = page.getByRole('columnheader').filter({ hasText: 'sum(num)' }).locator('p').first();
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // Dragged with the mouse to half the workspace…
  const handle = (await split(page).boundingBox())!;
  const workspace = (await page.getByTestId('sqllab-editor-results-split').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, workspace.y + workspace.height * 0.5, { steps: 8 });
  await page.mouse.up();
  await expect(split(page)).toHaveAttribute('aria-valuenow', /^(49|50|51)$/);
  const dragged = Number(await split(page).getAttribute('aria-valuenow'));

  // …then moved up with the keyboard: two steps of 2%.
  await split(page).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(split(page)).toHaveAttribute('aria-valuenow', String(dragged - 4));

  // A result column is widened by dragging its header's edge, and by the keyboard.
  const resize = page.getByRole('separator', { name: 'Resize column name' });
  const before = (await page.getByRole('columnheader').filter({ hasText: 'name' }).first().boundingBox())!.width;
  const edge = (await resize.boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + 120, edge.y + edge.height / 2, { steps: 6 });
  await page.mouse.up();
  const widened = (await page.getByRole('columnheader').filter({ hasText: 'name' }).first().boundingBox())!.width;
  expect(widened).toBeGreaterThan(before + 100);
  await resize.focus();
  await page.keyboard.press('ArrowRight');
  await expect(resize).toHaveAttribute('aria-valuenow', String(Math.round(widened) + 16));
  await page.screenshot({ path: '/tmp/sqllab-resized-split.png' });

  // The split is the tab's: it comes back after a reload.
  await page.reload();
  await expect(page.getByTestId('sqllab-page')).toBeVisible();
  await expect(split(page)).toHaveAttribute('aria-valuenow', String(dragged - 4));
});

test('a typo is a syntax error at its line and column, and refused and failed runs show in the query history', async ({ page }) => {
  await freshSqlLab(page);
  await typeSql(page, 'SELEC name FRM birth_names');
  await page.keyboard.press('Escape');
  await run(page);
  const error = page.getByTestId('sqllab-error');
  await expect(error).toHaveAttribute('data-kind', 'syntax');
  await expect(error).toContainText('Syntax error on line 1, column 1');
  await expect(error).toContainText('at or near "SELEC"');
  await expect(error).not.toContainText('DDL/DML');
  await expect(page.getByTestId('sqllab-error-caret')).toContainText('1 | SELEC name FRM birth_names');
  await page.screenshot({ path: '/tmp/sqllab-typo-syntax-error.png' });

  await typeSql(page, 'DROP TABLE birth_names');
  await page.keyboard.press('Escape');
  await run(page);
  await expect(error).toContainText('This database does not allow for DDL/DML');

  await typeSql(page, 'SELECT * FROM no_such_table_here');
  await page.keyboard.press('Escape');
  await run(page);
  await expect(error).toHaveAttribute('data-kind', 'engine');

  await page.getByTestId('sqllab-history-tab').click();
  const rows = page.getByTestId('sqllab-history-row');
  await expect(rows).toHaveCount(3);
  for (const sql of ['SELEC name FRM birth_names', 'DROP TABLE birth_names', 'SELECT * FROM no_such_table_here']) {
    await expect(rows.filter({ hasText: sql })).toContainText(/failed/i);
  }
});

test('SQL typed and run just before the page closes comes back, as does SQL typed just before leaving SQL Lab', async ({ page, context }) => {
  await freshSqlLab(page);
  const marker = `kept_${Date.now().toString(36)}`;
  await typeSql(page, `SELECT '${marker}' AS kept`);
  await page.keyboard.press('Escape');
  await run(page);
  await page.close({ runBeforeUnload: true });

  const reopened = await context.newPage();
  const violations = await watchCspViolations(reopened);
  // Opened again while the closed page's last request may still be landing: nothing else can save that SQL
  // now (no page is left to sync it), so finding it proves the flush.
  const reopensWith = async (sql: string) =>
    expect(async () => {
      await reopened.goto('/sqllab/');
      await expect(editor(reopened)).toContainText(sql, { timeout: 20_000 });
    }).toPass({ timeout: 60_000 });
  await reopensWith(`SELECT '${marker}' AS kept`);

  // Typed, not run, and SQL Lab left at once for another page of the app.
  await typeSql(reopened, `SELECT '${marker}_left' AS kept`);
  await reopened.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts' }).click();
  await expect(reopened).toHaveURL(/\/chart\/list\//);
  await reopensWith(`SELECT '${marker}_left' AS kept`);
  expect(violations).toEqual([]);
});
