/**
 * A dashboard's chart set: the `dashboard_slices` link, declared once as the `Dashboard.charts` relation and
 * read and written here through it (callers keep it in step with position_json, in their transaction).
 */
import type { EntityManager } from 'typeorm';
import { entityColumns, tableOf, type ColumnProperty, type EntityRow } from '../../platform/entity-select';
import { junctionOf, linkedIds } from '../../platform/sql';
import { Dashboard } from './dashboard.entity';

const charts = (em: EntityManager) => em.createQueryBuilder().relation(Dashboard, 'charts');

/** The ids of the charts linked to the dashboard (no particular order). */
export async function dashboardChartIds(em: EntityManager, dashboardId: number): Promise<number[]> {
  return (await linkedIds(em, Dashboard, 'charts', [dashboardId])).map((link) => link.id);
}

const holdingStatements = new Map<string, string>();

/**
 * The dashboards holding any of these charts, by id, each with the ones of `chartIds` it holds. A hot read
 * (every chart page's "dashboards"), so its statement is built once per field list.
 */
export async function dashboardsHoldingCharts<K extends ColumnProperty<Dashboard>>(em: EntityManager, chartIds: readonly number[], fields: readonly K[]): Promise<(EntityRow<Dashboard, K | 'id'> & { charts: { id: number }[] })[]> {
  if (!chartIds.length) return [];
  const key = fields.join(',');
  let sql = holdingStatements.get(key);
  if (!sql) {
    const { table, ownerColumn, inverseColumn } = junctionOf(em, Dashboard, 'charts');
    sql = `SELECT ${entityColumns(Dashboard, 'd', [...new Set<K | 'id'>(['id', ...fields])])}, l.${inverseColumn} AS "chartId"
             FROM ${tableOf(Dashboard)} d JOIN ${table} l ON l.${ownerColumn} = d.id
            WHERE l.${inverseColumn} = ANY($1) ORDER BY d.id, l.${inverseColumn}`;
    holdingStatements.set(key, sql);
  }
  const rows: (EntityRow<Dashboard, K | 'id'> & { chartId: number })[] = await em.query(sql, [[...chartIds]]);
  const byId = new Map<number, EntityRow<Dashboard, K | 'id'> & { charts: { id: number }[] }>();
  for (const row of rows) {
    const { chartId, ...dashboard } = row;
    const found = byId.get(row.id) ?? { ...(dashboard as unknown as EntityRow<Dashboard, K | 'id'>), charts: [] };
    found.charts.push({ id: chartId });
    byId.set(row.id, found);
  }
  return [...byId.values()];
}

/** Links the chart; one already linked stays as it is (INSERT ... ON CONFLICT DO NOTHING). */
export async function linkChart(em: EntityManager, dashboardId: number, chartId: number): Promise<void> {
  const { table, ownerColumn: dashboardColumn, inverseColumn: chartColumn } = junctionOf(em, Dashboard, 'charts');
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
  const { table, ownerColumn: dashboardColumn } = junctionOf(em, Dashboard, 'charts');
  await em.createQueryBuilder().delete().from(table).where(`${dashboardColumn} = :dashboardId`, { dashboardId }).execute();
  if (chartIds.length) await charts(em).of(dashboardId).add([...new Set(chartIds)]);
}
