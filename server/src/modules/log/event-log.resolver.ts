import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { EventLogService } from './event-log.service';
import { EventLogEntry, EventLogList, EventLogListArgs, LogEventsInput, RecentActivity, RecentActivityArgs } from './event-log.types';

@Resolver()
export class EventLogResolver {
  constructor(private readonly log: EventLogService) {}

  @Query(() => EventLogList, { description: 'The action log (can_read on Log: admins).' })
  eventLogs(@Ctx() ctx: RequestContext, @Args(() => EventLogListArgs) args: EventLogListArgs): Promise<EventLogList> {
    return this.log.list(ctx, args);
  }

  @Query(() => EventLogEntry, { nullable: true })
  eventLog(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<EventLogEntry | null> {
    return this.log.get(ctx, id);
  }

  @Query(() => [RecentActivity], { description: 'Dashboards and charts the acting user viewed, newest first.' })
  recentActivity(@Ctx() ctx: RequestContext, @Args(() => RecentActivityArgs) args: RecentActivityArgs): Promise<RecentActivity[]> {
    return this.log.recentActivity(ctx, args);
  }

  @Mutation(() => Int, { description: 'Queues a batch of client events for the action log; how many were accepted.' })
  logEvents(@Ctx() ctx: RequestContext, @Arg('input', () => LogEventsInput) input: LogEventsInput): number {
    return this.log.record(ctx, input);
  }
}
