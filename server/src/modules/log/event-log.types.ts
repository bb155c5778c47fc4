import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { GraphQLJSON } from '../../platform/scalars';

/** Search columns of LogRestApi (FAB's defaults over the Log model). */
export enum EventLogFilterField {
  USER = 'USER',
  ACTION = 'ACTION',
  DTTM = 'DTTM',
  DASHBOARD_ID = 'DASHBOARD_ID',
  SLICE_ID = 'SLICE_ID',
  DURATION_MS = 'DURATION_MS',
  REFERRER = 'REFERRER',
  JSON = 'JSON',
}
registerEnumType(EventLogFilterField, { name: 'EventLogFilterField' });

export enum EventLogOrderField {
  DTTM = 'DTTM',
  ACTION = 'ACTION',
  USER_ID = 'USER_ID',
  DASHBOARD_ID = 'DASHBOARD_ID',
  SLICE_ID = 'SLICE_ID',
  DURATION_MS = 'DURATION_MS',
}
registerEnumType(EventLogOrderField, { name: 'EventLogOrderField' });

@ObjectType({ description: 'One row of the action log (logs): a client event or a server action.' })
export class EventLogEntry {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) action: string | null;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => String, { nullable: true, description: 'The event as posted, JSON text.' }) json: string | null;
  @Field(() => Date) dttm: Date;
  @Field(() => Int, { nullable: true }) dashboardId: number | null;
  @Field(() => Int, { nullable: true }) sliceId: number | null;
  @Field(() => Int, { nullable: true }) durationMs: number | null;
  @Field(() => String, { nullable: true }) referrer: string | null;
}

@ObjectType()
export class EventLogList extends PaginatedList(EventLogEntry) {}

@InputType()
export class EventLogFilter extends ListFilterType<EventLogFilterField>(EventLogFilterField) {}

@ArgsType()
export class EventLogListArgs extends ListArgsType<EventLogFilter, EventLogOrderField>(EventLogFilter, EventLogOrderField) {}

@InputType({ description: "A batch of client events (Superset's POST /superset/log/?explode=events)." })
export class LogEventsInput {
  @Field(() => GraphQLJSON, { description: 'A JSON array of event objects, at most 1024.' }) events: unknown;
  @Field(() => Int, { nullable: true, description: 'The dashboard the events happened on, unless an event names its own.' }) dashboardId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The chart the events happened on, unless an event names its own.' }) sliceId?: number | null;
  @Field(() => String, { nullable: true, description: 'The page the events were sent from.' }) referrer?: string | null;
}

@ArgsType()
export class RecentActivityArgs {
  @Field(() => Int, { defaultValue: 0 }) page: number;
  @Field(() => Int, { defaultValue: 10 }) pageSize: number;
  @Field(() => [String], { nullable: true, description: 'Event names to count as a visit (default mount_dashboard, mount_explorer).' }) actions: string[] | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Collapse repeated visits to one object into its latest.' }) distinct: boolean;
}

export enum RecentActivityItemType {
  DASHBOARD = 'dashboard',
  SLICE = 'slice',
}
registerEnumType(RecentActivityItemType, { name: 'RecentActivityItemType' });

@ObjectType({ description: 'A dashboard or chart the acting user viewed, from the action log.' })
export class RecentActivity {
  @Field(() => String, { description: 'The logged event name (e.g. mount_dashboard).' }) action: string;
  @Field(() => RecentActivityItemType) itemType: RecentActivityItemType;
  @Field(() => Int) itemId: number;
  @Field(() => String) itemUrl: string;
  @Field(() => String) itemTitle: string;
  @Field(() => Date, { description: 'When it was viewed (the latest visit when distinct).' }) time: Date;
}
