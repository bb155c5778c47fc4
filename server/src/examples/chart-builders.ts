/**
 * Saved example charts for the chart types the client renders (table, pie, echarts_timeseries_line):
 * each builder writes the form data (`params`, what the client's buildQuery reads) and the query context
 * Superset's client would have saved with it (what REST `/chart/{pk}/data/`, reports and API clients
 * replay), from one description, so the two cannot drift apart.
 */

export interface ExampleChart {
  uuid: string;
  sliceName: string;
  vizType: string;
  description: string;
  params: Record<string, unknown>;
  queries: Record<string, unknown>[];
}

/** The query context Superset's client saves with a chart (snake_case REST shape). */
export function exampleQueryContext(datasetId: number, chartId: number, chart: ExampleChart): Record<string, unknown> {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    form_data: { ...chart.params, datasource: `${datasetId}__table`, slice_id: chartId },
    queries: chart.queries,
    result_format: 'json',
    result_type: 'full',
  };
}

export interface ExampleFilter {
  col: string;
  op: '==' | '!=' | 'IN' | 'NOT IN' | '>' | '<' | 'TEMPORAL_RANGE' | 'IS NOT NULL';
  val?: unknown;
}

interface ChartBase {
  uuid: string;
  name: string;
  description: string;
  filters?: ExampleFilter[];
  /** Superset's time_range; 'No filter' by default. */
  timeRange?: string;
}

/** A simple WHERE adhoc filter as the explore view saves it. */
function adhocFilters(filters: ExampleFilter[]): Record<string, unknown>[] {
  return filters.map((f) => ({
    expressionType: 'SIMPLE',
    subject: f.col,
    operator: f.op,
    ...(f.val === undefined ? {} : { comparator: f.val }),
    clause: 'WHERE',
  }));
}

function queryFilters(filters: ExampleFilter[]): Record<string, unknown>[] {
  return filters.map((f) => (f.val === undefined ? { col: f.col, op: f.op } : { col: f.col, op: f.op, val: f.val }));
}

export function pieChart(def: ChartBase & { groupby: string[]; metric: string; rowLimit: number; donut?: boolean }): ExampleChart {
  const filters = def.filters ?? [];
  const timeRange = def.timeRange ?? 'No filter';
  return {
    uuid: def.uuid,
    sliceName: def.name,
    vizType: 'pie',
    description: def.description,
    params: {
      viz_type: 'pie',
      groupby: def.groupby,
      metric: def.metric,
      adhoc_filters: adhocFilters(filters),
      row_limit: def.rowLimit,
      time_range: timeRange,
      donut: def.donut ?? false,
      show_legend: true,
    },
    queries: [
      { columns: def.groupby, metrics: [def.metric], filters: queryFilters(filters), orderby: [[def.metric, false]], row_limit: def.rowLimit, time_range: timeRange },
    ],
  };
}

export function tableChart(def: ChartBase & { groupby: string[]; metrics: string[]; rowLimit: number }): ExampleChart {
  const filters = def.filters ?? [];
  const timeRange = def.timeRange ?? 'No filter';
  return {
    uuid: def.uuid,
    sliceName: def.name,
    vizType: 'table',
    description: def.description,
    params: {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: def.groupby,
      metrics: def.metrics,
      adhoc_filters: adhocFilters(filters),
      row_limit: def.rowLimit,
      order_desc: true,
      time_range: timeRange,
    },
    queries: [
      {
        columns: def.groupby,
        metrics: def.metrics,
        filters: queryFilters(filters),
        orderby: [[def.metrics[0], false]],
        row_limit: def.rowLimit,
        time_range: timeRange,
      },
    ],
  };
}

/**
 * A time-series line: the x-axis bucketed by `timeGrain` on the server. With a group-by the saved query
 * pivots to one column per series (Superset's pivot + flatten), as REST clients of the chart expect.
 */
export function lineChart(
  def: ChartBase & { xAxis: string; timeGrain: string; metrics: string[]; groupby?: string[]; rowLimit?: number; seriesLimit?: number },
): ExampleChart {
  const filters = def.filters ?? [];
  const timeRange = def.timeRange ?? 'No filter';
  const groupby = def.groupby ?? [];
  const rowLimit = def.rowLimit ?? 10_000;
  const params: Record<string, unknown> = {
    viz_type: 'echarts_timeseries_line',
    x_axis: def.xAxis,
    time_grain_sqla: def.timeGrain,
    metrics: def.metrics,
    groupby,
    adhoc_filters: adhocFilters(filters),
    row_limit: rowLimit,
    time_range: timeRange,
    order_desc: true,
  };
  const query: Record<string, unknown> = {
    columns: [{ expressionType: 'SQL', sqlExpression: def.xAxis, label: def.xAxis, columnType: 'BASE_AXIS', timeGrain: def.timeGrain }, ...groupby],
    metrics: def.metrics,
    filters: queryFilters(filters),
    orderby: groupby.length ? [[def.metrics[0], false]] : [[def.xAxis, true]],
    row_limit: rowLimit,
    time_range: timeRange,
    granularity: def.xAxis,
    extras: { time_grain_sqla: def.timeGrain },
  };
  if (groupby.length) {
    query.series_columns = groupby;
    if (def.seriesLimit) {
      params.series_limit = def.seriesLimit;
      params.series_limit_metric = def.metrics[0];
      query.series_limit = def.seriesLimit;
      query.series_limit_metric = def.metrics[0];
    }
    query.post_processing = [
      {
        operation: 'pivot',
        options: {
          index: [def.xAxis],
          columns: groupby,
          aggregates: Object.fromEntries(def.metrics.map((m) => [m, { operator: 'mean' }])),
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
    ];
  }
  return { uuid: def.uuid, sliceName: def.name, vizType: 'echarts_timeseries_line', description: def.description, params, queries: [query] };
}

/** A world map: one value per country, the countries named by a code column (cca3 by default). */
export function worldMapChart(def: ChartBase & { entity: string; metric: string; countryFieldType?: 'cca2' | 'cca3' | 'name'; rowLimit?: number }): ExampleChart {
  const filters = def.filters ?? [];
  const timeRange = def.timeRange ?? 'No filter';
  const rowLimit = def.rowLimit ?? 500;
  return {
    uuid: def.uuid,
    sliceName: def.name,
    vizType: 'world_map',
    description: def.description,
    params: {
      viz_type: 'world_map',
      entity: def.entity,
      country_fieldtype: def.countryFieldType ?? 'cca3',
      metric: def.metric,
      adhoc_filters: adhocFilters(filters),
      row_limit: rowLimit,
      time_range: timeRange,
      show_bubbles: false,
      color_by: 'metric',
      linear_color_scheme: 'blue_white_yellow',
    },
    queries: [{ columns: [def.entity], metrics: [def.metric], filters: queryFilters(filters), orderby: [[def.metric, false]], row_limit: rowLimit, time_range: timeRange }],
  };
}
