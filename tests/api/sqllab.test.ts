// SQL Lab over HTTP in Superset's shapes: sync and async execute, results by key, stop, query show and
// updated_since polling, format, estimate, validate, CSV export, DML refusal, and the queryUpdated
// subscription over graphql-ws. Runs on the examples database and a DuckDB database under a temp path that
// allows async runs (created and deleted here).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { BASE_URL, get, login, post, request, withQ } from './support/http';

const LONG = 'SELECT count(*) FROM range(100000) a, range(100000) b WHERE a.range * b.range = -1';

function clientId(): string {
  return `t${Math.random().toString(36).slice(2, 12)}`.slice(0, 11);
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Subscribes to queryUpdated(clientId) and collects the pushed states until `stop`. */
function subscribe(token: string, id: string): Promise<{ states: () => string[]; close: () => void }> {
  const socket = new WebSocket(`${BASE_URL.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { Authorization: `Bearer ${token}` } });
  const states: string[] = [];
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription ($id: String!) { queryUpdated(clientId: $id) { clientId status progress rows } }', variables: { id } } }),
        );
        // graphql-ws sends nothing on a successful subscribe: give the server a moment to register it.
        setTimeout(() => resolve({ states: () => [...states], close: () => socket.close(1000) }), 300);
      } else if (message.type === 'next') {
        states.push(message.payload.data.queryUpdated.status);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
}

describe('/api/v1/sqllab/', () => {
  let token: string;
  let examplesId: number;
  let asyncId: number;
  let dir: string;

  beforeAll(async () => {
    token = (await login()).access_token;
    const answer = await get(withQ('/api/v1/database/', '(filters:!((col:database_name,opr:eq,value:examples)))'), { token });
    examplesId = answer.json.ids[0];
    dir = mkdtempSync(path.join(tmpdir(), 'tessera-api-sqllab-'));
    const created = await post(
      '/api/v1/database/',
      { database_name: `sqllab-async-${process.pid}-${Date.now()}`, sqlalchemy_uri: `duckdb:///${path.join(dir, 'lab.duckdb')}`, allow_run_async: true, allow_dml: true },
      { token },
    );
    expect(created.status).toBe(201);
    asyncId = created.json.id;
  });

  afterAll(async () => {
    if (asyncId) await request('DELETE', `/api/v1/database/${asyncId}`, { token });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs synchronously: 200 with data, columns and the query', async () => {
    const id = clientId();
    const answer = await post('/api/v1/sqllab/execute/', { database_id: examplesId, sql: "SELECT 1 AS a, 'x' AS b", client_id: id, tab: 'Untitled Query 1', queryLimit: 100, json: true, runAsync: false }, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'success',
      data: [{ a: 1, b: 'x' }],
      expanded_columns: [],
      query: { id, state: 'success', dbId: examplesId, tab: 'Untitled Query 1', rows: 1, limitingFactor: 'NOT_LIMITED', ctas: false },
    });
    expect(answer.json.columns[0]).toEqual({ column_name: 'a', name: 'a', type: 'INTEGER', type_generic: 0, is_dttm: false });
    expect(answer.json.selected_columns).toEqual(answer.json.columns);
    expect(typeof answer.json.query_id).toBe('number');

    const shown = await get(`/api/v1/query/${answer.json.query_id}`, { token });
    expect(shown.status).toBe(200);
    expect(shown.json.result).toMatchObject({ client_id: id, status: 'success', database: { id: examplesId }, rows: 1 });

    const csv = await request('GET', `/api/v1/sqllab/export/${id}/`, { token });
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').split('\n').slice(0, 2)).toEqual(['a,b', '1,x']);
  });

  it('refuses DML on a database without allow_dml', async () => {
    const answer = await post('/api/v1/sqllab/execute/', { database_id: examplesId, sql: 'DROP TABLE birth_names' }, { token });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0]).toMatchObject({ error_type: 'DML_NOT_ALLOWED_ERROR', extra: { issue_codes: [{ code: 1022 }] } });
  });

  it('answers a statement that cannot be parsed as a syntax error at its line and column, not a DML refusal', async () => {
    const answer = await post('/api/v1/sqllab/execute/', { database_id: examplesId, sql: 'SELECT 1;\n  SELEC name FRM birth_names' }, { token });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0]).toMatchObject({ error_type: 'SYNTAX_ERROR', extra: { near: 'SELEC', line: 2, column: 3, issue_codes: [{ code: 1030 }] } });
  });

  it('runs asynchronously: 202, pushes each state, then rows by results key', async () => {
    const id = clientId();
    const sub = await subscribe(token, id);
    try {
    const since = Date.now() - 1000;
    const answer = await post('/api/v1/sqllab/execute/', { database_id: asyncId, sql: 'SELECT range AS n FROM range(50)', client_id: id, runAsync: true, queryLimit: 10 }, { token });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ query: expect.objectContaining({ id, state: 'pending' }) });
    const done = await until(async () => {
      const polled = await get(withQ('/api/v1/query/updated_since', `(last_updated_ms:${since})`), { token });
      return polled.json.result.find((q: { id: string; state: string }) => q.id === id && q.state === 'success');
    });
    expect(done).toMatchObject({ rows: 10, limitingFactor: 'DROPDOWN', resultsKey: expect.any(String) });
    const results = await get(withQ('/api/v1/sqllab/results/', `(key:'${done.resultsKey}',rows:5)`), { token });
    expect(results.status).toBe(200);
    expect(results.json).toMatchObject({ status: 'success', data: [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }], displayLimitReached: true });
    await until(async () => sub.states().includes('SUCCESS'), 5000);
    expect(sub.states()).toEqual(['PENDING', 'RUNNING', 'FETCHING', 'SUCCESS']);
    } finally {
      sub.close();
    }
  });

  it('stops a running query on the engine', async () => {
    const id = clientId();
    const answer = await post('/api/v1/sqllab/execute/', { database_id: asyncId, sql: LONG, client_id: id, runAsync: true }, { token });
    expect(answer.status).toBe(202);
    const queryId = answer.json.query.queryId;
    await until(async () => (await get(`/api/v1/query/${queryId}`, { token })).json.result.status === 'running');
    const stopped = await post('/api/v1/query/stop', { client_id: id }, { token });
    expect([stopped.status, stopped.json]).toEqual([200, { result: 'OK' }]);
    expect((await get(`/api/v1/query/${queryId}`, { token })).json.result.status).toBe('stopped');
    // The engine is free again: a new run on the same database finishes at once.
    const next = await post('/api/v1/sqllab/execute/', { database_id: asyncId, sql: 'SELECT 1 AS one', runAsync: false }, { token });
    expect(next.json.data).toEqual([{ one: 1 }]);
  });

  it('answers 404 for an unknown results key and for stopping an unknown query', async () => {
    const missing = await get(withQ('/api/v1/sqllab/results/', "(key:'0123456789abcdef')"), { token });
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');
    const stop = await post('/api/v1/query/stop', { client_id: 'nope' }, { token });
    expect([stop.status, stop.json]).toEqual([404, { message: 'Query with client_id nope not found' }]);
  });

  it('lists runs with QueryStatus in lower case', async () => {
    const id = clientId();
    expect((await post('/api/v1/sqllab/execute/', { database_id: examplesId, sql: 'SELECT 1', client_id: id, runAsync: false }, { token })).status).toBe(200);
    const list = await get(withQ('/api/v1/query/', '(order_column:changed_on,order_direction:desc,page_size:20)'), { token });
    expect(list.status).toBe(200);
    const statuses = (list.json.result as { status: string }[]).map((r) => r.status);
    expect(statuses).toContain('success');
    for (const status of statuses) expect(['stopped', 'failed', 'pending', 'running', 'scheduled', 'success', 'fetching', 'timed_out']).toContain(status);
  });

  it('bootstraps SQL Lab: databases by id, the tabs, the active tab and the runs in them', async () => {
    const form = (fields: Record<string, string>) =>
      request('POST', '/tabstateview/', { token, body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const tab = await form({ queryEditor: JSON.stringify({ name: 'Bootstrap tab', dbId: examplesId, schema: 'main', sql: 'SELECT 2' }) });
    expect(tab.status).toBe(200);
    const tabId = tab.json.id as number;
    const id = clientId();
    try {
      const run = await post('/api/v1/sqllab/execute/', { database_id: examplesId, sql: 'SELECT 2 AS b', client_id: id, sql_editor_id: String(tabId), runAsync: false }, { token });
      expect(run.status).toBe(200);
      const answer = await get('/api/v1/sqllab/', { token });
      expect(answer.status).toBe(200);
      const result = answer.json.result;
      expect(Object.keys(result).sort()).toEqual(['active_tab', 'databases', 'queries', 'tab_state_ids']);
      expect(result.databases[String(examplesId)]).toMatchObject({ id: examplesId, database_name: 'examples', backend: 'duckdb', expose_in_sqllab: true });
      expect(result.tab_state_ids).toContainEqual([tabId, 'Bootstrap tab']);
      expect(result.active_tab).toMatchObject({ id: tabId, label: 'Bootstrap tab', active: true, database_id: examplesId, sql: 'SELECT 2' });
      expect(result.queries[id]).toMatchObject({ id, sqlEditorId: String(tabId), state: 'success', dbId: examplesId });
    } finally {
      await request('DELETE', `/tabstateview/${tabId}`, { token });
    }
  });

  it('formats, validates and estimates', async () => {
    const formatted = await post('/api/v1/sqllab/format_sql/', { sql: 'select a,count(*) c from t where a=1 group by a', engine: 'duckdb' }, { token });
    expect(formatted.status).toBe(200);
    // Superset's layout (sqlglot's pretty printing).
    expect(formatted.json.result).toBe('SELECT\n  a,\n  COUNT(*) AS c\nFROM t\nWHERE\n  a = 1\nGROUP BY\n  a');
    const validated = await post(`/api/v1/database/${examplesId}/validate_sql/`, { sql: 'SELECT 1;\nSELECT *\nFORM birth_names', schema: 'main' }, { token });
    expect(validated.status).toBe(200);
    expect(validated.json.result).toEqual([expect.objectContaining({ line_number: 3, message: expect.stringMatching(/syntax error/i) })]);
    const estimate = await post('/api/v1/sqllab/estimate/', { database_id: examplesId, sql: 'SELECT 1' }, { token });
    expect(estimate.status).toBe(400);
    expect(estimate.json.errors[0].error_type).toBe('GENERIC_DB_ENGINE_ERROR');
  });
});
