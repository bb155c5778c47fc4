/** The limits and flags the client shapes its controls with. */
import type { TesseraModule } from '../../platform/module';
import { AppConfigResolver } from './app-config.resolver';

export const appConfigModule: TesseraModule = {
  name: 'app-config',
  resolvers: [AppConfigResolver],
  register(services) {
    services.provide(AppConfigResolver, new AppConfigResolver(services.platform.config));
  },
};
