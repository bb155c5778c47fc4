import { locksOf } from './isolation';
import { artifact, chartRows, chartSearch, expect, signIn, signInWithForm, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

test('a person signs in, opens the chart list and sees a chart rendered', async ({ page }) => {
  await signInWithForm(page);
  // Signing in lands on the home page; the chart list is one click away.
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts' }).click();
  await expect(page).toHaveURL(/\/chart\/list\//);
  const rows = chartRows(page);
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: artifact('chart-list.png'), fullPage: true });

  const firstName = (await rows.first().getByRole('link').first().innerText()).trim();
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
  const chart = page.getByTestId('chart-container');
  await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByText(firstName).first()).toBeVisible();
  await page.screenshot({ path: artifact('chart.png'), fullPage: true });
});

test('every example chart renders', async ({ page }) => {
  await signIn(page, '/chart/list/');
  await expect(chartRows(page).first()).toBeVisible();
  const links = chartRows(page).locator('a[href*="slice_id="]');
  const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  // Every example chart in one test: the test's budget is each chart's own wait below, so on a slow machine
  // the last charts do not run out of a budget the first ones used up.
  test.setTimeout(30_000 + hrefs.length * 60_000);
  // As a person goes through them: open each from the list and come back, without reloading the app.
  for (const [index, href] of hrefs.entries()) {
    await chartRows(page).locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(/\/explore\//);
    const chart = page.getByTestId('chart-container');
    await expect(chart, `chart ${href}`).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    await page.screenshot({ path: artifact(`chart-${index + 1}.png`) });
    await page.goBack();
    await expect(chartRows(page).first()).toBeVisible();
  }
});

test('searching narrows the list, is kept in the URL and survives a reload', async ({ page }) => {
  await signIn(page, '/chart/list/');
  const rows = chartRows(page);
  await expect(rows.first()).toBeVisible();
  const initialCount = await rows.count();
  const names = (await rows.getByRole('link').allInnerTexts()).map((name) => name.trim());
  // The search also matches fields the list does not show (description, dataset), so search for the
  // longest full chart name: the one string least likely to occur anywhere else.
  const term = [...names].sort((a, b) => b.length - a.length)[0];
  expect(term, `chart names: ${JSON.stringify(names)}`).toBeTruthy();

  await chartSearch(page).fill(term);
  await expect
    .poll(async () => {
      const count = await rows.count();
      return count >= 1 && count < initialCount;
    }, { message: `the list narrows from ${initialCount} rows when searching for "${term}"` })
    .toBe(true);
  const matchingRow = rows.getByRole('link', { name: term, exact: true });
  await expect(matchingRow).toBeVisible();
  const narrowedCount = await rows.count();
  await expect
    .poll(() => decodeURIComponent(page.url().replace(/\+/g, ' ')).toLowerCase())
    .toContain(term.toLowerCase());
  await page.screenshot({ path: artifact('chart-list-search.png') });

  await page.reload();
  await expect(matchingRow).toBeVisible();
  await expect(rows).toHaveCount(narrowedCount);
  await expect(chartSearch(page)).toHaveValue(term);
});
