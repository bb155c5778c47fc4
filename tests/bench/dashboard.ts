/**
 * Dashboard part of `npm run bench` (issue "Dashboards, viewing"), against the built server with the large
 * examples:
 * - the 25-chart "Product Events (10M rows)" dashboard in headless Chromium: navigation -> every chart drawn,
 *   first with `force=true` (each chart's query run, the server's cache bypassed) and then warm, with the
 *   number of data requests (dashboardChartData subscriptions) each load started; against the slowest of
 *   those charts' SQL run directly on DuckDB;
 * - applying one native filter -> every affected chart drawn again, against the slowest affected query;
 * - a warm chart-data answer of 36,500 rows ("Daily Energy by Site" hourly, unpivoted) sent by the server, against a static send of the same bytes
 *   over loopback;
 * - the first route's initial JavaScript and the dashboard route's own chunks, loaded lazily, as the server
 *   sends them (the build's brotli copies) and uncompressed.
 *
 * The page's viewport is tall enough to hold all 25 charts, so none waits to be scrolled to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from '@playwright/test';
import { launchChromium, signIn } from './browser';
import { exampleQueryContext } from './examples';
import { formatTable, median, ratio } from './stats';

const SLUG = 'events';
const CHARTS = 25;
const WARM_LOADS = Number(process.env.BENCH_DASHBOARD_LOADS ?? 5);
const BYTES_RUNS = Number(process.env.BENCH_BYTES_RUNS ?? 30);
const STORED_ROWS = 36_500;
const DUCKDB_THREADS = '2';
const VIEWPORT = { width: 1440, height: 5200 };
const TARGETS = { warmMs: 1000, coldFactor: 1.15, coldPlusMs: 300, filterFactor: 1.1, filterPlusMs: 150, bytesFactor: 1.5, initialJsKb: 350 };

export interface DashboardBenchContext {
  base: string;
  token: string;
  /** A copy of the examples' DuckDB file, for the direct runs. */
  directFile: string;
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** What the page's graphql-ws socket carries for dashboard chart data: subscriptions started and each chart's SQL. */
class ChartDataTraffic {
  subscriptions = 0;
  /** Subscription id -> when its `complete` arrived. */
  completed = new Map<string, number>();
  started: string[] = [];
  /** chart id -> the SQL of its latest answer. */
  sql = new Map<number, string[]>();

  watch(page: Page): void {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const message = parse(frame.payload);
        if (message?.type === 'subscribe' && JSON.stringify(message.payload ?? '').includes('dashboardChartData')) {
          this.subscriptions += 1;
          this.started.push(String(message.id));
        }
      });
      socket.on('framereceived', (frame) => {
        const message = parse(frame.payload);
        if (message?.type === 'complete') this.completed.set(String(message.id), now());
        const event = message?.payload?.data?.dashboardChartData;
        if (event?.chartId != null && event.payload?.queries) {
          this.sql.set(event.chartId, (event.payload.queries as { query?: string }[]).map((q) => q.query ?? '').filter(Boolean));
        }
      });
    });
  }
}

function parse(payload: string | Buffer): any {
  try {
    return JSON.parse(typeof payload === 'string' ? payload : payload.toString());
  } catch {
    return null;
  }
}

/** Resolves once `count` charts are on the page and every one of them is drawn (none loading, none failed). */
async function allDrawn(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const holders = document.querySelectorAll('[data-testid="dashboard-chart"]');
      if (holders.length < n) return false;
      if (document.querySelector('[data-testid="chart-error"]')) throw new Error('a chart failed');
      return [...holders].every((holder) => holder.querySelector('[data-testid="chart-container"][data-status="rendered"]'));
    },
    count,
    { timeout: 120_000, polling: 'raf' },
  );
}

/** Navigation -> every chart drawn, in ms, and the data requests the load started. */
async function load(page: Page, traffic: ChartDataTraffic, url: string): Promise<{ ms: number; requests: number }> {
  const before = traffic.subscriptions;
  const start = now();
  await page.goto(url);
  await allDrawn(page, CHARTS);
  return { ms: now() - start, requests: traffic.subscriptions - before };
}

/**
 * These statements run directly on DuckDB (median of 3 runs each), in ms: the slowest, and all of them one after
 * another (each uses every DuckDB thread, so on a machine with as many cores as threads that sum is the floor of
 * running them all, however they are overlapped).
 */
async function directRuns(directFile: string, statements: string[]): Promise<{ slowest: number; sum: number }> {
  const instance = await DuckDBInstance.create(directFile, { threads: DUCKDB_THREADS });
  const conn = await instance.connect();
  try {
    let slowest = 0;
    let sum = 0;
    for (const sql of statements) {
      const runs: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const start = now();
        (await conn.runAndReadAll(sql)).getRowObjectsJS();
        if (i > 0) runs.push(now() - start);
      }
      slowest = Math.max(slowest, median(runs));
      sum += median(runs);
    }
    return { slowest, sum };
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

/** A built file's size on the wire as the server sends it to a browser that accepts brotli, and unpacked. */
async function servedSize(url: string): Promise<{ wire: number; raw: number; encoding: string }> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const raw = (await response.arrayBuffer()).byteLength;
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  // fetch unpacks the body; the length header is what travelled.
  return { wire: encoding === 'identity' ? raw : Number(response.headers.get('content-length')), raw, encoding };
}

interface JsSize {
  kb: number;
  rawKb: number;
  encodings: string;
}

async function jsSize(urls: string[]): Promise<JsSize> {
  const sizes = await Promise.all(urls.map(servedSize));
  const sum = (pick: (size: { wire: number; raw: number }) => number) => sizes.reduce((total, size) => total + pick(size), 0) / 1024;
  return { kb: sum((size) => size.wire), rawKb: sum((size) => size.raw), encodings: [...new Set(sizes.map((size) => size.encoding))].join('+') };
}

/** The first route's initial JS (the index page's module scripts and their preloads) as served. */
async function initialJs(base: string): Promise<JsSize & { files: string[] }> {
  const html = await (await fetch(`${base}/`, { headers: { Accept: 'text/html' } })).text();
  if (!html.includes('<script')) throw new Error(`the index page has no script: ${html.slice(0, 200)}`);
  const files = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return { ...(await jsSize(files.map((file) => new URL(file, base).href))), files };
}

/** JS files the page loaded beyond `initial`, as served. */
async function routeJs(page: Page, initial: string[]): Promise<JsSize> {
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  return jsSize([...new Set(loaded)].filter((url) => !initial.some((file) => url.endsWith(file))));
}

async function api(ctx: DashboardBenchContext, method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${ctx.base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ctx.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** A warm 36,500-row chart-data answer (hourly power of each site) against a static send of its bytes. */
async function storedBytes(ctx: DashboardBenchContext): Promise<{ rows: number; mib: number; warmMs: number; staticMs: number }> {
  const saved = await exampleQueryContext(ctx.base, ctx.token, 'Daily Energy by Site');
  // Hourly instead of daily, unpivoted, 36,500 rows: the size of answer a long time series chart sends.
  const hourly = (column: unknown) => (typeof column === 'object' && column !== null ? { ...column, timeGrain: 'PT1H' } : column);
  const queries = (saved.queries as Record<string, any>[]).map((query) => ({
    ...query,
    columns: (query.columns as unknown[]).map(hourly),
    extras: { ...query.extras, time_grain_sqla: 'PT1H' },
    row_limit: STORED_ROWS,
    series_limit: 0,
    post_processing: [],
  }));
  const body = { ...saved, queries, force: false };
  const first = await (await api(ctx, 'POST', '/api/v1/chart/data', body)).json();
  const rows = (first as { result: { rowcount: number }[] }).result[0].rowcount;
  const bytes = Buffer.from(await (await api(ctx, 'POST', '/api/v1/chart/data', body)).arrayBuffer());

  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': bytes.length }).end(bytes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const warm: number[] = [];
  const sent: number[] = [];
  try {
    for (let i = 0; i < BYTES_RUNS; i += 1) {
      let start = now();
      await (await api(ctx, 'POST', '/api/v1/chart/data', body)).arrayBuffer();
      warm.push(now() - start);
      start = now();
      await (await fetch(staticUrl)).arrayBuffer();
      sent.push(now() - start);
    }
  } finally {
    server.close();
  }
  return { rows, mib: bytes.length / 1024 / 1024, warmMs: median(warm), staticMs: median(sent) };
}

export async function measureDashboard(ctx: DashboardBenchContext): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const traffic = new ChartDataTraffic();
    traffic.watch(page);
    await signIn(page, ctx.base);
    const url = `${ctx.base}/dashboard/${SLUG}/`;

    const cold = await load(page, traffic, `${url}?force=true`);
    const coldSql = [...traffic.sql.values()].flat();
    const warmRuns: { ms: number; requests: number }[] = [];
    for (let i = 0; i < WARM_LOADS; i += 1) warmRuns.push(await load(page, traffic, url));
    const warmMs = median(warmRuns.map((r) => r.ms));
    const warmRequests = Math.max(...warmRuns.map((r) => r.requests));

    const js = await initialJs(ctx.base);
    const dashboardJs = await routeJs(page, js.files);

    // One native filter: the first country offered, applied; every chart is in its scope.
    traffic.sql.clear();
    const country = page.locator('[data-testid="native-filter"][data-filter-name="Country"] input').first();
    await country.click();
    await page.getByRole('option').first().click();
    const subscriptionsBefore = traffic.started.length;
    const filterStart = now();
    await page.getByTestId('filter-apply').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="chart-container"]:not([data-status="rendered"])') !== null, undefined, { timeout: 10_000, polling: 'raf' }).catch(() => undefined);
    await allDrawn(page, CHARTS);
    const drawnAt = now();
    const filterIds = traffic.started.slice(subscriptionsBefore);
    const completedAt = Math.max(...filterIds.map((id) => traffic.completed.get(id) ?? drawnAt));
    const filterMs = Math.max(drawnAt, completedAt) - filterStart;
    const filterSql = [...traffic.sql.values()].flat();

    const coldDirect = await directRuns(ctx.directFile, coldSql);
    const filterDirect = await directRuns(ctx.directFile, filterSql);
    const coldSlowest = coldDirect.slowest;
    const filterSlowest = filterDirect.slowest;
    const bytes = await storedBytes(ctx);

    const coldTarget = coldSlowest * TARGETS.coldFactor + TARGETS.coldPlusMs;
    const filterTarget = filterSlowest * TARGETS.filterFactor + TARGETS.filterPlusMs;
    return (
      `\nDashboard "${SLUG}": ${CHARTS} charts over events_10m in headless Chromium (${VIEWPORT.width}x${VIEWPORT.height}), navigation -> all drawn\n\n` +
      formatTable(
        ['measure', 'value', 'data requests', 'target', ''],
        [
          ['slowest chart query, DuckDB direct', `${coldSlowest.toFixed(0)} ms`, '', '', `of ${coldSql.length} statements`],
          ['  all of them one after another', `${coldDirect.sum.toFixed(0)} ms`, '', '', `${DUCKDB_THREADS} DuckDB threads each`],
          ['first load (force=true)', `${cold.ms.toFixed(0)} ms`, String(cold.requests), `<= ${coldTarget.toFixed(0)} ms, 1 request`, verdict(cold.ms <= coldTarget && cold.requests === 1)],
          [`second load (warm, median of ${WARM_LOADS})`, `${warmMs.toFixed(0)} ms`, String(warmRequests), `<= ${TARGETS.warmMs} ms, 1 request`, verdict(warmMs <= TARGETS.warmMs && warmRequests === 1)],
          ['slowest filtered query, DuckDB direct', `${filterSlowest.toFixed(0)} ms`, '', '', `of ${filterSql.length} statements`],
          ['  all of them one after another', `${filterDirect.sum.toFixed(0)} ms`, '', '', `${DUCKDB_THREADS} DuckDB threads each`],
          ['apply one native filter -> all redrawn', `${filterMs.toFixed(0)} ms`, String(filterIds.length), `<= ${filterTarget.toFixed(0)} ms, 1 request`, verdict(filterMs <= filterTarget && filterIds.length === 1)],
          [`warm chart data, ${bytes.rows} rows (${bytes.mib.toFixed(1)} MiB)`, `${bytes.warmMs.toFixed(1)} ms`, '', `<= ${TARGETS.bytesFactor}x static`, verdict(bytes.warmMs <= bytes.staticMs * TARGETS.bytesFactor)],
          ['  static send of the same bytes', `${bytes.staticMs.toFixed(1)} ms`, '', ratio(bytes.warmMs / bytes.staticMs), ''],
          [`first route initial JS, served (${js.encodings})`, `${js.kb.toFixed(0)} KB`, '', `<= ${TARGETS.initialJsKb} KB`, verdict(js.kb <= TARGETS.initialJsKb)],
          ['  the same, uncompressed', `${js.rawKb.toFixed(0)} KB`, '', '', ''],
          [`  dashboard route, loaded lazily (${dashboardJs.encodings})`, `${dashboardJs.kb.toFixed(0)} KB`, '', '', `${dashboardJs.rawKb.toFixed(0)} KB uncompressed`],
        ],
      )
    );
  } finally {
    await browser.close();
  }
}
