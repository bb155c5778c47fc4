/**
 * Dashboards as the chart module sees them (charts sit below dashboards, so it asks through
 * ChartDashboardsPort): which dashboards hold a chart, saving a chart into one, and the dashboards shown in a
 * dataset's or database's related objects. `dashboard_slices` is this module's table: it belongs to the
 * dashboard's side of the relation.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { parseJsonText } from '../../platform/json-text';
import type { Queryable } from '../../platform/sql';
import type { ChartDashboards, DashboardSummary } from '../chart';
import { parseJsonObjectOrNull } from '../../platform/json-text';
import type { DatasetDependent } from '../dataset';
import type { DashboardService } from './dashboard.service';

function dashboardsOfCharts(ctx: RequestContext, db: Queryable): DataLoader<number, DashboardSummary[]> {
  return ctx.loader('dashboard:of-chart', () => new DataLoader<number, DashboardSummary[]>(async (chartIds) => {
    const rows: { key: number; id: number; dashboard_title: string | null; json_metadata: string | null }[] = await db.query(
      `SELECT ds.slice_id AS key, d.id, d.dashboard_title, d.json_metadata
         FROM dashboard_slices ds JOIN dashboards d ON d.id = ds.dashboard_id
        WHERE ds.slice_id = ANY($1) ORDER BY d.id`,
      [chartIds],
    );
    const byChart = new Map<number, DashboardSummary[]>(chartIds.map((k) => [k, []]));
    for (const r of rows) byChart.get(r.key)?.push({ id: r.id, dashboardTitle: r.dashboard_title ?? '', jsonMetadata: parseJsonText(r.json_metadata), jsonMetadataText: r.json_metadata });
    return chartIds.map((k) => byChart.get(k) ?? []);
  }));
}

export function chartDashboards(dashboards: DashboardService): ChartDashboards {
  return {
    chartOnDashboardSql: (chartIdSql) => `EXISTS (SELECT 1 FROM dashboard_slices ds WHERE ds.slice_id = ${chartIdSql} AND ds.dashboard_id = ?)`,
    dashboardsOf: (ctx, db, chartId) => dashboardsOfCharts(ctx, db).load(chartId),
    dashboardIdsOf: async (db, chartId) => {
      const rows: { dashboard_id: number }[] = await db.query(`SELECT dashboard_id FROM dashboard_slices WHERE slice_id = $1 ORDER BY dashboard_id`, [chartId]);
      return rows.map((r) => r.dashboard_id);
    },
    loadForLink: (db, ids) => dashboards.loadForLink(db, ids),
    createWithTitle: (db, actor, title) => dashboards.createWithTitle(db, actor, title),
    addChart: (db, actorId, dashboardId, chart) => dashboards.addChart(db, actorId, dashboardId, chart),
    removeChart: (db, actorId, dashboardId, chartId) => dashboards.removeChart(db, actorId, dashboardId, chartId),
  };
}

/** The dashboards holding the charts a dataset's related objects list (the chart module adds those first). */
export const dashboardsOfDatasets: DatasetDependent = {
  addRelatedObjects: async (db, _datasetIds, related) => {
    if (!related.charts.length) return;
    const rows: { id: number; dashboard_title: string | null; slug: string | null; json_metadata: string | null }[] = await db.query(
      `SELECT DISTINCT d.id, d.dashboard_title, d.slug, d.json_metadata FROM dashboards d
         JOIN dashboard_slices ds ON ds.dashboard_id = d.id WHERE ds.slice_id = ANY($1) ORDER BY d.id`,
      [related.charts.map((c) => c.id)],
    );
    related.dashboards.push(...rows.map((d) => ({ id: d.id, title: d.dashboard_title ?? '', slug: d.slug, jsonMetadata: parseJsonObjectOrNull(d.json_metadata), jsonMetadataText: d.json_metadata })));
  },
};
