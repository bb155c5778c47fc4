import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TesseraError } from '../../platform/errors';
import { duckdbEngineSpec as spec } from '.';
import type { EngineConnection } from '../engine-spec';

// A query that runs for many seconds unless interrupted.
const SLOW_SQL = 'SELECT COUNT(*) FROM range(100000) a(x), range(100000) b(y) WHERE a.x * b.y = -1';

async function failure(promise: Promise<unknown>): Promise<TesseraError> {
  try {
    await promise;
  } catch (e) {
    return e as TesseraError;
  }
  throw new Error('expected the query to fail');
}

describe('DuckDB connection: results', () => {
  let conn: EngineConnection;
  beforeAll(async () => {
    conn = await spec.connect('duckdb:///:memory:');
  });
  afterAll(() => conn.close());

  const values: [string, string, string, unknown][] = [
    ['a small BIGINT', '42::BIGINT', 'NUMERIC', 42],
    ['a HUGEINT beyond 2^53 as a string', '12345678901234567890::HUGEINT', 'NUMERIC', '12345678901234567890'],
    ['a SUM of BIGINT (HUGEINT) as a number', '(SELECT SUM(x) FROM (VALUES (1::BIGINT), (2::BIGINT)) v(x))', 'NUMERIC', 3],
    ['a DECIMAL as a number', '1.25::DECIMAL(10,2)', 'NUMERIC', 1.25],
    ['a DOUBLE NaN as null', "'NaN'::DOUBLE", 'NUMERIC', null],
    ['a TIMESTAMP as epoch ms', "TIMESTAMP '2000-01-01 00:00:01.5'", 'TEMPORAL', Date.UTC(2000, 0, 1, 0, 0, 1, 500)],
    ['a TIMESTAMP before 1970', "TIMESTAMP '1965-01-01 00:00:00'", 'TEMPORAL', Date.UTC(1965, 0, 1)],
    ['an infinite TIMESTAMP as null', "'infinity'::TIMESTAMP", 'TEMPORAL', null],
    ['a DATE as epoch ms', "DATE '1999-12-31'", 'TEMPORAL', Date.UTC(1999, 11, 31)],
    ['a TIMESTAMPTZ as epoch ms', "TIMESTAMPTZ '2000-01-01 00:00:00+00'", 'TEMPORAL', Date.UTC(2000, 0, 1)],
    ['a TIME as ms since midnight', "TIME '10:11:12'", 'TEMPORAL', (10 * 3600 + 11 * 60 + 12) * 1000],
    ['a BOOLEAN', 'true', 'BOOLEAN', true],
    ['a VARCHAR', "'héllo'", 'STRING', 'héllo'],
    ['a BLOB as base64', "'\\xAA\\xBB'::BLOB", 'STRING', Buffer.from([0xaa, 0xbb]).toString('base64')],
    ['a LIST as an array', '[1, 2, NULL]', 'STRING', [1, 2, null]],
    ['a STRUCT as an object', "{'a': 1, 'b': [TIMESTAMP '1970-01-01 00:00:01']}", 'STRING', { a: 1, b: [1000] }],
    ['a MAP as key/value entries', "MAP {'k': 1}", 'STRING', [{ key: 'k', value: 1 }]],
    ['an INTERVAL as text', 'INTERVAL 3 DAY', 'STRING', '3 days'],
    ['a UUID as text', "'00000000-0000-0000-0000-000000000001'::UUID", 'STRING', '00000000-0000-0000-0000-000000000001'],
    ['a NULL', 'NULL::INTEGER', 'NUMERIC', null],
  ];

  it.each(values)('converts %s', async (_name, expr, genericType, expected) => {
    const { columns, rows } = await conn.query(`SELECT ${expr} AS v`);
    expect(columns[0]).toMatchObject({ name: 'v', genericType, isDttm: genericType === 'TEMPORAL' });
    expect(rows[0].v).toEqual(expected);
    expect(() => JSON.stringify(rows)).not.toThrow();
  });

  it('reports native types', async () => {
    const { columns } = await conn.query("SELECT 1::BIGINT a, 1.5::DECIMAL(10,2) b, TIMESTAMP '2000-01-01' c, 'x' d");
    expect(columns.map((c) => c.nativeType)).toEqual(['BIGINT', 'DECIMAL(10,2)', 'TIMESTAMP', 'VARCHAR']);
  });

  it('binds parameters of every JSON type and dates', async () => {
    const { rows } = await conn.query('SELECT $1 AS s, $2 AS n, $3 AS f, $4 AS b, $5 AS z, $6 AS d, $7 AS big', [
      'x',
      7,
      1.5,
      false,
      null,
      new Date(Date.UTC(2001, 1, 3)),
      2 ** 53 + 2,
    ]);
    expect(rows[0]).toEqual({ s: 'x', n: 7, f: 1.5, b: false, z: null, d: Date.UTC(2001, 1, 3), big: String(2 ** 53 + 2) });
  });

  it('compares bound dates with DATE and TIMESTAMP columns', async () => {
    const { rows } = await conn.query("SELECT DATE '2001-02-03' >= $1 AS a, TIMESTAMP '2001-02-03 10:00' < $2 AS b", [new Date(Date.UTC(2001, 1, 3)), new Date(Date.UTC(2001, 1, 4))]);
    expect(rows[0]).toEqual({ a: true, b: true });
  });
});

describe('DuckDB connection: errors, timeouts and cancellation', () => {
  let conn: EngineConnection;
  beforeAll(async () => {
    conn = await spec.connect('duckdb:///:memory:');
    await conn.query('CREATE TABLE t (a INTEGER)');
  });
  afterAll(() => conn.close());

  const errors: [string, string, string, string][] = [
    ['a missing table', 'SELECT * FROM nope', 'TABLE_DOES_NOT_EXIST_ERROR', 'The table "nope" does not exist. A valid table must be used to run this query.'],
    ['a missing schema', 'SELECT * FROM nos.tab', 'SCHEMA_DOES_NOT_EXIST_ERROR', 'The schema "nos" does not exist. A valid schema must be used to run this query.'],
    ['a missing column', 'SELECT b FROM t', 'COLUMN_DOES_NOT_EXIST_ERROR', `We can't seem to resolve the column "b".`],
    ['a syntax error', 'SELEC 1', 'SYNTAX_ERROR', 'Please check your query for syntax errors at or near "SELEC". Then, try running your query again.'],
    ['any other error', "SELECT 'x'::INTEGER", 'GENERIC_DB_ENGINE_ERROR', `DuckDB error: Conversion Error: Could not convert string 'x' to INT32`],
  ];
  it.each(errors)('classifies %s', async (_name, sql, errorType, message) => {
    const error = await failure(conn.query(sql));
    expect(error).toBeInstanceOf(TesseraError);
    expect(error.errorType).toBe(errorType);
    expect(error.message).toBe(message);
  });

  it('interrupts a query that exceeds its timeout', async () => {
    const started = Date.now();
    const error = await failure(conn.query(SLOW_SQL, [], { timeoutMs: 100 }));
    expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a query when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(conn.query(SLOW_SQL, [], { signal: controller.signal }));
    expect(error.message).toBe('The query was stopped.');
    expect(error.extra).toMatchObject({ stopped: true });
  });

  it('does not start a query whose signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(conn.query('SELECT 1', [], { signal: controller.signal }))).message).toBe('The query was stopped.');
  });

  it('cancel() interrupts running queries and the connection stays usable', async () => {
    const running = failure(conn.query(SLOW_SQL));
    setTimeout(() => void conn.cancel(), 100);
    expect((await running).errorType).toBe('GENERIC_DB_ENGINE_ERROR');
    expect((await conn.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs more concurrent queries than the pool holds', async () => {
    const small = await spec.connect('duckdb:///:memory:', { poolSize: 2 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => small.query('SELECT $1 AS i', [i])));
    expect(results.map((r) => r.rows[0].i)).toEqual([0, 1, 2, 3, 4, 5]);
    await small.close();
    expect((await failure(small.query('SELECT 1'))).message).toBe('The DuckDB connection is closed.');
  });
});

describe('DuckDB connection: files, introspection and bulk load', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tessera-duckdb-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shares one instance per file and releases it on close', async () => {
    const uri = `duckdb://${path.join(dir, 'shared.duckdb')}`;
    const a = await spec.connect(uri);
    const b = await spec.connect(uri);
    await a.query('CREATE TABLE x AS SELECT 1 AS v');
    expect((await b.query('SELECT v FROM x')).rows).toEqual([{ v: 1 }]);
    expect((await failure(spec.connect(`${uri}?access_mode=read_only`))).message).toContain('already open read-write');
    await a.close();
    await b.close();
    const ro = await spec.connect(`${uri}?access_mode=read_only`);
    expect((await ro.query('SELECT v FROM x')).rows).toEqual([{ v: 1 }]);
    expect((await failure(ro.query('CREATE TABLE y (a INT)'))).errorType).toBe('GENERIC_DB_ENGINE_ERROR');
    await ro.close();
  });

  it('lists schemas, tables and views, and columns with generic types', async () => {
    const conn = await spec.connect(`duckdb://${path.join(dir, 'meta.duckdb')}`);
    await conn.query('CREATE SCHEMA sales');
    await conn.query("CREATE TABLE sales.orders (id BIGINT NOT NULL, placed TIMESTAMP, day DATE, amount DECIMAL(10,2), paid BOOLEAN, note VARCHAR)");
    await conn.query('CREATE VIEW sales.big AS SELECT * FROM sales.orders WHERE amount > 100');
    expect(await conn.listSchemas()).toEqual(['main', 'sales']);
    expect(await conn.listTables('sales')).toEqual([
      { name: 'big', type: 'view' },
      { name: 'orders', type: 'table' },
    ]);
    expect(await conn.getColumns('sales', 'orders')).toEqual([
      { name: 'id', nativeType: 'BIGINT', genericType: 'NUMERIC', isDttm: false, nullable: false, comment: null, default: null },
      { name: 'placed', nativeType: 'TIMESTAMP', genericType: 'TEMPORAL', isDttm: true, nullable: true, comment: null, default: null },
      { name: 'day', nativeType: 'DATE', genericType: 'TEMPORAL', isDttm: true, nullable: true, comment: null, default: null },
      { name: 'amount', nativeType: 'DECIMAL(10,2)', genericType: 'NUMERIC', isDttm: false, nullable: true, comment: null, default: null },
      { name: 'paid', nativeType: 'BOOLEAN', genericType: 'BOOLEAN', isDttm: false, nullable: true, comment: null, default: null },
      { name: 'note', nativeType: 'VARCHAR', genericType: 'STRING', isDttm: false, nullable: true, comment: null, default: null },
    ]);
    const missing = await failure(conn.getColumns('sales', 'nope'));
    expect(missing.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(missing.status).toBe(404);
    await conn.close();
  });

  it('appends rows with nulls, dates and big integers', async () => {
    const conn = await spec.connect('duckdb:///:memory:');
    await conn.query('CREATE TABLE r (d DATE, ts TIMESTAMP, n BIGINT, s VARCHAR, f DOUBLE)');
    await conn.appendRows!({ name: 'r' }, [
      [new Date(Date.UTC(2000, 0, 2)), new Date(Date.UTC(2000, 0, 2, 3)), 5, 'a', 1.5],
      [null, null, null, null, null],
    ]);
    expect((await conn.query('SELECT * FROM r')).rows).toEqual([
      { d: Date.UTC(2000, 0, 2), ts: Date.UTC(2000, 0, 2, 3), n: 5, s: 'a', f: 1.5 },
      { d: null, ts: null, n: null, s: null, f: null },
    ]);
    await conn.close();
  });
});
