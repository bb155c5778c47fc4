/** What the bench's browser parts share: Debian's Chromium launched headless, and signing in through the login form. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login/`);
  await page.getByTestId('login-username').fill(process.env.ADMIN_USERNAME ?? 'admin');
  await page.getByTestId('login-password').fill(process.env.ADMIN_PASSWORD ?? 'admin');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
