/**
 * Explore part of `npm run bench` (issue "Explore and SQL Lab as a Superset user expects them", item 15): from
 * navigation to a drawn line chart, in headless Chromium, timed inside the page (navigation start ->
 * the chart container reporting `data-status="rendered"`):
 * - cold: a new browser context each time (empty HTTP cache: every script fetched, parsed and run), signed in;
 * - warm: the same address again in one context (scripts from the browser's cache, the chart's data from the
 *   server's cache).
 * The chart is the example "Num Births Trend" (a line chart on birth_names).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { launchChromium, signIn } from './browser';
import { exampleChartId } from './examples';
import { formatTable, median } from './stats';

const CHART_NAME = 'Num Births Trend';
const COLD_LOADS = Number(process.env.BENCH_EXPLORE_COLD_LOADS ?? 5);
const WARM_LOADS = Number(process.env.BENCH_EXPLORE_WARM_LOADS ?? 10);
const VIEWPORT = { width: 1440, height: 900 };
const TARGETS = { coldMs: 1000, warmMs: 500 };

export interface ExploreBenchContext {
  base: string;
  token: string;
}

/** Records, in the page, when a chart container first says it is drawn (ms since navigation start). */
function recordDrawn(): void {
  const w = window as unknown as { __drawnAt?: number };
  const check = () => {
    if (w.__drawnAt === undefined && document.querySelector('[data-testid="chart-container"][data-status="rendered"]')) w.__drawnAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
}

/** Opens `url` in `context` and answers the in-page time to the drawn chart. */
async function drawnMs(context: BrowserContext, url: string): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="chart-container"][data-status="failed"]')) throw new Error('the chart failed');
      return (window as unknown as { __drawnAt?: number }).__drawnAt ?? false;
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return Number(await handle.jsonValue());
}

async function signedInContext(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  await context.addInitScript(recordDrawn);
  return context;
}

export async function measureExplore(ctx: ExploreBenchContext): Promise<string> {
  const url = `${ctx.base}/explore/?slice_id=${await exampleChartId(ctx.base, ctx.token, CHART_NAME)}`;
  const browser = await launchChromium();
  try {
    const login = await browser.newContext({ viewport: VIEWPORT });
    await signIn(await login.newPage(), ctx.base);
    const storageState = await login.storageState();
    await login.close();

    const cold: number[] = [];
    for (let i = 0; i < COLD_LOADS; i += 1) {
      const context = await signedInContext(browser, storageState);
      cold.push(await drawnMs(context, url));
      await context.close();
    }
    const context = await signedInContext(browser, storageState);
    await drawnMs(context, url);
    const warm: number[] = [];
    for (let i = 0; i < WARM_LOADS; i += 1) warm.push(await drawnMs(context, url));
    await context.close();

    const coldMs = median(cold);
    const warmMs = median(warm);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    return (
      `\nExplore: navigation -> "${CHART_NAME}" (line chart) drawn, headless Chromium at 1440x900, in-page time\n` +
      formatTable(
        ['load', 'median ms', 'runs (ms)', 'target', 'verdict'],
        [
          ['cold (new browser context)', coldMs.toFixed(0), cold.map((ms) => ms.toFixed(0)).join(' '), `<= ${TARGETS.coldMs}`, verdict(coldMs <= TARGETS.coldMs)],
          ['warm (same context again)', warmMs.toFixed(0), warm.map((ms) => ms.toFixed(0)).join(' '), `<= ${TARGETS.warmMs}`, verdict(warmMs <= TARGETS.warmMs)],
        ],
      )
    );
  } finally {
    await browser.close();
  }
}
