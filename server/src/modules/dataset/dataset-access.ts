/**
 * Which datasets an actor may read (REST ref §8.4: visibility of charts and datasets follows data access).
 * Returns null when the actor sees every dataset, so list queries add no predicate at all.
 */
import { canAccessDatasource, type Actor } from '../security/actor';
import type { Queryable } from '../../platform/sql';

interface DatasetAccessRow {
  id: number;
  table_name: string;
  schema: string | null;
  catalog: string | null;
  database_id: number;
  database_name: string;
}

export function seesAllDatasets(actor: Actor): boolean {
  return actor.isAdmin || actor.can('all_datasource_access', 'all_datasource_access') || actor.can('all_database_access', 'all_database_access');
}

export async function accessibleDatasetIds(db: Queryable, actor: Actor): Promise<number[] | null> {
  if (seesAllDatasets(actor)) return null;
  if (actor.dataAccess.size === 0) return [];
  const rows: DatasetAccessRow[] = await db.query(
    `SELECT t.id, t.table_name, t.schema, t.catalog, t.database_id, d.database_name
       FROM tables t JOIN dbs d ON d.id = t.database_id`,
  );
  return rows
    .filter((r) =>
      canAccessDatasource(actor, {
        datasetId: r.id,
        tableName: r.table_name,
        schema: r.schema,
        catalog: r.catalog,
        databaseId: r.database_id,
        databaseName: r.database_name,
      }),
    )
    .map((r) => r.id);
}
