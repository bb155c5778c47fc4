import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Records the Content-Security-Policy violations a page reports: the browser's `securitypolicyviolation`
 * events and its console messages about the policy. Call before the page's first navigation.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): Promise<void> }).__reportCspViolation;
      void report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline item'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Playwright's `test` whose `page` fails the test when the app broke the Content-Security-Policy on it. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page);
    await use(page);
    expect(violations, "Content-Security-Policy violations on this test's page").toEqual([]);
  },
});

export const ADMIN_USERNAME = process.env.ADMIN_USERNAME ?? 'admin';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin';

/** Screenshots a person looks at after the run (tests/artifacts is gitignored). */
export const artifact = (name: string) => path.join(__dirname, '../artifacts', name);

/**
 * Opens the app anonymously at `next`, expects the login page, signs in through its form and waits to land on
 * `next` (home by default): a test that went on at once could navigate away before the sign-in's answer set
 * the session.
 */
export async function signInWithForm(page: Page, next = '/'): Promise<void> {
  await page.goto(next);
  await expect(page).toHaveURL(/\/login\//);
  await page.getByTestId('login-username').fill(ADMIN_USERNAME);
  await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login\//);
}

/**
 * The admin's session cookies, made once per worker (a worker is one process) by signing in through the form
 * in a context of their own. The session lives in its cookie alone, so contexts may share it.
 */
let adminSession: Promise<Cookie[]> | undefined;

function adminSessionCookies(page: Page): Promise<Cookie[]> {
  adminSession ??= (async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('the page has no browser to sign in with');
    const context = await browser.newContext({ baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8088' });
    try {
      await signInWithForm(await context.newPage());
      return (await context.storageState()).cookies;
    } finally {
      await context.close();
    }
  })();
  return adminSession;
}

/**
 * Opens the app at `next` signed in as the admin, and waits to land there. The form itself is signed in through
 * once per worker (`signInWithForm`, which the tests of signing in call); every other test starts from that
 * session, as a person who signed in earlier does, without a page load and a sign-in of its own.
 */
export async function signIn(page: Page, next = '/'): Promise<void> {
  await page.context().addCookies(await adminSessionCookies(page));
  await page.goto(next);
  await expect(page).not.toHaveURL(/\/login\//);
}

export const chartRows = (page: Page) => page.getByTestId('chart-list-row');

/** The list's free-text search box, found the way a screen reader announces it. */
export const chartSearch = (page: Page) => page.getByRole('textbox', { name: /search/i });

/**
 * Types `text` into a list's search box and waits for the list to show its answer: the list query carrying the
 * text has been answered and the table (or card grid) is no longer busy. Until then the rows on screen are the
 * previous search's, so a count or a click right after typing could meet those.
 */
export async function searchList(page: Page, box: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(JSON.stringify(text)));
  await box.fill(text);
  await answered;
  await expect(page.locator('[data-testid="list-table"][aria-busy="true"], [data-testid="list-cards"][aria-busy="true"]')).toHaveCount(0);
}

/** An access token for the REST API, to set up and clean up what a test needs. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/security/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Picks a chart type in explore the way a person does: "View all charts", a search in the gallery, the type's
 * tile, then Select. */
export async function chooseVizType(page: Page, name: string): Promise<void> {
  await page.getByTestId('viz-type-view-all').click();
  const modal = page.getByTestId('viz-type-modal');
  await modal.getByTestId('viz-gallery-search').fill(name);
  await modal.getByRole('button', { name, exact: true }).click();
  await modal.getByTestId('viz-type-modal-select').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('viz-type-name')).toHaveText(name);
}

/** The id of an example chart, by its name. */
export async function exampleChartId(page: Page, sliceName: string): Promise<number> {
  const token = await apiToken(page.request);
  const q = `(filters:!((col:slice_name,opr:eq,value:'${sliceName}')),columns:!(id,slice_name))`;
  const answer = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent(q)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: Array<{ id: number; slice_name: string }> };
  const chart = result.find((row) => row.slice_name === sliceName);
  expect(chart, `the example chart ${sliceName}`).toBeTruthy();
  return chart!.id;
}
