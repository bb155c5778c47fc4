/** Themes (dashboards' colour and layout settings): the table, and the themes dashboards name. */
import type { TesseraModule } from '../../platform/module';
import { Theme } from './theme.entity';

export { Theme } from './theme.entity';
export { type ThemeRef, themesByIds } from './theme-lookups';

export const themeModule: TesseraModule = { name: 'theme', entities: [Theme] };
