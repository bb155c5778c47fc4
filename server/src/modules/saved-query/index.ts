/** Saved queries: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { SavedQueryTransferService } from './saved-query-transfer.service';
import { SavedQuery } from './saved-query.entity';
import { SavedQueryResolver } from './saved-query.resolver';
import { SavedQueryService } from './saved-query.service';

export { SavedQuery } from './saved-query.entity';
export type { RelatedArgs } from './saved-query.service';
export { SqlLabDistinctList, SqlLabRelatedList, SqlTableRef } from './saved-query.types';
export { sqlTablesOf } from './sql-tables';

export const savedQueryModule: TesseraModule = {
  name: 'saved-query',
  entities: [SavedQuery],
  resolvers: [SavedQueryResolver],
  register(services) {
    const { dataSource } = services.platform;
    services.provide(SavedQueryResolver, new SavedQueryResolver(new SavedQueryService(dataSource), new SavedQueryTransferService(dataSource)));
  },
};
