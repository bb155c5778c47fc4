/**
 * The server's modules, in dependency order: each one may use only the modules listed before it (lint and
 * module-graph.test.ts hold that). app.ts composes them, the GraphQL schema takes their resolvers in this
 * order (so schema/schema.graphql lists each module's fields together), and the metadata database their
 * entities. Adding a module: its folder with an index.ts exporting a TesseraModule, and one line here.
 */
import type { Class, TesseraModule } from '../platform/module';
import { annotationModule } from './annotation';
import { appConfigModule } from './app-config';
import { asyncJobModule } from './async-job';
import { chartModule } from './chart';
import { cssTemplateModule } from './css-template';
import { dashboardModule } from './dashboard';
import { databaseModule } from './database';
import { datasetModule } from './dataset';
import { dynamicPluginModule } from './dynamic-plugin';
import { exploreModule } from './explore';
import { favoriteModule } from './favorite';
import { importExportModule } from './import-export';
import { logModule } from './log';
import { permalinkModule } from './permalink';
import { reportModule } from './report';
import { savedQueryModule } from './saved-query';
import { securityModule } from './security';
import { sqlLabModule } from './sqllab';
import { tagModule } from './tag';
import { themeModule } from './theme';
import { thumbnailModule } from './thumbnail';
import { uploadModule } from './upload';

export const MODULES: readonly TesseraModule[] = [
  securityModule,
  themeModule,
  tagModule,
  favoriteModule,
  logModule,
  asyncJobModule,
  dynamicPluginModule,
  permalinkModule,
  databaseModule,
  datasetModule,
  annotationModule,
  chartModule,
  exploreModule,
  dashboardModule,
  thumbnailModule,
  cssTemplateModule,
  reportModule,
  uploadModule,
  savedQueryModule,
  importExportModule,
  sqlLabModule,
  appConfigModule,
];

/** Every TypeORM entity of the metadata database (its schema comes only from /migrations; a test checks they agree). */
export const ENTITIES: Class[] = MODULES.flatMap((m) => m.entities ?? []);

/** Every GraphQL resolver class, in module order. */
export const RESOLVERS: Class[] = MODULES.flatMap((m) => m.resolvers ?? []);
