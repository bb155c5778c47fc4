/**
 * What charts need from the modules above them. Dashboards hold charts: saving a chart into a dashboard, the
 * dashboards a chart is on and the list's dashboards filter are the dashboard module's (ChartDashboardsPort).
 * Reports are built on charts and block their delete (ChartDependents).
 */
import type { Actor } from '../../platform/actor';
import type { RequestContext } from '../../platform/context';
import { Hooks, Port } from '../../platform/module';
import type { Queryable } from '../../platform/sql';
import type { Chart, DashboardSummary } from './chart.types';

/** A dashboard a chart is saved into. */
export interface DashboardLinkTarget {
  id: number;
  title: string;
  ownerIds: number[];
}

export interface ChartDashboards {
  /** SQL true when the chart `chartIdSql` is on the dashboard bound to `?` (the chart list's dashboards filter). */
  chartOnDashboardSql(chartIdSql: string): string;
  /** The dashboards holding the chart, batched per request. */
  dashboardsOf(ctx: RequestContext, db: Queryable, chartId: number): Promise<DashboardSummary[]>;
  dashboardIdsOf(db: Queryable, chartId: number): Promise<number[]>;
  /** The dashboards with these ids, with their owners, locked for the caller's transaction. */
  loadForLink(db: Queryable, ids: readonly number[]): Promise<DashboardLinkTarget[]>;
  /** A new draft dashboard with this title, owned by the actor. */
  createWithTitle(db: Queryable, actor: Actor, title: string): Promise<DashboardLinkTarget>;
  /** Links the chart and appends it to the dashboard's layout. */
  addChart(db: Queryable, actorId: number, dashboardId: number, chart: Chart): Promise<void>;
  /** Unlinks the chart and takes it off the layout. */
  removeChart(db: Queryable, actorId: number | null, dashboardId: number, chartId: number): Promise<void>;
}

export class ChartDashboardsPort extends Port<ChartDashboards> {}

export interface ChartDependent {
  /** Inside the delete transaction: the message refusing to delete these charts, or null. */
  deleteRefusal?(db: Queryable, chartIds: readonly number[]): Promise<string | null>;
}

export class ChartDependents extends Hooks<ChartDependent> {
  async deleteRefusal(db: Queryable, chartIds: readonly number[]): Promise<string | null> {
    for (const d of this.all) {
      const refusal = (await d.deleteRefusal?.(db, chartIds)) ?? null;
      if (refusal) return refusal;
    }
    return null;
  }
}
