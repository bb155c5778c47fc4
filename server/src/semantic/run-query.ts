/**
 * Executes a built chart query and shapes the result as Superset's payload expects: colnames, coltypes
 * (0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN), row objects with temporal values in epoch ms.
 */
import { GENERIC_TYPE_CODES, type EngineConnection, type JsonValue, type QueryOptions } from '../engines/engine-spec';
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
  let data = result.rows;
  // The dataset's hour offset shifts temporal results (Superset's normalize_dttm_col), not the filters.
  if (built.offsetHours) {
    const shift = built.offsetHours * MS_PER_HOUR;
    const shifted = result.columns.filter((c, i) => coltypes[i] === GENERIC_TYPE_CODES.TEMPORAL && built.dttmColnames.includes(c.name)).map((c) => c.name);
    if (shifted.length) {
      data = data.map((row) => {
        const out = { ...row };
        for (const name of shifted) if (typeof out[name] === 'number') out[name] = (out[name] as number) + shift;
        return out;
      });
    }
  }
  return { colnames, coltypes, data, rowcount: data.length };
}
