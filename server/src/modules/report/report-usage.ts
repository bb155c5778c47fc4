/**
 * Alerts and reports hold on to the charts, dashboards and databases they are built on: deleting those is
 * refused while a report uses them (the chart, dashboard and database modules ask through their dependents hooks).
 */
import { In, type FindOptionsWhere } from 'typeorm';
import { managerOf, type Queryable } from '../../platform/sql';
import type { ChartDependent } from '../chart';
import type { DashboardDependent } from '../dashboard';
import type { DatabaseDependent } from '../database';
import { ReportSchedule } from './report-schedule.entity';

export const REPORTS_ATTACHED_MESSAGE = 'There are associated alerts or reports';

export const reportsOnCharts: ChartDependent = {
  deleteRefusal: (db, chartIds) => refusalNaming(db, { chartId: In([...chartIds]) }),
};

export const reportsOnDashboards: DashboardDependent = {
  deleteRefusal: (db, dashboardIds) => refusalNaming(db, { dashboardId: In([...dashboardIds]) }),
};

export const reportsOnDatabases: DatabaseDependent = {
  deleteRefusal: async (db, databaseId) => ((await managerOf(db).exists(ReportSchedule, { where: { databaseId } })) ? REPORTS_ATTACHED_MESSAGE : null),
};

/** The refusal naming every report (by name, in order) matching `where`, or null when none does. */
async function refusalNaming(db: Queryable, where: FindOptionsWhere<ReportSchedule>): Promise<string | null> {
  const reports = await managerOf(db).find(ReportSchedule, { select: { id: true, name: true }, where, order: { name: 'ASC' } });
  return reports.length ? `${REPORTS_ATTACHED_MESSAGE}: ${reports.map((r) => r.name).join(',')}` : null;
}
