/**
 * Memory part of `npm run bench`: the server's RSS after start, then under a sustained load of list and
 * chart-data reads (what dashboards and list views send), and at the end of it.
 *
 * The load is open-loop: request i is due at start + i / rate, whatever the answers' latency (as users
 * arrive), with at most MAX_IN_FLIGHT outstanding (a server that falls behind sees the backlog as a lower
 * achieved rate, reported). A quarter of the requests are list reads; half are the example charts' saved
 * query contexts (cache hits once warm, as a dashboard in use); the last quarter walk through the same
 * contexts in ROW_LIMIT_VARIANTS other row limits: distinct cache keys, so the results cache fills as it
 * does with many charts and dashboards in use, and its bound (not the handful of examples) is what shows.
 *
 * BENCH_LOAD_SECONDS (60) and BENCH_LOAD_RATE (200 requests/s) set the load.
 */
import { formatTable, median, percentile } from './stats';
import { cpuSeconds, rssMb } from './proc';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);
const MAX_IN_FLIGHT = 64;
const ROW_LIMIT_VARIANTS = 40;

interface LoadRequest {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface RequestPools {
  lists: LoadRequest[];
  hot: LoadRequest[];
  variants: LoadRequest[];
}

async function fetchJson(base: string, token: string, method: string, path: string, body?: string): Promise<any> {
  const response = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The request pools: list reads, the example charts' saved contexts, and their row-limit variants (events_10m's excluded: it is the uncached part's). */
async function loadRequests(base: string, token: string): Promise<RequestPools> {
  const page = (p: string) => `${p}?q=${encodeURIComponent('(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)')}`;
  const lists: LoadRequest[] = [
    { label: 'chart list', method: 'GET', path: page('/api/v1/chart/') },
    { label: 'dataset list', method: 'GET', path: page('/api/v1/dataset/') },
    { label: 'database list', method: 'GET', path: `/api/v1/database/?q=${encodeURIComponent('(page:0,page_size:25)')}` },
  ];
  const q = encodeURIComponent('(columns:!(id,slice_name),page:0,page_size:100)');
  const charts = (await fetchJson(base, token, 'GET', `/api/v1/chart/?q=${q}`)).result as { id: number; slice_name: string }[];
  const contexts: Record<string, any>[] = [];
  for (const chart of charts) {
    const saved = (await fetchJson(base, token, 'GET', `/api/v1/chart/${chart.id}`)).result.query_context;
    if (!saved || saved.includes('events_10m')) continue;
    const context = JSON.parse(saved);
    // Only the contexts the server answers: an error here would only measure the error path.
    try {
      await fetchJson(base, token, 'POST', '/api/v1/chart/data', JSON.stringify(context));
      contexts.push(context);
    } catch {
      continue;
    }
  }
  if (!contexts.length) throw new Error('no example chart answers /api/v1/chart/data');
  const chartData = (context: Record<string, any>, rowLimit?: number): LoadRequest => {
    const queries = (context.queries as Record<string, unknown>[]).map((query) => (rowLimit ? { ...query, row_limit: rowLimit } : query));
    return { label: 'chart data', method: 'POST', path: '/api/v1/chart/data', body: JSON.stringify({ ...context, queries }) };
  };
  const hot = contexts.map((c) => chartData(c));
  const variants = Array.from({ length: ROW_LIMIT_VARIANTS }, (_, v) => contexts.map((c) => chartData(c, 1001 + v))).flat();
  return { lists, hot, variants };
}

/** Request i of the load: a list read, a saved chart's data, or the next variant (see the header). */
function nth(pools: RequestPools, i: number): LoadRequest {
  const k = Math.floor(i / 4);
  if (i % 4 === 0) return pools.lists[k % pools.lists.length];
  if (i % 4 === 3) return pools.variants[k % pools.variants.length];
  return pools.hot[(2 * k + (i % 4) - 1) % pools.hot.length];
}

export async function measureMemory(server: { base: string; pid: number }, token: string, rssAfterStartMb: number): Promise<string> {
  const pools = await loadRequests(server.base, token);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string): void => {
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 1000);
  let inFlight = 0;
  let sent = 0;
  let waits = 0;
  const cpuBefore = cpuSeconds(server.pid);
  const start = Date.now();
  const end = start + LOAD_SECONDS * 1000;
  const pending = new Set<Promise<void>>();
  try {
    while (Date.now() < end) {
      const due = start + (sent / LOAD_RATE) * 1000;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight >= MAX_IN_FLIGHT) {
        waits += 1;
        await Promise.race(pending);
        continue;
      }
      const request = nth(pools, sent);
      sent += 1;
      inFlight += 1;
      const began = process.hrtime.bigint();
      const done = fetch(`${server.base}${request.path}`, {
        method: request.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: request.body,
      })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
          if (!response.ok) fail(`${request.label}: HTTP ${response.status}`);
        })
        .catch((err: Error) => fail(`${request.label}: ${err.message}`))
        .finally(() => {
          inFlight -= 1;
          pending.delete(done);
        });
      pending.add(done);
    }
    await Promise.all(pending);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - start) / 1000;
  const rssEnd = rssMb(server.pid);
  const cpuMsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / latencies.length;
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  return (
    `\nMemory: server RSS after start, then ${LOAD_SECONDS} s of list and chart-data reads at ${LOAD_RATE} requests/s ` +
    `(${pools.hot.length} example charts, each also in ${ROW_LIMIT_VARIANTS} other row limits)\n\n` +
    formatTable(
      ['measure', 'value'],
      [
        ['RSS after start', `${rssAfterStartMb.toFixed(0)} MB`],
        ['RSS at the end of the load', `${rssEnd.toFixed(0)} MB`],
        ['RSS peak during the load', `${Math.max(rssEnd, ...samples).toFixed(0)} MB`],
        ['RSS median during the load', `${median(samples).toFixed(0)} MB`],
        ['requests answered', `${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s)`],
        ['latency p50 / p95', `${median(latencies).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms`],
        // Throughput that depends less on what else the machine runs: the server's own CPU time per answer.
        ['server CPU per request', `${cpuMsPerRequest.toFixed(1)} ms`],
        ['errors', `${errors}${errors ? ` (${[...failures].map(([k, n]) => `${k} x${n}`).join('; ')})` : ''}`],
        [`waits for one of ${MAX_IN_FLIGHT} in flight`, String(waits)],
      ],
    )
  );
}
