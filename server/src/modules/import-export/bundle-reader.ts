/**
 * A Superset v1 bundle read into checked configs (REST ref §7): the ZIP read safely, the single root
 * folder stripped, only `.yaml`/`.yml` files that are not hidden or private, YAML parsed with the core
 * schema only (no custom tags) and a cap on aliases, metadata.yaml's version and type checked, then each
 * file of databases/, datasets/, charts/, dashboards/ and queries/ checked against its fields. Problems
 * are collected per file with Superset's messages; nothing here touches the database.
 */
import { parse as parseYaml } from 'yaml';
import { BUNDLE_VERSION } from '../../platform/export-bundle';
import { lengthMessage } from '../../platform/field-length';
import { TAG_NAME_MAX } from '../tag';
import { BUNDLE_KINDS, type BundleResource } from './bundle-kind';
import { checkFields, type FieldSpec } from './bundle-fields';
import { BUNDLE_ZIP_LIMITS, readZip, type ZipLimits } from './zip-reader';

export interface DatabaseConfig {
  file: string;
  uuid: string;
  database_name: string;
  sqlalchemy_uri: string;
  password?: string | null;
  cache_timeout?: number | null;
  expose_in_sqllab?: boolean | null;
  allow_run_async?: boolean | null;
  allow_ctas?: boolean | null;
  allow_cvas?: boolean | null;
  allow_dml?: boolean | null;
  allow_csv_upload?: boolean | null;
  allow_file_upload?: boolean | null;
  extra?: Record<string, unknown> | null;
  impersonate_user?: boolean | null;
  encrypted_extra?: string | Record<string, unknown> | null;
  ssh_tunnel?: Record<string, unknown> | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
}

export interface ColumnConfig {
  column_name: string;
  verbose_name?: string | null;
  is_dttm?: boolean | null;
  is_active?: boolean | null;
  type?: string | null;
  advanced_data_type?: string | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
  expression?: string | null;
  description?: string | null;
  python_date_format?: string | null;
  extra?: unknown;
}

export interface MetricConfig {
  metric_name: string;
  verbose_name?: string | null;
  metric_type?: string | null;
  expression: string;
  description?: string | null;
  d3format?: string | null;
  currency?: unknown;
  extra?: unknown;
  warning_text?: string | null;
}

export interface DatasetConfig {
  file: string;
  uuid: string;
  database_uuid: string;
  table_name: string;
  main_dttm_col?: string | null;
  description?: string | null;
  default_endpoint?: string | null;
  offset?: number | null;
  cache_timeout?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  params?: unknown;
  template_params?: unknown;
  filter_select_enabled?: boolean | null;
  fetch_values_predicate?: string | null;
  extra?: unknown;
  normalize_columns?: boolean | null;
  always_filter_main_dttm?: boolean | null;
  folders?: unknown;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  columns: ColumnConfig[];
  metrics: MetricConfig[];
}

export interface ChartConfig {
  file: string;
  uuid: string;
  dataset_uuid: string;
  slice_name: string;
  description?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  viz_type: string;
  params?: unknown;
  query_context?: unknown;
  cache_timeout?: number | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  /** Custom tag names (TAGGING_SYSTEM). */
  tags?: string[] | null;
}

export interface DashboardConfig {
  file: string;
  uuid: string;
  dashboard_title: string;
  description?: string | null;
  css?: string | null;
  slug?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  published?: boolean | null;
  position?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  /** Custom tag names (TAGGING_SYSTEM). */
  tags?: string[] | null;
}

export interface QueryConfig {
  file: string;
  uuid: string;
  database_uuid: string;
  catalog?: string | null;
  schema?: string | null;
  label?: string | null;
  description?: string | null;
  sql: string;
}

export interface Bundle {
  databases: DatabaseConfig[];
  datasets: DatasetConfig[];
  charts: ChartConfig[];
  dashboards: DashboardConfig[];
  queries: QueryConfig[];
  /** tags.yaml: the bundled tags' descriptions by name. */
  tags: Map<string, string | null>;
  /** file name -> Superset's message(s) for it. */
  errors: Record<string, unknown>;
}

/** Why a bundle cannot be read at all: `not-zip`, `no-command` and `no-data` answer 422, `empty` and `refused` 400. */
export class BundleReadError extends Error {
  constructor(
    readonly kind: 'not-zip' | 'empty' | 'no-command' | 'no-data' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

const text = { kind: 'text' } as const;
const bool = { kind: 'boolean' } as const;
const int = { kind: 'integer' } as const;
const common: FieldSpec = { uuid: { kind: 'uuid', required: true, nullable: false }, version: { kind: 'string', required: true } };
const managed: FieldSpec = { is_managed_externally: bool, external_url: text };

const DATABASE: FieldSpec = {
  ...common,
  ...managed,
  database_name: { kind: 'text', required: true, nullable: false },
  sqlalchemy_uri: { kind: 'string', required: true, nullable: false },
  password: text,
  cache_timeout: int,
  expose_in_sqllab: bool,
  allow_run_async: bool,
  allow_ctas: bool,
  allow_cvas: bool,
  allow_dml: bool,
  allow_csv_upload: bool,
  allow_file_upload: bool,
  extra: { kind: 'object' },
  impersonate_user: bool,
  encrypted_extra: { kind: 'json' },
  ssh_tunnel: { kind: 'object' },
};
const COLUMN: FieldSpec = {
  column_name: { kind: 'text', required: true, nullable: false },
  verbose_name: text,
  is_dttm: bool,
  is_active: bool,
  type: text,
  advanced_data_type: text,
  groupby: bool,
  filterable: bool,
  expression: text,
  description: text,
  python_date_format: text,
  extra: { kind: 'json' },
};
const METRIC: FieldSpec = {
  metric_name: { kind: 'text', required: true, nullable: false },
  verbose_name: text,
  metric_type: text,
  expression: { kind: 'text', required: true, nullable: false },
  description: text,
  d3format: text,
  currency: { kind: 'json' },
  extra: { kind: 'json' },
  warning_text: text,
};
/** A dataset's own fields (a v1 file adds its uuid, version and database_uuid; a legacy export its id). */
export const TABLE_FIELDS: FieldSpec = {
  table_name: { kind: 'text', required: true, nullable: false },
  main_dttm_col: text,
  description: text,
  default_endpoint: text,
  offset: int,
  cache_timeout: int,
  catalog: text,
  schema: text,
  sql: text,
  params: { kind: 'json' },
  template_params: { kind: 'json' },
  filter_select_enabled: bool,
  fetch_values_predicate: text,
  extra: { kind: 'json' },
  normalize_columns: bool,
  always_filter_main_dttm: bool,
  folders: { kind: 'any' },
  columns: { kind: 'list' },
  metrics: { kind: 'list' },
};
const DATASET: FieldSpec = { ...common, ...managed, database_uuid: { kind: 'uuid', required: true, nullable: false }, ...TABLE_FIELDS };
/** A chart's own fields (a v1 file adds its uuid, version and dataset_uuid; a legacy export its id and table). */
export const SLICE_FIELDS: FieldSpec = {
  slice_name: { kind: 'text', required: true, nullable: false },
  description: text,
  certified_by: text,
  certification_details: text,
  viz_type: { kind: 'string', required: true, nullable: false },
  params: { kind: 'json' },
  query_context: { kind: 'json' },
  cache_timeout: int,
};
const CHART: FieldSpec = { ...common, ...managed, dataset_uuid: { kind: 'uuid', required: true, nullable: false }, ...SLICE_FIELDS, tags: { kind: 'list' } };
const DASHBOARD: FieldSpec = {
  ...common,
  ...managed,
  dashboard_title: { kind: 'text', required: true, nullable: false },
  description: text,
  css: text,
  slug: text,
  certified_by: text,
  certification_details: text,
  published: bool,
  position: { kind: 'object' },
  metadata: { kind: 'object' },
  tags: { kind: 'list' },
};
const QUERY: FieldSpec = {
  ...common,
  database_uuid: { kind: 'uuid', required: true, nullable: false },
  catalog: text,
  schema: text,
  label: text,
  description: text,
  sql: { kind: 'text', required: true, nullable: false },
};

/** Hidden, private and non-YAML names are no import files (Superset's is_valid_config and the like). */
function isImportFile(path: string): boolean {
  const base = path.split('/').pop() ?? '';
  return !!path && !base.startsWith('.') && !base.startsWith('_') && /\.ya?ml$/i.test(base);
}

/** The bundle-relative path: the importer drops the root folder of every entry. */
const withoutRoot = (name: string) => name.split('/').slice(1).join('/');

/** How deep parsed import data may nest (objects and lists). */
export const MAX_DATA_DEPTH = 64;

/** Why parsed data is refused (too deep, a NUL character), or null; iterative, so no depth can overflow it. */
export function plainDataProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return 'holds a NUL character';
    } else if (v && typeof v === 'object') {
      if (depth > MAX_DATA_DEPTH) return `nests deeper than ${MAX_DATA_DEPTH} levels`;
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\0')) return 'holds a NUL character';
        stack.push([inner, depth + 1]);
      }
    }
  }
  return null;
}

/** Parses YAML with the core schema (plain data only), rejecting duplicate keys and alias floods. */
export function parseBundleYaml(source: string): unknown {
  return parseYaml(source, { schema: 'core', customTags: [], maxAliasCount: 100, uniqueKeys: true, merge: false, logLevel: 'error' });
}

export function readBundle(data: Buffer, resource: BundleResource, limits: ZipLimits = BUNDLE_ZIP_LIMITS): Bundle {
  let entries;
  try {
    entries = readZip(data, limits, (name) => isImportFile(withoutRoot(name)));
  } catch (err) {
    const e = err as Error & { kind?: string };
    throw new BundleReadError(e.kind === 'not-zip' ? 'not-zip' : 'refused', e.message);
  }
  if (!entries.length) throw new BundleReadError('empty', 'No valid import files were found');
  const files = new Map(entries.map((e) => [withoutRoot(e.name), e.data.toString('utf8')]));
  const bundle: Bundle = { databases: [], datasets: [], charts: [], dashboards: [], queries: [], tags: new Map(), errors: {} };
  const load = (name: string): Record<string, unknown> | null => {
    try {
      const value = parseBundleYaml(files.get(name)!);
      // PostgreSQL text cannot hold a NUL, and no configuration nests 64 levels deep.
      const problem = plainDataProblem(value);
      if (problem) {
        bundle.errors[name] = `Not a valid YAML file: it ${problem}`;
        return null;
      }
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    bundle.errors[name] = 'Not a valid YAML file';
    return null;
  };
  const metadata = files.has('metadata.yaml') ? load('metadata.yaml') : null;
  // Superset's v1 importer declines the bundle; no other importer takes it.
  if (!metadata || metadata.version !== BUNDLE_VERSION) throw new BundleReadError('no-command', 'Could not find a valid command to import file');
  const model = BUNDLE_KINDS[resource].model;
  if (metadata.type !== undefined && metadata.type !== model) bundle.errors['metadata.yaml'] = { type: [`Must be equal to ${model}.`] };

  const checked = <T>(name: string, spec: FieldSpec): T | null => {
    const config = load(name);
    if (!config) return null;
    const { values, errors } = checkFields(config, spec);
    if (Array.isArray(values.tags) && values.tags.some((t) => typeof t !== 'string')) errors.tags = ['Not a valid string.'];
    else if (Array.isArray(values.tags) && values.tags.some((t: string) => !tagNameFits(t))) errors.tags = [lengthMessage(1, TAG_NAME_MAX)];
    if (Object.keys(errors).length) {
      bundle.errors[name] = errors;
      return null;
    }
    return { ...values, file: name } as T;
  };
  for (const name of [...files.keys()].sort()) {
    const folder = name.split('/')[0];
    if (name === 'tags.yaml') {
      const config = load(name);
      const tags = readTagsFile(config);
      if (tags) bundle.tags = tags;
      else if (config) bundle.errors[name] = { tags: ['Not a valid list.'] };
    } else if (folder === 'databases') {
      const c = checked<DatabaseConfig>(name, DATABASE);
      if (c) bundle.databases.push(c);
    } else if (folder === 'datasets') {
      const c = checked<DatasetConfig>(name, DATASET);
      if (c) {
        const parts = datasetParts(c);
        if ('problems' in parts) bundle.errors[name] = parts.problems;
        else bundle.datasets.push({ ...c, ...parts });
      }
    } else if (folder === 'charts') {
      const c = checked<ChartConfig>(name, CHART);
      if (c) bundle.charts.push(c);
    } else if (folder === 'dashboards') {
      const c = checked<DashboardConfig>(name, DASHBOARD);
      if (c) bundle.dashboards.push(c);
    } else if (folder === 'queries') {
      const c = checked<QueryConfig>(name, QUERY);
      if (c) bundle.queries.push(c);
    }
  }
  return bundle;
}

/** A tag name the tag table's name column holds. */
const tagNameFits = (name: string) => name.length >= 1 && name.length <= TAG_NAME_MAX;

/** tags.yaml's `tags: [{tag_name, description}]` as name -> description, or null when it has another shape. */
function readTagsFile(config: Record<string, unknown> | null): Map<string, string | null> | null {
  if (!config || !Array.isArray(config.tags)) return null;
  const tags = new Map<string, string | null>();
  for (const t of config.tags as unknown[]) {
    const tag = t as { tag_name?: unknown; description?: unknown } | null;
    if (!tag || typeof tag.tag_name !== 'string' || !tag.tag_name.trim() || !tagNameFits(tag.tag_name)) return null;
    tags.set(tag.tag_name, typeof tag.description === 'string' ? tag.description : null);
  }
  return tags;
}

/** A dataset's columns and metrics, each checked; messages keyed by position as marshmallow nests them. */
export function datasetParts(config: Pick<DatasetConfig, 'columns' | 'metrics'>): Pick<DatasetConfig, 'columns' | 'metrics'> | { problems: Record<string, unknown> } {
  const problems: Record<string, Record<number, unknown>> = {};
  const each = <T>(key: 'columns' | 'metrics', spec: FieldSpec): T[] =>
    ((config[key] ?? []) as unknown[]).flatMap((item, i) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        (problems[key] ??= {})[i] = { _schema: ['Invalid input type.'] };
        return [];
      }
      const { values, errors: e } = checkFields(item as Record<string, unknown>, spec);
      if (Object.keys(e).length) {
        (problems[key] ??= {})[i] = e;
        return [];
      }
      return [values as T];
    });
  const columns = each<ColumnConfig>('columns', COLUMN);
  const metrics = each<MetricConfig>('metrics', METRIC);
  return Object.keys(problems).length ? { problems } : { columns, metrics };
}
