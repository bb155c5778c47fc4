/**
 * The writes of an import, inside its transaction: what already exists (by uuid, locked), and one save per
 * object type that creates or replaces the row with its children — a dataset's columns and metrics, a
 * database's SSH tunnel, a dashboard's charts (dashboard_slices kept in step with its layout) — stamping the
 * importing user as creator, editor and owner of what it creates. Every value is a bound parameter.
 */
import type { EntityManager } from 'typeorm';
import { loadDatasetTarget, permNames, syncPermissions } from '../dataset';
import type { Actor } from '../../platform/actor';
import { databaseAccessView, ensurePermissionView } from '../security';
import type { Bundle, ChartConfig, DashboardConfig, DatabaseConfig, DatasetConfig, QueryConfig } from './bundle-reader';
import type { DatabaseSecrets } from './database-plan';
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

/** `table (a, b) VALUES ($1, $2)` / `a = $1, b = $2`, columns quoted (`offset` is a keyword). */
function columnsOf(values: Record<string, unknown>): { cols: string[]; params: unknown[] } {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  return { cols: entries.map(([c]) => `"${c}"`), params: entries.map(([, v]) => v) };
}

/** JSON-in-text columns: text from the bundle is kept as written, parsed YAML is stored as its JSON. */
const text = (value: unknown): string | null => (value == null ? null : typeof value === 'string' ? value : JSON.stringify(value));

export class BundleStore {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor,
  ) {}

  private query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.query(sql, params);
  }

  /** Creates (id null) or replaces a row; stamps the audit columns; returns its id. */
  private async save(table: string, values: Record<string, unknown>, id: number | null): Promise<number> {
    const userId = this.actor.user.id;
    if (id === null) {
      const { cols, params } = columnsOf({ ...values, created_by_fk: userId, changed_by_fk: userId });
      const [row] = await this.query<{ id: number }>(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, params);
      return row.id;
    }
    const { cols, params } = columnsOf({ ...values, changed_by_fk: userId });
    await this.query(`UPDATE ${table} SET ${cols.map((c, i) => `${c} = $${i + 1}`).join(', ')}, changed_on = timezone('utc', now()) WHERE id = $${params.length + 1}`, [...params, id]);
    return id;
  }

  private async addOwner(table: string, key: string, id: number): Promise<void> {
    await this.query(`INSERT INTO ${table} (${key}, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, this.actor.user.id]);
  }

  /** Every object the bundle names that exists here, rows locked until the import ends. */
  async lockExisting(bundle: Bundle): Promise<ExistingObjects> {
    const uuids = (list: { uuid: string }[]) => list.map((o) => o.uuid);
    const owned = async (table: string, ownerTable: string, key: string, list: string[]) => {
      if (!list.length) return new Map<string, ExistingRow>();
      const rows = await this.query<{ id: number; uuid: string; owner: boolean }>(
        `SELECT t.id, t.uuid::text AS uuid, EXISTS (SELECT 1 FROM ${ownerTable} o WHERE o.${key} = t.id AND o.user_id = $2) AS owner
           FROM ${table} t WHERE t.uuid = ANY($1::uuid[]) ORDER BY t.id FOR UPDATE OF t`,
        [list, this.actor.user.id],
      );
      return new Map(rows.map((r) => [r.uuid, { id: r.id, editable: this.actor.isAdmin || r.owner }]));
    };
    const databaseUuids = [...uuids(bundle.databases), ...bundle.datasets.map((t) => t.database_uuid), ...bundle.queries.map((q) => q.database_uuid)];
    const dbRows = databaseUuids.length
      ? await this.query<{ id: number; uuid: string; sqlalchemy_uri: string; password: string | null }>(
          `SELECT id, uuid::text AS uuid, sqlalchemy_uri, password FROM dbs WHERE uuid = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
          [[...new Set(databaseUuids)]],
        )
      : [];
    const queryRows = bundle.queries.length
      ? await this.query<{ id: number; uuid: string; user_id: number | null }>(`SELECT id, uuid::text AS uuid, user_id FROM saved_query WHERE uuid = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [uuids(bundle.queries)])
      : [];
    return {
      databases: new Map(dbRows.map((r) => [r.uuid, { id: r.id, editable: true, sqlalchemyUri: r.sqlalchemy_uri, password: r.password }])),
      datasets: await owned('tables', 'sqlatable_user', 'table_id', [...new Set([...uuids(bundle.datasets), ...bundle.charts.map((c) => c.dataset_uuid)])]),
      charts: await owned('slices', 'slice_user', 'slice_id', [...new Set([...uuids(bundle.charts), ...bundle.dashboards.flatMap((d) => this.layoutChartUuids(d))])]),
      dashboards: await owned('dashboards', 'dashboard_user', 'dashboard_id', uuids(bundle.dashboards)),
      queries: new Map(queryRows.map((r) => [r.uuid, { id: r.id, editable: r.user_id === this.actor.user.id, ownerId: r.user_id }])),
    };
  }

  /** The chart uuids a dashboard's layout places. */
  layoutChartUuids(d: DashboardConfig): string[] {
    return Object.values(d.position ?? {}).flatMap((node) => {
      const n = node as { type?: unknown; meta?: { uuid?: unknown } } | null;
      return n && n.type === 'CHART' && typeof n.meta?.uuid === 'string' ? [n.meta.uuid.toLowerCase()] : [];
    });
  }

  async databaseNameTaken(name: string, uuid: string): Promise<boolean> {
    return (await this.query(`SELECT 1 FROM dbs WHERE database_name = $1 AND uuid <> $2::uuid`, [name, uuid])).length > 0;
  }

  async saveDatabase(d: DatabaseConfig, secrets: DatabaseSecrets, id: number | null): Promise<number> {
    const { schemas_allowed_for_csv_upload: legacySchemas, ...extra } = d.extra ?? {};
    if (legacySchemas !== undefined && extra.schemas_allowed_for_file_upload === undefined) extra.schemas_allowed_for_file_upload = legacySchemas;
    const saved = await this.save(
      'dbs',
      {
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
        allow_multi_catalog: extra.allow_multi_catalog === true,
        disable_data_preview: extra.disable_data_preview === true,
        impersonate_user: d.impersonate_user ?? false,
        extra: JSON.stringify(extra),
        encrypted_extra: secrets.encryptedExtra,
        is_managed_externally: d.is_managed_externally ?? false,
        external_url: d.external_url ?? null,
      },
      id,
    );
    await ensurePermissionView(this.em, 'database_access', databaseAccessView(d.database_name, saved));
    await this.query(`DELETE FROM ssh_tunnels WHERE database_id = $1`, [saved]);
    const t = secrets.sshTunnel;
    if (t) {
      await this.save(
        'ssh_tunnels',
        { database_id: saved, server_address: t.serverAddress, server_port: t.serverPort, username: t.username, password: t.password, private_key: t.privateKey, private_key_password: t.privateKeyPassword },
        null,
      );
    }
    return saved;
  }

  async saveDataset(t: DatasetConfig, databaseId: number, id: number | null): Promise<number> {
    const saved = await this.save(
      'tables',
      {
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
      },
      id,
    );
    if (id === null) await this.addOwner('sqlatable_user', 'table_id', saved);
    // Columns and metrics are matched by name in a bundle: the bundle's set replaces the stored one.
    await this.query(`DELETE FROM table_columns WHERE table_id = $1`, [saved]);
    await this.query(`DELETE FROM sql_metrics WHERE table_id = $1`, [saved]);
    for (const c of t.columns) {
      await this.save(
        'table_columns',
        {
          table_id: saved,
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
        },
        null,
      );
    }
    for (const m of t.metrics) {
      await this.save(
        'sql_metrics',
        {
          table_id: saved,
          metric_name: m.metric_name,
          verbose_name: m.verbose_name ?? null,
          metric_type: m.metric_type ?? null,
          expression: m.expression,
          description: m.description ?? null,
          d3format: m.d3format ?? null,
          currency: m.currency == null ? null : JSON.stringify(typeof m.currency === 'string' ? JSON.parse(m.currency) : m.currency),
          extra: text(m.extra),
          warning_text: m.warning_text ?? null,
        },
        null,
      );
    }
    const [db] = await this.query<{ database_name: string }>(`SELECT database_name FROM dbs WHERE id = $1`, [databaseId]);
    const [previous] = await this.query<{ perm: string | null }>(`SELECT perm FROM tables WHERE id = $1`, [saved]);
    await syncPermissions(this.em, saved, permNames(db.database_name, t.table_name, saved, t.schema ?? null, t.catalog ?? null), id === null ? null : previous.perm);
    return saved;
  }

  async saveChart(c: ChartConfig, datasetId: number, id: number | null): Promise<number> {
    const target = (await loadDatasetTarget(this.em, datasetId))!;
    const saved = await this.save(
      'slices',
      {
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
        last_saved_by_fk: this.actor.user.id,
      },
      id,
    );
    if (id === null) await this.addOwner('slice_user', 'slice_id', saved);
    return saved;
  }

  async saveDashboard(d: DashboardConfig, chartId: ReadonlyMap<string, number>, datasetId: ReadonlyMap<string, number>, id: number | null): Promise<number> {
    const layout = remapPosition(d.position ?? {}, chartId);
    const metadata = remapMetadata(d.metadata ?? {}, layout.idMap, datasetId);
    // A slug another dashboard holds is dropped rather than stolen.
    const slugTaken = d.slug ? (await this.query(`SELECT 1 FROM dashboards WHERE slug = $1 AND uuid <> $2::uuid`, [d.slug, d.uuid])).length > 0 : false;
    const saved = await this.save(
      'dashboards',
      {
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
      },
      id,
    );
    if (id === null) await this.addOwner('dashboard_user', 'dashboard_id', saved);
    await this.query(`DELETE FROM dashboard_slices WHERE dashboard_id = $1`, [saved]);
    if (layout.chartIds.length) await this.query(`INSERT INTO dashboard_slices (dashboard_id, slice_id) SELECT $1, unnest($2::int[])`, [saved, layout.chartIds]);
    return saved;
  }

  async saveQuery(q: QueryConfig, databaseId: number, id: number | null): Promise<number> {
    const values = { uuid: q.uuid, db_id: databaseId, catalog: q.catalog ?? null, schema: q.schema ?? null, label: q.label ?? null, description: q.description ?? null, sql: q.sql };
    return this.save('saved_query', id === null ? { ...values, user_id: this.actor.user.id } : values, id);
  }
}
