import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedList, RelatedListArgs } from '../../platform/related-args';

import { FavoriteObjectType, type FavoriteService } from '../favorite';
import { datasetSummaries } from '../dataset';
import { userSummaries, UserSummary } from '../security';
import { objectTags, TagSummary } from '../tag';
import type { ChartDashboardsPort } from './chart-dependents';
import type { ChartWriteService } from './chart-write.service';
import { CreateChartInput, SaveChartInput, UpdateChartInput } from './chart.inputs';
import { chartLoaders, toDatasourceSummary } from './chart.loaders';
import { chartAbilities } from './chart.policy';
import type { ChartService } from './chart.service';
import { Chart, ChartAbilities, ChartListArgs, ChartList, ChartRelatedColumn, DashboardSummary, DatasourceSummary, DeleteChartsPayload, SaveChartPayload } from './chart.types';

@Resolver(() => Chart)
export class ChartResolver {
  constructor(
    private readonly chartService: ChartService,
    private readonly writes: ChartWriteService,
    private readonly favorites: FavoriteService,
    private readonly dashboardsPort: ChartDashboardsPort,
  ) {}

  @Query(() => ChartList)
  charts(
    @Ctx() ctx: RequestContext,
    @Args(() => ChartListArgs) args: ChartListArgs,
  ): Promise<ChartList> {
    return this.chartService.list(ctx, args);
  }

  @Query(() => Chart, { nullable: true })
  chart(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('uuid', () => String, { nullable: true }) uuid: string | null,
  ): Promise<Chart | null> {
    return this.chartService.get(ctx, { id, uuid });
  }

  @Query(() => RelatedList, { description: 'Users to pick as chart owners, or to filter the list by creator / last editor.' })
  chartRelatedUsers(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => ChartRelatedColumn) column: ChartRelatedColumn,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return this.chartService.relatedUsers(ctx, column, args);
  }

  @Mutation(() => Chart)
  createChart(@Ctx() ctx: RequestContext, @Arg('input', () => CreateChartInput) input: CreateChartInput): Promise<Chart> {
    return this.writes.create(ctx, input);
  }

  @Mutation(() => Chart, { description: 'Edit properties, overwrite, or swap the dataset (owners; a query-context-only update is open to workers).' })
  updateChart(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => UpdateChartInput) input: UpdateChartInput): Promise<Chart> {
    return this.writes.update(ctx, id, input);
  }

  @Mutation(() => Int, { description: 'The id of the deleted chart.' })
  async deleteChart(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    await this.writes.delete(ctx, id);
    return id;
  }

  @Mutation(() => DeleteChartsPayload, { description: 'All or nothing.' })
  async deleteCharts(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteChartsPayload> {
    const count = await this.writes.deleteMany(ctx, ids);
    return { count, ids: [...new Set(ids)] };
  }

  @Mutation(() => SaveChartPayload, { description: "The save modal: save as / overwrite, optionally adding the chart to a dashboard (existing or new), in one transaction." })
  saveChart(@Ctx() ctx: RequestContext, @Arg('input', () => SaveChartInput) input: SaveChartInput): Promise<SaveChartPayload> {
    return this.writes.save(ctx, input);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the acting user starred the chart.' })
  isFavorite(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.favorites.isStarred(ctx, FavoriteObjectType.CHART, chart.id);
  }

  @FieldResolver(() => DatasourceSummary, { nullable: true })
  async datasource(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<DatasourceSummary | null> {
    // A chart on a SQL Lab query has no dataset; its datasource_id is a query id.
    if (chart.datasourceId == null || (chart.datasourceType !== 'table' && chart.datasourceType !== 'dataset')) return null;
    const dataset = await datasetSummaries(ctx, this.chartService.db(ctx)).load(chart.datasourceId);
    return dataset && toDatasourceSummary(dataset);
  }

  @FieldResolver(() => [TagSummary], { description: 'Custom and implicit tags, by id.' })
  tags(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<TagSummary[]> {
    return objectTags(ctx, this.chartService.db(ctx), 'chart').load(chart.id);
  }

  @FieldResolver(() => [UserSummary])
  owners(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<UserSummary[]> {
    return chartLoaders(ctx, this.chartService.db(ctx)).owners.load(chart.id);
  }

  @FieldResolver(() => [DashboardSummary])
  dashboards(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<DashboardSummary[]> {
    return this.dashboardsPort.get().dashboardsOf(ctx, this.chartService.db(ctx), chart.id);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  createdBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.createdById == null ? null : userSummaries(ctx, this.chartService.db(ctx)).load(chart.createdById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  changedBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.changedById == null ? null : userSummaries(ctx, this.chartService.db(ctx)).load(chart.changedById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  lastSavedBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.lastSavedById == null ? null : userSummaries(ctx, this.chartService.db(ctx)).load(chart.lastSavedById);
  }

  @FieldResolver(() => ChartAbilities)
  async abilities(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<ChartAbilities> {
    const owners = await chartLoaders(ctx, this.chartService.db(ctx)).owners.load(chart.id);
    return chartAbilities(ctx.requireActor(), { ownerIds: owners.map((o) => o.id), isManagedExternally: chart.isManagedExternally });
  }
}
