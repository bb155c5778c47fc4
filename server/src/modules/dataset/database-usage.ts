/** The dataset module's answers about a database (the database module's DatabaseDependents). */
import type { DatabaseDependent } from '../database';
import type { DatasetDependents } from './dataset-dependents';
import { datasetCountIn, datasetIdsIn, datasetTablesIn } from './dataset-lookups';
import { syncDatabaseDatasetPermissions } from './dataset-store';

export const DATASETS_ATTACHED_MESSAGE = 'Cannot delete a database that has datasets attached';

export function datasetsOfDatabases(dependents: DatasetDependents): DatabaseDependent {
  return {
    deleteRefusal: async (db, databaseId) => ((await datasetCountIn(db, databaseId)) > 0 ? DATASETS_ATTACHED_MESSAGE : null),
    // Datasets' permission names contain the database's name.
    syncDatabaseName: async (db, databaseId, databaseName) => {
      await syncDatabaseDatasetPermissions(db, databaseId, databaseName);
    },
    // Charts on the database's datasets and their dashboards.
    addRelatedObjects: async (db, databaseId, related) => {
      const { charts, dashboards } = await dependents.relatedObjects(db, await datasetIdsIn(db, databaseId));
      related.charts.push(...charts);
      related.dashboards.push(...dashboards);
    },
    grantedTables: datasetTablesIn,
  };
}
