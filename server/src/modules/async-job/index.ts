/** Events of asynchronous jobs (global async queries): the table, not yet read by any feature. */
import type { TesseraModule } from '../../platform/module';
import { AsyncEvent } from './async-event.entity';

export const asyncJobModule: TesseraModule = { name: 'async-job', entities: [AsyncEvent] };
