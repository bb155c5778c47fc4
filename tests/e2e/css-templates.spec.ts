import type { Page } from '@playwright/test';
import { apiToken, artifact, expect, searchList, signIn, test } from './support';

/** Replaces the CSS in the template modal's code editor, as a person types it. */
async function typeCss(page: Page, css: string) {
  const editor = page.getByTestId('css-template-css').locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(css);
}

test('a person adds, edits and deletes a CSS template from Settings → CSS Templates', async ({ page, request }) => {
  const suffix = `css${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Wide headers ${suffix}`;
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const stored = async () => {
    const q = `(filters:!((col:template_name,opr:ct,value:'${suffix}')),columns:!(template_name,css))`;
    return ((await (await request.get(`/api/v1/css_template/?q=${encodeURIComponent(q)}`, { headers })).json()) as { ids: number[]; result: { template_name: string; css: string }[] });
  };
  try {
    await signIn(page);
    await page.getByTestId('nav-settings').click();
    await page.getByRole('menuitem', { name: 'CSS Templates' }).click();
    await expect(page).toHaveURL(/\/csstemplatemodal\/list\//);
    await expect(page.getByRole('heading', { name: 'CSS templates', exact: true })).toBeVisible();

    // Add: both fields are required.
    await page.getByTestId('css-template-add').click();
    const modal = page.getByRole('dialog', { name: 'Add CSS template' });
    await expect(modal.getByText('General information')).toBeVisible();
    await expect(modal.getByTestId('css-template-save')).toBeDisabled();
    await modal.getByTestId('css-template-name').fill(name);
    await expect(modal.getByTestId('css-template-save')).toBeDisabled();
    await typeCss(page, '.dashboard-header { font-size: 24px; }');
    await expect(modal.getByTestId('css-template-save')).toHaveText('Add');
    await page.screenshot({ path: artifact('css-template-modal.png') });
    await modal.getByTestId('css-template-save').click();
    await expect(modal).toHaveCount(0);

    await searchList(page, page.getByRole('textbox', { name: 'Search CSS templates' }), suffix);
    const rows = page.getByTestId('css-template-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    // Created by the signed-in admin.
    await expect(rows.first()).toContainText(/admin/i);
    await page.screenshot({ path: artifact('css-template-list.png') });

    // Edit: the modal opens with the stored name and CSS, and Save writes the change.
    await rows.first().getByTestId('css-template-edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit CSS template properties' });
    await expect(edit.getByTestId('css-template-name')).toHaveValue(name);
    await expect(edit.getByTestId('css-template-css')).toContainText('font-size: 24px');
    await edit.getByTestId('css-template-name').fill(`${name} v2`);
    await typeCss(page, '.dashboard-header { font-size: 32px; }');
    await edit.getByTestId('css-template-save').click();
    await expect(edit).toHaveCount(0);
    await expect(rows.first()).toContainText(`${name} v2`);
    expect((await stored()).result).toEqual([{ template_name: `${name} v2`, css: '.dashboard-header { font-size: 32px; }' }]);

    // Delete, confirmed with the word DELETE.
    await rows.first().getByTestId('css-template-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete Template?' });
    await expect(confirm.getByText('This action will permanently delete the template.')).toBeVisible();
    await confirm.getByTestId('delete-confirm-input').fill('DELETE');
    await confirm.getByTestId('delete-confirm').click();
    await expect(page.getByText(`Deleted: ${name} v2`)).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No results match your filter criteria')).toBeVisible();
    expect((await stored()).ids).toEqual([]);
  } finally {
    const { ids } = await stored();
    if (ids.length) await request.delete(`/api/v1/css_template/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, { headers });
  }
});
