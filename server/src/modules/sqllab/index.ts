/** SQL Lab: running SQL, its tabs and query history. What other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { createResultsBackend } from '../../platform/results-backend';
import { DatabaseDependents } from '../database';
import { tabsOnDatabases } from './database-usage';
import { QueryListResolver } from './query-list.resolver';
import { QueryListService } from './query-list.service';
import { QueryRunner } from './query-runner';
import { Query } from './query.entity';
import { SqlLabExecuteService } from './sqllab-execute.service';
import { SqlLabToolsService } from './sqllab-tools.service';
import { SqlLabResolver } from './sqllab.resolver';
import { TableSchema, TabState } from './tab-state.entity';
import { TabStateResolver } from './tab-state.resolver';
import { TabStateService } from './tab-state.service';

export { DEFAULT_SQLLAB_LIMIT } from './sqllab-execute.service';
export { DISPLAY_MAX_ROW } from './sqllab-result-store';

export const sqlLabModule: TesseraModule = {
  name: 'sqllab',
  entities: [Query, TabState, TableSchema],
  resolvers: [TabStateResolver, QueryListResolver, SqlLabResolver],
  register(services) {
    const { dataSource, config, queue, pubSub, logger } = services.platform;
    const results = createResultsBackend(config);
    // Publishes queryUpdated on the GraphQL pub/sub.
    const runner = services.provide(QueryRunner, new QueryRunner(dataSource, config, queue, results, pubSub, logger));
    services.provide(TabStateResolver, new TabStateResolver(new TabStateService(dataSource, config)));
    services.provide(QueryListResolver, new QueryListResolver(new QueryListService(dataSource)));
    services.provide(SqlLabResolver, new SqlLabResolver(new SqlLabExecuteService(dataSource, config, runner, results), new SqlLabToolsService(dataSource, config, results)));
    services.get(DatabaseDependents).add(tabsOnDatabases);
  },
  start(services) {
    services.get(QueryRunner).startCleanup();
  },
  async stop(services) {
    await services.get(QueryRunner).close();
  },
};
