import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

let gateway: Harness;

const BOUNDS: Record<string, [string | null, string | null]> = {
  'Last week': ['2024-03-07T00:00:00', '2024-03-14T00:00:00'],
  'Last week|1 year ago': ['2023-03-07T00:00:00', '2023-03-14T00:00:00'],
  'No filter': [null, null],
};

beforeAll(async () => {
  gateway = await startGateway({
    RestTimeRanges: ({ ranges }) => {
      const list = ranges as { timeRange: string; shift?: string | null }[];
      if (list.some((r) => r.timeRange === 'soon')) {
        return graphqlError("Invalid time range: [soon]. Use a shortcut such as 'Last week' or '<start> : <end>'.", { code: 'BAD_USER_INPUT', status: 400, errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
      }
      return {
        data: {
          timeRanges: list.map((r) => {
            const [since, until] = BOUNDS[r.shift ? `${r.timeRange}|${r.shift}` : r.timeRange] ?? BOUNDS['Last week'];
            return { timeRange: r.timeRange, shift: r.shift ?? null, since, until };
          }),
        },
      };
    },
  });
});
afterAll(() => gateway.close());

const get = (rison: string) => gateway.getJson(`/api/v1/time_range/?q=${encodeURIComponent(rison)}`);

describe('GET /time_range/', () => {
  it('evaluates one expression; the answer carries its shift (none) as Superset does', async () => {
    expect((await get("'Last week'")).body).toEqual({
      result: [{ since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00', timeRange: 'Last week', shift: null }],
    });
    await gateway.getJson('/api/v1/time_range/');
    expect(gateway.executed.at(-1)?.variables).toEqual({ ranges: [{ timeRange: 'Last day' }] });
  });

  it('evaluates a rison list of {timeRange, shift}; open bounds are empty texts', async () => {
    const response = await get("!((timeRange:'Last week'),(timeRange:'Last week',shift:'1 year ago'),(timeRange:'No filter'))");
    expect([response.status, response.body]).toEqual([
      200,
      {
        result: [
          { since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00', timeRange: 'Last week', shift: null },
          { since: '2023-03-07T00:00:00', until: '2023-03-14T00:00:00', timeRange: 'Last week', shift: '1 year ago' },
          { since: '', until: '', timeRange: 'No filter', shift: null },
        ],
      },
    ]);
    expect(gateway.executed.at(-1)?.variables).toEqual({
      ranges: [
        { timeRange: 'Last week', shift: null },
        { timeRange: 'Last week', shift: '1 year ago' },
        { timeRange: 'No filter', shift: null },
      ],
    });
  });

  it("answers 400 for what it cannot read, in Api.time_range's words", async () => {
    const unreadable = await get("'soon'");
    expect([unreadable.status, unreadable.body]).toEqual([
      400,
      { message: "Unexpected time range: Invalid time range: [soon]. Use a shortcut such as 'Last week' or '<start> : <end>'." },
    ]);
    // Superset's schema: a string, or a list of objects with a timeRange.
    for (const rison of ['(a:1)', "!('Last week')", '!((shift:x))']) {
      const response = await get(rison);
      expect(response.status).toBe(400);
      expect((response.body as { message: string }).message).toMatch(/^Not a valid rison schema /);
    }
  });
});
