/**
 * Applying a dataset update inside the caller's transaction: Superset's PUT semantics (REST ref §6.4).
 * Business checks first, all reported together as 422 field errors (database change, name taken,
 * column/metric list problems, owners); then the row, owners, permission names, columns and metrics.
 */
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { errors, TesseraError } from '../../platform/errors';
import type { Actor } from '../../platform/actor';
import { databaseNameOf } from '../database';
import { planChildren } from './dataset-children';
import { toJsonText } from '../../platform/json-text';
import { DatasetColumn } from './dataset-column.entity';
import { isVirtualSql } from './dataset-rows';
import {
  columnsOf,
  columnValues,
  deleteChildren,
  insertColumn,
  insertMetric,
  metricsOf,
  metricValues,
  nameTaken,
  parkChildNames,
  permNames,
  setOwners,
  syncPermissions,
  updateChild,
  updateDatasetRow,
} from './dataset-store';
import type { Dataset } from './dataset.entity';
import type { UpdateDatasetInput } from './dataset.inputs';
import { SqlMetric } from './sql-metric.entity';

/** `current`: the dataset as stored, locked by the caller, and its owners. */
export async function applyDatasetUpdate(
  em: EntityManager,
  actor: Actor,
  current: { dataset: Dataset; ownerIds: readonly number[] },
  input: UpdateDatasetInput,
  overrideColumns: boolean,
  resolveOwners: (requested: number[] | null | undefined) => Promise<number[]>,
): Promise<void> {
  const row = current.dataset;
  const fields: Record<string, string[]> = {};
  if (input.databaseId != null && input.databaseId !== row.databaseId) fields.database = ['Database not allowed to change'];
  // A dataset's database exists (foreign key).
  const databaseName = (await databaseNameOf(em, row.databaseId)) as string;
  const key = {
    databaseId: row.databaseId,
    catalog: input.catalog !== undefined ? input.catalog || null : row.catalog,
    schema: input.schema !== undefined ? input.schema || null : row.schema,
    tableName: input.tableName ?? row.tableName,
  };
  const renamed = key.tableName !== row.tableName || key.schema !== row.schema || key.catalog !== row.catalog;
  if (renamed && (await nameTaken(em, key, row.id))) {
    fields.table = [`Dataset ${[databaseName, key.catalog, key.schema, key.tableName].filter(Boolean).join('.')} already exists`];
  }
  const columnPlan = input.columns && !overrideColumns ? planChildren('columns', (await columnsOf(em, row.id)).map((c) => ({ id: c.id, name: c.columnName })), input.columns.map((c) => ({ id: c.id, name: c.columnName }))) : null;
  if (columnPlan && !columnPlan.ok) fields.columns = [columnPlan.message];
  const metricPlan = input.metrics ? planChildren('metrics', (await metricsOf(em, row.id)).map((m) => ({ id: m.id, name: m.metricName })), input.metrics.map((m) => ({ id: m.id, name: m.metricName }))) : null;
  if (metricPlan && !metricPlan.ok) fields.metrics = [metricPlan.message];
  let owners: number[] | null = null;
  try {
    owners = await resolveOwners(input.owners);
  } catch (err) {
    if (!(err instanceof TesseraError)) throw err;
    fields.owners = ['Owners are invalid'];
  }
  if (Object.keys(fields).length) throw errors.invalidFields(fields);

  await updateDatasetRow(
    em,
    row.id,
    {
      tableName: input.tableName ?? undefined,
      catalog: input.catalog === undefined ? undefined : input.catalog || null,
      schema: input.schema === undefined ? undefined : input.schema || null,
      sql: input.sql === undefined ? undefined : isVirtualSql(input.sql) ? input.sql : null,
      filterSelectEnabled: input.filterSelectEnabled ?? undefined,
      fetchValuesPredicate: input.fetchValuesPredicate,
      description: input.description,
      mainDttmCol: input.mainDttmCol,
      normalizeColumns: input.normalizeColumns ?? undefined,
      alwaysFilterMainDttm: input.alwaysFilterMainDttm ?? undefined,
      offset: input.offset === undefined ? undefined : (input.offset ?? 0),
      defaultEndpoint: input.defaultEndpoint,
      cacheTimeout: input.cacheTimeout,
      isSqllabView: input.isSqllabView ?? undefined,
      templateParams: input.templateParams,
      // jsonb: TypeORM stores the value's JSON.
      folders: input.folders as QueryDeepPartialEntity<Dataset>['folders'],
      extra: input.extra === undefined ? undefined : toJsonText(input.extra),
      isManagedExternally: input.isManagedExternally ?? undefined,
      externalUrl: input.externalUrl,
      uuid: input.uuid ?? undefined,
    },
    actor.user.id,
  );
  if (input.owners !== undefined && owners) await setOwners(em, row.id, owners, current.ownerIds);
  if (renamed) await syncPermissions(em, row.id, permNames(databaseName, key.tableName, row.id, key.schema, key.catalog), row.perm);

  if (input.columns && overrideColumns) {
    // The given list replaces the stored one; ids of this dataset's columns are kept so charts' references survive.
    const storedIds = new Set((await columnsOf(em, row.id)).map((c) => c.id));
    await em.delete(DatasetColumn, { datasetId: row.id });
    for (const c of input.columns) await insertColumn(em, row.id, c, actor.user.id, c.id != null && storedIds.has(c.id) ? c.id : null);
  } else if (input.columns && columnPlan?.ok) {
    const { plan } = columnPlan;
    await deleteChildren(em, DatasetColumn, plan.remove);
    await parkChildNames(em, DatasetColumn, plan.update.map((u) => u.id));
    for (const { id, index } of plan.update) await updateChild<DatasetColumn>(em, DatasetColumn, id, columnValues(input.columns[index]), actor.user.id);
    for (const index of plan.create) await insertColumn(em, row.id, input.columns[index], actor.user.id);
  }
  if (input.metrics && metricPlan?.ok) {
    const { plan } = metricPlan;
    await deleteChildren(em, SqlMetric, plan.remove);
    await parkChildNames(em, SqlMetric, plan.update.map((u) => u.id));
    for (const { id, index } of plan.update) await updateChild<SqlMetric>(em, SqlMetric, id, metricValues(input.metrics[index]), actor.user.id);
    for (const index of plan.create) await insertMetric(em, row.id, input.metrics[index], actor.user.id);
  }
}
