/**
 * Superset's annotation data (annotation_data): what the annotation layers a query names hold, keyed by the
 * layer's name as the chart named it. A NATIVE layer answers its annotations in the query's time range; a
 * layer drawn from another saved chart (source 'line': a TIME_SERIES layer of its series; source 'table':
 * events or intervals from its rows) answers that chart's first query's rows, run from its saved query
 * context with the layer's overrides, as the viewer. A chart layer that cannot answer (no such chart, one the
 * viewer may not read, no saved query context, data the viewer may not see) says why in its own entry; the
 * chart and its other layers still answer. Formula layers need no data.
 */
import { parseQueryContext } from '@tessera/gateway-rest';
import type { RequestContext } from '../../platform/context';
import { errors, TesseraError } from '../../platform/errors';
import { isRowId } from '../../platform/sql';
import type { AnnotationService, NativeAnnotationRecords } from '../annotation';
import type { ChartService } from '../chart';
import type { ChartDataInput, ChartQueryInput, ChartQueryResult } from './chart-data.types';

interface NativeLayerRef {
  id: number;
  name: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const layerId = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** The NATIVE layers of a query's annotation_layers: their layer ids (a number or its digits) and names. */
export function nativeLayerRefs(layers: readonly unknown[] | null | undefined): NativeLayerRef[] {
  const refs: NativeLayerRef[] = [];
  for (const layer of layers ?? []) {
    if (!isObject(layer) || layer.sourceType !== 'NATIVE') continue;
    const id = layerId(layer.value);
    if (!isRowId(id)) throw errors.badInput('Request is incorrect: {"annotation_layers": ["A native annotation layer\'s value must be a layer id."]}');
    refs.push({ id, name: typeof layer.name === 'string' ? layer.name : String(id) });
  }
  return refs;
}

/** The annotation_data of one query: every native layer it names, with the records within [from, to). */
export async function nativeAnnotationData(
  annotations: AnnotationService,
  ctx: RequestContext,
  layers: readonly unknown[] | null | undefined,
  range: { fromDttm: number | null; toDttm: number | null },
): Promise<Record<string, NativeAnnotationRecords>> {
  const refs = nativeLayerRefs(layers);
  if (!refs.length) return {};
  const records = await annotations.nativeRecords(
    ctx,
    refs.map((ref) => ref.id),
    range.fromDttm,
    range.toDttm,
  );
  return Object.fromEntries(refs.map((ref) => [ref.name, records.get(ref.id)!]));
}

/** Superset's sources of layers drawn from a saved chart: a line chart's series, a table chart's rows. */
export const CHART_LAYER_SOURCES = ['line', 'table'] as const;

export interface ChartLayerRef {
  /** The saved chart's id; null when the layer's value names none. */
  chartId: number | null;
  name: string;
  /** Superset's overrides: a key present replaces the chart's own setting, by its value or (null) the viewed chart's. */
  overrides: Record<string, unknown>;
}

/** A chart layer's entry: the chart's columns and rows, or why there are none. */
export interface ChartLayerData {
  columns: string[];
  records: unknown[];
  error?: string;
}

/** The layers of a query's annotation_layers drawn from another saved chart. */
export function chartLayerRefs(layers: readonly unknown[] | null | undefined): ChartLayerRef[] {
  return (layers ?? []).filter(isObject).flatMap((layer) => {
    if (!(CHART_LAYER_SOURCES as readonly unknown[]).includes(layer.sourceType)) return [];
    const id = layerId(layer.value);
    return [{ chartId: isRowId(id) ? id : null, name: typeof layer.name === 'string' ? layer.name : String(layer.value), overrides: isObject(layer.overrides) ? layer.overrides : {} }];
  });
}

/** The viewed query's time range: its time_range, else its first TEMPORAL_RANGE filter's. */
function timeRangeOf(query: ChartQueryInput): string | null {
  if (query.timeRange) return query.timeRange;
  const filter = (query.filters ?? []).find((f) => f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string');
  return filter ? (filter.val as string) : null;
}

const isBaseAxis = (column: unknown): column is Record<string, unknown> => isObject(column) && column.columnType === 'BASE_AXIS';

/** The viewed query's time grain: its extras', else its x-axis column's. */
function timeGrainOf(query: ChartQueryInput): string | null {
  if (query.extras?.timeGrainSqla) return query.extras.timeGrainSqla;
  const axis = (query.columns ?? []).find(isBaseAxis);
  return axis && typeof axis.timeGrain === 'string' ? axis.timeGrain : null;
}

/**
 * The saved chart's first query as a layer runs it (Superset's get_viz_annotation_data): the time range and
 * time grain overridden where the layer says so (a null override takes the viewed query's), its own
 * annotation layers dropped (a layer never draws another chart's layers), the viewed request's force.
 */
export function layerQueryContext(saved: ChartDataInput, overrides: Record<string, unknown>, viewed: ChartQueryInput, force: boolean): ChartDataInput {
  const pick = (key: string, fallback: string | null) => (key in overrides ? (typeof overrides[key] === 'string' && overrides[key] ? (overrides[key] as string) : fallback) : null);
  const timeRange = pick('time_range', timeRangeOf(viewed) ?? 'No filter');
  const timeGrain = pick('time_grain_sqla', timeGrainOf(viewed));
  const query: ChartQueryInput = { ...saved.queries[0], annotationLayers: null };
  if (timeRange !== null) {
    query.timeRange = timeRange;
    const filters = query.filters ?? [];
    query.filters = filters.map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: timeRange } : f));
    // A query bounded by neither a time column nor a temporal filter (an x-axis chart) is bounded on its x-axis.
    const axis = (query.columns ?? []).find(isBaseAxis);
    if (!query.granularity && axis && !filters.some((f) => f.op === 'TEMPORAL_RANGE')) {
      const { columnType: _type, timeGrain: _grain, ...col } = axis;
      query.filters.push({ col, op: 'TEMPORAL_RANGE', val: timeRange });
    }
  }
  if (timeGrain !== null) {
    query.extras = { ...query.extras, timeGrainSqla: timeGrain };
    query.columns = query.columns?.map((c) => (isBaseAxis(c) ? { ...c, timeGrain } : c));
  }
  return { ...saved, force, queries: [query] };
}

/** How chart layers reach the charts they name: the viewer's charts, and chart data run as the viewer. */
export interface ChartLayerSource {
  charts: ChartService;
  run: (ctx: RequestContext, input: ChartDataInput) => Promise<ChartQueryResult[]>;
}

const notFound = (ref: ChartLayerRef) =>
  `Chart with ID ${ref.chartId ?? '?'} (referenced by annotation layer '${ref.name}') was not found. Please verify that the chart exists and is accessible.`;

async function chartLayerData(source: ChartLayerSource, ctx: RequestContext, ref: ChartLayerRef, viewed: ChartQueryInput, force: boolean): Promise<ChartLayerData> {
  const failed = (error: string): ChartLayerData => ({ columns: [], records: [], error });
  // A chart the viewer may not see reads as one that does not exist.
  const chart = ref.chartId === null ? null : await source.charts.get(ctx, { id: ref.chartId });
  if (!chart) return failed(notFound(ref));
  let saved: ChartDataInput;
  try {
    if (!isObject(chart.queryContext)) throw new Error('missing');
    saved = parseQueryContext(chart.queryContext).input as unknown as ChartDataInput;
  } catch {
    return failed(`The query context for chart ID ${chart.id} (referenced by annotation layer '${ref.name}') was not found or is not valid. Please save the chart again.`);
  }
  try {
    const [result] = await source.run(ctx, layerQueryContext(saved, ref.overrides, viewed, force));
    return { columns: result.colnames, records: Array.isArray(result.data) ? result.data : [] };
  } catch (err) {
    if (err instanceof TesseraError) return failed(err.message);
    throw err;
  }
}

/** The annotation_data of one query: its native layers' annotations and its chart layers' rows, by layer name. */
export async function annotationData(
  sources: { annotations?: AnnotationService; chartLayers?: ChartLayerSource },
  ctx: RequestContext,
  viewed: ChartQueryInput,
  result: { fromDttm: number | null; toDttm: number | null },
  force: boolean,
): Promise<Record<string, NativeAnnotationRecords | ChartLayerData>> {
  const { annotations, chartLayers } = sources;
  const native = annotations ? await nativeAnnotationData(annotations, ctx, viewed.annotationLayers, result) : {};
  const refs = chartLayers ? chartLayerRefs(viewed.annotationLayers) : [];
  const charts = await Promise.all(refs.map(async (ref) => [ref.name, await chartLayerData(chartLayers!, ctx, ref, viewed, force)] as const));
  return { ...native, ...Object.fromEntries(charts) };
}
