import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listCharts, type ExampleChart } from './support/examples';
import { get, login, post, request, withQ, type HttpAnswer } from './support/http';

/**
 * Many clients at once against one server: reads, writes, writes that fail inside their transaction and roll
 * back, and malformed requests, interleaved. The embedded metadata database (PGlite) has one session; this
 * guards that concurrent requests can neither break each other's statements (500 "unnamed prepared statement
 * does not exist") nor leave one another waiting, and that every acknowledged write is there afterwards.
 */
const CLIENTS = 24;
const ROUNDS = 2;
/** No request here does more than milliseconds of work; a missing answer after this long is a hang. */
const ANSWER_WITHIN_MS = 30_000;
const RUN = `concurrency ${Date.now().toString(36)}`;

interface Problem {
  what: string;
  status: number | 'no answer';
  body: string;
}

describe('concurrent requests', () => {
  let token: string;
  let examplesDb: number;
  let chart: ExampleChart;
  let queryContext: Record<string, unknown>;
  let ownChart: number;
  let baseQuery: { id: number; label: string };
  const savedQueries: number[] = [];

  beforeAll(async () => {
    token = (await login()).access_token;
    const databases = await get(withQ('/api/v1/database/', '(page:0,page_size:100)'), { token });
    examplesDb = (databases.json.result as { id: number; database_name: string }[]).find((d) => d.database_name === 'examples')!.id;
    chart = (await listCharts(token)).find((c) => c.datasource_type === 'table')!;
    queryContext = JSON.parse((await get(`/api/v1/chart/${chart.id}`, { token })).json.result.query_context);
    const made = await post('/api/v1/chart/', { slice_name: `${RUN} chart`, viz_type: 'table', datasource_id: chart.datasource_id, datasource_type: 'table' }, { token });
    expect(made.status).toBe(201);
    ownChart = made.json.id;
    const label = `${RUN} base`;
    const base = await post('/api/v1/saved_query/', { db_id: examplesDb, label, sql: 'SELECT 1' }, { token });
    expect(base.status).toBe(201);
    baseQuery = { id: base.json.id, label };
    savedQueries.push(base.json.id);
  });

  afterAll(async () => {
    if (savedQueries.length) await request('DELETE', withQ('/api/v1/saved_query/', `!(${savedQueries.join(',')})`), { token });
    if (ownChart) await request('DELETE', `/api/v1/chart/${ownChart}`, { token });
  });

  /** One request with a deadline: a hang is recorded as 'no answer' instead of stalling the test. */
  async function call(method: string, path: string, body?: unknown): Promise<HttpAnswer | null> {
    try {
      return await request(method, path, { token, body, timeoutMs: ANSWER_WITHIN_MS });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') return null;
      throw err;
    }
  }

  it('answers every request correctly while reads, writes, rollbacks and malformed requests interleave', async () => {
    const problems: Problem[] = [];
    const acknowledged = new Map<number, string>();
    const expectStatus = async (what: string, answer: Promise<HttpAnswer | null>, wanted: number, check?: (json: any) => boolean) => {
      const got = await answer;
      if (!got) problems.push({ what, status: 'no answer', body: '' });
      else if (got.status !== wanted || (check && !check(got.json))) problems.push({ what, status: got.status, body: got.text.slice(0, 200) });
      return got;
    };

    const operations: ((client: number, round: number) => Promise<unknown>)[] = [
      () => expectStatus('GET saved_query/:id', call('GET', `/api/v1/saved_query/${baseQuery.id}`), 200, (j) => j.result?.label === baseQuery.label),
      () => expectStatus('GET database list', call('GET', withQ('/api/v1/database/', '(page:0,page_size:10)')), 200, (j) => j.result?.some((d: { id: number }) => d.id === examplesDb)),
      async (client, round) => {
        const label = `${RUN} ${client}/${round}`;
        const created = await expectStatus('POST saved_query', call('POST', '/api/v1/saved_query/', { db_id: examplesDb, label, sql: `SELECT ${client}` }), 201);
        if (created?.status === 201) {
          acknowledged.set(created.json.id, label);
          savedQueries.push(created.json.id);
        }
      },
      () => expectStatus('POST chart/data', call('POST', '/api/v1/chart/data', queryContext), 200, (j) => j.result?.[0]?.rowcount > 0),
      // Writes refused inside their transaction (it rolls back): an unknown dataset, an unknown database.
      (client) => expectStatus('POST chart, unknown datasource', call('POST', '/api/v1/chart/', { slice_name: `${RUN} refused ${client}`, viz_type: 'table', datasource_id: 987654, datasource_type: 'table' }), 422),
      () => expectStatus('PUT saved_query, unknown database', call('PUT', `/api/v1/saved_query/${baseQuery.id}`, { db_id: 987654 }), 422),
      (client, round) => expectStatus('PUT chart', call('PUT', `/api/v1/chart/${ownChart}`, { description: `client ${client} round ${round}` }), 200),
      () => expectStatus('POST database, duplicate name', call('POST', '/api/v1/database/', { database_name: 'examples', sqlalchemy_uri: 'duckdb:///:memory:' }), 422),
      // Malformed requests: refused at the edge with a 4xx, never a 500.
      () => expectStatus('GET saved_query list, bad rison', call('GET', '/api/v1/saved_query/?q=(page:0,page_size:'), 400),
      () => expectStatus('POST saved_query, bad JSON', call('POST', '/api/v1/saved_query/', '{"label": '), 400),
      () => expectStatus('GET chart list', call('GET', withQ('/api/v1/chart/', '(page:0,page_size:5)')), 200),
    ];

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          for (let k = 0; k < operations.length; k += 1) await operations[(k + client) % operations.length](client, round);
        }
      }),
    );

    expect(problems).toEqual([]);
    // Every acknowledged write is there, under its own label; nothing refused was written.
    for (const [id, label] of acknowledged) {
      const shown = await get(`/api/v1/saved_query/${id}`, { token });
      expect({ id, status: shown.status, label: shown.json?.result?.label }).toEqual({ id, status: 200, label });
    }
    const listed = await get(withQ('/api/v1/saved_query/', `(filters:!((col:label,opr:ct,value:'${RUN} ')),page:0,page_size:1)`), { token });
    expect(listed.json.count).toBe(acknowledged.size + 1);
    const refused = await get(withQ('/api/v1/chart/', `(filters:!((col:slice_name,opr:ct,value:'${RUN} refused')),page:0,page_size:1)`), { token });
    expect(refused.json.count).toBe(0);
  }, 240_000);
});
