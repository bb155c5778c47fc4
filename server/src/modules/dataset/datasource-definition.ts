/**
 * The one loader of a dataset for chart data, samples and Explore: the dataset with its database, active
 * columns and metrics in one round trip, as the semantic layer's DatasourceDefinition, plus the stored rows
 * Explore's datasource metadata shows and what authorization and caching need (access target, change time,
 * cache timeout). Loaded datasources are kept per dataset id while nothing they were read from changed.
 */
import type { DatasourceDefinition } from '../../semantic/types';
import { BoundedLru, stringBytes } from '../../platform/cache';
import { jsonColumns, tableColumns, type TableRow } from '../../platform/entity-select';
import { unwrittenSince, writeStamp, type WriteStamp } from '../../platform/metadata-writes';
import type { Queryable } from '../../platform/sql';
import { Database, databaseJoin } from '../database';
import type { DatasourceAccessTarget } from '../security';
import { accessTargetOf } from './dataset-access';
import type { ColumnRow, MetricRow } from './dataset-rows';
import { Dataset } from './dataset.entity';

export interface DatabaseRef {
  id: number;
  name: string;
  sqlalchemyUri: string;
  encryptedPassword: string | null;
  cacheTimeout: number | null;
}

/** What a loaded datasource keeps of its database (never its secrets beyond the encrypted password). */
const DATABASE_COLUMNS = ['id', 'database_name', 'sqlalchemy_uri', 'password', 'cache_timeout', 'extra', 'disable_data_preview'] as const;
export type DatasourceDatabaseRow = Pick<TableRow<Database>, (typeof DATABASE_COLUMNS)[number]>;

/** A column or metric row as it travels inside the load's JSON: its timestamps are left behind. */
export type StoredColumn = Omit<ColumnRow, 'created_on' | 'changed_on'>;
export type StoredMetric = Omit<MetricRow, 'created_on' | 'changed_on'>;

export interface LoadedDatasource {
  definition: DatasourceDefinition;
  database: DatabaseRef;
  access: DatasourceAccessTarget;
  changedOn: Date;
  cacheTimeout: number | null;
  /** The dataset's template parameters (JSON text), for a virtual dataset's Jinja-style SQL. */
  templateParams: string | null;
  /** The rows the definition was made from, as stored. */
  stored: { dataset: TableRow<Dataset>; database: DatasourceDatabaseRow; columns: StoredColumn[]; metrics: StoredMetric[] };
}

/**
 * The dataset row's and its database row's change times, as text so no microsecond is lost. Every write the
 * product makes to a dataset's columns or metrics also touches the dataset row (dataset-store touchDataset),
 * and a database edit sets dbs.changed_on, so these two stamps move whenever what loadVersioned reads does.
 */
const VERSION_COLUMNS = `t.changed_on::text AS table_version, d.changed_on::text AS database_version`;

/** Default byte bound of a cache built without one (tests); the server passes DATASOURCE_CACHE_MAX_MB. */
const DEFAULT_DATASOURCE_CACHE_BYTES = 16 * 1024 * 1024;

interface Versioned {
  loaded: LoadedDatasource;
  version: string;
  /** When the version was last read (null: the database has other writers, so it is read every time). */
  checked?: WriteStamp | null;
}

const DROP_STAMPS = `- 'created_on' - 'changed_on'`;

type LoadRow = TableRow<Dataset> & {
  table_version: string;
  database_version: string;
  database: DatasourceDatabaseRow;
  columns: StoredColumn[] | string;
  metrics: StoredMetric[] | string;
  child_changed_on: Date | null;
};

const fromJson = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

/** The semantic layer's view of the stored rows. */
function toDefinition(t: TableRow<Dataset>, columns: readonly StoredColumn[], metrics: readonly StoredMetric[]): DatasourceDefinition {
  return {
    id: t.id,
    type: 'table',
    tableName: t.table_name,
    schema: t.schema,
    catalog: t.catalog,
    sql: t.sql && String(t.sql).trim() ? t.sql : null,
    mainDttmCol: t.main_dttm_col,
    alwaysFilterMainDttm: !!t.always_filter_main_dttm,
    offsetHours: t.offset ?? 0,
    fetchValuesPredicate: t.fetch_values_predicate,
    columns: columns.map((c) => ({
      columnName: c.column_name,
      type: c.type ?? null,
      isDttm: !!c.is_dttm,
      expression: c.expression || null,
      verboseName: c.verbose_name ?? null,
      filterable: c.filterable !== false,
      groupby: c.groupby !== false,
    })),
    metrics: metrics.map((m) => ({
      metricName: m.metric_name,
      expression: m.expression,
      verboseName: m.verbose_name ?? null,
      d3format: m.d3format ?? null,
    })),
  };
}

/**
 * One round trip: the dataset, its database, its active columns and metrics (as JSON arrays), the newest
 * change among them and the version stamps.
 */
async function loadVersioned(db: Queryable, datasetId: number): Promise<Versioned | null> {
  const [t]: LoadRow[] = await db.query(
    `SELECT ${tableColumns(Dataset, 't')}, ${VERSION_COLUMNS}, ${jsonColumns(Database, 'd', DATABASE_COLUMNS)} AS database,
            COALESCE((SELECT json_agg(to_jsonb(c) ${DROP_STAMPS} ORDER BY c.id)
                        FROM table_columns c WHERE c.table_id = t.id AND COALESCE(c.is_active, TRUE)), '[]') AS columns,
            COALESCE((SELECT json_agg(to_jsonb(m) ${DROP_STAMPS} ORDER BY m.id) FROM sql_metrics m WHERE m.table_id = t.id), '[]') AS metrics,
            -- A column or metric edit changes what the dataset means: the cache key must move with it.
            GREATEST((SELECT MAX(changed_on) FROM table_columns WHERE table_id = t.id),
                     (SELECT MAX(changed_on) FROM sql_metrics WHERE table_id = t.id)) AS child_changed_on
       FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`,
    [datasetId],
  );
  if (!t) return null;
  const { table_version: tableVersion, database_version: databaseVersion, database, child_changed_on: childChanged, columns: columnsJson, metrics: metricsJson, ...dataset } = t;
  const columns = fromJson(columnsJson);
  const metrics = fromJson(metricsJson);
  const stored = { dataset: dataset as TableRow<Dataset>, database, columns, metrics };
  const loaded: LoadedDatasource = {
    definition: toDefinition(stored.dataset, columns, metrics),
    database: {
      id: database.id,
      name: database.database_name,
      sqlalchemyUri: database.sqlalchemy_uri,
      encryptedPassword: database.password,
      cacheTimeout: database.cache_timeout,
    },
    access: accessTargetOf({ ...t, database_name: database.database_name }),
    changedOn: childChanged && childChanged > t.changed_on ? childChanged : t.changed_on,
    cacheTimeout: t.cache_timeout ?? database.cache_timeout ?? null,
    templateParams: t.template_params ?? null,
    stored,
  };
  return { loaded, version: `${tableVersion}|${databaseVersion}` };
}

/**
 * Keeps loaded datasources per dataset id and answers from memory while the dataset's and database's change
 * stamps are unchanged: one indexed two-row lookup instead of the full load with its aggregated columns and
 * metrics on every chart-data request. The stamps come from the metadata database, so an edit made through
 * any app instance is seen by the next request on every instance. With the embedded database, whose only
 * writer is this process, not even the lookup is made while nothing has been written (metadata-writes.ts).
 */
export class DatasourceCache {
  private readonly entries: BoundedLru<number, Versioned>;

  /** `maxBytes`: DATASOURCE_CACHE_MAX_MB; an entry is counted as twice its JSON text (the object graph it is). */
  constructor(limits: { maxEntries?: number; maxBytes?: number } = {}) {
    this.entries = new BoundedLru(
      { maxEntries: limits.maxEntries ?? 1000, maxBytes: limits.maxBytes ?? DEFAULT_DATASOURCE_CACHE_BYTES },
      (v) => 2 * stringBytes(JSON.stringify(v)),
    );
  }

  async load(db: Queryable, datasetId: number): Promise<LoadedDatasource | null> {
    const cached = this.entries.get(datasetId)?.value;
    // Nothing written since the stamps were read (the embedded database's only writer is this process).
    if (cached && unwrittenSince(db, cached.checked)) return cached.loaded;
    const checked = writeStamp(db);
    if (cached) {
      const [row]: Pick<LoadRow, 'table_version' | 'database_version'>[] = await db.query(`SELECT ${VERSION_COLUMNS} FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`, [datasetId]);
      if (!row) {
        this.entries.delete(datasetId);
        return null;
      }
      if (`${row.table_version}|${row.database_version}` === cached.version) {
        cached.checked = checked;
        return cached.loaded;
      }
    }
    const fresh = await loadVersioned(db, datasetId);
    this.entries.delete(datasetId);
    if (!fresh) return null;
    this.entries.set(datasetId, { ...fresh, checked }, null);
    return fresh.loaded;
  }
}
