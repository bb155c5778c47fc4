/**
 * The datasource metadata Explore loads for a datasource key ('3__table'): columns, metrics, verbose map,
 * time grains, order-by choices, SELECT * ... (Superset's datasource `data`, as fetch_datasource_metadata
 * answers it, minus anything secret about the database). Needs can_read on Dataset and access to the data.
 */
import type { DataSource } from 'typeorm';
import { GENERIC_TYPE_CODES, type GenericType, genericTypeFromNativeType, ALL_TIME_GRAINS, timeGrainInfo } from '../../engines';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { parseJsonObjectOrNull } from '../../platform/json-text';
import { dbFor } from '../../platform/sql';
import { findEngine } from '../database';
import { datasetOwnerIds, DatasourceCache, type LoadedDatasource, type StoredColumn, type StoredMetric } from '../dataset';
import { requireDatasourceAccess } from '../security';
import type { DatasourceMetadata, DatasourceMetadataColumn, DatasourceMetadataMetric } from './datasource-explore.types';

export const DATASOURCE_MISSING = 'The data source seems to have been deleted';

/** '3__table' -> 3; SQL Lab queries ('__query') are not datasources Tessera explores. */
export function parseDatasourceKey(key: string): number {
  const m = /^(\d+)__([a-z_]+)$/.exec(key.trim());
  if (!m) throw errors.badInput(`Invalid datasource key: '${key}'. Expected <id>__table.`);
  if (!['table', 'dataset'].includes(m[2])) throw errors.badInput(`Datasource type ${m[2]} is not supported`, 'UNKNOWN_DATASOURCE_TYPE_ERROR');
  return Number(m[1]);
}

const parseJson = (text: unknown) => parseJsonObjectOrNull(typeof text === 'string' ? text : null);

/** Certification and warnings live in `extra` JSON, as in Superset. */
function certification(extra: Record<string, unknown> | null) {
  const cert = (extra?.certification ?? null) as Record<string, unknown> | null;
  return {
    isCertified: !!cert?.certified_by,
    certifiedBy: typeof cert?.certified_by === 'string' ? cert.certified_by : null,
    certificationDetails: typeof cert?.details === 'string' ? cert.details : null,
    warningMarkdown: typeof extra?.warning_markdown === 'string' ? extra.warning_markdown : null,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function columnOf(c: StoredColumn, genericTypeOf: (nativeType: string) => GenericType): DatasourceMetadataColumn {
  const extra = parseJson(c.extra);
  const isDttm = !!c.is_dttm;
  return {
    id: c.id,
    columnName: c.column_name,
    verboseName: text(c.verbose_name),
    description: text(c.description),
    expression: text(c.expression),
    filterable: c.filterable !== false,
    groupby: c.groupby !== false,
    isDttm,
    isActive: c.is_active !== false,
    type: text(c.type),
    typeGeneric: isDttm ? GENERIC_TYPE_CODES.TEMPORAL : GENERIC_TYPE_CODES[genericTypeOf(text(c.type) ?? '')],
    pythonDateFormat: text(c.python_date_format),
    advancedDataType: text(c.advanced_data_type),
    extra,
    ...certification(extra),
  };
}

function metricOf(m: StoredMetric): DatasourceMetadataMetric {
  const extra = parseJson(m.extra);
  return {
    id: m.id,
    metricName: m.metric_name,
    verboseName: text(m.verbose_name),
    description: text(m.description),
    expression: m.expression,
    metricType: text(m.metric_type),
    warningText: text(m.warning_text),
    d3format: text(m.d3format),
    // jsonb: already an object (as toMetric reads it); a string only when a client stored JSON text in it.
    currency: typeof m.currency === 'string' ? parseJson(m.currency) : (m.currency ?? null),
    extra,
    ...certification(extra),
  };
}

export class DatasourceMetadataService {
  /** `datasources`: the loader chart data shares (the explore module passes it); tests may leave it out. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly datasources: DatasourceCache = new DatasourceCache(),
  ) {}

  async get(ctx: RequestContext, datasourceKey: string): Promise<DatasourceMetadata> {
    const actor = ctx.require('can_read', 'Dataset');
    const id = parseDatasourceKey(datasourceKey);
    const db = dbFor(ctx, this.dataSource);
    const ds = await this.datasources.load(db, id);
    if (!ds) throw errors.notFound(DATASOURCE_MISSING);
    requireDatasourceAccess(actor, ds.access);
    return this.shape(ds, (await datasetOwnerIds(db, [id])).get(id) ?? []);
  }

  /**
   * The metadata of datasets the caller has authorized by other means (a dashboard's datasets, which its
   * DASHBOARD_RBAC roles may see without data access), by id; missing ids are skipped.
   */
  async forAuthorized(ctx: RequestContext, ids: readonly number[]): Promise<DatasourceMetadata[]> {
    if (!ids.length) return [];
    const db = dbFor(ctx, this.dataSource);
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const loaded = await Promise.all(unique.map((id) => this.datasources.load(db, id)));
    const owners = await datasetOwnerIds(db, unique);
    return loaded.flatMap((ds) => (ds ? [this.shape(ds, owners.get(ds.definition.id) ?? [])] : []));
  }

  private shape(ds: LoadedDatasource, ownerIds: number[]): DatasourceMetadata {
    const { dataset: t, database: d, columns: columnRows, metrics: metricRows } = ds.stored;
    const id = t.id;
    // The database URI may name an engine this server cannot open; metadata still answers without the SQL bits.
    const spec = findEngine(d.sqlalchemy_uri);
    const columns = columnRows.map((c) => columnOf(c, spec ? (native) => spec.genericTypeOf(native) : genericTypeFromNativeType));
    const metrics = metricRows.map(metricOf);
    const dbExtra = parseJson(d.extra) ?? {};
    const schema = text(t.schema);
    const tableName = t.table_name;
    const dttmCols = columns.filter((c) => c.isDttm).map((c) => c.columnName);
    const main = text(t.main_dttm_col);
    if (main && !dttmCols.includes(main) && columns.some((c) => c.columnName === main)) dttmCols.unshift(main);
    const names = [...columns.map((c) => c.columnName)].sort();
    return {
      id,
      uid: `${id}__table`,
      type: 'table',
      name: schema ? `${schema}.${tableName}` : tableName,
      datasourceName: tableName,
      tableName,
      schema,
      catalog: text(t.catalog),
      description: text(t.description),
      mainDttmCol: main,
      defaultEndpoint: text(t.default_endpoint),
      offset: t.offset ?? 0,
      cacheTimeout: t.cache_timeout ?? null,
      sql: text(t.sql),
      isSqllabView: !!t.is_sqllab_view,
      templateParams: text(t.template_params),
      fetchValuesPredicate: text(t.fetch_values_predicate),
      filterSelectEnabled: t.filter_select_enabled !== false,
      alwaysFilterMainDttm: !!t.always_filter_main_dttm,
      normalizeColumns: !!t.normalize_columns,
      params: parseJson(t.params),
      paramsText: text(t.params),
      extra: parseJson(t.extra),
      extraText: text(t.extra),
      perm: text(t.perm),
      editUrl: `/tablemodelview/edit/${id}`,
      selectStar: spec ? spec.selectStar({ name: tableName, schema, catalog: text(t.catalog) }, null, 100) : null,
      healthCheckMessage: text((parseJson(t.extra)?.health_check as Record<string, unknown> | undefined)?.message),
      isManagedExternally: !!t.is_managed_externally,
      owners: ownerIds,
      database: {
        id: t.database_id,
        databaseName: d.database_name,
        backend: spec?.engine ?? 'unknown',
        allowsSubquery: spec?.allowsSubqueries ?? false,
        allowsCostEstimate: spec?.supportsCostEstimate ?? false,
        allowsVirtualTableExplore: dbExtra.allows_virtual_table_explore !== false,
        disableDataPreview: !!d.disable_data_preview,
        disableDrillToDetail: dbExtra.disable_drill_to_detail === true,
        exploreDatabaseId: t.database_id,
      },
      columns,
      metrics,
      verboseMap: {
        __timestamp: 'Time',
        ...Object.fromEntries(metrics.map((m) => [m.metricName, m.verboseName || m.metricName])),
        ...Object.fromEntries(columns.map((c) => [c.columnName, c.verboseName || c.columnName])),
      },
      columnFormats: Object.fromEntries(metrics.filter((m) => m.d3format).map((m) => [m.metricName, m.d3format])),
      currencyFormats: Object.fromEntries(metrics.filter((m) => m.currency).map((m) => [m.metricName, m.currency])),
      orderByChoices: names.flatMap((n) => [
        [JSON.stringify([n, true]), `${n} [asc]`],
        [JSON.stringify([n, false]), `${n} [desc]`],
      ]),
      timeGrainSqla: spec ? ALL_TIME_GRAINS.filter((g) => spec?.timeGrains.includes(g)).map((g) => [g, timeGrainInfo(g).name]) : [],
      granularitySqla: dttmCols.map((c) => [c, c]),
    };
  }
}
