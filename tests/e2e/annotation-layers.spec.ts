import { apiToken, artifact, exampleChartId, expect, searchList, signIn, test } from './support';

test('a person adds an annotation layer, adds an annotation to it and finds both in their lists', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const name = `Launches ${suffix}`;

  await signIn(page, '/annotationlayer/list/');
  await expect(page.getByRole('heading', { name: 'Annotation layers', exact: true })).toBeVisible();

  await page.getByTestId('annotation-layer-add').click();
  const layerModal = page.getByRole('dialog', { name: 'Add annotation layer' });
  await layerModal.getByLabel('Annotation layer name').fill(name);
  await layerModal.getByLabel('Description').fill('Product releases');
  await page.screenshot({ path: artifact('annotation-layer-modal.png') });
  await layerModal.getByTestId('annotation-layer-modal-submit').click();

  // Adding a layer opens its annotations (a list writes its view into the address as it arrives).
  await expect(page).toHaveURL(/\/annotationlayer\/\d+\/annotation\/(\?|$)/);
  const layerId = Number(/annotationlayer\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Annotation layer ${name}` })).toBeVisible();

  await page.getByTestId('annotation-add').click();
  const modal = page.getByRole('dialog', { name: 'Add annotation' });
  await modal.getByLabel('Name').fill('Version 2');
  await modal.getByLabel('Start (UTC)').fill('2024-03-01T09:00');
  await modal.getByLabel('End (UTC)').fill('2024-02-01T09:00');
  await expect(modal.getByText('End date must be after start date')).toBeVisible();
  await expect(modal.getByTestId('annotation-modal-submit')).toBeDisabled();
  await modal.getByLabel('End (UTC)').fill('2024-03-02T18:30');
  await modal.getByLabel('JSON metadata').fill('{"color": "red"}');
  await page.screenshot({ path: artifact('annotation-modal.png') });
  await modal.getByTestId('annotation-modal-submit').click();

  const row = page.getByTestId('annotation-row').filter({ hasText: 'Version 2' });
  await expect(row).toContainText('2024-03-01 09:00');
  await expect(row).toContainText('2024-03-02 18:30');
  await page.screenshot({ path: artifact('annotation-list.png'), fullPage: true });

  await page.getByTestId('annotation-back').click();
  await searchList(page, page.getByRole('textbox', { name: 'Search annotation layers' }), suffix);
  const layerRow = page.getByTestId('annotation-layer-row').filter({ hasText: name });
  await expect(layerRow).toContainText('Product releases');
  await expect(page.getByTestId('annotation-layer-row')).toHaveCount(1);
  await page.screenshot({ path: artifact('annotation-layer-list.png'), fullPage: true });

  // Tidy up over the API: the annotation, then the layer.
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const annotations = await (await request.get(`/api/v1/annotation_layer/${layerId}/annotation/`, { headers })).json();
  await request.delete(`/api/v1/annotation_layer/${layerId}/annotation/?q=${encodeURIComponent(`!(${annotations.ids.join(',')})`)}`, { headers });
  expect((await request.delete(`/api/v1/annotation_layer/${layerId}`, { headers })).status()).toBe(200);
});

test("a person overlays a saved line chart's series on a time-series chart as a Time series annotation layer", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/');
  const chartId = await exampleChartId(page, 'Num Births Trend');
  await page.goto(`/explore/?slice_id=${chartId}`);
  const chart = page.getByTestId('chart-container');
  await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(chart.locator('.highcharts-series.annotation-series')).toHaveCount(0);

  const section = page.getByTestId('control-section-Annotations and layers');
  const toggle = section.getByRole('button', { name: 'Annotations and layers' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('control-annotation_layers-add').click();
  await page.getByTestId('annotation-layer-name').fill('By gender');
  await page.getByTestId('annotation-layer-type').click();
  await page.getByRole('option', { name: 'Time series', exact: true }).click();
  // The chart picker lists the line charts the person may read: the table examples are not among them.
  await page.getByTestId('annotation-layer-chart').click();
  await expect(page.getByRole('option', { name: 'Trends', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Girls', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Trends', exact: true }).click();
  await page.getByLabel('Override time range').check();
  await page.getByTestId('annotation-layer-style').click();
  await page.getByRole('option', { name: 'Dashed', exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('control-annotation_layers-pill-0')).toContainText('By gender');

  await page.getByTestId('update-chart').click();
  await expect(chart).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  // Trends draws one series per gender: both come over the chart's own line, dashed, named by the layer.
  const overlays = chart.locator('.highcharts-series.annotation-series');
  await expect(overlays).toHaveCount(2);
  await expect(overlays.first().locator('path.highcharts-graph')).toHaveAttribute('stroke-dasharray', /\d/);
  await expect(chart.locator('.highcharts-legend')).toContainText('By gender: sum__num, boy');
  await expect(chart.locator('.highcharts-legend')).toContainText('By gender: sum__num, girl');
  await page.screenshot({ path: artifact('annotation-time-series-layer.png') });
});
