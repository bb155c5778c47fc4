/**
 * What the modules above databases answer about one (datasets, reports, SQL Lab tabs live above this module,
 * so it asks them instead of reading their tables): each adds a DatabaseDependent in its register.
 */
import { Hooks } from '../../platform/module';
import type { Queryable } from '../../platform/sql';
import type { DatabaseRelatedObjects } from './database.types';

/** A table inside the database that an object-level grant (a dataset's datasource_access) reaches. */
export interface GrantedTable {
  catalog: string | null;
  schema: string | null;
  table_name: string;
}

export interface DatabaseDependent {
  /** Inside the delete transaction, the database row locked: the message refusing the delete, or null. */
  deleteRefusal?(db: Queryable, databaseId: number): Promise<string | null>;
  /** Inside a rename's (or a permission sync's) transaction: re-derive what the database's name is part of. */
  syncDatabaseName?(db: Queryable, databaseId: number, databaseName: string): Promise<void>;
  /** Adds what uses the database to its related objects (in module order: later ones see earlier ones' part). */
  addRelatedObjects?(db: Queryable, databaseId: number, related: DatabaseRelatedObjects): Promise<void>;
  /** The tables of the datasets among `datasetIds` that are in this database. */
  grantedTables?(db: Queryable, databaseId: number, datasetIds: readonly number[]): Promise<GrantedTable[]>;
}

export class DatabaseDependents extends Hooks<DatabaseDependent> {
  async deleteRefusal(db: Queryable, databaseId: number): Promise<string | null> {
    for (const d of this.all) {
      const refusal = (await d.deleteRefusal?.(db, databaseId)) ?? null;
      if (refusal) return refusal;
    }
    return null;
  }

  async syncDatabaseName(db: Queryable, databaseId: number, databaseName: string): Promise<void> {
    for (const d of this.all) await d.syncDatabaseName?.(db, databaseId, databaseName);
  }

  async relatedObjects(db: Queryable, databaseId: number): Promise<DatabaseRelatedObjects> {
    const related: DatabaseRelatedObjects = { charts: [], dashboards: [], sqllabTabStates: [] };
    for (const d of this.all) await d.addRelatedObjects?.(db, databaseId, related);
    return related;
  }

  async grantedTables(db: Queryable, databaseId: number, datasetIds: readonly number[]): Promise<GrantedTable[]> {
    const tables: GrantedTable[] = [];
    for (const d of this.all) tables.push(...((await d.grantedTables?.(db, databaseId, datasetIds)) ?? []));
    return tables;
  }
}
