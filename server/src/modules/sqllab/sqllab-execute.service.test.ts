/**
 * SQL Lab runs end to end on real engines (DuckDB always, PostgreSQL when TEST_DATABASE_URL is set): sync and
 * async runs, the row limit, DML refusal, timeouts, stopping on the engine, results-key expiry, CTAS,
 * template parameters, validation markers, the clean-up and CSV export.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { evictEngine } from '../../engines';
import { RequestContext } from '../../platform/context';
import { InProcessJobQueue } from '../../platform/queue';
import { FileResultsBackend } from '../../platform/results-backend';
import { enginesUnderTest, warnSkipped, type TestDatabase } from '../../test-support/engine-databases';
import { openTestDataSource, type TestDataSource } from '../../test-support/pg';
import { grantDatasourceAccess, seedDatabase, seedDataset, seedSecurity, seedUser } from '../../test-support/seed';
import { Database } from '../database';
import type { Actor } from '../../platform/actor';
import { QueryRunner, QUERY_UPDATED_TOPIC } from './query-runner';
import { transition } from './query-store';
import { QueryState } from './query-state';
import type { SqlLabQuery } from './query.types';
import { SqlLabExecuteService } from './sqllab-execute.service';
import { SqlLabToolsService } from './sqllab-tools.service';
import { failure } from '../../test-support/failure';
import { loadActor, loadActors } from '../../test-support/actors';

const KEY = 'sqllab-execute-test-secret-key-0123456789';
const config = {
  secretKey: KEY,
  sqlMaxRow: 1000,
  sqllabTimeoutSec: 20,
  sqllabAsyncTimeLimitSec: 20,
  featureFlags: { ENABLE_TEMPLATE_PROCESSING: true } as never,
};

let testDb: TestDataSource;
let ds: DataSource;
let dir: string;
let skewMs = 0;
const events: SqlLabQuery[] = [];
let runner: QueryRunner;
let service: SqlLabExecuteService;
let tools: SqlLabToolsService;
const actors = {} as Record<'admin' | 'gamma' | 'other', Actor>;

const engines = enginesUnderTest().filter((e) => e.label === 'DuckDB' || e.label === 'PostgreSQL');
warnSkipped('sqllab execute', engines);

/** A query that keeps the engine busy until interrupted. */
const LONG = { DuckDB: 'SELECT count(*) FROM range(100000) a, range(100000) b WHERE a.range * b.range = -1', PostgreSQL: 'SELECT pg_sleep(30)' } as Record<string, string>;
const SERIES = { DuckDB: 'SELECT range AS n FROM range(1, 51)', PostgreSQL: 'SELECT n FROM generate_series(1, 50) AS n' } as Record<string, string>;

beforeAll(async () => {
  testDb = await openTestDataSource();
  ds = testDb.dataSource;
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-sqllab-'));
  await seedSecurity(ds.manager);
  const users = {
    admin: await seedUser(ds.manager, { username: 'admin', roles: ['Admin'] }),
    gamma: await seedUser(ds.manager, { username: 'gamma', roles: ['Gamma', 'sql_lab'] }),
    other: await seedUser(ds.manager, { username: 'other', roles: ['Admin'] }),
  };
  Object.assign(actors, await loadActors(ds, users));
  const results = new FileResultsBackend(path.join(dir, 'results'), () => Date.now() + skewMs);
  runner = new QueryRunner(ds, config, new InProcessJobQueue(2), results, { publish: (topic, payload) => topic === QUERY_UPDATED_TOPIC && events.push(payload as SqlLabQuery) }, undefined, 60);
  service = new SqlLabExecuteService(ds, config, runner, results);
  tools = new SqlLabToolsService(ds, config, results);
});

afterAll(async () => {
  await runner?.close();
  await testDb?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ctxOf = (who: keyof typeof actors) => new RequestContext({ actor: actors[who], authKind: 'bearer', transport: 'graphql' });
let seq = 0;
const clientId = () => `c${(seq += 1)}${Date.now().toString(36).slice(-6)}`.slice(0, 11);


async function until<T>(probe: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(engines.filter((e) => e.create))('$label', (engine) => {
  let db: TestDatabase;
  const ids = {} as Record<'plain' | 'dml' | 'async' | 'hidden', number>;

  beforeAll(async () => {
    db = await engine.create!();
    const seed = async (name: string, flags: string) => {
      const row = await seedDatabase(ds.manager, { databaseName: `${engine.label}_${name}`, sqlalchemyUri: db.uri });
      if (flags) await ds.query(`UPDATE dbs SET ${flags} WHERE id = $1`, [row.id]);
      return row.id;
    };
    ids.plain = await seed('plain', '');
    ids.dml = await seed('dml', 'allow_dml = true, allow_ctas = true, allow_cvas = true');
    ids.async = await seed('async', 'allow_run_async = true');
    ids.hidden = await seed('hidden', 'expose_in_sqllab = false');
  });

  afterAll(async () => {
    await evictEngine(db.uri);
    await db.drop();
  });

  it('runs a statement synchronously and answers its rows, pushing each state', async () => {
    const id = clientId();
    const out = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: "SELECT 1 AS a, 'x' AS b", clientId: id, tabName: 'Untitled Query 1' });
    expect(out.query).toMatchObject({ clientId: id, status: QueryState.SUCCESS, rows: 1, progress: 100, limitingFactor: 'NOT_LIMITED', tabName: 'Untitled Query 1' });
    expect(out.results?.data).toEqual([{ a: 1, b: 'x' }]);
    expect(out.results?.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(events.filter((e) => e.clientId === id).map((e) => e.status)).toEqual([QueryState.RUNNING, QueryState.SUCCESS]);
    // Re-posting the client id answers the stored run.
    const again = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 2', clientId: id });
    expect(again.query.id).toBe(out.query.id);
  });

  it('applies the dropdown limit and reports the limiting factor', async () => {
    const out = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: SERIES[engine.label], queryLimit: 10 });
    expect(out.results?.rowCount).toBe(10);
    expect(out.query.limitingFactor).toBe('DROPDOWN');
    expect(out.query.executedSql).toMatch(/LIMIT 11/i);
    const own = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: `${SERIES[engine.label]} LIMIT 5`, queryLimit: 10 });
    expect(own.results?.rowCount).toBe(5);
    expect(own.query.limitingFactor).toBe('QUERY');
  });

  it('refuses DML unless the database allows it', async () => {
    const refused = await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'CREATE TABLE t_refused (a int)' }));
    expect(refused.errorType).toBe('DML_NOT_ALLOWED_ERROR');
    const ok = await service.execute(ctxOf('admin'), { databaseId: ids.dml, sql: 'CREATE TABLE t_allowed (a int); INSERT INTO t_allowed VALUES (1), (2)' });
    expect(ok.query.status).toBe(QueryState.SUCCESS);
    const read = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT count(*) AS n FROM t_allowed' });
    expect(Number(read.results?.data[0].n)).toBe(2);
  });

  it('reports a typo as a syntax error at its line and column, and keeps refused and failed runs in the history as failed', async () => {
    const typo = clientId();
    const refused = await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELEC name FRM birth_names', clientId: typo, sqlEditorId: 'history-tab' }));
    expect([refused.errorType, refused.extra]).toEqual(['SYNTAX_ERROR', { near: 'SELEC', line: 1, column: 1 }]);
    const dml = clientId();
    await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'DROP TABLE t_kept', clientId: dml, sqlEditorId: 'history-tab' }));
    const engineFailure = clientId();
    await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT * FROM no_such_table_here', clientId: engineFailure, sqlEditorId: 'history-tab' }));
    const runs = await Promise.all([typo, dml, engineFailure].map((id) => service.get(ctxOf('admin'), { clientId: id })));
    expect(runs.map((q) => [q?.status, q?.sqlEditorId, (q?.errors?.[0] as { error_type?: string } | undefined)?.error_type])).toEqual([
      [QueryState.FAILED, 'history-tab', 'SYNTAX_ERROR'],
      [QueryState.FAILED, 'history-tab', 'DML_NOT_ALLOWED_ERROR'],
      [QueryState.FAILED, 'history-tab', 'TABLE_DOES_NOT_EXIST_ERROR'],
    ]);
    expect(runs[0]).toMatchObject({ sql: 'SELEC name FRM birth_names', errorMessage: refused.message });
    expect(runs[0]?.endTime).not.toBeNull();
  });

  it('refuses names longer than the run can store, and reads updated_since beyond any date as all or none, and a fraction of a millisecond as whole ones', async () => {
    const long = 'x'.repeat(257);
    const refused = await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1', schema: long, tabName: long }));
    expect([refused.status, refused.extra.fields]).toEqual([400, { schema: ['Longer than maximum length 256.'], tab: ['Longer than maximum length 256.'] }]);
    const out = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1 AS one' });
    expect((await service.updatedSince(ctxOf('admin'), -1e308)).map((q) => q.clientId)).toContain(out.query.clientId);
    expect(await service.updatedSince(ctxOf('admin'), 1e308)).toEqual([]);
    // The smallest double (fuzz seed 3336103565): divided by 1000 in SQL it underflowed on PostgreSQL (a 500).
    for (const tiny of [5e-324, 2.5e-308, 0.5]) expect((await service.updatedSince(ctxOf('admin'), tiny)).map((q) => q.clientId)).toContain(out.query.clientId);
  });

  it('refuses databases not exposed in SQL Lab and users without access', async () => {
    expect((await failure(service.execute(ctxOf('admin'), { databaseId: ids.hidden, sql: 'SELECT 1' }))).errorType).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    expect((await failure(service.execute(ctxOf('gamma'), { databaseId: ids.plain, sql: 'SELECT 1' }))).errorType).toBe('DATABASE_NOT_FOUND_ERROR');
  });

  it('lets a table-level user read only the tables granted', async () => {
    await service.execute(ctxOf('admin'), { databaseId: ids.dml, sql: 'CREATE TABLE t_granted (a int); CREATE TABLE t_secret (a int)' });
    const database = (await ds.getRepository(Database).findOneBy({ id: ids.plain }))!;
    const dataset = await seedDataset(ds.manager, { database, tableName: 't_granted', schema: engine.spec.defaultSchema });
    await grantDatasourceAccess(ds.manager, `granted_${engine.label}`, database, dataset);
    const user = await seedUser(ds.manager, { username: `reader_${engine.label}`, roles: ['Gamma', 'sql_lab', `granted_${engine.label}`] });
    const ctx = new RequestContext({ actor: await loadActor(ds, user), authKind: 'bearer', transport: 'graphql' });
    expect((await service.execute(ctx, { databaseId: ids.plain, sql: 'SELECT a FROM t_granted' })).query.status).toBe(QueryState.SUCCESS);
    const refused = await failure(service.execute(ctx, { databaseId: ids.plain, sql: 'SELECT a FROM t_granted JOIN t_secret USING (a)' }));
    expect(refused).toMatchObject({ errorType: 'TABLE_SECURITY_ACCESS_ERROR', status: 403 });
    expect(refused.message).toContain('t_secret');
  });

  it('renders template parameters and creates a table as select', async () => {
    const out = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT {{ n }} AS n', templateParams: '{"n": 5}' });
    expect(out.results?.data).toEqual([{ n: 5 }]);
    const ctas = await service.execute(ctxOf('admin'), { databaseId: ids.dml, sql: 'SELECT 7 AS seven', selectAsCta: true, tmpTableName: 'ctas_out' });
    expect(ctas.query).toMatchObject({ status: QueryState.SUCCESS, selectAsCta: true, tmpTableName: 'ctas_out' });
    expect(ctas.query.executedSql).toMatch(/^CREATE TABLE .*ctas_out.* AS\nSELECT 7 AS seven$/);
    const read = await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT seven FROM ctas_out' });
    expect(read.results?.data).toEqual([{ seven: 7 }]);
    expect((await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1', selectAsCta: true }))).errorType).toBe('INVALID_CTAS_QUERY_ERROR');
  });

  it('times out a synchronous run after SQLLAB_TIMEOUT', async () => {
    config.sqllabTimeoutSec = 1;
    try {
      const id = clientId();
      const err = await failure(service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: LONG[engine.label], clientId: id }));
      expect(err.errorType).toBe('SQLLAB_TIMEOUT_ERROR');
      expect(err.message).toBe('The query exceeded the 1 seconds timeout.');
      expect((await service.get(ctxOf('admin'), { clientId: id }))?.status).toBe(QueryState.TIMED_OUT);
    } finally {
      config.sqllabTimeoutSec = 20;
    }
  });

  it('stops a synchronous run on the engine', async () => {
    const id = clientId();
    const run = service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: LONG[engine.label], clientId: id });
    await until(async () => (await service.get(ctxOf('admin'), { clientId: id }))?.status === QueryState.RUNNING);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const stopped = await service.stop(ctxOf('admin'), id);
    expect(stopped.status).toBe(QueryState.STOPPED);
    const out = await run;
    expect(out.query.status).toBe(QueryState.STOPPED);
    expect(out.results).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    if (engine.label === 'PostgreSQL') await expectNoSleepingBackend(db.uri);
    // A late success write cannot revive it.
    expect(await transition(ds.manager, id, QueryState.SUCCESS, { progress: 100 })).toBe(false);
  });

  it('runs asynchronously: pending, then rows under a results key that expires', async () => {
    const id = clientId();
    const out = await service.execute(ctxOf('admin'), { databaseId: ids.async, sql: SERIES[engine.label], clientId: id, queryLimit: 20 });
    expect(out.query.status).toBe(QueryState.PENDING);
    expect(out.results).toBeNull();
    const done = await until(async () => {
      const q = await service.get(ctxOf('admin'), { clientId: id });
      return q?.status === QueryState.SUCCESS ? q : null;
    });
    // The push follows the write: wait for it rather than for the row.
    await until(async () => events.some((e) => e.clientId === id && e.status === QueryState.SUCCESS));
    expect(events.filter((e) => e.clientId === id).map((e) => e.status)).toEqual([QueryState.PENDING, QueryState.RUNNING, QueryState.FETCHING, QueryState.SUCCESS]);
    const fetched = await service.fetchResults(ctxOf('admin'), done.resultsKey!, 5);
    expect(fetched.results?.rowCount).toBe(5);
    expect(fetched.results?.displayLimitReached).toBe(true);
    expect((await service.fetchResults(ctxOf('admin'), done.resultsKey!, null)).results?.rowCount).toBe(20);
    // CSV export reads the stored rows.
    const csv = Buffer.from((await tools.exportCsv(ctxOf('admin'), id, new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).base64, 'base64').toString('utf8');
    expect(csv.split('\n').slice(0, 2)).toEqual(['\uFEFFn', '1']);
    skewMs = 61_000;
    try {
      const expired = await failure(service.fetchResults(ctxOf('admin'), done.resultsKey!, null));
      expect(expired).toMatchObject({ errorType: 'RESULTS_BACKEND_ERROR', status: 410 });
    } finally {
      skewMs = 0;
    }
  });

  it('stops an asynchronous run on the engine', async () => {
    const id = clientId();
    await service.execute(ctxOf('admin'), { databaseId: ids.async, sql: LONG[engine.label], clientId: id });
    await until(async () => (await service.get(ctxOf('admin'), { clientId: id }))?.status === QueryState.RUNNING);
    await new Promise((r) => setTimeout(r, 300));
    await service.stop(ctxOf('admin'), id);
    await until(async () => !runner.isLive(id), 5000);
    expect((await service.get(ctxOf('admin'), { clientId: id }))?.status).toBe(QueryState.STOPPED);
    if (engine.label === 'PostgreSQL') await expectNoSleepingBackend(db.uri);
  });

  it('only lets the owner stop a run', async () => {
    const id = clientId();
    await service.execute(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1', clientId: id });
    expect((await failure(service.stop(ctxOf('other'), id))).status).toBe(404);
    const unknown = await failure(service.stop(ctxOf('admin'), 'no-such-id'));
    expect([unknown.status, unknown.message, unknown.extra.publicMessage]).toEqual([404, 'Query with client_id no-such-id not found', true]);
  });

  it('validates SQL without running it, with line and column', async () => {
    const annotations = await tools.validate(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1;\nSELECT *\nFORM t_allowed' });
    expect(annotations).toHaveLength(1);
    expect(annotations[0].lineNumber).toBe(3);
    expect(annotations[0].message).toMatch(/syntax error/i);
    expect(await tools.validate(ctxOf('admin'), { databaseId: ids.plain, sql: 'SELECT 1' })).toEqual([]);
  });
});

/** The stopped statement must be gone from the server, not only from our bookkeeping. */
async function expectNoSleepingBackend(uri: string): Promise<void> {
  const client = new Client({ connectionString: uri });
  await client.connect();
  try {
    await until(async () => {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid()",
      );
      return rows[0].n === 0;
    }, 3000);
  } finally {
    await client.end();
  }
}

describe('clean-up', () => {
  it('ends stale zero-progress runs that no runner holds', async () => {
    const db = await seedDatabase(ds.manager, { databaseName: 'cleanup_db' });
    await ds.query(
      `INSERT INTO query (client_id, database_id, user_id, status, sql, progress, run_async, start_time, uuid)
       VALUES ('stale1', $1, $2, 'running', 'SELECT 1', 0, false, $3, gen_random_uuid()), ('fresh1', $1, $2, 'running', 'SELECT 1', 0, false, $4, gen_random_uuid())`,
      [db.id, actors.admin.user.id, Date.now() - 10 * 60_000, Date.now()],
    );
    expect(await runner.cleanup()).toBeGreaterThanOrEqual(1);
    expect((await service.get(ctxOf('admin'), { clientId: 'stale1' }))?.status).toBe(QueryState.FAILED);
    expect((await service.get(ctxOf('admin'), { clientId: 'fresh1' }))?.status).toBe(QueryState.RUNNING);
  });
});


