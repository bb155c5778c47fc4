/** Dashboards: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { ChartDashboardsPort } from '../chart';
import { DatasetDependents } from '../dataset';
import { FavoriteObjectType, FavoriteTargets } from '../favorite';
import { chartDashboards, dashboardsOfDatasets } from './dashboard-charts';
import { Dashboard } from './dashboard.entity';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';
import { EmbeddedDashboard } from './embedded-dashboard.entity';
import { UserAttribute } from './user-attribute.entity';

export { Dashboard } from './dashboard.entity';
export { DashboardService } from './dashboard.service';

export const dashboardModule: TesseraModule = {
  name: 'dashboard',
  entities: [Dashboard, EmbeddedDashboard, UserAttribute],
  resolvers: [DashboardResolver],
  register(services) {
    const dashboards = services.provide(DashboardService, new DashboardService(services.platform.dataSource));
    services.provide(DashboardResolver, new DashboardResolver(dashboards));
    // What charts, datasets and stars (below this module) ask of dashboards.
    services.get(ChartDashboardsPort).provide(chartDashboards(dashboards));
    services.get(DatasetDependents).add(dashboardsOfDatasets);
    services.get(FavoriteTargets).provide(FavoriteObjectType.DASHBOARD, (ctx, ids) => dashboards.visibleIds(dashboards.db(ctx), ctx.requireActor(), ids));
  },
};
