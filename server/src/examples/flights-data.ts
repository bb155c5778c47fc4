/**
 * Generates Superset's `flights` example ("Random set of flights in the US") deterministically: 100,000
 * flights in 2015 with the raw US flight-delay columns (upper case, times as hhmm numbers), `ds`, and the
 * origin and destination airports' names and coordinates (real lat/long, so deck.gl arcs and maps make
 * sense). Routes favour the big hubs, distances are great-circle miles, delays have the long tail of the
 * real data, and the delay causes add up to the arrival delay as in the source.
 */
import type { EngineConnection } from '../engines';
import { gaussian, listLiteral, literal, uniform, valuesTable, weighted, weightedIndex } from './generate-sql';
import { buildTable, fillInChunks, type ExampleColumn, type ProgressFn } from './table-builder';

export const FLIGHTS_TABLE = 'flights';
export const DEFAULT_FLIGHTS_SEED = 20150101;
export const DEFAULT_FLIGHTS = 100_000;

/** [IATA code, airport, city, state, latitude, longitude, weight (traffic share)]. */
export const AIRPORTS: [string, string, string, string, number, number, number][] = [
  ['ATL', 'Hartsfield-Jackson Atlanta International Airport', 'Atlanta', 'GA', 33.64044, -84.42694, 10],
  ['ORD', "Chicago O'Hare International Airport", 'Chicago', 'IL', 41.9796, -87.90446, 8],
  ['DFW', 'Dallas/Fort Worth International Airport', 'Dallas-Fort Worth', 'TX', 32.89595, -97.0372, 7],
  ['DEN', 'Denver International Airport', 'Denver', 'CO', 39.85841, -104.667, 6.5],
  ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'CA', 33.94254, -118.40807, 6.5],
  ['SFO', 'San Francisco International Airport', 'San Francisco', 'CA', 37.619, -122.37484, 5],
  ['PHX', 'Phoenix Sky Harbor International Airport', 'Phoenix', 'AZ', 33.43417, -112.00806, 4.5],
  ['IAH', 'George Bush Intercontinental Airport', 'Houston', 'TX', 29.98047, -95.33972, 4.5],
  ['LAS', 'McCarran International Airport', 'Las Vegas', 'NV', 36.08036, -115.15233, 4.5],
  ['MSP', 'Minneapolis-Saint Paul International Airport', 'Minneapolis', 'MN', 44.88055, -93.21692, 4],
  ['SEA', 'Seattle-Tacoma International Airport', 'Seattle', 'WA', 47.44898, -122.30931, 4],
  ['DTW', 'Detroit Metropolitan Airport', 'Detroit', 'MI', 42.21206, -83.34884, 4],
  ['BOS', 'Gen. Edward Lawrence Logan International Airport', 'Boston', 'MA', 42.36435, -71.00518, 4],
  ['EWR', 'Newark Liberty International Airport', 'Newark', 'NJ', 40.6925, -74.16866, 3.5],
  ['MCO', 'Orlando International Airport', 'Orlando', 'FL', 28.42889, -81.31603, 3.5],
  ['CLT', 'Charlotte Douglas International Airport', 'Charlotte', 'NC', 35.21401, -80.94313, 3.5],
  ['SLC', 'Salt Lake City International Airport', 'Salt Lake City', 'UT', 40.78839, -111.97777, 3.5],
  ['JFK', 'John F. Kennedy International Airport', 'New York', 'NY', 40.63975, -73.77893, 3.5],
  ['LGA', 'LaGuardia Airport', 'New York', 'NY', 40.77724, -73.87261, 3.5],
  ['BWI', 'Baltimore-Washington International Airport', 'Baltimore', 'MD', 39.1754, -76.6682, 3],
  ['MDW', 'Chicago Midway International Airport', 'Chicago', 'IL', 41.78598, -87.75242, 2.5],
  ['MIA', 'Miami International Airport', 'Miami', 'FL', 25.79325, -80.29056, 2.5],
  ['SAN', 'San Diego International Airport', 'San Diego', 'CA', 32.73356, -117.18966, 2.5],
  ['DCA', 'Ronald Reagan Washington National Airport', 'Arlington', 'VA', 38.85208, -77.03772, 2.5],
  ['PHL', 'Philadelphia International Airport', 'Philadelphia', 'PA', 39.87195, -75.24114, 2.5],
  ['TPA', 'Tampa International Airport', 'Tampa', 'FL', 27.97547, -82.53325, 2],
  ['FLL', 'Fort Lauderdale-Hollywood International Airport', 'Ft. Lauderdale', 'FL', 26.07258, -80.15275, 2],
  ['PDX', 'Portland International Airport', 'Portland', 'OR', 45.58872, -122.5975, 2],
  ['IAD', 'Washington Dulles International Airport', 'Chantilly', 'VA', 38.94453, -77.45581, 1.5],
  ['STL', 'Lambert-St. Louis International Airport', 'St. Louis', 'MO', 38.74769, -90.35999, 1.5],
  ['HOU', 'William P. Hobby Airport', 'Houston', 'TX', 29.64542, -95.27889, 1.5],
  ['BNA', 'Nashville International Airport', 'Nashville', 'TN', 36.12448, -86.67818, 1.5],
  ['AUS', 'Austin-Bergstrom International Airport', 'Austin', 'TX', 30.19453, -97.66987, 1.5],
  ['OAK', 'Oakland International Airport', 'Oakland', 'CA', 37.72129, -122.22072, 1.5],
  ['MCI', 'Kansas City International Airport', 'Kansas City', 'MO', 39.29761, -94.71391, 1.2],
  ['RDU', 'Raleigh-Durham International Airport', 'Raleigh', 'NC', 35.87764, -78.78747, 1.2],
  ['SJC', 'Norman Y. Mineta San Jose International Airport', 'San Jose', 'CA', 37.36186, -121.92901, 1.2],
  ['SMF', 'Sacramento International Airport', 'Sacramento', 'CA', 38.69542, -121.59077, 1.2],
  ['MSY', 'Louis Armstrong New Orleans International Airport', 'New Orleans', 'LA', 29.99339, -90.25803, 1.2],
  ['HNL', 'Honolulu International Airport', 'Honolulu', 'HI', 21.31869, -157.92241, 1.2],
  ['SNA', 'John Wayne Airport (Orange County Airport)', 'Santa Ana', 'CA', 33.67566, -117.86822, 1],
  ['ANC', 'Ted Stevens Anchorage International Airport', 'Anchorage', 'AK', 61.17432, -149.99619, 0.5],
];

/** The 2015 carriers by IATA code, weighted by their share of flights. */
export const AIRLINES: [string, number][] = [
  ['WN', 21.7],
  ['DL', 15],
  ['AA', 12.5],
  ['OO', 10.1],
  ['EV', 9.8],
  ['UA', 8.7],
  ['MQ', 5],
  ['B6', 4.6],
  ['US', 3.4],
  ['AS', 3],
  ['NK', 2],
  ['F9', 1.6],
  ['HA', 1.3],
  ['VX', 1.1],
];

/** Great-circle distance in miles (the same formula the SQL uses for DISTANCE). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * Each airport's metro area: the first airport within 60 miles of it. Nobody flies JFK–LGA or SFO–OAK,
 * so a route needs two different metro areas.
 */
export const AIRPORT_METROS: number[] = AIRPORTS.map(([, , , , lat, lon]) =>
  AIRPORTS.findIndex(([, , , , lat2, lon2]) => milesBetween(lat, lon, lat2, lon2) < 60),
);

/** A: carrier, B: weather, C: National Air System, D: security (upstream's codes and rough shares). */
const CANCELLATION_REASONS: [string, number][] = [
  ['B', 54],
  ['A', 28],
  ['C', 17.9],
  ['D', 0.1],
];

const TIME_COLUMNS = ['SCHEDULED_DEPARTURE', 'DEPARTURE_TIME', 'WHEELS_OFF', 'WHEELS_ON', 'SCHEDULED_ARRIVAL', 'ARRIVAL_TIME'];
/** Delay causes, in minutes; present when the arrival was 15 minutes late or more, and adding up to that delay. */
export const FLIGHTS_DELAY_CAUSES = ['AIR_SYSTEM_DELAY', 'SECURITY_DELAY', 'AIRLINE_DELAY', 'LATE_AIRCRAFT_DELAY', 'WEATHER_DELAY'];

const int = (name: string): ExampleColumn => ({ name, type: 'BIGINT' });
const dbl = (name: string): ExampleColumn => ({ name, type: 'DOUBLE' });
const str = (name: string): ExampleColumn => ({ name, type: 'VARCHAR' });
const isTime = (name: string) => TIME_COLUMNS.includes(name);

export const FLIGHTS_COLUMNS: ExampleColumn[] = [
  ...['YEAR', 'MONTH', 'DAY', 'DAY_OF_WEEK'].map(int),
  str('AIRLINE'),
  int('FLIGHT_NUMBER'),
  ...['TAIL_NUMBER', 'ORIGIN_AIRPORT', 'DESTINATION_AIRPORT'].map(str),
  ...['SCHEDULED_DEPARTURE', 'DEPARTURE_TIME', 'DEPARTURE_DELAY', 'TAXI_OUT', 'WHEELS_OFF', 'SCHEDULED_TIME', 'ELAPSED_TIME', 'AIR_TIME'].map((n) =>
    isTime(n) ? int(n) : dbl(n),
  ),
  int('DISTANCE'),
  ...['WHEELS_ON', 'TAXI_IN', 'SCHEDULED_ARRIVAL', 'ARRIVAL_TIME', 'ARRIVAL_DELAY'].map((n) => (isTime(n) ? int(n) : dbl(n))),
  int('DIVERTED'),
  int('CANCELLED'),
  str('CANCELLATION_REASON'),
  ...FLIGHTS_DELAY_CAUSES.map(dbl),
  { name: 'ds', type: 'TIMESTAMP' },
  ...['AIRPORT', 'CITY', 'STATE', 'COUNTRY'].map(str),
  ...['LATITUDE', 'LONGITUDE'].map(dbl),
  ...['AIRPORT_DEST', 'CITY_DEST', 'STATE_DEST', 'COUNTRY_DEST'].map(str),
  ...['LATITUDE_DEST', 'LONGITUDE_DEST'].map(dbl),
];

/** Minutes after midnight (any integer) as the hhmm number the source uses: 1445 is 14:45. */
const hhmm = (minutes: string) => `(((${minutes}) % 1440 + 1440) % 1440 // 60 * 100 + ((${minutes}) % 1440 + 1440) % 1440 % 60)`;

function flightsSelect(seed: number, from: number, to: number): string {
  const airports = valuesTable(
    'airports',
    ['aidx', 'iata', 'airport', 'city', 'state', 'lat', 'lon'],
    AIRPORTS.map(([iata, name, city, state, lat, lon], i) => [i, iata, name, city, state, lat, lon]),
  );
  const u = (salt: number) => uniform(seed, salt);
  const airportIndex = (column: string) => weightedIndex(
    AIRPORTS.map((a) => a[6]),
    column,
  );
  const metro = (index: string) => `${listLiteral(AIRPORT_METROS)}[${index} + 1]`;
  const nextOtherMetro = AIRPORTS.map((_, i) => {
    let j = (i + 1) % AIRPORTS.length;
    while (AIRPORT_METROS[j] === AIRPORT_METROS[i]) j = (j + 1) % AIRPORTS.length;
    return j;
  });
  const nullUnless = (condition: string, expr: string) => `CASE WHEN ${condition} THEN ${expr} END`;
  const flown = 'cancelled = 0';
  const landed = 'cancelled = 0 AND diverted = 0';
  const late = `${landed} AND arr_delay >= 15`;
  return `WITH ${airports},
  -- Draws first, in their own projection: the CASE expressions below then read columns instead of
  -- re-evaluating a hash per branch.
  draws AS MATERIALIZED (
    SELECT i, ${u(1)} AS u_day, ${u(2)} AS u_origin, ${u(3)} AS u_dest, ${u(21)} AS u_dest2, ${u(4)} AS u_airline,
      ${u(5)} AS u_dep1, ${u(6)} AS u_dep2, ${u(7)} AS u_cancel, ${u(8)} AS u_divert, ${u(9)} AS u_delay, ${u(10)} AS u_delay2,
      ${u(11)} AS u_taxi_out, ${u(12)} AS u_taxi_in, ${gaussian(seed, 13)} AS air_noise, ${u(14)} AS u_flight, ${u(15)} AS u_tail,
      ${u(16)} AS u_c1, ${u(17)} AS u_c2, ${u(18)} AS u_c3, ${u(19)} AS u_c4, ${u(20)} AS u_reason
    FROM range(${literal(from)}, ${literal(to)}) r(i)
  ),
  picks AS MATERIALIZED (
    SELECT draws.*, DATE '2015-01-01' + CAST(floor(u_day * 365) AS INTEGER) AS d,
      ${airportIndex('u_origin')} AS o_idx, ${airportIndex('u_dest')} AS d_pick1, ${airportIndex('u_dest2')} AS d_pick2,
      ${weighted(AIRLINES, 'u_airline')} AS airline
    FROM draws
  ),
  base AS MATERIALIZED (
    SELECT picks.*,
      -- A route joins two metro areas: redraw once, then take the next airport in another metro area.
      CASE WHEN ${metro('d_pick1')} <> ${metro('o_idx')} THEN d_pick1 WHEN ${metro('d_pick2')} <> ${metro('o_idx')} THEN d_pick2
        ELSE ${listLiteral(nextOtherMetro)}[o_idx + 1] END AS d_idx,
      330 + CAST(floor((u_dep1 + u_dep2) / 2 * 1080) AS INTEGER) AS sched_dep,
      CASE WHEN u_cancel < CASE WHEN month(d) IN (1, 2) THEN 0.035 ELSE 0.012 END THEN 1 ELSE 0 END AS cancelled,
      CASE WHEN cancelled = 0 AND u_divert < 0.0026 THEN 1 ELSE 0 END AS diverted,
      CASE WHEN u_delay < 0.62 THEN -CAST(floor(u_delay2 * 10) AS INTEGER)
        WHEN u_delay < 0.9 THEN CAST(floor(u_delay2 * 30) AS INTEGER)
        ELSE 15 + CAST(floor(-ln(1 - u_delay2) * 45) AS INTEGER) END AS dep_delay,
      8 + CAST(floor(u_taxi_out * 20) AS INTEGER) AS taxi_out,
      3 + CAST(floor(u_taxi_in * 10) AS INTEGER) AS taxi_in
    FROM picks
  ),
  routed AS MATERIALIZED (
    SELECT base.*, o.iata AS o_iata, o.airport AS o_airport, o.city AS o_city, o.state AS o_state, o.lat AS o_lat, o.lon AS o_lon,
      t.iata AS t_iata, t.airport AS t_airport, t.city AS t_city, t.state AS t_state, t.lat AS t_lat, t.lon AS t_lon,
      CAST(round(3958.8 * 2 * asin(sqrt(pow(sin(radians(t.lat - o.lat) / 2), 2)
        + cos(radians(o.lat)) * cos(radians(t.lat)) * pow(sin(radians(t.lon - o.lon) / 2), 2)))) AS BIGINT) AS distance,
      CAST(round(distance / 7.8 + 27) AS INTEGER) AS sched_time,
      GREATEST(15, sched_time - 20 + CAST(round(air_noise * 6) AS INTEGER)) AS air_time,
      taxi_out + air_time + taxi_in AS elapsed,
      dep_delay + elapsed - sched_time AS arr_delay,
      CAST(floor(arr_delay * u_c1 * 0.5) AS INTEGER) AS c_system,
      CAST(floor((arr_delay - c_system) * u_c2) AS INTEGER) AS c_airline,
      CASE WHEN u_c3 < 0.15 THEN CAST(floor((arr_delay - c_system - c_airline) * u_c4) AS INTEGER) ELSE 0 END AS c_weather
    FROM base JOIN airports o ON o.aidx = base.o_idx JOIN airports t ON t.aidx = base.d_idx
  )
  SELECT 2015 AS YEAR, month(d) AS MONTH, day(d) AS DAY, isodow(d) AS DAY_OF_WEEK,
    airline AS AIRLINE,
    1 + CAST(floor(u_flight * 6999) AS BIGINT) AS FLIGHT_NUMBER,
    'N' || CAST(100 + CAST(floor(u_tail * 900) AS INTEGER) AS VARCHAR) || airline AS TAIL_NUMBER,
    o_iata AS ORIGIN_AIRPORT, t_iata AS DESTINATION_AIRPORT,
    ${hhmm('sched_dep')} AS SCHEDULED_DEPARTURE,
    ${nullUnless(flown, hhmm('sched_dep + dep_delay'))} AS DEPARTURE_TIME,
    ${nullUnless(flown, 'dep_delay')} AS DEPARTURE_DELAY,
    ${nullUnless(flown, 'taxi_out')} AS TAXI_OUT,
    ${nullUnless(flown, hhmm('sched_dep + dep_delay + taxi_out'))} AS WHEELS_OFF,
    sched_time AS SCHEDULED_TIME,
    ${nullUnless(landed, 'elapsed')} AS ELAPSED_TIME,
    ${nullUnless(landed, 'air_time')} AS AIR_TIME,
    distance AS DISTANCE,
    ${nullUnless(landed, hhmm('sched_dep + dep_delay + taxi_out + air_time'))} AS WHEELS_ON,
    ${nullUnless(landed, 'taxi_in')} AS TAXI_IN,
    ${hhmm('sched_dep + sched_time')} AS SCHEDULED_ARRIVAL,
    ${nullUnless(landed, hhmm('sched_dep + dep_delay + elapsed'))} AS ARRIVAL_TIME,
    ${nullUnless(landed, 'arr_delay')} AS ARRIVAL_DELAY,
    diverted AS DIVERTED, cancelled AS CANCELLED,
    ${nullUnless('cancelled = 1', weighted(CANCELLATION_REASONS, 'u_reason'))} AS CANCELLATION_REASON,
    ${nullUnless(late, 'c_system')} AS AIR_SYSTEM_DELAY,
    ${nullUnless(late, '0')} AS SECURITY_DELAY,
    ${nullUnless(late, 'c_airline')} AS AIRLINE_DELAY,
    ${nullUnless(late, 'arr_delay - c_system - c_airline - c_weather')} AS LATE_AIRCRAFT_DELAY,
    ${nullUnless(late, 'c_weather')} AS WEATHER_DELAY,
    CAST(d AS TIMESTAMP) AS ds,
    o_airport AS AIRPORT, o_city AS CITY, o_state AS STATE, 'USA' AS COUNTRY, o_lat AS LATITUDE, o_lon AS LONGITUDE,
    t_airport AS AIRPORT_DEST, t_city AS CITY_DEST, t_state AS STATE_DEST, 'USA' AS COUNTRY_DEST, t_lat AS LATITUDE_DEST, t_lon AS LONGITUDE_DEST
  FROM routed`;
}

export interface GenerateFlightsOptions {
  seed?: number;
  flights?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/** (Re)creates `flights` in a DuckDB database. */
export async function generateFlights(conn: EngineConnection, opts: GenerateFlightsOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_FLIGHTS_SEED;
  const total = opts.flights ?? DEFAULT_FLIGHTS;
  return buildTable(conn, FLIGHTS_TABLE, FLIGHTS_COLUMNS, async (staging) =>
    fillInChunks(conn, staging.sql, total, Math.ceil(total / 2), (from, to) => flightsSelect(seed, from, to), { onProgress: opts.onProgress, signal: opts.signal }),
  );
}
