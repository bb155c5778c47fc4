/**
 * The dashboard module's door: what other modules and the composition root use. Dashboards, their layout
 * rules (shared with the client), their access rules, and the resolvers with how to build them.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { ChartDataService } from '../explore/chart-data.service';
import type { DatasourceMetadataService } from '../explore/datasource-metadata.service';
import type { FavoriteService } from '../favorite/favorite.service';
import type { PermalinkService } from '../permalink/permalink.service';
import { DashboardDataService } from './dashboard-data.service';
import { DashboardExportService } from './dashboard-export';
import { DashboardQueryService } from './dashboard-query.service';
import { DashboardStateResolver } from './dashboard-state.resolver';
import { DashboardStateService } from './dashboard-state.service';
import { DashboardWriteResolver } from './dashboard-write.resolver';
import { DashboardWriteService } from './dashboard-write.service';
import type { DashboardPolicyOptions } from './dashboard.policy';
import { DashboardResolver } from './dashboard.resolver';
import type { DashboardService } from './dashboard.service';

export { Dashboard as DashboardEntity } from './dashboard.entity';
export { EmbeddedDashboard } from './embedded-dashboard.entity';
export { DashboardService, type DashboardLinkTarget } from './dashboard.service';
export { DashboardDataGrant } from './dashboard-data-grant';
export { visibleDashboardIds, dashboardVisibility } from './dashboard-access';
export { DashboardQueryService, toDashboard, lastModifiedTime } from './dashboard-query.service';
export { DashboardWriteService } from './dashboard-write.service';
export { UNTITLED_DASHBOARD, normaliseSlug } from './dashboard-input';
export * from './dashboard.policy';
export * from './layout-rules';
export { appendChart, removeChart, parseLayout, emptyLayout, containsChart, type LayoutChart } from './dashboard-layout';
export { checkLayout, checkPositionText, layoutChartIds, dashboardTabs } from './dashboard-position';
export { toMetadataView, checkMetadata, metadataForSave } from './dashboard-metadata';

/** Every resolver of the module, for the schema. */
export const DASHBOARD_RESOLVERS = [DashboardResolver, DashboardWriteResolver, DashboardStateResolver] as const;

export interface DashboardModuleDeps {
  dataSource: DataSource;
  config: Pick<Config, 'featureFlags'>;
  /** The chart-saving part (save modal), shared with the chart module. */
  dashboards: DashboardService;
  favorites: FavoriteService;
  permalinks: PermalinkService;
  chartData: ChartDataService;
  datasetMetadata: DatasourceMetadataService;
}

export function dashboardPolicyOptions(config: Pick<Config, 'featureFlags'>): DashboardPolicyOptions {
  return { rbac: config.featureFlags.DASHBOARD_RBAC };
}

/** The resolver instances, keyed by class, for the schema's container. */
export function dashboardResolvers(deps: DashboardModuleDeps): [abstract new (...args: never[]) => unknown, unknown][] {
  const options = dashboardPolicyOptions(deps.config);
  const queries = new DashboardQueryService(deps.dataSource, options, deps.datasetMetadata);
  return [
    [DashboardResolver, new DashboardResolver(deps.dashboards, queries, deps.favorites, new DashboardExportService(deps.dataSource, options))],
    [DashboardWriteResolver, new DashboardWriteResolver(new DashboardWriteService(deps.dataSource, options, queries))],
    [DashboardStateResolver, new DashboardStateResolver(new DashboardStateService(deps.permalinks, queries), new DashboardDataService(queries, deps.chartData))],
  ];
}
