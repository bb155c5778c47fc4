/**
 * Import and export bundles (Superset's v1 ZIP of YAML) for dashboards, charts, datasets, databases and saved
 * queries: one reader, one writer, one importer shared by every resource.
 */
import type { TesseraModule } from '../../platform/module';
import { ChartService } from '../chart';
import { DashboardService } from '../dashboard';
import { DatabaseService } from '../database';
import { BundleExportService } from './bundle-export.service';
import { BundleImportService } from './bundle-import.service';
import { ImportExportResolver } from './import-export.resolver';

export { BundleResource } from './bundle-kind';
export { BundleExportService } from './bundle-export.service';
export { BundleImportService } from './bundle-import.service';

export const importExportModule: TesseraModule = {
  name: 'import-export',
  resolvers: [ImportExportResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    const exports = services.provide(BundleExportService, new BundleExportService(dataSource, services.get(DashboardService), services.get(ChartService), config.featureFlags.TAGGING_SYSTEM));
    const databases = services.get(DatabaseService);
    const imports = services.provide(BundleImportService, new BundleImportService(dataSource, config.secretKey, (actor, uri) => databases.unsafeUriMessage(actor, uri), config.featureFlags.TAGGING_SYSTEM));
    services.provide(ImportExportResolver, new ImportExportResolver(exports, imports));
  },
};
