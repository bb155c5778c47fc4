/**
 * Runs one query object of a chart query context for a result type: builds it through the semantic
 * layer (plus one shifted query per time comparison offset), answers from the results cache when it can,
 * else executes on the analytics engine, joins the offsets, post-processes and caches. Authorization has
 * happened before: the caller hands in a datasource the actor may read.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { type EngineSpec, type JsonValue, getConnection } from '../../engines';
import type { ResultCacheStore } from '../../platform/cache';
import { TesseraError } from '../../platform/errors';
import { buildQuery } from '../../semantic/build-query';
import { applyPostProcessing, labelMapFor } from '../../semantic/post-processing';
import { runChartQuery, type ChartQueryData } from '../../semantic/run-query';
import { comparisonColumnName, joinTimeOffsets, offsetQueryObject, timeOffsetsOf } from '../../semantic/time-comparison';
import type { BuildQueryOptions, BuiltQuery, QueryObject } from '../../semantic/types';
import type { LoadedDatasource } from '../dataset';
import { CACHE_DISABLED_TIMEOUT } from './cache-timeout';
import { ChartResultType, type ChartQueryResult } from './chart-data.types';
import { isRawRowsResult, rawRowsQuery } from './chart-query';
import { applyChartTypeProcessing } from './post-processed';
import { withRowsText } from './result-rows';
import { columnsData, timegrainsData } from './result-shapes';

export type RunnerConfig = Pick<Config, 'rowLimit' | 'sqlMaxRow' | 'samplesRowLimit' | 'webserverTimeoutSec'>;

/** What every query of one request shares. */
export interface QueryRun {
  ds: LoadedDatasource;
  uri: string;
  spec: EngineSpec;
  now: Date;
  resultType: ChartResultType;
  force: boolean;
  /**
   * Seconds to cache results (-1: not at all). A promise: reading it may take a metadata query (the
   * chart's own timeout), which then runs while the engine does rather than before it.
   */
  cacheTimeout: Promise<number>;
  /** Guests do not see the SQL. */
  showSql: boolean;
  formData: unknown;
  rlsClauses: readonly string[];
}

interface CachedResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, JsonValue>[];
  rowcount: number;
  sqlRowcount: number;
}

const EMPTY = { colnames: [], coltypes: [], data: [], rowcount: 0, sqlRowcount: 0 };

/**
 * A result as the cache keeps it: UTF-8 bytes of its metadata as JSON, a newline, then its rows as JSON (JSON
 * text holds no raw newline, so the first one divides them). A hit hands the rows on as those bytes, parsed
 * only if read: the REST door sends them as they are.
 */
function toCacheBytes({ data, ...meta }: CachedResult): { bytes: Buffer; rows: Buffer } {
  const bytes = Buffer.from(`${JSON.stringify(meta)}\n${JSON.stringify(data)}`);
  return { bytes, rows: fromCacheBytes(bytes).rows };
}

function fromCacheBytes(bytes: Buffer): { meta: Omit<CachedResult, 'data'>; rows: Buffer } {
  const cut = bytes.indexOf(0x0a);
  return { meta: JSON.parse(bytes.toString('utf8', 0, cut)) as Omit<CachedResult, 'data'>, rows: bytes.subarray(cut + 1) };
}

/** A result type that describes the datasource instead of querying it. */
function describe(data: Record<string, unknown>[]): ChartQueryResult {
  return {
    ...EMPTY,
    data,
    rowcount: data.length,
    cacheKey: null,
    cachedDttm: null,
    cacheTimeout: null,
    isCached: false,
    query: null,
    status: 'success',
    error: null,
    fromDttm: null,
    toDttm: null,
    appliedFilters: [],
    rejectedFilters: [],
    labelMap: {},
  };
}

export class ChartQueryRunner {
  constructor(
    private readonly cache: ResultCacheStore,
    private readonly config: RunnerConfig,
  ) {}

  async run(run: QueryRun, q: QueryObject): Promise<ChartQueryResult> {
    const { ds, spec } = run;
    if (run.resultType === ChartResultType.COLUMNS) return describe(columnsData(ds.definition, spec));
    if (run.resultType === ChartResultType.TIMEGRAINS) return describe(timegrainsData(spec));

    const raw = isRawRowsResult(run.resultType);
    const query = raw ? rawRowsQuery(q, ds.definition, run.resultType) : q;
    const opts: BuildQueryOptions = {
      now: run.now,
      // Only samples default to SAMPLES_ROW_LIMIT; drill to detail pages through ROW_LIMIT (Superset).
      defaultRowLimit: run.resultType === ChartResultType.SAMPLES ? this.config.samplesRowLimit : this.config.rowLimit,
      maxRowLimit: this.config.sqlMaxRow,
      rlsClauses: run.rlsClauses,
    };
    const built = buildQuery(ds.definition, query, spec, opts);
    const offsets = timeOffsetsOf(query).map((offset) => ({
      offset,
      built: buildQuery(ds.definition, offsetQueryObject(query, offset, built), spec, { ...opts, defaultRowLimit: this.config.rowLimit }),
    }));
    const base = {
      // Superset shows the offset queries after the main one.
      query: run.showSql ? [built.displaySql, ...offsets.map((o) => o.built.displaySql)].join(';\n\n') : null,
      fromDttm: built.fromDttm,
      toDttm: built.toDttm,
      appliedFilters: built.appliedFilters,
      rejectedFilters: built.rejectedFilters,
      error: null,
      status: 'success',
    };
    if (run.resultType === ChartResultType.QUERY) {
      return { ...base, ...EMPTY, cacheTimeout: await run.cacheTimeout, cacheKey: null, cachedDttm: null, isCached: false, labelMap: built.labelMap };
    }

    const postProcessing = raw ? [] : (query.postProcessing ?? []);
    const chartTypeProcessing = run.resultType === ChartResultType.POST_PROCESSED ? run.formData : null;
    const cacheKey = createHash('sha256')
      .update(
        JSON.stringify([
          ds.access.datasetId,
          ds.changedOn,
          built.sql,
          built.params,
          offsets.map((o) => [o.offset, o.built.sql, o.built.params]),
          postProcessing,
          chartTypeProcessing,
        ]),
      )
      .digest('hex');
    const cached = run.force ? undefined : this.cache.getBytes(cacheKey);
    if (cached) {
      const { meta, rows } = fromCacheBytes(cached.value);
      const result = { ...base, ...meta, data: null, cacheTimeout: await run.cacheTimeout, cacheKey, cachedDttm: cached.storedAt.toISOString().replace('Z', ''), isCached: true, labelMap: this.labelMap(meta.colnames, offsets) };
      return withRowsText(result, rows);
    }

    const [main, ...shifted] = await Promise.all([built, ...offsets.map((o) => o.built)].map((b) => this.execute(run, b)));
    const joined = joinTimeOffsets(main, built.metricColnames, offsets.map((o, i) => ({ offset: o.offset, result: shifted[i] })));
    let processed = applyPostProcessing(joined.data, joined.colnames, joined.coltypes, postProcessing);
    if (chartTypeProcessing) processed = applyChartTypeProcessing(processed, chartTypeProcessing);
    const value: CachedResult = { ...processed, rowcount: processed.data.length, sqlRowcount: main.rowcount };
    const cacheTimeout = await run.cacheTimeout;
    const result = { ...base, ...value, cacheTimeout, cacheKey, cachedDttm: null, isCached: false, labelMap: this.labelMap(value.colnames, offsets) };
    if (cacheTimeout === CACHE_DISABLED_TIMEOUT) return result;
    const { bytes, rows } = toCacheBytes(value);
    this.cache.setBytes(cacheKey, bytes, cacheTimeout);
    return withRowsText(result, rows);
  }

  /** Superset's label_map: flattened names split into their labels; comparison columns into metric and offset. */
  private labelMap(colnames: string[], offsets: { offset: string; built: BuiltQuery }[]): Record<string, string[]> {
    const map = labelMapFor(colnames);
    for (const { offset, built } of offsets) {
      for (const metric of built.metricColnames) {
        const name = comparisonColumnName(metric, offset);
        if (name in map) map[name] = [metric, offset];
      }
    }
    return map;
  }

  private async execute(run: QueryRun, built: BuiltQuery): Promise<ChartQueryData> {
    try {
      const conn = await getConnection(run.uri);
      return await runChartQuery(conn, built, { timeoutMs: this.config.webserverTimeoutSec * 1000 });
    } catch (err) {
      throw err instanceof TesseraError ? err : run.spec.mapError(err);
    }
  }
}
