/**
 * Loads a dataset with its columns, metrics and database as the semantic layer's DatasourceDefinition,
 * plus what authorization and caching need (access target, change time, cache timeout).
 */
import type { DatasourceDefinition } from '../../semantic/types';
import { BoundedLru, stringBytes } from '../../platform/cache';
import type { Queryable } from '../../platform/sql';
import { databaseJoin } from '../database';
import type { DatasourceAccessTarget } from '../security';
import { accessTargetOf } from './dataset-access';

export interface DatabaseRef {
  id: number;
  name: string;
  sqlalchemyUri: string;
  encryptedPassword: string | null;
  cacheTimeout: number | null;
}

export interface LoadedDatasource {
  definition: DatasourceDefinition;
  database: DatabaseRef;
  access: DatasourceAccessTarget;
  changedOn: Date;
  cacheTimeout: number | null;
  /** The dataset's template parameters (JSON text), for a virtual dataset's Jinja-style SQL. */
  templateParams: string | null;
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
}

/**
 * One round trip: the dataset, its database, its active columns and metrics (as JSON arrays), the newest
 * change among them and the version stamps.
 */
async function loadVersioned(db: Queryable, datasetId: number): Promise<Versioned | null> {
  const [t] = await db.query(
    `SELECT t.id, t.table_name, t.schema, t.catalog, t.sql, t.main_dttm_col, t.always_filter_main_dttm, t."offset",
            t.fetch_values_predicate, t.cache_timeout, t.template_params, t.changed_on, ${VERSION_COLUMNS},
            d.id AS database_id, d.database_name, d.sqlalchemy_uri, d.password, d.cache_timeout AS database_cache_timeout,
            COALESCE((SELECT json_agg(json_build_object('column_name', c.column_name, 'type', c.type, 'is_dttm', c.is_dttm,
                                                        'expression', c.expression, 'verbose_name', c.verbose_name,
                                                        'filterable', c.filterable, 'groupby', c.groupby) ORDER BY c.id)
                        FROM table_columns c WHERE c.table_id = t.id AND COALESCE(c.is_active, TRUE)), '[]') AS columns,
            COALESCE((SELECT json_agg(json_build_object('metric_name', m.metric_name, 'expression', m.expression,
                                                        'verbose_name', m.verbose_name, 'd3format', m.d3format) ORDER BY m.id)
                        FROM sql_metrics m WHERE m.table_id = t.id), '[]') AS metrics,
            -- A column or metric edit changes what the dataset means: the cache key must move with it.
            GREATEST((SELECT MAX(changed_on) FROM table_columns WHERE table_id = t.id),
                     (SELECT MAX(changed_on) FROM sql_metrics WHERE table_id = t.id)) AS child_changed_on
       FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`,
    [datasetId],
  );
  if (!t) return null;
  const columns: Record<string, unknown>[] = typeof t.columns === 'string' ? JSON.parse(t.columns) : t.columns;
  const metrics: Record<string, unknown>[] = typeof t.metrics === 'string' ? JSON.parse(t.metrics) : t.metrics;
  const childChanged: Date | null = t.child_changed_on ?? null;
  const loaded: LoadedDatasource = {
    definition: {
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
      columns: columns.map((c: Record<string, unknown>) => ({
        columnName: c.column_name as string,
        type: (c.type as string | null) ?? null,
        isDttm: !!c.is_dttm,
        expression: (c.expression as string | null) || null,
        verboseName: (c.verbose_name as string | null) ?? null,
        filterable: c.filterable !== false,
        groupby: c.groupby !== false,
      })),
      metrics: metrics.map((m: Record<string, unknown>) => ({
        metricName: m.metric_name as string,
        expression: m.expression as string,
        verboseName: (m.verbose_name as string | null) ?? null,
        d3format: (m.d3format as string | null) ?? null,
      })),
    },
    database: {
      id: t.database_id,
      name: t.database_name,
      sqlalchemyUri: t.sqlalchemy_uri,
      encryptedPassword: t.password,
      cacheTimeout: t.database_cache_timeout,
    },
    access: accessTargetOf(t),
    changedOn: childChanged && childChanged > t.changed_on ? childChanged : t.changed_on,
    cacheTimeout: t.cache_timeout ?? t.database_cache_timeout ?? null,
    templateParams: t.template_params ?? null,
  };
  return { loaded, version: `${t.table_version}|${t.database_version}` };
}

/**
 * Keeps loaded datasources per dataset id and answers from memory while the dataset's and database's change
 * stamps are unchanged: one indexed two-row lookup instead of the full load with its aggregated columns and
 * metrics on every chart-data request. The stamps come from the metadata database, so an edit made through
 * any app instance is seen by the next request on every instance.
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
    if (cached) {
      const [row] = await db.query(`SELECT ${VERSION_COLUMNS} FROM tables t ${databaseJoin('d', 't.database_id')} WHERE t.id = $1`, [datasetId]);
      if (!row) {
        this.entries.delete(datasetId);
        return null;
      }
      if (`${row.table_version}|${row.database_version}` === cached.version) return cached.loaded;
    }
    const fresh = await loadVersioned(db, datasetId);
    this.entries.delete(datasetId);
    if (!fresh) return null;
    this.entries.set(datasetId, fresh, null);
    return fresh.loaded;
  }
}
