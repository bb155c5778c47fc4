/** Alerts and reports: the tables, and what they hold on to (charts and databases they are built on). */
import type { TesseraModule } from '../../platform/module';
import { ChartDependents } from '../chart';
import { DatabaseDependents } from '../database';
import { ReportExecutionLog } from './report-execution-log.entity';
import { ReportRecipient } from './report-recipient.entity';
import { ReportSchedule } from './report-schedule.entity';
import { reportsOnCharts, reportsOnDatabases } from './report-usage';

export const reportModule: TesseraModule = {
  name: 'report',
  entities: [ReportSchedule, ReportRecipient, ReportExecutionLog],
  register(services) {
    services.get(ChartDependents).add(reportsOnCharts);
    services.get(DatabaseDependents).add(reportsOnDatabases);
  },
};
