/** Permalinks (Explore, dashboard and SQL Lab states by key): what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { KeyValue } from './key-value.entity';
import { PermalinkService } from './permalink.service';
import { SqlLabPermalinkResolver } from './sqllab-permalink.resolver';

export { PermalinkService } from './permalink.service';

export const permalinkModule: TesseraModule = {
  name: 'permalink',
  entities: [KeyValue],
  resolvers: [SqlLabPermalinkResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    // Explore, dashboard and SQL Lab permalinks share one store and key scheme.
    const permalinks = services.provide(PermalinkService, new PermalinkService(dataSource, config));
    services.provide(SqlLabPermalinkResolver, new SqlLabPermalinkResolver(permalinks));
  },
};
