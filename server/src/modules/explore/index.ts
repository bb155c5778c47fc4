/** Explore: chart data, datasource metadata, Explore state, permalinks and form data, cache warm-up, time ranges. */
import type { TesseraModule } from '../../platform/module';
import { AnnotationService } from '../annotation';
import { ChartService } from '../chart';
import { DatasourceCache } from '../dataset';
import { MetastoreCache, PermalinkService } from '../permalink';
import { CacheWarmUpResolver, CacheWarmUpService } from './cache-warm-up';
import { ChartDataResolver, ChartQueryResultResolver } from './chart-data.resolver';
import { ChartDataService, DatasetGrants } from './chart-data.service';
import { DatasourceExploreResolver } from './datasource-explore.resolver';
import { DatasourceMetadataService } from './datasource-metadata.service';
import { ExploreFormDataService } from './explore-form-data.service';
import { ExploreStateResolver } from './explore-state.resolver';
import { ExploreStateService } from './explore-state.service';
import { TimeRangeResolver } from './time-range.resolver';

export { ChartDataService, type DatasetGrant, DatasetGrants, toChartDataError } from './chart-data.service';
export { ChartDataInput, ChartDataPayload, ChartQueryInput, ChartResultType, QueryFilterInput } from './chart-data.types';
export { DatasourceMetadata } from './datasource-explore.types';
export { DatasourceMetadataService } from './datasource-metadata.service';
export { sliceFormData } from './explore-state';
export { toCsv } from './export-file';
export { zip, type ZipEntry } from './zip';

export const exploreModule: TesseraModule = {
  name: 'explore',
  resolvers: [ChartDataResolver, ChartQueryResultResolver, DatasourceExploreResolver, TimeRangeResolver, CacheWarmUpResolver, ExploreStateResolver],
  register(services) {
    const { dataSource, config, cache } = services.platform;
    // Modules above explore add data access of their own (the dashboard module: DASHBOARD_RBAC's grant).
    const grants = services.provide(DatasetGrants, new DatasetGrants());
    const datasources = services.get(DatasourceCache);
    const chartData = services.provide(ChartDataService, new ChartDataService(dataSource, cache, config, grants, datasources, services.get(AnnotationService), services.get(ChartService)));
    const metadata = services.provide(DatasourceMetadataService, new DatasourceMetadataService(dataSource, datasources));
    services.provide(ChartDataResolver, new ChartDataResolver(chartData));
    services.provide(DatasourceExploreResolver, new DatasourceExploreResolver(chartData, metadata));
    services.provide(TimeRangeResolver, new TimeRangeResolver());
    services.provide(ChartQueryResultResolver, new ChartQueryResultResolver());
    services.provide(CacheWarmUpResolver, new CacheWarmUpResolver(new CacheWarmUpService(dataSource)));
    const charts = services.get(ChartService);
    // Explore's unsaved form data, kept a week in the key-value store (Superset's explore form-data cache).
    const formData = new ExploreFormDataService(dataSource, charts, services.get(MetastoreCache));
    const exploreState = new ExploreStateService(dataSource, charts, metadata, services.get(PermalinkService), formData);
    services.provide(ExploreStateResolver, new ExploreStateResolver(exploreState, formData));
  },
};
