/**
 * What other modules read of datasets (`tables`, `table_columns`, `sql_metrics`, `sqlatable_user` are this
 * module's tables): a dataset as a chart points at it, summaries by id, the datasets of a database and owners.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import type { Queryable } from '../../platform/sql';
import { databaseJoin } from '../database';
import type { DatasourceAccessTarget } from '../security';
import { accessTargetOf } from './dataset-access';

/** SQL true when the dataset `idSql`'s table name matches the lowercased LIKE pattern bound to `?` (list search). */
export const datasetNameMatchSql = (idSql: string): string => `EXISTS (SELECT 1 FROM tables t WHERE t.id = ${idSql} AND LOWER(t.table_name) LIKE ? ESCAPE '\\')`;

/** A dataset as a chart refers to it: what access checks need, and the names charts denormalise. */
export interface DatasetTarget extends DatasourceAccessTarget {
  perm: string | null;
  schemaPerm: string | null;
  catalogPerm: string | null;
  /** `schema.table`, or the table alone (Superset's SqlaTable.name). */
  name: string;
}

export async function loadDatasetTarget(db: Queryable, datasetId: number): Promise<DatasetTarget | null> {
  const [t] = await db.query(
    `SELECT t.id, t.table_name, t.schema, t.catalog, t.database_id, t.perm, t.schema_perm, t.catalog_perm, d.database_name
       FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`,
    [datasetId],
  );
  if (!t) return null;
  return {
    ...accessTargetOf(t),
    perm: t.perm,
    schemaPerm: t.schema_perm,
    catalogPerm: t.catalog_perm,
    name: t.schema ? `${t.schema}.${t.table_name}` : t.table_name,
  };
}

export interface DatasetSummary {
  id: number;
  uuid: string | null;
  tableName: string;
  schema: string | null;
  defaultEndpoint: string | null;
}

/** Datasets by id, batched per request (what a chart list shows of each chart's dataset). */
export function datasetSummaries(ctx: RequestContext, db: Queryable): DataLoader<number, DatasetSummary | null> {
  return ctx.loader('dataset:summaries', () => new DataLoader<number, DatasetSummary | null>(async (ids) => {
    const rows: { id: number; uuid: string | null; table_name: string; schema: string | null; default_endpoint: string | null }[] = await db.query(
      `SELECT id, uuid, table_name, schema, default_endpoint FROM tables WHERE id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, { id: r.id, uuid: r.uuid, tableName: r.table_name, schema: r.schema, defaultEndpoint: r.default_endpoint }]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** The first dataset `tableName` on the database named `databaseName`, or null. */
export async function datasetIdByName(db: Queryable, databaseName: string, tableName: string): Promise<number | null> {
  const [dataset] = await db.query(`SELECT t.id FROM tables t ${databaseJoin('d', 't.database_id')} WHERE d.database_name = $1 AND t.table_name = $2 ORDER BY t.id LIMIT 1`, [
    databaseName,
    tableName,
  ]);
  return dataset ? (dataset.id as number) : null;
}

export async function datasetIdsIn(db: Queryable, databaseId: number): Promise<number[]> {
  const rows: { id: number }[] = await db.query('SELECT id FROM tables WHERE database_id = $1', [databaseId]);
  return rows.map((r) => r.id);
}

export async function datasetCountIn(db: Queryable, databaseId: number): Promise<number> {
  const [{ count }] = await db.query('SELECT COUNT(*)::int AS count FROM tables WHERE database_id = $1', [databaseId]);
  return count;
}

/** The tables of the datasets among `datasetIds` in this database (table-level data access goes by them). */
export function datasetTablesIn(db: Queryable, databaseId: number, datasetIds: readonly number[]): Promise<{ catalog: string | null; schema: string | null; table_name: string }[]> {
  return db.query('SELECT catalog, schema, table_name FROM tables WHERE database_id = $1 AND id = ANY($2)', [databaseId, datasetIds]);
}

/** Owner ids of each of these datasets (ascending), by dataset id. */
export async function datasetOwnerIds(db: Queryable, datasetIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows: { table_id: number; user_id: number }[] = await db.query(
    `SELECT table_id, user_id FROM sqlatable_user WHERE table_id = ANY($1::int[]) ORDER BY user_id`,
    [[...datasetIds]],
  );
  const owners = new Map<number, number[]>();
  for (const r of rows) owners.set(r.table_id, [...(owners.get(r.table_id) ?? []), r.user_id]);
  return owners;
}
