/**
 * Chart data, every way it is asked for: one query context (chartData), a dashboard's worth at once
 * (chartDataBatch), as a CSV/XLSX download (export), and a dataset's sample rows (samples). Loads the
 * datasource, checks data access and the permission of the door used, resolves the cache timeout, and
 * runs the queries a few at a time through the ChartQueryRunner. Any query failing fails its query
 * context (Superset's contract); in a batch, the other contexts still answer.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { type EngineSpec, getEngineSpec } from '../../engines';
import type { ResultCacheStore } from '../../platform/cache';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError, toExtensions } from '../../platform/errors';
import { Hooks } from '../../platform/module';
import { dbFor } from '../../platform/sql';
import type { Actor } from '../../platform/actor';
import type { AnnotationService } from '../annotation';
import { canAccessDatasource, requireDatasourceAccess } from '../security';
import { chartCacheTimeout, type ChartService } from '../chart';
import { connectionUri } from '../database';
import { DatasourceCache, type LoadedDatasource } from '../dataset';
import { hasTemplateSyntax, parseTemplateParams, renderTemplate, userMacros } from '../../semantic/sql-lab';
import { resolveCacheTimeout, sliceIdOf } from './cache-timeout';
import { ChartDataInput, ChartDataPayload, ChartResultFormat, ChartResultType, type ChartDataError } from './chart-data.types';
import { annotationData, type ChartLayerSource } from './chart-annotations';
import { toQueryObject } from './chart-query';
import { ChartQueryRunner, type QueryRun } from './chart-query-runner';
import { createLimiter, type Limiter } from './concurrency';
import { DatasourceSamplesInput, DatasourceSamplesPayload } from './datasource-explore.types';
import { exportFile } from './export-file';
import type { ExportFile } from '../../platform/export-file';
import { verboseMap } from './result-shapes';

export type ChartDataConfig = Pick<Config, 'rowLimit' | 'sqlMaxRow' | 'samplesRowLimit' | 'secretKey' | 'webserverTimeoutSec'> & {
  featureFlags?: Pick<Config['featureFlags'], 'ENABLE_TEMPLATE_PROCESSING'>;
  datasourceCacheMaxBytes?: number;
};

/** Queries of one request that may run at the same time. */
export const QUERY_CONCURRENCY = 4;
const DATASOURCE_TYPES = ['table', 'dataset'];

/**
 * Data access that comes from elsewhere than the actor's data permissions: a dashboard whose
 * DASHBOARD_RBAC roles include the actor's grants its charts' (and native filters') datasets. The
 * request's form data names the dashboard (dashboardId).
 */
export interface DatasetGrant {
  grantsDataset(ctx: RequestContext, datasetId: number, formData: unknown): Promise<boolean>;
}

/** The data grants modules above explore add (the dashboard module adds DASHBOARD_RBAC's). */
export class DatasetGrants extends Hooks<DatasetGrant> {
  async grantsDataset(ctx: RequestContext, datasetId: number, formData: unknown): Promise<boolean> {
    for (const grant of this.all) if (await grant.grantsDataset(ctx, datasetId, formData)) return true;
    return false;
  }
}

export function toChartDataError(err: TesseraError): ChartDataError {
  const ext = toExtensions(err);
  return { message: err.message, errorType: ext.errorType, code: ext.code, level: ext.level, status: ext.status, extra: ext.extra };
}

/** Superset's get_limit_clause: per_page rows of page `page`, per_page outside 1..SAMPLES_ROW_LIMIT meaning the maximum. */
export function samplesLimitClause(page: number, perPage: number | null | undefined, samplesRowLimit: number): { rowLimit: number; rowOffset: number } {
  const limit = perPage === null || perPage === undefined || perPage < 0 || perPage > samplesRowLimit ? samplesRowLimit : perPage;
  return { rowLimit: limit, rowOffset: Math.max((page - 1) * limit, 0) };
}

export class ChartDataService {
  private readonly runner: ChartQueryRunner;
  /** Loaded datasources, re-read only when the dataset or its database changed. */
  private readonly datasources: DatasourceCache;
  /** Where layers drawn from saved charts get their rows. */
  private readonly chartLayers?: ChartLayerSource;

  constructor(
    private readonly dataSource: DataSource,
    cache: ResultCacheStore,
    private readonly config: ChartDataConfig,
    private readonly grants: DatasetGrants = new DatasetGrants(),
    /** The dataset module's one loader (shared with Explore's datasource metadata); tests may leave it out. */
    datasources?: DatasourceCache,
    /** The annotations native annotation layers overlay; tests that ask for none may leave it out. */
    private readonly annotations?: AnnotationService,
    /** The saved charts layers draw from (time series, table events and intervals); tests may leave it out. */
    charts?: ChartService,
  ) {
    this.runner = new ChartQueryRunner(cache, config);
    this.datasources = datasources ?? new DatasourceCache({ maxBytes: config.datasourceCacheMaxBytes });
    // A layer's chart runs as the viewer through this same door: their data access decides what it shows.
    this.chartLayers = charts && { charts, run: async (ctx, input) => (await this.runFor(ctx, ctx.require('can_read', 'Chart'), input)).payload.queries };
  }

  async run(ctx: RequestContext, input: ChartDataInput): Promise<ChartDataPayload> {
    const actor = ctx.require('can_read', 'Chart');
    return (await this.runFor(ctx, actor, input)).payload;
  }

  /** A dashboard's charts in one request; a chart that fails reports its error in its own payload. */
  async runBatch(ctx: RequestContext, inputs: ChartDataInput[]): Promise<ChartDataPayload[]> {
    const actor = ctx.require('can_read', 'Chart');
    return Promise.all(
      inputs.map((input) =>
        this.runFor(ctx, actor, input).then(
          ({ payload }) => payload,
          (err: unknown) => {
            if (err instanceof TesseraError) return { queries: [], error: toChartDataError(err) };
            throw err;
          },
        ),
      ),
    );
  }

  /** The results as a CSV or XLSX file (a ZIP for several queries): needs `can_csv` on `Superset`. */
  async export(ctx: RequestContext, input: ChartDataInput, format: ChartResultFormat): Promise<ExportFile> {
    const actor = ctx.require('can_read', 'Chart');
    if (format === ChartResultFormat.JSON) throw errors.badInput('JSON results are answered by chartData, not as a download');
    // Superset's wording (the legacy views show it; /api/v1 answers a bare 403 Forbidden).
    if (!actor.can('can_csv', 'Superset')) throw errors.forbidden("You don't have the rights to download as csv");
    const { payload, ds } = await this.runFor(ctx, actor, input);
    const { queries } = payload;
    return exportFile(
      queries.map((q) => ({ colnames: q.colnames, coltypes: q.coltypes, data: q.data as Record<string, unknown>[] })),
      format === ChartResultFormat.CSV ? 'csv' : 'xlsx',
      verboseMap(ds.definition),
      new Date(),
    );
  }

  /**
   * A page of the dataset's rows (Superset's datasource samples): raw rows with the time range dropped, or,
   * when a payload carries the chart's filters, its drill-to-detail rows; plus the COUNT(*) of all of them.
   */
  async samples(ctx: RequestContext, input: DatasourceSamplesInput): Promise<DatasourceSamplesPayload> {
    const actor = ctx.require('can_read', 'Dataset');
    const fields: Record<string, string[]> = {};
    if (input.page < 1) fields.page = ['Must be greater than or equal to 1.'];
    if (input.perPage !== null && input.perPage !== undefined && input.perPage < 1) fields.per_page = ['Must be greater than or equal to 1.'];
    if (Object.keys(fields).length) throw errors.badInput(`Request is incorrect: ${JSON.stringify(fields)}`, 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields });
    const ds = await this.loadAccessible(ctx, actor, input.datasourceId, input.datasourceType, { dashboardId: input.dashboardId });
    const payload = input.payload ? toQueryObject(input.payload) : null;
    const limit = samplesLimitClause(input.page, input.perPage, this.config.samplesRowLimit);
    const countStar = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };
    const base = this.queryRun(ctx, ds, { force: input.force, formData: null, customCacheTimeout: null });
    const [count, result] = await Promise.all([
      this.runner.run({ ...base, resultType: ChartResultType.FULL }, { ...(payload ?? {}), columns: [], metrics: [countStar], orderby: [], postProcessing: [], timeOffsets: [], rowLimit: null, rowOffset: 0 }),
      this.runner.run({ ...base, resultType: payload ? ChartResultType.DRILL_DETAIL : ChartResultType.SAMPLES }, { ...(payload ?? {}), ...limit }),
    ]);
    const totalCount = (count.data as Record<string, unknown>[])[0]?.['COUNT(*)'];
    return { result, page: input.page, perPage: limit.rowLimit, totalCount: typeof totalCount === 'number' ? totalCount : 0 };
  }

  private async runFor(ctx: RequestContext, actor: Actor, input: ChartDataInput): Promise<{ payload: ChartDataPayload; ds: LoadedDatasource }> {
    if (!input.queries.length) throw errors.badInput('Request is incorrect: {"queries": ["Shorter than minimum length 1."]}');
    const ds = await this.loadAccessible(ctx, actor, input.datasource.id, input.datasource.type, input.formData);
    const run = { ...this.queryRun(ctx, ds, input), resultType: input.resultType };
    // One bound per request: a batch's contexts share it, so a dashboard runs a few queries at a time.
    const limit = ctx.loader<Limiter>('chart-data:limiter', () => createLimiter(QUERY_CONCURRENCY));
    // A query's own result type wins: `columns` and `timegrains` then describe the datasource without running SQL.
    const queries = await Promise.all(input.queries.map((q) => limit(() => this.runner.run({ ...run, resultType: q.resultType ?? run.resultType }, toQueryObject(q)))));
    const sources = { annotations: this.annotations, chartLayers: this.chartLayers };
    // Set in place: a copy would read `data`, parsing the rows a warm result keeps as text (result-rows.ts).
    await Promise.all(queries.map(async (result, i) => (result.annotationData = await annotationData(sources, ctx, input.queries[i], result, input.force))));
    return { payload: { queries, error: null }, ds };
  }

  private queryRun(ctx: RequestContext, ds: LoadedDatasource, input: Pick<ChartDataInput, 'force' | 'formData' | 'customCacheTimeout'>): Omit<QueryRun, 'resultType'> {
    const uri = connectionUri(ds.database.sqlalchemyUri, ds.database.encryptedPassword, this.config.secretKey);
    const spec = getEngineSpec(uri);
    const templated = this.renderTemplate(ctx, ds, spec);
    const cacheTimeout = this.cacheTimeout(ctx, ds, input);
    // The runner awaits it only once the engine query is under way; a failure first must not be an unhandled rejection.
    cacheTimeout.catch(() => undefined);
    return {
      ds: templated,
      uri,
      spec,
      now: new Date(),
      force: input.force,
      cacheTimeout,
      showSql: !!ctx.actor,
      formData: input.formData ?? null,
      // Row-level security: the security module will supply this actor's clauses for the dataset here.
      rlsClauses: [],
    };
  }

  /**
   * A virtual dataset's SQL with its template rendered (ENABLE_TEMPLATE_PROCESSING): the dataset's template
   * parameters and the caller's `current_username()` / `current_user_id()` / `current_user_email()`. The
   * rendered SQL is part of the cache key, so per-user SQL is cached per user.
   */
  private renderTemplate(ctx: RequestContext, ds: LoadedDatasource, spec: EngineSpec): LoadedDatasource {
    const sql = ds.definition.sql;
    if (!sql || !this.config.featureFlags?.ENABLE_TEMPLATE_PROCESSING || !hasTemplateSyntax(sql)) return ds;
    const rendered = renderTemplate(sql, parseTemplateParams(ds.templateParams), {
      dialect: spec.sqlDialect,
      literals: spec,
      macros: ctx.actor ? userMacros(ctx.actor.user) : {},
    });
    return { ...ds, definition: { ...ds.definition, sql: rendered } };
  }

  /** The request's own timeout wins without asking for the chart's. */
  private async cacheTimeout(ctx: RequestContext, ds: LoadedDatasource, input: Pick<ChartDataInput, 'formData' | 'customCacheTimeout'>): Promise<number> {
    const sliceId = input.customCacheTimeout === null || input.customCacheTimeout === undefined ? sliceIdOf(input.formData) : null;
    const chartTimeout = sliceId ? await chartCacheTimeout(dbFor(ctx, this.dataSource), sliceId) : null;
    return resolveCacheTimeout({
      custom: input.customCacheTimeout,
      chart: chartTimeout,
      // The loader already falls back from the dataset's timeout to its database's.
      dataset: ds.cacheTimeout,
      database: ds.database.cacheTimeout,
    });
  }

  private async loadAccessible(ctx: RequestContext, actor: Actor, datasetId: number, type: string, formData: unknown): Promise<LoadedDatasource> {
    if (!DATASOURCE_TYPES.includes(type)) throw errors.badInput(`Datasource type ${type} is not supported`, 'UNKNOWN_DATASOURCE_TYPE_ERROR');
    const ds = await this.datasources.load(dbFor(ctx, this.dataSource), datasetId);
    if (!ds) throw errors.notFound();
    if (!canAccessDatasource(actor, ds.access) && !(await this.grants.grantsDataset(ctx, datasetId, formData))) requireDatasourceAccess(actor, ds.access);
    return ds;
  }
}
