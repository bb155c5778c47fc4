/**
 * SQL Lab part of `npm run bench`: a 1,000,000-row x 4-column result through the executeSql mutation of the
 * built server (GraphQL over loopback HTTP, SQL_MAX_ROW raised for the run, the row-limit dropdown at a
 * million). The server streams the rows from DuckDB into its results backend and answers the first
 * DISPLAY_MAX_ROW rows; the client would read the rest page by page with queryResults.
 *
 * Measured, median of BENCH_SQLLAB_RUNS runs:
 * - server RSS growth: the server process's VmRSS (/proc/<pid>/status, sampled every 10 ms during the runs)
 *   at its peak minus before the first run;
 * - "first rows after the engine finished": the moment the executeSql answer is parsed here minus the
 *   run's `endTime` — when the server handed over the engine's last row (Superset's end_time; the run's
 *   startRunningTime..endTime bracket the engine). Both are wall-clock ms of the same machine;
 * - for reference against the engine alone: the same SQL streamed to nowhere by @duckdb/node-api in this
 *   process (chunks fetched and dropped, no conversion), and the whole executeSql time minus it. That
 *   difference includes converting and storing all rows while they stream, which the server-side engine
 *   time above includes too.
 */
import { request as httpRequest } from 'node:http';
import { DuckDBInstance } from '@duckdb/node-api';
import { rssMb } from './proc';
import { formatTable, median } from './stats';

export const SQLLAB_ROWS = 1_000_000;
/** Superset's DISPLAY_MAX_ROW, what the answer carries. */
const DISPLAY_MAX_ROW = 10_000;
const TARGET_RSS_GROWTH_MB = 150;
const TARGET_FIRST_ROWS_MS = 300;
const RUNS = Number(process.env.BENCH_SQLLAB_RUNS ?? 3);

/** Four columns of the usual kinds, generated so the benchmark needs no example table. */
export const SQLLAB_SQL = `SELECT range AS id, range % 97 AS bucket, 'name_' || CAST(range AS VARCHAR) AS label, TIMESTAMP '2024-01-01' + to_seconds(range) AS ts FROM range(${SQLLAB_ROWS})`;

const EXECUTE = `mutation ($input: ExecuteSqlInput!) {
  executeSql(input: $input) {
    query { status rows limitingFactor resultsKey startRunningTime endTime endResultBackendTime }
    results { rowCount totalRowCount displayLimitReached data }
  }
}`;

const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** POST /graphql on a connection of its own (no keep-alive: nothing shared between runs). */
function postGraphQL(base: string, token: string, payload: unknown): Promise<unknown> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/graphql`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const PAGE = `query ($key: String!, $rows: Int, $offset: Int) {
  queryResults(resultsKey: $key, rows: $rows, offset: $offset) { results { rowCount offset data } }
}`;

interface Execution {
  query: { status: string; rows: number; resultsKey: string; startRunningTime: number; endTime: number; endResultBackendTime: number };
  results: { rowCount: number; totalRowCount: number; displayLimitReached: boolean; data: unknown[] };
}

interface RunTimes {
  resultsKey: string;
  totalMs: number;
  serverEngineMs: number;
  afterEngineMs: number;
}

async function executeOnce(base: string, token: string, databaseId: number): Promise<RunTimes> {
  const start = process.hrtime.bigint();
  const body = (await postGraphQL(base, token, { query: EXECUTE, variables: { input: { databaseId, sql: SQLLAB_SQL, queryLimit: SQLLAB_ROWS, runAsync: false } } })) as {
    data?: { executeSql: Execution };
    errors?: unknown[];
  };
  const receivedAt = Date.now();
  const totalMs = elapsedMs(start);
  if (!body.data) throw new Error(`executeSql failed: ${JSON.stringify(body.errors).slice(0, 300)}`);
  const { query, results } = body.data.executeSql;
  if (query.status !== 'SUCCESS' || results.totalRowCount !== SQLLAB_ROWS || results.data.length !== DISPLAY_MAX_ROW || !results.displayLimitReached) {
    throw new Error(`executeSql answered ${query.status} with ${results.data.length} of ${results.totalRowCount} rows`);
  }
  return { resultsKey: query.resultsKey, totalMs, serverEngineMs: query.endTime - query.startRunningTime, afterEngineMs: receivedAt - query.endTime };
}

/** The engine alone: the SQL streamed by DuckDB, every chunk fetched and dropped. */
async function streamToNowhere(sql: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const conn = await instance.connect();
  try {
    const start = process.hrtime.bigint();
    const result = await conn.stream(sql);
    let rows = 0;
    for (;;) {
      const chunk = await result.fetchChunk();
      if (!chunk || chunk.rowCount === 0) break;
      rows += chunk.rowCount;
    }
    const ms = elapsedMs(start);
    if (rows !== SQLLAB_ROWS) throw new Error(`DuckDB streamed ${rows} rows`);
    return ms;
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

/** Runs the measurement on a started server (its pid for /proc) holding the `examples` DuckDB database. */
export async function measureSqlLab(server: { base: string; pid: number }, token: string): Promise<string> {
  const list = await fetch(`${server.base}/api/v1/database/?q=${encodeURIComponent('(filters:!((col:database_name,opr:eq,value:examples)))')}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const databaseId = ((await list.json()) as { ids: number[] }).ids[0];
  if (!databaseId) throw new Error('the examples database is missing');

  // One small run first, so lazily loaded code and connections do not count as growth.
  await postGraphQL(server.base, token, { query: EXECUTE, variables: { input: { databaseId, sql: 'SELECT 1 AS a', runAsync: false } } });
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 10);
  const runs: RunTimes[] = [];
  const engineMs: number[] = [];
  try {
    // Alternating, so machine noise hits both alike.
    for (let i = 0; i < RUNS; i += 1) {
      engineMs.push(await streamToNowhere(SQLLAB_SQL));
      runs.push(await executeOnce(server.base, token, databaseId));
    }
  } finally {
    clearInterval(sampler);
  }
  // The last page, read from the results backend as the grid would when scrolled to the end.
  const lastOffset = SQLLAB_ROWS - DISPLAY_MAX_ROW;
  const pageStart = process.hrtime.bigint();
  const page = (await postGraphQL(server.base, token, { query: PAGE, variables: { key: runs[runs.length - 1].resultsKey, rows: DISPLAY_MAX_ROW, offset: lastOffset } })) as {
    data?: { queryResults: { results: { rowCount: number; data: { id: number }[] } } };
  };
  const lastPageMs = elapsedMs(pageStart);
  const lastRows = page.data?.queryResults.results;
  if (lastRows?.rowCount !== DISPLAY_MAX_ROW || lastRows.data[0].id !== lastOffset) throw new Error(`queryResults answered ${JSON.stringify(page).slice(0, 300)}`);
  const growth = peak - baseline;
  const engine = median(engineMs);
  const total = median(runs.map((r) => r.totalMs));
  const serverEngine = median(runs.map((r) => r.serverEngineMs));
  const afterEngine = median(runs.map((r) => r.afterEngineMs));
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return (
    `\nSQL Lab: ${SQLLAB_ROWS.toLocaleString('en-US')} rows x 4 columns through executeSql (GraphQL over loopback HTTP), ` +
    `answer = first ${DISPLAY_MAX_ROW.toLocaleString('en-US')} rows, all rows streamed to the results backend; median of ${RUNS} runs\n\n` +
    formatTable(
      ['measure', 'value', 'target', ''],
      [
        ['first rows at the client after the engine finished', `${afterEngine.toFixed(0)} ms`, `<= ${TARGET_FIRST_ROWS_MS} ms`, verdict(afterEngine <= TARGET_FIRST_ROWS_MS)],
        ['server RSS growth (peak - before)', `${growth.toFixed(0)} MB`, `<= ${TARGET_RSS_GROWTH_MB} MB`, verdict(growth <= TARGET_RSS_GROWTH_MB)],
        ['engine in the server, rows converted and stored as they stream', `${serverEngine.toFixed(0)} ms`, '', ''],
        ['DuckDB alone (same SQL streamed to nowhere)', `${engine.toFixed(0)} ms`, '', ''],
        ['executeSql, answer parsed', `${total.toFixed(0)} ms`, '', ''],
        ['  executeSql - DuckDB alone', `${(total - engine).toFixed(0)} ms`, '', ''],
        [`queryResults, last ${DISPLAY_MAX_ROW.toLocaleString('en-US')} rows (offset ${lastOffset.toLocaleString('en-US')})`, `${lastPageMs.toFixed(0)} ms`, '', ''],
      ],
    ) +
    `\nRSS before ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB. SQL: ${SQLLAB_SQL}\n`
  );
}
