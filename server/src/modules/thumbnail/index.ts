/**
 * Thumbnails of charts and dashboards for the list cards (feature THUMBNAILS): taken by a headless Chromium
 * in the background, kept by digest. The module sits above charts and dashboards and gives both GraphQL
 * types their thumbnailUrl.
 */
import type { RequestContext } from '../../platform/context';
import type { TesseraModule } from '../../platform/module';
import { createJobQueue } from '../../platform/queue';
import { ChartService } from '../chart';
import { DashboardQueryService } from '../dashboard';
import { MetastoreCache } from '../permalink';
import { TokenService } from '../security';
import { ThumbnailRenderer } from './thumbnail-renderer';
import { ChartThumbnailResolver, DashboardThumbnailResolver, ThumbnailResolver } from './thumbnail.resolver';
import { ThumbnailService } from './thumbnail.service';

export { ThumbnailService } from './thumbnail.service';

/** Where the server itself answers, for the renderer's browser: loopback unless it listens on one address only. */
function ownBaseUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export const thumbnailModule: TesseraModule = {
  name: 'thumbnail',
  resolvers: [ThumbnailResolver, ChartThumbnailResolver, DashboardThumbnailResolver],
  register(services) {
    const { config, logger } = services.platform;
    const charts = services.get(ChartService);
    const dashboards = services.get(DashboardQueryService);
    const renderer = config.chromiumPath ? new ThumbnailRenderer({ chromiumPath: config.chromiumPath, baseUrl: ownBaseUrl(config.host, config.port) }, logger) : null;
    if (config.featureFlags.THUMBNAILS && !renderer) logger.warn('THUMBNAILS is on but no Chromium was found (set CHROMIUM_PATH): lists show placeholders.');
    const sources = {
      chart: (ctx: RequestContext, id: number) => charts.get(ctx, { id }),
      dashboard: async (ctx: RequestContext, id: number) => dashboards.find(ctx, id).catch(() => null),
    };
    // Its own queue of one: pictures are slow and must never hold back SQL Lab's queued queries.
    const queue = createJobQueue({ concurrency: 1, onError: (err, job) => logger.error(`Job ${job.name} ${job.id} failed: ${(err as Error).message}`) });
    const thumbnails = services.provide(
      ThumbnailService,
      new ThumbnailService({ enabled: config.featureFlags.THUMBNAILS }, sources, services.get(MetastoreCache), services.get(TokenService), queue, renderer, logger),
    );
    services.provide(ThumbnailResolver, new ThumbnailResolver(thumbnails));
    services.provide(ChartThumbnailResolver, new ChartThumbnailResolver(thumbnails));
    services.provide(DashboardThumbnailResolver, new DashboardThumbnailResolver(thumbnails));
  },
  async stop(services) {
    await services.get(ThumbnailService).close();
  },
};
