/** Saved queries: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { TagTargets } from '../tag';
import { savedQueryTagTarget } from './saved-query-tag-target';
import { SavedQuery } from './saved-query.entity';
import { SavedQueryResolver } from './saved-query.resolver';
import { SavedQueryService } from './saved-query.service';

export { SavedQuery } from './saved-query.entity';
export { savedQueryExists } from './saved-query.rows';
export { lockSavedQueriesByUuid, saveImportedSavedQuery } from './saved-query-import';
export { type RelatedArgs, SavedQueryService } from './saved-query.service';
export { SqlLabDistinctList, SqlLabRelatedList, SqlTableRef } from './saved-query.types';
export { sqlTablesOf } from './sql-tables';

export const savedQueryModule: TesseraModule = {
  name: 'saved-query',
  entities: [SavedQuery],
  resolvers: [SavedQueryResolver],
  register(services) {
    const { dataSource } = services.platform;
    const savedQueries = services.provide(SavedQueryService, new SavedQueryService(dataSource));
    services.get(TagTargets).provide('query', savedQueryTagTarget(dataSource));
    services.provide(SavedQueryResolver, new SavedQueryResolver(savedQueries));
  },
};
