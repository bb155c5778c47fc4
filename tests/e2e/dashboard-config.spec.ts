import type { APIRequestContext, Page } from '@playwright/test';
import { locksOf } from './isolation';
import { apiToken, expect, signIn, test } from './support';

// Kept apart from the files that share what it reads or changes (see ./isolation.ts).
test.describe.configure({ lock: locksOf(__filename) });

/** Screenshots of the configuration modals, looked at after the run. */
const shot = (name: string) => `/tmp/shots-config/${name}`;

interface Fixture {
  id: number;
  slug: string;
  chartIds: number[];
  token: string;
}

/** A published dashboard placing the charts in one row, of width 4 each. */
async function dashboardOf(request: APIRequestContext, token: string, slug: string, chartIds: number[]): Promise<Fixture> {
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: chartIds.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  };
  for (const id of chartIds) position[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: id, width: 4, height: 50 } };
  const created = await request.post('/api/v1/dashboard/', { headers: { Authorization: `Bearer ${token}` }, data: { dashboard_title: `Config ${slug}`, slug, position_json: JSON.stringify(position), published: true } });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, slug, chartIds, token };
}

/** A dashboard of three birth_names charts in one row, of this test's own (removed afterwards). */
async function newDashboard(request: APIRequestContext, slug: string): Promise<Fixture> {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const datasets = await (await request.get(`/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`, { headers })).json();
  const datasetId = datasets.ids[0] as number;
  // Oldest first (the examples): the newest may be other files' charts, deleted while this test uses them.
  const charts = await (await request.get(`/api/v1/chart/?q=${encodeURIComponent('(columns:!(id,datasource_id,viz_type),order_column:changed_on_delta_humanized,order_direction:asc,page_size:100)')}`, { headers })).json();
  const chartIds = (charts.result as { id: number; datasource_id: number; viz_type: string }[])
    .filter((chart) => chart.datasource_id === datasetId && ['pie', 'big_number_total', 'table', 'echarts_timeseries_line', 'echarts_timeseries_bar'].includes(chart.viz_type))
    .slice(0, 3)
    .map((chart) => chart.id);
  expect(chartIds).toHaveLength(3);
  return dashboardOf(request, token, slug, chartIds);
}

async function metadataOf(request: APIRequestContext, fixture: Fixture): Promise<Record<string, unknown>> {
  const answer = await request.get(`/api/v1/dashboard/${fixture.id}`, { headers: { Authorization: `Bearer ${fixture.token}` } });
  return JSON.parse(((await answer.json()) as { result: { json_metadata: string } }).result.json_metadata);
}

/** Picks an option of a Mantine select found by its test id, typing to narrow it first. */
async function choose(page: Page, testId: string, text: string, typed = text) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** A native filter of the bar, by its name. */
const barFilter = (page: Page, name: string) => page.locator(`[data-testid="native-filter"][data-filter-name="${name}"]`);

test('adds a value filter with a default and a cascaded child, scopes the child away from a chart, and finds them after a reload', async ({ page, request }) => {
  const fixture = await newDashboard(request, `cfg-filters-${Date.now()}`);
  try {
    await signIn(page, `/dashboard/${fixture.slug}/`);
    await expect(page.getByTestId('dashboard-chart')).toHaveCount(3);
    await page.getByTestId('filter-bar-settings').click();
    await page.getByTestId('filter-bar-edit-filters').click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await expect(modal).toBeVisible();

    // Saving an empty filter is refused and shows the problems.
    await page.getByTestId('filter-config-add').click();
    await page.getByTestId('filter-config-save').click();
    await expect(page.getByTestId('filter-config-warning')).toBeVisible();
    await expect(modal.getByText('Name is required')).toBeVisible();

    await page.getByTestId('filter-config-name').fill('Gender');
    await choose(page, 'filter-config-dataset', 'birth_names (examples.main)', 'birth');
    await choose(page, 'filter-config-column', 'gender', 'gend');
    await page.getByTestId('filter-config-has-default').click();
    // The default is picked from the column's real values.
    const defaultControl = page.getByTestId('filter-config-default').locator('input').first();
    await defaultControl.click();
    await page.getByRole('option', { name: 'boy', exact: true }).click();
    await page.keyboard.press('Escape');

    await page.getByTestId('filter-config-add').click();
    await page.getByTestId('filter-config-name').fill('State');
    await choose(page, 'filter-config-dataset', 'birth_names (examples.main)', 'birth');
    await choose(page, 'filter-config-column', 'state', 'stat');
    await page.getByTestId('filter-config-hierarchical').click();
    await page.getByTestId('filter-config-parent').click();
    await page.getByRole('option', { name: 'Gender', exact: true }).click();
    await modal.screenshot({ path: shot('filter-modal-settings.png') });
    await page.getByTestId('filter-config-scoping-tab').click();
    await page.getByTestId('filter-scope-specific').click();
    await page.getByTestId(`scope-chart-${fixture.chartIds[2]}`).click();
    await expect(page.getByTestId(`scope-chart-${fixture.chartIds[2]}`)).not.toBeChecked();
    await page.getByTestId('filter-config-scoping-tab').focus();
    await modal.screenshot({ path: shot('filter-modal.png') });

    await page.getByTestId('filter-config-save').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('native-filter')).toHaveCount(2);
    await expect(barFilter(page, 'Gender').locator('.mantine-Pill-label')).toHaveText(['boy']);

    await page.reload();
    await expect(page.getByTestId('native-filter')).toHaveCount(2);
    await expect(barFilter(page, 'Gender').locator('.mantine-Pill-label')).toHaveText(['boy']);
    // The child sits under its parent, and its scope leaves the third chart out.
    const md = await metadataOf(request, fixture);
    const filters = md.native_filter_configuration as Array<Record<string, unknown>>;
    const gender = filters.find((f) => f.name === 'Gender')!;
    const state = filters.find((f) => f.name === 'State')!;
    expect(state.cascadeParentIds).toEqual([gender.id]);
    expect(state.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [fixture.chartIds[2]] });
    expect(state.chartsInScope).toEqual(fixture.chartIds.slice(0, 2));
    expect((gender.defaultDataMask as { filterState: { value: unknown } }).filterState.value).toEqual(['boy']);
    // The default applies: the charts in the filter's scope show it.
    await expect(page.getByTestId('chart-filter-indicator').first()).toBeVisible();
  } finally {
    await request.delete(`/api/v1/dashboard/${fixture.id}`, { headers: { Authorization: `Bearer ${fixture.token}` } });
  }
});

test('edits the title and slug in the properties, and the CSS from a template, seeing both applied', async ({ page, request }) => {
  const fixture = await newDashboard(request, `cfg-props-${Date.now()}`);
  const headers = { Authorization: `Bearer ${fixture.token}` };
  const template = await request.post('/api/v1/css_template/', { headers, data: { template_name: `Red titles ${fixture.slug}`, css: '[data-testid="dashboard-title"] { color: rgb(200, 0, 0); }' } });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { id: number }).id;
  try {
    await signIn(page, `/dashboard/${fixture.slug}/`);
    await page.getByTestId('dashboard-menu').click();
    await page.getByTestId('dashboard-edit-properties').click();
    const modal = page.getByRole('dialog', { name: 'Dashboard properties' });
    await expect(page.getByTestId('dashboard-properties-json')).toBeAttached();
    await page.getByTestId('dashboard-properties-title').fill('Renamed config dashboard');
    const slug = `${fixture.slug}-renamed`;
    await page.getByTestId('dashboard-properties-slug').fill(slug);
    await modal.screenshot({ path: shot('properties-modal.png') });
    await page.getByTestId('dashboard-properties-save').click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}/`));
    await expect(page.getByTestId('dashboard-title')).toHaveText('Renamed config dashboard');

    await page.getByTestId('dashboard-menu').click();
    await page.getByTestId('dashboard-edit-css').click();
    await choose(page, 'dashboard-css-template', `Red titles ${fixture.slug}`, 'Red titles');
    await expect(page.getByTestId('dashboard-css-editor')).toHaveValue(/rgb\(200, 0, 0\)/);
    // Live: the page shows the CSS before it is saved.
    await expect(page.getByTestId('dashboard-title')).toHaveCSS('color', 'rgb(200, 0, 0)');
    await page.getByRole('dialog', { name: 'Edit CSS' }).screenshot({ path: shot('css-modal.png') });
    await page.getByTestId('dashboard-css-save').click();
    await expect(page.getByRole('dialog', { name: 'Edit CSS' })).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('dashboard-title')).toHaveText('Renamed config dashboard');
    await expect(page.getByTestId('dashboard-title')).toHaveCSS('color', 'rgb(200, 0, 0)');
  } finally {
    await request.delete(`/api/v1/dashboard/${fixture.id}`, { headers });
    await request.delete(`/api/v1/css_template/${templateId}`, { headers });
  }
});

/** A table chart counting rows by one column, on a dataset. */
async function countChart(request: APIRequestContext, headers: Record<string, string>, name: string, datasetId: number, column: string): Promise<number> {
  const params = { datasource: `${datasetId}__table`, viz_type: 'table', query_mode: 'aggregate', groupby: [column], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' }], row_limit: 100 };
  const created = await request.post('/api/v1/chart/', { headers, data: { slice_name: name, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify(params) } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a filter across two datasets with different column names filters the charts of both, and cross-filters follow its mapping', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const datasetNamed = async (name: string) =>
    ((await (await request.get(`/api/v1/dataset/?q=${encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${name})))`)}`, { headers })).json()) as { result: { id: number; database: { id: number } }[] }).result[0];
  const births = await datasetNamed('birth_names');
  const sales = await datasetNamed('cleaned_sales_data');
  // The same rows with the gender column named `sex`: a second dataset whose column differs in name.
  const renamedName = `births_sex_${run}`;
  const renamed = await request.post('/api/v1/dataset/', { headers, data: { database: births.database.id, table_name: renamedName, sql: 'SELECT ds, gender AS sex, name, num FROM birth_names' } });
  expect(renamed.status(), await renamed.text()).toBe(201);
  const renamedId = ((await renamed.json()) as { id: number }).id;
  // A third chart, on a dataset the filter does not target: it stays unfiltered.
  const chartIds = [
    await countChart(request, headers, `By gender ${run}`, births.id, 'gender'),
    await countChart(request, headers, `By sex ${run}`, renamedId, 'sex'),
    await countChart(request, headers, `By deal size ${run}`, sales.id, 'deal_size'),
  ];
  const slug = `cfg-across-${run}`;
  const fixture = await dashboardOf(request, token, slug, chartIds);
  const chartRows = (chartId: number) => page.locator(`[data-testid="dashboard-chart"][data-chart-id="${chartId}"] tbody tr`);
  try {
    await signIn(page, `/dashboard/${slug}/`);
    await expect(chartRows(chartIds[0])).toHaveCount(2);
    await expect(chartRows(chartIds[1])).toHaveCount(2);
    await expect(chartRows(chartIds[2])).toHaveCount(3);

    await page.getByTestId('filter-bar-settings').click();
    await page.getByTestId('filter-bar-edit-filters').click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await page.getByTestId('filter-config-add').click();
    await page.getByTestId('filter-config-name').fill('Gender');
    await choose(page, 'filter-config-dataset', 'birth_names (examples.main)', 'birth_names');
    await choose(page, 'filter-config-column', 'gender', 'gend');
    // A second dataset, with its own column; a half-filled pair is refused with the reason.
    await page.getByTestId('filter-config-add-target').click();
    await page.getByTestId('filter-config-save').click();
    await expect(modal.getByText('Dataset is required')).toBeVisible();
    await page.getByTestId('filter-config-dataset-1').click();
    await page.getByTestId('filter-config-dataset-1').fill(renamedName);
    await page.getByRole('option', { name: new RegExp(`^${renamedName}`) }).click();
    await expect(modal.getByText('Column is required')).toBeVisible();
    await choose(page, 'filter-config-column-1', 'sex', 'se');
    await expect(modal.getByText('Column is required')).toBeHidden();
    await expect(modal.getByText('Its values are listed from the first dataset', { exact: false })).toBeVisible();
    await modal.screenshot({ path: shot('filter-modal-two-datasets.png') });
    await page.getByTestId('filter-config-save').click();
    await expect(modal).toBeHidden();

    // Stored in Superset's shape: one target per dataset.
    const filters = (await metadataOf(request, fixture)).native_filter_configuration as Array<Record<string, unknown>>;
    expect(filters[0].targets).toEqual([
      { datasetId: births.id, column: { name: 'gender' } },
      { datasetId: renamedId, column: { name: 'sex' } },
    ]);

    // A cross-filter from the gender chart reaches the other dataset's chart on `sex`.
    await page.locator(`[data-testid="dashboard-chart"][data-chart-id="${chartIds[0]}"] tbody td`).filter({ hasText: /^girl$/ }).click();
    await expect(page.getByTestId('cross-filter-chip')).toHaveCount(1);
    await expect(chartRows(chartIds[1])).toHaveCount(1);
    await expect(chartRows(chartIds[1]).first()).toContainText('girl');
    await page.getByTestId('cross-filter-chip').getByRole('button').click();
    await expect(chartRows(chartIds[1])).toHaveCount(2);

    // The native filter's value filters both charts, each on its own column.
    await barFilter(page, 'Gender').locator('input').first().click();
    await page.getByRole('option', { name: 'boy', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-apply').click();
    for (const chartId of chartIds.slice(0, 2)) {
      await expect(chartRows(chartId)).toHaveCount(1);
      await expect(chartRows(chartId).first()).toContainText('boy');
    }
    await expect(chartRows(chartIds[2])).toHaveCount(3);
    await expect(page.locator(`[data-testid="dashboard-chart"][data-chart-id="${chartIds[2]}"] [data-testid="chart-filter-indicator"]`)).toHaveCount(0);
    await page.screenshot({ path: shot('dashboard-filtered-across-datasets.png'), fullPage: true });
  } finally {
    await request.delete(`/api/v1/dashboard/${fixture.id}`, { headers });
    for (const id of chartIds) await request.delete(`/api/v1/chart/${id}`, { headers });
    await request.delete(`/api/v1/dataset/${renamedId}`, { headers });
  }
});
