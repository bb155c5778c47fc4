import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, artifact, expect, signIn, test } from './support';

const rows = (page: Page) => page.getByTestId('saved-query-row');
const rowOf = (page: Page, label: string) => rows(page).filter({ has: page.getByRole('button', { name: label, exact: true }) });

/** Saves a query through GraphQL, as SQL Lab's Save button does. */
async function saveQuery(request: APIRequestContext, label: string, sql: string): Promise<number> {
  const login = await request.post('/api/v1/security/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db' } });
  const { access_token: token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const databases = await request.post('/graphql', { headers, data: { query: '{ savedQueryRelatedDatabases(filter: "examples") { items { value text } } }' } });
  const examples = (await databases.json()).data.savedQueryRelatedDatabases.items.find((d: { text: string }) => d.text === 'examples');
  const created = await request.post('/graphql', {
    headers,
    data: {
      query: 'mutation($input: CreateSavedQueryInput!) { createSavedQuery(input: $input) { id } }',
      variables: { input: { dbId: examples.value, label, schema: 'main', sql } },
    },
  });
  const body = await created.json();
  if (!body.data) throw new Error(`createSavedQuery failed: ${JSON.stringify(body)}`);
  return body.data.createSavedQuery.id;
}

test('a person finds a saved query in the list, previews it, copies its link and deletes it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const suffix = Date.now().toString(36);
  const label = `Top names ${suffix}`;
  const id = await saveQuery(request, label, 'SELECT name, SUM(num) AS total\nFROM birth_names\nGROUP BY name\nORDER BY total DESC');

  await signIn(page, '/savedqueryview/list/');
  await expect(page).toHaveURL(/\/savedqueryview\/list\//);
  await expect(page.getByRole('heading', { name: 'Saved queries' })).toBeVisible();
  await expect(rowOf(page, label)).toBeVisible();
  await expect(rowOf(page, label)).toContainText('examples');
  await expect(rowOf(page, label)).toContainText('birth_names');
  await page.screenshot({ path: artifact('saved-query-list.png'), fullPage: true });

  // Search narrows the list to the query.
  await page.getByRole('textbox', { name: /search/i }).fill(suffix);
  await page.getByRole('textbox', { name: /search/i }).press('Enter');
  await expect(rows(page)).toHaveCount(1);

  await rowOf(page, label).getByRole('button', { name: label, exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Query preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('saved-query-preview-sql')).toContainText('FROM birth_names');
  await page.screenshot({ path: artifact('saved-query-preview.png') });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await rowOf(page, label).getByTestId('saved-query-copy-link').click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/sqllab/\\?savedQueryId=${id}$`));

  await rowOf(page, label).getByTestId('saved-query-delete').click();
  const confirm = page.getByRole('dialog', { name: 'Delete Query?' });
  await expect(confirm.getByTestId('delete-confirm')).toBeDisabled();
  await confirm.getByTestId('delete-confirm-input').fill('DELETE');
  await confirm.getByTestId('delete-confirm').click();
  await expect(page.getByText(`Deleted: ${label}`)).toBeVisible();
  await expect(rowOf(page, label)).toHaveCount(0);
});

test('a person bulk-deletes saved queries', async ({ page, request }) => {
  const suffix = `bulk${Date.now().toString(36)}`;
  await saveQuery(request, `${suffix} one`, 'SELECT 1');
  await saveQuery(request, `${suffix} two`, 'SELECT 2');

  await signIn(page, `/savedqueryview/list/?pageIndex=0&filters=(label:${suffix})`);
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('saved-query-bulk-toggle').click();
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByText('2 Selected')).toBeVisible();
  await page.screenshot({ path: artifact('saved-query-bulk.png'), fullPage: true });
  await page.getByTestId('saved-query-bulk-delete').click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByTestId('delete-confirm-input').fill('DELETE');
  await confirm.getByTestId('delete-confirm').click();
  await expect(page.getByText('Deleted 2 saved queries')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
