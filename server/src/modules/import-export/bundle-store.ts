/**
 * The writes of an import, inside its transaction: what already exists (by uuid, locked), and one save per
 * object type that creates or replaces the row with its children — a dataset's columns and metrics, a
 * database's SSH tunnel, a dashboard's charts (dashboard_slices kept in step with its layout) — stamping the
 * importing user as creator, editor and owner of what it creates. Each write goes through the module owning
 * the table; here configs become column values.
 */
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../platform/actor';
import type { LockedRow } from '../../platform/sql';
import { lockChartsByUuid, saveImportedChart } from '../chart';
import { dashboardSlugTakenByOther, lockDashboardsByUuid, saveImportedDashboard } from '../dashboard';
import { databaseIdByUuid, databaseNameTakenByOther, databaseUuidByName, lockDatabasesByUuid, saveImportedDatabase } from '../database';
import { datasetUuidByTable, loadDatasetTarget, lockDatasetsByUuid, saveImportedDataset } from '../dataset';
import { lockSavedQueriesByUuid, saveImportedSavedQuery } from '../saved-query';
import { addCustomTagsByName } from '../tag';
import type { Bundle, ChartConfig, DashboardConfig, DatabaseConfig, DatasetConfig, QueryConfig } from './bundle-reader';
import type { DatabaseSecrets } from './database-plan';
import type { LegacyLookups } from './legacy-dashboards';
import { remapChartParams, remapMetadata, remapPosition, remapQueryContext } from './dashboard-remap';

export interface ExistingRow {
  id: number;
  /** The actor may replace it (owner or admin; a saved query's own user). */
  editable: boolean;
  ownerId?: number | null;
  sqlalchemyUri?: string;
  password?: string | null;
}

export interface ExistingObjects {
  databases: Map<string, ExistingRow>;
  datasets: Map<string, ExistingRow>;
  charts: Map<string, ExistingRow>;
  dashboards: Map<string, ExistingRow>;
  queries: Map<string, ExistingRow>;
}

/** JSON-in-text columns: text from the bundle is kept as written, parsed YAML is stored as its JSON. */
const text = (value: unknown): string | null => (value == null ? null : typeof value === 'string' ? value : JSON.stringify(value));

export class BundleStore implements LegacyLookups {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor,
  ) {}

  /** Every object the bundle names that exists here, rows locked until the import ends. */
  async lockExisting(bundle: Bundle): Promise<ExistingObjects> {
    const userId = this.actor.user.id;
    const uuids = (list: { uuid: string }[]) => list.map((o) => o.uuid);
    const owned = (list: LockedRow[]) => new Map(list.map((r) => [r.uuid, { id: r.id, editable: this.actor.isAdmin || r.owner }]));
    const databases = await lockDatabasesByUuid(this.em, [...uuids(bundle.databases), ...bundle.datasets.map((t) => t.database_uuid), ...bundle.queries.map((q) => q.database_uuid)]);
    const datasets = await lockDatasetsByUuid(this.em, [...uuids(bundle.datasets), ...bundle.charts.map((c) => c.dataset_uuid)], userId);
    const charts = await lockChartsByUuid(this.em, [...uuids(bundle.charts), ...bundle.dashboards.flatMap((d) => this.layoutChartUuids(d))], userId);
    const dashboards = await lockDashboardsByUuid(this.em, uuids(bundle.dashboards), userId);
    const queries = await lockSavedQueriesByUuid(this.em, uuids(bundle.queries));
    return {
      databases: new Map(databases.map((r) => [r.uuid, { id: r.id, editable: true, sqlalchemyUri: r.sqlalchemy_uri, password: r.password }])),
      datasets: owned(datasets),
      charts: owned(charts),
      dashboards: owned(dashboards),
      queries: new Map(queries.map((r) => [r.uuid, { id: r.id, editable: r.user_id === userId, ownerId: r.user_id }])),
    };
  }

  /** The chart uuids a dashboard's layout places. */
  layoutChartUuids(d: DashboardConfig): string[] {
    return Object.values(d.position ?? {}).flatMap((node) => {
      const n = node as { type?: unknown; meta?: { uuid?: unknown } } | null;
      return n && n.type === 'CHART' && typeof n.meta?.uuid === 'string' ? [n.meta.uuid.toLowerCase()] : [];
    });
  }

  databaseUuid(name: string): Promise<string | null> {
    return databaseUuidByName(this.em, name);
  }

  async datasetUuid(databaseUuid: string, schema: string | null, tableName: string): Promise<string | null> {
    const databaseId = await databaseIdByUuid(this.em, databaseUuid);
    return databaseId === null ? null : datasetUuidByTable(this.em, databaseId, schema, tableName);
  }

  /** The bundle's custom tags on an object it wrote; tags.yaml gives new tags their description. */
  tag(objectType: 'chart' | 'dashboard', id: number, names: readonly string[], descriptions: ReadonlyMap<string, string | null>): Promise<void> {
    return addCustomTagsByName(this.em, objectType, id, names, descriptions, this.actor.user.id);
  }

  databaseNameTaken(name: string, uuid: string): Promise<boolean> {
    return databaseNameTakenByOther(this.em, name, uuid);
  }

  async saveDatabase(d: DatabaseConfig, secrets: DatabaseSecrets, id: number | null): Promise<number> {
    const { schemas_allowed_for_csv_upload: legacySchemas, ...extra } = d.extra ?? {};
    if (legacySchemas !== undefined && extra.schemas_allowed_for_file_upload === undefined) extra.schemas_allowed_for_file_upload = legacySchemas;
    const t = secrets.sshTunnel;
    const tunnel = t
      ? { server_address: t.serverAddress, server_port: t.serverPort, username: t.username, password: t.password, private_key: t.privateKey, private_key_password: t.privateKeyPassword }
      : null;
    const values = {
      uuid: d.uuid,
      database_name: d.database_name,
      sqlalchemy_uri: secrets.sqlalchemyUri,
      password: secrets.password,
      cache_timeout: d.cache_timeout ?? null,
      expose_in_sqllab: d.expose_in_sqllab ?? true,
      allow_run_async: d.allow_run_async ?? false,
      allow_ctas: d.allow_ctas ?? false,
      allow_cvas: d.allow_cvas ?? false,
      allow_dml: d.allow_dml ?? false,
      allow_file_upload: d.allow_file_upload ?? d.allow_csv_upload ?? false,
      // Kept as columns here and as `extra` keys in Superset: both in step.
      allow_multi_catalog: extra.allow_multi_catalog === true,
      disable_data_preview: extra.disable_data_preview === true,
      impersonate_user: d.impersonate_user ?? false,
      extra: JSON.stringify(extra),
      encrypted_extra: secrets.encryptedExtra,
      is_managed_externally: d.is_managed_externally ?? false,
      external_url: d.external_url ?? null,
    };
    return saveImportedDatabase(this.em, values, tunnel, id, this.actor.user.id);
  }

  saveDataset(t: DatasetConfig, databaseId: number, id: number | null): Promise<number> {
    const values = {
      uuid: t.uuid,
      database_id: databaseId,
      table_name: t.table_name,
      main_dttm_col: t.main_dttm_col ?? null,
      description: t.description ?? null,
      default_endpoint: t.default_endpoint ?? null,
      offset: t.offset ?? 0,
      cache_timeout: t.cache_timeout ?? null,
      catalog: t.catalog ?? null,
      schema: t.schema ?? null,
      sql: t.sql ?? null,
      params: text(t.params),
      template_params: text(t.template_params),
      filter_select_enabled: t.filter_select_enabled ?? true,
      fetch_values_predicate: t.fetch_values_predicate ?? null,
      extra: text(t.extra),
      normalize_columns: t.normalize_columns ?? false,
      always_filter_main_dttm: t.always_filter_main_dttm ?? false,
      folders: t.folders == null ? null : JSON.stringify(t.folders),
      is_managed_externally: t.is_managed_externally ?? false,
      external_url: t.external_url ?? null,
    };
    const columns = t.columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name ?? null,
      is_dttm: c.is_dttm ?? false,
      is_active: c.is_active ?? true,
      type: c.type ?? null,
      advanced_data_type: c.advanced_data_type ?? null,
      groupby: c.groupby ?? true,
      filterable: c.filterable ?? true,
      expression: c.expression ?? null,
      description: c.description ?? null,
      python_date_format: c.python_date_format ?? null,
      extra: text(c.extra),
    }));
    const metrics = t.metrics.map((m) => ({
      metric_name: m.metric_name,
      verbose_name: m.verbose_name ?? null,
      metric_type: m.metric_type ?? null,
      expression: m.expression,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      // A jsonb column: text in the bundle is its JSON already.
      currency: m.currency == null ? null : typeof m.currency === 'string' ? m.currency : JSON.stringify(m.currency),
      extra: text(m.extra),
      warning_text: m.warning_text ?? null,
    }));
    return saveImportedDataset(this.em, values, columns, metrics, id, this.actor.user.id);
  }

  async saveChart(c: ChartConfig, datasetId: number, id: number | null): Promise<number> {
    const target = (await loadDatasetTarget(this.em, datasetId))!;
    const values = {
      uuid: c.uuid,
      slice_name: c.slice_name,
      description: c.description ?? null,
      certified_by: c.certified_by ?? null,
      certification_details: c.certification_details ?? null,
      viz_type: c.viz_type,
      params: JSON.stringify(remapChartParams(typeof c.params === 'string' ? JSON.parse(c.params) : c.params, datasetId)),
      query_context: c.query_context == null ? null : remapQueryContext(c.query_context, datasetId),
      cache_timeout: c.cache_timeout ?? null,
      datasource_id: datasetId,
      datasource_type: 'table',
      datasource_name: target.name,
      perm: target.perm,
      schema_perm: target.schemaPerm,
      catalog_perm: target.catalogPerm,
      is_managed_externally: c.is_managed_externally ?? false,
      external_url: c.external_url ?? null,
    };
    return saveImportedChart(this.em, values, id, this.actor.user.id);
  }

  async saveDashboard(d: DashboardConfig, chartId: ReadonlyMap<string, number>, datasetId: ReadonlyMap<string, number>, id: number | null): Promise<number> {
    const layout = remapPosition(d.position ?? {}, chartId);
    const metadata = remapMetadata(d.metadata ?? {}, layout.idMap, datasetId);
    // A slug another dashboard holds is dropped rather than stolen.
    const slugTaken = d.slug ? await dashboardSlugTakenByOther(this.em, d.slug, d.uuid) : false;
    const values = {
      uuid: d.uuid,
      dashboard_title: d.dashboard_title,
      description: d.description ?? null,
      css: d.css ?? null,
      slug: slugTaken ? null : (d.slug ?? null),
      certified_by: d.certified_by ?? null,
      certification_details: d.certification_details ?? null,
      published: d.published ?? false,
      position_json: Object.keys(layout.position).length ? JSON.stringify(layout.position) : null,
      json_metadata: JSON.stringify(metadata),
      is_managed_externally: d.is_managed_externally ?? false,
      external_url: d.external_url ?? null,
    };
    return saveImportedDashboard(this.em, values, layout.chartIds, id, this.actor.user.id);
  }

  saveQuery(q: QueryConfig, databaseId: number, id: number | null): Promise<number> {
    const values = { uuid: q.uuid, db_id: databaseId, catalog: q.catalog ?? null, schema: q.schema ?? null, label: q.label ?? null, description: q.description ?? null, sql: q.sql };
    return saveImportedSavedQuery(this.em, values, id, this.actor.user.id);
  }
}
