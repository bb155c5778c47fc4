// GET /api/v1/time_range/?q=<rison>: what a time range expression (or a list of them) means in dates.
import { badRequest } from '../core/errors';
import { decodeQueryArgument } from '../core/query-args';
import { ok, type RouteDef } from '../core/route';
import { RestTimeRangesDocument } from '../gql/graphql';

export const timeRangeRoutes: readonly RouteDef[] = [
  {
    method: 'get',
    path: '/time_range/',
    async handle({ req, run }) {
      const raw = req.query.q;
      // Superset reads q as one expression or a list; without q it evaluates 'Last day'.
      const value = raw === undefined || raw === '' ? 'Last day' : decodeQueryArgument(raw);
      const expressions = Array.isArray(value) ? value : [value];
      if (!expressions.every((e): e is string => typeof e === 'string')) throw badRequest('Not a valid rison argument');
      const { timeRanges } = await run(RestTimeRangesDocument, { expressions });
      return ok({ result: timeRanges.map((r) => ({ since: r.since ?? '', until: r.until ?? '', timeRange: r.timeRange })) });
    },
  },
];
