import { duckdbEngineSpec, type EngineConnection, type JsonValue } from '../engines';
import { EVENT_COUNTRIES, EVENT_DEVICES, EVENT_TYPES, EVENTS_COLUMNS, EVENTS_TABLE, generateEvents } from './events-data';
import { AIRLINES, AIRPORTS, FLIGHTS_COLUMNS, FLIGHTS_TABLE, generateFlights } from './flights-data';
import { generateLongTimeseries, LONG_TIMESERIES_COLUMNS, LONG_TIMESERIES_TABLE, SITES } from './long-timeseries-data';
import { DEAL_SIZES, generateSales, PRODUCT_LINES, SALES_CITIES, SALES_COLUMNS, SALES_STATUSES, SALES_TABLE } from './sales-data';
import type { ExampleColumn } from './table-builder';
import { WB_COUNTRIES, WB_REGIONS } from './world-countries';
import { generateWorldHealth, WB_COLUMNS, WB_TABLE } from './world-health-data';

type Generate = (conn: EngineConnection, seed: number) => Promise<{ rows: number }>;

/** Small samples of every SQL-generated example: the same code path as the full tables, fewer rows. */
const SAMPLES: { table: string; columns: ExampleColumn[]; generate: Generate; rows: number | [number, number] }[] = [
  { table: SALES_TABLE, columns: SALES_COLUMNS, generate: (c, seed) => generateSales(c, { seed, orders: 400 }), rows: [2800, 3600] },
  { table: WB_TABLE, columns: WB_COLUMNS, generate: (c, seed) => generateWorldHealth(c, { seed, countries: 12 }), rows: 12 * 55 },
  { table: FLIGHTS_TABLE, columns: FLIGHTS_COLUMNS, generate: (c, seed) => generateFlights(c, { seed, flights: 3000 }), rows: 3000 },
  { table: LONG_TIMESERIES_TABLE, columns: LONG_TIMESERIES_COLUMNS, generate: (c, seed) => generateLongTimeseries(c, { seed, hours: 24 * 14 }), rows: 24 * 14 * 3 },
  { table: EVENTS_TABLE, columns: EVENTS_COLUMNS, generate: (c, seed) => generateEvents(c, { seed, events: 20_000 }), rows: 20_000 },
];

// Order-insensitive digest of every value of every row: any changed, missing or extra value changes it.
const checksum = async (conn: EngineConnection, table: string) => (await conn.query(`SELECT COUNT(*) AS n, SUM(hash(t)) AS digest FROM ${table} AS t`)).rows[0];

let conn: EngineConnection;
const values = async (sql: string): Promise<JsonValue[]> => (await conn.query(sql)).rows.map((r) => Object.values(r)[0]);
const one = async (sql: string): Promise<Record<string, JsonValue>> => (await conn.query(sql)).rows[0];

beforeAll(async () => {
  conn = await duckdbEngineSpec.connect('duckdb:///:memory:');
});

afterAll(async () => {
  await conn.close();
});

describe.each(SAMPLES)('$table generator', ({ table, columns, generate, rows }) => {
  it('writes the same rows for the same seed and other rows for another seed', async () => {
    const first = await generate(conn, 7);
    const a = await checksum(conn, table);
    await generate(conn, 7);
    expect(await checksum(conn, table)).toEqual(a);
    await generate(conn, 8);
    expect(await checksum(conn, table)).not.toEqual(a);
    expect(a.n).toBe(first.rows);
    if (Array.isArray(rows)) {
      expect(first.rows).toBeGreaterThanOrEqual(rows[0]);
      expect(first.rows).toBeLessThanOrEqual(rows[1]);
    } else expect(first.rows).toBe(rows);
  });

  it('has the declared columns and types, and leaves no staging table behind', async () => {
    await generate(conn, 7);
    const actual = await conn.getColumns('main', table);
    expect(actual.map((c) => [c.name, c.nativeType])).toEqual(columns.map((c) => [c.name, c.type]));
    expect((await conn.listTables('main')).map((t) => t.name).filter((n) => n.includes('loading'))).toEqual([]);
  });
});

describe('cleaned_sales_data', () => {
  beforeAll(() => generateSales(conn, { seed: 3, orders: 400 }));

  it('uses the vocabularies saved charts filter on', async () => {
    expect(new Set(await values('SELECT DISTINCT deal_size FROM cleaned_sales_data'))).toEqual(new Set(DEAL_SIZES));
    expect(SALES_STATUSES).toEqual(expect.arrayContaining(await values('SELECT DISTINCT status FROM cleaned_sales_data')));
    expect(PRODUCT_LINES.map((l) => l[0])).toEqual(expect.arrayContaining(await values('SELECT DISTINCT product_line FROM cleaned_sales_data')));
  });

  it('keeps each line consistent: sales = quantity × price, deal size by sales, date parts, territory by country', async () => {
    const territory = new Map(SALES_CITIES.map((c) => [c[3], c[4]]));
    const bad = await one(`SELECT
      COUNT(*) FILTER (WHERE abs(sales - quantity_ordered * price_each) > 0.01) AS sales,
      COUNT(*) FILTER (WHERE deal_size <> CASE WHEN sales < 3000 THEN 'Small' WHEN sales < 7000 THEN 'Medium' ELSE 'Large' END) AS deal,
      COUNT(*) FILTER (WHERE year <> year(order_date) OR month <> month(order_date) OR quarter <> quarter(order_date)) AS parts,
      COUNT(*) FILTER (WHERE order_date < TIMESTAMP '2003-01-01' OR order_date >= TIMESTAMP '2008-01-01') AS dates
      FROM cleaned_sales_data`);
    expect(bad).toEqual({ sales: 0, deal: 0, parts: 0, dates: 0 });
    const pairs = (await conn.query('SELECT DISTINCT country, territory FROM cleaned_sales_data')).rows;
    expect(pairs.filter((p) => territory.get(String(p.country)) !== p.territory)).toEqual([]);
  });

  it('numbers the lines of each order 1..n, one customer and date per order, order numbers following dates', async () => {
    const bad = await one(`SELECT COUNT(*) AS n FROM (
      SELECT order_number FROM cleaned_sales_data GROUP BY order_number
      HAVING MIN(order_line_number) <> 1 OR MAX(order_line_number) <> COUNT(*) OR COUNT(DISTINCT customer_name) <> 1 OR COUNT(DISTINCT order_date) <> 1)`);
    expect(bad.n).toBe(0);
    const unordered = await one(`SELECT COUNT(*) AS n FROM (
      SELECT order_date, LAG(order_date) OVER (ORDER BY order_number) AS previous FROM (SELECT DISTINCT order_number, order_date FROM cleaned_sales_data))
      WHERE order_date < previous`);
    expect(unordered.n).toBe(0);
  });
});

describe('wb_health_population', () => {
  beforeAll(() => generateWorldHealth(conn, { seed: 3, countries: 30 }));

  it('has one row per economy and year 1960–2014, on Jan 1, with World Bank regions', async () => {
    const shape = await one(`SELECT COUNT(DISTINCT country_code) AS countries, MIN(year(year)) AS first, MAX(year(year)) AS last,
      COUNT(*) FILTER (WHERE month(year) <> 1 OR day(year) <> 1) AS not_jan1, COUNT(*) AS n FROM wb_health_population`);
    expect(shape).toEqual({ countries: 30, first: 1960, last: 2014, not_jan1: 0, n: 30 * 55 });
    expect(WB_REGIONS).toEqual(expect.arrayContaining(await values('SELECT DISTINCT region FROM wb_health_population')));
  });

  it('keeps indicators consistent and anchored on the 2014 population', async () => {
    const bad = await one(`SELECT
      COUNT(*) FILTER (WHERE abs(SP_RUR_TOTL + SP_URB_TOTL - SP_POP_TOTL) > 1) AS split,
      COUNT(*) FILTER (WHERE abs(SP_RUR_TOTL_ZS + SP_URB_TOTL_IN_ZS - 100) > 0.01) AS shares,
      COUNT(*) FILTER (WHERE year(year) < 1990 AND SH_DYN_AIDS IS NOT NULL) AS aids_before_1990,
      COUNT(*) FILTER (WHERE SP_DYN_LE00_IN NOT BETWEEN 20 AND 95) AS life
      FROM wb_health_population`);
    expect(bad).toEqual({ split: 0, shares: 0, aids_before_1990: 0, life: 0 });
    const anchors = (await conn.query(`SELECT country_code, SP_POP_TOTL FROM wb_health_population WHERE year(year) = 2014`)).rows;
    for (const row of anchors) {
      const expected = WB_COUNTRIES.find((c) => c.code === row.country_code)!.population2014 * 1e6;
      expect(Math.abs(Number(row.SP_POP_TOTL) - expected) / expected).toBeLessThan(0.02);
    }
  });
});

describe('flights', () => {
  beforeAll(() => generateFlights(conn, { seed: 3, flights: 5000 }));

  it('flies between two different known airports with their coordinates, in 2015', async () => {
    const codes = AIRPORTS.map((a) => a[0]);
    const bad = await one(`SELECT COUNT(*) FILTER (WHERE ORIGIN_AIRPORT = DESTINATION_AIRPORT) AS same,
      COUNT(*) FILTER (WHERE LATITUDE NOT BETWEEN 18 AND 72 OR LONGITUDE NOT BETWEEN -170 AND -60) AS coords,
      COUNT(*) FILTER (WHERE year(ds) <> 2015 OR YEAR <> 2015 OR MONTH <> month(ds) OR DAY <> day(ds) OR DAY_OF_WEEK <> isodow(ds)) AS dates,
      COUNT(*) FILTER (WHERE DISTANCE < 50) AS distance FROM flights`);
    expect(bad).toEqual({ same: 0, coords: 0, dates: 0, distance: 0 });
    expect(codes).toEqual(expect.arrayContaining(await values('SELECT DISTINCT ORIGIN_AIRPORT FROM flights')));
    expect(AIRLINES.map((a) => a[0])).toEqual(expect.arrayContaining(await values('SELECT DISTINCT AIRLINE FROM flights')));
  });

  it('adds up delays like the source: causes sum to the arrival delay, cancelled flights have no times', async () => {
    const bad = await one(`SELECT
      COUNT(*) FILTER (WHERE ARRIVAL_DELAY >= 15 AND AIR_SYSTEM_DELAY + SECURITY_DELAY + AIRLINE_DELAY + LATE_AIRCRAFT_DELAY + WEATHER_DELAY <> ARRIVAL_DELAY) AS causes,
      COUNT(*) FILTER (WHERE ARRIVAL_DELAY < 15 AND AIRLINE_DELAY IS NOT NULL) AS causes_when_on_time,
      COUNT(*) FILTER (WHERE CANCELLED = 1 AND (DEPARTURE_TIME IS NOT NULL OR ARRIVAL_DELAY IS NOT NULL OR CANCELLATION_REASON IS NULL)) AS cancelled,
      COUNT(*) FILTER (WHERE ELAPSED_TIME <> TAXI_OUT + AIR_TIME + TAXI_IN) AS elapsed,
      COUNT(*) FILTER (WHERE SCHEDULED_DEPARTURE % 100 > 59 OR ARRIVAL_TIME % 100 > 59 OR ARRIVAL_TIME > 2359) AS hhmm
      FROM flights`);
    expect(bad).toEqual({ causes: 0, causes_when_on_time: 0, cancelled: 0, elapsed: 0, hhmm: 0 });
  });
});

describe('long_timeseries', () => {
  it('has one reading per site and hour from 2010-01-01, without gaps', async () => {
    await generateLongTimeseries(conn, { seed: 3, hours: 24 * 30 });
    const shape = await one(`SELECT COUNT(DISTINCT site) AS sites, MIN(ds) = TIMESTAMP '2010-01-01' AS starts, COUNT(DISTINCT ds) AS hours,
      date_diff('hour', MIN(ds), MAX(ds)) + 1 AS span, COUNT(*) FILTER (WHERE humidity_pct NOT BETWEEN 5 AND 100 OR power_kw <= 0) AS bad
      FROM long_timeseries`);
    expect(shape).toEqual({ sites: SITES.length, starts: true, hours: 24 * 30, span: 24 * 30, bad: 0 });
  });
});

describe('events_10m', () => {
  it('keeps events in the year with the declared dimensions; only carts and purchases carry value', async () => {
    await generateEvents(conn, { seed: 3, events: 50_000 });
    const bad = await one(`SELECT COUNT(*) FILTER (WHERE year(event_time) <> 2024) AS year,
      COUNT(*) FILTER (WHERE (value > 0) <> (event_type IN ('purchase', 'add_to_cart'))) AS value,
      COUNT(DISTINCT event_id) AS ids, MIN(user_id) >= 1 AND MAX(user_id) <= 1000000 AS users FROM events_10m`);
    expect(bad).toEqual({ year: 0, value: 0, ids: 50_000, users: true });
    expect(new Set(await values('SELECT DISTINCT country FROM events_10m'))).toEqual(new Set(EVENT_COUNTRIES.map((c) => c[0])));
    expect(new Set(await values('SELECT DISTINCT device FROM events_10m'))).toEqual(new Set(EVENT_DEVICES.map((c) => c[0])));
    expect(new Set(await values('SELECT DISTINCT event_type FROM events_10m'))).toEqual(new Set(EVENT_TYPES.map((c) => c[0])));
  });
});
