// Playwright drives Debian's Chromium (no browser download): headless, two workers, against BASE_URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { filesWithLocks } from './isolation';

// A file named in ./isolation.ts that does not declare its locks would run beside the files it must not meet.
for (const file of filesWithLocks()) {
  if (!readFileSync(path.join(__dirname, file), 'utf8').includes('test.describe.configure({ lock: locksOf(__filename) })')) {
    throw new Error(`${file} is listed in e2e/isolation.ts but does not call test.describe.configure({ lock: locksOf(__filename) })`);
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(__dirname, '../test-results/e2e'),
  // Two workers (two cores): the files that share state are kept apart by the locks of ./isolation.ts. A fresh
  // clone's run on two workers once failed the CSS templates test (its edit dialog did not open after the click):
  // a list dropped its rows and its write permissions to skeletons while a search was on its way, so a click that
  // landed meanwhile met nothing. Lists keep their rows while they refresh now, and searchList (./support.ts)
  // waits for the searched answer.
  workers: 2,
  retries: 0,
  timeout: 120_000,
  // A guard against a run that hangs, not the suite's budget (each test has its own timeout): at 15 min it cut
  // a fresh machine's complete run (74 tests, ~14.5 min) short in its last tests.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(__dirname, '../test-results/e2e-report.json') }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8088',
    headless: true,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Recording a trace (a DOM snapshot per action) made every test 2-3x slower on two cores, and CI keeps only
    // the log: traces are recorded for local runs, where a person opens them, and not under CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
