/**
 * Dashboards: what other modules may use (the entity, the chart-saving service, the layout rules shared with
 * the client and the examples), and the module's declaration (with the dashboards' version history).
 */
import type { TesseraModule } from '../../platform/module';
import { ChartDashboardsPort } from '../chart';
import { DatasetDependents } from '../dataset';
import { ChartDataService, DatasetGrants, DatasourceMetadataService } from '../explore';
import { FavoriteObjectType, FavoriteService, FavoriteTargets } from '../favorite';
import { ActivityTargets } from '../log';
import { MetastoreCache, PermalinkService } from '../permalink';
import { TagTargets } from '../tag';
import { dashboardUrl, visibleDashboards } from './dashboard-access';
import { chartDashboards, dashboardsOfDatasets } from './dashboard-charts';
import { DashboardDataGrant } from './dashboard-data-grant';
import { DashboardDependents } from './dashboard-dependents';
import { DashboardDataService } from './dashboard-data.service';
import { DashboardQueryService } from './dashboard-query.service';
import { DashboardStateResolver } from './dashboard-state.resolver';
import { DashboardStateService } from './dashboard-state.service';
import { dashboardTagTarget } from './dashboard-tag-target';
import { DashboardVersion } from './dashboard-version.entity';
import { DashboardVersionResolver } from './dashboard-version.resolver';
import { DashboardVersionService } from './dashboard-version.service';
import { DashboardWriteResolver } from './dashboard-write.resolver';
import { DashboardWriteService } from './dashboard-write.service';
import { Dashboard } from './dashboard.entity';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';
import { EmbeddedDashboard } from './embedded-dashboard.entity';
import { UserAttribute } from './user-attribute.entity';
import { UserAvatarResolver } from './user-avatar.resolver';
import { UserAvatarService } from './user-avatar.service';

export { Dashboard } from './dashboard.entity';
export { DashboardService } from './dashboard.service';
export { DashboardQueryService } from './dashboard-query.service';
export { Dashboard as DashboardType } from './dashboard.types';
export { DashboardDependents, type DashboardDependent } from './dashboard-dependents';
export { checkLayout, layoutChartIds } from './dashboard-position';
export { checkMetadata, targetDatasetIds, toMetadataView } from './dashboard-metadata';
export { appendChart, randomComponentId } from './dashboard-layout';
export { dashboardSlugTakenByOther, lockDashboardsByUuid, saveImportedDashboard } from './dashboard-import';
export * from './layout-rules';

export const dashboardModule: TesseraModule = {
  name: 'dashboard',
  entities: [Dashboard, DashboardVersion, EmbeddedDashboard, UserAttribute],
  resolvers: [DashboardResolver, DashboardWriteResolver, DashboardStateResolver, DashboardVersionResolver, UserAvatarResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    const options = { rbac: config.featureFlags.DASHBOARD_RBAC };
    // Reports (above this module) say what still uses a dashboard.
    const dependents = services.provide(DashboardDependents, new DashboardDependents());
    const dashboards = services.provide(DashboardService, new DashboardService(dataSource, options));
    const queries = services.provide(DashboardQueryService, new DashboardQueryService(dataSource, options, services.get(DatasourceMetadataService)));
    services.provide(DashboardResolver, new DashboardResolver(dashboards, queries, services.get(FavoriteService)));
    const writes = new DashboardWriteService(dataSource, options, queries, dependents);
    services.provide(DashboardWriteResolver, new DashboardWriteResolver(writes));
    services.provide(DashboardVersionResolver, new DashboardVersionResolver(new DashboardVersionService(dataSource, queries), writes));
    const state = new DashboardStateService(services.get(PermalinkService), queries, services.get(MetastoreCache));
    services.provide(DashboardStateResolver, new DashboardStateResolver(state, new DashboardDataService(queries, services.get(ChartDataService))));
    // user_attribute (with its avatar URL) lives here.
    services.provide(UserAvatarResolver, new UserAvatarResolver(new UserAvatarService(dataSource, config.featureFlags.SLACK_ENABLE_AVATARS)));
    // What charts, datasets, stars and chart data (below this module) ask of dashboards.
    services.get(ChartDashboardsPort).provide(chartDashboards(dashboards));
    services.get(DatasetDependents).add(dashboardsOfDatasets);
    services.get(FavoriteTargets).provide(FavoriteObjectType.DASHBOARD, (ctx, ids) => dashboards.visibleIds(dashboards.db(ctx), ctx.requireActor(), ids));
    services.get(TagTargets).provide('dashboard', dashboardTagTarget(dataSource, options));
    services.get(DatasetGrants).add(new DashboardDataGrant(dataSource, options));
    services.get(ActivityTargets).dashboards.provide(async (ctx, ids) =>
      (await visibleDashboards(dashboards.db(ctx), ctx.requireActor(), options, ids)).map((d) => ({ id: d.id, title: d.dashboard_title ?? '', url: dashboardUrl(d) })),
    );
  },
};
