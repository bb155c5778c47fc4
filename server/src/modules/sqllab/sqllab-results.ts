/**
 * A run's rows as the client gets them: temporal values as ISO text, as Superset's SQL Lab sends them,
 * with how many rows the run has in all and whether this answer shows fewer (DISPLAY_MAX_ROW or the rows
 * asked for). The results backend keeps the rows as the engine answered (sqllab-result-store).
 */
import { GENERIC_TYPE_CODES, type ResultColumn } from '../../engines';
import { QueryState } from './query-state';
import type { SqlLabColumn, SqlLabResults } from './sqllab-execute.types';
import type { StoredResults } from './sqllab-result-store';

export function sqlLabColumns(columns: readonly ResultColumn[]): SqlLabColumn[] {
  return columns.map((c) => ({ name: c.name, columnName: c.name, type: c.nativeType || null, typeGeneric: GENERIC_TYPE_CODES[c.genericType], isDttm: c.isDttm }));
}

/** ISO text without the zone (Superset's pandas output): '2024-01-02T03:04:05', milliseconds only when present. */
export function isoText(ms: number): string {
  const text = new Date(ms).toISOString();
  return text.endsWith('.000Z') ? text.slice(0, -5) : text.slice(0, -1);
}

/**
 * The answer for a page of stored rows starting at row `offset` of `totalRows`. The rows are converted in
 * place — callers hand over rows they no longer need in engine form.
 */
export function sqlLabResults(stored: StoredResults, status: QueryState, page: { offset: number; totalRows: number }): SqlLabResults {
  const temporal = stored.columns.filter((c) => c.genericType === 'TEMPORAL').map((c) => c.name);
  const data: Record<string, unknown>[] = stored.rows;
  if (temporal.length) {
    for (const row of data) {
      for (const name of temporal) {
        const v = row[name];
        if (typeof v === 'number') row[name] = isoText(v);
      }
    }
  }
  const columns = sqlLabColumns(stored.columns);
  const totalRowCount = Math.max(page.totalRows, page.offset + data.length);
  return {
    queryId: stored.queryId,
    status,
    columns,
    selectedColumns: columns,
    expandedColumns: [],
    data,
    rowCount: data.length,
    totalRowCount,
    offset: page.offset,
    limitingFactor: stored.limitingFactor,
    displayLimitReached: page.offset > 0 || page.offset + data.length < totalRowCount,
  };
}
