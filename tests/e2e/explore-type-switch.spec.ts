// Issue 13, items 3 and 6: switching the chart type keeps what still fits (the metric, the dimensions) and the
// new type draws from its own query; a saved metric shows by its verbose name ("Births", not `sum__num`) in
// the control, the legend and the table header. Opens the examples' saved charts and saves nothing.
import type { Page } from '@playwright/test';
import { artifact, chooseVizType, exampleChartId, expect, signIn, test } from './support';

const chartContainer = (page: Page) => page.getByTestId('chart-container');

/** Opens an example chart in explore and waits for it to be drawn. */
async function openExampleChart(page: Page, sliceName: string) {
  await page.goto(`/explore/?slice_id=${await exampleChartId(page, sliceName)}`);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
}

test('switching a line chart to Big Number and to Pivot Table keeps its metric and dimensions and draws the new type', async ({ page }) => {
  await signIn(page, '/chart/list/');
  await openExampleChart(page, 'Trends');
  await expect(page.getByTestId('control-metrics-pill-0')).toHaveText('Births');
  await expect(page.getByTestId('control-groupby-pill-0')).toContainText('gender');

  // Big Number: the line's metric is its metric, and the number is drawn from a new query.
  await chooseVizType(page, 'Big Number');
  await expect(page.getByTestId('control-metric-pill-0')).toHaveText('Births');
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  const header = page.getByTestId('big-number-header');
  await expect(header).toHaveText(/\d/);
  await expect(header).not.toHaveText('N/A');
  await expect(page.getByTestId('chart-stale')).toHaveCount(0);
  await page.screenshot({ path: artifact('explore-type-switch-big-number.png') });

  // Pivot Table: the metric, and the line's dimensions on the rows (carried through the big number).
  await chooseVizType(page, 'Pivot Table');
  await expect(page.getByTestId('control-metrics-pill-0')).toHaveText('Births');
  await expect(page.getByTestId('control-groupbyRows-pill-0')).toContainText('gender');
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  const pivot = page.getByTestId('pivot-table');
  await expect(pivot).toContainText('boy');
  await expect(pivot).toContainText('girl');
  await expect(pivot.locator('th').filter({ hasText: 'Births' })).toHaveCount(1);
  await expect(pivot).not.toContainText('sum__num');
  await page.screenshot({ path: artifact('explore-type-switch-pivot.png') });

  // A type the carried controls do not satisfy shows what it needs, not the pivot's results.
  await chooseVizType(page, 'Sankey Chart');
  await expect(page.getByTestId('chart-empty-state')).toBeVisible();
  await expect(page.getByTestId('pivot-table')).toHaveCount(0);
  await expect(page.getByTestId('control-metric-pill-0')).toHaveText('Births');
});

test('a saved metric shows by its verbose name in the control, the legend and the table header', async ({ page }) => {
  await signIn(page, '/chart/list/');
  await openExampleChart(page, 'Num Births Trend');
  await expect(page.getByTestId('control-metrics-pill-0')).toHaveText('Births');
  const legend = chartContainer(page).locator('.highcharts-legend-item');
  await expect(legend).toHaveText(['Births']);

  await openExampleChart(page, 'Girls');
  await expect(page.getByTestId('control-metrics-pill-0')).toHaveText('Births');
  const headers = page.getByTestId('table-chart').locator('thead th');
  await expect(headers).toContainText(['Births']);
  await expect(headers.filter({ hasText: 'sum__num' })).toHaveCount(0);
  await page.screenshot({ path: artifact('explore-verbose-table.png') });
});
