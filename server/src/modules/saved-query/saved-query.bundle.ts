/**
 * The import/export bundle of saved queries (REST ref §7): a ZIP with one root folder holding
 * metadata.yaml, queries/<database>/<schema>/<label>.yaml and databases/<database>.yaml. Pure: building
 * entries from rows, and reading a bundle into validated configs with Superset's per-file messages.
 */
import JSZip from 'jszip';
import { parse as parseYaml } from 'yaml';
import { BUNDLE_VERSION, bundleMetadata, bundleYaml, exportStamp, secureFilename } from '../../platform/export-bundle';
import { zip, type ZipEntry } from '../explore';

export const MODEL_NAME = 'SavedQuery';

export interface ExportedQuery {
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  uuid: string;
  databaseUuid: string;
  databaseName: string;
}

export interface ExportedDatabase {
  database_name: string;
  /** Password already masked. */
  sqlalchemy_uri: string;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_csv_upload: boolean;
  extra: Record<string, unknown>;
  impersonate_user: boolean;
  uuid: string;
}


export function buildSavedQueryBundle(queries: ExportedQuery[], databases: ExportedDatabase[], now: Date): { filename: string; body: Buffer } {
  const root = `saved_query_export_${exportStamp(now)}`;
  const entries: ZipEntry[] = [
    { name: `${root}/metadata.yaml`, data: bundleYaml(bundleMetadata(MODEL_NAME, now)) },
  ];
  const used = new Set<string>();
  for (const q of queries) {
    const folder = ['queries', secureFilename(q.databaseName) || q.databaseUuid, ...(q.schema ? [secureFilename(q.schema) || 'schema'] : [])].join('/');
    let name = `${folder}/${secureFilename(q.label ?? '') || q.uuid}.yaml`;
    // Two queries with the same label would overwrite each other in the archive.
    if (used.has(name)) name = `${folder}/${secureFilename(q.label ?? '') || 'query'}_${q.uuid}.yaml`;
    used.add(name);
    const config = { catalog: q.catalog, schema: q.schema, label: q.label, description: q.description, sql: q.sql, uuid: q.uuid, version: BUNDLE_VERSION, database_uuid: q.databaseUuid };
    entries.push({ name: `${root}/${name}`, data: bundleYaml(config) });
  }
  for (const d of databases) {
    const { uuid, ...rest } = d;
    entries.push({ name: `${root}/databases/${secureFilename(d.database_name) || uuid}.yaml`, data: bundleYaml({ ...rest, uuid, version: BUNDLE_VERSION }) });
  }
  return { filename: `${root}.zip`, body: zip(entries, now) };
}

export interface ImportedQuery {
  file: string;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string;
  uuid: string;
  databaseUuid: string;
}

export interface ReadBundle {
  queries: ImportedQuery[];
  /** database uuid -> file name, for the databases the bundle describes. */
  databases: Map<string, string>;
  /** file name -> Superset's message(s) for it. */
  errors: Record<string, unknown>;
}

export class BundleFormatError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a bundle; throws BundleFormatError when it is not a ZIP or holds no usable file. */
export async function readSavedQueryBundle(data: Buffer): Promise<ReadBundle> {
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(data);
  } catch {
    throw new BundleFormatError('Not a ZIP file');
  }
  const files = new Map<string, string>();
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    // The importer drops the root folder; hidden and private names are skipped.
    const name = entry.name.split('/').slice(1).join('/');
    const base = name.split('/').pop() ?? '';
    if (!name || base.startsWith('.') || base.startsWith('_') || !/\.ya?ml$/i.test(name)) continue;
    files.set(name, await entry.async('string'));
  }
  if (!files.size) throw new BundleFormatError('No valid import files were found');
  const errors: Record<string, unknown> = {};
  const load = (name: string): Record<string, unknown> | null => {
    try {
      const value: unknown = parseYaml(files.get(name)!);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    errors[name] = 'Not a valid YAML file';
    return null;
  };
  const metadata = files.has('metadata.yaml') ? load('metadata.yaml') : null;
  if (!metadata || metadata.version !== BUNDLE_VERSION) {
    // Superset's v1 importer declines the bundle; no other importer takes it.
    throw new BundleFormatError('Could not find a valid command to import file');
  }
  if (metadata.type !== undefined && metadata.type !== MODEL_NAME) errors['metadata.yaml'] = { type: [`Must be equal to ${MODEL_NAME}.`] };

  const queries: ImportedQuery[] = [];
  const databases = new Map<string, string>();
  for (const name of files.keys()) {
    if (name.startsWith('databases/')) {
      const config = load(name);
      if (config && typeof config.uuid === 'string') databases.set(config.uuid.toLowerCase(), name);
    } else if (name.startsWith('queries/')) {
      const config = load(name);
      if (!config) continue;
      const fieldErrors: Record<string, string[]> = {};
      for (const required of ['sql', 'uuid', 'version', 'database_uuid']) {
        if (config[required] === undefined) fieldErrors[required] = ['Missing data for required field.'];
      }
      for (const key of ['uuid', 'database_uuid']) {
        if (config[key] !== undefined && (typeof config[key] !== 'string' || !UUID.test(config[key] as string))) fieldErrors[key] = ['Not a valid UUID.'];
      }
      const text = (key: string) => {
        const v = config[key];
        if (v === undefined || v === null) return null;
        if (typeof v !== 'string') fieldErrors[key] = ['Not a valid string.'];
        return typeof v === 'string' ? v : null;
      };
      const item = { catalog: text('catalog'), schema: text('schema'), label: text('label'), description: text('description'), sql: text('sql') };
      if (Object.keys(fieldErrors).length) {
        errors[name] = fieldErrors;
        continue;
      }
      queries.push({ file: name, ...item, sql: item.sql ?? '', uuid: (config.uuid as string).toLowerCase(), databaseUuid: (config.database_uuid as string).toLowerCase() });
    }
  }
  return { queries, databases, errors };
}
