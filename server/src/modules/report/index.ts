/** Alerts and reports: the tables, and what they hold on to (charts, dashboards and databases they are built on). */
import type { TesseraModule } from '../../platform/module';
import { ChartDependents } from '../chart';
import { DashboardDependents } from '../dashboard';
import { DatabaseDependents } from '../database';
import { ReportExecutionLog } from './report-execution-log.entity';
import { ReportRecipient } from './report-recipient.entity';
import { ReportSchedule } from './report-schedule.entity';
import { reportsOnCharts, reportsOnDashboards, reportsOnDatabases } from './report-usage';

export const reportModule: TesseraModule = {
  name: 'report',
  entities: [ReportSchedule, ReportRecipient, ReportExecutionLog],
  register(services) {
    services.get(ChartDependents).add(reportsOnCharts);
    services.get(DashboardDependents).add(reportsOnDashboards);
    services.get(DatabaseDependents).add(reportsOnDatabases);
  },
};
