// Playwright drives Debian's Chromium (no browser download): headless, one worker, against BASE_URL.
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
  // One worker. Two workers ran the suite in 627-652 s against 865 s for one on the same (busy) machine, but a
  // fresh clone's run on two workers failed the CSS templates test (its edit dialog did not open after the
  // click), a race not understood yet. The locks of ./isolation.ts keep the files that share state apart for
  // when the suite runs on two workers again.
  workers: 1,
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
