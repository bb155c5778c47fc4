/**
 * Evaluates time range expressions the way chart queries will (UTC, start inclusive, end exclusive), so the
 * time range picker can show the actual dates before a query runs (Superset's /api/v1/time_range/).
 */
import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { evaluateTimeRanges } from '../../semantic/time-range';

@ObjectType()
export class EvaluatedTimeRange {
  @Field(() => String) timeRange: string;
  @Field(() => String, { nullable: true, description: "Inclusive start, 'YYYY-MM-DDTHH:MM:SS' (UTC); null when open." }) since: string | null;
  @Field(() => String, { nullable: true, description: "Exclusive end, 'YYYY-MM-DDTHH:MM:SS' (UTC); null when open." }) until: string | null;
}

@Resolver()
export class TimeRangeResolver {
  @Query(() => [EvaluatedTimeRange], { description: "Each time range expression's [since, until) in UTC, as chart queries apply it." })
  timeRanges(@Ctx() ctx: RequestContext, @Arg('expressions', () => [String]) expressions: string[]): EvaluatedTimeRange[] {
    ctx.requireActor();
    return evaluateTimeRanges(expressions, new Date());
  }
}
