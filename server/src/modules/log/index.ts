/** The action log (Superset's logs table): the table, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { EventLog } from './event-log.entity';

export const logModule: TesseraModule = { name: 'log', entities: [EventLog] };
