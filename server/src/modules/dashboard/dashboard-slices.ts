/**
 * A dashboard's chart set: the `dashboard_slices` link, declared once as the `Dashboard.charts` relation and
 * read and written here through it (callers keep it in step with position_json, in their transaction).
 */
import { In, type EntityManager } from 'typeorm';
import { Dashboard } from './dashboard.entity';

const charts = (em: EntityManager) => em.createQueryBuilder().relation(Dashboard, 'charts');

/** The ids of the charts linked to the dashboard (no particular order). */
export async function dashboardChartIds(em: EntityManager, dashboardId: number): Promise<number[]> {
  const [found] = await em.getRepository(Dashboard).find({ select: { id: true, charts: { id: true } }, where: { id: dashboardId }, relations: { charts: true } });
  return (found?.charts ?? []).map((c) => c.id);
}

/** The dashboards holding any of these charts, by id, each with the ones of `chartIds` it holds. */
export function dashboardsHoldingCharts<K extends keyof Dashboard>(em: EntityManager, chartIds: readonly number[], fields: readonly K[]): Promise<(Pick<Dashboard, K | 'id'> & { charts: { id: number }[] })[]> {
  if (!chartIds.length) return Promise.resolve([]);
  return em.getRepository(Dashboard).find({
    select: { ...Object.fromEntries(fields.map((f) => [f, true])), id: true, charts: { id: true } },
    where: { charts: { id: In([...chartIds]) } },
    relations: { charts: true },
    order: { id: 'ASC' },
  }) as Promise<(Pick<Dashboard, K | 'id'> & { charts: { id: number }[] })[]>;
}

/** The link table and its two columns, as the relation declares them. */
function junction(em: EntityManager): { table: string; dashboardColumn: string; chartColumn: string } {
  const metadata = em.getRepository(Dashboard).metadata.findRelationWithPropertyPath('charts')?.junctionEntityMetadata;
  if (!metadata || metadata.ownerColumns.length !== 1 || metadata.inverseColumns.length !== 1) throw new Error('Dashboard.charts is not a many-to-many relation on one key');
  return { table: metadata.tableName, dashboardColumn: metadata.ownerColumns[0].databaseName, chartColumn: metadata.inverseColumns[0].databaseName };
}

/** Links the chart; one already linked stays as it is (INSERT ... ON CONFLICT DO NOTHING). */
export async function linkChart(em: EntityManager, dashboardId: number, chartId: number): Promise<void> {
  const { table, dashboardColumn, chartColumn } = junction(em);
  await em.createQueryBuilder().insert().into(table).values({ [dashboardColumn]: dashboardId, [chartColumn]: chartId }).orIgnore().execute();
}

/** Unlinks the chart (nothing when it is not linked). */
export async function unlinkChart(em: EntityManager, dashboardId: number, chartId: number): Promise<void> {
  await charts(em).of(dashboardId).remove(chartId);
}

/** Makes the dashboard's chart set exactly `chartIds`, touching only the links that change. */
export async function syncDashboardCharts(em: EntityManager, dashboardId: number, chartIds: readonly number[]): Promise<void> {
  const current = await dashboardChartIds(em, dashboardId);
  await charts(em)
    .of(dashboardId)
    .addAndRemove(
      chartIds.filter((c) => !current.includes(c)),
      current.filter((c) => !chartIds.includes(c)),
    );
}

/** Replaces the dashboard's chart set with `chartIds`: every link dropped, then those made. */
export async function replaceDashboardCharts(em: EntityManager, dashboardId: number, chartIds: readonly number[]): Promise<void> {
  const { table, dashboardColumn } = junction(em);
  await em.createQueryBuilder().delete().from(table).where(`${dashboardColumn} = :dashboardId`, { dashboardId }).execute();
  if (chartIds.length) await charts(em).of(dashboardId).add([...new Set(chartIds)]);
}
