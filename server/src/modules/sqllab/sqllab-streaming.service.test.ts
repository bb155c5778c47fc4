/**
 * Large SQL Lab results on real engines (DuckDB always, PostgreSQL when TEST_DATABASE_URL is set): rows are
 * streamed from the engine in batches into the results backend, the answer carries the first
 * DISPLAY_MAX_ROW rows, and the rest is read back by queryResults pages and CSV export; a stop in the
 * middle of the stream leaves neither a result nor an open engine transaction.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { STREAM_BATCH_ROWS, type JsonValue, evictEngine, getConnection } from '../../engines';
import { RequestContext } from '../../platform/context';
import { InProcessJobQueue } from '../../platform/queue';
import { FileResultsBackend, type ResultsWriter } from '../../platform/results-backend';
import { enginesUnderTest, warnSkipped, type TestDatabase } from '../../test-support/engine-databases';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { seedDatabase, seedSecurity, seedUser } from '../../test-support/seed';
import type { Actor } from '../../platform/actor';
import { QueryRunner } from './query-runner';
import { QueryState } from './query-state';
import { DISPLAY_MAX_ROW } from './sqllab-result-store';
import { SqlLabExecuteService } from './sqllab-execute.service';
import { SqlLabToolsService } from './sqllab-tools.service';
import { loadActor } from '../../test-support/actors';

const KEY = 'sqllab-streaming-test-secret-key-0123456789';
const config = { secretKey: KEY, sqlMaxRow: 100_000, sqllabTimeoutSec: 30, sqllabAsyncTimeLimitSec: 30, featureFlags: {} as never };
const TOTAL = 25_000;

/**
 * The file backend, with appends slowed (200 ms) while `slow` is set: a stop or timeout then lands while the stream
 * is still writing. Counts the lines appended.
 */
class PacedBackend extends FileResultsBackend {
  slow = false;
  appended = 0;
  async createWriter(key: string, ttlSec: number): Promise<ResultsWriter> {
    const inner = await super.createWriter(key, ttlSec);
    return {
      ...inner,
      appendLine: async (line) => {
        if (this.slow) await new Promise((r) => setTimeout(r, 200));
        this.appended += 1;
        return inner.appendLine(line);
      },
    };
  }
}

let testDb: TestDataSource;
let ds: DataSource;
let dir: string;
let backend: PacedBackend;
let runner: QueryRunner;
let service: SqlLabExecuteService;
let tools: SqlLabToolsService;
let admin: Actor;

const engines = enginesUnderTest().filter((e) => e.label === 'DuckDB' || e.label === 'PostgreSQL');
warnSkipped('sqllab streaming', engines);
const SERIES = {
  DuckDB: (n: number) => `SELECT range AS n, 'row ' || range AS label, TIMESTAMP '2024-01-01' + to_seconds(range) AS ts FROM range(${n}) ORDER BY n`,
  PostgreSQL: (n: number) => `SELECT n, 'row ' || n AS label, TIMESTAMP '2024-01-01' + n * INTERVAL '1 second' AS ts FROM generate_series(0, ${n - 1}) AS n ORDER BY n`,
} as Record<string, (n: number) => string>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-sqllab-stream-'));
  await seedSecurity(ds.manager);
  const user = await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] });
  admin = await loadActor(ds, user);
  backend = new PacedBackend(path.join(dir, 'results'));
  runner = new QueryRunner(ds, config, new InProcessJobQueue(2), backend, { publish: () => undefined }, undefined, 60);
  service = new SqlLabExecuteService(ds, config, runner, backend);
  tools = new SqlLabToolsService(ds, { secretKey: KEY, featureFlags: {} as never }, backend);
});

afterAll(async () => {
  await runner?.close();
  await testDb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ctx = () => new RequestContext({ actor: admin, authKind: 'bearer', transport: 'graphql' });
let seq = 0;
const clientId = () => `s${(seq += 1)}${Date.now().toString(36).slice(-6)}`.slice(0, 11);

describe.each(engines.filter((e) => e.create))('$label', (engine) => {
  let db: TestDatabase;
  let databaseId: number;

  beforeAll(async () => {
    db = await engine.create!();
    databaseId = (await seedDatabase(ds.manager, { databaseName: `${engine.label}_stream`, sqlalchemyUri: db.uri })).id;
  });

  afterAll(async () => {
    await evictEngine(db.uri);
    await db.drop();
  });

  it('streams a result from the engine in batches, with its columns even when empty', async () => {
    const conn = await getConnection(db.uri);
    expect(conn.streamQuery).toBeDefined();
    const batches: number[] = [];
    const seen: JsonValue[][] = [];
    await conn.streamQuery!(SERIES[engine.label](20_000), [], {}, async (columns, rows) => {
      expect(columns.map((c) => [c.name, c.genericType])).toEqual([
        ['n', 'NUMERIC'],
        ['label', 'STRING'],
        ['ts', 'TEMPORAL'],
      ]);
      batches.push(rows.length);
      seen.push(...rows.slice(0, 1));
    });
    expect(batches.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBeLessThanOrEqual(STREAM_BATCH_ROWS + 2048);
    expect(seen[0]).toEqual([0, 'row 0', Date.UTC(2024, 0, 1)]);
    let emptyCalls = 0;
    await conn.streamQuery!(`${SERIES[engine.label](5)} LIMIT 0`, [], {}, async (columns, rows) => {
      emptyCalls += 1;
      expect(columns).toHaveLength(3);
      expect(rows).toEqual([]);
    });
    expect(emptyCalls).toBeGreaterThanOrEqual(1);
    // The pooled connection is usable afterwards (no cursor or transaction left behind).
    expect((await conn.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it(`answers the first ${DISPLAY_MAX_ROW} rows and keeps the others for queryResults and CSV export`, async () => {
    const id = clientId();
    const out = await service.execute(ctx(), { databaseId, sql: SERIES[engine.label](TOTAL), clientId: id, queryLimit: 50_000 });
    expect(out.query).toMatchObject({ status: QueryState.SUCCESS, rows: TOTAL, limitingFactor: 'NOT_LIMITED' });
    expect(out.results).toMatchObject({ rowCount: DISPLAY_MAX_ROW, totalRowCount: TOTAL, offset: 0, displayLimitReached: true });
    expect(out.results?.data[0]).toEqual({ n: 0, label: 'row 0', ts: '2024-01-01T00:00:00' });
    expect(out.results?.data[DISPLAY_MAX_ROW - 1]).toMatchObject({ n: DISPLAY_MAX_ROW - 1 });
    const key = out.query.resultsKey!;
    expect(key).toBeTruthy();
    expect(out.query.endTime).toBeGreaterThanOrEqual(out.query.startRunningTime!);

    const next = await service.fetchResults(ctx(), key, null, DISPLAY_MAX_ROW);
    expect(next.results).toMatchObject({ rowCount: DISPLAY_MAX_ROW, offset: DISPLAY_MAX_ROW, totalRowCount: TOTAL, displayLimitReached: true });
    expect(next.results?.data[0]).toMatchObject({ n: DISPLAY_MAX_ROW, ts: isoSeconds(DISPLAY_MAX_ROW) });
    const tail = await service.fetchResults(ctx(), key, 50_000, 20_000);
    expect(tail.results?.rowCount).toBe(TOTAL - 20_000);
    expect(tail.results?.data[TOTAL - 20_001]).toMatchObject({ n: TOTAL - 1 });
    const all = await service.fetchResults(ctx(), key, TOTAL);
    expect(all.results).toMatchObject({ rowCount: TOTAL, displayLimitReached: false });

    const csv = Buffer.from((await tools.exportCsv(ctx(), id)).base64, 'base64').toString('utf8').trimEnd().split('\n');
    expect(csv).toHaveLength(TOTAL + 1);
    expect(csv[TOTAL]).toMatch(new RegExp(`^${TOTAL - 1},row ${TOTAL - 1},`));
  });

  it('cuts to the row limit and says the dropdown limited it', async () => {
    const out = await service.execute(ctx(), { databaseId, sql: SERIES[engine.label](TOTAL), queryLimit: 12_000 });
    expect(out.query).toMatchObject({ rows: 12_000, limitingFactor: 'DROPDOWN' });
    expect(out.results).toMatchObject({ rowCount: DISPLAY_MAX_ROW, totalRowCount: 12_000 });
    const rest = await service.fetchResults(ctx(), out.query.resultsKey!, null, DISPLAY_MAX_ROW);
    expect(rest.results?.rowCount).toBe(2000);
  });

  it('stops in the middle of the stream: no stored result, nothing left open on the engine', async () => {
    const id = clientId();
    backend.appended = 0;
    backend.slow = true;
    try {
      const run = service.execute(ctx(), { databaseId, sql: SERIES[engine.label](90_000), clientId: id, queryLimit: 90_000 });
      const deadline = Date.now() + 10_000;
      while (backend.appended < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(backend.appended).toBeGreaterThanOrEqual(3);
      await service.stop(ctx(), id);
      const out = await run;
      expect(out.query.status).toBe(QueryState.STOPPED);
      expect(out.results).toBeNull();
      expect(out.query.resultsKey).toBeNull();
    } finally {
      backend.slow = false;
    }
    expect(readdirSync(path.join(dir, 'results')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    if (engine.label === 'PostgreSQL') {
      const client = new Client({ connectionString: db.uri });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'");
        expect(rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    }
    // The engine connection still serves the next run.
    expect((await service.execute(ctx(), { databaseId, sql: 'SELECT 1 AS one' })).results?.data).toEqual([{ one: 1 }]);
  });

  it('runs a writing row query without a cursor (PostgreSQL refuses to declare one for it)', async () => {
    if (engine.label !== 'PostgreSQL') return;
    const dml = (await seedDatabase(ds.manager, { databaseName: `${engine.label}_stream_dml`, sqlalchemyUri: db.uri })).id;
    await ds.query('UPDATE dbs SET allow_dml = true WHERE id = $1', [dml]);
    await service.execute(ctx(), { databaseId: dml, sql: 'CREATE TABLE written (a int)' });
    const out = await service.execute(ctx(), { databaseId: dml, sql: 'WITH d AS (INSERT INTO written VALUES (1), (2) RETURNING a) SELECT a FROM d ORDER BY a' });
    expect(out.query.status).toBe(QueryState.SUCCESS);
    expect(out.results?.data).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('times out in the middle of the stream', async () => {
    config.sqllabTimeoutSec = 1;
    backend.slow = true;
    try {
      const id = clientId();
      await expect(service.execute(ctx(), { databaseId, sql: SERIES[engine.label](90_000), clientId: id, queryLimit: 90_000 })).rejects.toMatchObject({ errorType: 'SQLLAB_TIMEOUT_ERROR' });
      expect((await service.get(ctx(), { clientId: id }))?.status).toBe(QueryState.TIMED_OUT);
    } finally {
      config.sqllabTimeoutSec = 30;
      backend.slow = false;
    }
  });
});

function isoSeconds(seconds: number): string {
  return new Date(Date.UTC(2024, 0, 1) + seconds * 1000).toISOString().slice(0, 19);
}
