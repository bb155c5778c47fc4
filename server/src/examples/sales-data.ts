/**
 * Generates Superset's `cleaned_sales_data` example (a model-car wholesaler's order lines) deterministically:
 * customers and products are drawn in JS from a seeded PRNG, then ~200,000 order lines are produced by one
 * DuckDB INSERT … SELECT per chunk. Vocabularies match the upstream data that saved charts filter on:
 * product lines, deal sizes Small/Medium/Large (by line value), statuses, countries and territories.
 */
import type { EngineConnection } from '../engines';
import { mulberry32 } from './births-data';
import { literal, uniform, valuesTable, weighted } from './generate-sql';
import { buildTable, fillInChunks, type ExampleColumn, type ProgressFn } from './table-builder';

export const SALES_TABLE = 'cleaned_sales_data';
export const DEFAULT_SALES_SEED = 20030106;
/** ~8 lines per order on average: 25,000 orders make about 200,000 rows. */
export const DEFAULT_SALES_ORDERS = 25_000;
export const SALES_FIRST_DAY = '2003-01-06';
export const SALES_LAST_DAY = '2007-12-28';
export const DEAL_SIZES = ['Small', 'Medium', 'Large'] as const;
export const SALES_STATUSES = ['Shipped', 'Cancelled', 'Resolved', 'On Hold', 'In Process', 'Disputed'] as const;

/** Upstream's product lines with their share of the catalogue. */
export const PRODUCT_LINES: [string, number][] = [
  ['Classic Cars', 38],
  ['Vintage Cars', 24],
  ['Motorcycles', 13],
  ['Planes', 12],
  ['Trucks and Buses', 11],
  ['Ships', 9],
  ['Trains', 3],
];

/** [city, state, postal code, country, territory, phone prefix, weight]; territories as upstream (NA, EMEA, APAC, Japan). */
export const SALES_CITIES: [string, string | null, string | null, string, string, string, number][] = [
  ['NYC', 'NY', '10022', 'USA', 'NA', '212', 5],
  ['San Francisco', 'CA', '94217', 'USA', 'NA', '415', 3],
  ['San Rafael', 'CA', '97562', 'USA', 'NA', '415', 2],
  ['Los Angeles', 'CA', '91003', 'USA', 'NA', '213', 2],
  ['Boston', 'MA', '51003', 'USA', 'NA', '617', 2],
  ['Cambridge', 'MA', '51247', 'USA', 'NA', '617', 1],
  ['Philadelphia', 'PA', '71270', 'USA', 'NA', '215', 2],
  ['Allentown', 'PA', '70267', 'USA', 'NA', '610', 1],
  ['Las Vegas', 'NV', '83030', 'USA', 'NA', '702', 1],
  ['New Haven', 'CT', '97823', 'USA', 'NA', '203', 1],
  ['Brickhaven', 'MA', '58339', 'USA', 'NA', '508', 1],
  ['Glendale', 'CA', '92561', 'USA', 'NA', '818', 1],
  ['Vancouver', 'BC', 'V3F 2K1', 'Canada', 'NA', '604', 1],
  ['Montreal', 'Quebec', 'H1J 1C3', 'Canada', 'NA', '514', 1],
  ['Toronto', 'Ontario', 'M5V 2T6', 'Canada', 'NA', '416', 1],
  ['Paris', null, '75016', 'France', 'EMEA', '(1) 42.34', 3],
  ['Nantes', null, '44000', 'France', 'EMEA', '40.67', 1],
  ['Lyon', null, '69004', 'France', 'EMEA', '78.32', 1],
  ['Marseille', null, '13008', 'France', 'EMEA', '91.24', 1],
  ['Strasbourg', null, '67000', 'France', 'EMEA', '88.60', 1],
  ['Madrid', null, '28034', 'Spain', 'EMEA', '(91) 555', 4],
  ['Barcelona', null, '08022', 'Spain', 'EMEA', '(93) 203', 1],
  ['Frankfurt', null, '60528', 'Germany', 'EMEA', '069-0555', 1],
  ['Munich', null, '80686', 'Germany', 'EMEA', '089-0877', 1],
  ['Cologne', null, '50739', 'Germany', 'EMEA', '0221-555', 1],
  ['London', null, 'WX1 6LT', 'UK', 'EMEA', '(171) 555', 2],
  ['Manchester', null, 'EC2 5NT', 'UK', 'EMEA', '(161) 555', 1],
  ['Liverpool', null, 'WX1 6LT', 'UK', 'EMEA', '(151) 555', 1],
  ['Torino', null, '10100', 'Italy', 'EMEA', '011-4988', 1],
  ['Reggio Emilia', null, '42100', 'Italy', 'EMEA', '0522-556', 1],
  ['Bergamo', null, '24100', 'Italy', 'EMEA', '035-640', 1],
  ['Helsinki', null, '21240', 'Finland', 'EMEA', '90-224', 1],
  ['Espoo', null, 'FIN-02271', 'Finland', 'EMEA', '981-443', 1],
  ['Oulu', null, '90110', 'Finland', 'EMEA', '981-443', 1],
  ['Oslo', null, 'N 0106', 'Norway', 'EMEA', '+47 2267', 1],
  ['Stavern', null, '4110', 'Norway', 'EMEA', '07-98', 1],
  ['Stockholm', null, 'S-844 67', 'Sweden', 'EMEA', '08-555', 1],
  ['Lulea', null, 'S-958 22', 'Sweden', 'EMEA', '0921-12', 1],
  ['Kobenhavn', null, '1734', 'Denmark', 'EMEA', '31 12', 1],
  ['Aarhus', null, '8200', 'Denmark', 'EMEA', '86 21', 1],
  ['Bruxelles', null, 'B-1180', 'Belgium', 'EMEA', '(02) 201', 1],
  ['Charleroi', null, 'B-6000', 'Belgium', 'EMEA', '(071) 23', 1],
  ['Geneve', null, '1203', 'Switzerland', 'EMEA', '0897-034', 1],
  ['Salzburg', null, '5020', 'Austria', 'EMEA', '6562-95', 1],
  ['Graz', null, '8010', 'Austria', 'EMEA', '7675-30', 1],
  ['Dublin', null, '2', 'Ireland', 'EMEA', '(1) 869', 1],
  ['Melbourne', 'Victoria', '3004', 'Australia', 'APAC', '03 9520', 2],
  ['North Sydney', 'NSW', '2060', 'Australia', 'APAC', '02 9936', 1],
  ['Chatswood', 'NSW', '2067', 'Australia', 'APAC', '02 9411', 1],
  ['Glen Waverly', 'Victoria', '3150', 'Australia', 'APAC', '61-9-3844', 1],
  ['Singapore', null, '079903', 'Singapore', 'Japan', '+65 221', 2],
  ['Tokyo', 'Tokyo', '106-0032', 'Japan', 'Japan', '+81 3 3584', 1],
  ['Osaka', 'Osaka', '530-0003', 'Japan', 'Japan', '+81 6 6342', 1],
  ['Makati City', 'Makati', '1227 MM', 'Philippines', 'Japan', '+63 2 555', 1],
];

const NAME_FIRST = `Mini Euro Land Classic Atelier Royal Toys4 Vitachrome Baane Auto Dragon Corporate Scandinavian Diecast Gift Heintze
Tokyo Double Herkku Online Suominen Alpha Salzburg Signal Super Volvo Australian Tekni Muscle Motor Collectable Marta's Cruz Petit
Reims Lyon Stylish Boards Technics Amica Rovelli La Corne Enaco Canadian Daedalus Men Oulu Clover`
  .split(/\s+/)
  .filter(Boolean);
const NAME_SECOND = 'Gifts Collectables Replicas Models Imports Souvenirs Classics Wheels Toys Diecast Miniatures Hobbies Auto Cars Decor'.split(' ');
const NAME_SUFFIX = ['Ltd.', 'Inc.', 'Co.', 'Corp.', '& Co.', 'Distributors', 'GmbH', 'AG', 'Store', 'Shopping Channel', 'Specialists', 'Imports'];
const CONTACT_FIRST = 'Valarie Julie Juri Kwai Jean Susan Roland Peter Janine Steve Jonas Paul Elizabeth Dean Wendy Martine Michael Rosa Jan Diego Karin Sue Leslie Victoria Akiko Yu Dorota Eric Mory Daniel Pascale Henriette Christina Maria Pedro Anna Giovanni Marta'.split(' ');
const CONTACT_LAST = 'Young Brown Hirano Kuo Saveley Nelson Keitel Murphy Frick Fresnisre Bergulfsen Henriot Devon Cassidy Tseng King Taylor Lincoln Hernandez Schmitt Franco Da Cunha Nilsson Pipps Perrier Ricotti Roel Shimamura Kloss Oeztan Holz Ashworth Accorti Berglund'.split(' ');
const STREETS = 'Lyonerstr. Hauptstr. Dupont Rue Kingsway Pasaje Porta Drammensveien Vinb\'ltet Lawrence Newbury Sierra Via Ludoveco Torikatu Berkeley Bloom Hansastr. Ringsted Bank Rambla Fauntleroy Howard Strong Geislweg'.split(' ');
/** Upstream's product codes start with a scale: S10 is 1:10, S700 is 1:700. */
const SCALES = ['S10', 'S12', 'S18', 'S24', 'S32', 'S50', 'S700', 'S72'];

export interface SalesCustomer {
  name: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  postalCode: string | null;
  country: string;
  territory: string;
  contactLastName: string;
  contactFirstName: string;
}

export interface SalesProduct {
  code: string;
  line: string;
  msrp: number;
}

function pickFrom<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function pickWeighted<T>(random: () => number, values: readonly T[], weight: (v: T) => number): T {
  const total = values.reduce((s, v) => s + weight(v), 0);
  let r = random() * total;
  for (const v of values) {
    r -= weight(v);
    if (r < 0) return v;
  }
  return values[values.length - 1];
}

/** The customers (unique names) and products (unique codes) for a seed. */
export function salesDimensions(seed = DEFAULT_SALES_SEED, customerCount = 120, productCount = 110): { customers: SalesCustomer[]; products: SalesProduct[] } {
  const random = mulberry32(seed);
  const names = new Set<string>();
  const customers: SalesCustomer[] = [];
  while (customers.length < customerCount) {
    const name = `${pickFrom(random, NAME_FIRST)} ${pickFrom(random, NAME_SECOND)} ${pickFrom(random, NAME_SUFFIX)}`;
    const [city, state, postal, country, territory, phonePrefix] = pickWeighted(random, SALES_CITIES, (c) => c[6]);
    if (names.has(name)) continue;
    names.add(name);
    const digits = String(1000 + Math.floor(random() * 9000));
    customers.push({
      name,
      phone: country === 'USA' || country === 'Canada' ? `${phonePrefix}555${digits}` : `${phonePrefix} ${digits}`,
      addressLine1: `${1 + Math.floor(random() * 9000)} ${pickFrom(random, STREETS)} ${pickFrom(random, ['St.', 'Ave.', 'Blvd.', 'Road', 'Way'])}`,
      addressLine2: random() < 0.12 ? `Level ${1 + Math.floor(random() * 20)}` : null,
      city,
      state,
      postalCode: postal,
      country,
      territory,
      contactLastName: pickFrom(random, CONTACT_LAST),
      contactFirstName: pickFrom(random, CONTACT_FIRST),
    });
  }
  const codes = new Set<string>();
  const products: SalesProduct[] = [];
  while (products.length < productCount) {
    const code = `${pickFrom(random, SCALES)}_${1000 + Math.floor(random() * 9000)}`;
    const [line] = pickWeighted(random, PRODUCT_LINES, (l) => l[1]);
    if (codes.has(code)) continue;
    codes.add(code);
    products.push({ code, line, msrp: 33 + Math.floor(random() * 182) });
  }
  return { customers, products };
}

export const SALES_COLUMNS: ExampleColumn[] = [
  { name: 'order_number', type: 'BIGINT' },
  { name: 'quantity_ordered', type: 'BIGINT' },
  { name: 'price_each', type: 'DOUBLE' },
  { name: 'order_line_number', type: 'BIGINT' },
  { name: 'sales', type: 'DOUBLE' },
  { name: 'order_date', type: 'TIMESTAMP' },
  { name: 'status', type: 'VARCHAR' },
  { name: 'quarter', type: 'BIGINT' },
  { name: 'month', type: 'BIGINT' },
  { name: 'year', type: 'BIGINT' },
  { name: 'product_line', type: 'VARCHAR' },
  { name: 'msrp', type: 'BIGINT' },
  { name: 'product_code', type: 'VARCHAR' },
  { name: 'customer_name', type: 'VARCHAR' },
  { name: 'phone', type: 'VARCHAR' },
  { name: 'address_line1', type: 'VARCHAR' },
  { name: 'address_line2', type: 'VARCHAR' },
  { name: 'city', type: 'VARCHAR' },
  { name: 'state', type: 'VARCHAR' },
  { name: 'postal_code', type: 'VARCHAR' },
  { name: 'country', type: 'VARCHAR' },
  { name: 'territory', type: 'VARCHAR' },
  { name: 'contact_last_name', type: 'VARCHAR' },
  { name: 'contact_first_name', type: 'VARCHAR' },
  { name: 'deal_size', type: 'VARCHAR' },
];

const MAX_LINES = 15;

/** Orders with their date (growing business, busy Q4), customer, status and number of lines. */
function ordersSql(seed: number, orders: number, customers: number): string {
  const u = (salt: number) => uniform(seed, salt, 'o');
  return `SELECT o, order_date, cidx, n_lines, u_status,
      row_number() OVER (ORDER BY order_date, o) AS seq
    FROM (
      SELECT o,
        DATE '${SALES_FIRST_DAY}' + CAST(floor(pow(${u(1)}, 0.8) * (DATE '${SALES_LAST_DAY}' - DATE '${SALES_FIRST_DAY}')) AS INTEGER) AS d0,
        CASE WHEN ${u(2)} < 0.25
          THEN make_date(year(d0), 10, 15) + CAST(floor(${u(3)} * 47) AS INTEGER)
          ELSE d0 END AS d1,
        CAST(LEAST(d1, DATE '${SALES_LAST_DAY}') AS TIMESTAMP) AS order_date,
        CAST(floor(pow(${u(4)}, 1.6) * ${customers}) AS INTEGER) AS cidx,
        1 + CAST(floor(${u(5)} * ${MAX_LINES}) AS INTEGER) AS n_lines,
        ${u(6)} AS u_status
      FROM range(0, ${orders}) r(o)
    )`;
}

/** The rows for orders with sequence numbers [from, to). */
function salesSelect(seed: number, orders: number, dims: ReturnType<typeof salesDimensions>, from: number, to: number): string {
  const customers = valuesTable(
    'customers',
    ['cidx', 'customer_name', 'phone', 'address_line1', 'address_line2', 'city', 'state', 'postal_code', 'country', 'territory', 'contact_last_name', 'contact_first_name'],
    dims.customers.map((c, i) => [i, c.name, c.phone, c.addressLine1, c.addressLine2, c.city, c.state, c.postalCode, c.country, c.territory, c.contactLastName, c.contactFirstName]),
  );
  const products = valuesTable(
    'products',
    ['pidx', 'product_code', 'product_line', 'msrp'],
    dims.products.map((p, i) => [i, p.code, p.line, p.msrp]),
  );
  const lu = (salt: number) => uniform(seed, salt, 'o, l');
  const recentCutoff = `DATE '${SALES_LAST_DAY}' - INTERVAL 60 DAY`;
  return `WITH ${customers},
  ${products},
  orders AS (${ordersSql(seed, orders, dims.customers.length)}),
  lines AS (
    SELECT orders.*, l,
      CAST(floor(${lu(10)} * ${dims.products.length}) AS INTEGER) AS pidx,
      CASE WHEN ${lu(11)} < 0.03 THEN 67 + CAST(floor(${lu(12)} * 31) AS INTEGER) ELSE 20 + CAST(floor(${lu(12)} * 47) AS INTEGER) END AS quantity,
      ${lu(13)} AS u_price
    FROM orders, range(1, ${MAX_LINES + 1}) t(l)
    WHERE l <= n_lines AND seq > ${literal(from)} AND seq <= ${literal(to)}
  )
  SELECT 10099 + seq AS order_number,
    quantity AS quantity_ordered,
    round(p.msrp * (0.8 + 0.35 * u_price), 2) AS price_each,
    l AS order_line_number,
    round(quantity * price_each, 2) AS sales,
    order_date,
    CASE WHEN order_date > ${recentCutoff} THEN ${weighted(
      [
        ['In Process', 5],
        ['On Hold', 2],
        ['Shipped', 3],
      ],
      'u_status',
    )} ELSE ${weighted(
      [
        ['Shipped', 93],
        ['Cancelled', 2],
        ['Resolved', 2],
        ['On Hold', 1],
        ['Disputed', 1],
        ['In Process', 1],
      ],
      'u_status',
    )} END AS status,
    quarter(order_date) AS quarter, month(order_date) AS month, year(order_date) AS year,
    p.product_line, p.msrp, p.product_code,
    c.customer_name, c.phone, c.address_line1, c.address_line2, c.city, c.state, c.postal_code, c.country, c.territory,
    c.contact_last_name, c.contact_first_name,
    CASE WHEN sales < 3000 THEN 'Small' WHEN sales < 7000 THEN 'Medium' ELSE 'Large' END AS deal_size
  FROM lines
  JOIN products p USING (pidx)
  JOIN customers c USING (cidx)`;
}

export interface GenerateSalesOptions {
  seed?: number;
  /** Number of orders; the default makes about 200,000 order lines. */
  orders?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/** (Re)creates `cleaned_sales_data` in a DuckDB database. */
export async function generateSales(conn: EngineConnection, opts: GenerateSalesOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_SALES_SEED;
  const orders = opts.orders ?? DEFAULT_SALES_ORDERS;
  const dims = salesDimensions(seed);
  // Progress counts orders (chunks are ranges of order sequence numbers); the result counts lines.
  return buildTable(conn, SALES_TABLE, SALES_COLUMNS, async (staging) => {
    let lines = 0;
    await fillInChunks(
      conn,
      staging.sql,
      orders,
      Math.ceil(orders / 2),
      (from, to) => salesSelect(seed, orders, dims, from, to),
      { onProgress: opts.onProgress, signal: opts.signal, onInserted: (n) => (lines += n) },
    );
    return lines;
  });
}
