/**
 * A bundled dashboard's layout and metadata rewritten to the ids of the importing server (REST ref §7.4):
 * each CHART node names its chart by `meta.uuid` (its `chartId` is the exporting server's), and the
 * metadata's per-chart settings and native filter targets follow. Pure.
 */
import { isJsonObject } from '../../platform/json-text';

export interface RemappedLayout {
  position: Record<string, unknown>;
  /** The new ids of the charts placed in the layout, in layout key order, once each. */
  chartIds: number[];
  /** Exporting server's chart id -> importing server's. */
  idMap: Map<number, number>;
  /** Chart uuids the layout names that `chartIdByUuid` does not know. */
  missing: string[];
}

export function remapPosition(position: Record<string, unknown>, chartIdByUuid: ReadonlyMap<string, number>): RemappedLayout {
  const out: Record<string, unknown> = {};
  const chartIds: number[] = [];
  const idMap = new Map<number, number>();
  const missing: string[] = [];
  for (const [key, node] of Object.entries(position)) {
    if (!isJsonObject(node) || node.type !== 'CHART' || !isJsonObject(node.meta)) {
      out[key] = node;
      continue;
    }
    const uuid = typeof node.meta.uuid === 'string' ? node.meta.uuid.toLowerCase() : null;
    const id = uuid ? chartIdByUuid.get(uuid) : undefined;
    if (id === undefined) {
      missing.push(uuid ?? key);
      out[key] = node;
      continue;
    }
    if (typeof node.meta.chartId === 'number') idMap.set(node.meta.chartId, id);
    if (!chartIds.includes(id)) chartIds.push(id);
    out[key] = { ...node, meta: { ...node.meta, chartId: id, uuid } };
  }
  return { position: out, chartIds, idMap, missing };
}

const mapId = (idMap: ReadonlyMap<number, number>, value: unknown) => (typeof value === 'number' ? (idMap.get(value) ?? value) : value);
const mapIds = (idMap: ReadonlyMap<number, number>, value: unknown) => (Array.isArray(value) ? value.map((v) => mapId(idMap, v)) : value);

/** Object keyed by chart id (as text), its keys rewritten; values through `value`. */
function mapKeys(idMap: ReadonlyMap<number, number>, value: unknown, inner: (v: unknown) => unknown = (v) => v): unknown {
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [/^\d+$/.test(k) ? String(idMap.get(Number(k)) ?? k) : k, inner(v)]));
}

function mapScope(idMap: ReadonlyMap<number, number>, scope: unknown): unknown {
  return isJsonObject(scope) ? { ...scope, ...(scope.excluded !== undefined ? { excluded: mapIds(idMap, scope.excluded) } : {}) } : scope;
}

/**
 * json_metadata with chart ids (per-chart settings, refresh exclusions, cross-filter scopes, native filter
 * scopes) and dataset references (native filter targets by `datasetUuid`) made the importing server's.
 */
export function remapMetadata(metadata: Record<string, unknown>, idMap: ReadonlyMap<number, number>, datasetIdByUuid: ReadonlyMap<string, number>): Record<string, unknown> {
  const md: Record<string, unknown> = { ...metadata };
  if (md.timed_refresh_immune_slices !== undefined) md.timed_refresh_immune_slices = mapIds(idMap, md.timed_refresh_immune_slices);
  if (md.expanded_slices !== undefined) md.expanded_slices = mapKeys(idMap, md.expanded_slices);
  if (md.filter_scopes !== undefined) md.filter_scopes = mapKeys(idMap, md.filter_scopes);
  if (md.chart_configuration !== undefined) {
    md.chart_configuration = mapKeys(idMap, md.chart_configuration, (c) => {
      if (!isJsonObject(c)) return c;
      const cross = isJsonObject(c.crossFilters) ? { ...c.crossFilters, ...(c.crossFilters.chartsInScope !== undefined ? { chartsInScope: mapIds(idMap, c.crossFilters.chartsInScope) } : {}), ...(c.crossFilters.scope !== undefined ? { scope: mapScope(idMap, c.crossFilters.scope) } : {}) } : c.crossFilters;
      return { ...c, id: mapId(idMap, c.id), ...(cross !== undefined ? { crossFilters: cross } : {}) };
    });
  }
  if (isJsonObject(md.global_chart_configuration)) {
    const g = md.global_chart_configuration;
    md.global_chart_configuration = { ...g, ...(g.chartsInScope !== undefined ? { chartsInScope: mapIds(idMap, g.chartsInScope) } : {}), ...(g.scope !== undefined ? { scope: mapScope(idMap, g.scope) } : {}) };
  }
  if (Array.isArray(md.native_filter_configuration)) {
    md.native_filter_configuration = md.native_filter_configuration.map((f: unknown) => {
      if (!isJsonObject(f)) return f;
      const next: Record<string, unknown> = { ...f };
      if (f.scope !== undefined) next.scope = mapScope(idMap, f.scope);
      if (f.chartsInScope !== undefined) next.chartsInScope = mapIds(idMap, f.chartsInScope);
      if (Array.isArray(f.targets)) {
        next.targets = f.targets.map((t: unknown) => {
          if (!isJsonObject(t) || !('datasetUuid' in t)) return t;
          const { datasetUuid, ...rest } = t;
          const id = typeof datasetUuid === 'string' ? datasetIdByUuid.get(datasetUuid.toLowerCase()) : undefined;
          return id === undefined ? rest : { ...rest, datasetId: id };
        });
      }
      return next;
    });
  }
  // The exporting server's bookkeeping means nothing here.
  delete md.remote_id;
  delete md.import_time;
  return md;
}

/** A chart's form data pointed at its dataset on the importing server. */
export function remapChartParams(params: unknown, datasetId: number): Record<string, unknown> {
  return { ...(isJsonObject(params) ? params : {}), datasource: `${datasetId}__table` };
}

/** The chart's saved query context (JSON text) pointed at its dataset here; unreadable text is dropped. */
export function remapQueryContext(queryContext: unknown, datasetId: number): string | null {
  let value: unknown = queryContext;
  if (typeof queryContext === 'string') {
    try {
      value = JSON.parse(queryContext);
    } catch {
      return null;
    }
  }
  if (!isJsonObject(value)) return null;
  const ds = { id: datasetId, type: 'table' };
  const formData = isJsonObject(value.form_data) ? { ...value.form_data, datasource: `${datasetId}__table` } : value.form_data;
  const queries = Array.isArray(value.queries) ? value.queries.map((q: unknown) => (isJsonObject(q) && isJsonObject(q.datasource) ? { ...q, datasource: ds } : q)) : value.queries;
  return JSON.stringify({ ...value, datasource: ds, ...(formData !== undefined ? { form_data: formData } : {}), ...(queries !== undefined ? { queries } : {}) });
}
