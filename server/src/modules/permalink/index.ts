/** Permalinks (Explore, dashboard and SQL Lab states by key) and the metastore cache: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { KeyValue } from './key-value.entity';
import { MetastoreCache } from './metastore-cache';
import { PermalinkService } from './permalink.service';
import { SqlLabPermalinkResolver } from './sqllab-permalink.resolver';

export { MetastoreCache } from './metastore-cache';
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
    // Short-lived state in the same key-value table (Explore's unsaved form data).
    services.provide(MetastoreCache, new MetastoreCache(dataSource, config));
  },
};
