/**
 * Runs chart query contexts: loads the dataset, checks data access, builds each query through the semantic
 * layer and the database's EngineSpec, answers from the results cache when it can, and post-processes.
 * Any query failing fails the whole request (Superset's contract).
 */
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { getConnection, getEngineSpec } from '../../engines/registry';
import type { EngineSpec } from '../../engines/engine-spec';
import type { ResultCacheStore } from '../../platform/cache';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { dbFor } from '../../platform/sql';
import { buildQuery } from '../../semantic/build-query';
import { applyPostProcessing } from '../../semantic/post-processing';
import { runChartQuery } from '../../semantic/run-query';
import type { QueryObject } from '../../semantic/types';
import { connectionUri } from '../database/database-uri';
import { loadDatasource } from '../dataset/datasource-definition';
import { canAccessDatasource } from '../security/actor';
import { ChartDataInput, ChartDataPayload, ChartQueryInput, ChartQueryResult, ChartResultType } from './chart-data.types';

/** Superset's CACHE_DEFAULT_TIMEOUT: one day, unless the dataset or its database says otherwise. */
const DEFAULT_CACHE_TIMEOUT_SEC = 86_400;

interface CachedResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  sqlRowcount: number;
}

/** The SQL as a person reads it: bound parameters shown as literals (display only, never executed). */
export function renderSqlForDisplay(sql: string, params: unknown[], spec: EngineSpec): string {
  return sql.replace(/\$(\d+)\b/g, (m, n: string) => (Number(n) <= params.length ? spec.renderLiteral(params[Number(n) - 1]) : m));
}

export function toQueryObject(q: ChartQueryInput): QueryObject {
  return {
    columns: q.columns ?? [],
    metrics: q.metrics ?? [],
    filters: (q.filters ?? []).map((f) => ({ col: f.col, op: f.op, val: f.val, grain: f.grain ?? undefined, isExtra: f.isExtra ?? undefined })),
    extras: {
      where: q.extras?.where ?? undefined,
      having: q.extras?.having ?? undefined,
      timeGrainSqla: q.extras?.timeGrainSqla ?? undefined,
      relativeStart: q.extras?.relativeStart ?? undefined,
      relativeEnd: q.extras?.relativeEnd ?? undefined,
    },
    orderby: q.orderby ?? [],
    rowLimit: q.rowLimit ?? undefined,
    rowOffset: q.rowOffset ?? undefined,
    seriesColumns: q.seriesColumns ?? undefined,
    seriesLimit: q.seriesLimit ?? undefined,
    seriesLimitMetric: q.seriesLimitMetric ?? undefined,
    timeRange: q.timeRange ?? undefined,
    timeShift: q.timeShift ?? undefined,
    granularity: q.granularity ?? undefined,
    isTimeseries: q.isTimeseries ?? undefined,
    orderDesc: q.orderDesc ?? undefined,
    postProcessing: q.postProcessing ?? [],
  } as QueryObject;
}

export class ChartDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResultCacheStore,
    private readonly config: Pick<Config, 'rowLimit' | 'sqlMaxRow' | 'samplesRowLimit' | 'secretKey' | 'webserverTimeoutSec'>,
  ) {}

  async run(ctx: RequestContext, input: ChartDataInput): Promise<ChartDataPayload> {
    const actor = ctx.require('can_read', 'Chart');
    if (!input.queries.length) throw errors.badInput('Request is incorrect: {"queries": ["Shorter than minimum length 1."]}');
    if (!['table', 'dataset'].includes(input.datasource.type)) {
      throw errors.badInput(`Datasource type ${input.datasource.type} is not supported`, 'UNKNOWN_DATASOURCE_TYPE_ERROR');
    }
    const ds = await loadDatasource(dbFor(ctx, this.dataSource), input.datasource.id);
    if (!ds) throw errors.notFound();
    if (!canAccessDatasource(actor, ds.access)) {
      throw errors.forbidden(
        `This endpoint requires the datasource ${ds.access.tableName}, database or \`all_datasource_access\` permission`,
        'DATASOURCE_SECURITY_ACCESS_ERROR',
        { datasource: ds.access.datasetId },
      );
    }
    const uri = connectionUri(ds.database.sqlalchemyUri, ds.database.encryptedPassword, this.config.secretKey);
    const spec = getEngineSpec(uri);
    const now = new Date();
    const queries: ChartQueryResult[] = [];
    for (const q of input.queries) {
      const samples = input.resultType === ChartResultType.SAMPLES;
      const query = toQueryObject(samples ? { ...q, metrics: [], columns: [], orderby: [], postProcessing: [], timeRange: null } : q);
      const built = buildQuery(ds.definition, query, spec, {
        now,
        defaultRowLimit: samples ? this.config.samplesRowLimit : this.config.rowLimit,
        maxRowLimit: this.config.sqlMaxRow,
      });
      const displaySql = renderSqlForDisplay(built.sql, built.params, spec);
      const base = {
        query: ctx.actor ? displaySql : null,
        fromDttm: built.fromDttm,
        toDttm: built.toDttm,
        appliedFilters: built.appliedFilters,
        rejectedFilters: built.rejectedFilters,
        labelMap: built.labelMap,
        cacheTimeout: ds.cacheTimeout ?? DEFAULT_CACHE_TIMEOUT_SEC,
        error: null,
      };
      if (input.resultType === ChartResultType.QUERY) {
        queries.push({ ...base, cacheKey: null, cachedDttm: null, isCached: false, status: 'success', rowcount: 0, sqlRowcount: 0, colnames: [], coltypes: [], data: [] });
        continue;
      }
      const cacheKey = createHash('sha256')
        .update(JSON.stringify([ds.access.datasetId, ds.changedOn, built.sql, built.params, query.postProcessing ?? [], input.resultType]))
        .digest('hex');
      const cached = input.force ? undefined : this.cache.get<CachedResult>(cacheKey);
      if (!cached) {
        const result = await this.execute(uri, spec, built);
        const processed = applyPostProcessing(result.data, result.colnames, result.coltypes, query.postProcessing ?? []);
        const value: CachedResult = { ...processed, rowcount: processed.data.length, sqlRowcount: result.rowcount };
        this.cache.set(cacheKey, value, ds.cacheTimeout ?? DEFAULT_CACHE_TIMEOUT_SEC);
        queries.push({ ...base, ...value, cacheKey, cachedDttm: null, isCached: false, status: 'success' });
      } else {
        queries.push({ ...base, ...cached.value, cacheKey, cachedDttm: cached.storedAt.toISOString().replace('Z', ''), isCached: true, status: 'success' });
      }
    }
    return { queries };
  }

  private async execute(uri: string, spec: EngineSpec, built: ReturnType<typeof buildQuery>) {
    try {
      const conn = await getConnection(uri);
      return await runChartQuery(conn, built, { timeoutMs: this.config.webserverTimeoutSec * 1000 });
    } catch (err) {
      throw err instanceof TesseraError ? err : spec.mapError(err);
    }
  }
}
