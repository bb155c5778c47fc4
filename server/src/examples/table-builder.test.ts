import { duckdbEngineSpec, type EngineConnection } from '../engines';
import { copyTable } from './copy-table';
import { generateFlights } from './flights-data';
import { buildTable, exampleColumnType, fillInChunks, insertRows, type ExampleColumn } from './table-builder';

describe('exampleColumnType', () => {
  it.each([
    ['TIMESTAMP', 'TIMESTAMP'],
    ['TIMESTAMP WITH TIME ZONE', 'TIMESTAMP'],
    ['DATE', 'DATE'],
    ['BIGINT', 'BIGINT'],
    ['INTEGER', 'INTEGER'],
    ['DOUBLE', 'DOUBLE'],
    ['DECIMAL(10,2)', 'DOUBLE'],
    ['BOOLEAN', 'BOOLEAN'],
    ['VARCHAR', 'VARCHAR'],
  ])('%s -> %s', (native, expected) => {
    expect(exampleColumnType(native)).toBe(expected);
  });
});

describe('buildTable', () => {
  let conn: EngineConnection;
  beforeEach(async () => {
    conn = await duckdbEngineSpec.connect('duckdb:///:memory:');
  });
  afterEach(() => conn.close());

  const columns: ExampleColumn[] = [
    { name: 'n', type: 'BIGINT' },
    { name: 'label', type: 'VARCHAR' },
  ];

  it('replaces the table only once the fill has finished', async () => {
    await buildTable(conn, 'sample', columns, async (staging) => {
      await insertRows(conn, staging.ref, [[1, 'old']]);
      return 1;
    });
    const failing = buildTable(conn, 'sample', columns, async (staging) => {
      await fillInChunks(conn, staging.sql, 10, 5, (from, to) => `SELECT i AS n, 'new' AS label FROM range(${from}, ${to}) r(i)`);
      throw new Error('interrupted');
    });
    await expect(failing).rejects.toThrow('interrupted');
    expect((await conn.query('SELECT n, label FROM sample')).rows).toEqual([{ n: 1, label: 'old' }]);
    expect((await conn.listTables('main')).map((t) => t.name)).toEqual(['sample']);
    const rebuilt = await buildTable(conn, 'sample', columns, (staging) =>
      fillInChunks(conn, staging.sql, 10, 4, (from, to) => `SELECT 'new' AS label, i AS n FROM range(${from}, ${to}) r(i)`),
    );
    expect(rebuilt.rows).toBe(10);
    expect((await conn.query('SELECT COUNT(*) AS n, MIN(label) AS label FROM sample')).rows).toEqual([{ n: 10, label: 'new' }]);
    expect((await conn.listTables('main')).map((t) => t.name)).toEqual(['sample']);
  });

  it('stops between chunks when asked, reporting progress from zero', async () => {
    const abort = new AbortController();
    const progress: number[] = [];
    const run = buildTable(conn, 'sample', columns, (staging) =>
      fillInChunks(conn, staging.sql, 100, 10, (from, to) => `SELECT i AS n, 'x' AS label FROM range(${from}, ${to}) r(i)`, {
        signal: abort.signal,
        onProgress: (done) => {
          progress.push(done);
          if (done === 30) abort.abort();
        },
      }),
    );
    await expect(run).rejects.toThrow('stopped');
    expect(progress).toEqual([0, 10, 20, 30]);
    expect((await conn.listTables('main')).map((t) => t.name)).toEqual([]);
  });
});

describe('copyTable', () => {
  it('copies a generated table row for row through plain INSERTs (engines without an appender)', async () => {
    const source = await duckdbEngineSpec.connect('duckdb:///:memory:');
    const real = await duckdbEngineSpec.connect('duckdb:///:memory:');
    const target: EngineConnection = { ...real, spec: real.spec, query: real.query.bind(real), getColumns: real.getColumns.bind(real), appendRows: undefined };
    await generateFlights(source, { flights: 1500 });
    const progress: number[] = [];
    const { rows } = await copyTable(source, target, 'flights', { pageRows: 400, onProgress: (done) => progress.push(done) });
    expect(rows).toBe(1500);
    expect(progress).toEqual([400, 800, 1200, 1500]);
    const digest = 'SELECT COUNT(*) AS n, SUM(hash(t)) AS digest FROM flights AS t';
    expect((await real.query(digest)).rows).toEqual((await source.query(digest)).rows);
    expect((await real.getColumns('main', 'flights')).map((c) => c.nativeType)).toEqual((await source.getColumns('main', 'flights')).map((c) => c.nativeType));
    await source.close();
    await real.close();
  });
});
