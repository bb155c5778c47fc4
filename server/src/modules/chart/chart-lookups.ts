/**
 * What other modules read of charts (`slices` is this module's table): a chart's saved query context and
 * cache timeout, the charts on some datasets, and the SQL fragments a query on another table joins charts
 * with.
 */
import { Any, In } from 'typeorm';
import { tableColumns, type TableRow } from '../../platform/entity-select';
import { KeptUntilWrite } from '../../platform/metadata-writes';
import { type Queryable, managerOf } from '../../platform/sql';
import type { RelatedChart } from '../database';
import { DATASET_TYPES } from './chart-validation';
import { Chart } from './chart.entity';

/** `JOIN slices <alias> ON <alias>.id = <idSql>`: joins the chart an id column points at. */
export const chartJoin = (alias: string, idSql: string): string => `JOIN slices ${alias} ON ${alias}.id = ${idSql}`;

/**
 * True when the joined chart `alias` is on a dataset among the ids bound to `datasetIdsParam` (an int[]
 * parameter; null: any dataset).
 */
export const chartOnDatasetsSql = (alias: string, datasetIdsParam: string): string =>
  `${alias}.datasource_type IN ('table', 'dataset') AND (${datasetIdsParam}::int[] IS NULL OR ${alias}.datasource_id = ANY(${datasetIdsParam}::int[]))`;

const CACHE_TIMEOUT_SQL = `SELECT ${tableColumns(Chart, 'c', ['cache_timeout'])} FROM slices c WHERE c.id = $1`;

const cacheTimeouts = new KeptUntilWrite<number, number | null>();

/**
 * A chart's own cache timeout, read on every chart-data request: one column by primary key, in SQL because a
 * repository's findOne builds its statement from the entity's metadata each time (about 0.5 ms of CPU here,
 * a tenth of a warm chart-data answer), and kept while nothing is written (the embedded database).
 */
export function chartCacheTimeout(db: Queryable, chartId: number): Promise<number | null> {
  return cacheTimeouts.get(db, chartId, async () => {
    const [chart]: Pick<TableRow<Chart>, 'cache_timeout'>[] = await db.query(CACHE_TIMEOUT_SQL, [chartId]);
    return chart?.cache_timeout ?? null;
  });
}

/** A chart's saved query context, keyed as the `slices` columns are. */
export type ChartQueryContext = Pick<TableRow<Chart>, 'id' | 'query_context'>;

const QUERY_CONTEXT = { id: true, queryContext: true } as const;
const queryContextRow = (c: Pick<Chart, 'id' | 'queryContext'>): ChartQueryContext => ({ id: c.id, query_context: c.queryContext });

/** One chart's saved query context (none when the chart does not exist). */
export async function chartQueryContext(db: Queryable, chartId: number): Promise<ChartQueryContext[]> {
  const found = await managerOf(db).find(Chart, { select: QUERY_CONTEXT, where: { id: chartId } });
  return found.map(queryContextRow);
}

/** The saved query contexts of every chart on a dataset. */
export async function datasetChartQueryContexts(db: Queryable, datasetId: number): Promise<ChartQueryContext[]> {
  const found = await managerOf(db).find(Chart, { select: QUERY_CONTEXT, where: { datasourceType: In([...DATASET_TYPES]), datasourceId: datasetId }, order: { id: 'ASC' } });
  return found.map(queryContextRow);
}

/** Charts whose datasource is one of the given datasets (related objects of a dataset or database). */
export async function chartsOnDatasets(db: Queryable, datasetIds: readonly number[]): Promise<RelatedChart[]> {
  const charts = await managerOf(db).find(Chart, {
    select: { id: true, sliceName: true, vizType: true },
    where: { datasourceType: In([...DATASET_TYPES]), datasourceId: Any([...datasetIds]) },
    order: { id: 'ASC' },
  });
  return charts.map((c) => ({ id: c.id, sliceName: c.sliceName, vizType: c.vizType }));
}

/** What a dashboard's layout checks and exports need of a chart. */
export type ChartRef = Pick<Chart, 'id' | 'uuid' | 'datasourceId' | 'datasourceType'>;

/** The charts with these ids (missing ids are skipped): what a dashboard's layout checks and exports need. */
export async function chartRefs(db: Queryable, chartIds: readonly number[]): Promise<ChartRef[]> {
  if (!chartIds.length) return [];
  const found = await managerOf(db).find(Chart, {
    select: { id: true, uuid: true, datasourceId: true, datasourceType: true },
    where: { id: In([...chartIds]) },
    order: { id: 'ASC' },
  });
  return found.map((c) => ({ id: c.id, uuid: c.uuid, datasourceId: c.datasourceId, datasourceType: c.datasourceType }));
}
