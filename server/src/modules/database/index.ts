/** Database connections and their metadata: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { DatabaseDependents } from './database-dependents';
import { DatabaseMetadataService } from './database-metadata.service';
import { Database } from './database.entity';
import { DatabaseResolver } from './database.resolver';
import { DatabaseService } from './database.service';
import { SshTunnel } from './ssh-tunnel.entity';

export { connectionFailure, storeConnection } from './database-connection';
export { databaseIdByUuid, databaseNameTakenByOther, databaseUuidByName, type ImportedSshTunnel, lockDatabasesByUuid, saveImportedDatabase } from './database-import';
export { type DatabaseDependent, DatabaseDependents } from './database-dependents';
export { findEngine } from './database-input';
export {
  databaseHeaders,
  databaseIdsByUuid,
  databaseJoin,
  databaseNameOf,
  databaseNames,
  databaseNameSql,
  type DatabaseTarget,
  databaseUriSql,
  exportableDatabases,
  loadConnectUri,
  loadDatabaseTarget,
  relatedDatabaseOptions,
} from './database-lookups';
export { DatabaseMetadataService, SELECT_STAR_LIMIT } from './database-metadata.service';
export { DatabaseService } from './database.service';
export { type DatabaseRow, loadDatabaseRow, loadVisibleDatabaseRow, rowConnectionUri } from './database-row';
export { connectionUri, maskUri, parseUri, PASSWORD_MASK } from './database-uri';
export { Database } from './database.entity';
export { canSeeDatabase, canSeeTable, databaseAccessView, type DatabaseRef, datasourceAccessIds, insideAccess } from './database.policy';
export { RelatedChart, RelatedDashboard } from './database.types';

export const databaseModule: TesseraModule = {
  name: 'database',
  entities: [Database, SshTunnel],
  resolvers: [DatabaseResolver],
  register(services) {
    const { dataSource, config, cache } = services.platform;
    // Datasets, reports and SQL Lab (above this module) say what uses a database.
    const dependents = services.provide(DatabaseDependents, new DatabaseDependents());
    const databases = services.provide(DatabaseService, new DatabaseService(dataSource, config, dependents));
    const metadata = services.provide(DatabaseMetadataService, new DatabaseMetadataService(dataSource, cache, config, dependents, services.platform.logger));
    services.provide(DatabaseResolver, new DatabaseResolver(databases, metadata));
  },
};
