/** Datasets with their columns and metrics: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { DatabaseDependents } from '../database';
import { TagTargets } from '../tag';
import { datasetsOfDatabases } from './database-usage';
import { DatasetColumn } from './dataset-column.entity';
import { DatasetDependents } from './dataset-dependents';
import { datasetTagTarget } from './dataset-tag-target';
import { DatasetWriteService } from './dataset-write.service';
import { DatasourceCache } from './datasource-definition';
import { Dataset } from './dataset.entity';
import { DatasetResolver } from './dataset.resolver';
import { DatasetService } from './dataset.service';
import { RowLevelSecurityFilter } from './row-level-security.entity';
import { SqlMetric } from './sql-metric.entity';

export { DATASETS_ATTACHED_MESSAGE } from './database-usage';
export { accessibleDatabaseIds, accessibleDatasetIds, accessTargetOf } from './dataset-access';
export { DatasetColumn } from './dataset-column.entity';
export { type DatasetDependent, DatasetDependents } from './dataset-dependents';
export {
  datasetIdByName,
  datasetNameMatchSql,
  datasetSummaries,
  type DatasetSummary,
  datasetTablesIn,
  type DatasetTarget,
  datasetOwnerIds,
  loadDatasetTarget,
} from './dataset-lookups';
/** The dashboard module still reads JSON text through this name; the one helper is platform/json-text's. */
export { nameTaken as datasetNameTaken, permNames, syncPermissions } from './dataset-store';
export { datasetUuidByTable, lockDatasetsByUuid, saveImportedDataset } from './dataset-import';
export { datasetExploreUrl } from './dataset-rows';
export { DatasetWriteService } from './dataset-write.service';
export { DatasetService } from './dataset.service';
export { Dataset } from './dataset.entity';
export { DatasourceCache, type LoadedDatasource, type StoredColumn, type StoredMetric } from './datasource-definition';
export { SqlMetric } from './sql-metric.entity';

export const datasetModule: TesseraModule = {
  name: 'dataset',
  entities: [Dataset, DatasetColumn, SqlMetric, RowLevelSecurityFilter],
  resolvers: [DatasetResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    // Charts and dashboards (above this module) list what uses a dataset.
    const dependents = services.provide(DatasetDependents, new DatasetDependents());
    // The one loader of datasets for chart data, samples and Explore, with what it keeps in memory bounded.
    services.provide(DatasourceCache, new DatasourceCache({ maxBytes: config.datasourceCacheMaxBytes }));
    const reads = services.provide(DatasetService, new DatasetService(dataSource, dependents));
    const writes = services.provide(DatasetWriteService, new DatasetWriteService(dataSource, config));
    services.provide(DatasetResolver, new DatasetResolver(reads, writes));
    services.get(TagTargets).provide('dataset', datasetTagTarget(dataSource));
    services.get(DatabaseDependents).add(datasetsOfDatabases(dependents));
  },
};
