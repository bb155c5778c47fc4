/**
 * Which datasets an actor may read (REST ref §8.4: visibility of charts and datasets follows data access).
 * Returns null when the actor sees every dataset, so list queries add no predicate at all.
 */
import { In } from 'typeorm';
import type { Actor } from '../../platform/actor';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { type Queryable, managerOf } from '../../platform/sql';
import { type Database, databaseJoin, databaseNames } from '../database';
import { Dataset } from './dataset.entity';
import { canAccessDatasource, seesAllData, type DatasourceAccessTarget } from '../security';

const ACCESS_COLUMNS = ['id', 'table_name', 'schema', 'catalog', 'database_id'] as const;

/** A `tables` row joined with its database's name (as `database_name`). */
export type DatasetAccessRow = Pick<TableRow<Dataset>, (typeof ACCESS_COLUMNS)[number]> & Pick<TableRow<Database>, 'database_name'>;

/** What data-access decisions need of a dataset. */
export const accessTargetOf = (t: DatasetAccessRow): DatasourceAccessTarget => ({
  datasetId: t.id,
  tableName: t.table_name,
  schema: t.schema,
  catalog: t.catalog,
  databaseId: t.database_id,
  databaseName: t.database_name,
});

export async function accessibleDatasetIds(db: Queryable, actor: Actor): Promise<number[] | null> {
  if (seesAllData(actor)) return null;
  if (actor.dataAccess.size === 0) return [];
  // Every dataset with its database's name, in one statement, read by the one access-target mapping.
  const rows: DatasetAccessRow[] = await db.query(`SELECT ${tableColumns(Dataset, 't', ACCESS_COLUMNS)}, d.database_name FROM tables t ${databaseJoin('d', 't.database_id')}`);
  return rows.filter((r) => canAccessDatasource(actor, accessTargetOf(r))).map((r) => r.id);
}

/**
 * Databases an actor may pick for a dataset (the `database` related field): all of them with global data
 * access, else those with database access or any catalog/schema/dataset access inside (REST ref §6.5
 * visibility). Null means every database.
 */
export async function accessibleDatabaseIds(db: Queryable, actor: Actor): Promise<number[] | null> {
  if (seesAllData(actor)) return null;
  if (actor.dataAccess.size === 0) return [];
  const rows = await databaseNames(db);
  const views = (perm: string) => actor.dataAccess.get(perm) ?? [];
  const datasetIds = await accessibleDatasetIds(db, actor);
  const viaDatasets = new Set<number>(
    datasetIds && datasetIds.length
      ? (await managerOf(db).find(Dataset, { select: { id: true, databaseId: true }, where: { id: In(datasetIds) } })).map((d) => d.databaseId)
      : [],
  );
  return rows
    .filter((d) => {
      if (views('database_access').includes(`[${d.database_name}].(id:${d.id})`)) return true;
      const inside = (v: string) => v.startsWith(`[${d.database_name}].[`);
      return views('catalog_access').some(inside) || views('schema_access').some(inside) || viaDatasets.has(d.id);
    })
    .map((d) => d.id);
}

/** Whether the actor may define datasets on this database/schema: data access to the place, not to a dataset. */
export function canAccessDatabaseSchema(actor: Actor, database: { id: number; name: string }, schema: string | null, catalog: string | null): boolean {
  return canAccessDatasource(actor, { datasetId: -1, tableName: '', schema, catalog, databaseId: database.id, databaseName: database.name });
}
