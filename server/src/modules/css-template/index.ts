/** CSS templates dashboards can start their CSS from: the table, its service and its GraphQL. */
import type { TesseraModule } from '../../platform/module';
import { CssTemplate } from './css-template.entity';
import { CssTemplateResolver } from './css-template.resolver';
import { CssTemplateService } from './css-template.service';

export { CssTemplateService } from './css-template.service';

export const cssTemplateModule: TesseraModule = {
  name: 'css-template',
  entities: [CssTemplate],
  resolvers: [CssTemplateResolver],
  register(services) {
    const templates = services.provide(CssTemplateService, new CssTemplateService(services.platform.dataSource));
    services.provide(CssTemplateResolver, new CssTemplateResolver(templates));
  },
};
