import { beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, withQ } from './support/http';

/** GET /api/v1/time_range/: one expression, or Superset's rison list of {timeRange, shift}. */
describe('GET /api/v1/time_range/', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  it('evaluates a rison list of ranges, each moved by its shift', async () => {
    const answer = await get(withQ('/api/v1/time_range/', "!((timeRange:'2020-01-01 : 2020-02-01'),(timeRange:'2020-01-01 : 2020-02-01',shift:'1 year ago'),(timeRange:'No filter'))"), { token });
    expect([answer.status, answer.json]).toEqual([
      200,
      {
        result: [
          { since: '2020-01-01T00:00:00', until: '2020-02-01T00:00:00', timeRange: '2020-01-01 : 2020-02-01', shift: null },
          { since: '2019-01-01T00:00:00', until: '2019-02-01T00:00:00', timeRange: '2020-01-01 : 2020-02-01', shift: '1 year ago' },
          { since: '', until: '', timeRange: 'No filter', shift: null },
        ],
      },
    ]);
  });

  it('evaluates one expression, and answers 400 for what it cannot read', async () => {
    const one = await get(withQ('/api/v1/time_range/', "'2020-01-01 : 2020-01-02'"), { token });
    expect(one.json).toEqual({ result: [{ since: '2020-01-01T00:00:00', until: '2020-01-02T00:00:00', timeRange: '2020-01-01 : 2020-01-02', shift: null }] });
    const unreadable = await get(withQ('/api/v1/time_range/', "'Last fortnightly'"), { token });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.message).toMatch(/^Unexpected time range: /);
    expect((await get(withQ('/api/v1/time_range/', "!('Last week')"), { token })).status).toBe(400);
  });
});
