import { locksOf } from './isolation';
import { apiToken, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

test("Explore's 'View in SQL Lab' link opens the dataset's SELECT in a new tab", async ({ page }) => {
  const headers = { Authorization: `Bearer ${await apiToken(page.request)}` };
  const list = await page.request.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))', { headers });
  const [births] = ((await list.json()) as { result: { id: number }[] }).result;
  // Earlier runs may have left birth_names tabs on the server: the link adds exactly one and shows it.
  const saved = await page.request.post('/graphql', { headers, data: { query: '{ sqlLabTabs { tabs { label } } }' } });
  const before = ((await saved.json()) as { data: { sqlLabTabs: { tabs: { label: string }[] } } }).data.sqlLabTabs.tabs.filter((t) => t.label === 'birth_names').length;

  await signIn(page, `/sqllab/?datasourceKey=${births.id}__table`);
  await expect(page.getByRole('tab', { name: /birth_names/, selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sqllab-tab').filter({ hasText: 'birth_names' })).toHaveCount(before + 1);
  await expect(page.getByTestId('sqllab-editor').locator('.cm-content')).toContainText('FROM');
  await expect(page.getByTestId('sqllab-editor').locator('.cm-content')).toContainText('birth_names');
  await expect(page).not.toHaveURL(/datasourceKey/);
});
