import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { SortDirection } from '../../platform/list-query';
import { UserSummary } from '../security/security.types';
import { chartLoaders } from './chart.loaders';
import { chartAbilities } from './chart.policy';
import type { ChartService } from './chart.service';
import { Chart, ChartAbilities, ChartFilter, ChartList, ChartOrderField, DashboardSummary, DatasourceSummary } from './chart.types';

@Resolver(() => Chart)
export class ChartResolver {
  constructor(private readonly chartService: ChartService) {}

  @Query(() => ChartList)
  charts(
    @Ctx() ctx: RequestContext,
    @Arg('filters', () => [ChartFilter], { nullable: true }) filters: ChartFilter[] | null,
    @Arg('orderBy', () => ChartOrderField, { nullable: true }) orderBy: ChartOrderField | null,
    @Arg('orderDirection', () => SortDirection, { nullable: true }) orderDirection: SortDirection | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
  ): Promise<ChartList> {
    return this.chartService.list(ctx, { filters: filters ?? [], orderBy, orderDirection, page, pageSize });
  }

  @Query(() => Chart, { nullable: true })
  chart(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('uuid', () => String, { nullable: true }) uuid: string | null,
  ): Promise<Chart | null> {
    return this.chartService.get(ctx, { id, uuid });
  }

  @FieldResolver(() => DatasourceSummary, { nullable: true })
  datasource(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<DatasourceSummary | null> | null {
    // A chart on a SQL Lab query has no dataset; its datasource_id is a query id.
    if (chart.datasourceId == null || (chart.datasourceType !== 'table' && chart.datasourceType !== 'dataset')) return null;
    return chartLoaders(ctx, this.chartService.db(ctx)).datasources.load(chart.datasourceId);
  }

  @FieldResolver(() => [UserSummary])
  owners(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<UserSummary[]> {
    return chartLoaders(ctx, this.chartService.db(ctx)).owners.load(chart.id);
  }

  @FieldResolver(() => [DashboardSummary])
  dashboards(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<DashboardSummary[]> {
    return chartLoaders(ctx, this.chartService.db(ctx)).dashboards.load(chart.id);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  createdBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.createdById == null ? null : chartLoaders(ctx, this.chartService.db(ctx)).users.load(chart.createdById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  changedBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.changedById == null ? null : chartLoaders(ctx, this.chartService.db(ctx)).users.load(chart.changedById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  lastSavedBy(@Root() chart: Chart, @Ctx() ctx: RequestContext) {
    return chart.lastSavedById == null ? null : chartLoaders(ctx, this.chartService.db(ctx)).users.load(chart.lastSavedById);
  }

  @FieldResolver(() => ChartAbilities)
  async abilities(@Root() chart: Chart, @Ctx() ctx: RequestContext): Promise<ChartAbilities> {
    const owners = await chartLoaders(ctx, this.chartService.db(ctx)).owners.load(chart.id);
    return chartAbilities(ctx.requireActor(), owners.map((o) => o.id));
  }
}
