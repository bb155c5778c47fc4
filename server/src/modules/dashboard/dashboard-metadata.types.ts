import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

@ObjectType({ description: "A native filter (or a divider) of the dashboard's filter bar, as json_metadata.native_filter_configuration holds it." })
export class NativeFilter {
  @Field(() => String, { description: "'NATIVE_FILTER-…', or 'NATIVE_FILTER_DIVIDER-…' for a divider." }) id: string;
  @Field(() => String, { description: 'NATIVE_FILTER or DIVIDER' }) type: string;
  @Field(() => String, { description: "The filter's name (a divider's title)." }) name: string;
  @Field(() => String, { nullable: true, description: "A divider's title." }) title: string | null;
  @Field(() => String, { nullable: true, description: 'filter_select | filter_range | filter_time | filter_timegrain | filter_timecolumn' }) filterType: string | null;
  @Field(() => GraphQLJSON, {
    description: "[{datasetId, column: {name}}, …]: the first target's dataset lists the values; a filter with several targets applies to charts of each target's dataset on that target's column, and to no other chart.",
  })
  targets: unknown[];
  @Field(() => GraphQLJSON) controlValues: Record<string, unknown>;
  @Field(() => GraphQLJSON, { description: 'The data mask applied before the user picks anything.' }) defaultDataMask: Record<string, unknown>;
  @Field(() => [String], { description: 'Filters whose values narrow this one (cascading).' }) cascadeParentIds: string[];
  @Field(() => GraphQLJSON, { description: '{rootPath, excluded}: the layout components the filter applies under, minus excluded charts.' }) scope: Record<string, unknown>;
  @Field(() => GraphQLJSON, { nullable: true }) adhocFilters: unknown[] | null;
  @Field(() => String, { nullable: true }) timeRange: string | null;
  @Field(() => String, { nullable: true }) granularitySqla: string | null;
  @Field(() => String, { nullable: true }) sortMetric: string | null;
  @Field(() => Boolean, { nullable: true }) requiredFirst: boolean | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => [Int], { nullable: true, description: 'Charts the filter applies to (derived from the scope).' }) chartsInScope: number[] | null;
  @Field(() => [String], { nullable: true }) tabsInScope: string[] | null;
  @Field(() => GraphQLJSON, { description: 'Keys this schema does not type, kept as stored.' }) extra: Record<string, unknown>;
  @Field(() => GraphQLJSON, { description: 'The filter exactly as stored.' }) config: Record<string, unknown>;
}

@ObjectType({ description: "The dashboard's json_metadata with real types; keys it does not type are kept in `extra`." })
export class DashboardMetadata {
  @Field(() => [NativeFilter]) nativeFilterConfiguration: NativeFilter[];
  @Field(() => GraphQLJSON, { description: 'Cross-filter scoping per chart: {chartId: {id, crossFilters: {scope, chartsInScope}}}.' }) chartConfiguration: Record<string, unknown>;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Cross-filter scoping for every chart, unless chart_configuration overrides it.' })
  globalChartConfiguration: Record<string, unknown> | null;
  @Field(() => Boolean) crossFiltersEnabled: boolean;
  @Field(() => String, { description: 'VERTICAL or HORIZONTAL' }) filterBarOrientation: string;
  @Field(() => Int, { description: 'Seconds between automatic refreshes; 0 is off.' }) refreshFrequency: number;
  @Field(() => Boolean, { nullable: true }) staggerRefresh: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds a staggered refresh spreads over.' }) staggerTime: number | null;
  @Field(() => [Int]) timedRefreshImmuneSlices: number[];
  @Field(() => String, { nullable: true }) colorScheme: string | null;
  @Field(() => String, { nullable: true }) colorNamespace: string | null;
  @Field(() => GraphQLJSON) labelColors: Record<string, unknown>;
  @Field(() => [String]) sharedLabelColors: string[];
  @Field(() => GraphQLJSON) mapLabelColors: Record<string, unknown>;
  @Field(() => [String]) colorSchemeDomain: string[];
  @Field(() => GraphQLJSON) expandedSlices: Record<string, unknown>;
  @Field(() => String, { nullable: true, description: 'Legacy filter-box defaults (JSON text).' }) defaultFilters: string | null;
  @Field(() => GraphQLJSON) filterScopes: Record<string, unknown>;
  @Field(() => GraphQLJSON, { nullable: true }) positions: Record<string, unknown> | null;
  @Field(() => GraphQLJSON, { description: 'Every other key, as stored.' }) extra: Record<string, unknown>;
}
