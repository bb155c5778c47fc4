/**
 * The data a dashboard shows: its charts' query results, streamed as each chart finishes, and the options
 * of its value filters. Every chart is authorized against the dashboard (it must be on it, and on the
 * datasource its query names); the dashboard id and chart id travel in the form data, so DASHBOARD_RBAC's
 * role grant applies (dashboard-data-grant.ts). Results come through the chart data service and its cache.
 */
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { isJsonObject, type JsonObject } from '../../platform/json-text';
import { type ChartDataInput, type ChartDataPayload, type ChartDataService, type ChartQueryInput, ChartResultType, type QueryFilterInput, toChartDataError } from '../explore';
import type { DashboardQueryService } from './dashboard-query.service';
import type { DashboardChartDataEvent, DashboardChartDataInput, FilterValuesInput, FilterValuesPayload } from './dashboard-state.types';

export const FILTER_VALUES_DEFAULT_LIMIT = 1000;
export const FILTER_VALUES_MAX_LIMIT = 10_000;
const VALUES_COUNT = '__count';

const failed = (err: TesseraError): ChartDataPayload => ({ queries: [], error: toChartDataError(err) });

/** A filter's adhoc filters and a parent's extraFormData as query filters and a WHERE clause. */
export function filterQueryParts(adhocFilters: unknown, extraFormData: unknown): { filters: QueryFilterInput[]; where: string | null; timeRange: string | null; granularity: string | null } {
  const filters: QueryFilterInput[] = [];
  const wheres: string[] = [];
  const adhoc = [...(Array.isArray(adhocFilters) ? adhocFilters : []), ...(isJsonObject(extraFormData) && Array.isArray(extraFormData.adhoc_filters) ? extraFormData.adhoc_filters : [])];
  for (const f of adhoc) {
    if (!isJsonObject(f) || (f.clause && String(f.clause).toUpperCase() !== 'WHERE')) continue;
    if (f.expressionType === 'SQL' && typeof f.sqlExpression === 'string' && f.sqlExpression.trim()) wheres.push(`(${f.sqlExpression})`);
    else if (f.expressionType === 'SIMPLE' && f.subject && typeof f.operator === 'string') filters.push({ col: f.subject, op: f.operator, val: f.comparator ?? null });
  }
  const extra = isJsonObject(extraFormData) ? extraFormData : {};
  for (const f of Array.isArray(extra.filters) ? extra.filters : []) {
    if (isJsonObject(f) && f.col !== undefined && typeof f.op === 'string') filters.push({ col: f.col, op: f.op, val: f.val ?? null });
  }
  return {
    filters,
    where: wheres.length ? wheres.join(' AND ') : null,
    timeRange: typeof extra.time_range === 'string' ? extra.time_range : null,
    granularity: typeof extra.granularity_sqla === 'string' ? extra.granularity_sqla : null,
  };
}

export class DashboardDataService {
  constructor(
    private readonly queries: DashboardQueryService,
    private readonly charts: ChartDataService,
  ) {}

  /**
   * Runs the charts' queries a few at a time and yields each chart's payload as it finishes (a chart's
   * failure is its payload's error), then a last event with done set. The dashboard must be visible.
   */
  async *chartData(ctx: RequestContext, input: DashboardChartDataInput): AsyncGenerator<DashboardChartDataEvent> {
    ctx.require('can_read', 'Chart');
    const dashboard = await this.queries.find(ctx, input.dashboardId);
    const charts = new Map((await this.queries.visibleCharts(ctx, { id: dashboard.id, published: dashboard.published, isManagedExternally: dashboard.isManagedExternally })).map((c) => [c.id, c]));
    const pending = new Map<number, Promise<{ index: number; event: DashboardChartDataEvent }>>();
    input.charts.forEach(({ chartId, input: query }, index) => {
      const chart = charts.get(chartId);
      const run = async (): Promise<ChartDataPayload> => {
        if (!chart) throw errors.forbidden(`Chart ${chartId} is not on this dashboard, or not visible to you`, 'CHART_SECURITY_ACCESS_ERROR');
        if (query.datasource.id !== chart.datasourceId) throw errors.forbidden(`Chart ${chartId} does not query that datasource`, 'CHART_SECURITY_ACCESS_ERROR');
        const formData = { ...(isJsonObject(query.formData) ? query.formData : {}), dashboardId: dashboard.id, slice_id: chartId };
        return this.charts.run(ctx, { ...query, force: input.force || query.force, formData });
      };
      pending.set(
        index,
        run().then(
          (payload) => ({ index, event: { chartId, payload, done: false } }),
          (err: unknown) => {
            if (err instanceof TesseraError) return { index, event: { chartId, payload: failed(err), done: false } };
            throw err;
          },
        ),
      );
    });
    while (pending.size) {
      const { index, event } = await Promise.race(pending.values());
      pending.delete(index);
      yield event;
    }
    yield { chartId: null, payload: null, done: true };
  }

  /**
   * A value filter's options: the column's distinct values (counted, so the engine groups them), searched,
   * narrowed by the filter's and its parents' filters, through the chart data path and its cache.
   */
  async filterValues(ctx: RequestContext, input: FilterValuesInput): Promise<FilterValuesPayload> {
    ctx.require('can_read', 'Dashboard');
    const limit = input.limit ?? FILTER_VALUES_DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > FILTER_VALUES_MAX_LIMIT) {
      throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { limit: [`Must be between 1 and ${FILTER_VALUES_MAX_LIMIT}.`] } });
    }
    if (!input.column.trim()) throw errors.badInput('Invalid input', 'INVALID_PAYLOAD_SCHEMA_ERROR', { fields: { column: ['cannot be empty'] } });
    if (input.dashboardId != null) await this.queries.find(ctx, input.dashboardId);
    const parts = filterQueryParts(input.adhocFilters, input.extraFormData);
    const search = input.search?.trim();
    if (search) parts.filters.push({ col: input.column, op: 'ILIKE', val: `%${search}%` });
    const ascending = input.sortAscending ?? true;
    const metric = input.sortMetric || { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: VALUES_COUNT };
    const query: ChartQueryInput = {
      columns: [input.column],
      metrics: [metric],
      filters: parts.filters,
      extras: parts.where ? { where: parts.where } : null,
      orderby: [[input.sortMetric || input.column, ascending]],
      rowLimit: limit + 1,
      timeRange: parts.timeRange ?? input.timeRange ?? 'No filter',
      granularity: parts.granularity ?? input.granularitySqla ?? null,
      applyFetchValuesPredicate: true,
    };
    const formData: JsonObject = { viz_type: 'filter_select', type: 'NATIVE_FILTER', native_filter_id: input.filterId ?? null, dashboardId: input.dashboardId ?? null };
    const request: ChartDataInput = { datasource: { id: input.datasetId, type: 'table' }, force: !!input.force, resultType: ChartResultType.FULL, queries: [query], formData };
    const [result] = (await this.charts.run(ctx, request)).queries;
    const rows = (result.data as Record<string, unknown>[]) ?? [];
    const at = result.colnames.indexOf(input.column);
    return {
      values: rows.slice(0, limit).map((r) => r[input.column] ?? null),
      hasMore: rows.length > limit,
      coltype: at >= 0 ? result.coltypes[at] : null,
      isCached: result.isCached,
    };
  }
}
