/**
 * `npm run bench`: chart-data latency through Tessera against the same SQL run directly on DuckDB.
 *
 * The query is the saved example chart "Events per Day" (COUNT(*) by day over the 10M-row events_10m),
 * sent as its saved query context to POST /api/v1/chart/data of the built server over loopback HTTP:
 * authentication, the REST gateway, GraphQL execution, the semantic layer, DuckDB, post-processing and
 * JSON serialisation all count. The baseline runs the SQL Tessera reports having run, through
 * @duckdb/node-api in this process, on a copy of the same DuckDB file with the same thread count,
 * rows read into JavaScript. Runs alternate between the two so machine noise hits both alike.
 *
 * Before that, the server's RSS after start and under a sustained load of list and chart-data reads
 * (load.ts); after it, the 25-chart dashboard in headless Chromium (dashboard.ts) and SQL Lab (sqllab.ts).
 *
 * Everything is bounded (runs, seconds) and the server is stopped at the end. The example data is kept in
 * BENCH_DIR (default: the system temp dir) so later runs skip generating it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { measureDashboard } from './dashboard';
import { exampleQueryContext } from './examples';
import { measureExplore } from './explore';
import { measureMemory } from './load';
import { rssMb } from './proc';
import { measureSqlLab, SQLLAB_ROWS } from './sqllab';
import { formatTable, median, percentile, ratio } from './stats';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_MAIN = path.join(ROOT, 'server', 'dist', 'server', 'src', 'main.js');
const WORK = path.resolve(process.env.BENCH_DIR ?? path.join(tmpdir(), 'tessera-bench'));
const DATA_DIR = path.join(WORK, 'data');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
const CONCURRENCY = 8;
/** Tessera opens DuckDB with two threads (engines/duckdb/index.ts); the baseline uses the same. */
const DUCKDB_THREADS = '2';
const CHART_NAME = 'Events per Day';
/**
 * BENCH_DATABASE_URL: a PostgreSQL for the server's metadata instead of the embedded PGlite (production's
 * setup; PGlite answers small queries several times slower, and every request reads a few).
 */
const METADATA_URL = process.env.BENCH_DATABASE_URL ?? '';
const METADATA_ENV: NodeJS.ProcessEnv = METADATA_URL
  ? { DATABASE_URL: METADATA_URL, SECRET_KEY: process.env.SECRET_KEY ?? 'tessera-bench-secret-key-0123456789' }
  : { DATABASE_URL: '' };
/** BENCH_ONLY_SQLLAB=1: only the SQL Lab part, without the 10M-row example table (minutes to generate). */
const ONLY_SQLLAB = process.env.BENCH_ONLY_SQLLAB === '1';
/** BENCH_ONLY_LOAD=1: only the memory part (RSS after start and under sustained load); BENCH_SKIP_LOAD=1 leaves it out. */
const ONLY_LOAD = process.env.BENCH_ONLY_LOAD === '1';
const SKIP_LOAD = process.env.BENCH_SKIP_LOAD === '1';
/** BENCH_ONLY_EXPLORE=1: only the explore part (navigation -> a drawn line chart), on the standard examples. */
const ONLY_EXPLORE = process.env.BENCH_ONLY_EXPLORE === '1';
/** BENCH_SKIP_DASHBOARD=1 leaves out the dashboard part (headless Chromium on the 25-chart dashboard). */
const SKIP_DASHBOARD = process.env.BENCH_SKIP_DASHBOARD === '1';
/** Idle time after /health answers before "RSS after start" is read: start-up's last writes and timers settle. */
const SETTLE_MS = 5_000;
const TARGET_OVERHEAD = 1.15;
const TARGET_WARM_P50_MS = 5;

function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

/** Newest modification time under a directory (sources), to tell whether the build is stale. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * The benchmark measures the built server (what `npm start` runs); build it when missing or older than its
 * sources. BENCH_NO_BUILD=1 keeps an existing build as it is.
 */
function ensureBuilt(): void {
  if (process.env.BENCH_NO_BUILD === '1' && existsSync(SERVER_MAIN)) return;
  const sources = Math.max(newestMtime(path.join(ROOT, 'server', 'src')), newestMtime(path.join(ROOT, 'gateway-rest', 'src')));
  if (existsSync(SERVER_MAIN) && statSync(SERVER_MAIN).mtimeMs >= sources) return;
  log('building the server (npm run build -w gateway-rest && npm run build -w server)');
  run('npm', ['run', 'build', '-w', 'gateway-rest']);
  run('npm', ['run', 'build', '-w', 'server']);
}

async function hasEventsTable(file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  try {
    const conn = await instance.connect();
    const reader = await conn.runAndReadAll(`SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_name = 'events_10m'`);
    conn.closeSync();
    return Number(reader.getRows()[0][0]) === 1;
  } finally {
    instance.closeSync();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(WORK, 'server.log');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    // SQL_MAX_ROW raised so the SQL Lab part can ask for a million rows (chart data keeps its ROW_LIMIT).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, LOAD_EXAMPLES: 'true', LOG_LEVEL: 'warn', REDIS_URL: '', SQL_MAX_ROW: String(SQLLAB_ROWS), ...METADATA_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /health within 90 s; see ${logFile}`);
    }
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function api(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<any> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  ensureBuilt();
  const examplesFile = path.join(DATA_DIR, 'examples.duckdb');
  const directFile = path.join(WORK, 'direct.duckdb');
  if (!ONLY_SQLLAB && !ONLY_LOAD && !ONLY_EXPLORE) {
    // Generates what is missing (the first time: everything, with events_10m) and registers it in the
    // metadata database the server will use; later runs only find everything in place.
    if (METADATA_URL || !(await hasEventsTable(examplesFile))) {
      log(`examples with events_10m in ${DATA_DIR} (npm run examples -- --large)`);
      run('npm', ['run', 'examples', '--', '--large'], { DATA_DIR, ...METADATA_ENV });
    }
    // The baseline reads its own copy: DuckDB lets one process at a time open a file for writing.
    rmSync(`${directFile}.wal`, { force: true });
    copyFileSync(examplesFile, directFile);
  }

  log('starting the built server');
  const server = await startServer();
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssAfterStart = rssMb(server.child.pid as number);
    const token = await login(server);
    if (ONLY_LOAD || (!ONLY_SQLLAB && !ONLY_EXPLORE && !SKIP_LOAD)) {
      log('memory: RSS after start, then sustained list and chart-data reads');
      process.stdout.write(await measureMemory({ base: server.base, pid: server.child.pid as number }, token, rssAfterStart));
    }
    if (!ONLY_SQLLAB && !ONLY_LOAD && !ONLY_EXPLORE) await measure(server, directFile, token);
    if (!ONLY_SQLLAB && !ONLY_LOAD && !ONLY_EXPLORE && !SKIP_DASHBOARD) {
      log('dashboard: the 25-chart events dashboard in headless Chromium');
      process.stdout.write(await measureDashboard({ base: server.base, token, directFile }));
    }
    if (ONLY_EXPLORE || (!ONLY_SQLLAB && !ONLY_LOAD)) {
      log('explore: navigation -> a drawn line chart, cold and warm, in headless Chromium');
      process.stdout.write(await measureExplore({ base: server.base, token }));
    }
    if (!ONLY_LOAD && !ONLY_EXPLORE && (ONLY_SQLLAB || process.env.BENCH_SKIP_SQLLAB !== '1')) {
      log(`SQL Lab: ${SQLLAB_ROWS} rows through executeSql`);
      process.stdout.write(await measureSqlLab({ base: server.base, pid: server.child.pid as number }, token));
    }
  } finally {
    await server.stop();
  }
}

async function login(server: Server): Promise<string> {
  const { access_token: token } = await api(server.base, 'POST', '/api/v1/security/login', null, {
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: process.env.ADMIN_PASSWORD ?? 'admin',
    provider: 'db',
  });
  return token as string;
}

async function measure(server: Server, directFile: string, token: string): Promise<void> {
  const saved = await exampleQueryContext(server.base, token, CHART_NAME, 'run npm run examples -- --large');
  const chartData = (force: boolean) => api(server.base, 'POST', '/api/v1/chart/data', token, { ...saved, force });

  const first = (await chartData(true)).result[0];
  const sql: string = first.query;
  const rows: number = first.rowcount;

  const instance = await DuckDBInstance.create(directFile, { threads: DUCKDB_THREADS });
  const conn = await instance.connect();
  const direct = async () => {
    const start = process.hrtime.bigint();
    const reader = await conn.runAndReadAll(sql);
    const count = reader.getRowObjectsJS().length;
    const ms = elapsedMs(start);
    if (count !== rows) throw new Error(`DuckDB returned ${count} rows, Tessera ${rows}`);
    return ms;
  };
  const uncached = async () => {
    const start = process.hrtime.bigint();
    const result = (await chartData(true)).result[0];
    const ms = elapsedMs(start);
    if (result.is_cached || result.rowcount !== rows) throw new Error('an uncached request came back cached or with other rows');
    return ms;
  };

  log(`${rows} rows per answer; warming up, then ${RUNS} alternating runs of each`);
  for (let i = 0; i < 2; i += 1) {
    await direct();
    await uncached();
  }
  const directMs: number[] = [];
  const uncachedMs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    directMs.push(await direct());
    uncachedMs.push(await uncached());
  }
  conn.closeSync();
  instance.closeSync();

  log(`warm cache: ${WARM_SECONDS} s sequential, then ${WARM_SECONDS} s with ${CONCURRENCY} requests in flight`);
  await chartData(false);
  const warmMs: number[] = [];
  const sequentialEnd = Date.now() + WARM_SECONDS * 1000;
  while (Date.now() < sequentialEnd) {
    const start = process.hrtime.bigint();
    const result = (await chartData(false)).result[0];
    warmMs.push(elapsedMs(start));
    if (!result.is_cached) throw new Error('a warm request missed the cache');
  }
  let concurrentDone = 0;
  const concurrentStart = process.hrtime.bigint();
  const concurrentEnd = Date.now() + WARM_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < concurrentEnd) {
        await chartData(false);
        concurrentDone += 1;
      }
    }),
  );
  const concurrentSec = elapsedMs(concurrentStart) / 1000;

  const directMedian = median(directMs);
  const uncachedMedian = median(uncachedMs);
  const overhead = uncachedMedian / directMedian;
  const warmP50 = median(warmMs);
  const sequentialRps = warmMs.length / (warmMs.reduce((a, b) => a + b, 0) / 1000);
  const concurrentRps = concurrentDone / concurrentSec;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

  process.stdout.write(
    `\nevents_10m (10,000,000 rows): "${CHART_NAME}", COUNT(*) per day (P1D) -> ${rows} rows\n` +
      `POST /api/v1/chart/data over loopback HTTP vs the same SQL on @duckdb/node-api (${DUCKDB_THREADS} threads), median of ${RUNS} runs after warm-up\n` +
      `metadata database: ${METADATA_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}\n\n` +
      formatTable(
        ['measure', 'p50', 'p95', 'vs DuckDB', 'target', ''],
        [
          ['DuckDB direct (same SQL)', `${directMedian.toFixed(1)} ms`, `${percentile(directMs, 95).toFixed(1)} ms`, '1.00x', '', ''],
          ['Tessera uncached (force)', `${uncachedMedian.toFixed(1)} ms`, `${percentile(uncachedMs, 95).toFixed(1)} ms`, ratio(overhead), `<= ${TARGET_OVERHEAD.toFixed(2)}x`, verdict(overhead <= TARGET_OVERHEAD)],
          ['Tessera warm cache', `${warmP50.toFixed(2)} ms`, `${percentile(warmMs, 95).toFixed(2)} ms`, ratio(warmP50 / directMedian), `p50 <= ${TARGET_WARM_P50_MS} ms`, verdict(warmP50 <= TARGET_WARM_P50_MS)],
          ['  sequential throughput', `${sequentialRps.toFixed(0)} req/s`, '', '', '', `${warmMs.length} requests`],
          [`  ${CONCURRENCY} in flight`, `${concurrentRps.toFixed(0)} req/s`, '', '', '', `${concurrentDone} requests`],
        ],
      ) +
      `\nSQL: ${sql.replace(/\s+/g, ' ')}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`[bench] failed: ${(err as Error)?.stack ?? err}\n`);
  process.exitCode = 1;
});
