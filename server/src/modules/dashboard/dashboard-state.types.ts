import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { ChartDataInput, ChartDataPayload } from '../explore';

@ObjectType()
export class DashboardPermalink {
  @Field(() => String) key: string;
  @Field(() => String, { description: 'The app path that opens it: /superset/dashboard/p/<key>/.' }) url: string;
}

@ObjectType({ description: 'What a dashboard permalink restores.' })
export class DashboardState {
  @Field(() => GraphQLJSON, { nullable: true, description: 'Native filter and cross-filter values by filter id / chart id.' }) dataMask: Record<string, unknown> | null;
  @Field(() => [String], { nullable: true }) activeTabs: string[] | null;
  @Field(() => String, { nullable: true, description: 'The component id to scroll to.' }) anchor: string | null;
  @Field(() => [[String]], { nullable: true, description: "The address's [key, value] pairs." }) urlParams: string[][] | null;
}

@ObjectType()
export class DashboardPermalinkState {
  @Field(() => Int) dashboardId: number;
  @Field(() => DashboardState) state: DashboardState;
}

@InputType({ description: "The options of a value filter (filter_select): a dataset column's distinct values, searched and narrowed by the filter's own and its parents' filters." })
export class FilterValuesInput {
  @Field(() => Int, { nullable: true, description: 'The dashboard the filter belongs to (its DASHBOARD_RBAC roles may grant the data).' }) dashboardId?: number | null;
  @Field(() => String, { nullable: true, description: 'The native filter id.' }) filterId?: string | null;
  @Field(() => Int) datasetId: number;
  @Field(() => String) column: string;
  @Field(() => String, { nullable: true, description: 'Only values containing this text (case-insensitive).' }) search?: string | null;
  @Field(() => Int, { nullable: true, description: 'At most this many values (default 1000, at most 10000).' }) limit?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) sortAscending?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Order the values by this saved metric instead of by value.' }) sortMetric?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: "The filter's adhoc filters (SIMPLE or SQL)." }) adhocFilters?: unknown;
  @Field(() => String, { nullable: true }) timeRange?: string | null;
  @Field(() => String, { nullable: true }) granularitySqla?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: "The parent filters' extraFormData (cascading): filters, time_range, granularity_sqla." }) extraFormData?: unknown;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) force?: boolean | null;
}

@ObjectType()
export class FilterValuesPayload {
  @Field(() => [GraphQLJSON], { description: 'The distinct values, in order (null included when present).' }) values: unknown[];
  @Field(() => Boolean, { description: 'More values exist beyond the limit.' }) hasMore: boolean;
  @Field(() => Int, { nullable: true, description: '0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN' }) coltype: number | null;
  @Field(() => Boolean, { description: 'Answered from the values cache.' }) isCached: boolean;
}

@InputType()
export class DashboardChartQueryInput {
  @Field(() => Int) chartId: number;
  @Field(() => ChartDataInput) input: ChartDataInput;
}

@InputType({ description: "A dashboard's chart queries, run together; each chart's result is sent as soon as it is ready." })
export class DashboardChartDataInput {
  @Field(() => Int) dashboardId: number;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Bypass the results cache for every chart.' }) force?: boolean | null;
  @Field(() => [DashboardChartQueryInput]) charts: DashboardChartQueryInput[];
}

@ObjectType({ description: 'One chart finished (payload: its queries, or its error); the last event has done true and no chart.' })
export class DashboardChartDataEvent {
  @Field(() => Int, { nullable: true }) chartId: number | null;
  @Field(() => ChartDataPayload, { nullable: true }) payload: ChartDataPayload | null;
  @Field(() => Boolean) done: boolean;
}
