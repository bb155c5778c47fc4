/**
 * Applying a dataset update inside the caller's transaction: Superset's PUT semantics (REST ref §6.4).
 * Business checks first, all reported together as 422 field errors (database change, name taken,
 * column/metric list problems, owners); then the row, owners, permission names, columns and metrics.
 */
import { errors, TesseraError } from '../../platform/errors';
import type { Queryable } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import { databaseNameOf } from '../database';
import { planChildren } from './dataset-children';
import { toJsonText } from '../../platform/json-text';
import { isVirtualSql, type DatasetRow } from './dataset-rows';
import {
  columnsOf,
  columnValues,
  deleteChildren,
  insertColumn,
  insertMetric,
  metricsOf,
  metricValues,
  nameTaken,
  permNames,
  setOwners,
  syncPermissions,
  updateChild,
  updateDatasetRow,
} from './dataset-store';
import type { UpdateDatasetInput } from './dataset.inputs';

export async function applyDatasetUpdate(
db: Queryable,
actor: Actor,
row: DatasetRow,
input: UpdateDatasetInput,
overrideColumns: boolean,
resolveOwners: (requested: number[] | null | undefined) => Promise<number[]>,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (input.databaseId != null && input.databaseId !== row.database_id) fields.database = ['Database not allowed to change'];
  // A dataset's database exists (foreign key).
  const databaseName = (await databaseNameOf(db, row.database_id)) as string;
  const key = {
    databaseId: row.database_id,
    catalog: input.catalog !== undefined ? input.catalog || null : row.catalog,
    schema: input.schema !== undefined ? input.schema || null : row.schema,
    tableName: input.tableName ?? row.table_name,
  };
  const renamed = key.tableName !== row.table_name || key.schema !== row.schema || key.catalog !== row.catalog;
  if (renamed && (await nameTaken(db, key, row.id))) {
    fields.table = [`Dataset ${[databaseName, key.catalog, key.schema, key.tableName].filter(Boolean).join('.')} already exists`];
  }
  const columnPlan = input.columns && !overrideColumns ? planChildren('columns', (await columnsOf(db, row.id)).map((c) => ({ id: c.id, name: c.column_name })), input.columns.map((c) => ({ id: c.id, name: c.columnName }))) : null;
  if (columnPlan && !columnPlan.ok) fields.columns = [columnPlan.message];
  const metricPlan = input.metrics ? planChildren('metrics', (await metricsOf(db, row.id)).map((m) => ({ id: m.id, name: m.metric_name })), input.metrics.map((m) => ({ id: m.id, name: m.metricName }))) : null;
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
    db,
    row.id,
    {
      table_name: input.tableName ?? undefined,
      catalog: input.catalog === undefined ? undefined : input.catalog || null,
      schema: input.schema === undefined ? undefined : input.schema || null,
      sql: input.sql === undefined ? undefined : isVirtualSql(input.sql) ? input.sql : null,
      filter_select_enabled: input.filterSelectEnabled ?? undefined,
      fetch_values_predicate: input.fetchValuesPredicate,
      description: input.description,
      main_dttm_col: input.mainDttmCol,
      normalize_columns: input.normalizeColumns ?? undefined,
      always_filter_main_dttm: input.alwaysFilterMainDttm ?? undefined,
      // OFFSET is a reserved word: the column name goes quoted into the SET list.
      '"offset"': input.offset === undefined ? undefined : (input.offset ?? 0),
      default_endpoint: input.defaultEndpoint,
      cache_timeout: input.cacheTimeout,
      is_sqllab_view: input.isSqllabView ?? undefined,
      template_params: input.templateParams,
      folders: input.folders === undefined ? undefined : toJsonText(input.folders),
      extra: input.extra === undefined ? undefined : toJsonText(input.extra),
      is_managed_externally: input.isManagedExternally ?? undefined,
      external_url: input.externalUrl,
      uuid: input.uuid ?? undefined,
    },
    actor.user.id,
  );
  if (input.owners !== undefined && owners) await setOwners(db, row.id, owners);
  if (renamed) await syncPermissions(db, row.id, permNames(databaseName, key.tableName, row.id, key.schema, key.catalog), row.perm);

  if (input.columns && overrideColumns) {
    // The given list replaces the stored one; ids of this dataset's columns are kept so charts' references survive.
    const storedIds = new Set((await columnsOf(db, row.id)).map((c) => c.id));
    await db.query(`DELETE FROM table_columns WHERE table_id = $1`, [row.id]);
    for (const c of input.columns) await insertColumn(db, row.id, c, actor.user.id, c.id != null && storedIds.has(c.id) ? c.id : null);
  } else if (input.columns && columnPlan?.ok) {
    const { plan } = columnPlan;
    await deleteChildren(db, 'table_columns', plan.remove);
    // Renames go through a temporary name so swapping two names never trips the unique index.
    for (const { id } of plan.update) await db.query(`UPDATE table_columns SET column_name = '__tessera_renaming_' || id WHERE id = $1`, [id]);
    for (const { id, index } of plan.update) await updateChild(db, 'table_columns', id, columnValues(input.columns[index]), actor.user.id);
    for (const index of plan.create) await insertColumn(db, row.id, input.columns[index], actor.user.id);
  }
  if (input.metrics && metricPlan?.ok) {
    const { plan } = metricPlan;
    await deleteChildren(db, 'sql_metrics', plan.remove);
    for (const { id } of plan.update) await db.query(`UPDATE sql_metrics SET metric_name = '__tessera_renaming_' || id WHERE id = $1`, [id]);
    for (const { id, index } of plan.update) await updateChild(db, 'sql_metrics', id, metricValues(input.metrics[index]), actor.user.id);
    for (const index of plan.create) await insertMetric(db, row.id, input.metrics[index], actor.user.id);
  }
}
