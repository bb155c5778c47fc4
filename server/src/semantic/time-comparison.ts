/**
 * Time comparison (Superset's processing_time_offsets): for each offset of `time_offsets` the same query
 * runs with its time ranges shifted ('1 year ago' reads the year before), its temporal results are moved
 * back onto the main x-axis (see run-query), and its metrics are left-joined onto the main result on
 * every other column, named `<metric>__<offset>`. The `compare` post-processing operation then turns
 * the pairs into differences, percentages or ratios.
 */
import { GENERIC_TYPE_CODES, type JsonValue } from '../engines';
import { invalidQuery } from './query-errors';
import type { ChartQueryData } from './run-query';
import { parseTimeOffset } from './time-offset';
import type { BuiltQuery, QueryObject } from './types';

/** Superset's TIME_COMPARISON separator. */
export const TIME_COMPARISON_SEPARATOR = '__';

export function comparisonColumnName(metric: string, offset: string): string {
  return `${metric}${TIME_COMPARISON_SEPARATOR}${offset}`;
}

/** The distinct offsets of a query object, validated. */
export function timeOffsetsOf(q: QueryObject): string[] {
  const offsets = [...new Set((q.timeOffsets ?? []).map((o) => String(o).trim()).filter(Boolean))];
  offsets.forEach(parseTimeOffset);
  return offsets;
}

/**
 * The query object that fetches one offset: the same query shifted. A row limit or offset of the main
 * query is not applied to it (the default limit is), so no row it joins onto is missing (as Superset does).
 */
export function offsetQueryObject(q: QueryObject, offset: string, main: BuiltQuery): QueryObject {
  if (main.fromDttm === null || main.toDttm === null) {
    throw invalidQuery('An enclosed time range (both start and end) must be specified when using a Time Comparison.');
  }
  const limited = (q.rowLimit ?? 0) > 0 || (q.rowOffset ?? 0) > 0;
  return {
    ...q,
    timeShift: offset,
    timeOffsets: [],
    postProcessing: [],
    rowLimit: limited ? null : q.rowLimit,
    rowOffset: 0,
  };
}

function joinKey(row: Record<string, JsonValue>, keys: string[]): string {
  return JSON.stringify(keys.map((k) => row[k] ?? null));
}

/** Left-joins each offset's metrics onto the main result; a row without a match gets nulls. */
export function joinTimeOffsets(main: ChartQueryData, metricColnames: string[], parts: { offset: string; result: ChartQueryData }[]): ChartQueryData {
  const metrics = new Set(metricColnames);
  const keys = main.colnames.filter((c) => !metrics.has(c));
  const colnames = [...main.colnames];
  const coltypes = [...main.coltypes];
  const data = main.data.map((row) => ({ ...row }));
  for (const { offset, result } of parts) {
    const lookup = new Map<string, Record<string, JsonValue>>();
    // The first row of a key wins: a grouped result has one row per key.
    for (const row of result.data) {
      const k = joinKey(row, keys);
      if (!lookup.has(k)) lookup.set(k, row);
    }
    for (const metric of metricColnames) {
      const name = comparisonColumnName(metric, offset);
      const typeAt = result.colnames.indexOf(metric);
      colnames.push(name);
      coltypes.push(typeAt >= 0 ? result.coltypes[typeAt] : GENERIC_TYPE_CODES.NUMERIC);
      for (const row of data) row[name] = lookup.get(joinKey(row, keys))?.[metric] ?? null;
    }
  }
  return { colnames, coltypes, data, rowcount: data.length };
}
