/** Dynamic chart plugins: the table, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { DynamicPlugin } from './dynamic-plugin.entity';

export const dynamicPluginModule: TesseraModule = { name: 'dynamic-plugin', entities: [DynamicPlugin] };
