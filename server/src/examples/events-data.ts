/**
 * Generates `events_10m`, the performance example: 10,000,000 product-analytics events over 2024 (user,
 * country, device and event type dimensions; revenue and duration measures). Generated on demand
 * (`npm run examples -- --large`, LOAD_EXAMPLES=large in the background, or the benchmark), never at
 * first start. Ten INSERT … SELECT chunks of a million rows: about two seconds on two cores.
 *
 * The shape is realistic enough to make charts worth looking at: traffic grows through the year, weekends
 * are quieter, the day peaks in the afternoon (UTC), a few heavy users make many events, and purchases
 * carry lognormal revenue.
 */
import type { EngineConnection } from '../engines';
import { hashBits, literal, slice, weighted } from './generate-sql';
import { buildTable, fillInChunks, type ExampleColumn, type ProgressFn } from './table-builder';

export const EVENTS_TABLE = 'events_10m';
export const DEFAULT_EVENTS_SEED = 20240101;
export const DEFAULT_EVENTS = 10_000_000;
export const EVENTS_YEAR = 2024;

export const EVENT_COUNTRIES: [string, number][] = [
  ['US', 28],
  ['IN', 12],
  ['BR', 8],
  ['DE', 7],
  ['GB', 7],
  ['FR', 6],
  ['JP', 5],
  ['CA', 4],
  ['MX', 4],
  ['ID', 4],
  ['ES', 3],
  ['IT', 3],
  ['AU', 2],
  ['NL', 2],
  ['KR', 2],
  ['NG', 2],
];

export const EVENT_DEVICES: [string, number][] = [
  ['mobile', 56],
  ['desktop', 37],
  ['tablet', 7],
];

export const EVENT_TYPES: [string, number][] = [
  ['page_view', 62],
  ['click', 22],
  ['add_to_cart', 8],
  ['signup', 3],
  ['purchase', 5],
];

export const EVENTS_COLUMNS: ExampleColumn[] = [
  { name: 'event_id', type: 'BIGINT' },
  { name: 'event_time', type: 'TIMESTAMP' },
  { name: 'user_id', type: 'BIGINT' },
  { name: 'country', type: 'VARCHAR' },
  { name: 'device', type: 'VARCHAR' },
  { name: 'event_type', type: 'VARCHAR' },
  { name: 'value', type: 'DOUBLE' },
  { name: 'duration_ms', type: 'BIGINT' },
];

function eventsSelect(seed: number, from: number, to: number): string {
  const days = EVENTS_YEAR % 4 === 0 ? 366 : 365;
  // Three query levels: hashes, then the uniforms cut from them, then the values; the CASE expressions
  // read plain columns. Ten million rows cost four hashes each.
  return `WITH hashes AS (
    SELECT i, ${hashBits(seed, 1)} AS h1, ${hashBits(seed, 2)} AS h2, ${hashBits(seed, 3)} AS h3, ${hashBits(seed, 4)} AS h4
    FROM range(${literal(from)}, ${literal(to)}) r(i)
  ),
  draws AS (
    SELECT i, ${slice('h1', 0)} AS u_day, ${slice('h1', 1)} AS u_weekend, ${slice('h1', 2)} AS u_t1,
      ${slice('h2', 0)} AS u_t2, ${slice('h2', 1)} AS u_user, ${slice('h2', 2)} AS u_country,
      ${slice('h3', 0)} AS u_device, ${slice('h3', 1)} AS u_type, ${slice('h3', 2)} AS u_duration,
      (${slice('h4', 0)} + ${slice('h4', 1)} + ${slice('h4', 2)} - 1.5) * 2.0 AS g_value
    FROM hashes
  ),
  days AS (
    SELECT draws.*, DATE '${EVENTS_YEAR}-01-01' + CAST(floor(pow(u_day, 0.85) * ${days}) AS INTEGER) AS d0,
      ${weighted(EVENT_TYPES, 'u_type')} AS event_type
    FROM draws
  )
  SELECT i AS event_id,
    -- Four in ten weekend events move to the Monday or Tuesday after: quieter weekends.
    CAST(LEAST(CASE WHEN isodow(d0) >= 6 AND u_weekend < 0.4 THEN d0 + CAST(8 - isodow(d0) + CAST(u_weekend < 0.2 AS INTEGER) AS INTEGER) ELSE d0 END,
      DATE '${EVENTS_YEAR}-12-31') AS TIMESTAMP)
      + to_seconds(CAST(floor((u_t1 + u_t2) / 2 * 86400 + 7200) % 86400 AS BIGINT)) AS event_time,
    1 + CAST(floor(pow(u_user, 2) * 1000000) AS BIGINT) AS user_id,
    ${weighted(EVENT_COUNTRIES, 'u_country')} AS country,
    ${weighted(EVENT_DEVICES, 'u_device')} AS device,
    event_type,
    CASE event_type WHEN 'purchase' THEN round(exp(3.6 + 0.7 * g_value), 2)
      WHEN 'add_to_cart' THEN round(exp(3.2 + 0.6 * g_value), 2) ELSE 0.0 END AS value,
    CASE WHEN event_type = 'page_view' THEN 400 + CAST(floor(-ln(1 - u_duration) * 18000) AS BIGINT)
      ELSE 40 + CAST(floor(u_duration * 600) AS BIGINT) END AS duration_ms
  FROM days`;
}

export interface GenerateEventsOptions {
  seed?: number;
  /** Number of events; 10,000,000 by default. */
  events?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/** (Re)creates `events_10m` in a DuckDB database. */
export async function generateEvents(conn: EngineConnection, opts: GenerateEventsOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_EVENTS_SEED;
  const total = opts.events ?? DEFAULT_EVENTS;
  return buildTable(conn, EVENTS_TABLE, EVENTS_COLUMNS, async (staging) =>
    fillInChunks(conn, staging.sql, total, Math.min(1_000_000, Math.ceil(total / 4)), (from, to) => eventsSelect(seed, from, to), {
      onProgress: opts.onProgress,
      signal: opts.signal,
    }),
  );
}
