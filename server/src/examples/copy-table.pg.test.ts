/**
 * Examples loaded into PostgreSQL (what `npm run examples -- --database-url postgresql://…` does) answer
 * the same aggregates as the embedded DuckDB copy. Runs where a real PostgreSQL is available
 * (TEST_DATABASE_URL, set by scripts/test.sh); each run works in a schema of its own and drops it.
 */
import { randomBytes } from 'node:crypto';
import { duckdbEngineSpec, type EngineConnection, type JsonValue, getEngineSpec } from '../engines';
import { copyTable } from './copy-table';
import { generateFlights } from './flights-data';
import { generateSales } from './sales-data';
import { generateWorldHealth } from './world-health-data';

const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

/** One row of aggregates that covers every column: sums of numbers, distinct counts of text, time bounds. */
function fingerprintSql(conn: EngineConnection, table: string, schema: string, columns: { name: string; genericType: string }[]): string {
  const q = (name: string) => conn.spec.quoteIdentifier(name);
  const parts = columns.map((c, i) => {
    if (c.genericType === 'NUMERIC') return `SUM(${q(c.name)}) AS c${i}`;
    if (c.genericType === 'TEMPORAL') return `MIN(${q(c.name)}) AS c${i}_min, MAX(${q(c.name)}) AS c${i}_max, COUNT(DISTINCT ${q(c.name)}) AS c${i}_n`;
    // Text: distinct counts only (MIN/MAX would depend on each engine's collation).
    return `COUNT(DISTINCT ${q(c.name)}) AS c${i}`;
  });
  return `SELECT COUNT(*) AS n, ${parts.join(', ')} FROM ${conn.spec.quoteTable({ name: table, schema })}`;
}

/** Sums of doubles depend on summation order; compare them to 1e-9 relative, everything else exactly. */
function close(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
  return a === b;
}

describeWithPostgres('examples copied into PostgreSQL', () => {
  const schema = `examples_${randomBytes(4).toString('hex')}`;
  let duck: EngineConnection;
  let pg: EngineConnection;

  beforeAll(async () => {
    duck = await duckdbEngineSpec.connect('duckdb:///:memory:');
    pg = await getEngineSpec('postgresql').connect(url!);
    await pg.query(`CREATE SCHEMA ${pg.spec.quoteIdentifier(schema)}`);
  });

  afterAll(async () => {
    await pg?.query(`DROP SCHEMA IF EXISTS ${pg.spec.quoteIdentifier(schema)} CASCADE`);
    await pg?.close();
    await duck?.close();
  });

  it.each([
    ['cleaned_sales_data', (c: EngineConnection) => generateSales(c, { orders: 300 })],
    ['wb_health_population', (c: EngineConnection) => generateWorldHealth(c, { countries: 20 })],
    ['flights', (c: EngineConnection) => generateFlights(c, { flights: 2000 })],
  ])('%s: same columns, same rows, same aggregates', async (table, generate) => {
    await generate(duck);
    const { rows } = await copyTable(duck, pg, table, { targetSchema: schema, pageRows: 700 });
    const duckColumns = await duck.getColumns('main', table);
    const pgColumns = await pg.getColumns(schema, table);
    expect(pgColumns.map((c) => [c.name, c.genericType, c.isDttm])).toEqual(duckColumns.map((c) => [c.name, c.genericType, c.isDttm]));
    const [expected] = (await duck.query(fingerprintSql(duck, table, 'main', duckColumns))).rows;
    const [actual] = (await pg.query(fingerprintSql(pg, table, schema, pgColumns))).rows;
    expect(actual.n).toBe(rows);
    const differing = Object.keys(expected).filter((k) => !close(expected[k], actual[k]));
    expect(differing.map((k) => [k, expected[k], actual[k]])).toEqual([]);
  });
});
