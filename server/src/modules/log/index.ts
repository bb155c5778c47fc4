/**
 * The action log (Superset's logs table): client events posted in batches, written off the request path and
 * pruned after the configured retention; the admins' log list and every user's recent activity.
 */
import type { TesseraModule } from '../../platform/module';
import { ActivityTargets } from './activity-targets';
import { EventLog } from './event-log.entity';
import { EventLogResolver } from './event-log.resolver';
import { EventLogService } from './event-log.service';
import { EventLogWriter } from './event-log.writer';

export { type ActivityItem, ActivityTargets } from './activity-targets';
export { EventLogService } from './event-log.service';

export const logModule: TesseraModule = {
  name: 'log',
  entities: [EventLog],
  resolvers: [EventLogResolver],
  register(services) {
    const { dataSource, logger, config } = services.platform;
    const writer = services.provide(EventLogWriter, new EventLogWriter(dataSource, logger, { retentionDays: config.logRetentionDays }));
    // Dashboards and charts (above this module) say what a logged visit shows.
    const targets = services.provide(ActivityTargets, new ActivityTargets());
    services.provide(EventLogResolver, new EventLogResolver(services.provide(EventLogService, new EventLogService(dataSource, writer, targets))));
  },
  start(services) {
    services.get(EventLogWriter).startPruning();
  },
  async stop(services) {
    await services.get(EventLogWriter).close();
  },
};
