/**
 * Generates `long_timeseries` deterministically: ten years of hourly sensor readings (2010–2019) for three
 * sites in different climates, ~263,000 rows, several metrics per row. Long enough to exercise every time
 * grain from an hour to a year, rolling windows, resampling and time comparison: temperatures follow the
 * seasons of each hemisphere and the time of day, weather wanders over days and weeks, power follows
 * heating/cooling and office occupancy, and load grows a little every year.
 */
import type { EngineConnection } from '../engines';
import { gaussian, literal, uniform, valuesTable } from './generate-sql';
import { buildTable, fillInChunks, type ExampleColumn, type ProgressFn } from './table-builder';

export const LONG_TIMESERIES_TABLE = 'long_timeseries';
export const DEFAULT_LONG_TIMESERIES_SEED = 20100101;
export const LONG_TIMESERIES_START = '2010-01-01 00:00:00';
/** 2010-01-01 to 2019-12-31, hourly. */
export const LONG_TIMESERIES_HOURS = 87_648;

/** [site, mean °C, seasonal amplitude, day of the warmest season peak, daily amplitude, base load kW]. */
export const SITES: [string, number, number, number, number, number][] = [
  ['Berlin', 9.8, 9.5, 200, 4.5, 120],
  ['Singapore', 27.6, 1.1, 130, 3.5, 180],
  ['Sydney', 18.2, 5.0, 20, 4.0, 150],
];

export const LONG_TIMESERIES_COLUMNS: ExampleColumn[] = [
  { name: 'ds', type: 'TIMESTAMP' },
  { name: 'site', type: 'VARCHAR' },
  { name: 'temperature_c', type: 'DOUBLE' },
  { name: 'humidity_pct', type: 'DOUBLE' },
  { name: 'power_kw', type: 'DOUBLE' },
  { name: 'occupancy', type: 'BIGINT' },
];

function longTimeseriesSelect(seed: number, from: number, to: number): string {
  const sites = valuesTable(
    'sites',
    ['sidx', 'site', 'mean_c', 'season_amp', 'peak_day', 'day_amp', 'base_kw'],
    SITES.map((s, i) => [i, ...s]),
  );
  const n = SITES.length;
  // Weather wanders: a few slow waves per site with seeded periods and phases (smooth across chunks).
  const wave = (salt: number, days: number, amp: number) =>
    `${amp} * sin(2 * pi() * (h / 24.0 / (${days} * (0.8 + 0.4 * ${uniform(seed, salt, 'sidx')}))) + 2 * pi() * ${uniform(seed, salt + 1, 'sidx')})`;
  return `WITH ${sites},
  hours AS MATERIALIZED (
    SELECT i, i // ${n} AS h, i % ${n} AS sidx,
      TIMESTAMP '${LONG_TIMESERIES_START}' + to_hours(CAST(i // ${n} AS BIGINT)) AS ds,
      ${gaussian(seed, 1)} AS g_temp, ${gaussian(seed, 4)} AS g_hum, ${gaussian(seed, 7)} AS g_power, ${uniform(seed, 10)} AS u_occ
    FROM range(${literal(from)}, ${literal(to)}) r(i)
  ),
  readings AS MATERIALIZED (
    SELECT hours.*, sites.* EXCLUDE (sidx),
      dayofyear(ds) AS doy, hour(ds) AS hod, isodow(ds) AS dow, (year(ds) - 2010) + doy / 365.25 AS years_in,
      mean_c + season_amp * cos(2 * pi() * (doy - peak_day) / 365.25) + day_amp * cos(2 * pi() * (hod - 15) / 24.0)
        + ${wave(20, 3, 2.2)} + ${wave(22, 11, 1.6)} + ${wave(24, 29, 1.0)} + 0.6 * g_temp AS temp,
      CASE WHEN dow <= 5 AND hod BETWEEN 8 AND 18 THEN 220 + 120 * sin(pi() * (hod - 8) / 10.0)
        WHEN dow <= 5 THEN 12 ELSE 25 END * (0.8 + 0.4 * u_occ) AS occ
    FROM hours JOIN sites USING (sidx)
  )
  SELECT ds, site,
    round(temp, 2) AS temperature_c,
    round(LEAST(100, GREATEST(5, 62 - 1.4 * (temp - mean_c) + 9 * g_hum)), 1) AS humidity_pct,
    round((base_kw + 6.5 * abs(temp - 20) + 0.9 * occ) * (1 + 0.03 * years_in) * (1 + 0.04 * g_power), 2) AS power_kw,
    CAST(round(occ) AS BIGINT) AS occupancy
  FROM readings`;
}

export interface GenerateLongTimeseriesOptions {
  seed?: number;
  /** Hours from the start (all sites each); the default is ten years. */
  hours?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/** (Re)creates `long_timeseries` in a DuckDB database. */
export async function generateLongTimeseries(conn: EngineConnection, opts: GenerateLongTimeseriesOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_LONG_TIMESERIES_SEED;
  const total = (opts.hours ?? LONG_TIMESERIES_HOURS) * SITES.length;
  return buildTable(conn, LONG_TIMESERIES_TABLE, LONG_TIMESERIES_COLUMNS, async (staging) =>
    fillInChunks(conn, staging.sql, total, Math.ceil(total / 2), (from, to) => longTimeseriesSelect(seed, from, to), {
      onProgress: opts.onProgress,
      signal: opts.signal,
    }),
  );
}
