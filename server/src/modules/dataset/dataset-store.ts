/**
 * Writing datasets, their columns, metrics, owners and object-level permission names through their entities.
 * Every write takes the transaction's EntityManager: callers run them inside `withTransaction`.
 */
import { In, IsNull, Not, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { givenValues, KEEP_CHANGED_ON, linkedIds, managerOf, type Queryable } from '../../platform/sql';
import { datasourceAccessView, ensurePermissionView, renameViewMenu, schemaAccessView } from '../security';
import { toJsonText } from '../../platform/json-text';
import { DatasetColumn } from './dataset-column.entity';
import { Dataset } from './dataset.entity';
import type { DatasetColumnInput, DatasetMetricInput } from './dataset.inputs';
import { SqlMetric } from './sql-metric.entity';

export interface NewDataset {
  tableName: string;
  databaseId: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  mainDttmCol: string | null;
  isManagedExternally: boolean;
  externalUrl: string | null;
  normalizeColumns: boolean;
  alwaysFilterMainDttm: boolean;
  templateParams: string | null;
  isSqllabView: boolean;
  description: string | null;
  /** Null: the database generates one. */
  uuid: string | null;
}


export async function insertDataset(em: EntityManager, d: NewDataset, actorId: number): Promise<number> {
  const { identifiers } = await em.getRepository(Dataset).insert({ ...d, uuid: d.uuid ?? undefined, createdByFk: actorId, changedByFk: actorId });
  return identifiers[0].id as number;
}

/** Writes the given values (undefined ones stay as stored) and stamps the change. */
export async function updateDatasetRow(em: EntityManager, id: number, values: QueryDeepPartialEntity<Dataset>, actorId: number): Promise<void> {
  await em.getRepository(Dataset).update(id, { ...values, changedByFk: actorId });
}

/** Marks the dataset changed (its cache key moves) after its columns or metrics changed. */
export async function touchDataset(em: EntityManager, id: number, actorId: number): Promise<void> {
  await em.getRepository(Dataset).update(id, { changedByFk: actorId });
}

/** Makes `wanted` the dataset's owners, `current` being those it has (read under the dataset's row lock). */
export async function setOwners(em: EntityManager, datasetId: number, wanted: readonly number[], current: readonly number[]): Promise<void> {
  const unique = [...new Set(wanted)];
  await em
    .createQueryBuilder()
    .relation(Dataset, 'owners')
    .of(datasetId)
    .addAndRemove(
      unique.filter((id) => !current.includes(id)),
      current.filter((id) => !unique.includes(id)),
    );
}

/** Owner ids of each of these datasets (ascending), by dataset id; a dataset without owners has no entry. */
export async function ownersByDataset(em: EntityManager, datasetIds: readonly number[]): Promise<Map<number, number[]>> {
  const owners = new Map<number, number[]>();
  if (!datasetIds.length) return owners;
  for (const { ownerId, id } of await linkedIds(em, Dataset, 'owners', datasetIds)) {
    const ids = owners.get(ownerId) ?? [];
    ids.push(id);
    owners.set(ownerId, ids);
  }
  return owners;
}

export async function ownerIdsOf(em: EntityManager, datasetId: number): Promise<number[]> {
  return (await ownersByDataset(em, [datasetId])).get(datasetId) ?? [];
}

/** The column values of a column input; `undefined` keeps a stored value on update. */
export function columnValues(c: Partial<DatasetColumnInput>): QueryDeepPartialEntity<DatasetColumn> {
  return {
    columnName: c.columnName,
    verboseName: c.verboseName,
    type: c.type,
    advancedDataType: c.advancedDataType,
    description: c.description,
    expression: c.expression,
    extra: c.extra === undefined ? undefined : toJsonText(c.extra),
    filterable: c.filterable ?? (c.filterable === null ? true : undefined),
    groupby: c.groupby ?? (c.groupby === null ? true : undefined),
    isActive: c.isActive ?? (c.isActive === null ? true : undefined),
    isDttm: c.isDttm ?? (c.isDttm === null ? false : undefined),
    pythonDateFormat: c.pythonDateFormat,
  };
}

export function metricValues(m: Partial<DatasetMetricInput>): QueryDeepPartialEntity<SqlMetric> {
  return {
    metricName: m.metricName,
    expression: m.expression,
    description: m.description,
    extra: m.extra === undefined ? undefined : toJsonText(m.extra),
    metricType: m.metricType,
    d3format: m.d3format,
    // jsonb: TypeORM stores the value's JSON.
    currency: m.currency as SqlMetric['currency'] | undefined,
    verboseName: m.verboseName,
    warningText: m.warningText,
  };
}

type Child = typeof DatasetColumn | typeof SqlMetric;

/**
 * Inserts a column or metric of the given values; answers its id. The INSERT names exactly the given columns,
 * so an `id` given is kept (a plain TypeORM insert leaves a generated id out on PostgreSQL) and every other
 * column takes its default.
 */
async function insertChild<E extends DatasetColumn | SqlMetric>(em: EntityManager, entity: Child, values: QueryDeepPartialEntity<E>): Promise<number> {
  const given = givenValues(values);
  const { identifiers } = await em.createQueryBuilder().insert().into(entity, Object.keys(given)).values(given).execute();
  return identifiers[0].id as number;
}

const childStamps = (datasetId: number, actorId: number, id: number | null | undefined, uuid: string | null | undefined) => ({
  datasetId,
  createdByFk: actorId,
  changedByFk: actorId,
  id: id ?? undefined,
  uuid: uuid || undefined,
});

export const insertColumn = (em: EntityManager, datasetId: number, c: Partial<DatasetColumnInput>, actorId: number, id?: number | null) =>
  insertChild<DatasetColumn>(em, DatasetColumn, { ...columnValues(c), ...childStamps(datasetId, actorId, id, c.uuid) });

export const insertMetric = (em: EntityManager, datasetId: number, m: Partial<DatasetMetricInput>, actorId: number, id?: number | null) =>
  insertChild<SqlMetric>(em, SqlMetric, { ...metricValues(m), ...childStamps(datasetId, actorId, id, m.uuid) });

export async function updateChild<E extends DatasetColumn | SqlMetric>(em: EntityManager, entity: Child, id: number, values: QueryDeepPartialEntity<E>, actorId: number): Promise<void> {
  await em.update(entity, id, { ...values, changedByFk: actorId });
}

/**
 * Moves the children's names out of the way (`__tessera_renaming_<id>`) before they are renamed, so swapping
 * two names never trips the unique index on (dataset, name).
 */
export async function parkChildNames(em: EntityManager, entity: Child, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const name = entity === DatasetColumn ? 'columnName' : 'metricName';
  await em.update(entity, { id: In([...ids]) }, { [name]: () => `'__tessera_renaming_' || id` });
}

export async function deleteChildren(em: EntityManager, entity: Child, ids: readonly number[]): Promise<void> {
  if (ids.length) await em.delete(entity, { id: In([...ids]) });
}

export function columnsOf(em: EntityManager, datasetId: number): Promise<DatasetColumn[]> {
  return em.find(DatasetColumn, { where: { datasetId }, order: { id: 'ASC' } });
}

export function metricsOf(em: EntityManager, datasetId: number): Promise<SqlMetric[]> {
  return em.find(SqlMetric, { where: { datasetId }, order: { id: 'ASC' } });
}

/** Another dataset already holds this (database, catalog, schema, table name)? Nulls compare equal, as the unique index does. */
export function nameTaken(db: Queryable, key: { databaseId: number; catalog: string | null; schema: string | null; tableName: string }, exceptId?: number): Promise<boolean> {
  return managerOf(db).exists(Dataset, {
    where: {
      databaseId: key.databaseId,
      catalog: key.catalog ?? IsNull(),
      schema: key.schema ?? IsNull(),
      tableName: key.tableName,
      ...(exceptId === undefined ? {} : { id: Not(exceptId) }),
    },
  });
}

// ---- Object-level permission names (REST ref §8.1): admins grant datasource_access / schema_access on them ----

export interface PermNames {
  perm: string;
  schemaPerm: string | null;
  catalogPerm: string | null;
}

export function permNames(databaseName: string, tableName: string, datasetId: number, schema: string | null, catalog: string | null): PermNames {
  return {
    perm: datasourceAccessView(databaseName, tableName, datasetId),
    schemaPerm: schema ? schemaAccessView(databaseName, schema, catalog) : null,
    catalogPerm: catalog ? `[${databaseName}].[${catalog}]` : null,
  };
}

/**
 * Stores the denormalised perm names and makes sure the pairs exist. A renamed dataset keeps its grants:
 * the old view-menu is renamed rather than replaced (Superset's dataset_after_update does the same).
 */
export async function syncPermissions(db: Queryable, datasetId: number, names: PermNames, previousPerm: string | null): Promise<void> {
  if (previousPerm) await renameViewMenu(db, previousPerm, names.perm);
  await managerOf(db).update(Dataset, datasetId, { perm: names.perm, schemaPerm: names.schemaPerm, catalogPerm: names.catalogPerm, changedOn: KEEP_CHANGED_ON });
  await ensurePermissionView(db, 'datasource_access', names.perm);
  if (names.schemaPerm) await ensurePermissionView(db, 'schema_access', names.schemaPerm);
}

/**
 * Re-derives every dataset's stored perm names of one database (after the database was renamed, or on an
 * explicit sync) and makes sure their permission pairs exist; view-menus under a stale name are renamed.
 */
export async function syncDatabaseDatasetPermissions(db: Queryable, databaseId: number, databaseName: string): Promise<number> {
  // Locked, in id order, before any permission is written: a dataset update locks its row first too, so the
  // two wait for each other instead of deadlocking on the same permission names.
  const datasets = await managerOf(db).find(Dataset, {
    select: { id: true, tableName: true, schema: true, catalog: true, perm: true },
    where: { databaseId },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
  for (const d of datasets) await syncPermissions(db, d.id, permNames(databaseName, d.tableName, d.id, d.schema, d.catalog), d.perm);
  return datasets.length;
}
