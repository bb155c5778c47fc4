/** Themes (dashboards' colour and layout settings): the table, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { Theme } from './theme.entity';

export { Theme } from './theme.entity';

export const themeModule: TesseraModule = { name: 'theme', entities: [Theme] };
