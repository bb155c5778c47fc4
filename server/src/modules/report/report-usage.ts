/**
 * Alerts and reports hold on to the charts, dashboards and databases they are built on: deleting those is
 * refused while a report uses them (the chart, dashboard and database modules ask through their dependents hooks).
 */
import type { ChartDependent } from '../chart';
import type { DashboardDependent } from '../dashboard';
import type { DatabaseDependent } from '../database';

export const REPORTS_ATTACHED_MESSAGE = 'There are associated alerts or reports';

export const reportsOnCharts: ChartDependent = {
  deleteRefusal: async (db, chartIds) => {
    const rows: { name: string }[] = await db.query(`SELECT name FROM report_schedule WHERE chart_id = ANY($1::int[]) ORDER BY name`, [[...chartIds]]);
    return rows.length ? `${REPORTS_ATTACHED_MESSAGE}: ${rows.map((r) => r.name).join(',')}` : null;
  },
};

export const reportsOnDashboards: DashboardDependent = {
  deleteRefusal: async (db, dashboardIds) => {
    const rows: { name: string }[] = await db.query(`SELECT name FROM report_schedule WHERE dashboard_id = ANY($1::int[]) ORDER BY name`, [[...dashboardIds]]);
    return rows.length ? `${REPORTS_ATTACHED_MESSAGE}: ${rows.map((r) => r.name).join(',')}` : null;
  },
};

export const reportsOnDatabases: DatabaseDependent = {
  deleteRefusal: async (db, databaseId) => {
    const [{ count }] = await db.query(`SELECT COUNT(*)::int AS count FROM report_schedule WHERE database_id = $1`, [databaseId]);
    return count > 0 ? REPORTS_ATTACHED_MESSAGE : null;
  },
};
