import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { GraphQLJSON } from '../../platform/scalars';
import type { DashboardDataService } from './dashboard-data.service';
import type { DashboardStateService } from './dashboard-state.service';
import {
  DashboardChartDataEvent,
  DashboardChartDataInput,
  DashboardPermalink,
  DashboardPermalinkState,
  DashboardState,
  FilterValuesInput,
  FilterValuesPayload,
} from './dashboard-state.types';

/**
 * type-graphql calls a `subscribe` function without its resolver instance: the data service of the
 * resolver built last (one per app) serves the chart-data subscription.
 */
let dataForSubscriptions: DashboardDataService | null = null;

/** Dashboard state and data: permalinks, filter state, value-filter options and the streamed chart data. */
@Resolver()
export class DashboardStateResolver {
  constructor(
    private readonly state: DashboardStateService,
    private readonly data: DashboardDataService,
  ) {
    dataForSubscriptions = data;
  }

  @Mutation(() => DashboardPermalink, { description: 'A link restoring the dashboard with this state: {dataMask, activeTabs, anchor, urlParams}.' })
  createDashboardPermalink(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('state', () => GraphQLJSON) state: unknown): Promise<DashboardPermalink> {
    return this.state.createPermalink(ctx, id, state);
  }

  @Query(() => DashboardPermalinkState)
  async dashboardPermalink(@Ctx() ctx: RequestContext, @Arg('key', () => String) key: string): Promise<DashboardPermalinkState> {
    const { dashboardId, state } = await this.state.getPermalink(ctx, key);
    return { dashboardId, state: Object.assign(new DashboardState(), { dataMask: null, activeTabs: null, anchor: null, urlParams: null, ...state }) };
  }

  @Query(() => String, { nullable: true, description: "A filter-state entry's value (JSON text); null when unknown or expired." })
  dashboardFilterState(@Ctx() ctx: RequestContext, @Arg('dashboardId', () => Int) dashboardId: number, @Arg('key', () => String) key: string): Promise<string | null> {
    return this.state.getFilterState(ctx, dashboardId, key);
  }

  @Mutation(() => String, { description: 'Stores the filter state (JSON text) of a dashboard page; answers its key.' })
  createDashboardFilterState(
    @Ctx() ctx: RequestContext,
    @Arg('dashboardId', () => Int) dashboardId: number,
    @Arg('value', () => String) value: string,
    @Arg('tabId', () => Int, { nullable: true }) tabId: number | null,
  ): Promise<string> {
    return this.state.createFilterState(ctx, dashboardId, value, tabId);
  }

  @Mutation(() => String, { description: "Replaces the value of one of the caller's entries; answers the key." })
  updateDashboardFilterState(
    @Ctx() ctx: RequestContext,
    @Arg('dashboardId', () => Int) dashboardId: number,
    @Arg('key', () => String) key: string,
    @Arg('value', () => String) value: string,
    @Arg('tabId', () => Int, { nullable: true }) tabId: number | null,
  ): Promise<string> {
    return this.state.updateFilterState(ctx, dashboardId, key, value, tabId);
  }

  @Mutation(() => Boolean)
  deleteDashboardFilterState(@Ctx() ctx: RequestContext, @Arg('dashboardId', () => Int) dashboardId: number, @Arg('key', () => String) key: string): Promise<boolean> {
    return this.state.deleteFilterState(ctx, dashboardId, key);
  }

  @Query(() => FilterValuesPayload, { description: "A value filter's options." })
  filterValues(@Ctx() ctx: RequestContext, @Arg('input', () => FilterValuesInput) input: FilterValuesInput): Promise<FilterValuesPayload> {
    return this.data.filterValues(ctx, input);
  }

  @Subscription(() => DashboardChartDataEvent, {
    description: "The dashboard's chart queries: one event per chart as it finishes, then a last one with done.",
    subscribe: ({ args, context }) => {
      if (!dataForSubscriptions) throw errors.notFound();
      return dataForSubscriptions.chartData(context as RequestContext, (args as { input: DashboardChartDataInput }).input);
    },
  })
  dashboardChartData(@Root() event: DashboardChartDataEvent, @Arg('input', () => DashboardChartDataInput) _input: DashboardChartDataInput): DashboardChartDataEvent {
    return event;
  }
}
