/**
 * Result types that describe the datasource rather than run a query (Superset's _get_columns and
 * _get_timegrains), and the verbose map file downloads use for their headers.
 */
import { GENERIC_TYPE_CODES, type EngineSpec, ALL_TIME_GRAINS, timeGrainInfo } from '../../engines';
import type { DatasourceDefinition } from '../../semantic/types';

export function columnsData(ds: DatasourceDefinition, spec: EngineSpec): { column_name: string; verbose_name: string | null; dtype: number }[] {
  return ds.columns.map((c) => ({
    column_name: c.columnName,
    verbose_name: c.verboseName ?? null,
    dtype: c.isDttm ? GENERIC_TYPE_CODES.TEMPORAL : GENERIC_TYPE_CODES[spec.genericTypeOf(c.type ?? '')],
  }));
}

/** Each grain the engine supports, with its SQL template (`{col}` stands for the column). */
export function timegrainsData(spec: EngineSpec): { name: string; function: string; duration: string }[] {
  return ALL_TIME_GRAINS.filter((g) => spec.timeGrains.includes(g)).map((g) => ({
    name: timeGrainInfo(g).name,
    function: spec.timeGrainExpression('{col}', g),
    duration: g,
  }));
}

/** Superset's verbose_map: labels people chose for columns and metrics, and 'Time' for the legacy time column. */
export function verboseMap(ds: DatasourceDefinition): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const m of ds.metrics) map[m.metricName] = m.verboseName || m.metricName;
  for (const c of ds.columns) map[c.columnName] = c.verboseName || c.columnName;
  return map;
}
