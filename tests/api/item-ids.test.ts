import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, request } from './support/http';

/**
 * Item routes given an id that is not a number, as Superset's Flask routing answers them: `<int:pk>` rules
 * match no text (route-not-found 404, or 405 when another method's `<pk>` rule takes the path), while `<pk>`
 * views look the text up and find nothing (404 "Not found").
 */
describe('non-numeric ids', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('answers 404 route-not-found where every rule at the path is <int:pk>', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/database/abc'],
      ['DELETE', '/api/v1/database/abc'],
      ['GET', '/api/v1/database/abc/schemas/'],
      ['GET', '/api/v1/query/abc'],
      ['GET', '/api/v1/chart/abc/data/'],
    ]) {
      const answer = await request(method, path, { token });
      expect([method, path, answer.status, answer.json.errors?.[0]?.error_type]).toEqual([method, path, 404, 'GENERIC_BACKEND_ERROR']);
    }
  });

  it('answers GET /saved_query/<text> with 405: its PUT and DELETE rules take text', async () => {
    const answer = await get('/api/v1/saved_query/abc', { token });
    expect(answer.status).toBe(405);
    expect(answer.json.errors[0].message).toBe('405 Method Not Allowed: The method is not allowed for the requested URL.');
  });

  it('answers 404 Not found where a <pk> view looks the text up', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/dataset/abc'],
      ['DELETE', '/api/v1/saved_query/abc'],
      ['GET', '/api/v1/chart/abc'],
    ]) {
      const answer = await request(method, path, { token });
      expect([method, path, answer.status, answer.json]).toEqual([method, path, 404, { message: 'Not found' }]);
    }
  });
});
