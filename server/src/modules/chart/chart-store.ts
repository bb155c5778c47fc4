/**
 * The SQL that writes charts, their owners and their cleanup. Every function takes the transaction's
 * Queryable; column names in SET lists come from this file, never from input; values are bound parameters.
 */
import { assignments, type Queryable } from '../../platform/sql';
import { deleteFavorites, FAVORITE_CLASS_NAMES } from '../favorite';
import { deleteTagLinks } from '../tag';

const NOW = `timezone('utc', now())`;

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

/** Deletes charts with what only they use: stars and tag links (owners and dashboard links cascade). */
export async function deleteChartRows(db: Queryable, chartIds: readonly number[]): Promise<void> {
  const ids = [...chartIds];
  await deleteFavorites(db, FAVORITE_CLASS_NAMES.chart, ids);
  await deleteTagLinks(db, 'chart', ids);
  await db.query(`DELETE FROM slices WHERE id = ANY($1::int[])`, [ids]);
}

/** Superset's Slice.clone for each chart (a dashboard copied with its charts): copies owned and saved now by the actor; old id -> new id. */
export async function cloneCharts(db: Queryable, chartIds: readonly number[], actorId: number): Promise<Map<number, number>> {
  const mapping = new Map<number, number>();
  for (const id of [...new Set(chartIds)].sort((a, b) => a - b)) {
    const [row] = await db.query(
      `INSERT INTO slices (slice_name, datasource_id, datasource_type, datasource_name, viz_type, params, query_context, description, cache_timeout,
                           perm, schema_perm, catalog_perm, created_by_fk, changed_by_fk, last_saved_by_fk, last_saved_at)
       SELECT slice_name, datasource_id, datasource_type, datasource_name, viz_type, params, query_context, description, cache_timeout,
              perm, schema_perm, catalog_perm, $2, $2, $2, ${NOW} FROM slices WHERE id = $1 RETURNING id`,
      [id, actorId],
    );
    if (!row) continue;
    await setChartOwners(db, row.id, [actorId]);
    mapping.set(id, row.id as number);
  }
  return mapping;
}
