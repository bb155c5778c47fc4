/** CSS templates dashboards can start from: the table, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { CssTemplate } from './css-template.entity';

export const cssTemplateModule: TesseraModule = { name: 'css-template', entities: [CssTemplate] };
