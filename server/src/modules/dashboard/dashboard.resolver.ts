import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { parseJsonObjectText } from '../../platform/json-text';

import { RelatedList, RelatedListArgs } from '../../platform/related-args';
import { GraphQLJSON } from '../../platform/scalars';
import { DatasourceMetadata } from '../explore';
import { FavoriteObjectType, type FavoriteService } from '../favorite';
import { userSummaries, UserSummary } from '../security';
import { objectTags } from '../tag';
import { toMetadataView } from './dashboard-metadata';
import { DashboardMetadata } from './dashboard-metadata.types';
import type { DashboardQueryService } from './dashboard-query.service';
import { dashboardLoaders } from './dashboard.loaders';
import type { DashboardService } from './dashboard.service';
import { Dashboard, DashboardAbilities, DashboardChart, DashboardListArgs, DashboardList, DashboardRelatedColumn, DashboardTabs, EditableDashboardList, RoleSummary, TagSummary, ThemeSummary } from './dashboard.types';
import { defaultLayout } from './layout-rules';

/** Reading dashboards: one, the list, tabs, pickers; and the fields resolved per dashboard (batched). */
@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(
    private readonly saving: DashboardService,
    private readonly queries: DashboardQueryService,
    private readonly favorites: FavoriteService,
  ) {}

  @Query(() => EditableDashboardList, { description: "The save modal's dashboard picker: dashboards the actor may add a chart to, by title." })
  editableDashboards(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 100 }) pageSize: number,
  ): Promise<EditableDashboardList> {
    return this.saving.editable(ctx, { search, page, pageSize });
  }

  @Query(() => Dashboard, { nullable: true, description: 'A dashboard by id, uuid or slug; NOT_FOUND when it does not exist or the actor may not see it.' })
  dashboard(@Ctx() ctx: RequestContext, @Arg('idOrSlug', () => String) idOrSlug: string): Promise<Dashboard> {
    return this.queries.get(ctx, idOrSlug);
  }

  @Query(() => DashboardList, { description: 'The dashboards the actor may see.' })
  dashboards(
    @Ctx() ctx: RequestContext,
    @Args(() => DashboardListArgs) args: DashboardListArgs,
  ): Promise<DashboardList> {
    return this.queries.list(ctx, args);
  }

  @Query(() => DashboardTabs)
  dashboardTabs(@Ctx() ctx: RequestContext, @Arg('idOrSlug', () => String) idOrSlug: string): Promise<DashboardTabs> {
    return this.queries.tabs(ctx, idOrSlug);
  }

  @Query(() => RelatedList, { description: 'Users to pick as owners or to filter the list by creator / last editor; roles to share with.' })
  dashboardRelated(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => DashboardRelatedColumn) column: DashboardRelatedColumn,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return this.queries.related(ctx, column, args);
  }


  @FieldResolver(() => GraphQLJSON, { description: 'The layout {id: {id, type, children, parents, meta}}; the default layout when none is stored.' })
  position(@Root() dashboard: Dashboard): Record<string, unknown> {
    const stored = parseJsonObjectText(dashboard.positionJson);
    return Object.keys(stored).length ? stored : defaultLayout(dashboard.dashboardTitle);
  }

  @FieldResolver(() => DashboardMetadata)
  metadata(@Root() dashboard: Dashboard): DashboardMetadata {
    return toMetadataView(parseJsonObjectText(dashboard.jsonMetadata));
  }

  @FieldResolver(() => ThemeSummary, { nullable: true })
  theme(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<ThemeSummary | null> | null {
    return dashboard.themeId == null ? null : dashboardLoaders(ctx, this.queries.em(ctx)).themes.load(dashboard.themeId);
  }

  @FieldResolver(() => [UserSummary])
  owners(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<UserSummary[]> {
    return dashboardLoaders(ctx, this.queries.em(ctx)).owners.load(dashboard.id);
  }

  @FieldResolver(() => [RoleSummary], { description: 'Roles the dashboard is shared with (DASHBOARD_RBAC).' })
  roles(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<RoleSummary[]> {
    return dashboardLoaders(ctx, this.queries.em(ctx)).roles.load(dashboard.id);
  }

  @FieldResolver(() => [TagSummary])
  tags(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<TagSummary[]> {
    return objectTags(ctx, this.queries.em(ctx), 'dashboard').load(dashboard.id);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  createdBy(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext) {
    return dashboard.createdById == null ? null : userSummaries(ctx, this.queries.em(ctx)).load(dashboard.createdById);
  }

  @FieldResolver(() => UserSummary, { nullable: true })
  changedBy(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext) {
    return dashboard.changedById == null ? null : userSummaries(ctx, this.queries.em(ctx)).load(dashboard.changedById);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the acting user starred the dashboard.' })
  isFavorite(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.favorites.isStarred(ctx, FavoriteObjectType.DASHBOARD, dashboard.id);
  }

  @FieldResolver(() => [DashboardChart], { description: 'The charts on the dashboard the actor may see.' })
  charts(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<DashboardChart[]> {
    return this.queries.charts(ctx, dashboard);
  }

  @FieldResolver(() => [DatasourceMetadata], { description: 'The datasets of those charts (what Explore knows of a datasource: columns, metrics with currency, verbose map, time grains).' })
  datasets(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<DatasourceMetadata[]> {
    return this.queries.datasets(ctx, dashboard);
  }

  @FieldResolver(() => [Int], { description: 'The ids of `datasets`.' })
  datasetIds(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<number[]> {
    return this.queries.datasetIds(ctx, dashboard);
  }

  @FieldResolver(() => DatasourceMetadata, { nullable: true, description: 'One of `datasets` by id: a datasource with all its columns and metrics costs less alone than in a list.' })
  dataset(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<DatasourceMetadata | null> {
    return this.queries.dataset(ctx, dashboard, id);
  }

  @FieldResolver(() => DashboardAbilities)
  abilities(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<DashboardAbilities> {
    return this.queries.abilities(ctx, dashboard);
  }
}
