/** Charts: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { DatasetDependents } from '../dataset';
import { FavoriteObjectType, FavoriteService, FavoriteTargets } from '../favorite';
import { ActivityTargets } from '../log';
import { TagTargets } from '../tag';
import { chartTagTarget } from './chart-tag-target';
import { ChartDashboardsPort, ChartDependents } from './chart-dependents';
import { chartsOnDatasets } from './chart-lookups';
import { ChartWriteService } from './chart-write.service';
import { Chart } from './chart.entity';
import { ChartResolver } from './chart.resolver';
import { chartExploreUrl, ChartService } from './chart.service';

export { type ChartDashboards, ChartDashboardsPort, type ChartDependent, ChartDependents, type DashboardLinkTarget } from './chart-dependents';
export { chartCacheTimeout, chartJoin, chartOnDatasetsSql, chartQueryContext, type ChartRef, chartRefs, datasetChartQueryContexts } from './chart-lookups';
export { cloneCharts } from './chart-store';
export { lockChartsByUuid, saveImportedChart } from './chart-import';
export { Chart } from './chart.entity';
export { ChartListOp } from './chart.list-spec';
export { ChartWriteService } from './chart-write.service';
export { chartExploreUrl, ChartService } from './chart.service';
export { Chart as ChartType, ChartFilterField, DashboardSummary } from './chart.types';

export const chartModule: TesseraModule = {
  name: 'chart',
  entities: [Chart],
  resolvers: [ChartResolver],
  register(services) {
    const { dataSource } = services.platform;
    // Dashboards and reports (above this module) fill these in.
    const dashboards = services.provide(ChartDashboardsPort, new ChartDashboardsPort());
    const dependents = services.provide(ChartDependents, new ChartDependents());
    const charts = services.provide(ChartService, new ChartService(dataSource, dashboards));
    const writes = services.provide(ChartWriteService, new ChartWriteService(dataSource, dashboards, dependents));
    services.provide(ChartResolver, new ChartResolver(charts, writes, services.get(FavoriteService), dashboards));
    services.get(FavoriteTargets).provide(FavoriteObjectType.CHART, (ctx, ids) => charts.visibleIds(ctx, ids));
    services.get(TagTargets).provide('chart', chartTagTarget(dataSource, charts));
    services.get(ActivityTargets).charts.provide(async (ctx, ids) =>
      (await charts.visibleNames(ctx, ids)).map((c) => ({ id: c.id, title: c.slice_name || '<empty>', url: chartExploreUrl(c.id) })),
    );
    services.get(DatasetDependents).add({
      addRelatedObjects: async (db, datasetIds, related) => {
        related.charts.push(...(await chartsOnDatasets(db, datasetIds)));
      },
    });
  },
};
