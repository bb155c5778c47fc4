/**
 * What the modules above datasets answer about them (charts are built on datasets, dashboards show those
 * charts): each adds a DatasetDependent in its register, so this module never reads their tables.
 */
import { Hooks } from '../../platform/module';
import type { Queryable } from '../../platform/sql';
import type { DatasetRelatedObjects } from './dataset.types';

export interface DatasetDependent {
  /** Adds what uses these datasets to their related objects (in module order: later ones see earlier ones' part). */
  addRelatedObjects?(db: Queryable, datasetIds: readonly number[], related: DatasetRelatedObjects): Promise<void>;
}

export class DatasetDependents extends Hooks<DatasetDependent> {
  /** Charts on the datasets and the dashboards holding those charts (Superset's related_objects). */
  async relatedObjects(db: Queryable, datasetIds: readonly number[]): Promise<DatasetRelatedObjects> {
    const related: DatasetRelatedObjects = { charts: [], dashboards: [] };
    if (!datasetIds.length) return related;
    for (const d of this.all) await d.addRelatedObjects?.(db, datasetIds, related);
    return related;
  }
}
