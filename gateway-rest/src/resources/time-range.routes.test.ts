import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

let gateway: Harness;

beforeAll(async () => {
  gateway = await startGateway({
    RestTimeRanges: ({ expressions }) =>
      (expressions as string[]).includes('soon')
        ? graphqlError("Error parsing time range 'soon'", { code: 'BAD_USER_INPUT', status: 400, errorType: 'TIME_RANGE_ERROR' })
        : { data: { timeRanges: (expressions as string[]).map((e) => ({ timeRange: e, since: e === 'No filter' ? null : '2024-03-07T00:00:00', until: e === 'No filter' ? null : '2024-03-14T00:00:00' })) } },
  });
});
afterAll(() => gateway.close());

describe('GET /time_range/', () => {
  it('evaluates one expression or a list; open bounds are empty texts', async () => {
    expect((await gateway.getJson(`/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`)).body).toEqual({
      result: [{ since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00', timeRange: 'Last week' }],
    });
    expect((await gateway.getJson(`/api/v1/time_range/?q=${encodeURIComponent("!('Last week','No filter')")}`)).body).toEqual({
      result: [
        { since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00', timeRange: 'Last week' },
        { since: '', until: '', timeRange: 'No filter' },
      ],
    });
    await gateway.getJson('/api/v1/time_range/');
    expect(gateway.executed.at(-1)?.variables).toEqual({ expressions: ['Last day'] });
  });

  it('answers 400 for what it cannot read', async () => {
    expect((await gateway.getJson(`/api/v1/time_range/?q=${encodeURIComponent("'soon'")}`)).status).toBe(400);
    expect((await gateway.getJson(`/api/v1/time_range/?q=${encodeURIComponent('(a:1)')}`)).status).toBe(400);
  });
});
