import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { chartIds, createDashboard, rowLayout } from './dashboard-support';
import { artifact, expect, signIn, test } from './support';

// The dashboard editor as people use it: with a mouse (build a dashboard from an empty one, tabs, header,
// markdown, resize, undo/redo, save, reload), with the keyboard (reorder charts), and two people editing the
// same dashboard (the second save shows the diff before overwriting).

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: artifact(`${name}.png`), fullPage: true });
};

const CHARTS = ['Genders', 'Trends', 'Top 10 States'];

const component = (page: Page, type: string) => page.locator(`[data-testid="edit-component"][data-component-type="${type}"]`);
const chartComponent = (page: Page, name: string) => component(page, 'CHART').filter({ has: page.getByTestId('dashboard-chart-title').getByText(name, { exact: true }) });
const chartTitles = (scope: Locator) => scope.getByTestId('dashboard-chart-title');
/** The dashboard's tab titles (not the builder pane's). */
const tabsOf = (page: Page) => page.getByTestId('dashboard-tabs').getByRole('tab');

/** Presses the pointer on `source`, moves it over `target` (at a fraction of its box) in steps, and releases. */
async function drag(page: Page, source: Locator, target: () => Locator, at = { x: 0.5, y: 0.5 }) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await expect(page.getByTestId('drag-overlay').or(page.locator('[data-testid="resize-handle"]:focus'))).toBeVisible();
  const to = (await target().boundingBox())!;
  await page.mouse.move(to.x + to.width * at.x, to.y + to.height * at.y, { steps: 12 });
  await expect(page.locator('[data-testid="drop-indicator"]:not([data-forbidden])')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('drag-overlay')).toHaveCount(0);
}

/** Drags a chart from the builder pane's list, found by searching its name. */
async function dragChartFromPane(page: Page, name: string, target: () => Locator, at?: { x: number; y: number }) {
  await page.getByTestId('builder-chart-search').fill(name);
  const item = page.locator(`[data-testid="builder-chart"][data-label="${name}"]`);
  await expect(page.getByTestId('builder-chart')).toHaveCount(1);
  await drag(page, item, target, at);
  await expect(item.getByTestId('builder-chart-added')).toBeVisible();
}

const handleOf = async (page: Page, holder: Locator) => {
  await holder.hover();
  return holder.getByTestId('drag-handle').first();
};

test('builds a dashboard from an empty one with the mouse: charts in a row, top-level tabs, header, markdown, resize, undo and redo, save', async ({ page, request }) => {
  const id = await createDashboard(request, `Edit e2e ${Date.now().toString(36)}`);
  await signIn(page, `/dashboard/${id}/`);
  await page.getByTestId('dashboard-edit').click();
  await expect(page.getByTestId('builder-pane')).toBeVisible();
  await expect(page.getByText('Drag and drop components and charts to the dashboard')).toBeVisible();

  // Three charts into one row: the first onto the empty grid, the others beside it.
  await dragChartFromPane(page, CHARTS[0], () => page.getByTestId('edit-body-grid'));
  await dragChartFromPane(page, CHARTS[1], () => chartComponent(page, CHARTS[0]), { x: 0.9, y: 0.5 });
  await dragChartFromPane(page, CHARTS[2], () => chartComponent(page, CHARTS[1]), { x: 0.9, y: 0.5 });
  const row = component(page, 'ROW');
  await expect(row).toHaveCount(1);
  await expect(chartTitles(row)).toHaveText(CHARTS);
  // Charts placed in this edit are drawn at once, before any save, as in Superset.
  for (const name of CHARTS) await expect(chartComponent(page, name).getByTestId('chart-container')).toHaveAttribute('data-status', 'rendered', { timeout: 60_000 });
  await shot(page, 'dashboard-edit-row');

  // Tabs dropped on the top-level area become the dashboard's tabs; a second tab is added.
  await page.getByTestId('builder-tab-layout').click();
  const tabsElement = page.locator('[data-testid="builder-element"][data-label="Tabs"]');
  await drag(page, tabsElement, () => page.getByTestId('top-level-tabs-zone'));
  await expect(tabsOf(page)).toHaveCount(1);
  await page.getByTestId('add-tab').click();
  await expect(tabsOf(page)).toHaveCount(2);
  // The third chart moves into the second tab, dropped on its title.
  await drag(page, await handleOf(page, chartComponent(page, CHARTS[2])), () => page.getByTestId('edit-tab-title').nth(1));
  await expect(chartTitles(component(page, 'ROW'))).toHaveText(CHARTS.slice(0, 2));

  // A header at the end of the first tab, a markdown beside the charts.
  await drag(page, page.locator('[data-testid="builder-element"][data-label="Header"]'), () => page.getByTestId('edit-body-tab'), { x: 0.5, y: 0.97 });
  await expect(component(page, 'HEADER')).toHaveCount(1);
  await drag(page, page.locator('[data-testid="builder-element"][data-label="Text / Markdown"]'), () => chartComponent(page, CHARTS[1]), { x: 0.9, y: 0.5 });
  const markdown = component(page, 'MARKDOWN');
  await expect(markdown).toHaveCount(1);
  await markdown.hover();
  await markdown.getByTestId('edit-markdown').click();
  await markdown.getByTestId('markdown-input').fill('## Notes\nBuilt **by hand**');
  await expect(markdown.getByTestId('markdown-preview').getByText('by hand')).toBeVisible();
  await markdown.getByTestId('edit-markdown').click();
  await expect(markdown.getByTestId('dashboard-markdown')).toContainText('Built by hand');

  // Resize the first chart one column narrower with its handle.
  const first = chartComponent(page, CHARTS[0]);
  await first.hover();
  const handle = first.getByTestId('resize-handle');
  await expect(handle).toHaveAttribute('aria-label', /4 columns/);
  const box = (await first.boundingBox())!;
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(hb.x - box.width / 4, hb.y + 2, { steps: 6 });
  await page.mouse.move(hb.x - box.width / 4 - 2, hb.y + 2, { steps: 2 });
  await page.mouse.up();
  await expect(first.getByTestId('resize-handle')).toHaveAttribute('aria-label', /3 columns/);

  // One more change (the header's text), then undo twice (text, resize) and redo once (resize).
  const headerText = component(page, 'HEADER').getByTestId('header-text-input');
  await headerText.fill('Overview');
  await headerText.press('Enter');
  await expect(headerText).toHaveValue('Overview');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+z');
  await expect(headerText).toHaveValue('New header');
  await page.getByTestId('edit-undo').click();
  await expect(first.getByTestId('resize-handle')).toHaveAttribute('aria-label', /4 columns/);
  await page.getByTestId('edit-redo').click();
  await expect(first.getByTestId('resize-handle')).toHaveAttribute('aria-label', /3 columns/);
  await shot(page, 'dashboard-edit-mode');

  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' })).toBeVisible();
  await expect(page.getByTestId('builder-pane')).toHaveCount(0);

  // Reloaded, it is all there.
  await page.reload();
  await expect(tabsOf(page)).toHaveCount(2);
  await expect(page.getByTestId('dashboard-header-component')).toHaveText('New header');
  await expect(page.getByTestId('dashboard-markdown')).toContainText('Built by hand');
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText(CHARTS.slice(0, 2));
  await tabsOf(page).nth(1).click();
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText([CHARTS[2]]);
  await tabsOf(page).nth(0).click();
  await page.getByTestId('dashboard-edit').click();
  await chartComponent(page, CHARTS[0]).hover();
  await expect(chartComponent(page, CHARTS[0]).getByTestId('resize-handle')).toHaveAttribute('aria-label', /3 columns/);
  await page.getByTestId('edit-discard').click();
  await shot(page, 'dashboard-edit-saved');
});

test('reorders charts with the keyboard alone', async ({ page, request }) => {
  const ids = await chartIds(request, CHARTS);
  const id = await createDashboard(request, `Keyboard e2e ${Date.now().toString(36)}`, rowLayout(ids, CHARTS));
  await signIn(page, `/dashboard/${id}/`);
  await expect(page.getByTestId('dashboard-chart')).toHaveCount(3);
  await page.getByTestId('dashboard-edit').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('builder-pane')).toBeVisible();
  // Tab into the first chart's toolbar: its "Move right" button moves it one place later.
  const moveRight = page.getByRole('button', { name: `Move ${CHARTS[0]} right` });
  await moveRight.focus();
  await page.keyboard.press('Enter');
  await expect(chartTitles(component(page, 'ROW'))).toHaveText([CHARTS[1], CHARTS[0], CHARTS[2]]);
  await page.getByRole('button', { name: `Move ${CHARTS[2]} left` }).focus();
  await page.keyboard.press('Enter');
  await expect(chartTitles(component(page, 'ROW'))).toHaveText([CHARTS[1], CHARTS[2], CHARTS[0]]);
  await page.getByTestId('edit-save').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText([CHARTS[1], CHARTS[2], CHARTS[0]]);
});

test('a second person saved meanwhile: the save shows the diff and asks to confirm the overwrite', async ({ page, browser, request }) => {
  const ids = await chartIds(request, CHARTS);
  const id = await createDashboard(request, `Conflict e2e ${Date.now().toString(36)}`, rowLayout(ids, CHARTS));
  await signIn(page, `/dashboard/${id}/?edit=true`);
  await expect(page.getByTestId('builder-pane')).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, `/dashboard/${id}/?edit=true`);
  await expect(second.getByTestId('builder-pane')).toBeVisible();
  await chartComponent(second, CHARTS[2]).hover();
  await chartComponent(second, CHARTS[2]).getByTestId('delete-component').click();
  await expect(component(second, 'CHART')).toHaveCount(2);
  await second.getByTestId('edit-save').click();
  await expect(second.getByTestId('toast-success')).toBeVisible();
  await other.close();

  await chartComponent(page, CHARTS[0]).hover();
  await page.getByRole('button', { name: `Move ${CHARTS[0]} right` }).click();
  await page.getByTestId('edit-save').click();
  const confirm = page.getByRole('dialog', { name: 'Overwrite the dashboard?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Please confirm the overwrite values.');
  await expect(confirm.getByTestId('overwrite-change').filter({ hasText: CHARTS[2] })).toContainText('—');
  await shot(page, 'dashboard-edit-overwrite-confirm');
  await confirm.getByTestId('overwrite-confirm-button').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText([CHARTS[1], CHARTS[0], CHARTS[2]]);
});

test('leaving with unsaved changes asks first; Save as copies the edited layout into a new dashboard', async ({ page, request }) => {
  const title = `Guard e2e ${Date.now().toString(36)}`;
  const ids = await chartIds(request, CHARTS);
  const id = await createDashboard(request, title, rowLayout(ids, CHARTS));
  await signIn(page, `/dashboard/${id}/?edit=true`);
  await expect(page.getByTestId('builder-pane')).toBeVisible();

  // An unsaved change: the app asks before another page, and Stay keeps the edit.
  await chartComponent(page, CHARTS[2]).hover();
  await chartComponent(page, CHARTS[2]).getByTestId('delete-component').click();
  await expect(component(page, 'CHART')).toHaveCount(2);
  await page.getByRole('link', { name: 'Charts', exact: true }).click();
  const guard = page.getByTestId('unsaved-changes-modal');
  await expect(guard).toContainText('This dashboard has changes that are not saved.');
  await guard.getByRole('button', { name: 'Stay' }).click();
  await expect(guard).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}/`));
  await expect(component(page, 'CHART')).toHaveCount(2);

  // Save as: a new dashboard with the edited layout; the original keeps its three charts.
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId('dashboard-save-as').click();
  const modal = page.getByTestId('save-as-modal');
  await expect(modal.getByTestId('save-as-name')).toHaveValue(`${title} [copy]`);
  await modal.getByTestId('save-as-submit').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/${id}/`));
  await expect(page.getByTestId('dashboard-title')).toHaveText(`${title} [copy]`);
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText(CHARTS.slice(0, 2));
  await page.goto(`/dashboard/${id}/`);
  await expect(page.getByTestId('dashboard-chart').getByTestId('dashboard-chart-title')).toHaveText(CHARTS);
});
