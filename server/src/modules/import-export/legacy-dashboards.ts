/**
 * Superset's legacy (v0, unversioned) dashboard export, which `/dashboard/import/` takes as one JSON file:
 * `{"dashboards": [{"__Dashboard__": {..., "slices": [{"__Slice__": {...}}]}}], "datasources":
 * [{"__SqlaTable__": {..., "columns": [{"__TableColumn__": {...}}], "metrics": [{"__SqlMetric__": {...}}]}}]}`
 * (REST ref §7.5). It names no uuids: charts point at their table by database name, schema and table name,
 * layouts and metadata use the exporting server's ids. Here it is read without trusting it (size cap, depth
 * cap, no NUL characters, every field checked) and turned into a v1 bundle, so the one importer writes it in
 * one transaction with the same rules: a table already here is bound to (never replaced), a chart or
 * dashboard gets a uuid derived from its exporting id and name, so importing the file again finds it.
 */
import { createHash } from 'node:crypto';
import { isJsonObject } from '../../platform/json-text';
import { appendChart, defaultLayout, randomComponentId, type Layout } from '../dashboard';
import { checkFields, type FieldSpec } from './bundle-fields';
import { BundleReadError, datasetParts, plainDataProblem, SLICE_FIELDS, TABLE_FIELDS, type Bundle, type ChartConfig, type DashboardConfig, type DatasetConfig } from './bundle-reader';

export interface LegacyLimits {
  maxBytes: number;
  /** Dashboards, charts and tables together. */
  maxObjects: number;
}

interface LegacyTable {
  remoteId: number | null;
  databaseName: string;
  config: Omit<DatasetConfig, 'file' | 'uuid' | 'database_uuid'>;
}

interface LegacyChart {
  id: number | null;
  /** Where its table is: database name, schema and `[schema.]table` from its params. */
  databaseName: string | null;
  schema: string | null;
  datasourceName: string | null;
  datasourceId: number | null;
  config: Omit<ChartConfig, 'file' | 'uuid' | 'dataset_uuid'>;
}

interface LegacyDashboard {
  id: number | null;
  charts: LegacyChart[];
  config: Omit<DashboardConfig, 'file' | 'uuid' | 'position' | 'metadata'>;
  position: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
}

export interface LegacyExport {
  file: string;
  dashboards: LegacyDashboard[];
  tables: LegacyTable[];
  /** Field problems, as the bundle's per-file messages. */
  errors: Record<string, unknown>;
}

/** What the import looks up on this server: a database's uuid by name, a table's dataset by its place. */
export interface LegacyLookups {
  databaseUuid(name: string): Promise<string | null>;
  datasetUuid(databaseUuid: string, schema: string | null, tableName: string): Promise<string | null>;
}

/** A name-based (v5-shaped) uuid: the same legacy object always gets the same one. */
export function derivedUuid(...parts: (string | number | null)[]): string {
  const hex = createHash('sha1').update(JSON.stringify(['tessera-legacy-import', ...parts])).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** JSON text kept in a legacy object (params, position_json, json_metadata) as an object, or undefined. */
function innerJson(text: unknown): Record<string, unknown> | undefined {
  if (isJsonObject(text)) return text;
  if (typeof text !== 'string' || !text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) && !plainDataProblem(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const text = { kind: 'text' } as const;
const int = { kind: 'integer' } as const;
const bool = { kind: 'boolean' } as const;
const json = { kind: 'json' } as const;
const TABLE: FieldSpec = { id: int, ...TABLE_FIELDS };
const SLICE: FieldSpec = { id: int, ...SLICE_FIELDS, datasource_name: text, datasource_id: int };
const DASHBOARD: FieldSpec = {
  id: int,
  dashboard_title: { kind: 'text', required: true, nullable: false },
  position_json: json,
  json_metadata: json,
  description: text,
  css: text,
  published: bool,
  certified_by: text,
  certification_details: text,
  slices: { kind: 'list' },
};

/** `{"__<Model>__": {...}}` -> its fields, or null. */
function unwrap(value: unknown, model: string): Record<string, unknown> | null {
  const inner = isJsonObject(value) ? value[`__${model}__`] : undefined;
  return isJsonObject(inner) ? inner : null;
}

/** Each `{"__<Model>__": {...}}` of a list checked against `spec`; problems keyed by position. */
function eachOf(list: unknown, model: string, spec: FieldSpec, problems: Record<number, unknown>): (Record<string, unknown> | null)[] {
  return (Array.isArray(list) ? list : []).map((item, i) => {
    const fields = unwrap(item, model);
    if (!fields) {
      problems[i] = { _schema: [`Expected an object holding __${model}__.`] };
      return null;
    }
    const { values, errors } = checkFields(fields, spec);
    if (Object.keys(errors).length) {
      problems[i] = errors;
      return null;
    }
    return values;
  });
}

const LEGACY_BOOKKEEPING = ['remote_id', 'import_time', 'database_name', 'datasource_name', 'schema'];
const withoutBookkeeping = (params: Record<string, unknown> | undefined) => Object.fromEntries(Object.entries(params ?? {}).filter(([k]) => !LEGACY_BOOKKEEPING.includes(k)));

function readTable(t: Record<string, unknown>): LegacyTable | { problems: unknown } {
  const params = innerJson(t.params);
  const columns = (Array.isArray(t.columns) ? t.columns : []).map((c) => unwrap(c, 'TableColumn') ?? c);
  const metrics = (Array.isArray(t.metrics) ? t.metrics : []).map((m) => unwrap(m, 'SqlMetric') ?? m);
  const parts = datasetParts({ columns, metrics } as Pick<DatasetConfig, 'columns' | 'metrics'>);
  if ('problems' in parts) return { problems: parts.problems };
  if (typeof params?.database_name !== 'string') return { problems: { params: { database_name: ['Missing data for required field.'] } } };
  const rest = Object.fromEntries(Object.entries(t).filter(([k]) => !['id', 'params', 'columns', 'metrics'].includes(k)));
  const kept = withoutBookkeeping(params);
  return {
    remoteId: typeof params.remote_id === 'number' ? params.remote_id : ((t.id as number | undefined) ?? null),
    databaseName: params.database_name,
    config: { ...rest, params: Object.keys(kept).length ? kept : null, ...parts } as LegacyTable['config'],
  };
}

function readChart(c: Record<string, unknown>): LegacyChart {
  const params = innerJson(c.params) ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const { id, params: _p, datasource_name: name, datasource_id: datasourceId, ...rest } = c;
  return {
    id: (id as number | undefined) ?? null,
    databaseName: str(params.database_name),
    schema: str(params.schema),
    datasourceName: str(params.datasource_name) ?? str(name),
    datasourceId: (datasourceId as number | undefined) ?? null,
    config: { ...rest, params: { ...withoutBookkeeping(params), viz_type: c.viz_type } } as LegacyChart['config'],
  };
}

/** Reads the legacy JSON export; BundleReadError when it is no such file at all. */
export function readLegacyDashboards(data: Buffer, file: string, limits: LegacyLimits): LegacyExport {
  if (data.length > limits.maxBytes) throw new BundleReadError('refused', `The file is larger than ${limits.maxBytes} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    // Neither a bundle nor a legacy export: no importer takes it.
    throw new BundleReadError('no-command', 'Could not find a valid command to import file');
  }
  const refused = plainDataProblem(parsed);
  if (refused) throw new BundleReadError('refused', `The file ${refused}`);
  if (!parsed || (typeof parsed === 'object' && !Object.keys(parsed).length)) throw new BundleReadError('no-data', 'No data in file');
  const out: LegacyExport = { file, dashboards: [], tables: [], errors: {} };
  if (!isJsonObject(parsed)) {
    out.errors[file] = { _schema: ['Invalid input type.'] };
    return out;
  }
  const problems: Record<string, unknown> = {};
  for (const key of ['dashboards', 'datasources']) {
    if (!Array.isArray(parsed[key])) problems[key] = [parsed[key] === undefined ? 'Missing data for required field.' : 'Not a valid list.'];
  }
  if (Object.keys(problems).length) {
    out.errors[file] = problems;
    return out;
  }
  const dashboards = parsed.dashboards as unknown[];
  const datasources = parsed.datasources as unknown[];
  const count = datasources.length + dashboards.reduce<number>((n, d) => n + 1 + (Array.isArray(unwrap(d, 'Dashboard')?.slices) ? (unwrap(d, 'Dashboard')!.slices as unknown[]).length : 0), 0);
  if (count > limits.maxObjects) throw new BundleReadError('refused', `The file holds ${count} objects; at most ${limits.maxObjects} are allowed`);

  const tableProblems: Record<number, unknown> = {};
  eachOf(datasources, 'SqlaTable', TABLE, tableProblems).forEach((t, i) => {
    if (!t) return;
    const table = readTable(t);
    if ('problems' in table) tableProblems[i] = table.problems;
    else out.tables.push(table);
  });
  const dashboardProblems: Record<number, unknown> = {};
  eachOf(dashboards, 'Dashboard', DASHBOARD, dashboardProblems).forEach((d, i) => {
    if (!d) return;
    const sliceProblems: Record<number, unknown> = {};
    const charts = eachOf(d.slices, 'Slice', SLICE, sliceProblems);
    if (Object.keys(sliceProblems).length) {
      dashboardProblems[i] = { slices: sliceProblems };
      return;
    }
    const { id, slices: _s, position_json: position, json_metadata: metadata, ...rest } = d;
    out.dashboards.push({
      id: (id as number | undefined) ?? null,
      charts: charts.map((c) => readChart(c!)),
      config: rest as LegacyDashboard['config'],
      position: innerJson(position) ?? null,
      metadata: innerJson(metadata) ?? {},
    });
  });
  if (Object.keys(tableProblems).length) problems.datasources = tableProblems;
  if (Object.keys(dashboardProblems).length) problems.dashboards = dashboardProblems;
  if (Object.keys(problems).length) out.errors[file] = problems;
  return out;
}

/** `schema.table` or `table` as a chart names its table. */
const namesTable = (datasourceName: string | null, schema: string | null, tableName: string) => datasourceName === tableName || (schema !== null && datasourceName === `${schema}.${tableName}`);

/** The layout with every CHART node of a bundled chart naming it by uuid; nodes of charts not in the file go. */
function layoutWithUuids(position: Record<string, unknown>, uuidOfChartId: ReadonlyMap<number, string>): Layout {
  const orphans = new Set(Object.entries(position).filter(([, n]) => isJsonObject(n) && n.type === 'CHART' && !(isJsonObject(n.meta) && uuidOfChartId.has(n.meta.chartId as number))).map(([k]) => k));
  return Object.fromEntries(
    Object.entries(position)
      .filter(([k]) => !orphans.has(k))
      .map(([k, n]) => {
        if (!isJsonObject(n)) return [k, n];
        const children = Array.isArray(n.children) ? { children: n.children.filter((c) => !orphans.has(c as string)) } : {};
        const meta = n.type === 'CHART' && isJsonObject(n.meta) ? { meta: { ...n.meta, uuid: uuidOfChartId.get(n.meta.chartId as number) } } : {};
        return [k, { ...n, ...children, ...meta }];
      }),
  ) as Layout;
}

/**
 * The legacy export as a v1 bundle (every object filed under the uploaded file's name). Databases must exist
 * here (a legacy export carries none); problems go into the bundle's errors.
 */
export async function legacyBundle(legacy: LegacyExport, lookups: LegacyLookups): Promise<Bundle> {
  const { file } = legacy;
  const bundle: Bundle = { databases: [], datasets: [], charts: [], dashboards: [], queries: [], tags: new Map(), errors: { ...legacy.errors } };
  const problem = (message: string) => {
    const current = bundle.errors[file] as { _schema?: string[] } | undefined;
    bundle.errors[file] = { ...current, _schema: [...(current?._schema ?? []), message] };
  };
  const databaseUuids = new Map<string, string | null>();
  const databaseUuid = async (name: string) => {
    if (!databaseUuids.has(name)) databaseUuids.set(name, await lookups.databaseUuid(name));
    return databaseUuids.get(name)!;
  };
  const datasetByRemoteId = new Map<number, string>();
  for (const t of legacy.tables) {
    const dbUuid = await databaseUuid(t.databaseName);
    if (!dbUuid) {
      problem(`Database ${t.databaseName} does not exist`);
      continue;
    }
    const schema = t.config.schema ?? null;
    const uuid = (await lookups.datasetUuid(dbUuid, schema, t.config.table_name)) ?? derivedUuid('dataset', dbUuid, schema, t.config.table_name);
    if (t.remoteId !== null) datasetByRemoteId.set(t.remoteId, uuid);
    if (!bundle.datasets.some((d) => d.uuid === uuid)) bundle.datasets.push({ ...t.config, file, uuid, database_uuid: dbUuid });
  }
  const datasetOf = async (c: LegacyChart): Promise<string | null> => {
    const inFile = legacy.tables.find((t) => t.databaseName === c.databaseName && namesTable(c.datasourceName, t.config.schema ?? null, t.config.table_name) && (c.schema === null || c.schema === (t.config.schema ?? null)));
    const dbUuid = c.databaseName ? await databaseUuid(c.databaseName) : null;
    if (inFile && dbUuid) return (await lookups.datasetUuid(dbUuid, inFile.config.schema ?? null, inFile.config.table_name)) ?? derivedUuid('dataset', dbUuid, inFile.config.schema ?? null, inFile.config.table_name);
    if (c.datasourceId !== null && datasetByRemoteId.has(c.datasourceId)) return datasetByRemoteId.get(c.datasourceId)!;
    if (!dbUuid || !c.datasourceName) return null;
    const tableName = c.schema && c.datasourceName.startsWith(`${c.schema}.`) ? c.datasourceName.slice(c.schema.length + 1) : c.datasourceName;
    return lookups.datasetUuid(dbUuid, c.schema, tableName);
  };
  for (const d of legacy.dashboards) {
    const title = d.config.dashboard_title;
    const uuidOfChartId = new Map<number, string>();
    for (const c of d.charts) {
      const uuid = derivedUuid('chart', c.id, c.config.slice_name);
      if (c.id !== null) uuidOfChartId.set(c.id, uuid);
      const datasetUuid = await datasetOf(c);
      if (!datasetUuid) problem(`Dataset ${c.datasourceName ?? c.config.slice_name} does not exist`);
      else if (!bundle.charts.some((x) => x.uuid === uuid)) bundle.charts.push({ ...c.config, file, uuid, dataset_uuid: datasetUuid });
    }
    // Charts the layout does not place are appended, as Superset's export of the dashboard would.
    let layout = layoutWithUuids(d.position ?? defaultLayout(title), uuidOfChartId);
    if (!layout.ROOT_ID) layout = defaultLayout(title);
    for (const c of d.charts) if (c.id !== null) layout = appendChart(layout, { id: c.id, sliceName: c.config.slice_name, uuid: uuidOfChartId.get(c.id)! }, randomComponentId);
    const metadata = { ...d.metadata };
    if (Array.isArray(metadata.native_filter_configuration)) {
      metadata.native_filter_configuration = metadata.native_filter_configuration.map((f: unknown) =>
        isJsonObject(f) && Array.isArray(f.targets)
          ? { ...f, targets: f.targets.map((t: unknown) => (isJsonObject(t) && typeof t.datasetId === 'number' ? { ...Object.fromEntries(Object.entries(t).filter(([k]) => k !== 'datasetId')), datasetUuid: datasetByRemoteId.get(t.datasetId) ?? null } : t)) }
          : f,
      );
    }
    // Superset clears a legacy dashboard's slug so it cannot clash.
    bundle.dashboards.push({ ...d.config, file, uuid: derivedUuid('dashboard', d.id, title), slug: null, position: layout, metadata });
  }
  return bundle;
}
