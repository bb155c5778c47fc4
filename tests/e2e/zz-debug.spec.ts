import { test } from '@playwright/test';
import { signIn } from './support';
test('debug', async ({ page }) => {
  await signIn(page, '/superset/dashboard/births/');
  await page.waitForTimeout(5000);
  await page.getByTestId('dashboard-tab').filter({ hasText: 'Names' }).click();
  await page.waitForTimeout(4000);
  const m = () => page.getByTestId('dashboard-page').evaluate((el) => { const r = el.getBoundingClientRect(); return JSON.stringify({ top: r.top, h: r.height, scrollY: window.scrollY, docH: document.documentElement.scrollHeight, inner: window.innerHeight }); });
  console.log('A', await m());
  await page.screenshot({ path: '/tmp/wdc-dbg/b.png', fullPage: true });
  console.log('B', await page.evaluate(() => [700, 800].map((y) => { let e = document.elementFromPoint(700, y); const out = []; while (e && out.length < 6) { out.push(e.tagName + '.' + (e.getAttribute('data-testid') ?? e.className) + ' bg=' + getComputedStyle(e).backgroundColor + ' h=' + e.getBoundingClientRect().height); e = e.parentElement; } return out.join(' < '); }).join('\n')));
  const shot = (await page.screenshot()).toString('base64');
  console.log('C', await page.evaluate(async (b64) => { const img = new Image(); img.src = 'data:image/png;base64,' + b64; await img.decode(); const c = document.createElement('canvas'); c.width = img.width; c.height = img.height; const g = c.getContext('2d')!; g.drawImage(img, 0, 0); return [300, 700, 730, 740, 800, 890].map((y) => y + ':' + [...g.getImageData(1000, y, 1, 1).data].join(',') + '/' + [...g.getImageData(100, y, 1, 1).data].join(',')).join(' '); }, shot));
});
