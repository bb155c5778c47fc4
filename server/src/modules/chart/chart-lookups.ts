/**
 * What other modules read of charts (`slices` is this module's table): a chart's saved query context and
 * cache timeout, the charts on some datasets, and the SQL fragments a query on another table joins charts
 * with.
 */
import type { Queryable } from '../../platform/sql';
import type { RelatedChart } from '../database';

/** `JOIN slices <alias> ON <alias>.id = <idSql>`: joins the chart an id column points at. */
export const chartJoin = (alias: string, idSql: string): string => `JOIN slices ${alias} ON ${alias}.id = ${idSql}`;

/**
 * True when the joined chart `alias` is on a dataset among the ids bound to `datasetIdsParam` (an int[]
 * parameter; null: any dataset).
 */
export const chartOnDatasetsSql = (alias: string, datasetIdsParam: string): string =>
  `${alias}.datasource_type IN ('table', 'dataset') AND (${datasetIdsParam}::int[] IS NULL OR ${alias}.datasource_id = ANY(${datasetIdsParam}::int[]))`;

export async function chartCacheTimeout(db: Queryable, chartId: number): Promise<number | null> {
  const [chart] = await db.query('SELECT cache_timeout FROM slices WHERE id = $1', [chartId]);
  return chart?.cache_timeout ?? null;
}

export interface ChartQueryContext {
  id: number;
  query_context: string | null;
}

/** One chart's saved query context (none when the chart does not exist). */
export function chartQueryContext(db: Queryable, chartId: number): Promise<ChartQueryContext[]> {
  return db.query('SELECT id, query_context FROM slices WHERE id = $1', [chartId]);
}

/** The saved query contexts of every chart on a dataset. */
export function datasetChartQueryContexts(db: Queryable, datasetId: number): Promise<ChartQueryContext[]> {
  return db.query(`SELECT id, query_context FROM slices WHERE datasource_type IN ('table', 'dataset') AND datasource_id = $1 ORDER BY id`, [datasetId]);
}

/** Charts whose datasource is one of the given datasets (related objects of a dataset or database). */
export async function chartsOnDatasets(db: Queryable, datasetIds: readonly number[]): Promise<RelatedChart[]> {
  const charts: { id: number; slice_name: string; viz_type: string | null }[] = await db.query(
    `SELECT id, slice_name, viz_type FROM slices WHERE datasource_type IN ('table', 'dataset') AND datasource_id = ANY($1) ORDER BY id`,
    [[...datasetIds]],
  );
  return charts.map((c) => ({ id: c.id, sliceName: c.slice_name, vizType: c.viz_type }));
}

export interface ChartRef {
  id: number;
  uuid: string;
  datasourceId: number | null;
  datasourceType: string | null;
}

/** The charts with these ids (missing ids are skipped): what a dashboard's layout checks and exports need. */
export async function chartRefs(db: Queryable, chartIds: readonly number[]): Promise<ChartRef[]> {
  if (!chartIds.length) return [];
  const rows: { id: number; uuid: string; datasource_id: number | null; datasource_type: string | null }[] = await db.query(
    `SELECT id, uuid, datasource_id, datasource_type FROM slices WHERE id = ANY($1::int[]) ORDER BY id`,
    [[...chartIds]],
  );
  return rows.map((r) => ({ id: r.id, uuid: r.uuid, datasourceId: r.datasource_id, datasourceType: r.datasource_type }));
}
