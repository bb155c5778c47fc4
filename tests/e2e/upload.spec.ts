import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiToken, artifact, expect, signIn, test } from './support';

test('a person uploads a CSV file into a database and finds its dataset in the list', async ({ page, request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-upload-'));
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `uploads_${run}`;
  // The table (named after the file) is this run's own: the list's link and the dataset lookup below find it by
  // name, and create-flows, running meanwhile, makes a city_sales dataset of its own.
  const table = `city_sales_${run}`;
  test.setTimeout(60_000);
  const created = await request.post('/api/v1/database/', {
    headers,
    data: { database_name: name, sqlalchemy_uri: `duckdb:///${path.join(dir, 'uploads.duckdb')}`, allow_file_upload: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const databaseId = (await created.json()).id as number;
  const csv = path.join(dir, `${table}.csv`);
  writeFileSync(csv, 'city;sold;day\nLyon;12,5;14/01/2019\nNantes;7;15/01/2019\n');
  let datasetId: number | null = null;
  try {
    await signIn(page, '/tablemodelview/list/');
    await page.getByTestId('upload-menu').click();
    await page.getByTestId('upload-csv').click();
    const modal = page.getByRole('dialog', { name: 'CSV upload' });
    await expect(modal).toBeVisible();
    await modal.getByTestId('upload-database').click();
    await page.getByRole('option', { name, exact: true }).click();
    await modal.getByTestId('upload-file').click();
    await page.locator('input[type="file"]').setInputFiles(csv);
    await expect(modal.getByTestId('upload-table-name')).toHaveValue(table);
    await modal.getByRole('button', { name: 'File settings' }).click();
    await modal.getByLabel('Delimiter').click();
    await page.getByRole('option', { name: 'Semicolon ( ; )' }).click();
    await modal.getByLabel('Decimal character').click();
    await page.getByRole('option', { name: ',', exact: true }).click();
    await modal.getByRole('checkbox', { name: /day first/ }).check();
    await page.screenshot({ path: artifact('upload-modal.png') });
    await modal.getByTestId('upload-submit').click();
    await expect(page.getByText('Data imported')).toBeVisible();
    await expect(page.getByRole('link', { name: table, exact: true })).toBeVisible();

    const list = await request.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`, { headers });
    const [dataset] = (await list.json()).result as { id: number }[];
    datasetId = dataset.id;
    const samples = await request.post(`/datasource/samples?datasource_id=${datasetId}&datasource_type=table`, { headers, data: {} });
    const rows = (await samples.json()).result.data as Record<string, unknown>[];
    expect(rows.map((r) => [r.city, r.sold]).sort()).toEqual([
      ['Lyon', 12.5],
      ['Nantes', 7],
    ]);
  } finally {
    if (datasetId !== null) await request.delete(`/api/v1/dataset/${datasetId}`, { headers });
    await request.delete(`/api/v1/database/${databaseId}`, { headers });
    rmSync(dir, { recursive: true, force: true });
  }
});
