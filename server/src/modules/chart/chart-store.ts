/**
 * The SQL that writes charts, their owners and their cleanup. Every function takes the transaction's
 * Queryable; column names in SET lists come from this file, never from input; values are bound parameters.
 */
import type { Queryable } from '../../platform/sql';
import { assignments } from '../dataset/dataset-store';
import type { DatasourceAccessTarget } from '../security/actor';

const NOW = `timezone('utc', now())`;

/** A dataset as a chart refers to it: what access checks need, and the names charts denormalise. */
export interface ChartDatasetTarget extends DatasourceAccessTarget {
  perm: string | null;
  schemaPerm: string | null;
  catalogPerm: string | null;
  /** `schema.table`, or the table alone (Superset's SqlaTable.name). */
  name: string;
}

export async function loadChartDataset(db: Queryable, datasetId: number): Promise<ChartDatasetTarget | null> {
  const [t] = await db.query(
    `SELECT t.id, t.table_name, t.schema, t.catalog, t.database_id, t.perm, t.schema_perm, t.catalog_perm, d.database_name
       FROM tables t JOIN dbs d ON d.id = t.database_id WHERE t.id = $1`,
    [datasetId],
  );
  if (!t) return null;
  return {
    datasetId: t.id,
    tableName: t.table_name,
    schema: t.schema,
    catalog: t.catalog,
    databaseId: t.database_id,
    databaseName: t.database_name,
    perm: t.perm,
    schemaPerm: t.schema_perm,
    catalogPerm: t.catalog_perm,
    name: t.schema ? `${t.schema}.${t.table_name}` : t.table_name,
  };
}

/** Column values of a `slices` row; undefined leaves a stored value alone on update. */
export interface ChartValues {
  slice_name?: string;
  description?: string | null;
  viz_type?: string | null;
  params?: string | null;
  query_context?: string | null;
  cache_timeout?: number | null;
  datasource_id?: number;
  datasource_type?: string;
  datasource_name?: string | null;
  perm?: string | null;
  schema_perm?: string | null;
  catalog_perm?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  external_url?: string | null;
  uuid?: string;
}

/** A new chart, saved now by the actor (created, changed and last saved by them). */
export async function insertChart(db: Queryable, values: ChartValues, actorId: number): Promise<number> {
  const entries = Object.entries({ ...values, created_by_fk: actorId, changed_by_fk: actorId, last_saved_by_fk: actorId }).filter(([, v]) => v !== undefined);
  const cols = [...entries.map(([c]) => c), 'last_saved_at'];
  const [row] = await db.query(
    `INSERT INTO slices (${cols.join(', ')}) VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')}, ${NOW}) RETURNING id`,
    entries.map(([, v]) => v),
  );
  return row.id as number;
}

/**
 * Updates a chart; `saved` marks a person's save (last_saved_at/by), which a worker refreshing only the query
 * context is not.
 */
export async function updateChartRow(db: Queryable, id: number, values: ChartValues, actorId: number, saved: boolean): Promise<void> {
  const audit: Record<string, unknown> = { changed_by_fk: actorId, ...(saved ? { last_saved_by_fk: actorId } : {}) };
  const set = assignments({ ...values, ...audit }, 2);
  await db.query(`UPDATE slices SET ${set.sql}, changed_on = ${NOW}${saved ? `, last_saved_at = ${NOW}` : ''} WHERE id = $1`, [id, ...set.params]);
}

export async function setChartOwners(db: Queryable, chartId: number, ownerIds: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM slice_user WHERE slice_id = $1`, [chartId]);
  if (ownerIds.length) {
    await db.query(`INSERT INTO slice_user (slice_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [chartId, [...new Set(ownerIds)]]);
  }
}

export async function chartOwnerIds(db: Queryable, chartId: number): Promise<number[]> {
  const rows: { user_id: number }[] = await db.query(`SELECT user_id FROM slice_user WHERE slice_id = $1 ORDER BY user_id`, [chartId]);
  return rows.map((r) => r.user_id);
}

export async function chartDashboardIds(db: Queryable, chartId: number): Promise<number[]> {
  const rows: { dashboard_id: number }[] = await db.query(`SELECT dashboard_id FROM dashboard_slices WHERE slice_id = $1 ORDER BY dashboard_id`, [chartId]);
  return rows.map((r) => r.dashboard_id);
}

/** Ids of the custom tags on a chart (implicit owner/type/favourite tags are the system's, not the user's). */
export async function chartCustomTagIds(db: Queryable, chartId: number): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT t.id FROM tagged_object o JOIN tag t ON t.id = o.tag_id WHERE o.object_type = 'chart' AND o.object_id = $1 AND t.type = 'custom' ORDER BY t.id`,
    [chartId],
  );
  return rows.map((r) => r.id);
}

/**
 * Makes the chart's custom tags exactly `tagIds` (Superset's update_tags): links to other custom tags go,
 * missing ones are added; ids that are not custom tags are ignored.
 */
export async function setChartCustomTags(db: Queryable, chartId: number, tagIds: readonly number[], actorId: number): Promise<void> {
  const keep = [...new Set(tagIds)];
  await db.query(
    `DELETE FROM tagged_object o USING tag t WHERE t.id = o.tag_id AND t.type = 'custom' AND o.object_type = 'chart' AND o.object_id = $1 AND NOT (o.tag_id = ANY($2::int[]))`,
    [chartId, keep],
  );
  await db.query(
    `INSERT INTO tagged_object (tag_id, object_id, object_type, created_by_fk, changed_by_fk)
     SELECT t.id, $1, 'chart', $3, $3 FROM tag t WHERE t.id = ANY($2::int[]) AND t.type = 'custom'
     ON CONFLICT DO NOTHING`,
    [chartId, keep, actorId],
  );
}

/** Names of the alerts and reports built on any of these charts (they block a delete). */
export async function reportsOnCharts(db: Queryable, chartIds: readonly number[]): Promise<string[]> {
  const rows: { name: string }[] = await db.query(`SELECT name FROM report_schedule WHERE chart_id = ANY($1::int[]) ORDER BY name`, [[...chartIds]]);
  return rows.map((r) => r.name);
}

/** Deletes charts with what only they use: stars and tag links (owners and dashboard links cascade). */
export async function deleteChartRows(db: Queryable, chartIds: readonly number[]): Promise<void> {
  const ids = [...chartIds];
  await db.query(`DELETE FROM favstar WHERE class_name = 'slice' AND obj_id = ANY($1::int[])`, [ids]);
  await db.query(`DELETE FROM tagged_object WHERE object_type = 'chart' AND object_id = ANY($1::int[])`, [ids]);
  await db.query(`DELETE FROM slices WHERE id = ANY($1::int[])`, [ids]);
}
