/**
 * What other modules read of datasets (`tables`, `table_columns`, `sql_metrics`, `sqlatable_user` are this
 * module's tables): a dataset as a chart points at it, summaries by id, the datasets of a database and owners.
 */
import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { rowsWhereIn, tableColumns, type TableRow } from '../../platform/entity-select';
import { type Queryable, managerOf } from '../../platform/sql';
import { databaseJoin } from '../database';
import type { DatasourceAccessTarget } from '../security';
import { accessTargetOf, type DatasetAccessRow } from './dataset-access';
import { ownersByDataset } from './dataset-store';
import { Dataset } from './dataset.entity';

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

const TARGET_COLUMNS = ['id', 'table_name', 'schema', 'catalog', 'database_id', 'perm', 'schema_perm', 'catalog_perm'] as const;
type TargetRow = DatasetAccessRow & Pick<TableRow<Dataset>, (typeof TARGET_COLUMNS)[number]>;

/** The dataset with its database's name in one statement, read by the one access-target mapping (accessTargetOf). */
export async function loadDatasetTarget(db: Queryable, datasetId: number): Promise<DatasetTarget | null> {
  const [t]: TargetRow[] = await db.query(
    `SELECT ${tableColumns(Dataset, 't', TARGET_COLUMNS)}, d.database_name FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`,
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
    const found = await rowsWhereIn(db, Dataset, 'id', ids, ['id', 'uuid', 'tableName', 'schema', 'defaultEndpoint']);
    const byId = new Map(found.map((d) => [d.id, { id: d.id, uuid: d.uuid, tableName: d.tableName, schema: d.schema, defaultEndpoint: d.defaultEndpoint }]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** The first dataset `tableName` on the database named `databaseName`, or null. */
export async function datasetIdByName(db: Queryable, databaseName: string, tableName: string): Promise<number | null> {
  const dataset = await managerOf(db)
    .getRepository(Dataset)
    .createQueryBuilder('t')
    .innerJoin('t.database', 'd')
    .select('t.id')
    .where('d.databaseName = :databaseName AND t.tableName = :tableName', { databaseName, tableName })
    .orderBy('t.id')
    .limit(1)
    .getOne();
  return dataset ? dataset.id : null;
}

export async function datasetIdsIn(db: Queryable, databaseId: number): Promise<number[]> {
  return (await managerOf(db).find(Dataset, { select: { id: true }, where: { databaseId } })).map((d) => d.id);
}

export function datasetCountIn(db: Queryable, databaseId: number): Promise<number> {
  return managerOf(db).count(Dataset, { where: { databaseId } });
}

/** The tables of the datasets among `datasetIds` in this database (table-level data access goes by them). */
export async function datasetTablesIn(db: Queryable, databaseId: number, datasetIds: readonly number[]): Promise<{ catalog: string | null; schema: string | null; table_name: string }[]> {
  const found = await managerOf(db).find(Dataset, { select: { id: true, catalog: true, schema: true, tableName: true }, where: { databaseId, id: In([...datasetIds]) } });
  return found.map((d) => ({ catalog: d.catalog, schema: d.schema, table_name: d.tableName }));
}

/** Owner ids of each of these datasets (ascending), by dataset id. */
export function datasetOwnerIds(db: Queryable, datasetIds: readonly number[]): Promise<Map<number, number[]>> {
  return ownersByDataset(managerOf(db), datasetIds);
}
