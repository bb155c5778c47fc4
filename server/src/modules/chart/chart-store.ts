/**
 * How charts, their owners and their cleanup are written: through the Chart entity's repository and its
 * owners relation, on the transaction's manager every function is handed.
 */
import { In } from 'typeorm';
import { UTC_NOW } from '../../platform/column-defaults';
import { entityColumns, type EntityRow } from '../../platform/entity-select';
import { type Queryable, linkedIds, managerOf } from '../../platform/sql';
import { deleteFavorites, FAVORITE_CLASS_NAMES } from '../favorite';
import { deleteTagLinks } from '../tag';
import { Chart } from './chart.entity';

/** The columns a chart write sets; undefined leaves a stored value alone on update. */
export type ChartValues = Partial<
  Pick<
    Chart,
    | 'sliceName'
    | 'description'
    | 'vizType'
    | 'params'
    | 'queryContext'
    | 'cacheTimeout'
    | 'datasourceId'
    | 'datasourceType'
    | 'datasourceName'
    | 'perm'
    | 'schemaPerm'
    | 'catalogPerm'
    | 'certifiedBy'
    | 'certificationDetails'
    | 'isManagedExternally'
    | 'externalUrl'
    | 'uuid'
  >
>;

/** A new chart, saved now by the actor (created, changed and last saved by them). */
export async function insertChart(db: Queryable, values: ChartValues, actorId: number): Promise<number> {
  const { identifiers } = await managerOf(db).insert(Chart, { ...values, createdByFk: actorId, changedByFk: actorId, lastSavedByFk: actorId, lastSavedAt: UTC_NOW });
  return identifiers[0].id as number;
}

/**
 * Updates a chart (changed_on is stamped by the entity); `saved` marks a person's save (last_saved_at/by),
 * which a worker refreshing only the query context is not.
 */
export async function updateChartRow(db: Queryable, id: number, values: ChartValues, actorId: number, saved: boolean): Promise<void> {
  await managerOf(db).update(Chart, id, { ...values, changedByFk: actorId, ...(saved ? { lastSavedByFk: actorId, lastSavedAt: UTC_NOW } : {}) });
}

/** Makes `ownerIds` the chart's owners; `currentIds` are its owners now, read under the chart's lock. */
export async function setChartOwners(db: Queryable, chartId: number, ownerIds: readonly number[], currentIds: readonly number[]): Promise<void> {
  const wanted = new Set(ownerIds);
  const removed = currentIds.filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !currentIds.includes(id));
  const owners = managerOf(db).createQueryBuilder().relation(Chart, 'owners').of(chartId);
  if (removed.length) await owners.remove(removed);
  if (added.length) await owners.add(added);
}

export async function chartOwnerIds(db: Queryable, chartId: number): Promise<number[]> {
  return (await linkedIds(db, Chart, 'owners', [chartId])).map((link) => link.id);
}

/** Every column of `slices c` under its property's name: a read or listed chart row has the entity's shape. */
export const CHART_COLUMNS = entityColumns(Chart, 'c');

/** The chart's row, or null; `lock` holds it (FOR UPDATE) until the transaction ends. One statement built once. */
export async function chartRow(db: Queryable, id: number, lock = false): Promise<EntityRow<Chart> | null> {
  const [row]: EntityRow<Chart>[] = await db.query(`SELECT ${CHART_COLUMNS} FROM slices c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** Deletes charts with what only they use: stars and tag links (owners and dashboard links cascade). */
export async function deleteChartRows(db: Queryable, chartIds: readonly number[]): Promise<void> {
  const ids = [...chartIds];
  await deleteFavorites(db, FAVORITE_CLASS_NAMES.chart, ids);
  await deleteTagLinks(db, 'chart', ids);
  if (ids.length) await managerOf(db).delete(Chart, { id: In(ids) });
}

/**
 * Superset's Slice.clone for each chart (a dashboard copied with its charts): copies owned and saved now by
 * the actor, created in the order of the originals' ids; old id -> new id (missing charts are skipped).
 */
export async function cloneCharts(db: Queryable, chartIds: readonly number[], actorId: number): Promise<Map<number, number>> {
  const mapping = new Map<number, number>();
  const em = managerOf(db);
  const originals = chartIds.length ? await em.find(Chart, { where: { id: In([...new Set(chartIds)]) }, order: { id: 'ASC' } }) : [];
  if (!originals.length) return mapping;
  const { identifiers } = await em.insert(
    Chart,
    originals.map((c) => ({
      sliceName: c.sliceName,
      datasourceId: c.datasourceId,
      datasourceType: c.datasourceType,
      datasourceName: c.datasourceName,
      vizType: c.vizType,
      params: c.params,
      queryContext: c.queryContext,
      description: c.description,
      cacheTimeout: c.cacheTimeout,
      perm: c.perm,
      schemaPerm: c.schemaPerm,
      catalogPerm: c.catalogPerm,
      createdByFk: actorId,
      changedByFk: actorId,
      lastSavedByFk: actorId,
      lastSavedAt: UTC_NOW,
    })),
  );
  const copies = identifiers.map((i) => i.id as number);
  await em.createQueryBuilder().relation(Chart, 'owners').of(copies).add(actorId);
  originals.forEach((c, i) => mapping.set(c.id, copies[i]));
  return mapping;
}
