import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, request, withQ } from './support/http';

let bearer: string;

beforeAll(async () => {
  bearer = (await login()).access_token;
});

describe('PUT /api/v1/dataset/warm_up_cache and /chart/warm_up_cache', () => {
  it("runs every chart of an example dataset and reports each one's status", async () => {
    const answer = await request('PUT', '/api/v1/dataset/warm_up_cache', { token: bearer, body: { db_name: 'examples', table_name: 'birth_names' } });
    expect(answer.status).toBe(200);
    const result = (answer.json as { result: { chart_id: number; viz_error: string | null; viz_status: string | null }[] }).result;
    expect(result.length).toBeGreaterThanOrEqual(3);
    for (const chart of result) expect(chart).toEqual({ chart_id: expect.any(Number), viz_error: null, viz_status: 'success' });

    const one = await request('PUT', '/api/v1/chart/warm_up_cache', { token: bearer, body: { chart_id: result[0].chart_id } });
    expect(one.json).toEqual({ result: [{ chart_id: result[0].chart_id, viz_error: null, viz_status: 'success' }] });
  });

  it("answers 404 'Chart not found' for an unknown chart", async () => {
    const answer = await request('PUT', '/api/v1/chart/warm_up_cache', { token: bearer, body: { chart_id: 987654321 } });
    expect([answer.status, answer.json]).toEqual([404, { message: 'Chart not found' }]);
  });

  it('answers 404 for a table that is not a dataset of that database', async () => {
    const answer = await request('PUT', '/api/v1/dataset/warm_up_cache', { token: bearer, body: { db_name: 'examples', table_name: 'no_such_table' } });
    expect(answer.status).toBe(404);
    const list = await get(withQ('/api/v1/dataset/', '(page_size:1)'), { token: bearer });
    expect(list.status).toBe(200);
  });
});
