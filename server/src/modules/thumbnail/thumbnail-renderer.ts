/**
 * Takes the pictures: one headless Chromium (the system's, through playwright-core), started on the first
 * picture and closed after a minute without one. Each picture gets its own browser context signed in as the
 * viewer (a short-lived session cookie), opens the chart's standalone explore page or the dashboard's report
 * view, waits until every chart on it is drawn or failed, and takes an 800x600 PNG (a dashboard is laid out at
 * 1600x1200 and scaled by half, as Superset's dashboard thumbnails are). The browser runs at idle CPU priority
 * (background-priority.ts).
 */
import type { Browser } from 'playwright-core';
import type { Logger } from '../../platform/logger';
import { idleChromiumProcesses } from './background-priority';
import type { ThumbnailKind } from './thumbnail-digest';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const IDLE_CLOSE_MS = 60_000;
const PAGE_TIMEOUT_MS = 60_000;
/** Time for the last drawn chart's layout to settle before the picture. */
const SETTLE_MS = 300;

export interface RenderRequest {
  kind: ThumbnailKind;
  id: number;
  /** The viewer's session cookie value. */
  session: { name: string; value: string };
  signal?: AbortSignal;
}

const VIEWS: Record<ThumbnailKind, { path: (id: number) => string; viewport: { width: number; height: number }; scale: number }> = {
  chart: { path: (id) => `/explore/?slice_id=${id}&standalone=1`, viewport: { width: 800, height: 600 }, scale: 1 },
  dashboard: { path: (id) => `/dashboard/${id}/?standalone=3`, viewport: { width: 1600, height: 1200 }, scale: 0.5 },
};

/** True once the page shows its charts, each drawn or failed (and the dashboard grid, for a dashboard). */
function everyChartSettled(kind: ThumbnailKind): boolean {
  if (kind === 'dashboard' && !document.querySelector('[data-testid="dashboard-grid"]')) return false;
  const charts = [...document.querySelectorAll<HTMLElement>('[data-testid="chart-container"]')];
  if (kind === 'chart' && charts.length === 0) return false;
  return charts.every((chart) => ['rendered', 'failed', 'stopped'].includes(chart.dataset.status ?? ''));
}

export class ThumbnailRenderer {
  private browser: Promise<Browser> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private active = 0;

  constructor(
    private readonly options: { chromiumPath: string; baseUrl: string },
    private readonly logger: Logger,
  ) {}

  async render(request: RenderRequest): Promise<Buffer> {
    this.active += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      const browser = await this.open();
      const view = VIEWS[request.kind];
      const context = await browser.newContext({ viewport: view.viewport, deviceScaleFactor: view.scale });
      const abort = () => void context.close().catch(() => undefined);
      request.signal?.addEventListener('abort', abort, { once: true });
      try {
        await context.addCookies([{ ...request.session, url: this.options.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
        const page = await context.newPage();
        page.setDefaultTimeout(PAGE_TIMEOUT_MS);
        await page.goto(`${this.options.baseUrl}${view.path(request.id)}`);
        await page.waitForFunction(everyChartSettled, request.kind, { polling: 250 });
        await page.waitForTimeout(SETTLE_MS);
        return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...view.viewport } });
      } finally {
        request.signal?.removeEventListener('abort', abort);
        await context.close().catch(() => undefined);
      }
    } finally {
      this.active -= 1;
      if (this.active === 0) this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS).unref();
    }
  }

  private open(): Promise<Browser> {
    if (!this.browser) {
      const launching = import('playwright-core').then(async ({ chromium }) => {
        const browser = await chromium.launch({ executablePath: this.options.chromiumPath, args: CHROMIUM_ARGS });
        await idleChromiumProcesses();
        return browser;
      });
      this.browser = launching;
      launching.then(
        (browser) => browser.on('disconnected', () => void (this.browser === launching && (this.browser = null))),
        (err: unknown) => {
          this.logger.error(`Thumbnails: Chromium did not start (${this.options.chromiumPath}): ${(err as Error).message}`);
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = null;
    await (await browser?.catch(() => null))?.close().catch(() => undefined);
  }
}
