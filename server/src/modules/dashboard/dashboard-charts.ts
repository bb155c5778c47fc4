/**
 * Dashboards as the chart module sees them (charts sit below dashboards, so it asks through
 * ChartDashboardsPort): which dashboards hold a chart, saving a chart into one, and the dashboards shown in a
 * dataset's or database's related objects. `dashboard_slices` is this module's table: it belongs to the
 * dashboard's side of the relation.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { parseJsonObjectOrNull, parseJsonText } from '../../platform/json-text';
import { type Queryable, managerOf } from '../../platform/sql';
import type { ChartDashboards, DashboardSummary } from '../chart';
import type { DatasetDependent } from '../dataset';
import { dashboardsHoldingCharts } from './dashboard-slices';
import type { DashboardService } from './dashboard.service';

function dashboardsOfCharts(ctx: RequestContext, db: Queryable): DataLoader<number, DashboardSummary[]> {
  return ctx.loader('dashboard:of-chart', () => new DataLoader<number, DashboardSummary[]>(async (chartIds) => {
    const found = await dashboardsHoldingCharts(managerOf(db), chartIds, ['dashboardTitle', 'jsonMetadata']);
    const byChart = new Map<number, DashboardSummary[]>(chartIds.map((k) => [k, []]));
    for (const d of found) {
      const summary = { id: d.id, dashboardTitle: d.dashboardTitle ?? '', jsonMetadata: parseJsonText(d.jsonMetadata), jsonMetadataText: d.jsonMetadata };
      for (const chart of d.charts) byChart.get(chart.id)?.push(summary);
    }
    return chartIds.map((k) => byChart.get(k) ?? []);
  }));
}

export function chartDashboards(dashboards: DashboardService): ChartDashboards {
  return {
    chartOnDashboardSql: (chartIdSql) => `EXISTS (SELECT 1 FROM dashboard_slices ds WHERE ds.slice_id = ${chartIdSql} AND ds.dashboard_id = ?)`,
    dashboardsOf: (ctx, db, chartId) => dashboardsOfCharts(ctx, db).load(chartId),
    dashboardIdsOf: async (db, chartId) => (await dashboardsHoldingCharts(managerOf(db), [chartId], [])).map((d) => d.id),
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
    const found = await dashboardsHoldingCharts(managerOf(db), related.charts.map((c) => c.id), ['dashboardTitle', 'slug', 'jsonMetadata']);
    related.dashboards.push(...found.map((d) => ({ id: d.id, title: d.dashboardTitle ?? '', slug: d.slug, jsonMetadata: parseJsonObjectOrNull(d.jsonMetadata), jsonMetadataText: d.jsonMetadata })));
  },
};
