/**
 * Entities to bundle YAML (REST ref §7.1, §7.3): one config per object, in Superset's key order, JSON text
 * columns expanded, linked by uuid, passwords and secure extras never written (the URI's password and
 * every SSH secret show as the mask). Pure: the export service loads the entities.
 */
import { bundleMetadata, bundleYaml, BUNDLE_VERSION, exportStamp, secureFilename } from '../../platform/export-bundle';
import { isJsonObject, parseJsonObjectText, parseJsonText } from '../../platform/json-text';
import type { Chart } from '../chart';
import { appendChart, componentOf, defaultLayout, randomComponentId, type Dashboard, type Layout } from '../dashboard';
import { maskUri, parseUri, PASSWORD_MASK, type Database } from '../database';
import type { Dataset } from '../dataset';
import { zip, type ZipEntry } from '../explore';
import type { SavedQuery } from '../saved-query';
import { BUNDLE_KINDS, type BundleResource } from './bundle-kind';

export interface BundleContent {
  dashboards: Dashboard[];
  charts: Chart[];
  datasets: Dataset[];
  databases: Database[];
  queries: SavedQuery[];
  /** With TAGGING_SYSTEM: custom tag names by dashboard and chart id, and each tag's description. */
  tags?: { dashboards: Map<number, string[]>; charts: Map<number, string[]>; described: Map<string, string | null> };
}

/** The URI with its password masked; a password stored apart from the URI shows as the mask too. */
export function exportedUri(uri: string, hasStoredPassword: boolean): string {
  const u = parseUri(uri);
  if (!u || !hasStoredPassword || !u.username) return maskUri(uri);
  u.password = PASSWORD_MASK;
  return u.toString();
}

const masked = (value: string | null) => (value ? PASSWORD_MASK : undefined);

export function databaseConfig(d: Database): Record<string, unknown> {
  const { schemas_allowed_for_file_upload: schemas, ...extra } = parseJsonObjectText(d.extra);
  const tunnel = d.sshTunnel;
  return {
    database_name: d.databaseName,
    sqlalchemy_uri: exportedUri(d.sqlalchemyUri, d.password !== null),
    cache_timeout: d.cacheTimeout ?? null,
    expose_in_sqllab: d.exposeInSqllab,
    allow_run_async: d.allowRunAsync,
    allow_ctas: d.allowCtas,
    allow_cvas: d.allowCvas,
    allow_dml: d.allowDml,
    // Exported under the legacy key, as Superset does.
    allow_csv_upload: d.allowFileUpload,
    extra: { ...extra, schemas_allowed_for_csv_upload: schemas ?? [] },
    impersonate_user: d.impersonateUser,
    uuid: d.uuid,
    ...(tunnel
      ? {
          ssh_tunnel: JSON.parse(
            JSON.stringify({
              server_address: tunnel.serverAddress,
              server_port: tunnel.serverPort,
              username: tunnel.username,
              password: masked(tunnel.password),
              private_key: masked(tunnel.privateKey),
              private_key_password: masked(tunnel.privateKeyPassword),
            }),
          ),
        }
      : {}),
    version: BUNDLE_VERSION,
  };
}

export function datasetConfig(t: Dataset, databaseUuid: string): Record<string, unknown> {
  return {
    table_name: t.tableName,
    main_dttm_col: t.mainDttmCol,
    description: t.description,
    default_endpoint: t.defaultEndpoint,
    offset: t.offset,
    cache_timeout: t.cacheTimeout,
    catalog: t.catalog,
    schema: t.schema,
    sql: t.sql,
    params: parseJsonText(t.params) ?? null,
    template_params: parseJsonText(t.templateParams) ?? null,
    filter_select_enabled: t.filterSelectEnabled,
    fetch_values_predicate: t.fetchValuesPredicate,
    extra: parseJsonText(t.extra) ?? null,
    normalize_columns: t.normalizeColumns,
    always_filter_main_dttm: t.alwaysFilterMainDttm,
    folders: t.folders ?? null,
    uuid: t.uuid,
    metrics: [...(t.metrics ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((m) => ({
        metric_name: m.metricName,
        verbose_name: m.verboseName,
        metric_type: m.metricType,
        expression: m.expression,
        description: m.description,
        d3format: m.d3format,
        currency: m.currency ?? null,
        extra: parseJsonText(m.extra) ?? null,
        warning_text: m.warningText,
      })),
    columns: [...(t.columns ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((c) => ({
        column_name: c.columnName,
        verbose_name: c.verboseName,
        is_dttm: c.isDttm,
        is_active: c.isActive,
        type: c.type,
        advanced_data_type: c.advancedDataType,
        groupby: c.groupby,
        filterable: c.filterable,
        expression: c.expression,
        description: c.description,
        python_date_format: c.pythonDateFormat,
        extra: parseJsonText(c.extra) ?? null,
      })),
    version: BUNDLE_VERSION,
    database_uuid: databaseUuid,
  };
}

/** `tags: [...]` when the object has custom tags (Superset writes the key only then). */
const tagsOf = (tags: readonly string[] | undefined) => (tags?.length ? { tags: [...tags] } : {});

export function chartConfig(c: Chart, datasetUuid: string | null, tags?: readonly string[]): Record<string, unknown> {
  return {
    slice_name: c.sliceName,
    description: c.description,
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
    viz_type: c.vizType,
    params: parseJsonText(c.params) ?? null,
    query_context: c.queryContext,
    cache_timeout: c.cacheTimeout,
    uuid: c.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: datasetUuid,
    ...tagsOf(tags),
  };
}

/** The layout to export: the stored one (or the default), with every linked chart placed. */
function exportedLayout(dashboard: Dashboard, charts: Chart[]): Layout {
  const stored = parseJsonObjectText(dashboard.positionJson);
  let layout = (componentOf(stored as Layout, 'ROOT_ID') ? stored : defaultLayout(dashboard.dashboardTitle ?? '')) as Layout;
  for (const chart of charts) layout = appendChart(layout, { id: chart.id, sliceName: chart.sliceName, uuid: chart.uuid }, randomComponentId);
  return layout;
}

/** Native filter targets name datasets by uuid in a bundle. */
function exportedMetadata(dashboard: Dashboard, datasetUuid: ReadonlyMap<number, string>): Record<string, unknown> {
  const md = parseJsonObjectText(dashboard.jsonMetadata);
  if (!Array.isArray(md.native_filter_configuration)) return md;
  return {
    ...md,
    native_filter_configuration: md.native_filter_configuration.map((f: unknown) => {
      if (!isJsonObject(f) || !Array.isArray(f.targets)) return f;
      return {
        ...f,
        targets: f.targets.map((t: unknown) => {
          if (!isJsonObject(t) || typeof t.datasetId !== 'number') return t;
          const { datasetId, ...rest } = t;
          return { ...rest, datasetUuid: datasetUuid.get(datasetId) ?? null };
        }),
      };
    }),
  };
}

export function dashboardConfig(d: Dashboard, datasetUuid: ReadonlyMap<number, string>, tags?: readonly string[]): Record<string, unknown> {
  return {
    dashboard_title: d.dashboardTitle,
    description: d.description,
    css: d.css,
    slug: d.slug,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    published: d.published,
    uuid: d.uuid,
    position: exportedLayout(d, d.charts ?? []),
    metadata: exportedMetadata(d, datasetUuid),
    version: BUNDLE_VERSION,
    ...tagsOf(tags),
  };
}

export function queryConfig(q: SavedQuery, databaseUuid: string): Record<string, unknown> {
  return { catalog: q.catalog, schema: q.schema, label: q.label, description: q.description, sql: q.sql, uuid: q.uuid, version: BUNDLE_VERSION, database_uuid: databaseUuid };
}

/** A unique archive path: `<stem>.yaml`, or `<stem>_<suffix>.yaml` when that is taken. */
function uniquePath(used: Set<string>, stem: string, suffix: string | number): string {
  let path = `${stem}.yaml`;
  if (used.has(path)) path = `${stem}_${suffix}.yaml`;
  used.add(path);
  return path;
}

/** The export ZIP of `content`: `<kind>_export_<stamp>.zip`, every file under the root folder of that name. */
export function writeBundle(resource: BundleResource, content: BundleContent, now: Date): { filename: string; body: Buffer } {
  const root = `${BUNDLE_KINDS[resource].prefix}_export_${exportStamp(now)}`;
  const entries: ZipEntry[] = [{ name: `${root}/metadata.yaml`, data: bundleYaml(bundleMetadata(BUNDLE_KINDS[resource].model, now)) }];
  const add = (path: string, config: unknown) => entries.push({ name: `${root}/${path}`, data: bundleYaml(config) });
  const used = new Set<string>();
  const databaseById = new Map(content.databases.map((d) => [d.id, d]));
  const datasetUuid = new Map(content.datasets.map((t) => [t.id, t.uuid]));
  for (const d of content.dashboards) add(`dashboards/${secureFilename(d.dashboardTitle ?? '') || 'dashboard'}_${d.id}.yaml`, dashboardConfig(d, datasetUuid, content.tags?.dashboards.get(d.id)));
  for (const c of content.charts) {
    const dataset = c.datasourceId != null && c.datasourceType !== 'query' ? (datasetUuid.get(c.datasourceId) ?? null) : null;
    add(`charts/${secureFilename(c.sliceName) || 'chart'}_${c.id}.yaml`, chartConfig(c, dataset, content.tags?.charts.get(c.id)));
  }
  for (const t of content.datasets) {
    const db = databaseById.get(t.databaseId)!;
    add(uniquePath(used, `datasets/${secureFilename(db.databaseName) || db.uuid}/${secureFilename(t.tableName) || t.uuid}`, t.id), datasetConfig(t, db.uuid));
  }
  for (const d of content.databases) add(uniquePath(used, `databases/${secureFilename(d.databaseName) || d.uuid}`, d.id), databaseConfig(d));
  for (const q of content.queries) {
    const db = databaseById.get(q.dbId)!;
    const folder = ['queries', secureFilename(db.databaseName) || db.uuid, ...(q.schema ? [secureFilename(q.schema) || 'schema'] : [])].join('/');
    // Two queries with the same label would overwrite each other in the archive.
    add(uniquePath(used, `${folder}/${secureFilename(q.label ?? '') || q.uuid}`, q.uuid), queryConfig(q, db.uuid));
  }
  // tags.yaml (Superset's ExportTagsCommand), only when a bundled object carries a tag.
  if (content.tags?.described.size) add('tags.yaml', { tags: [...content.tags.described].map(([tag_name, description]) => ({ tag_name, description })) });
  return { filename: `${root}.zip`, body: zip(entries, now) };
}
