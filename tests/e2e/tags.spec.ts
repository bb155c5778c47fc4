import type { APIRequestContext } from '@playwright/test';
import { locksOf } from './isolation';
import { apiToken, artifact, chartRows, expect, searchList, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** Three charts and a custom tag made through REST, each name unique to this run; removed afterwards. */
async function setUp(request: APIRequestContext, suffix: string) {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const base = await request.get(`/api/v1/chart/${await exampleChartIdOf(request, headers)}`, { headers });
  const { datasource_id: datasourceId } = ((await base.json()) as { result: { datasource_id: number } }).result;
  const charts: number[] = [];
  for (const n of ['one', 'two', 'three']) {
    const created = await request.post('/api/v1/chart/', { headers, data: { slice_name: `${suffix} ${n}`, datasource_id: datasourceId, datasource_type: 'table', viz_type: 'table' } });
    expect(created.status()).toBe(201);
    charts.push(((await created.json()) as { id: number }).id);
  }
  const tagName = `quarterly review ${suffix}`;
  expect((await request.post('/api/v1/tag/', { headers, data: { name: tagName, description: 'Charts for the quarterly review' } })).status()).toBe(201);
  const cleanUp = async () => {
    await request.delete(`/api/v1/chart/?q=${encodeURIComponent(`!(${charts.join(',')})`)}`, { headers });
    await request.delete(`/api/v1/tag/?q=${encodeURIComponent(`!('${tagName}')`)}`, { headers });
  };
  return { charts, tagName, cleanUp };
}

async function exampleChartIdOf(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  // The oldest (an example): the newest may be another file's chart, deleted before it is read.
  const q = `(filters:!((col:datasource_type,opr:eq,value:table)),columns:!(id),order_column:changed_on_delta_humanized,order_direction:asc,page_size:1)`;
  const answer = await request.get(`/api/v1/chart/?q=${encodeURIComponent(q)}`, { headers });
  return ((await answer.json()) as { ids: number[] }).ids[0];
}

test('a person bulk-tags three charts and opens the tag page from a chip', async ({ page, request, context }) => {
  const suffix = `tag${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { tagName, cleanUp } = await setUp(request, suffix);
  try {
    await signIn(page, `/chart/list/?pageIndex=0&filters=(slice_name:${suffix})`);
    await expect(chartRows(page)).toHaveCount(3);
    await page.getByTestId('chart-bulk-toggle').click();
    await page.getByRole('button', { name: 'Select all', exact: true }).click();
    await expect(page.getByText('3 Selected')).toBeVisible();
    await page.getByTestId('bulk-add-tag').click();

    const modal = page.getByRole('dialog', { name: 'Bulk tag' });
    const picker = modal.getByPlaceholder('Select Tags');
    await expect(picker).toBeVisible();
    await picker.fill(suffix);
    await page.getByRole('option', { name: tagName }).click();
    // A click beside the picker closes its dropdown, which lies over the buttons.
    await modal.getByText('You are adding tags to 3 charts').click();
    await expect(page.getByRole('option', { name: tagName })).toHaveCount(0);
    await expect(modal.getByTestId('bulk-tag-save')).toBeEnabled();
    await page.screenshot({ path: artifact('tags-bulk-modal.png') });
    await modal.getByTestId('bulk-tag-save').click();
    await expect(page.getByText('Tagged 3 charts')).toBeVisible();
    await expect(modal).toHaveCount(0);

    // Each row now shows the tag, cut at 20 characters, linking to the tag page in a new tab.
    const chips = chartRows(page).getByTestId('tag-chip');
    await expect(chips).toHaveCount(3);
    await expect(chips.first()).toHaveText(`${tagName.slice(0, 20)}...`);
    await expect(chips.first()).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: artifact('tags-chart-list.png') });

    // The Tag filter finds the three without the search.
    await page.getByRole('textbox', { name: 'Search charts' }).fill('');
    const tagFilter = page.getByTestId('chart-filter-tags');
    await tagFilter.click();
    await tagFilter.fill(suffix);
    await page.getByRole('option', { name: tagName }).click();
    await expect(page).toHaveURL(/tags/);
    await expect(chartRows(page)).toHaveCount(3);
    const [tagPage] = await Promise.all([context.waitForEvent('page'), chips.first().click()]);
    await expect(tagPage).toHaveURL(/\/all_entities\/\?id=\d+$/);
    const section = tagPage.getByTestId('tag-page-chart');
    await expect(tagPage.getByRole('heading', { name: tagName })).toBeVisible();
    await expect(section.getByTestId('tagged-object-row')).toHaveCount(3);
    for (const n of ['one', 'two', 'three']) await expect(section.getByRole('link', { name: `${suffix} ${n}` })).toBeVisible();
    await tagPage.screenshot({ path: artifact('tags-tag-page.png'), fullPage: true });
    await tagPage.close();

    // The Tags list finds it, and its name opens the same page.
    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await searchList(page, page.getByRole('textbox', { name: 'Search tags' }), suffix);
    await expect(page.getByTestId('tag-list-row')).toHaveCount(1);
    await expect(page.getByTestId('tag-link')).toHaveAttribute('href', /\/all_entities\/\?id=\d+$/);
    await page.screenshot({ path: artifact('tags-list.png') });
  } finally {
    await cleanUp();
  }
});
