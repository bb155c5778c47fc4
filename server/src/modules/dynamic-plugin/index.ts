/** Dynamic chart plugins: the table and the read the client's plugin loader calls. */
import type { TesseraModule } from '../../platform/module';
import { DynamicPlugin } from './dynamic-plugin.entity';
import { DynamicPluginResolver } from './dynamic-plugin.resolver';
import { DynamicPluginService } from './dynamic-plugin.service';

export const dynamicPluginModule: TesseraModule = {
  name: 'dynamic-plugin',
  entities: [DynamicPlugin],
  resolvers: [DynamicPluginResolver],
  register(services) {
    services.provide(DynamicPluginResolver, new DynamicPluginResolver(new DynamicPluginService(services.platform.dataSource)));
  },
};
