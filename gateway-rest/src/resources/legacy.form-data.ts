/**
 * The legacy explore_json contract: a chart's form data (what Explore's controls hold) rather than a
 * query context. This turns it into the one query object Superset's legacy viz classes would run
 * (BaseViz.query_obj): groupby and metrics, adhoc filters split into filters / WHERE / HAVING, the time
 * range on the granularity column, dashboard extra_filters, row limit (required, integer), series limit,
 * and time comparison (time_compare + comparison_type -> time_offsets + the compare operation).
 */
import { RestError } from '../core/errors';
import { isPlainObject } from '../core/json-schema';
import { parseIntegerField } from '../core/marshmallow-fields';
import { pyRepr } from '../core/py-repr';
import type { ChartQueryInput, QueryFilterInput } from '../gql/graphql';

export type FormData = Record<string, unknown>;

/** Legacy viz types whose query is a time series (Superset's is_timeseries = True classes). */
const TIMESERIES_VIZ = new Set(['line', 'bar', 'area', 'compare', 'time_table', 'time_pivot', 'dual_line', 'line_multi', 'cal_heatmap', 'horizon', 'rose']);

/** Keys a request may send next to slice_id and still mean "that chart, as saved" (Superset's get_form_data). */
const SAVED_CHART_KEYS = new Set(['slice_id', 'extra_filters', 'adhoc_filters', 'viz_type']);

export function legacyBadRequest(message: string): RestError {
  return new RestError(400, { error: message });
}

function requestIsIncorrect(errors: Record<string, string[]>): RestError {
  return legacyBadRequest(`Request is incorrect: ${pyRepr(errors)}`);
}

/** The form_data parameter: a JSON object, as text (query string or form field) or already parsed. */
export function parseFormData(raw: unknown): FormData {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw legacyBadRequest('form_data is not valid JSON');
    }
  }
  if (!isPlainObject(value)) throw legacyBadRequest('form_data must be a JSON object');
  return value;
}

/** The chart whose saved form data the request stands for, when it sends little more than its id. */
export function savedChartId(formData: FormData): number | null {
  const id = parseIntegerField(formData.slice_id);
  if (id === undefined || id < 1) return null;
  return Object.keys(formData).every((key) => SAVED_CHART_KEYS.has(key)) ? id : null;
}

/** `datasource` "3__table" in the form data, else the URL's datasource_type / datasource_id. */
export function datasourceOf(formData: FormData, params: { datasourceType?: string; datasourceId?: string }): { id: number; type: string } {
  const key = typeof formData.datasource === 'string' ? formData.datasource : undefined;
  const match = key ? /^(\d+)__([a-z_]+)$/.exec(key) : null;
  if (match) return { id: Number(match[1]), type: match[2] };
  const id = parseIntegerField(params.datasourceId);
  if (id !== undefined && params.datasourceType) return { id, type: params.datasourceType };
  throw legacyBadRequest('The datasource is missing: send form_data.datasource as "<id>__table"');
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

/** A form value as text when it is a scalar; form data is free JSON, and String() of an object may throw. */
const scalarText = (value: unknown, fallback: string): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;

function uniqueByValue(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** A metric's label, for time comparison column names (Superset's get_metric_name). */
function metricName(metric: unknown): string {
  if (typeof metric === 'string') return metric;
  const m = (isPlainObject(metric) ? metric : {}) as Record<string, unknown>;
  if (typeof m.label === 'string' && m.label) return m.label;
  if (m.expressionType === 'SQL' && typeof m.sqlExpression === 'string') return m.sqlExpression;
  const column = isPlainObject(m.column) ? (m.column.column_name as string) : '';
  return `${scalarText(m.aggregate, '')}(${column})`;
}

interface SplitFilters {
  filters: QueryFilterInput[];
  where: string[];
  having: string[];
}

/** Superset's split_adhoc_filters_into_base_filters (SIMPLE HAVING filters are ignored there too). */
function splitAdhocFilters(adhoc: unknown[]): SplitFilters {
  const out: SplitFilters = { filters: [], where: [], having: [] };
  for (const raw of adhoc) {
    if (!isPlainObject(raw)) continue;
    const clause = scalarText(raw.clause, 'WHERE').toUpperCase();
    if (raw.expressionType === 'SQL' && typeof raw.sqlExpression === 'string' && raw.sqlExpression.trim()) {
      (clause === 'HAVING' ? out.having : out.where).push(raw.sqlExpression);
    } else if (raw.expressionType === 'SIMPLE' && clause === 'WHERE' && raw.subject !== undefined && raw.operator) {
      out.filters.push({ col: raw.subject, op: scalarText(raw.operator, ''), val: raw.comparator ?? null, isExtra: raw.isExtra === true });
    }
  }
  return out;
}

/** Dashboard filters of the legacy kind: columns become filters, `__time_*` keys override the time settings. */
function applyExtraFilters(formData: FormData, filters: QueryFilterInput[]): FormData {
  const merged = { ...formData };
  for (const raw of list(formData.extra_filters)) {
    if (!isPlainObject(raw) || typeof raw.col !== 'string') continue;
    if (raw.col === '__time_range') merged.time_range = raw.val;
    else if (raw.col === '__time_grain') merged.time_grain_sqla = raw.val;
    else if (raw.col === '__time_col') merged.granularity_sqla = raw.val;
    else if (!raw.col.startsWith('__')) {
      filters.push({ col: raw.col, op: scalarText(raw.op, 'in').toUpperCase(), val: raw.val ?? null, isExtra: true });
    }
  }
  return merged;
}

/** Row limit of the form: required when the control is there, an integer (the server checks the maximum). */
function rowLimitOf(formData: FormData): number | undefined {
  if (!('row_limit' in formData)) return undefined;
  const raw = formData.row_limit;
  if (raw === null || raw === '') throw requestIsIncorrect({ row_limit: ['cannot be empty'] });
  const value = parseIntegerField(raw);
  if (value === undefined) throw requestIsIncorrect({ row_limit: ['is expected to be an integer'] });
  return value;
}

function orderByOf(formData: FormData): unknown[] | undefined {
  const cols = list(formData.order_by_cols);
  if (!cols.length) return undefined;
  return cols.map((text) => {
    try {
      const pair: unknown = typeof text === 'string' ? JSON.parse(text) : text;
      if (Array.isArray(pair) && pair.length === 2) return pair;
    } catch {
      // reported below
    }
    throw legacyBadRequest('Found invalid orderby options');
  });
}

/** The query object of a legacy chart's form data. */
export function queryFromFormData(formData: FormData): ChartQueryInput {
  const split = splitAdhocFilters(list(formData.adhoc_filters));
  const fd = applyExtraFilters(formData, split.filters);
  const raw = fd.query_mode === 'raw' || (list(fd.all_columns).length > 0 && list(fd.metrics).length === 0);
  const metrics = raw ? [] : uniqueByValue([...list(fd.metrics), ...list(fd.metric), ...list(fd.metric_2), ...list(fd.secondary_metric), ...list(fd.percent_metrics)]);
  const where = [...split.where, ...(typeof fd.where === 'string' && fd.where.trim() ? [fd.where] : [])];
  const having = [...split.having, ...(typeof fd.having === 'string' && fd.having.trim() ? [fd.having] : [])];
  const offsets = list(fd.time_compare).filter((o): o is string => typeof o === 'string' && o.trim() !== '');
  const comparison = typeof fd.comparison_type === 'string' ? fd.comparison_type : 'values';
  const names = metrics.map(metricName);
  const granularity = fd.granularity_sqla ?? fd.granularity;
  const seriesLimit = parseIntegerField(fd.series_limit ?? fd.limit);
  const query: ChartQueryInput = {
    columns: raw ? list(fd.all_columns) : uniqueByValue([...list(fd.groupby), ...list(fd.columns)]),
    metrics,
    filters: [...split.filters, ...(list(fd.filters).filter(isPlainObject) as unknown as QueryFilterInput[])],
    extras: {
      where: where.length ? where.map((w) => `(${w})`).join(' AND ') : undefined,
      having: having.length ? having.map((h) => `(${h})`).join(' AND ') : undefined,
      timeGrainSqla: typeof fd.time_grain_sqla === 'string' ? fd.time_grain_sqla : undefined,
    },
    orderby: orderByOf(fd),
    rowLimit: rowLimitOf(fd),
    rowOffset: parseIntegerField(fd.row_offset),
    seriesLimit: seriesLimit && seriesLimit > 0 ? seriesLimit : undefined,
    seriesLimitMetric: fd.series_limit_metric ?? fd.timeseries_limit_metric ?? undefined,
    orderDesc: typeof fd.order_desc === 'boolean' ? fd.order_desc : undefined,
    granularity: typeof granularity === 'string' ? granularity : undefined,
    timeRange: typeof fd.time_range === 'string' ? fd.time_range : undefined,
    timeShift: typeof fd.time_shift === 'string' && fd.time_shift ? fd.time_shift : undefined,
    isTimeseries: (typeof fd.viz_type === 'string' && TIMESERIES_VIZ.has(fd.viz_type)) || fd.include_time === true,
    timeOffsets: offsets.length ? offsets : undefined,
    postProcessing:
      offsets.length && comparison !== 'values'
        ? [
            {
              operation: 'compare',
              options: {
                source_columns: offsets.flatMap(() => names),
                compare_columns: offsets.flatMap((o) => names.map((n) => `${n}__${o}`)),
                compare_type: comparison,
                drop_original_columns: true,
              },
            },
          ]
        : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ChartQueryInput;
}
