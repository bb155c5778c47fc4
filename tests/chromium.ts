// Debian's Chromium, driven by Playwright without a browser download: its path and the flags it runs with here.
import { execFileSync } from 'node:child_process';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium is not installed (scripts/install-system-deps.sh installs it); or set CHROMIUM_PATH');
  }
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
