// GET /api/v1/time_range/?q=<rison>: what a time range expression (or a list of ranges) means in dates.
import { GraphQLOperationError, RestError } from '../core/errors';
import type { JsonSchema } from '../core/json-schema';
import { readRisonArgs } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import { RestTimeRangesDocument, type TimeRangeInput } from '../gql/graphql';

/** Superset's get_time_range_schema: one expression, or a list of {timeRange, shift}. */
const TIME_RANGE_SCHEMA: JsonSchema = {
  anyOf: [
    { type: 'string' },
    {
      type: 'array',
      items: { type: 'object', required: ['timeRange'], properties: { timeRange: { type: 'string' }, shift: { type: 'string' } } },
    },
  ],
};

export const timeRangeRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/time_range/',
    async handle({ req, run }) {
      // Without q, 'Last day' is evaluated.
      const value = req.query.q === undefined || req.query.q === '' ? 'Last day' : readRisonArgs<string | TimeRangeInput[]>(req.query.q, TIME_RANGE_SCHEMA);
      const ranges = typeof value === 'string' ? [{ timeRange: value }] : value.map(({ timeRange, shift }) => ({ timeRange, shift: shift ?? null }));
      let answer;
      try {
        answer = await run(RestTimeRangesDocument, { ranges });
      } catch (error) {
        // Superset's Api.time_range wording for anything it cannot evaluate.
        if (error instanceof GraphQLOperationError && error.errors[0]?.extensions?.code === 'BAD_USER_INPUT') {
          throw new RestError(400, { message: `Unexpected time range: ${error.errors[0].message}` });
        }
        throw error;
      }
      return ok({ result: answer.timeRanges.map((r) => ({ since: r.since ?? '', until: r.until ?? '', timeRange: r.timeRange, shift: r.shift ?? null })) });
    },
  },
];
