import { locksOf } from './isolation';
import { apiToken, artifact, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

test('a server-paged table asks the server for the page a person turns to', async ({ page }) => {
  const token = await apiToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const datasets = await page.request.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))', { headers });
  const [births] = ((await datasets.json()) as { result: { id: number }[] }).result;
  const created = await page.request.post('/api/v1/chart/', {
    headers,
    data: {
      slice_name: `Paged names ${Date.now().toString(36)}`,
      viz_type: 'table',
      datasource_id: births.id,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${births.id}__table`,
        viz_type: 'table',
        query_mode: 'raw',
        all_columns: ['name', 'num'],
        order_by_cols: ['["num", false]'],
        server_pagination: true,
        server_page_length: 10,
        row_limit: 1000,
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const chartId = ((await created.json()) as { id: number }).id;
  try {
    await signIn(page, `/explore/?slice_id=${chartId}`);
    const chart = page.getByTestId('chart-container');
    await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    const firstCells = () => chart.locator('tbody tr').allInnerTexts();
    const pageOne = await firstCells();
    expect(pageOne).toHaveLength(10);

    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"rowOffset":10'));
    await chart.getByRole('button', { name: '2' }).click();
    await answered;
    await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
    await expect.poll(firstCells).not.toEqual(pageOne);
    expect(await firstCells()).toHaveLength(10);
    await expect(page.getByText('num [desc]')).toBeVisible();
    await page.screenshot({ path: artifact('table-server-page-2.png') });
  } finally {
    await page.request.delete(`/api/v1/chart/${chartId}`, { headers });
  }
});
