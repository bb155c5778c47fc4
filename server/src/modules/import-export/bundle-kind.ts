/**
 * The five resources that export and import bundles, and what Superset names each of them in a bundle's
 * metadata, file names and import messages (REST ref §7).
 */
import { registerEnumType } from 'type-graphql';

export enum BundleResource {
  DASHBOARD = 'DASHBOARD',
  CHART = 'CHART',
  DATASET = 'DATASET',
  DATABASE = 'DATABASE',
  SAVED_QUERY = 'SAVED_QUERY',
}

registerEnumType(BundleResource, { name: 'BundleResource', description: 'A resource that exports and imports Superset bundles.' });

export interface BundleKind {
  /** metadata.yaml `type`: the model class name. */
  model: string;
  /** The export file and root folder name prefix: `<prefix>_export_<stamp>`. */
  prefix: string;
  /** `Error importing <messageName>`. */
  messageName: string;
  /** `<existsPrefix> already exists and \`overwrite=true\` was not passed`. */
  existsPrefix: string;
  /** The permission's view-menu. */
  viewMenu: string;
  /** The bundle folder holding this resource's files. */
  folder: string;
}

export const BUNDLE_KINDS: Record<BundleResource, BundleKind> = {
  [BundleResource.DASHBOARD]: { model: 'Dashboard', prefix: 'dashboard', messageName: 'dashboard', existsPrefix: 'Dashboard', viewMenu: 'Dashboard', folder: 'dashboards' },
  [BundleResource.CHART]: { model: 'Slice', prefix: 'chart', messageName: 'chart', existsPrefix: 'Chart', viewMenu: 'Chart', folder: 'charts' },
  [BundleResource.DATASET]: { model: 'SqlaTable', prefix: 'dataset', messageName: 'dataset', existsPrefix: 'Dataset', viewMenu: 'Dataset', folder: 'datasets' },
  [BundleResource.DATABASE]: { model: 'Database', prefix: 'database', messageName: 'database', existsPrefix: 'Database', viewMenu: 'Database', folder: 'databases' },
  [BundleResource.SAVED_QUERY]: { model: 'SavedQuery', prefix: 'saved_query', messageName: 'saved_queries', existsPrefix: 'Saved_Queries', viewMenu: 'SavedQuery', folder: 'queries' },
};

export const alreadyExists = (resource: BundleResource) => `${BUNDLE_KINDS[resource].existsPrefix} already exists and \`overwrite=true\` was not passed`;

/** Superset's exact prompts the import modal recognises (REST ref §7.5). */
export const NEEDS_PASSWORD = 'Must provide a password for the database';
export const NEEDS_SSH_PASSWORD = 'Must provide a password for the ssh tunnel';
export const NEEDS_SSH_KEY = 'Must provide a private key for the ssh tunnel';
export const NEEDS_SSH_KEY_PASSWORD = 'Must provide a private key password for the ssh tunnel';
