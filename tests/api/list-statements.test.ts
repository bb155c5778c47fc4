import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, post, request, withQ } from './support/http';

/** The SQL statements the server ran for one request, from its `Server-Timing: sql;desc="<n> statements"`. */
function statementsOf(answer: { status: number; headers: Headers }): number {
  expect(answer.status).toBe(200);
  const match = /sql;desc="(\d+) statements"/.exec(answer.headers.get('server-timing') ?? '');
  if (!match) throw new Error(`no statement count in Server-Timing: ${answer.headers.get('server-timing')}`);
  return Number(match[1]);
}

/**
 * A list page is read with a fixed number of statements whatever its size: each per-row field (owners,
 * dashboards, tags, favourites, ...) is loaded for the whole page at once, never once per row.
 */
describe('list statements per request', () => {
  let token: string;
  const savedQueries: number[] = [];

  beforeAll(async () => {
    token = (await login()).access_token;
    // The examples hold no saved query: three, so a page of 25 has several rows with owners and tags to load.
    const databases = await get(withQ('/api/v1/saved_query/related/database', '(filter:examples)'), { token });
    const examples = (databases.json as { result: { value: number; text: string }[] }).result.find((d) => d.text === 'examples');
    if (!examples) throw new Error(`no examples database: ${databases.text}`);
    for (const n of [1, 2, 3]) {
      const created = await post('/api/v1/saved_query/', { db_id: examples.value, label: `statements ${n} ${Date.now()}`, schema: 'main', sql: `SELECT ${n}` }, { token });
      savedQueries.push((created.json as { id: number }).id);
    }
  });

  afterAll(async () => {
    await request('DELETE', withQ('/api/v1/saved_query/', `!(${savedQueries.join(',')})`), { token });
  });

  it.each([
    ['chart', '/api/v1/chart/'],
    ['dashboard', '/api/v1/dashboard/'],
    ['dataset', '/api/v1/dataset/'],
    ['saved query', '/api/v1/saved_query/'],
  ])('the %s list runs as many statements for a page of 1 as for a page of 25', async (_name, path) => {
    // The first request of a token also loads the actor (then cached), so it is left out of the comparison.
    await get(withQ(path, '(page:0,page_size:1)'), { token });
    const counts: number[] = [];
    for (const pageSize of [1, 5, 25]) {
      const answer = await get(withQ(path, `(page:0,page_size:${pageSize})`), { token });
      const rows = (answer.json as { result: unknown[] }).result.length;
      counts.push(statementsOf(answer));
      if (pageSize === 25) expect(rows).toBeGreaterThan(1);
    }
    expect(counts.every((count) => count === counts[0])).toBe(true);
    expect(counts[0]).toBeGreaterThan(0);
  });
});
