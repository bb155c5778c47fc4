/**
 * Evaluates time range expressions the way chart queries will (UTC, start inclusive, end exclusive), so the
 * time range picker can show the actual dates before a query runs (Superset's /api/v1/time_range/).
 */
import { Arg, Ctx, Field, InputType, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { evaluateTimeRanges } from '../../semantic/time-range';

@InputType()
export class TimeRangeInput {
  @Field(() => String, { description: "A time range expression: 'Last week', '<start> : <end>', 'No filter', ..." }) timeRange: string;
  @Field(() => String, { nullable: true, description: "A time shift moving both bounds, e.g. '1 year ago' (time comparison)." }) shift?: string | null;
}

@ObjectType()
export class EvaluatedTimeRange {
  @Field(() => String) timeRange: string;
  @Field(() => String, { nullable: true }) shift: string | null;
  @Field(() => String, { nullable: true, description: "Inclusive start, 'YYYY-MM-DDTHH:MM:SS' (UTC); null when open." }) since: string | null;
  @Field(() => String, { nullable: true, description: "Exclusive end, 'YYYY-MM-DDTHH:MM:SS' (UTC); null when open." }) until: string | null;
}

@Resolver()
export class TimeRangeResolver {
  @Query(() => [EvaluatedTimeRange], { description: "Each time range's [since, until) in UTC (moved by its shift), as chart queries apply it." })
  timeRanges(@Ctx() ctx: RequestContext, @Arg('ranges', () => [TimeRangeInput]) ranges: TimeRangeInput[]): EvaluatedTimeRange[] {
    ctx.requireActor();
    return evaluateTimeRanges(ranges, new Date());
  }
}
