/**
 * Executes a built chart query and shapes the result as Superset's payload expects: colnames, coltypes
 * (0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN), row objects with temporal values in epoch ms.
 */
import { GENERIC_TYPE_CODES, type EngineConnection, type JsonValue, type QueryOptions } from '../engines';
import { unshiftEpochMs } from './time-offset';
import type { BuiltQuery } from './types';

export interface ChartQueryData {
  colnames: string[];
  coltypes: number[];
  data: Record<string, JsonValue>[];
  rowcount: number;
}

const MS_PER_HOUR = 3_600_000;

export async function runChartQuery(conn: EngineConnection, built: BuiltQuery, opts: QueryOptions = {}): Promise<ChartQueryData> {
  const result = await conn.query(built.sql, built.params, opts);
  const colnames = result.columns.map((c) => c.name);
  const coltypes = result.columns.map((c) => GENERIC_TYPE_CODES[c.genericType]);
  const temporal = result.columns.filter((c, i) => coltypes[i] === GENERIC_TYPE_CODES.TEMPORAL && built.dttmColnames.includes(c.name)).map((c) => c.name);
  let data = result.rows;
  // The dataset's hour offset shifts temporal results (Superset's normalize_dttm_col), not the filters; a
  // time shift moved the ranges, so the results move back onto the unshifted axis.
  const shift = built.offsetHours * MS_PER_HOUR;
  const { timeShift } = built;
  if (temporal.length && (shift || timeShift)) {
    data = data.map((row) => {
      const out = { ...row };
      for (const name of temporal) {
        if (typeof out[name] !== 'number') continue;
        if (shift) out[name] = (out[name] as number) + shift;
        if (timeShift) out[name] = unshiftEpochMs(out[name], timeShift) as number;
      }
      return out;
    });
  }
  return { colnames, coltypes, data, rowcount: data.length };
}
