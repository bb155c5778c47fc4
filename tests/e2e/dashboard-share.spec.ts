// The dashboard's share, download and address features: a permalink restores filters and tab in another
// browser, the e-mail link carries it, a numeric range filter refuses min ≥ max, the whole dashboard downloads
// as PDF and PNG, focused_chart scrolls to a chart and leaves the address, uiConfig hides parts of the page.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { chartIds, charts, expectAllChartsDrawn, filterInput } from './dashboard-support';
import { locksOf } from './isolation';
import { artifact, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** Opens the header's ⋯ menu, then one of its submenus (Share, Download), and answers its dropdown's items. */
async function openSubmenu(page: Page, submenu: 'dashboard-share-menu' | 'dashboard-download') {
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId(submenu).hover();
}

/** The bytes of a download, saved where a person can look at it afterwards. */
async function downloaded(download: Download, name: string): Promise<Buffer> {
  const path = artifact(name);
  await download.saveAs(path);
  return readFile(path);
}

/** Keeps the page's mailto: links from opening a mail client: the link is caught where a click would follow it. */
async function catchMailto(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof HTMLAnchorElement ? event.target.href : '';
        if (!link.startsWith('mailto:')) return;
        event.preventDefault();
        (window as unknown as { __mailto: string }).__mailto = link;
      },
      true,
    );
  });
}

/** The subject and body of the mailto: link the page last followed. */
async function caughtMail(page: Page): Promise<URLSearchParams> {
  const caught = () => page.evaluate(() => (window as unknown as { __mailto?: string }).__mailto ?? '');
  await expect.poll(caught).toMatch(/^mailto:/);
  return new URLSearchParams((await caught()).slice('mailto:?'.length));
}

test('a permalink opened in another browser shows the same filter value and tab; the e-mail link carries it', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await catchMailto(page);
  await signIn(page, '/superset/dashboard/births/');
  await expectAllChartsDrawn(page, 3);
  await filterInput(page, 'Gender').click();
  await page.getByRole('option', { name: 'boy', exact: true }).click();
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/native_filters_key=/);
  await page.getByRole('tab', { name: 'Names' }).click();
  await expect(page.getByText('Names tab selected')).toBeAttached();
  await expectAllChartsDrawn(page, 3);

  await openSubmenu(page, 'dashboard-share-menu');
  await page.screenshot({ path: artifact('dashboard-share-menu.png') });
  await page.getByTestId('dashboard-share').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Copied to clipboard!' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/superset\/dashboard\/p\/[\w-]+\/$/);

  await openSubmenu(page, 'dashboard-share-menu');
  await page.getByTestId('dashboard-share-email').click();
  const mail = await caughtMail(page);
  expect(mail.get('subject')).toBe('Tessera: USA Births Names');
  expect(mail.get('body')).toMatch(/^Check out this dashboard: http:\/\/[^ ]+\/superset\/dashboard\/p\/[\w-]+\/$/);

  // Another browser, signed in afresh: the permalink restores the filter value and the Names tab.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, new URL(link).pathname);
    await expect(second.getByTestId('dashboard-title')).toHaveText('USA Births Names');
    await expect(second.getByText('Names tab selected')).toBeAttached();
    await expect(filterInput(second, 'Gender')).toHaveValue('boy');
    await expectAllChartsDrawn(second, 3);
    await expect(charts(second).getByTestId('chart-filter-indicator').first()).toBeVisible();
    await second.screenshot({ path: artifact('dashboard-permalink-restored.png'), fullPage: true });
  } finally {
    await other.close();
  }
});

test("a chart's permalink opens the dashboard on that chart's tab, scrolled to it; its e-mail names the chart", async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await catchMailto(page);
  await signIn(page, '/superset/dashboard/births/');
  await expectAllChartsDrawn(page, 3);
  await page.getByRole('tab', { name: 'Names' }).click();
  await expect(page.getByText('Names tab selected')).toBeAttached();
  // The tab's lowest chart: out of view in a short window until the permalink scrolls to it.
  const holder = page.locator('[data-testid="dashboard-chart"]:visible').last();
  await expect(holder.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered');
  const chartId = await holder.getAttribute('data-chart-id');
  const title = (await holder.getByTestId('dashboard-chart-title').textContent()) ?? '';
  const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
  // Below the dashboard's title and tabs on a page opened at its top.
  expect(await topOf(holder)).toBeGreaterThan(150);

  const openShare = async () => {
    await holder.getByTestId('chart-menu').click();
    await page.getByTestId('chart-share-menu').hover();
  };
  await openShare();
  await page.screenshot({ path: artifact('dashboard-chart-share-menu.png') });
  await page.getByTestId('chart-share-copy').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Copied to clipboard!' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/superset\/dashboard\/p\/[\w-]+\/$/);

  await openShare();
  await page.getByTestId('chart-share-email').click();
  const mail = await caughtMail(page);
  expect(mail.get('subject')).toBe(`Tessera: ${title}`);
  expect(mail.get('body')).toMatch(/^Check out this chart: http:\/\/[^ ]+\/superset\/dashboard\/p\/[\w-]+\/$/);

  const other = await browser.newContext({ viewport: { width: 1440, height: 500 } });
  try {
    const second = await other.newPage();
    await signIn(second, new URL(link).pathname);
    await expect(second.getByText('Names tab selected')).toBeAttached();
    const shared = second.locator(`[data-testid="dashboard-chart"][data-chart-id="${chartId}"]`);
    await expect(shared.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered');
    // Scrolled to: its top just under the app's header, the dashboard's title and tabs above the window.
    await expect.poll(() => topOf(shared)).toBeLessThan(130);
    await expect(shared).toBeInViewport();
    await second.screenshot({ path: artifact('dashboard-chart-permalink.png') });
  } finally {
    await other.close();
  }
});

test('a numeric range filter refuses a minimum not below the maximum and applies a valid range', async ({ page }) => {
  await signIn(page, '/dashboard/flights/');
  await expectAllChartsDrawn(page, 4);
  const min = page.getByLabel('Departure delay minimum');
  const max = page.getByLabel('Departure delay maximum');
  const apply = page.getByTestId('filter-apply');

  for (const [low, high] of [['50', '10'], ['30', '30']]) {
    await min.fill(low);
    await max.fill(high);
    await expect(page.getByTestId('filter-range-error')).toHaveText('Minimum must be strictly less than maximum');
    await expect(apply).toBeDisabled();
  }
  await page.screenshot({ path: artifact('dashboard-range-filter-error.png') });
  await expect(page.getByTestId('chart-filter-indicator')).toHaveCount(0);
  await expect(page).not.toHaveURL(/native_filters_key=/);

  await min.fill('10');
  await max.fill('50');
  await expect(page.getByTestId('filter-range-error')).toHaveCount(0);
  await apply.click();
  await expect(page).toHaveURL(/native_filters_key=/);
  await expectAllChartsDrawn(page, 4);
  const indicator = page.getByTestId('chart-filter-indicator').first();
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page.getByTestId('chart-filter-details').getByTestId('indicators-applied')).toContainText('Departure delay: 10 ≤ x ≤ 50');
});

test('the whole dashboard downloads as a PDF and as a PNG image, every chart drawn', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, '/dashboard/sales/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Sales Dashboard');
  await expect(charts(page)).toHaveCount(5);
  const stamped = (extension: string) => new RegExp(`^Sales_Dashboard_\\d{8}_\\d{6}\\.${extension}$`);

  await openSubmenu(page, 'dashboard-download');
  await page.screenshot({ path: artifact('dashboard-download-menu.png') });
  let download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('dashboard-download-pdf').click();
  const pdfFile = await download;
  expect(pdfFile.suggestedFilename()).toMatch(stamped('pdf'));
  const pdf = await downloaded(pdfFile, 'dashboard-download.pdf');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfText = pdf.toString('latin1');
  expect(pdfText).toContain('/Subtype /Image');
  expect(pdfText.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(pdf.length).toBeGreaterThan(20_000);
  // The download asked for every chart, those below the fold too.
  await expectAllChartsDrawn(page, 5);
  await expect(page.getByTestId('toast-progress')).toHaveCount(0);

  await openSubmenu(page, 'dashboard-download');
  download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('dashboard-download-image').click();
  const pngFile = await download;
  expect(pngFile.suggestedFilename()).toMatch(stamped('png'));
  const png = await downloaded(pngFile, 'dashboard-download.png');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The image is the whole grid at twice its size (IHDR holds the width and height).
  const grid = (await page.getByTestId('dashboard-grid').first().boundingBox())!;
  expect(Math.abs(png.readUInt32BE(16) - 2 * grid.width)).toBeLessThanOrEqual(4);
  expect(Math.abs(png.readUInt32BE(20) - 2 * grid.height)).toBeLessThanOrEqual(4);
  expect(grid.height).toBeGreaterThan(900);
});

test.describe('address parameters', () => {
  // A short window, so that the customers table sits below the fold.
  test.use({ viewport: { width: 1280, height: 600 } });

  test('focused_chart scrolls to the chart, outlines it and leaves the address', async ({ page }) => {
    const [customers] = await chartIds(page.request, ['Top 20 Customers']);
    await signIn(page, '/dashboard/sales/');
    const table = charts(page).filter({ hasText: 'Top 20 Customers' });
    await expect(table).toBeAttached();
    await expect(table).not.toBeInViewport();

    await page.goto(`/dashboard/sales/?focused_chart=${customers}#keep`);
    await expect(table).toHaveAttribute('data-focused', 'true');
    await expect(table).toBeInViewport();
    await page.screenshot({ path: artifact('dashboard-focused-chart.png') });
    await expect(page).not.toHaveURL(/focused_chart/);
    await expect(page).toHaveURL(/#keep$/);
    await expect(table.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    // The outline goes after a moment.
    await expect(table).not.toHaveAttribute('data-focused', 'true', { timeout: 10_000 });
  });

  test('uiConfig hides the title, the tabs and the chart controls; show_filters=false hides the filter bar, expand_filters=false collapses it', async ({ page }) => {
    await signIn(page, '/superset/dashboard/births/');
    await expect(page.getByTestId('dashboard-title')).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByTestId('filter-bar')).toBeVisible();
    await expect(page.getByTestId('chart-menu').first()).toBeVisible();

    // Title only (1): the tabs, filter bar and chart menus stay.
    await page.goto('/superset/dashboard/births/?uiConfig=1');
    await expectAllChartsDrawn(page, 3);
    await expect(page.getByTestId('dashboard-title')).toHaveCount(0);
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByTestId('chart-menu').first()).toBeVisible();

    // Title, tabs and chart controls (1 + 2 + 8), and no filter bar.
    await page.goto('/superset/dashboard/births/?uiConfig=11&show_filters=false');
    await expectAllChartsDrawn(page, 3);
    await expect(page.getByTestId('dashboard-title')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText('Overview tab selected')).toBeAttached();
    await expect(page.getByTestId('chart-menu')).toHaveCount(0);
    await expect(page.getByTestId('filter-bar')).toHaveCount(0);
    await page.screenshot({ path: artifact('dashboard-ui-config.png'), fullPage: true });

    // expand_filters=false: the filter bar starts collapsed, its toggle in the header opens it.
    await page.goto('/superset/dashboard/births/?expand_filters=false');
    await expect(page.getByTestId('dashboard-title')).toBeVisible();
    await expect(page.getByTestId('filter-bar')).toHaveCount(0);
    await page.getByTestId('filter-bar-expand').click();
    await expect(page.getByTestId('filter-bar')).toBeVisible();
  });
});
