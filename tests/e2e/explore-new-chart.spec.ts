// Issue 13, items 4 and 5: a brand-new chart opens on Superset's empty state with the missing controls marked,
// not on a 'cannot be updated' error; a control error shows the control's label and the message apart, on the
// control and in the chart area.
import type { Page } from '@playwright/test';
import { artifact, chartRows, chartSearch, chooseVizType, expect, searchList, signIn, test } from './support';

const chartContainer = (page: Page) => page.getByTestId('chart-container');
const TABLE_NEEDS = 'Group By, Metrics or Percentage Metrics must have a value';

test('a new chart from a dataset opens on the empty state with the missing controls marked', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/tablemodelview/list/');
  await page.getByTestId('dataset-link').filter({ hasText: /^birth_names$/ }).click();
  await expect(page).toHaveURL(/\/explore\/\?.*datasource_id=\d+/);
  await expect(page.getByTestId('dataset-name')).toContainText('birth_names');

  // The empty state, with what is missing listed as 'label: message'; no failed-update banner.
  const emptyState = page.getByTestId('chart-empty-state');
  await expect(emptyState).toContainText('Add required control values to preview chart');
  await expect(emptyState).toContainText('Then run the query by clicking on the "Create chart" button.');
  await expect(emptyState.getByTestId('control-error')).toHaveText([`Metrics: ${TABLE_NEEDS}`]);
  await expect(page.getByText('The chart cannot be updated')).toHaveCount(0);
  await expect(page.getByTestId('control-errors-banner')).toHaveCount(0);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'idle');
  await expect(page.getByTestId('update-chart')).toBeDisabled();

  // The control is marked: its label in red, a warning marker holding the message, the message alone under it.
  const metrics = page.getByTestId('control-metrics');
  await expect(metrics.getByTestId('control-metrics-label')).toHaveAttribute('data-error', 'true');
  await expect(metrics.getByTestId('control-metrics-label')).toHaveText('Metrics');
  await expect(metrics.getByTestId('control-metrics-error-marker')).toHaveAttribute('aria-label', TABLE_NEEDS);
  await expect(metrics.getByTestId('control-metrics-error')).toHaveText(TABLE_NEEDS);
  // Away from the dataset pane, whose column tooltips would cover the control.
  await page.mouse.move(1000, 700);
  await page.screenshot({ path: '/tmp/explore-empty-state.png' });
  await page.screenshot({ path: artifact('explore-empty-state.png') });

  // Another type's rule reads the same way: the Rows label, then the message.
  await chooseVizType(page, 'Pivot Table');
  await expect(emptyState.getByTestId('control-errors')).toContainText('Rows: Please choose at least one groupby');
  await expect(page.getByTestId('control-groupbyRows-error')).toHaveText('Please choose at least one groupby');
  await expect(page.getByText('The chart cannot be updated')).toHaveCount(0);

  // Filling the required values takes the marks away and lets the chart run.
  await chooseVizType(page, 'Table');
  const numColumn = page.getByTestId('datasource-column').filter({ has: page.getByText('num', { exact: true }) });
  await numColumn.dragTo(page.getByTestId('control-metrics').getByText(/Drop columns/));
  await expect(page.getByTestId('control-metrics-error')).toHaveCount(0);
  await expect(page.getByTestId('control-metrics-label')).not.toHaveAttribute('data-error', 'true');
  await expect(page.getByTestId('chart-empty-state')).toHaveCount(0);
  await page.getByTestId('update-chart').click();
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
});

test('clearing a required control of a saved chart shows the label and the message apart', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/chart/list/');
  await expect(chartRows(page).first()).toBeVisible();
  await searchList(page, chartSearch(page), 'Trends');
  await chartRows(page).getByRole('link', { name: 'Trends', exact: true }).click();
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await expect(page.getByTestId('control-errors-banner')).toHaveCount(0);

  await page.getByTestId('control-metrics').getByRole('button', { name: /^Remove / }).click();

  // The chart in hand stays; above it the banner names the control and the message apart.
  const banner = page.getByTestId('control-errors-banner');
  await expect(banner).toContainText('The chart cannot be updated');
  await expect(banner.getByTestId('control-error')).toHaveText(['Metrics: cannot be empty']);
  await expect(chartContainer(page)).toHaveAttribute('data-status', 'rendered');
  await expect(page.getByTestId('update-chart')).toBeDisabled();

  await expect(page.getByTestId('control-metrics-label')).toHaveAttribute('data-error', 'true');
  await expect(page.getByTestId('control-metrics-error')).toHaveText('cannot be empty');
  await page.getByTestId('control-metrics-error-marker').hover();
  await expect(page.getByRole('tooltip')).toHaveText('cannot be empty');
  await page.screenshot({ path: '/tmp/explore-cleared-control.png' });
  await page.screenshot({ path: artifact('explore-cleared-control.png') });
});
