// The protective headers seen from the browser: every screen is answered with a Content-Security-Policy that
// carries a fresh style nonce, runs and looks right under it (the shared fixture in ./support fails on any
// violation Chromium reports), and no other site can frame the app.
import type { Page, Response } from '@playwright/test';
import { locksOf } from './isolation';
import { apiToken, chartRows, expect, signInWithForm, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** The policy of the page's answer, with the nonce the page itself carries. */
async function expectProtectedPage(page: Page, answer: Response | null): Promise<string> {
  expect(answer, 'the navigation answer').not.toBeNull();
  const headers = answer!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = headers['content-security-policy'];
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
  return nonce;
}

test('every screen runs under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  const headers = { Authorization: `Bearer ${await apiToken(page.request)}` };
  // Oldest first: the newest line chart may be another file's, deleted before this test opens it.
  const charts = await page.request.get('/api/v1/chart/?q=(columns:!(id,viz_type),order_column:changed_on_delta_humanized,order_direction:asc,page:0,page_size:100)', { headers });
  const line = ((await charts.json()) as { result: { id: number; viz_type: string }[] }).result.find((c) => c.viz_type === 'echarts_timeseries_line');
  expect(line, 'an example line chart').toBeTruthy();

  // Through the form: the sign-in page is one of the screens.
  await signInWithForm(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Mantine's theme variables live in a <style> element it creates at run time: applied only if the nonce works.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-tessera-6').trim())).not.toBe('');

  const nonces = new Set<string>();
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/', async (p) => expect(p.getByTestId('home-page')).toBeVisible()],
    ['/chart/list/', async (p) => expect(chartRows(p).first()).toBeVisible()],
    [`/explore/?slice_id=${line!.id}`, async (p) => expect(p.getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 })],
    ['/tablemodelview/list/', async (p) => expect(p.getByTestId('dataset-list-row').first()).toBeVisible()],
    [
      '/databaseview/list/',
      async (p) => {
        await expect(p.getByTestId('database-list-row').first()).toBeVisible();
        // A modal locks the page's scrolling with a <style> element of its own.
        await p.getByTestId('database-add').click();
        await expect(p.getByRole('dialog')).toBeVisible();
        await p.keyboard.press('Escape');
        await expect(p.getByRole('dialog')).toBeHidden();
      },
    ],
    ['/sqllab/', async (p) => expect(p.getByTestId('sqllab-editor').locator('.cm-content')).toBeVisible()],
    ['/savedqueryview/list/', async (p) => expect(p.getByRole('heading', { name: 'Saved queries' })).toBeVisible()],
    ['/sqllab/history/', async (p) => expect(p.getByRole('heading', { name: 'Query history' })).toBeVisible()],
    ['/no/such/screen/', async (p) => expect(p.getByRole('heading', { name: '404 Not found' })).toBeVisible()],
  ];
  for (const [url, shown] of screens) {
    const answer = await page.goto(url);
    nonces.add(await expectProtectedPage(page, answer));
    await shown(page);
  }
  // A fresh nonce for every answer of the page.
  expect(nonces.size).toBe(screens.length);
});

test('another site cannot frame the app', async ({ context, baseURL }) => {
  // A page of its own: the refused frame is reported there, not on the fixture's page.
  const outsider = await context.newPage();
  await outsider.setContent(`<iframe src="${baseURL}/login/" title="framed"></iframe>`, { waitUntil: 'load' });
  const framed = outsider.frames().find((frame) => frame !== outsider.mainFrame());
  expect(framed, 'the iframe').toBeTruthy();
  await expect.poll(() => framed!.url()).toMatch(/^chrome-error:/);
  await expect(framed!.getByTestId('login-username')).toHaveCount(0);
  await outsider.close();
});
